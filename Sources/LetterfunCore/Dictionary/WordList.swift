/// A word list as players write it: one word a line. Only words a Letterpress board can hold are
/// kept: letters a–z (upper case is folded to lower), 2 to 25 letters; other lines are skipped.
public struct WordList: Sendable, Equatable {
  /// Longest word a 5×5 board can spell.
  public static let maxWordLength = 25

  /// The words, lower-case a–z, sorted (byte order) and unique.
  public private(set) var words: [String]
  /// Lines that were not a usable word.
  public private(set) var skippedLines: Int

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
    var skipped = 0
    var current: [UInt8] = []
    var valid = true
    var sawContent = false
    func finish() {
      if sawContent {
        if valid && current.count >= 2 && current.count <= WordList.maxWordLength {
          keys.append(current)
        } else {
          skipped += 1
        }
      }
      current.removeAll(keepingCapacity: true)
      valid = true
      sawContent = false
    }
    for b in text {
      switch b {
      case 0x0A:
        finish()
      case 0x0D, 0x20, 0x09:
        continue  // CR of CRLF files, stray blanks around a word
      case 0x61...0x7A:
        current.append(b)
        sawContent = true
      case 0x41...0x5A:
        current.append(b | 0x20)
        sawContent = true
      default:
        valid = false
        sawContent = true
      }
    }
    finish()
    keys.sort { $0.lexicographicallyPrecedes($1) }
    var unique: [String] = []
    unique.reserveCapacity(keys.count)
    var previous: [UInt8]? = nil
    for k in keys where k != previous {
      unique.append(String(decoding: k, as: UTF8.self))
      previous = k
    }
    words = unique
    skippedLines = skipped
  }

  /// Reads a word-list file.
  public init(contentsOf path: String) throws(DictionaryError) {
    let bytes: [UInt8]
    do { bytes = try FileReader.contents(of: path) } catch { throw DictionaryError(reading: error) }
    self.init(text: bytes)
    if words.isEmpty { throw .empty(path: path) }
  }
}
