import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

/// A classifier that tells owners as the built-in one does but names no theme: colours of a
/// theme nobody gave the reader.
private struct UnnamedThemeClassifier: OwnerClassifying {
  func classify(_ tiles: [Tile]) -> Ownership {
    var o = OwnerClassifier().classify(tiles)
    o.theme = nil
    return o
  }
}

/// A grid finder that finds nothing, to show the reader asks the one it was given.
private struct BlindLocator: BoardLocating {
  func locate(_ image: Bitmap) throws(BoardError) -> LocatedBoard {
    throw .notABoard("a stub that sees nothing")
  }
}

/// The reader's stages as values: swapped in by tests, measured palettes, the header band.
@Suite struct ReaderStagesTests {
  let renderer = Renderer()
  let board = try! Board(text: "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr")

  @Test func theReaderUsesTheLocatorItIsGiven() throws {
    let image = try renderer.render(
      Renderer.Scene(board: board, theme: .dark, width: 640, height: 1136))
    #expect(throws: ReadError.board(.notABoard("a stub that sees nothing"))) {
      try BoardReader(templates: builtInTemplates, locator: BlindLocator()).read(image)
    }
  }

  @Test func aClassifierThatNamesNoThemeGivesAReadingDrawnInTheColoursSeen() throws {
    let image = try renderer.render(
      Renderer.Scene(board: board, theme: .forest, width: 750, height: 1334))
    let reader = BoardReader(templates: builtInTemplates, classifier: UnnamedThemeClassifier())
    let read = try reader.read(image)
    #expect(read.board == board)
    #expect(read.theme == nil)
    let seen = read.drawingPalette
    for i in 0..<Board.tileCount {
      let (r, c) = (i / Board.side, i % Board.side)
      let owner = board.owners[i]
      // Drawn in what was measured, which is the forest theme's colours the renderer used.
      #expect(seen.tile(owner, row: r, column: c) == read.palette.tile(owner, row: r, column: c))
      #expect(
        seen.tile(owner, row: r, column: c) == Theme.forest.palette.tile(owner, row: r, column: c))
    }
    // Forest draws its defended opponent's letters light; the measured palette agrees.
    #expect(seen.lightLetters.contains(.opponentDefended))
    #expect(!seen.lightLetters.contains(.player))
  }

  @Test func theFittedPaletteHasOnlyTheRolesTheBoardShows() throws {
    let plain = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:bwwwwwwwwwwwwwwwwwwwwwwwr")
    let image = try renderer.render(
      Renderer.Scene(board: plain, theme: .light, width: 640, height: 1136))
    let read = try builtInReader.read(image)
    let light = Theme.light.palette
    #expect(read.theme == .light)
    #expect(read.palette.player == light.player)
    #expect(read.palette.opponent == light.opponent)
    #expect(read.palette.neutralEven == light.neutral.0)
    #expect(read.palette.neutralOdd == light.neutral.1)
    #expect(read.palette.playerDefended == nil)
    #expect(read.palette.opponentDefended == nil)
    #expect(read.palette.background == nil)
  }

  @Test func eachRoleIsTheMedianOfItsTilesSoOneOddTileDoesNotMoveIt() {
    func tile(_ i: Int, _ c: RGB) -> Tile {
      Tile(row: i / 5, column: i % 5, colour: c, uniformity: 1, letterCoverage: 0.3)
    }
    let tiles = [
      tile(0, RGB(10, 20, 30)), tile(1, RGB(12, 22, 32)), tile(2, RGB(200, 200, 200)),
      tile(3, RGB(240, 240, 240)), tile(4, RGB(230, 230, 230)),
    ]
    let p = FittedPalette.measured(
      tiles: tiles, owners: [.player, .player, .player, .unclaimed, .unclaimed])
    #expect(p.player == RGB(12, 22, 32))
    #expect(p.neutralOdd == RGB(240, 240, 240))  // tile 3: row 0, column 3
    #expect(p.neutralEven == RGB(230, 230, 230))
    #expect(p.opponent == nil)
  }

  @Test func aDefenceMismatchIsRefusedWithItsCodeAndTile() throws {
    // Tile 0 drawn plain although both its neighbours are the player's: the game never does that.
    var wrong = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:bbwwwbwwwwwwwwwwwwwwwwwww")
    wrong.setOwner(.player, at: 0)
    let image = try renderer.render(
      Renderer.Scene(board: wrong, theme: .light, width: 640, height: 1136))
    #expect(throws: ReadError.self) { try builtInReader.read(image) }
    do {
      _ = try builtInReader.read(image)
    } catch {
      guard case .recognition(.lowConfidence(let doubts)) = error else {
        Issue.record("refused for another reason: \(error)")
        return
      }
      #expect(doubts.map(\.code) == [.defenceMismatch])
      #expect(doubts.map(\.row) == [0])
      #expect(doubts.map(\.column) == [0])
      #expect(
        error.description
          == "cannot read every tile with confidence: row 1, column 1: it is drawn undefended "
          + "but all its neighbours share its colour")
    }
  }

  @Test func aScreenshotCutToTheBoardHasNoHeader() throws {
    let image = try renderer.render(
      Renderer.Scene(board: board, theme: .light, width: 640, height: 1136))
    let read = try builtInReader.read(image)
    // The band reaches the board's top edge as found, which is within a pixel or two of 496.
    #expect(read.headerRegion.map(\.y) == 0)
    #expect(read.headerRegion.map { abs($0.height - 496) <= 2 && abs($0.width - 640) <= 3 } == true)
    let boardOnly = try image.cropped(x: 0, y: 1136 - 640, width: 640, height: 640)
    #expect(try builtInReader.read(boardOnly).headerRegion == nil)
  }

  /// The stages' results are public values and the stages can be swapped: a located board or an
  /// ownership that is not 25 tiles is refused, never padded or cut into a board.
  @Test func stagesThatGiveLessThanAWholeBoardAreRefused() throws {
    let image = try renderer.render(
      Renderer.Scene(board: board, theme: .light, width: 640, height: 1136))
    let located = try builtInReader.locate(image)
    let ownership = builtInReader.owners(of: located, in: image)
    #expect(try builtInReader.read(image, located: located, ownership: ownership).board == board)
    var short = located
    short.tiles.removeLast()
    var fewer = ownership
    fewer.owners.removeLast()
    var misplaced = located
    misplaced.tiles[0].row = 5
    for (l, o) in [(short, ownership), (located, fewer), (misplaced, ownership)] {
      #expect(throws: ReadError.self) { try builtInReader.read(image, located: l, ownership: o) }
      do {
        _ = try builtInReader.read(image, located: l, ownership: o)
      } catch {
        #expect(error.code == "not-a-board")
      }
    }
  }
}

