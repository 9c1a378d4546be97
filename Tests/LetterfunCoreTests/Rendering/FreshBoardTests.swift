import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// New games: every tile unclaimed, the two pale neutrals in a checkerboard. Their inner tile
/// boundaries are too faint to be edges, so the board is found by its outline alone.
@Suite struct FreshBoardTests {
  static func letters(_ seed: UInt64) -> [Character] {
    var rng = SplitMix64(seed: seed)
    return (0..<25).map { _ in Alphabet.letters[Int(rng.next() % 26)] }
  }

  static let unclaimed = [Owner](repeating: .unclaimed, count: 25)

  /// Every measured screen, phones from 320x568 to 1284x2778, and iPads both ways up at 1x and 2x.
  static let sizes: [(Int, Int)] =
    DeviceLayout.measured.map { ($0.width, $0.height) } + [(320, 568), (1284, 2778), (828, 1792)]

  @Test(arguments: Theme.allCases)
  func freshBoardsAreReadExactlyAtEverySize(_ theme: Theme) throws {
    for (k, (w, h)) in Self.sizes.enumerated() {
      let board = try Board(
        letters: Self.letters(UInt64(k * 31 + theme.rawValue.count)), owners: Self.unclaimed)
      let scene = Renderer.Scene(board: board, theme: theme, width: w, height: h)
      let read = try builtInReader.read(Renderer().render(scene))
      #expect(read.board == board, "\(theme) \(w)x\(h)")
    }
  }

  /// Messaging apps rescale and recompress: fresh iPad and phone boards as smaller JPEGs.
  /// Not yet: an iPad fresh board scaled to 600x800 (no thumbnail, faint sides after JPEG) is
  /// refused as not-a-board.
  @Test(arguments: [(1536, 2048, 768, 1024), (640, 1136, 577, 1024), (1125, 2436, 591, 1280)])
  func scaledFreshJPEGsAreReadExactly(_ size: (Int, Int, Int, Int)) throws {
    for theme in [Theme.light, .dark, .forest] {
      let board = try Board(letters: Self.letters(UInt64(size.0 + size.2)), owners: Self.unclaimed)
      let scene = Renderer.Scene(board: board, theme: theme, width: size.0, height: size.1)
      let small = try Renderer().render(scene).scaled(width: size.2, height: size.3)
      let read = try builtInReader.read(ImageDecoder.decode(JPEGEncoder(quality: 80).encode(small)))
      #expect(read.board == board, "\(theme) \(size)")
    }
  }

  /// Nearly fresh: a first word played, the rest unclaimed.
  @Test func nearlyFreshBoardsAreReadExactly() throws {
    for (k, (w, h)) in Self.sizes.enumerated() {
      var owners = [Owner](repeating: .unclaimed, count: 25)
      for i in [k % 5, 5 + (k + 1) % 5, 12] { owners[i] = k % 2 == 0 ? .player : .opponent }
      let board = try Board(letters: Self.letters(UInt64(k)), owners: owners)
      let scene = Renderer.Scene(board: board, theme: Theme.allCases[k % 8], width: w, height: h)
      let read = try builtInReader.read(Renderer().render(scene))
      #expect(read.board == board, "\(w)x\(h)")
    }
  }

  /// A real iPad screenshot (header, photo and all) with its tiles repainted as a fresh board:
  /// letters kept, each tile's colour turned into its neutral. Before the outline search this
  /// was `not-a-board` (13 of 25 cells), as the held-out real fresh iPad board was.
  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func aRealIPadScreenshotRepaintedFreshIsRead() throws {
    let shot = try #require(LabelledScreenshot.boards.first { $0.file.hasSuffix("iPadPortrait.png") })
    var image = try ImageDecoder.decode(contentsOf: shot.path)
    let g = BoardEdges.refine(image, try builtInReader.locate(image).geometry)
    let palette = Theme.light.palette
    for i in 0..<25 {
      let (r, c) = (i / 5, i % 5)
      let (x0, y0) = g.point(row: r, column: c, fx: 0, fy: 0)
      let tile = image.pixel(Int(x0 + 0.5 * g.tileSize), Int(y0 + 0.06 * g.tileSize))
      let neutral = palette.tile(.unclaimed, row: r, column: c)
      let ink = RGB(46, 46, 45)
      var darkest = tile
      let span = Int(g.tileSize)
      for y in Int(y0.rounded())..<(Int(y0.rounded()) + span) {
        for x in Int(x0.rounded())..<(Int(x0.rounded()) + span) {
          let p = image.pixel(x, y)
          if Int(p.r) + Int(p.g) + Int(p.b) < Int(darkest.r) + Int(darkest.g) + Int(darkest.b) {
            darkest = p
          }
        }
      }
      for y in Int(y0.rounded())..<(Int(y0.rounded()) + span) {
        for x in Int(x0.rounded())..<(Int(x0.rounded()) + span) {
          let p = image.pixel(x, y)
          // How far the pixel lies from the tile's colour towards its letter's.
          func d(_ a: UInt8, _ b: UInt8) -> Double { Double(a) - Double(b) }
          let num =
            d(p.r, tile.r) * d(darkest.r, tile.r) + d(p.g, tile.g) * d(darkest.g, tile.g)
            + d(p.b, tile.b) * d(darkest.b, tile.b)
          let den =
            d(darkest.r, tile.r) * d(darkest.r, tile.r) + d(darkest.g, tile.g)
            * d(darkest.g, tile.g) + d(darkest.b, tile.b) * d(darkest.b, tile.b)
          let a = den > 0 ? min(1, max(0, num / den)) : 0
          func m(_ n: UInt8, _ k: UInt8) -> UInt8 { UInt8((Double(n) * (1 - a) + Double(k) * a).rounded()) }
          image.setPixel(x, y, RGB(m(neutral.r, ink.r), m(neutral.g, ink.g), m(neutral.b, ink.b)))
        }
      }
    }
    // The header still shows the real game's scores (21 and 0), which the repainted tiles no
    // longer add up to: the header check refuses the board, as it should...
    #expect(throws: ReadError.recognition(.headerMismatch(you: 21, opponent: 0, board: 0, boardOpponent: 0))) {
      _ = try builtInReader.read(image)
    }
    // ...and without it the repainted board is read.
    let reader = BoardReader(templates: builtInTemplates, header: HeaderReader(digits: nil))
    let read = try reader.read(image)
    #expect(read.board.letters == Array(try #require(shot.letters)))
    #expect(read.board.ownershipString == String(repeating: "w", count: 25))
  }
}
