@_spi(Internals) import LetterfunCore
import Testing

@Suite struct BoardLocatorTests {
  let renderer = Renderer()
  let board = try! Board(text: "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr")

  @Test(arguments: [(640, 1136), (750, 1334), (1125, 2436), (320, 568), (768, 1024), (1024, 768)])
  func theGridIsFoundWhereItWasDrawn(_ size: (Int, Int)) throws {
    let scene = Renderer.Scene(board: board, theme: .light, width: size.0, height: size.1)
    let located = try BoardLocator().locate(renderer.render(scene))
    let drawn = scene.layout.board
    let expected = drawn.tileSize
    #expect(abs(located.geometry.tileSize - expected) < expected * 0.03)
    // The grid is found on a thumbnail (a third of the size at 1024 wide): up to 6% of a
    // tile off, now that iPad layouts are the tiles' pixel edges rather than the locator's grid.
    #expect(abs(located.geometry.originX - drawn.originX) < 0.06 * expected)
    #expect(abs(located.geometry.originY - drawn.originY) < 0.06 * expected)
  }

  @Test func aBlankImageIsNotABoard() throws {
    let blank = try Bitmap(width: 640, height: 1136, fill: RGB(240, 239, 236))
    #expect(throws: BoardError.self) { try BoardLocator().locate(blank) }
    #expect((try? BoardLocator().locate(blank)) == nil)
  }

  @Test func noiseIsNotABoard() throws {
    var rng = SplitMix64(seed: 3)
    var noise = try Bitmap(width: 400, height: 700)
    noise.withMutablePixels { px in
      for i in px.indices where i % 4 != 3 { px[i] = UInt8(rng.next() & 255) }
    }
    #expect(refusalCode(noise) == "not-a-board")
  }

  @Test func aTinyImageIsNotABoard() throws {
    #expect(refusalCode(try Bitmap(width: 12, height: 12)) == "not-a-board")
  }

  @Test func aSingleTileIsNotABoard() throws {
    let image = try renderer.render(
      Renderer.Scene(board: board, theme: .dark, width: 640, height: 1136))
    let tile = try image.cropped(x: 128, y: 1136 - 256, width: 128, height: 128)
    #expect(refusalCode(tile) == "not-a-board")
  }

  @Test func emptySlotsMeanTilesAreLifted() throws {
    var image = try renderer.render(
      Renderer.Scene(board: board, theme: .dark, width: 750, height: 1334))
    let s = 150
    for slot in [0, 1, 2] {
      for y in (1334 - 750)..<(1334 - 750 + s) {
        for x in (slot * s)..<(slot * s + s) { image.setPixel(x, y, Theme.dark.palette.background) }
      }
    }
    #expect(throws: BoardError.tilesLifted(count: 3)) { try BoardLocator().locate(image) }
  }

  @Test func defendedColoursThatBreakTheRuleAreRefused() throws {
    // Tile 0 drawn plain although both its neighbours are the player's: the game never does that.
    var wrong = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:bbwwwbwwwwwwwwwwwwwwwwwww")
    wrong.setOwner(.player, at: 0)
    let image = try renderer.render(
      Renderer.Scene(board: wrong, theme: .light, width: 640, height: 1136))
    #expect(refusalCode(image) == "low-confidence")
  }

  private func refusalCode(_ image: Bitmap) -> String? {
    do {
      _ = try builtInReader.read(image)
      return nil
    } catch {
      return error.code
    }
  }
}

@Suite struct LowConfidenceTests {
  @Test func aTileWhoseLetterIsDefacedIsRefusedByName() throws {
    let board = try Board(text: "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr")
    var image = try Renderer().render(
      Renderer.Scene(board: board, theme: .light, width: 640, height: 1136))
    // Row 3, column 5 (tile 14): an ink blot over its letter, a shape no letter has.
    let (x0, y0) = (4 * 128, 1136 - 640 + 2 * 128)
    for y in (y0 + 30)..<(y0 + 92) {
      for x in (x0 + 26)..<(x0 + 102) {
        let (dx, dy) = (Double(x - x0 - 64), Double(y - y0 - 61))
        if dx * dx / 1444 + dy * dy / 961 <= 1 { image.setPixel(x, y, RGB(20, 20, 20)) }
      }
    }
    #expect {
      _ = try builtInReader.read(image)
    } throws: { error in
      guard case .recognition(.lowConfidence(let doubts))? = error as? ReadError else {
        return false
      }
      return Set(doubts.map(\.row)) == [2] && Set(doubts.map(\.column)) == [4]
        && (error as? ReadError)?.code == "low-confidence"
    }
  }
}
