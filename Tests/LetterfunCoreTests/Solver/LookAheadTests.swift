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

  /// XY fills the board now, 14-11; JVV takes three of the opponent's tiles and leaves X and Y
  /// open, and whatever the reply XY then fills the board by more. A game is scored by its
  /// margin: the forced larger win comes first, then the win now, before any estimate.
  @Test func aLargerForcedWinComesBeforeAWinNow() throws {
    let moves = try best(
      ["xy", "jvv", "vj"], "XYVVVJJVVVVVVVVVVVVVVVVVV:wwbbbrrbbbbbbbbbrrrrrrrrr")
    #expect(moves.first?.word == "JVV")
    #expect(moves.first?.isWin == false && moves.first?.value == 1)
    let xy = try #require(moves.firstIndex { $0.word == "XY" })
    #expect(moves[xy].isWin && moves[xy].value == 1)
    // The proof says by how much: more than the fill's 3.
    #expect((moves.first?.chance?.margin ?? 0) > moves[xy].score)
    #expect(moves[..<xy].allSatisfy { $0.value == 1 })
    #expect(moves.dropFirst(xy + 1).allSatisfy { !$0.isWin })
  }

  /// With no budget for proofs the win now comes first: nothing is known to win by more.
  @Test func aWinNowComesFirstWithoutProofs() throws {
    let moves = try best(
      ["xy", "jvv", "vj"], "XYVVVJJVVVVVVVVVVVVVVVVVV:wwbbbrrbbbbbbbbbrrrrrrrrr", think: 0)
    #expect(moves.first?.word == "XY")
    #expect(moves.first?.isWin == true)
    #expect(moves.dropFirst().allSatisfy { !$0.isWin })
  }

  /// Level at 11-11 with X, Y and Z open, and no word fills them at once. After XY (or ZQ) the
  /// opponent's RR takes two of your tiles, but ZQ (or XY) then fills the board ahead, and its
  /// pass you pass back, ahead. XR takes one tile and leaves Y and Z; RR, on your own tiles,
  /// only refuses RR; passing lets RR in. The exhaustive search (passes at any turn): XY and ZQ
  /// win, RR, XR and the pass lose.
  static let winInTwo = "XYZQVRRVVVVVVVVVVVVVVVVVV:wwwrrbbrrrrrbbbrrbbbrrbbb"
  static let winInTwoWords = ["xy", "zq", "rr", "xr"]

  /// The exhaustive search's verdict on each of the player's words at `winInTwo`, for the
  /// player, with best play after it.
  static func truth(played: [String]) throws -> [String: ExhaustiveGame.Result] {
    let board = try Board(text: winInTwo)
    let game = ExhaustiveGame(letters: board.letters, list: winInTwoWords, played: played)
    let start = Position(board: board)
    var verdicts: [String: ExhaustiveGame.Result] = [:]
    for (w, word) in game.words.enumerated() where game.isPlayable(w, played: 0) {
      for o in game.outcomes(w, mine: start.player, theirs: start.opponent) {
        let r = try #require(game.result(mine: o.theirs, theirs: o.mine, played: 1 << UInt64(w)))
        verdicts[word.uppercased()] = r.flipped
      }
    }
    return verdicts
  }

  /// The claim the engine makes of a move, as the oracle's result: a proof, or nil (estimate).
  static func claim(_ m: RankedMove) -> ExhaustiveGame.Result? {
    switch m.chance?.reason {
    case .forcesWin?, .winsNow?: .win
    case .forcedLoss?, .givesWinningReply?, .losesNow?: .loss
    default: nil
    }
  }

  @Test func aWinInTwoIsFound() throws {
    // Worked out by hand above; the oracle agrees.
    let truth = try LookAheadTests.truth(played: [])
    #expect(truth == ["XY": .win, "ZQ": .win, "RR": .loss, "XR": .loss])
    for think in [0, 5] {
      let moves = try best(LookAheadTests.winInTwoWords, LookAheadTests.winInTwo, think: think)
      #expect(Set(moves.map(\.word)) == Set(truth.keys))
      for m in moves {
        let claim = LookAheadTests.claim(m)
        // The wins are found at any budget; with one, the losses are proved too.
        if truth[m.word] == .win || think > 0 {
          #expect(claim == truth[m.word], "\(m.word) think \(think)")
        } else {
          #expect(claim == nil || claim == truth[m.word], "\(m.word) think \(think)")
        }
        #expect((m.value == 1) == (claim == .win) && (m.value == 0) == (claim == .loss))
      }
      #expect(moves.first.map { truth[$0.word] == .win && !$0.isWin } == true)
    }
    // By score nothing is judged: the look-ahead, not the ranking by score, found the wins.
    let byScore = Solver(
      dictionary: WordGraph(wordList: WordList(words: LookAheadTests.winInTwoWords))
    ).solve(
      try Board(text: LookAheadTests.winInTwo),
      options: SolveOptions(ranking: .score, thinkMilliseconds: 0))
    #expect(byScore.moves.allSatisfy { $0.chance == nil })
  }

  /// With ZQ played already, the win in two through it is gone: ZQ is not offered, and XY, a
  /// forced win while ZQ is free, is now a draw with best play (RR answers it, and no word is
  /// left to fill Z), as is RR; XR loses. Each is claimed as it is, or not at all.
  @Test func aPlayedWordIsNotPartOfAWin() throws {
    let truth = try LookAheadTests.truth(played: ["zq"])
    #expect(truth == ["XY": .draw, "RR": .draw, "XR": .loss])
    for think in [0, 5] {
      let moves = try best(
        LookAheadTests.winInTwoWords, LookAheadTests.winInTwo, played: ["zq"], think: think)
      #expect(Set(moves.map(\.word)) == Set(truth.keys))
      for m in moves {
        let claim = LookAheadTests.claim(m)
        #expect(claim == nil || claim == truth[m.word], "\(m.word) think \(think)")
        if think > 0 && truth[m.word] == .loss { #expect(claim == .loss, "\(m.word)") }
        #expect(m.value.map { $0 > 0 && $0 < 1 } == (claim == nil), "\(m.word) think \(think)")
      }
    }
  }

  /// The opponent (13 tiles to your 10) wins by filling X and Y with XYJ or XYJJ. RRJ and RJ
  /// take tiles but not enough; XYJ takes X (keeping the board open with your spare Y) but leaves
  /// XYJJ. Only XYJJ, taking X, refuses both: XYJ is its prefix. XYJ can take the same tiles and
  /// is still unsafe: the verdict is the word's, not its tiles'.
  @Test func theOnlyMoveThatDeniesTheOpponentAWinIsChosen() throws {
    let board = "XYYJJVVVVVVVRRVVVVVVVVVVV:wwbbbbbbbbbbrrrrrrrrrrrrr"
    let moves = try best(["xyj", "xyjj", "rrj", "rj"], board)
    #expect(moves.map(\.word).first == "XYJJ")
    #expect(moves.first?.safe == true && moves.first!.value! > 0)
    #expect(moves.dropFirst().allSatisfy { $0.safe == false && $0.value == 0 })
    #expect(moves.contains { $0.word == "XYJ" })
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

  /// What the engine may do past its budget beyond its fixed work (that of `--think 0`: the
  /// safety check's first safe moves, the proofs' jobs that run whatever the budget): the
  /// search, the safety check and the proofs stop within their shares (85% of the budget), the
  /// margin pass within what they left (their overshoot counted as spent), each one step past
  /// it. The search's step is one node, a scan of the `n` words' groups and their tile choices,
  /// at most (2 + `MoveGenerator.mostPerLetter`) n.
  static func slack(_ n: Int) -> Int { (2 + MoveGenerator.mostPerLetter) * n }

  /// The proofs' first jobs, which run whatever the budget (the margin pass has none):
  /// `leastJobs` a thread, each capped at `endgameCap` words a word and at most `proofFloor`.
  /// Which moves they prove depends on the search, so `--think 0` does not pay the same ones.
  static func proofFloors(_ n: Int) -> Int {
    LookAhead.threads * LookAhead.leastJobs
      * min(LookAhead.endgameCap * max(n, 1), LookAhead.proofFloor)
  }

  /// The search stops when its budget is spent, the endgame's proofs included: past its fixed
  /// work (`--think 0`), at most the budget, one step of each part and the proofs' first jobs.
  /// A budget of 10 ms (800,000 words) is several times the slack on these boards.
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
      let (spent, _) = work(10)
      let budget = 10 * LookAhead.workPerMillisecond * LookAhead.threads
      #expect(spent >= fixed)
      #expect(
        spent <= fixed + budget + LookAheadTests.slack(n) + LookAheadTests.proofFloors(n),
        "\(spent - fixed), \(n) words")
    }
  }

  /// The safety check is part of the budget: it checks the strongest moves (by evaluation) until
  /// its share is spent and a few are safe, then stops, leaving the rest unchecked; it overshoots
  /// by at most one move's words, each a scan of the list (26 + n). Past that share it does
  /// only what it needs for three safe moves (its work with no budget). The moves it calls unsafe
  /// are, and the move the engine plays is safe.
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
      var least = 0
      for think in [0, 1, 2] {
        let engine = LookAhead(words: words, thinkMilliseconds: think, seed: 0)
        var cands = LookAheadCandidates(choices, chances: engine.chances)
        let work = engine.checkSafety(&cands)
        if think == 0 { least = work }
        let share = Int(Double(engine.budget) * LookAhead.safetyShare)
        let step = (cands.all.map(\.members.count).max() ?? 0) * (26 + n)
        #expect(work <= max(share, least) + step, "think \(think): \(work), \(n) words")
        // It stops early only once its share is spent.
        if cands.all.contains(where: { $0.safety == .unchecked }) {
          #expect(work >= share, "think \(think): \(work) of \(share)")
        }
        let ranked = engine.rank(choices, limit: 1)
        let unsafeWords = Set(unsafe.map { words.words[Int($0)].string })
        // Ongoing by the chooser's tiles, as `unsafe` was checked (the engine may play others).
        let index = Dictionary(
          words.words.indices.map { (words.words[$0].string, $0) }, uniquingKeysWith: { a, _ in a })
        let found = ranked.moves.filter {
          $0.safety == .unsafe && choices.choices[index[$0.word]!].outcome == .ongoing
        }
        #expect(Set(found.map(\.word)).isSubset(of: unsafeWords))
        let first = try #require(ranked.moves.first?.word)
        #expect(!unsafeWords.contains(first), "\(first)")
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
    let trie = WordGraph(wordList: WordList(words: LookAheadTests.winInTwoWords))
    let board = try Board(text: LookAheadTests.winInTwo)
    for ranking in [SolveOptions.Ranking.length, .score] {
      let moves = Solver(dictionary: trie).solve(board, options: SolveOptions(ranking: ranking, thinkMilliseconds: 0))
        .moves
      #expect(moves.allSatisfy { $0.value == nil })
    }
  }
}
