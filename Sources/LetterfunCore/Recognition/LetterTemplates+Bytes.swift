extension LetterTemplates {
  /// Reads templates from the bytes of a file written by `serialized()`.
  ///
  /// Every run of `letterfun solve` loads the built-in templates, and reading them through
  /// `String` and `Character` cost more than reading a screenshot's letters. The common case,
  /// a well-formed ASCII file, is read straight from its bytes; anything else goes through
  /// `init(serialized:)`, so a damaged file is refused with the same error as before.
  public init(bytes: [UInt8]) throws(TemplateError) {
    if let fast = LetterTemplates.parseWellFormed(bytes.span, checked: true) {
      self = fast
    } else {
      try self.init(serialized: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The templates in `bytes` if they are exactly in the canonical form, else nil. Every run
  /// loads the built-in templates, 25 KB a byte at a time, so lines are offsets, not copies.
  /// `checked` false skips the two whole-file checks (plain ASCII, the checksum) for bytes
  /// already known to pass them: the built-in ones (see `builtIn()`).
  static func parseWellFormed(_ bytes: Span<UInt8>, checked: Bool) -> LetterTemplates? {
    if checked {
      // Plain ASCII without carriage returns: then bytes and Characters agree one for one.
      for i in bytes.indices where bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "\r") {
        return nil
      }
    }
    let marker = Array("checksum ".utf8)
    guard let sumStart = TemplateText.lastIndex(of: marker.span, in: bytes) else { return nil }
    if checked {
      var end = bytes.count
      while end > sumStart + marker.count,
        bytes[end - 1] == 0x0A || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09
      {
        end -= 1
      }
      let stated = bytes.extracting((sumStart + marker.count)..<end)
      let sum = Array(Checksum.hex(Checksum.of(bytes.extracting(..<sumStart))).utf8)
      guard TemplateText.equal(stated, sum.span) else { return nil }
    }
    var glyphs = LetterTable<Glyph>()
    var samples = LetterTable<Int>()
    let read = TemplateText.glyphs(
      bytes, before: sumStart, header: header, kind: "letter",
      accepts: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    ) { code, n, glyph in
      let letter = Character(Unicode.Scalar(code))
      glyphs[letter] = glyph
      samples[letter] = n
    }
    guard read else { return nil }
    return LetterTemplates(glyphs: glyphs, samples: samples)
  }
}
