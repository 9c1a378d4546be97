import Testing

@_spi(Internals) @testable import LetterfunCore

/// `--rank best`: the look-ahead finds what can be proved (wins in one and two, the one move
/// that does not hand the opponent a win) and answers the same way every time.
@Suite struct LookAheadTests {
  private func best(
    _ words: [String], _ board: String, played: [String] = [], think: Int = 5, seed: UInt64 = 0
  ) throws -> [RankedMove] {
    let solver = Solver(dictionary: WordGraph(wordList: WordList(words: words)))
    return solver.solve(
      try Board(text: board),
      options: SolveOptions(
        ranking: .best, played: try PlayedWords(played), limit: 0, thinkMilliseconds: think,
        seed: seed)
    ).moves
  }

  /// JVV takes two of the opponent's tiles (and wins in two), but XY fills the board with you
  /// ahead now: first.
  @Test func aWinNowComesFirst() throws {
    let moves = try best(
      ["xy", "jvv", "vj"], "XYVVVJJVVVVVVVVVVVVVVVVVV:wwbbbrrbbbbbbbbbrrrrrrrrr")
    #expect(moves.first?.word == "XY")
    #expect(moves.first?.isWin == true && moves.first?.value == 1)
    #expect(moves.dropFirst().allSatisfy { !$0.isWin })
  }

  /// No word fills X, Y and Z at once, but after XY (or ZQ) the opponent can only pass or fill
  /// behind, and the other word then fills the board with you ahead. RRR takes three tiles and
  /// leads by score, but the opponent can pass: no word then fills the board.
  static let twoMoves =
    "XYZQVVVVVVVVVVVVVVVVRRRVV:wwwbrbbbbbbbbrrbbbrrrrrrr"

  @Test func aWinInTwoIsFound() throws {
    let words = ["xy", "zq", "rrr"]
    // With no budget there is no third ply: the endgame search alone finds it.
    for think in [0, 5] {
      let moves = try best(words, LookAheadTests.twoMoves, think: think)
      let first = try #require(moves.first)
      #expect(first.value == 1 && first.chance?.reason == .forcesWin && !first.isWin)
      for word in ["XY", "ZQ"] {
        #expect(moves.first { $0.word == word }?.chance?.reason == .forcesWin)
      }
      // Under the pass rule (no pass while a word is left) RRR wins by force too: the
      // opponent must then play XY or ZQ, and the other fills the board.
      #expect(moves.first { $0.word == "RRR" }?.chance?.reason != .estimate)
    }
    // By score, RRR comes first, unjudged: the look-ahead, not the ranking by score, found the
    // wins.
    let byScore = Solver(dictionary: WordGraph(wordList: WordList(words: words))).solve(
      try Board(text: LookAheadTests.twoMoves), options: SolveOptions(ranking: .score, thinkMilliseconds: 0))
    #expect(byScore.moves.first?.word == "RRR" && byScore.moves.first?.chance == nil)
  }

  /// With ZQ played already, the win in two through it is gone: ZQ is not offered, and what is
  /// proved is proved without it (the oracle suite checks each such claim).
  @Test func aPlayedWordIsNotPartOfAWin() throws {
    let moves = try best(["xy", "zq", "rrr"], LookAheadTests.twoMoves, played: ["zq"])
    #expect(!moves.contains { $0.word == "ZQ" })
    #expect(moves.allSatisfy { $0.chance != nil })
  }

  /// The opponent (13 tiles to your 10) wins by filling X and Y with XYJ or XYJJ. RRJ and RJ
  /// take tiles but not enough; XYJ takes X (keeping the board open with your spare Y) but leaves
  /// XYJJ. Only XYJJ, taking X, refuses both: XYJ is its prefix. Same tiles as XYJ, other verdict.
  @Test func theOnlyMoveThatDeniesTheOpponentAWinIsChosen() throws {
    let board = "XYYJJVVVVVVVRRVVVVVVVVVVV:wwbbbbbbbbbbrrrrrrrrrrrrr"
    let moves = try best(["xyj", "xyjj", "rrj", "rj"], board)
    #expect(moves.map(\.word).first == "XYJJ")
    #expect(moves.first?.safe == true && moves.first!.value! > 0)
    #expect(moves.dropFirst().allSatisfy { $0.safe == false && $0.value == 0 })
    #expect(moves.first { $0.word == "XYJ" }?.after == moves.first?.after)
  }

