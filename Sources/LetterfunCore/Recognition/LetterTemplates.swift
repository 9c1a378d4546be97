import FoundationEssentials

/// The learned shape of each letter A–Z, stored in a small text format a person can read.
///
/// Format: a header line, a `grid COLSxROWS` line, then per letter a line `letter X samples N`
/// followed by ROWS lines of COLS characters from " .:-=+*#%@" (coverage 0 to 1), and a final
/// `checksum` line (`Checksum` of everything before it, in hex) so a damaged file is never used.
/// Version 1 stated an FNV-1a checksum instead; such files are refused with a plea to train again.
public struct LetterTemplates: Sendable, Equatable {
  public static let header = "letterfun letter templates v2"
  /// The header's start, the same in every version (how a templates file is recognised).
  public static let headerStem = "letterfun letter templates v"
  static let shades: [Character] = Array(" .:-=+*#%@")

  /// The template of each letter that has been learned.
  public var glyphs: LetterTable<Glyph>
  /// How many samples each letter was learned from.
  public var samples: LetterTable<Int>

  public init(glyphs: LetterTable<Glyph>, samples: LetterTable<Int>) {
    self.glyphs = glyphs
    self.samples = samples
  }

  /// Templates from per-letter dictionaries (the trainer's). Only the letters A–Z are kept:
  /// no file, matcher or picture uses any other.
  public init(glyphs: [Character: Glyph], samples: [Character: Int]) {
    var g = LetterTable<Glyph>()
    var n = LetterTable<Int>()
    for letter in Alphabet.letters {
      g[letter] = glyphs[letter]
      n[letter] = samples[letter]
    }
    self.init(glyphs: g, samples: n)
  }

  /// Letters A–Z with no template.
  public var missingLetters: [Character] {
    Alphabet.letters.filter { glyphs[$0] == nil }
  }

  /// The templates as text (see the type's documentation).
  public func serialized() -> String {
    var out = "\(Self.header)\ngrid \(Glyph.columns)x\(Glyph.rows)\n"
    for letter in Alphabet.letters {
      guard let g = glyphs[letter] else { continue }
      out += "letter \(letter) samples \(samples[letter] ?? 0)\n"
      for r in 0..<Glyph.rows {
        var line = ""
        for c in 0..<Glyph.columns {
          let v = g.coverage[r * Glyph.columns + c]
          let level = Int((max(0, min(1, v)) * Float(Self.shades.count - 1)).rounded())
          line.append(Self.shades[level])
        }
        out += line + "|\n"
      }
    }
    out += "checksum \(Checksum.hex(Checksum.of(out)))\n"
    return out
  }

  /// Reads templates written by `serialized()`; a damaged or foreign file is an error.
  public init(serialized text: String) throws(TemplateError) {
    let firstLine = text.prefix { $0 != "\n" }
    if firstLine.hasPrefix(Self.headerStem), firstLine != Substring(Self.header) {
      throw .outdated(version: String(firstLine.dropFirst(Self.headerStem.count)))
    }
    let marker = "checksum "
    guard let sumStart = text.indices.reversed().first(where: { text[$0...].hasPrefix(marker) })
    else { throw .corrupt("no checksum line") }
    let body = String(text[..<sumStart])
    let stated = String(
      text[text.index(sumStart, offsetBy: marker.count)...]
        .drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard stated == Checksum.hex(Checksum.of(body)) else {
      throw .corrupt("checksum does not match")
    }
    var lines = body.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
    guard lines.next() == Substring(Self.header) else { throw .corrupt("not a templates file") }
    guard lines.next() == Substring("grid \(Glyph.columns)x\(Glyph.rows)") else {
      throw .corrupt("grid size differs from this version's \(Glyph.columns)x\(Glyph.rows)")
    }
    var glyphs = LetterTable<Glyph>()
    var samples = LetterTable<Int>()
    while let line = lines.next(), !line.isEmpty {
      let f = line.split(separator: " ")
      guard f.count == 4, f[0] == "letter", f[1].count == 1, let letter = f[1].first,
        Alphabet.letters.contains(letter), f[2] == "samples", let n = Int(f[3])
      else { throw .corrupt("bad letter line '\(line)'") }
      var cov: [Float] = []
      cov.reserveCapacity(Glyph.rows * Glyph.columns)
      for _ in 0..<Glyph.rows {
        guard let row = lines.next(), row.count == Glyph.columns + 1, row.last == "|" else {
          throw .corrupt("bad rows for letter \(letter)")
        }
        for ch in row.dropLast() {
          guard let level = Self.shades.firstIndex(of: ch) else {
            throw .corrupt("bad shade '\(ch)' for letter \(letter)")
          }
          cov.append(Float(level) / Float(Self.shades.count - 1))
        }
      }
      glyphs[letter] = Glyph(coverage: cov)
      samples[letter] = n
    }
    self.init(glyphs: glyphs, samples: samples)
  }
}

/// Why templates could not be read or written.
public enum TemplateError: LetterfunError, Equatable {
  case corrupt(String)
  /// Templates in a format this version no longer reads (written by an older letterfun).
  case outdated(version: String)
  case cannotRead(path: String, reason: String)
  case cannotWrite(path: String, reason: String)
  /// Templates that never saw some letters, which boards would then be misread.
  case incomplete(path: String, missing: [Character])

