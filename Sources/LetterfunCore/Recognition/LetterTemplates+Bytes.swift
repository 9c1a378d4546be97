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
    guard let sumStart = lastIndex(of: marker.span, in: bytes) else { return nil }
    if checked {
      var end = bytes.count
      while end > sumStart + marker.count,
        bytes[end - 1] == 0x0A || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09
      {
        end -= 1
      }
      let stated = bytes.extracting((sumStart + marker.count)..<end)
      let sum = Array(Checksum.hex(Checksum.of(bytes.extracting(..<sumStart))).utf8)
      guard equal(stated, sum.span) else { return nil }
    }
    // Lines as offsets into `bytes`: no array per line (there are 700 of them).
    var lineStart = 0
    func nextLine() -> Range<Int>? {
      guard lineStart < sumStart else { return nil }
      var end = lineStart
      while end < sumStart && bytes[end] != 0x0A { end += 1 }
      defer { lineStart = end + 1 }
      return lineStart..<end
    }
    func line(_ r: Range<Int>, is text: [UInt8]) -> Bool {
      equal(bytes.extracting(r), text.span)
    }
    guard let head = nextLine(), line(head, is: Array(header.utf8)),
      let grid = nextLine(), line(grid, is: Array("grid \(Glyph.columns)x\(Glyph.rows)".utf8))
    else { return nil }
    // Shade byte → coverage, as `init(serialized:)` maps each shade's position; -1 for a byte
    // that is no shade.
    let levels = Array(" .:-=+*#%@".utf8)
    var coverageOf = [Float](repeating: -1, count: 256)
    for (i, b) in levels.enumerated() { coverageOf[Int(b)] = Float(i) / Float(levels.count - 1) }
    let coverage = coverageOf.span
    var glyphs = LetterTable<Glyph>()
    var samples = LetterTable<Int>()
    let prefix = Array("letter ".utf8)
    let middle = Array(" samples ".utf8)
    let width = Glyph.columns
    while let l = nextLine(), !l.isEmpty {
      // "letter X samples N", N in plain digits.
      let codeAt = l.lowerBound + prefix.count
      let digitsAt = codeAt + 1 + middle.count
      guard l.count > prefix.count + 1 + middle.count,
        line(l.lowerBound..<codeAt, is: prefix), line((codeAt + 1)..<digitsAt, is: middle)
      else { return nil }
      let code = bytes[codeAt]
      guard code >= UInt8(ascii: "A"), code <= UInt8(ascii: "Z") else { return nil }
      guard l.upperBound - digitsAt <= 18 else { return nil }
      var n = 0
      for i in digitsAt..<l.upperBound {
        let d = bytes[i]
        guard d >= 0x30 && d <= 0x39 else { return nil }
        n = n * 10 + Int(d - 0x30)
      }
      // ROWS lines of COLUMNS shades and a "|": read in place (each line's end is where its
      // "|" must be; a shorter or longer line, or any other byte, refuses as nextLine would).
      var cov = [Float](repeating: 0, count: Glyph.rows * width)
      var cells = cov.mutableSpan
      for r in 0..<Glyph.rows {
        let bar = lineStart + width
        guard bar < sumStart, bytes[bar] == UInt8(ascii: "|"),
          bar + 1 == sumStart || bytes[bar + 1] == 0x0A
        else { return nil }
        let row = bytes.extracting(lineStart..<bar)
        // A byte that is no shade maps below 0, and takes the row's lowest value with it:
        // one test a row instead of a branch a byte.
        var lowest: Float = 0
        for k in row.indices {
          let v = coverage[Int(row[k])]
          lowest = min(lowest, v)
          cells[r * width + k] = v
        }
        guard lowest >= 0 else { return nil }
        lineStart = bar + 2
      }
      let letter = Character(Unicode.Scalar(code))
      glyphs[letter] = Glyph(coverage: cov)
      samples[letter] = n
    }
    return LetterTemplates(glyphs: glyphs, samples: samples)
  }

  private static func equal(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i] != b[i] { return false }
    return true
  }

  private static func lastIndex(of needle: Span<UInt8>, in bytes: Span<UInt8>) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var i = bytes.count - needle.count
    while i >= 0 {
      if equal(bytes.extracting(i..<(i + needle.count)), needle) { return i }
      i -= 1
    }
    return nil
  }
}
