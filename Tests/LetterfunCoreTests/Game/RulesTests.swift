import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct RulesTests {
  private func mask(_ tiles: [Int]) -> UInt32 { tiles.reduce(0) { $0 | 1 << UInt32($1) } }

  @Test func cornerIsDefendedByItsTwoNeighbours() {
    // Top-left corner 0 has neighbours 1 and 5 only.
    #expect(Rules.defended(mask([0, 1, 5])) & 1 == 1)
    #expect(Rules.defended(mask([0, 1])) & 1 == 0)
    // Bottom-right corner 24: neighbours 19 and 23.
    #expect(Rules.defended(mask([24, 19, 23])) & (1 << 24) != 0)
    #expect(Rules.defended(mask([24, 19])) & (1 << 24) == 0)
    // Top-right 4 (neighbours 3, 9) and bottom-left 20 (15, 21).
    #expect(Rules.defended(mask([4, 3, 9])) & (1 << 4) != 0)
    #expect(Rules.defended(mask([20, 15, 21])) & (1 << 20) != 0)
  }

  @Test func edgeTileNeedsItsThreeNeighbours() {
    // Tile 2 (top edge): 1, 3, 7.
    #expect(Rules.defended(mask([2, 1, 3, 7])) & (1 << 2) != 0)
    #expect(Rules.defended(mask([2, 1, 3])) & (1 << 2) == 0)
    // Tile 10 (left edge): 5, 15, 11 — and tile 9 (right end of row 1) is no neighbour of 10.
    #expect(Rules.defended(mask([10, 5, 15, 11])) & (1 << 10) != 0)
    #expect(Rules.defended(mask([10, 5, 15, 9])) & (1 << 10) == 0)
    // Tile 14 (right edge): 9, 19, 13 — tile 15 (next row's start) does not count.
    #expect(Rules.defended(mask([14, 9, 19, 13])) & (1 << 14) != 0)
    #expect(Rules.defended(mask([14, 9, 19, 15])) & (1 << 14) == 0)
    // Tile 22 (bottom edge): 21, 23, 17.
    #expect(Rules.defended(mask([22, 21, 23, 17])) & (1 << 22) != 0)
  }

  @Test func centreTileNeedsFourNeighbours() {
    #expect(Rules.defended(mask([12, 7, 11, 13, 17])) == mask([12]))
    #expect(Rules.defended(mask([12, 7, 11, 13])) == 0)
  }

  @Test func fullBoardIsAllDefendedAndAloneTileNever() {
    #expect(Rules.defended(Rules.allTiles) == Rules.allTiles)
    for i in 0..<25 { #expect(Rules.defended(mask([i])) == 0) }
  }

  @Test func bitBoardMatchesTileByTileRuleOnRandomMasks() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      let m = UInt32(truncatingIfNeeded: rng.next()) & Rules.allTiles
      #expect(Rules.defended(m) == BruteForce.defended(m))
    }
  }

  @Test func playingTakesUndefendedTilesOnly() throws {
    // Opponent holds the top-left corner block 0, 1, 5 (0 is defended), plus 12 alone.
    let p = try #require(Position(player: 0, opponent: mask([0, 1, 5, 12])))
    #expect(p.opponentDefended == mask([0]))
    let after = p.playedByPlayer(mask([0, 1, 12, 24]))
    #expect(after.player == mask([1, 12, 24]))
    #expect(after.opponent == mask([0, 5]))
    #expect(after.score == 1)
  }

  @Test func boardOwnersGiveSidesAndRecomputedDefence() throws {
    // Marks B/R in the text are not trusted: sides alone decide.
    let board = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:RbwwwBwwwwwwwwwwwwwwwwwwr")
    let p = Position(board: board)
    #expect(p.player == mask([1, 5]))
    #expect(p.opponent == mask([0, 24]))
    #expect(p.opponentDefended == 0)
    #expect(p.owners[0] == .opponent)
  }
}
