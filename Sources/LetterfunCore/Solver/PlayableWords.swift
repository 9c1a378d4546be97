/// Every word a board's letters can spell, minus the played words and their prefixes, in
/// dictionary order: what a game can play, whoever owns which tiles. Computed once per game; the
/// tiles for a word are chosen per position and side (`TileChoices`).
public struct PlayableWords: Sendable, Equatable {
  /// The board's letters, 0 = A, per tile.
  let letters: [UInt8]
  /// Per letter, its tiles.
  let letterMask: [UInt32]
  /// Per letter, how many tiles have it.
  let boardCount: [Int32]
  private(set) var words: [PlayableWord] = []

  /// The playable words of a board's letters (its owners play no part).
  public init(dictionary: WordGraph, board: Board, played: PlayedWords = PlayedWords()) {
    self.init(dictionary: dictionary, board: board, played: played, room: 1 << 17)
  }

  /// `room` is how many words the first search has space for (tests make it small).
  init(dictionary: WordGraph, board: Board, played: PlayedWords, room: Int) {
    letters = board.letterCodes
    var lm = [UInt32](repeating: 0, count: 26)
    var bc = [Int32](repeating: 0, count: 26)
    for (i, l) in letters.enumerated() {
      lm[Int(l)] |= 1 << UInt32(i)
      bc[Int(l)] += 1
    }
    letterMask = lm
    boardCount = bc
    words = WordSearch(dictionary: dictionary, boardCount: bc, played: played).run(room: room)
  }

  /// How many words.
  public var count: Int { words.count }

  /// Word `i`, upper case.
  public func word(at i: Int) -> String { words[i].string }

  /// The words, upper case, in dictionary order.
  public var strings: [String] { words.map(\.string) }

  /// Whether word `i` is a prefix of word `j` (or the same word): the game refuses `i` after `j`.
  @inline(__always)
  func isPrefix(_ i: Int, of j: Int) -> Bool { words[i].isPrefix(of: words[j]) }

  /// Per word, the words the game refuses once it is played: itself and its prefixes.
  func refusals() -> [[Int32]] {
    // The words are in dictionary order, a word before those it begins: the prefixes of each
    // word are the chain of earlier words it extends.
    var refuses = [[Int32]]()
    refuses.reserveCapacity(words.count)
    var chain: [Int32] = []
    for i in 0..<words.count {
      while let last = chain.last, !isPrefix(Int(last), of: i) { chain.removeLast() }
      chain.append(Int32(i))
      refuses.append(chain)
    }
    return refuses
  }

  /// Per word, its letter counts: 26 bytes at `32 * i` (stride 32), for searches that test the
  /// counts of many words in many positions.
  func letterCounts() -> [UInt8] {
    var table = [UInt8](repeating: 0, count: words.count * 32)
    var rows = table.mutableSpan
    for i in words.indices { words[i].count(into: &rows, at: i &* 32) }
    return table
  }
}

/// One playable word, compactly (a board may have tens of thousands).
struct PlayableWord: Sendable, Equatable {
  /// The letters, five bits each from bit 0 (a word is at most 25 letters, the board's).
  var spellingLow: UInt64
  var spellingHigh: UInt64
  /// The word's letters, a bit each.
  var presence: UInt32
  var length: UInt8

  @inline(__always)
  init(spelling: UInt128, length: Int, presence: UInt32) {
    spellingLow = UInt64(truncatingIfNeeded: spelling)
    spellingHigh = UInt64(truncatingIfNeeded: spelling >> 64)
    self.length = UInt8(truncatingIfNeeded: length)
    self.presence = presence
  }

  var spelling: UInt128 { UInt128(spellingHigh) << 64 | UInt128(spellingLow) }

  /// Letter `k` of the word (0 = A).
  @inline(__always) func letter(_ k: Int) -> Int {
    Int(truncatingIfNeeded: spelling >> (5 * k)) & 31
  }

  /// Adds the word's letter counts to `count` (indexed by letter).
  @inline(__always)
  func count<T: FixedWidthInteger>(into count: inout InlineArray<32, T>) {
    var s = spelling
    for _ in 0..<Int(length) {
      // Masked to 0 … 31, the array's indices: no bounds check needed.
      count[Int(truncatingIfNeeded: s) & 31] &+= 1
      s &>>= 5
    }
  }

  /// Adds the word's letter counts to the 32 entries of `table` from `base` (indexed by letter).
  @inline(__always)
  func count<T: FixedWidthInteger>(into table: inout MutableSpan<T>, at base: Int) {
    var s = spelling
    for _ in 0..<Int(length) {
      table[base &+ Int(truncatingIfNeeded: s) & 31] &+= 1
      s &>>= 5
    }
  }

  /// Whether this word is a prefix of `other` (or the same word).
  func isPrefix(of other: PlayableWord) -> Bool {
    guard length <= other.length else { return false }
    let mask = (UInt128(1) << (5 * Int(length))) &- 1
    return spelling & mask == other.spelling & mask
  }

  /// Upper case.
  var string: String {
    var bytes = InlineArray<32, UInt8>(repeating: 0)
    for k in 0..<Int(length) { bytes[k & 31] = UInt8(letter(k) + 65) }
    // A–Z only, so the validation cannot fail.
    return try! String(copying: UTF8Span(validating: bytes.span.extracting(first: Int(length))))
  }
}
