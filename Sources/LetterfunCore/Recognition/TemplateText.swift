/// Reading the templates' text format (letters and digits alike) in place from its bytes, for
/// the common case of a well-formed file: lines are offsets, not copies, and a shade row is read
/// a byte at a time through one table. Anything it does not accept, the caller reads the slow
/// way, so that a damaged file is refused with that way's message.
enum TemplateText {
  /// The shades from blank to full, each a tenth of the way further.
  static let shades = Array(" .:-=+*#%@".utf8)

  /// The line starting at `start` and ending before a newline or `end`; `start` moves past it.
  static func nextLine(_ bytes: Span<UInt8>, from start: inout Int, before end: Int) -> Range<Int>? {
    guard start < end else { return nil }
    var stop = start
    while stop < end && bytes[stop] != 0x0A { stop += 1 }
    defer { start = stop + 1 }
    return start..<stop
  }

  /// Whether the bytes in `range` are `text`.
  static func line(_ bytes: Span<UInt8>, _ range: Range<Int>, is text: [UInt8]) -> Bool {
    equal(bytes.extracting(range), text.span)
  }

  static func equal(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i] != b[i] { return false }
    return true
  }

  static func lastIndex(of needle: Span<UInt8>, in bytes: Span<UInt8>) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var i = bytes.count - needle.count
    while i >= 0 {
      if equal(bytes.extracting(i..<(i + needle.count)), needle) { return i }
      i -= 1
    }
    return nil
  }

  /// The number written in plain decimal digits in `range` (at most 18 of them), else nil.
  static func wholeNumber(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Int? {
    guard !range.isEmpty, range.count <= 18 else { return nil }
    var n = 0
    for i in range {
      let d = bytes[i]
      guard d >= 0x30 && d <= 0x39 else { return nil }
      n = n * 10 + Int(d - 0x30)
    }
    return n
  }

  /// Shade byte → coverage, the shade's position in tenths (as the slow way reads it); -1 for
  /// a byte that is no shade.
  static func coverageTable() -> [Float] {
    var table = [Float](repeating: -1, count: 256)
    for (i, b) in shades.enumerated() { table[Int(b)] = Float(i) / Float(shades.count - 1) }
    return table
  }

  /// A glyph's `Glyph.rows` lines of `Glyph.columns` shades, each ended by `|` and a newline
  /// (or `end`), from `start`, which moves past them; nil when any line is otherwise.
  /// `coverage` is `coverageTable()`.
  static func shadeRows(
    _ bytes: Span<UInt8>, from start: inout Int, before end: Int, coverage: Span<Float>
  ) -> [Float]? {
    let width = Glyph.columns
    var cov = [Float](repeating: 0, count: Glyph.rows * width)
    do {
      var cells = cov.mutableSpan
      for r in 0..<Glyph.rows {
        // Each line's end is where its "|" must be: a shorter or longer line, or any other
        // byte, refuses as reading it whole would.
        let bar = start + width
        guard bar < end, bytes[bar] == UInt8(ascii: "|"), bar + 1 == end || bytes[bar + 1] == 0x0A
        else { return nil }
        let row = bytes.extracting(start..<bar)
        // A byte that is no shade maps below 0, and takes the row's lowest value with it:
        // one test a row instead of a branch a byte.
        var lowest: Float = 0
        for k in row.indices {
          let v = coverage[Int(row[k])]
          lowest = min(lowest, v)
          cells[r * width + k] = v
        }
        guard lowest >= 0 else { return nil }
        start = bar + 2
      }
    }
    return cov
  }

  /// The body both template files share, from the first line up to `end` (the checksum line):
  /// `header`, the grid line, then per glyph "`kind` C samples N" (C one byte that `accepts`,
  /// N in plain decimal digits) and its shade rows, each handed to `body`. False as soon as a
  /// line is otherwise.
  static func glyphs(
    _ bytes: Span<UInt8>, before end: Int, header: String, kind: String,
    accepts: (UInt8) -> Bool, _ body: (_ code: UInt8, _ samples: Int, _ glyph: Glyph) -> Void
  ) -> Bool {
    // Lines as offsets into `bytes`: no array per line (a letters file has 700 of them).
    var lineStart = 0
    func nextLine() -> Range<Int>? { TemplateText.nextLine(bytes, from: &lineStart, before: end) }
    func line(_ r: Range<Int>, is text: [UInt8]) -> Bool { TemplateText.line(bytes, r, is: text) }
    guard let head = nextLine(), line(head, is: Array(header.utf8)),
      let grid = nextLine(), line(grid, is: Array("grid \(Glyph.columns)x\(Glyph.rows)".utf8))
    else { return false }
    let coverage = coverageTable()
    let prefix = Array((kind + " ").utf8)
    let middle = Array(" samples ".utf8)
    while let l = nextLine(), !l.isEmpty {
      let codeAt = l.lowerBound + prefix.count
      let countAt = codeAt + 1 + middle.count
      guard l.count > prefix.count + 1 + middle.count,
        line(l.lowerBound..<codeAt, is: prefix), line((codeAt + 1)..<countAt, is: middle),
        accepts(bytes[codeAt]),
        let n = wholeNumber(bytes, countAt..<l.upperBound),
        let cov = shadeRows(bytes, from: &lineStart, before: end, coverage: coverage.span)
      else { return false }
      body(bytes[codeAt], n, Glyph(coverage: cov))
    }
    return true
  }
}
