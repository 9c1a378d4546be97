@_spi(Internals) import LetterfunCore
import Testing

@Suite struct BoardTextTests {
  @Test func typedBoardWithOwnershipRoundTrips() throws {
    let b = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:wbBrRwwwwwwwwwwwwwwwwwwww")
    #expect(b.letterString == "ABCDEFGHIJKLMNOPQRSTUVWXY")
    #expect(b.owners[2] == .playerDefended)
    #expect(b.ownershipString == "wbBrRwwwwwwwwwwwwwwwwwwww")
  }

  @Test func typedBoardWithWrongLengthIsRefused() {
    #expect(throws: BoardTextError.badLetters("ABC")) { try Board(text: "ABC") }
  }
}

@Suite struct DefendedTilesTests {
  @Test func cornersEdgesAndMiddleFollowTheRule() throws {
    // Player holds the top-left 2x2 block and the middle tile; the opponent the rest of row 5.
    let b = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:bbwwwbbwwwwwbwwwwwwwrrrrr")
    let d = Board.defendedTiles(sides: b.owners.map(\.side))
    #expect(d[0])  // corner: both neighbours are the player's
    #expect(!d[1] && !d[5] && !d[6])  // each has an unclaimed neighbour
    #expect(!d[12])  // middle tile alone
    #expect(!d[20] && !d[24])  // bottom corners touch unclaimed tiles above
    let full = Board.defendedTiles(sides: Array(repeating: .opponent, count: 25))
    #expect(full.allSatisfy { $0 })
  }
}
