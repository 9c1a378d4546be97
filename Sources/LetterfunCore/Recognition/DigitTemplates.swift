/// The learned shape of each digit 0–9 of the header's scores, in the letter templates' text
/// format: a header line, a `grid COLSxROWS` line, per digit a line `digit D samples N` and ROWS
/// lines of COLS shades from " .:-=+*#%@" each ended by `|`, and a final `checksum` line
/// (`Checksum` of everything before it, in hex) so a damaged file is never used.
public struct DigitTemplates: Sendable, Equatable {
  public static let header = "letterfun digit templates v1"
  /// The header's start, the same in every version (how a digit templates file is recognised).
  public static let headerStem = "letterfun digit templates v"
  static let shades = TemplateText.shades
  public static let digits: [Character] = Array("0123456789")

  /// Per digit 0–9, its template, nil for a digit never seen.
  public var glyphs: [Glyph?]
  /// Per digit, how many samples it was learned from.
  public var samples: [Int]
  /// Every digit's lanes one after another (zeros for a digit never seen): one array of a
  /// type the letters already use, where an array of optional arrays was a type of its own
  /// to make at run time in every process.
  private var lanes: [SIMD8<Float>]
  private static let lanesPerGlyph = Glyph.rows * Glyph.columns / 8

  public init(glyphs: [Glyph?], samples: [Int]) {
    precondition(glyphs.count == 10 && samples.count == 10)
    self.glyphs = glyphs
    self.samples = samples
    var lanes: [SIMD8<Float>] = []
    lanes.reserveCapacity(10 * Self.lanesPerGlyph)
    for g in glyphs {
      lanes += g?.lanes ?? [SIMD8<Float>](repeating: .zero, count: Self.lanesPerGlyph)
    }
    self.lanes = lanes
  }

  public static func == (a: DigitTemplates, b: DigitTemplates) -> Bool {
    a.glyphs == b.glyphs && a.samples == b.samples
  }

  /// Digits with no template.
  public var missingDigits: [Character] {
    Self.digits.indices.filter { glyphs[$0] == nil }.map { Self.digits[$0] }
  }

  /// The best and second-best digits for a glyph (as `LetterMatch`, its letters the digits).
  public func match(_ glyph: Glyph) -> LetterMatch {
    var best = LetterMatch.Candidate(letter: "?", similarity: 0)
    var second = best
    var bestIndex = -1
    var secondIndex = -1
    let l = glyph.lanes.span
    for d in 0..<10 where glyphs[d] != nil {
      let s = Glyph.similarity(l, lanes.span.extracting((d * Self.lanesPerGlyph)..<((d + 1) * Self.lanesPerGlyph)))
      if s > best.similarity {
        (second, secondIndex) = (best, bestIndex)
        (best, bestIndex) = (.init(letter: Self.digits[d], similarity: s), d)
      } else if s > second.similarity {
        (second, secondIndex) = (.init(letter: Self.digits[d], similarity: s), d)
      }
    }
    var preference = 1.0
    if bestIndex >= 0, secondIndex >= 0, let a = glyphs[bestIndex], let b = glyphs[secondIndex] {
      preference = glyph.preference(for: a, over: b)
    }
    return LetterMatch(best: best, runnerUp: second, preference: preference)
  }

  /// The templates as text (see the type's documentation).
  public func serialized() -> String {
    var out = "\(Self.header)\ngrid \(Glyph.columns)x\(Glyph.rows)\n"
    for d in 0..<10 {
      guard let g = glyphs[d] else { continue }
      out += "digit \(d) samples \(samples[d])\n"
      for r in 0..<Glyph.rows {
        var line: [UInt8] = []
        for c in 0..<Glyph.columns {
          let v = g.coverage[r * Glyph.columns + c]
          line.append(Self.shades[Int((max(0, min(1, v)) * Float(Self.shades.count - 1)).rounded())])
        }
        out += String(decoding: line, as: UTF8.self) + "|\n"
      }
    }
    out += "checksum \(Checksum.hex(Checksum.of(out)))\n"
    return out
  }

