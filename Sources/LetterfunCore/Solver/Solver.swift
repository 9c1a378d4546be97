/// Finds every word a board can play and the best tiles for each, under the game's rules.
///
/// ```swift
/// let solver = Solver(dictionary: WordTrie.builtIn())
/// let solution = solver.solve(board, options: SolveOptions(ranking: .score, limit: 10))
/// for move in solution.moves { print(move.word, move.tiles, move.score) }
/// ```
public struct Solver: Sendable {
  public let dictionary: WordTrie

  public init(dictionary: WordTrie) {
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
    for (i, r) in search.records.enumerated() where r.outcome == .win {
      if let w = win, (search.records[w].score, search.records[w].length) >= (r.score, r.length) {
        continue
      }
      win = i
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
  var offset: UInt32  // into the letter arena
  var length: UInt8
  var outcome: Move.Outcome
  var score: Int8
  var defence: Int8
  var safe: Bool = true
  var presence: UInt32  // the word's letters, a bit each
  var used: UInt32
  var flipped: UInt32
  /// False until the word's tiles are chosen (see `WordSearch.tilesWhenShown`).
  var chosen = true

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
  let dictionary: WordTrie
  let board: Board
  let letters: [UInt8]  // 0 = A, per tile
  let boardCount: [Int32]
  let chooser: TileChooser
  let played: PlayedWords
  /// Choose tiles only for words that could end the game (their outcome matters to every
  /// ranking and to the winning move), and for the others when `move(at:)` shows them: most
  /// words of a board are never shown when moves are ranked by length.
  let tilesWhenShown: Bool
  /// The unclaimed tiles per letter: a word short of any of them leaves the board unfinished.
  let unclaimedNeed: [(letter: Int, count: Int32)]
  /// The letters of `unclaimedNeed`, a bit each: most words lack one of them, which one test
  /// of the word's letter bits tells.
  let unclaimedLetters: UInt32
  var arena: [UInt8] = []
  var records: [WordRecord] = []

  init(dictionary: WordTrie, board: Board, played: PlayedWords, tilesWhenShown: Bool = false) {
    self.dictionary = dictionary
    self.board = board
    letters = board.letters.map { UInt8($0.asciiValue! - 65) }
    var bc = [Int32](repeating: 0, count: 26)
    var open = [Int32](repeating: 0, count: 26)
    for (l, owner) in zip(letters, board.owners) {
      bc[Int(l)] += 1
      if owner == .unclaimed { open[Int(l)] += 1 }
    }
    boardCount = bc
    unclaimedNeed = open.enumerated().filter { $0.element > 0 }.map { ($0.offset, $0.element) }
    unclaimedLetters = unclaimedNeed.reduce(0) { $0 | 1 << UInt32($1.letter) }
    chooser = TileChooser(letters: letters, position: Position(board: board))
    self.played = played
    self.tilesWhenShown = tilesWhenShown
  }

  mutating func run() {
    // Rich boards spell tens of thousands of words: room for them from the start, not a series
    // of doubling copies. Capacity never written costs address space, not memory.
    arena.reserveCapacity(1 << 20)
    records.reserveCapacity(1 << 16)
    guard dictionary.edgeCount > 1 else { return }
    var budget = boardCount
    var count = [Int32](repeating: 0, count: 26)
    var path = [UInt8](repeating: 0, count: 32)
    let playedNext = played.next
    withExtendedLifetime(dictionary) {
      budget.withUnsafeMutableBufferPointer { budget in
        count.withUnsafeMutableBufferPointer { count in
          path.withUnsafeMutableBufferPointer { path in
            playedNext.withUnsafeBufferPointer { playedNext in
              let walker = Walker(
                edges: dictionary.edges.baseAddress!, budget: budget.baseAddress!,
                count: count.baseAddress!, path: path.baseAddress!,
                playedNext: playedNext.baseAddress!)
              walker.walk(dictionary.root, 0, 0, 0, &self)
            }
          }
        }
      }
    }
  }

  @inline(__always)
  mutating func record(
    _ path: UnsafePointer<UInt8>, _ length: Int, _ presence: UInt32,
    _ count: UnsafePointer<Int32>
  ) {
    var r = WordRecord(
      offset: UInt32(arena.count), length: UInt8(length), outcome: .ongoing, score: 0,
      defence: 0, presence: presence, used: 0, flipped: 0, chosen: false)
    if !tilesWhenShown
      || (presence & unclaimedLetters == unclaimedLetters
        && unclaimedNeed.allSatisfy({ count[$0.letter] >= $0.count }))
    {
      r.take(chooser.choose(presence: presence, count: count))
    }
    records.append(r)
    // One copy of the word, not one capacity check per letter.
    arena.append(contentsOf: UnsafeBufferPointer(start: path, count: length))
  }

  /// The word of record `i`, upper case.
  func word(at i: Int) -> String {
    let r = records[i]
    let start = Int(r.offset)
    return String(unsafeUninitializedCapacity: Int(r.length)) { buf in
      for k in 0..<Int(r.length) { buf[k] = arena[start + k] &+ 65 }
      return Int(r.length)
    }
  }

  func move(at i: Int, safetyChecked: Bool) -> Move {
    var r = records[i]
    if !r.chosen {
      var count = [Int32](repeating: 0, count: 26)
      for k in 0..<Int(r.length) { count[Int(arena[Int(r.offset) + k])] += 1 }
      r.take(
        count.withUnsafeBufferPointer {
          chooser.choose(presence: r.presence, count: $0.baseAddress!)
        })
    }
    var left = r.used
    var tiles = TileList()
    for k in 0..<Int(r.length) {
      let m = left & chooser.letterMask[Int(arena[Int(r.offset) + k])]
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

/// The recursion of the search, on raw pointers.
private struct Walker {
  let edges: UnsafePointer<UInt32>
  let budget: UnsafeMutablePointer<Int32>
  let count: UnsafeMutablePointer<Int32>
  let path: UnsafeMutablePointer<UInt8>
  let playedNext: UnsafePointer<Int32>

  func walk(
    _ node: UInt32, _ depth: Int, _ playedState: Int32, _ presence: UInt32,
    _ search: inout WordSearch
  ) {
    var i = Int(node)
    while true {
      let e = edges[i]
      let l = Int(e & 31)
      if budget[l] > 0 {
        budget[l] -= 1
        count[l] += 1
        path[depth] = UInt8(truncatingIfNeeded: l)
        let ps = playedState >= 0 ? playedNext[Int(playedState) * 26 + l] : -1
        let pr = presence | (1 << UInt32(l))
        if e & 32 != 0 && ps < 0 { search.record(path, depth + 1, pr, count) }
        let c = e >> 7
        if c != 0 { walk(c, depth + 1, ps, pr, &search) }
        count[l] -= 1
        budget[l] += 1
      }
      if e & 64 != 0 { break }
      i += 1
    }
  }
}