  /// A small dictionary for random boards: a third of the words the built-in list plays there
  /// (the whole list makes the search slow in a debug build).
  private func smallSolver(_ board: Board) throws -> Solver {
    let full = Solver(dictionary: try #require(Dictionaries.builtIn))
    let words = full.playableWords(board).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
    return Solver(dictionary: WordGraph(wordList: WordList(words: words)))
  }

  /// Same board, budget and seed: the same moves and values, run after run.
  @Test func theSameSeedGivesTheSameAnswer() throws {
    var rng = SplitMix64(seed: 151)
    for _ in 0..<2 {
      let board = BruteForce.randomBoard(&rng, owners: true)
      let solver = try smallSolver(board)
      let options = SolveOptions(ranking: .best, limit: 30, thinkMilliseconds: 2, seed: 7)
      let a = solver.solve(board, options: options)
      let b = solver.solve(board, options: options)
      #expect(!a.moves.isEmpty)
      #expect(a.moves.map(\.word) == b.moves.map(\.word))
      #expect(a.moves.map(\.value) == b.moves.map(\.value))
      #expect(a.work == b.work && a.work > 0)
      #expect(a.moves.allSatisfy { $0.value != nil && $0.safe != nil })
    }
  }

  /// What a search of `n` words may do past its budget: the search's node in progress (a scan
  /// of every word and its tile choices), and the proofs' jobs that run whatever the budget
  /// (`leastJobs` per thread, each capped, one more finishing past the budget).
  static func slack(_ n: Int) -> Int {
    let node = (2 + MoveGenerator.mostPerLetter) * n
    let proof = LookAhead.endgameCap * n + LookAhead.proofFloor
    return node + (LookAhead.leastJobs + 1) * LookAhead.threads * proof
  }

  /// The search stops when its budget is spent, the endgame's proofs included: beyond what it
  /// does with no budget (the safety check of the strongest moves), a budget adds at most
  /// itself, one node of the search past it and the proofs' fixed jobs.
  @Test func theWorkStaysWithinTheBudget() throws {
    var rng = SplitMix64(seed: 83)
    for _ in 0..<3 {
      let board = BruteForce.randomBoard(&rng, owners: true)
      let solver = try smallSolver(board)
      func work(_ think: Int) -> (Int, Int) {
        let solution = solver.solve(
          board, options: SolveOptions(ranking: .best, limit: 1, thinkMilliseconds: think))
        return (solution.work, solution.playableCount)
      }
      let (fixed, n) = work(0)
      let (spent, _) = work(2)
      let budget = 2 * LookAhead.workPerMillisecond * LookAhead.threads
      #expect(spent >= fixed)
      #expect(spent <= fixed + budget + LookAheadTests.slack(n), "\(spent), \(n) words")
    }
  }

  /// The safety check is part of the budget: with a small one it checks the strongest moves
  /// only (a few safe ones at least), so the whole search costs about the budget rather than a
  /// check of every move on top; the moves it calls unsafe are, and the move it plays is safe.
  @Test func theSafetyCheckStaysWithinTheBudget() throws {
    var rng = SplitMix64(seed: 47)
    for _ in 0..<3 {
      let board = BruteForce.randomBoard(&rng, owners: true)
      let dictionary = try #require(Dictionaries.builtIn)
      let words = PlayableWords(dictionary: dictionary, board: board)
      let choices = TileChoices(
        words: words, position: Position(board: board), mover: .player, everyWord: true)
      var full = SafetyCheck(words: words)
      var unsafe: Set<Int32> = []
      for i in 0..<words.count where choices.choices[i].outcome == .ongoing {
        if full.winningReply(to: i, after: choices.after(i), by: .player) != nil {
          unsafe.insert(Int32(i))
        }
      }
      let n = words.count
      for think in [0, 1] {
        let ranked = LookAhead(words: words, thinkMilliseconds: think, seed: 0).rank(
          choices, limit: 1)
        let budget = think * LookAhead.workPerMillisecond * LookAhead.threads
        #expect(ranked.work <= budget + LookAheadTests.slack(n), "\(ranked.work), \(n) words")
        let risky = ranked.entries.filter { $0.safety == .unsafe }.map(\.word)
        let found = ranked.entries.filter {
          $0.safety == .unsafe && choices.choices[Int($0.word)].outcome == .ongoing
        }
        #expect(Set(found.map(\.word)).isSubset(of: unsafe))
        if think == 0 { #expect(risky.count < unsafe.count || unsafe.isEmpty) }
        let first = try #require(ranked.entries.first?.word)
        #expect(!unsafe.contains(first), "\(words.words[Int(first)])")
      }
    }
  }

  /// The engine may play a word on other tiles than the chooser's (those its search judged
  /// best): every move it lists still spells its word on its tiles, one tile per letter, and
  /// its position is what those tiles give under the rules.
  @Test func theEnginesTilesSpellTheWordAndGiveItsPosition() throws {
    var rng = SplitMix64(seed: 29)
    var moves = 0
    for _ in 0..<3 {
      let board = BruteForce.randomBoard(&rng, owners: true)
      let solver = try smallSolver(board)
      let position = Position(board: board)
      let solution = solver.solve(
        board, options: SolveOptions(ranking: .best, limit: 0, thinkMilliseconds: 5))
      #expect(Set(solution.moves.map(\.word)).count == solution.moves.count)
      for m in solution.moves {
        let tiles = Array(m.tiles)
        let spelled = String(tiles.map { Character(UnicodeScalar(board.letterCodes[$0] + 65)) })
        #expect(spelled == m.word)
        #expect(Set(tiles).count == tiles.count)
        let mask = tiles.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        #expect(position.playedByPlayer(mask) == m.after, "\(m.word)")
        moves += 1
      }
    }
    #expect(moves > 100)
  }

  /// Other rankings carry no value: their output is unchanged.
  @Test func onlyTheBestRankingHasValues() throws {
    let trie = WordGraph(wordList: WordList(words: ["xy", "zq", "rrr"]))
    let board = try Board(text: LookAheadTests.twoMoves)
    for ranking in [SolveOptions.Ranking.length, .score] {
      let moves = Solver(dictionary: trie).solve(board, options: SolveOptions(ranking: ranking, thinkMilliseconds: 0))
        .moves
      #expect(moves.allSatisfy { $0.value == nil })
    }
  }
}
