import Testing

@_spi(Internals) @testable import LetterfunCore

/// The pass as the engine's best move (issue 34): the game lets a player pass at any turn, and
/// when every word hands the opponent the game the engine says to pass.
@Suite struct BestPassTests {
  /// On seeded small endgames, each time the engine's best move is a pass the exhaustive game
  /// (passes at any turn) agrees: the pass does not lose by force, every word is listed as a
  /// proved loss, and a pass called won is won. It happens on some of the boards.
  @Test func aPassIsTheBestMoveOnlyWhereEveryWordLosesAndThePassDoesNot() throws {
    var rng = SplitMix64(seed: 3535)
    var passes = 0
    for k in 0..<160 {
      let (words, board, played) = PassRuleTests.endgame(k, &rng)
      let position = Position(board: board)
      if position.isOver { continue }
      let solver = Solver(dictionary: WordGraph(wordList: WordList(words: words)))
      let solution = solver.solve(
        board,
        options: SolveOptions(
          ranking: .best, played: try PlayedWords(played), limit: 0, thinkMilliseconds: 5))
      guard let pass = solution.pass else { continue }
      passes += 1
      let text = "\(board.letterString):\(board.ownershipString) \(words)"
      #expect(solution.bestMove == nil, "\(text)")
      #expect(!solution.moves.isEmpty && solution.moves.allSatisfy { $0.value == 0 }, "\(text)")
      // After the pass the opponent moves, free to pass back and end the game.
      let game = ExhaustiveGame(letters: board.letters, list: words, played: played)
      let opponentWins = game.forcesWin(
        mine: position.opponent, theirs: position.player, played: 0, passed: true)
      #expect(opponentWins != true, "\(text)")
      if pass.value == 1 {
        let opponentHolds = game.holds(
          mine: position.opponent, theirs: position.player, played: 0, passed: true)
        #expect(opponentHolds == false, "\(text)")
      }
    }
    #expect(passes > 0, "no board where passing was best")
  }
}
