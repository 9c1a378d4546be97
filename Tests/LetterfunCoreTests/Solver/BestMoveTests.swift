import Testing

@_spi(Internals) @testable import LetterfunCore

/// `Solution.bestMove`: the move to play, the same whatever order the list is in.
@Suite struct BestMoveTests {
  /// A random board; late games (few unclaimed tiles) too, where words win and lose, but never a
  /// finished one.
  private func board(seed: UInt64) -> Board {
    var rng = SplitMix64(seed: seed)
    var board = BruteForce.randomBoard(&rng, owners: true)
    let open = [1, 2, 4, 6][Int(seed % 4)]
    let unclaimed = (0..<25).filter { board.owners[$0] == .unclaimed }
    for i in unclaimed.dropFirst() where i % 7 >= open {
      board.setOwner(rng.next() % 2 == 0 ? .player : .opponent, at: i)
    }
    return board
  }

  /// Ranked by length, only some words get their tiles chosen: the best move must still be the
  /// score ranking's first, tiles and all.
  @Test(arguments: 40..<56 as Range<UInt64>)
  func rankedByLengthTheBestMoveIsTheScoreRankingsFirst(seed: UInt64) throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    let b = board(seed: seed)
    let byScore = solver.solve(b, options: SolveOptions(ranking: .score, limit: 1, thinkMilliseconds: 0))
    let first = try #require(byScore.moves.first)
    #expect(byScore.bestMove == first)
    for limit in [1, 20] {
      let byLength = solver.solve(b, options: SolveOptions(ranking: .length, limit: limit, thinkMilliseconds: 0))
      #expect(byLength.bestMove == first, "limit \(limit)")
    }
    if byScore.winningMove != nil { #expect(first.isWin) }
  }

  @Test(arguments: [60, 61, 62] as [UInt64])
  func withSafetyTheBestMoveIsTheFirstSafeOneByScore(seed: UInt64) throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    let b = board(seed: seed)
    let byScore = solver.solve(
      b, options: SolveOptions(ranking: .score, checksSafety: true, limit: 1, thinkMilliseconds: 0))
    let byLength = solver.solve(
      b, options: SolveOptions(ranking: .length, checksSafety: true, limit: 3, thinkMilliseconds: 0))
    #expect(byLength.bestMove == byScore.moves.first)
    #expect(byScore.bestMove == byScore.moves.first)
  }

  @Test func aFinishedBoardOrOneWithNoWordHasNoBestMove() throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    let finished = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:bbbbbbbbbbbbbbbrrrrrrrrrr")
    let noWord = try Board(text: "QQQQQQQQQQQQQQQQQQQQQQQQQ")
    for ranking in [SolveOptions.Ranking.length, .score] {
      let over = solver.solve(finished, options: SolveOptions(ranking: ranking, thinkMilliseconds: 0))
      #expect(!over.moves.isEmpty)
      #expect(over.bestMove == nil)
      let none = solver.solve(noWord, options: SolveOptions(ranking: ranking, thinkMilliseconds: 0))
      #expect(none.moves.isEmpty && none.bestMove == nil)
    }
  }
}
