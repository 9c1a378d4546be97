import LetterfunCore
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
