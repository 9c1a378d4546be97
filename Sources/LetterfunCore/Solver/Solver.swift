/// Finds every word a board can play and the best tiles for each, under the game's rules.
///
/// ```swift
/// let solver = Solver(dictionary: WordGraph.builtIn())
/// let solution = solver.solve(board, options: SolveOptions(ranking: .score, limit: 10))
/// for move in solution.moves { print(move.word, move.tiles, move.score) }
/// ```
public struct Solver: Sendable {
  public let dictionary: WordGraph

  public init(dictionary: WordGraph) {
    self.dictionary = dictionary
  }

  /// The ranked moves for a board.
  public func solve(_ board: Board, options: SolveOptions = SolveOptions()) -> Solution {
    // Ranked by length, a word's tiles matter only if it is shown or could end the game.
    var search = WordSearch(
      dictionary: dictionary, board: board, played: options.played,
      tilesWhenShown: options.ranking == .length && !options.checksSafety)
    search.run()
    let order: [Int32]
    if options.checksSafety {
      // Rank without safety, then check moves in that order until the top is settled.
      let unchecked = Ranker.rank(search.records, ranking: options.ranking, limit: 0)
      var safety = SafetyCheck(search: search)
      let (ranked, unsafe) = safety.rankSafeFirst(unchecked, limit: options.limit)
      safety = SafetyCheck.empty
      for i in unsafe { search.records[Int(i)].safe = false }
      order = ranked
    } else {
      order = Ranker.rank(search.records, ranking: options.ranking, limit: options.limit)
    }
    let moves = order.map { search.move(at: Int($0), safetyChecked: options.checksSafety) }
    // The best win is worth telling whatever the ranking and limit hide.
    var win: Int?
    // Most boards have no winning word: no pass over tens of thousands of records for one.
    if search.hasWin {
      for (i, r) in search.records.enumerated() where r.outcome == .win {
        if let w = win, (search.records[w].score, search.records[w].length) >= (r.score, r.length) {
          continue
        }
        win = i
      }
    }
    return Solution(
      board: board, moves: moves, playableCount: search.records.count,
      winningMove: win.map { search.move(at: $0, safetyChecked: false) })
  }

  /// Every word the board can spell (ignoring ownership), lower-case, alphabetical: no ranking
  /// and no tiles (for tests and comparisons).
  public func playableWords(_ board: Board, played: PlayedWords = PlayedWords()) -> [String] {
    var search = WordSearch(dictionary: dictionary, board: board, played: played)
    search.run()
    return search.records.indices.map { search.word(at: $0).lowercased() }
  }
}

/// One playable word and its best tiles, compactly (a board may have thousands).
struct WordRecord {
  /// The letters, five bits each from bit 0 (a word is at most 25 letters, the board's).
  var spellingLow: UInt64
  var spellingHigh: UInt64
  var presence: UInt32  // the word's letters, a bit each
  var used: UInt32
  var flipped: UInt32
  var outcome: Move.Outcome
  var score: Int8
  var defence: Int8
  /// The length (bits 0–4), bit 5 set when unsafe, bit 6 when chosen: 32 bytes a record, not
  /// 40 (a rich board writes tens of thousands of them, more than the core's cache holds).
  private var lengthAndFlags: UInt8

  var length: UInt8 { lengthAndFlags & 31 }
  var safe: Bool {
    get { lengthAndFlags & 32 == 0 }
    set { lengthAndFlags = newValue ? lengthAndFlags & ~32 : lengthAndFlags | 32 }
  }
  /// False until the word's tiles are chosen (see `WordSearch.tilesWhenShown`).
  var chosen: Bool {
    get { lengthAndFlags & 64 != 0 }
    set { lengthAndFlags = newValue ? lengthAndFlags | 64 : lengthAndFlags & ~64 }
  }

  /// A word whose tiles are not chosen yet.
  @inline(__always)
  init(spelling: UInt128, length: Int, presence: UInt32) {
    spellingLow = UInt64(truncatingIfNeeded: spelling)
    spellingHigh = UInt64(truncatingIfNeeded: spelling >> 64)
    // At most 25 letters (the board's).
    lengthAndFlags = UInt8(truncatingIfNeeded: length) & 31
    self.presence = presence
    outcome = .ongoing
    score = 0
    defence = 0
    used = 0
    flipped = 0
  }

  var spelling: UInt128 { UInt128(spellingHigh) << 64 | UInt128(spellingLow) }

  /// Letter `k` of the word (0 = A).
  @inline(__always) func letter(_ k: Int) -> Int {
    Int(truncatingIfNeeded: spelling >> (5 * k)) & 31
  }

  /// Whether this word is a prefix of `other` (or the same word).
  func isPrefix(of other: WordRecord) -> Bool {
    guard length <= other.length else { return false }
    let mask = (UInt128(1) << (5 * Int(length))) &- 1
    return spelling & mask == other.spelling & mask
  }

  /// Records a choice of tiles and what it does.
  mutating func take(_ choice: TileChooser.Choice) {
    outcome = choice.outcome
    score = Int8(choice.score)
    defence = Int8(choice.defence)
    used = choice.used
    flipped = choice.flipped
    chosen = true
  }
}

