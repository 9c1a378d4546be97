import Testing

@testable import LetterfunCore

@Suite struct TileListTests {
  /// A 25-letter word uses every tile: each index must come back whole, the last one too (it
  /// once lost its top bit, so tile 24 came back as 8).
  @Test func aListOfAll25TilesKeepsEveryIndex() {
    let forward = TileList(0..<25)
    #expect(Array(forward) == Array(0..<25))
    let backward = TileList((0..<25).reversed())
    #expect(Array(backward) == Array((0..<25).reversed()))
    #expect(forward.count == 25)
    #expect(forward != backward)
  }

  @Test func listsOfEveryLengthReadBackAsBuilt() {
    for n in 0...25 {
      let tiles = (0..<n).map { (24 - $0 * 7 % 25 + 25) % 25 }
      #expect(Array(TileList(tiles)) == tiles, "\(n) tiles")
    }
  }
}