  /// Reads templates written by `serialized()`; a damaged or foreign file is an error. Every
  /// check is made on every read, the built-in one's included (the checksum too).
  public init(bytes: [UInt8]) throws(TemplateError) {
    if let fast = DigitTemplates.parseWellFormed(bytes.span) {
      self = fast
    } else {
      try self.init(parsing: bytes)
    }
  }

  /// `init(bytes:)` read as text, a line at a time: what the fast reading must agree with, and
  /// what says what is wrong with a file it does not accept.
  init(parsing bytes: [UInt8]) throws(TemplateError) {
    let nl = UInt8(ascii: "\n")
    let lines = bytes.split(separator: nl, omittingEmptySubsequences: false)
    // The last non-empty line is the checksum of every byte before it.
    guard let sumLine = lines.lastIndex(where: { !$0.isEmpty }),
      lines[sumLine].starts(with: Array("checksum ".utf8))
    else { throw .corrupt("no checksum line in the digit templates") }
    let bodyEnd = lines[sumLine].startIndex
    let stated = String(decoding: lines[sumLine].dropFirst(9), as: UTF8.self)
    guard stated == Checksum.hex(Checksum.of(Array(bytes[..<bodyEnd]))) else {
      throw .corrupt("the digit templates' checksum does not match")
    }
    var k = 0
    func next() -> ArraySlice<UInt8>? {
      guard k < sumLine else { return nil }
      defer { k += 1 }
      return lines[k]
    }
    guard next().map(Array.init) == Array(Self.header.utf8) else {
      throw .corrupt("not a digit templates file")
    }
    guard next().map(Array.init) == Array("grid \(Glyph.columns)x\(Glyph.rows)".utf8) else {
      throw .corrupt("digit grid size differs from this version's \(Glyph.columns)x\(Glyph.rows)")
    }
    var glyphs = [Glyph?](repeating: nil, count: 10)
    var samples = [Int](repeating: 0, count: 10)
    while let line = next(), !line.isEmpty {
      let f = String(decoding: line, as: UTF8.self).split(separator: " ")
      guard f.count == 4, f[0] == "digit", let d = Int(f[1]), (0..<10).contains(d),
        f[1].count == 1, f[2] == "samples", let n = Int(f[3]), n >= 0
      else { throw .corrupt("bad digit line '\(String(decoding: line, as: UTF8.self))'") }
      var cov: [Float] = []
      cov.reserveCapacity(Glyph.rows * Glyph.columns)
      for _ in 0..<Glyph.rows {
        guard let row = next(), row.count == Glyph.columns + 1, row.last == UInt8(ascii: "|")
        else { throw .corrupt("bad rows for digit \(d)") }
        for ch in row.dropLast() {
          guard let level = Self.shades.firstIndex(of: ch) else {
            throw .corrupt("bad shade in digit \(d)")
          }
          cov.append(Float(level) / Float(Self.shades.count - 1))
        }
      }
      glyphs[d] = Glyph(coverage: cov)
      samples[d] = n
    }
    self.init(glyphs: glyphs, samples: samples)
  }

  /// The digit templates that ship with letterfun, learned by `letterfun train` from the
  /// header scores of real screenshots (compiled into the binary, beside the letters).
  public static func builtIn() throws(TemplateError) -> DigitTemplates {
    if let fast = MappedFile.builtInDigits.withSpan({ parseWellFormed($0) }) { return fast }
    return try DigitTemplates(bytes: MappedFile.builtInDigits.array)
  }

  /// Reads digit templates from a file written by `letterfun train`.
  public init(contentsOf path: String) throws(TemplateError) {
    let bytes: [UInt8]
    do { bytes = try FileReader.contents(of: path) } catch { throw TemplateError(reading: error) }
    try self.init(bytes: bytes)
  }
}