  public var code: String {
    switch self {
    case .cannotWrite: "cannot-write-templates"
    case .corrupt, .outdated, .cannotRead, .incomplete: "bad-templates"
    }
  }

  public var description: String {
    switch self {
    case .corrupt(let why): "the letter templates are damaged (\(why)); run `letterfun train` again"
    case .outdated(let v):
      "the letter templates are in a format (v\(v)) this letterfun does not read (an older"
        + " one's); run `letterfun train` again"
    case .cannotRead(let p, let why): "cannot read templates \(p): \(why)"
    case .cannotWrite(let p, let why): "cannot write templates \(p): \(why)"
    case .incomplete(let p, let missing):
      "the templates \(p) have never seen \(String(missing)); train them on screenshots that show"
        + " every letter"
    }
  }
}

extension TemplateError {
  /// A failed read of a templates file. A missing, forbidden or folder path keeps the words it
  /// always had; any other failure (a FIFO or device, an I/O error) says what it was.
  init(reading failure: FileError) {
    let reason =
      failure.isMissingOrForbidden || failure.cause == .isDirectory
      ? "no such file, or not readable" : failure.reason
    self = .cannotRead(path: failure.path, reason: reason)
  }

  /// A failed write of a templates file ("no such folder", "permission denied", ...).
  public init(writing failure: FileError) {
    self = .cannotWrite(path: failure.path, reason: failure.reason)
  }
}

/// The 26 letters the game uses.
public enum Alphabet {
  public static let letters: [Character] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map {
    Character(Unicode.Scalar($0))
  }
}

extension LetterTemplates {
  /// The templates that ship with letterfun, learned by `letterfun train` from real screenshots
  /// (compiled into the binary).
  ///
  /// Its bytes are part of the program, so the checks a file gets (plain ASCII, the checksum)
  /// were made when it was written and are made again by the tests (`builtInBytes` through
  /// `init(bytes:)`), as for the built-in dictionary; every run skips them and reads the
  /// letters straight from the embedded bytes, without a copy.
  public static func builtIn() throws(TemplateError) -> LetterTemplates {
    let read = MappedFile.builtInTemplates.withSpan { parseWellFormed($0, checked: false) }
    guard let read else { return try LetterTemplates(bytes: builtInBytes) }
    return read
  }

  /// A copy of the built-in templates' bytes, as `letterfun train` wrote them.
  @_spi(Internals) public static var builtInBytes: [UInt8] { MappedFile.builtInTemplates.array }

  /// Reads templates from a file written by `letterfun train`, for reading boards: templates
  /// that lack a letter are refused, because the reader would take that letter for its nearest
  /// look-alike (a Q for an O) with confidence, not refuse it.
  public init(contentsOf path: String) throws(TemplateError) {
    let bytes: [UInt8]
    do { bytes = try FileReader.contents(of: path) } catch { throw TemplateError(reading: error) }
    try self.init(bytes: bytes)
    guard missingLetters.isEmpty else { throw .incomplete(path: path, missing: missingLetters) }
  }
}
