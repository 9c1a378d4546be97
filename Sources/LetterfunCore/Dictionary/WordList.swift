/// A word list as players write it: one word a line. Only words a Letterpress board can hold are
/// kept: letters a–z (upper case is folded to lower), 2 to 25 letters; other lines are skipped.
public struct WordList: Sendable, Equatable {
  /// Longest word a 5×5 board can spell.
  public static let maxWordLength = 25

  /// The words, lower-case a–z, sorted (byte order) and unique.
  public private(set) var words: [String]
  /// Lines that were not a usable word.
  public var skippedLines: Int { skipped.total }
  /// Those lines by reason, with examples.
  public private(set) var skipped: SkippedWords
  /// Lines that repeat a word already listed (kept once).
  public private(set) var repeatedLines: Int

  /// A list from words already in memory (any order, any case).
  public init<S: Sequence>(words: S) where S.Element: StringProtocol {
    var bytes: [UInt8] = []
    for w in words {
      bytes.append(contentsOf: w.utf8)
      bytes.append(0x0A)
    }
    self.init(text: bytes)
  }

  /// Parses the bytes of a word-list file.
  public init(text: [UInt8]) {
    var keys: [[UInt8]] = []
    var skipped = SkippedWords()
    var current: [UInt8] = []
    var valid = true
    var lineStart = 0
    func finish(at end: Int) {
      defer {
        current.removeAll(keepingCapacity: true)
        valid = true
        lineStart = end + 1
      }
      // Blank lines are no words and no skipped ones.
      guard let first = text[lineStart..<end].firstIndex(where: { !WordList.isBlank($0) }) else {
        return
      }
      let last = text[lineStart..<end].lastIndex(where: { !WordList.isBlank($0) })!
      let line = text[first...last]
      if !valid {
        skipped.add(.notLetters, line: line)
      } else if current.count < 2 {
        skipped.add(.tooShort, line: line)
      } else if current.count > WordList.maxWordLength {
        skipped.add(.tooLong, line: line)
      } else {
        keys.append(current)
      }
    }
    for (i, b) in text.enumerated() {
      switch b {
      case 0x0A:
        finish(at: i)
      case 0x0D, 0x20, 0x09:
        continue  // CR of CRLF files, stray blanks around a word
      case 0x61...0x7A:
        current.append(b)
      case 0x41...0x5A:
        current.append(b | 0x20)
      default:
        valid = false
      }
    }
    finish(at: text.count)
    keys.sort { $0.lexicographicallyPrecedes($1) }
    var unique: [String] = []
    unique.reserveCapacity(keys.count)
    var previous: [UInt8]? = nil
    for k in keys where k != previous {
      unique.append(String(decoding: k, as: UTF8.self))
      previous = k
    }
    words = unique
    self.skipped = skipped
    repeatedLines = keys.count - unique.count
  }

  private static func isBlank(_ b: UInt8) -> Bool { b == 0x0D || b == 0x20 || b == 0x09 }

  /// Reads a word-list file.
  public init(contentsOf path: String) throws(DictionaryError) {
    let bytes: [UInt8]
    do { bytes = try FileReader.contents(of: path) } catch { throw DictionaryError(reading: error) }
    self.init(text: bytes)
    if words.isEmpty { throw .empty(path: path) }
  }
}
