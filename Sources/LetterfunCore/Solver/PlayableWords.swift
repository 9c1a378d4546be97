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

  /// Per word, its letter counts: 26 bytes at `32 * i` (stride 32), for searches that test the
  /// counts of many words in many positions.
  func letterCounts() -> [UInt8] {
    // Sound: 32 counts a word, every byte written.
    unsafe [UInt8](unsafeUninitializedCapacity: words.count * 32) { buffer, n in
      let table = buffer.baseAddress!
      for (i, w) in words.enumerated() {
        let row = unsafe table + i * 32
        unsafe row.initialize(repeating: 0, count: 32)
        unsafe w.count(into: row)
      }
      n = words.count * 32
    }
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
  func count<T: FixedWidthInteger>(into count: UnsafeMutablePointer<T>) {
    var s = spelling
    for _ in 0..<Int(length) {
      // Sound: callers pass at least 32 counts; the index is masked to 0 … 31.
      unsafe count[Int(truncatingIfNeeded: s) & 31] &+= 1
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
    // Sound: writes `length` ≤ 25 bytes into that much capacity.
    unsafe String(unsafeUninitializedCapacity: Int(length)) { buf in
      for k in 0..<Int(length) { unsafe buf[k] = UInt8(letter(k) + 65) }
      return Int(length)
    }
  }
}
