internal import Glibc

/// Where the game puts its board, letters and score discs on one screen size, measured on real
/// screenshots (../shared/screenshots) with `BoardLocator` and `Tests/.../TileMeasure`.
public struct DeviceLayout: Sendable, Equatable {
  /// The device, for reports.
  public var name: String
  public var width: Int
  public var height: Int
  /// The board's top-left corner and tile side, in pixels.
  public var board: BoardGeometry
  /// The capital height and its top, as shares of the tile side.
  @_spi(Internals) public var capHeight: Double
  @_spi(Internals) public var capTop: Double
  /// The two score discs (player's, then opponent's): centres and radius, in pixels.
  @_spi(Internals) public var discs: [(x: Double, y: Double)]
  @_spi(Internals) public var discRadius: Double

  public static func == (a: DeviceLayout, b: DeviceLayout) -> Bool {
    a.name == b.name && a.width == b.width && a.height == b.height && a.board == b.board
      && a.capHeight == b.capHeight && a.capTop == b.capTop && a.discRadius == b.discRadius
      && a.discs.elementsEqual(b.discs) { $0.x == $1.x && $0.y == $1.y }
  }

  /// The layout for a screen: the measured one of that exact size, else the one of the nearest
  /// aspect ratio scaled to fit (board centred where that device centres it).
  @_spi(Internals) public static func forScreen(width: Int, height: Int) -> DeviceLayout {
    if let exact = measured.first(where: { $0.width == width && $0.height == height }) {
      return exact
    }
    func logAspect(_ w: Int, _ h: Int) -> Double { log(Double(w) / Double(h)) }
    let target = logAspect(width, height)
    let nearest = measured.min {
      abs(logAspect($0.width, $0.height) - target) < abs(logAspect($1.width, $1.height) - target)
    }!
    return nearest.scaled(toWidth: width, height: height)
  }

  /// This layout on a screen of another size: sizes scale by the smaller factor, places by
  /// each axis's own factor, and the board is kept inside the screen.
  func scaled(toWidth w: Int, height h: Int) -> DeviceLayout {
    let fx = Double(w) / Double(width)
    let fy = Double(h) / Double(height)
    let f = min(fx, fy)
    let tile = board.tileSize * f
    let centreX = (board.originX + 2.5 * board.tileSize) * fx
    let centreY = (board.originY + 2.5 * board.tileSize) * fy
    let originX = min(max(0, centreX - 2.5 * tile), Double(w) - 5 * tile)
    let originY = min(max(0, centreY - 2.5 * tile), Double(h) - 5 * tile)
    var out = self
    out.name = "\(name) scaled to \(w)x\(h)"
    out.width = w
    out.height = h
    out.board = BoardGeometry(originX: originX, originY: originY, tileSize: tile)
    out.discs = discs.map { ($0.x * fx, $0.y * fy) }
    out.discRadius = discRadius * f
    return out
  }

  /// Every measured screen. Board figures are the tile boundaries' pixel edges on the named
  /// screenshots (the locator's grid, found on a thumbnail, was up to 6 px and 1.4% of a tile
  /// off on iPads); letter figures the median box of every letter on them (TileMeasure); discs by
  /// the rows and columns of header pixels far from the background. Phones show letters at 0.447
  /// of the tile, iPads and Android at about 0.50: the stroke is 0.18 of the capital height on all.
  public static let measured: [DeviceLayout] = [
    // iPhone 4/4S: artgillespie IMG_1384-1386 and iPhone4_* (6 themes), jpsim l5-l12.
    DeviceLayout(
      name: "iPhone 4 (640x960)", width: 640, height: 960,
      board: BoardGeometry(originX: 0, originY: 320, tileSize: 128),
      capHeight: 0.447, capTop: 0.259, discs: [(237, 114), (401, 114)], discRadius: 70),
    // iPhone 5/5S/SE: lancy sample0-3, artgillespie iPhone_5_1/2, jpsim l0-l4 and l13,
    // colons contrast_wiggle.
    DeviceLayout(
      name: "iPhone 5 (640x1136)", width: 640, height: 1136,
      board: BoardGeometry(originX: 0, originY: 496, tileSize: 128),
      capHeight: 0.447, capTop: 0.259, discs: [(237, 201), (401, 201)], discRadius: 70),
    // iPhone 6/7/8: colons uekyy... in all eight themes, cunkj..., zkgvn....
    DeviceLayout(
      name: "iPhone 6/7/8 (750x1334)", width: 750, height: 1334,
      board: BoardGeometry(originX: 0, originY: 584, tileSize: 150),
      capHeight: 0.448, capTop: 0.247, discs: [(278, 240), (470, 240)], discRadius: 82),
    // iPhone X/XS (16-bit, colour-managed): colons wyfse..._x_* (7 themes), tnehag...,
    // xhdsy..., pop_wiggle. The board stops 137 px above the bottom (home indicator).
    DeviceLayout(
      name: "iPhone X (1125x2436)", width: 1125, height: 2436,
      board: BoardGeometry(originX: 0, originY: 1179, tileSize: 225),
      capHeight: 0.459, capTop: 0.246, discs: [(360, 482), (765, 482)], discRadius: 110),
    // Android phone: colons casontel... and klxod... (contrast). The board stops 100 px above
    // the bottom (navigation bar).
    DeviceLayout(
      name: "Android (720x1280)", width: 720, height: 1280,
      board: BoardGeometry(originX: 0, originY: 464, tileSize: 144),
      capHeight: 0.495, capTop: 0.244, discs: [(246, 199), (472, 199)], discRadius: 79),
    // iPad portrait: artgillespie iPadPortrait.
    DeviceLayout(
      name: "iPad portrait (768x1024)", width: 768, height: 1024,
      board: BoardGeometry(originX: 99, originY: 354, tileSize: 114),
      capHeight: 0.5, capTop: 0.228, discs: [(319, 154), (449, 154)], discRadius: 50),
    // iPad landscape: artgillespie iPadLandscape.
    DeviceLayout(
      name: "iPad landscape (1024x768)", width: 1024, height: 768,
      board: BoardGeometry(originX: 227, originY: 184, tileSize: 114),
      capHeight: 0.5, capTop: 0.228, discs: [(447, 69), (577, 69)], discRadius: 50),
    // Retina iPad portrait: artgillespie iPadPortrait_Retina.
    DeviceLayout(
      name: "Retina iPad portrait (1536x2048)", width: 1536, height: 2048,
      board: BoardGeometry(originX: 198, originY: 708, tileSize: 228),
      capHeight: 0.5, capTop: 0.228, discs: [(638, 308), (898, 308)], discRadius: 100),
    // Retina iPad landscape: artgillespie iPadLandscape_Retina.
    DeviceLayout(
      name: "Retina iPad landscape (2048x1536)", width: 2048, height: 1536,
      board: BoardGeometry(originX: 454, originY: 368, tileSize: 228),
      capHeight: 0.5, capTop: 0.228, discs: [(894, 138), (1154, 138)], discRadius: 100),
  ]
}
