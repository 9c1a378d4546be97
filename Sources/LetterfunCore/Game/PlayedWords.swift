/// Words already played in the game. The game refuses a played word again and any prefix of
/// one (after HORSERADISH, no HORSE; RADISH is fine).
public struct PlayedWords: Sendable, Equatable {
  /// The played words, lower-case, in the order given.
  public private(set) var words: [String] = []
  /// A trie of the played words: 26 child slots a node, -1 for none; node 0 is the root.
  /// A path that stays inside it spells a prefix of a played word.
  private(set) var next: [Int32] = [Int32](repeating: -1, count: 26)

  public init() {}

  /// Played words in any case; letters a–z only.
  public init<S: Sequence>(_ words: S) throws(PlayedWordError) where S.Element: StringProtocol {
    for w in words { try add(String(w)) }
  }

  public mutating func add(_ word: String) throws(PlayedWordError) {
    let letters = Array(word.utf8).map { $0 | 0x20 }
    guard !letters.isEmpty, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
      throw .badPlayedWord(word)
    }
    words.append(String(decoding: letters, as: UTF8.self))
    var node = 0
    for c in letters {
      let slot = node * 26 + Int(c - 0x61)
      if next[slot] < 0 {
        next[slot] = Int32(next.count / 26)
        next.append(contentsOf: repeatElement(-1, count: 26))
      }
      node = Int(next[slot])
    }
  }

  public var isEmpty: Bool { words.isEmpty }

  /// Whether the game refuses `word`: it is a played word or a prefix of one.
  public func excludes(_ word: String) -> Bool {
    var node = 0
    for c in word.utf8 {
      let l = Int(c | 0x20) - 0x61
      guard l >= 0, l < 26 else { return false }
      node = Int(next[node * 26 + l])
      if node < 0 { return false }
    }
    return !word.isEmpty
  }
}

/// Why a request to the solver was refused.
public enum PlayedWordError: LetterfunError, Equatable {
  case badPlayedWord(String)

  public var code: String {
    switch self {
    case .badPlayedWord: "bad-played-word"
    }
  }

  public var description: String {
    switch self {
    case .badPlayedWord(let w):
      "'\(w)' is not a word of letters A-Z (--played takes WORD[,WORD...])"
    }
  }
}
