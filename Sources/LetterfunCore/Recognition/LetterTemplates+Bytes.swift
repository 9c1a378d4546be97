extension LetterTemplates {
  /// Reads templates from the bytes of a file written by `serialized()`.
  ///
  /// Every run of `letterfun solve` loads the built-in templates, and reading them through
  /// `String` and `Character` cost more than reading a screenshot's letters. The common case,
  /// a well-formed ASCII file, is read straight from its bytes; anything else goes through
  /// `init(serialized:)`, so a damaged file is refused with the same error as before.
  public init(bytes: [UInt8]) throws(TemplateError) {
    if let fast = LetterTemplates.parseWellFormed(bytes) {
      self = fast
    } else {
      try self.init(serialized: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The templates in `bytes` if they are exactly in the canonical form, else nil. Every run
  /// loads the built-in templates, 25 KB a byte at a time, so lines are offsets, not copies.
  private static func parseWellFormed(_ bytes: [UInt8]) -> LetterTemplates? {
    // Plain ASCII without carriage returns: then bytes and Characters agree one for one.
    for b in bytes where b >= 0x80 || b == UInt8(ascii: "\r") { return nil }
    let marker = Array("checksum ".utf8)
    guard let sumStart = lastIndex(of: marker, in: bytes) else { return nil }
    var stated = bytes[(sumStart + marker.count)...]
    while let last = stated.last, last == 0x0A || last == 0x20 || last == 0x09 {
      stated = stated.dropLast()
    }
    guard stated.elementsEqual(Checksum.hex(Checksum.of(bytes[..<sumStart])).utf8) else { return nil }
    // Lines as offsets into `bytes`: no array per line (there are 700 of them).
    var lineStart = 0
    func nextLine() -> Range<Int>? {
      guard lineStart < sumStart else { return nil }
      var end = lineStart
      while end < sumStart && bytes[end] != 0x0A { end += 1 }
      defer { lineStart = end + 1 }
      return lineStart..<end
    }
    func line(_ r: Range<Int>, is text: [UInt8]) -> Bool { bytes[r].elementsEqual(text) }
    guard let head = nextLine(), line(head, is: Array(header.utf8)),
      let grid = nextLine(), line(grid, is: Array("grid \(Glyph.columns)x\(Glyph.rows)".utf8))
    else { return nil }
    // Shade byte → coverage, as `init(serialized:)` maps each shade's position.
    var coverageOf = [Float](repeating: -1, count: 128)
    let levels = Array(shades.map { $0.asciiValue ?? 0 })
    for (i, b) in levels.enumerated() { coverageOf[Int(b)] = Float(i) / Float(levels.count - 1) }
    var glyphs: [Character: Glyph] = [:]
    var samples: [Character: Int] = [:]
    let prefix = Array("letter ".utf8)
    let middle = Array(" samples ".utf8)
    while let l = nextLine(), !l.isEmpty {
      // "letter X samples N", N in plain digits.
      let codeAt = l.lowerBound + prefix.count
      let digitsAt = codeAt + 1 + middle.count
      guard l.count > prefix.count + 1 + middle.count,
        line(l.lowerBound..<codeAt, is: prefix), line((codeAt + 1)..<digitsAt, is: middle)
      else { return nil }
      let code = bytes[codeAt]
      guard code >= UInt8(ascii: "A"), code <= UInt8(ascii: "Z") else { return nil }
      let digits = bytes[digitsAt..<l.upperBound]
      guard digits.count <= 18, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
      let n = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      // ROWS lines of COLUMNS shades and a "|": read in place (each line's end is where its
      // "|" must be; a shorter or longer line, or any other byte, refuses as nextLine would).
      let width = Glyph.columns
      var rowsRead = true
      var cov = [Float](repeating: 0, count: Glyph.rows * width)
      rows: for r in 0..<Glyph.rows {
        let bar = lineStart + width
        guard bar < sumStart, bytes[bar] == UInt8(ascii: "|"),
          bar + 1 == sumStart || bytes[bar + 1] == 0x0A
        else {
          rowsRead = false
          break rows
        }
        for k in 0..<width {
          // Every byte is below 0x80 (checked above).
          let v = coverageOf[Int(bytes[lineStart + k])]
          guard v >= 0 else {
            rowsRead = false
            break rows
          }
          cov[r * width + k] = v
        }
        lineStart = bar + 2
      }
      guard rowsRead else { return nil }
      let letter = Character(Unicode.Scalar(code))
      glyphs[letter] = Glyph(coverage: cov)
      samples[letter] = n
    }
    return LetterTemplates(glyphs: glyphs, samples: samples)
  }

  private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var i = bytes.count - needle.count
    while i >= 0 {
      if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i -= 1
    }
    return nil
  }
}