/// Depth-first search of the dictionary bounded by the board's letter counts.
struct WordSearch {
  let dictionary: WordGraph
  let board: Board
  let letters: [UInt8]  // 0 = A, per tile
  let boardCount: [Int32]
  let chooser: TileChooser
  let played: PlayedWords
  /// Choose tiles only for words that could end the game (their outcome matters to every
  /// ranking and to the winning move), and for the others when `move(at:)` shows them: most
  /// words of a board are never shown when moves are ranked by length.
  let tilesWhenShown: Bool
  /// Per letter with unclaimed tiles, the most of it a word may leave unused and still take
  /// them all: a word short of any leaves the board unfinished.
  let unclaimedLeft: [(letter: Int, budget: Int32)]
  /// The letters of `unclaimedLeft`, a bit each: most words lack one of them, which one test
  /// of the word's letter bits tells.
  let unclaimedLetters: UInt32
  var records: [WordRecord] = []
  /// Whether some record's outcome is a win.
  private(set) var hasWin = false

  init(dictionary: WordGraph, board: Board, played: PlayedWords, tilesWhenShown: Bool = false) {
    self.dictionary = dictionary
    self.board = board
    letters = board.letterCodes
    var bc = [Int32](repeating: 0, count: 26)
    var open = [Int32](repeating: 0, count: 26)
    for (l, owner) in zip(letters, board.owners) {
      bc[Int(l)] += 1
      if owner == .unclaimed { open[Int(l)] += 1 }
    }
    boardCount = bc
    unclaimedLeft = open.indices.filter { open[$0] > 0 }.map { ($0, bc[$0] - open[$0]) }
    unclaimedLetters = unclaimedLeft.reduce(0) { $0 | 1 << UInt32($1.letter) }
    chooser = TileChooser(letters: letters, position: Position(board: board))
    self.played = played
    self.tilesWhenShown = tilesWhenShown
  }

  /// Finds the words. `room` is how many the first attempt has space for (tests make it small).
  mutating func run(room initialRoom: Int = 1 << 17) {
    guard dictionary.edgeCount > 1 else { return }
    // Rich boards spell tens of thousands of words (68,154 is the most seen with the default
    // list): room for them from the start (capacity never written costs address space, not
    // memory), and in a board that spells more, a second search into room of the size the
    // first one counted.
    var room = max(initialRoom, 1)
    while true {
      var sink = WordSink()
      let records = [WordRecord](unsafeUninitializedCapacity: room) { buffer, count in
        sink = WordSink(buffer)
        walk(into: &sink)
        count = sink.overflowed ? 0 : sink.count
      }
      if !sink.overflowed {
        self.records = records
        hasWin = sink.wins > 0
        return
      }
      room = sink.count
    }
  }

  /// The search proper. Iterative, a stack of frames instead of calls (the recursion spent
  /// more on saving registers than on the dictionary), and the path's letters packed in one
  /// 128-bit value (as bytes in memory, copying a word just after storing its last letter
  /// stalled on every word).
  private func walk(into sink: inout WordSink) {
    // Each format gets its own copy of the loop, with its constants: the loop needs every
    // register it can have.
    if dictionary.requiredBits != 0 {
      let (shift, required) = WordGraph.fields(version: 2)
      precondition(dictionary.childShift == shift && dictionary.requiredBits == required)
      walk(into: &sink, childShift: shift, requiredBits: required)
    } else {
      let (shift, required) = WordGraph.fields(version: 1)
      walk(into: &sink, childShift: shift, requiredBits: required)
    }
  }

