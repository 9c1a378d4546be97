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
    var lineStart = 0
    func nextLine() -> Range<Int>? {
      TemplateText.nextLine(bytes, from: &lineStart, before: sumStart)
    }
    guard let head = nextLine(), TemplateText.line(bytes, head, is: Array(header.utf8)),
      let grid = nextLine(),
      TemplateText.line(bytes, grid, is: Array("grid \(Glyph.columns)x\(Glyph.rows)".utf8))
    else { return nil }
    let coverage = TemplateText.coverageTable()
    var glyphs = [Glyph?](repeating: nil, count: 10)
    var samples = [Int](repeating: 0, count: 10)
    let prefix = Array("digit ".utf8)
    let middle = Array(" samples ".utf8)
    while let l = nextLine(), !l.isEmpty {
      // "digit D samples N", N in plain decimal digits.
      let digitAt = l.lowerBound + prefix.count
      let countAt = digitAt + 1 + middle.count
      guard l.count > prefix.count + 1 + middle.count,
        TemplateText.line(bytes, l.lowerBound..<digitAt, is: prefix),
        TemplateText.line(bytes, (digitAt + 1)..<countAt, is: middle),
        bytes[digitAt] >= 0x30, bytes[digitAt] <= 0x39,
        let n = TemplateText.wholeNumber(bytes, countAt..<l.upperBound),
        let cov = TemplateText.shadeRows(
          bytes, from: &lineStart, before: sumStart, coverage: coverage.span)
      else { return nil }
      let d = Int(bytes[digitAt] - 0x30)
      glyphs[d] = Glyph(coverage: cov)
      samples[d] = n
    }
    return DigitTemplates(glyphs: glyphs, samples: samples)
  }
}
