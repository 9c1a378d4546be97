import Testing

@_spi(Internals) @testable import LetterfunCore

/// A game is scored by its margin: the exact search proves margins, not only wins, and the engine
/// takes a win by more over a win by less. Checked against the exhaustive search
/// (`ExhaustiveGame.bestLead`) on small endgames.
@Suite struct MarginTests {
  /// The margins asked of each move: losses by 3 and 1, wins by 1, 3 and 5.
  static let margins = [-3, -1, 1, 3, 5]

  /// Whenever the exact search proves that a move ends the game at least so far ahead, every
  /// reply and every later play of the other side leaves the player that far ahead.
  @Test func aProvedMarginHoldsAgainstEveryReply() throws {
    var rng = SplitMix64(seed: 4_242)
    var proved = 0
    var checked = 0
    for k in 0..<60 {
      let (words, board, played) = PassRuleTests.endgame(k, &rng)
      let proofs = try PassRuleTests.proofs(words, board, played: played)
      let game = ExhaustiveGame(
        letters: board.letters, list: words, played: played, budget: 50_000)
      let start = Position(board: board)
      for i in 0..<proofs.words.count {
        guard let w = game.index(of: proofs.words.word(at: i)), game.isPlayable(w, played: 0)
        else { continue }
        for o in game.outcomes(w, mine: start.player, theirs: start.opponent)
        where o.mine | o.theirs != ExhaustiveGame.allTiles {
          guard
            let reply = game.bestLead(mine: o.theirs, theirs: o.mine, played: 1 << UInt64(w))
          else { continue }
          let after = Position(checkedPlayer: o.mine, opponent: o.theirs)
          for m in MarginTests.margins {
            guard
              proofs.forcesMargin(after, group: [Int32(i)], margin: m, cap: 200_000) == true
            else { continue }
            proved += 1
            #expect(
              -reply >= m, "\(board) \(words) \(played): \(proofs.words.word(at: i)) by \(m)")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 100)
    #expect(proved > 50)
  }

  /// When a move wins at once, the engine plays a move that wins by at least as much, and on
  /// some boards it finds a win by more than any fill gives.
  @Test func theEngineTakesTheLargerWin() throws {
    var rng = SplitMix64(seed: 977)
    var larger = 0
    var wins = 0
    for k in 0..<200 {
      let (words, board, played) = PassRuleTests.endgame(k, &rng)
      let game = ExhaustiveGame(
        letters: board.letters, list: words, played: played, budget: 50_000)
      let start = Position(board: board)
      var fill = Int.min
      for w in game.words.indices where game.isPlayable(w, played: 0) {
        for o in game.outcomes(w, mine: start.player, theirs: start.opponent)
        where o.mine | o.theirs == ExhaustiveGame.allTiles {
          fill = max(fill, o.mine.nonzeroBitCount - o.theirs.nonzeroBitCount)
        }
      }
      guard fill > 0 else { continue }
      let solver = Solver(dictionary: WordGraph(wordList: WordList(words: words)))
      let solution = solver.solve(
        board,
        options: SolveOptions(
          ranking: .best, played: try PlayedWords(played), limit: 0,
          thinkMilliseconds: SolveOptions.defaultThink))
      let best = try #require(solution.bestMove)
      let after = best.move.after
      let lead: Int?
      if after.isOver {
        lead = after.score
      } else {
        guard let w = game.index(of: best.move.word) else { continue }
        lead = game.bestLead(
          mine: after.opponent, theirs: after.player, played: 1 << UInt64(w)
        ).map { -$0 }
      }
      guard let lead else { continue }
      wins += 1
      #expect(
        lead >= fill, "\(board) \(words) \(played): \(best.move.word) ends \(lead), a fill \(fill)")
      if lead > fill { larger += 1 }
    }
    #expect(wins > 10)
    #expect(larger > 0, "wins \(wins)")
  }
}