/// Codes and tiles of doubts and warnings, and the header band, on real screenshots.
@Suite(.enabled(if: Shared.available, Shared.missingReason))
struct SharedScreenshotIssueTests {
  static func image(_ file: String) throws -> Bitmap {
    try ImageDecoder.decode(
      contentsOf: Shared.screenshots.appendingPathComponent(file).path)
  }

  @Test func theHeaderIsTheBandAboveTheBoardOnPhonesAndIPads() throws {
    let phone = try builtInReader.read(Self.image("jpsim__LetterpressPlayer__l0.png"))
    #expect(phone.headerRegion.map(\.y) == 0)
    #expect(
      phone.headerRegion.map { $0.x <= 2 && abs($0.height - 496) <= 2 && abs($0.width - 640) <= 3 }
        == true)
    // iPad landscape: the board is centred with margins, the players above it.
    let pad = try builtInReader.read(Self.image("artgillespie__pressletter__iPadLandscape.png"))
    #expect(pad.headerRegion == ImageRect(x: 231, y: 0, width: 562, height: 184))
  }

  @Test func aDamagedScreenshotIsRefusedWithEachDoubtsCodeAndTile() throws {
    // jpsim l0 (640x1136, light): tiles of 128 pixels from y = 496.
    var image = try Self.image("jpsim__LetterpressPlayer__l0.png")
    let top = 1136 - 640
    // Row 1, column 1: the tile's own colour turned to one no theme has, its letter kept.
    let tileColour = image.pixel(4, top + 4)
    for y in top..<(top + 128) {
      for x in 0..<128 where image.pixel(x, y).distance(to: tileColour) < 30 {
        image.setPixel(x, y, RGB(200, 120, 40))
      }
    }
    // Row 3, column 5: a blot over the letter, a shape no letter has.
    let (x0, y0) = (4 * 128, top + 2 * 128)
    for y in (y0 + 30)..<(y0 + 92) {
      for x in (x0 + 26)..<(x0 + 102) {
        let (dx, dy) = (Double(x - x0 - 64), Double(y - y0 - 61))
        if dx * dx / 1444 + dy * dy / 961 <= 1 { image.setPixel(x, y, RGB(20, 20, 20)) }
      }
    }
    var doubts: [TileIssue] = []
    var message = ""
    do {
      _ = try builtInReader.read(image)
    } catch {
      guard case .recognition(.lowConfidence(let d)) = error else {
        Issue.record("refused for another reason: \(error)")
        return
      }
      doubts = d
      message = error.description
    }
    #expect(doubts.map(\.tile) == [0, 14, 14])
    #expect(doubts.map(\.code) == [.colourUnknown, .letterUnsure, .tileCovered])
    #expect(doubts.map(\.row) == [0, 2, 2])
    #expect(doubts.map(\.column) == [0, 4, 4])
    #expect(doubts[0].message == "its colour (200,120,40) is no tile colour of the light theme")
    #expect(
      message.hasPrefix("cannot read every tile with confidence: row 1, column 1: its colour"))
    #expect(message.contains(" | row 3, column 5: looks like "))
    #expect(message.hasSuffix("; the tile looks covered or damaged"))
  }
}
