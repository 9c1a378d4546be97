import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct TileChoiceTests {
  private static let letters = "CATZQ" + "AZQZQ" + "ZQZQZ" + "QZQZQ" + "ZQZQZ"

  private func move(_ word: String, _ board: String) throws -> Move {
    let trie = try #require(Dictionaries.builtIn)
    #expect(trie.contains(word))
    let solution = Solver(dictionary: trie).solve(
      try Board(text: board), options: SolveOptions(limit: 0, thinkMilliseconds: 0))
    return try #require(solution.moves.first { $0.word == word.uppercased() }).move
  }

  @Test func takesTheOpponentsTileOverAnUnclaimedOne() throws {
    // Two A's: tile 1 unclaimed, tile 5 the opponent's (undefended): taking it is worth 2.
    let m = try move("cat", Self.letters + ":" + "wwwww" + "rwwww" + "wwwww" + "wwwww" + "wwwww")
    #expect(m.tiles == [0, 5, 2])
    #expect(m.score == 3)
    #expect(m.outcome == .ongoing)
    #expect(m.coordinates.map { [$0.row, $0.column] } == [[0, 0], [1, 0], [0, 2]])
  }

  @Test func leavesTheOpponentsDefendedTileForAnUnclaimedOne() throws {
    // Tile 5 (A) is defended by 0, 6 and 10; tile 0 (C) is the opponent's but undefended.
    let m = try move("cat", Self.letters + ":" + "rwwww" + "rrwww" + "rwwww" + "wwwww" + "wwwww")
    #expect(m.tiles == [0, 1, 2])
    // You 0, 1, 2; the opponent keeps 5, 6, 10.
    #expect(m.score == 0)
    #expect(m.after.opponent == (1 << 5 | 1 << 6 | 1 << 10))
    // Taking tile 0 broke tile 5's defence.
    #expect(m.after.opponentDefended == 0)
  }

  @Test func prefersTheLastUnclaimedTileWhenItWinsTheGame() throws {
    // You 13, opponent 11, tile 1 unclaimed. The opponent's A (5) would score more but leave
    // the game open; the unclaimed A ends it 14-11.
    let m = try move("cat", Self.letters + ":" + "bwbbb" + "rbbbb" + "rrrrr" + "rrrrr" + "bbbbb")
    #expect(m.tiles == [0, 1, 2])
    #expect(m.outcome == .win)
    #expect(m.score == 3)
  }

  @Test func avoidsALossWhenAnotherTileKeepsTheGameOpen() throws {
    // You 8, opponent 16, tile 1 the last unclaimed. Your own A (5) keeps the game going.
    let m = try move("cat", Self.letters + ":" + "bwbrr" + "brrrr" + "rrrrr" + "rrrrr" + "bbbbb")
    #expect(m.tiles == [0, 5, 2])
    #expect(m.outcome == .ongoing)
    #expect(m.score == -8)
  }

  @Test func flagsALossThatCannotBeAvoided() throws {
    let letters = "CATZQ" + "ZZQZQ" + "ZQZQZ" + "QZQZQ" + "ZQZQZ"
    let m = try move("cat", letters + ":" + "bwbrr" + "brrrr" + "rrrrr" + "rrrrr" + "bbbbb")
    #expect(m.tiles == [0, 1, 2])
    #expect(m.outcome == .loss)
    #expect(m.score == 9 - 16)
  }

  @Test func prefersTheTileThatDefendsYourCorner() throws {
    // You hold 19 and 24; E at 2 or 23: E at 23 makes corner 24 defended.
    let letters = "ZQEZQ" + "QZQZQ" + "BQZQZ" + "QZQZQ" + "ZQZEZ"
    let m = try move("be", letters + ":" + "wwwww" + "wwwww" + "wwwww" + "wwwwb" + "wwwwb")
    #expect(m.tiles == [10, 23])
    #expect(m.score == 4)
    #expect(m.defence == 1)
    #expect(m.after.playerDefended == 1 << 24)
  }

  @Test func prefersTheTileThatBreaksTheOpponentsDefence() throws {
    // The opponent holds 2 (alone), 19, 23, 24 (24 defended). Both O's are worth 2; taking 23
    // leaves 24 undefended.
    let letters = "ZQOZQ" + "QZQZQ" + "GQZQZ" + "QZQZQ" + "ZQZOZ"
    let m = try move("go", letters + ":" + "wwrww" + "wwwww" + "wwwww" + "wwwwr" + "wwwrr")
    #expect(m.tiles == [10, 23])
    #expect(m.score == 2 - 3)
    #expect(m.defence == 0)
  }

  @Test func usesEachTileOnceForRepeatedLetters() throws {
    let trie = try #require(Dictionaries.builtIn)
    let board = try Board(text: "ESSESTSEEZQZQZQZQZQZQZQZQ")
    let solution = Solver(dictionary: trie).solve(board, options: SolveOptions(limit: 0, thinkMilliseconds: 0))
    let m = try #require(solution.moves.first { Set($0.word).count < $0.word.count })
    #expect(Set(m.tiles).count == m.tiles.count)
    #expect(String(m.tiles.map { board.letters[$0] }) == m.word)
  }

  /// Every word on random boards: the chosen tiles spell it, the reported outcome is what they
  /// do, and no other choice of tiles does better (exhaustive check where it is affordable).
  @Test(arguments: [(11, 0.4), (12, 0.12), (13, 0.05), (14, 0.0)])
  func choiceIsTheBestOfAllTileSets(seed: UInt64, unclaimedShare: Double) throws {
    let trie = try #require(Dictionaries.builtIn)
    let solver = Solver(dictionary: trie)
    var rng = SplitMix64(seed: seed)
    var checked = 0
    for _ in 0..<4 {
      var board = BruteForce.randomBoard(&rng, owners: true)
      // Late games: few unclaimed tiles, so wins and losses happen.
      for i in 0..<25 {
        let x = Double(rng.next() % 1000) / 1000
        board.setOwner(
          x < unclaimedShare ? .unclaimed : (rng.next() % 2 == 0 ? .player : .opponent), at: i)
      }
      if unclaimedShare == 0 { board.setOwner(.unclaimed, at: Int(rng.next() % 25)) }
      let position = Position(board: board)
      let moves = solver.solve(board, options: SolveOptions(limit: 0, thinkMilliseconds: 0)).moves
      for (k, m) in moves.enumerated() where k % 4 == 0 {
        #expect(String(m.tiles.map { board.letters[$0] }) == m.word)
        #expect(Set(m.tiles).count == m.tiles.count)
        let used = m.tiles.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        let after = position.playedByPlayer(used)
        #expect(after == m.after)
        #expect(after.score == m.score)
        #expect(m.outcome == (after.isOver ? (after.score > 0 ? .win : .loss) : .ongoing))
        let choices = BruteForce.choices(m.word.lowercased(), board: board)
        guard choices <= 400 else { continue }
        let best = BruteForce.bestOutcome(m.word.lowercased(), board: board)
        let mine = BruteForce.outcome(position, flipped: used)
        let context = "\(m.word) on \(board.letterString):\(board.ownershipString)"
        // Outcome and score are always the best; defence (the tie-break) is exhaustive up to
        // the enumeration limit, greedy beyond it.
        #expect(mine.klass == best.klass && mine.score == best.score, "\(context)")
        if choices <= TileChooser.enumerationLimit {
          #expect(mine.defence == best.defence, "\(context)")
        } else {
          #expect(mine.defence <= best.defence, "\(context)")
        }
        checked += 1
      }
    }
    #expect(checked > 50)
  }
}