  @inline(__always)
  private func walk(into sink: inout WordSink, childShift: UInt32, requiredBits: UInt32) {
    // Letters left on the board (entries 0-25) and, at 32 + letter, the letter's required bit
    // (version 2 dictionaries): one base register for both.
    var budget = [Int32](repeating: 0, count: 64)
    // The required letters still on the board, as edge bits: a child whose words all need one
    // that is gone holds nothing to find.
    var initiallyLeft: UInt32 = 0
    for l in 0..<26 {
      budget[l] = boardCount[l]
      if requiredBits != 0 {
        budget[32 + l] = Int32(bitPattern: WordGraph.requiredBit(l))
        if budget[l] > 0 { initiallyLeft |= WordGraph.requiredBit(l) }
      }
    }
    let startLeft = initiallyLeft
    // A path is at most 25 letters (the board's), so `depth` stays below 32.
    var frames = [Frame](repeating: Frame(), count: 32)
    let playedNext = played.next
    let choosesAll = !tilesWhenShown
    withExtendedLifetime(dictionary) {
      let edges = dictionary.edges.baseAddress!
      budget.withUnsafeMutableBufferPointer { budget in
        frames.withUnsafeMutableBufferPointer { frames in
          playedNext.withUnsafeBufferPointer { playedNext in
            let budget = budget.baseAddress!
            let frames = frames.baseAddress!
            let playedNext = playedNext.baseAddress!
            // Declared here, not outside the closures, so that it lives in a register.
            var left = startLeft
            var depth = 0
            var i = Int(dictionary.root)
            var state: Int32 = 0  // in the played-words automaton; -1 once off it
            var presence: UInt32 = 0
            var prefix: UInt128 = 0  // the letters above this node
            while true {
              var e = edges[i]
              let l = Int(e & 31)
              if budget[l] > 0 {
                let next = state >= 0 ? playedNext[Int(state) &* 26 &+ l] : -1
                let bits = presence | 1 &<< UInt32(l)
                let spelling = prefix | UInt128(l) &<< (5 &* depth)
                budget[l] &-= 1
                // All ones when that was the last of the letter (arithmetic, not a branch:
                // one that went either way at random cost more than the pruning saved).
                let last = UInt32(bitPattern: (budget[l] &- 1) &>> 31)
                // A word ends here unless it is a played word's prefix (`next` >= 0).
                if e & 32 != 0 && next < 0 {
                  if choosesAll || bits & unclaimedLetters == unclaimedLetters {
                    record(spelling, depth &+ 1, bits, budget, into: &sink)
                  } else {
                    sink.append(
                      WordRecord(spelling: spelling, length: depth &+ 1, presence: bits))
                  }
                }
                let after = left & ~(UInt32(bitPattern: budget[l &+ 32]) & last)
                // One test for "has a child" and "not ruled out", likewise.
                let child = e & requiredBits & ~after == 0 ? e &>> childShift : 0
                if child != 0 {
                  frames[depth] = Frame(
                    edge: UInt32(truncatingIfNeeded: i), state: state, presence: presence)
                  depth &+= 1
                  i = Int(child)
                  state = next
                  presence = bits
                  prefix = spelling
                  left = after
                  continue
                }
                budget[l] &+= 1
              }
              // The node's last edge done: back up to the parent's next edge.
              while e & 64 != 0 {
                if depth == 0 { return }
                depth &-= 1
                let f = frames[depth]
                i = Int(f.edge)
                state = f.state
                presence = f.presence
                e = edges[i]
                budget[Int(e & 31)] &+= 1
                left |= UInt32(bitPattern: budget[Int(e & 31) &+ 32])
              }
              prefix &= (UInt128(1) &<< (5 &* depth)) &- 1
              i &+= 1
            }
          }
        }
      }
    }
  }

  /// A word that may end the game (or any word, when every word's tiles are chosen now).
  private func record(
    _ spelling: UInt128, _ length: Int, _ presence: UInt32,
    _ budget: UnsafePointer<Int32>, into sink: inout WordSink
  ) {
    var r = WordRecord(spelling: spelling, length: length, presence: presence)
    if !tilesWhenShown || unclaimedLeft.allSatisfy({ budget[$0.letter] <= $0.budget }) {
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: 26) { count in
        for l in 0..<26 { count[l] = boardCount[l] - budget[l] }
        r.take(chooser.choose(presence: presence, count: UnsafePointer(count.baseAddress!)))
      }
    }
    sink.append(r)
  }

  /// The word of record `i`, upper case.
  func word(at i: Int) -> String {
    let r = records[i]
    return String(unsafeUninitializedCapacity: Int(r.length)) { buf in
      for k in 0..<Int(r.length) { buf[k] = UInt8(r.letter(k) + 65) }
      return Int(r.length)
    }
  }

  func move(at i: Int, safetyChecked: Bool) -> Move {
    var r = records[i]
    if !r.chosen {
      var count = [Int32](repeating: 0, count: 26)
      for k in 0..<Int(r.length) { count[r.letter(k)] += 1 }
      r.take(
        count.withUnsafeBufferPointer {
          chooser.choose(presence: r.presence, count: $0.baseAddress!)
        })
    }
    var left = r.used
    var tiles = TileList()
    for k in 0..<Int(r.length) {
      let m = left & chooser.letterMask[r.letter(k)]
      let bit = m & (0 &- m)
      tiles.append(bit.trailingZeroBitCount)
      left &= ~bit
    }
    let safe: Bool? =
      safetyChecked ? (r.outcome == .win ? true : r.outcome == .loss ? false : r.safe) : nil
    return Move(
      word: word(at: i), tiles: tiles, score: Int(r.score), outcome: r.outcome, safe: safe,
      defence: Int(r.defence), after: chooser.position.playedByPlayer(r.flipped))
  }
}

/// Where the search writes what it finds: room fixed in advance, counted past when it runs out.
private struct WordSink {
  private var records: UnsafeMutablePointer<WordRecord>?
  private var room = 0
  private(set) var count = 0
  private(set) var overflowed = false
  private(set) var wins = 0

  init() {}

  init(_ buffer: UnsafeMutableBufferPointer<WordRecord>) {
    records = buffer.baseAddress
    room = buffer.count
  }

  @inline(__always)
  mutating func append(_ r: WordRecord) {
    if r.outcome == .win { wins &+= 1 }
    if count < room {
      (records! + count).initialize(to: r)
    } else {
      overflowed = true
    }
    count &+= 1
  }
}

/// A node of the search's path: the edge taken and the state before it.
private struct Frame {
  var edge: UInt32 = 0
  var state: Int32 = 0
  var presence: UInt32 = 0
}
