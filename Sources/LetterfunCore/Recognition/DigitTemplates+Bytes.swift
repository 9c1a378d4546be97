extension DigitTemplates {
  /// The templates in `bytes` if they are exactly in the form `serialized()` writes, else nil
  /// (`init(bytes:)` then reads them the slow way, which says what is wrong). Every run reads
  /// the built-in digits before its first board: through `String` that cost a whole board's
  /// header check.
  static func parseWellFormed(_ bytes: Span<UInt8>) -> DigitTemplates? {
    // The last line that is not empty is the checksum of every byte before it, as the slow
    // way reads it: no other byte after it but newlines.
    var end = bytes.count
    while end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
    var sumStart = end
    while sumStart > 0 && bytes[sumStart - 1] != 0x0A { sumStart -= 1 }
    let marker = Array("checksum ".utf8)
    guard end - sumStart > marker.count,
      TemplateText.line(bytes, sumStart..<(sumStart + marker.count), is: marker)
    else { return nil }
    let sum = Array(Checksum.hex(Checksum.of(bytes.extracting(..<sumStart))).utf8)
    guard TemplateText.equal(bytes.extracting((sumStart + marker.count)..<end), sum.span)
    else { return nil }
    var glyphs = [Glyph?](repeating: nil, count: 10)
    var samples = [Int](repeating: 0, count: 10)
    let read = TemplateText.glyphs(
      bytes, before: sumStart, header: header, kind: "digit",
      accepts: { $0 >= 0x30 && $0 <= 0x39 }
    ) { code, n, glyph in
      glyphs[Int(code - 0x30)] = glyph
      samples[Int(code - 0x30)] = n
    }
    guard read else { return nil }
    return DigitTemplates(glyphs: glyphs, samples: samples)
  }
}
