internal import Glibc

/// Draws a board as the game would show it, with the learned letter shapes: the project's own
/// sample screenshots, and boards for round-trip tests (render, then read it back).
public struct Renderer: Sendable {
  public let templates: LetterTemplates

  /// Letter geometry in the game, as a share of the tile: capital height and its top.
  static let capHeight = 0.447
  static let capTop = 0.254

  public init(templates: LetterTemplates) {
    self.templates = templates
  }

  /// What to draw.
  public struct Scene: Sendable {
    public var board: Board
    public var theme: Theme
    public var width: Int
    public var height: Int
    /// Store colours as Display P3, as iPhone X and later do.
    public var wideGamut = false
    /// Tiles drawn turned and shifted, as the game shows the last word played.
    public var wiggled: Set<Int> = []
    /// Seed for the wiggle's angles and offsets, so a scene always draws the same.
    public var seed: UInt64 = 1

    public init(board: Board, theme: Theme, width: Int, height: Int) {
      self.board = board
      self.theme = theme
      self.width = width
      self.height = height
    }
  }

  /// The scene as pixels: phone-like (the board across the width, at the bottom) when the
  /// image is taller than wide, iPad-like (a centred board) otherwise.
  public func render(_ scene: Scene) throws(RenderError) -> Bitmap {
    let w = Double(scene.width)
    let h = Double(scene.height)
    guard scene.width >= 50, scene.height >= 50, scene.width <= 8000, scene.height <= 8000 else {
      throw .badSize(scene.width, scene.height)
    }
    let missing = Set(scene.board.letters).filter { templates.glyphs[$0] == nil }
    guard missing.isEmpty else { throw .noTemplate(missing.sorted()) }
    let palette = scene.wideGamut ? scene.theme.palette.displayP3 : scene.theme.palette
    var image = Bitmap(checkedWidth: scene.width, height: scene.height, fill: palette.background)

    let geometry: BoardGeometry
    if h >= w * 1.25 {
      let s = w / 5
      geometry = BoardGeometry(originX: 0, originY: h - 5 * s, tileSize: s)
      drawHeader(&image, palette: palette, boardTop: h - 5 * s)
    } else {
      let s = min(w, h) * 0.74 / 5
      geometry = BoardGeometry(originX: (w - 5 * s) / 2, originY: h - 5 * s - 0.04 * h, tileSize: s)
      drawHeader(&image, palette: palette, boardTop: geometry.originY)
    }
    var rng = SplitMix64(seed: scene.seed)
    for i in 0..<Board.tileCount where !scene.wiggled.contains(i) {
      drawTile(&image, scene, palette, geometry, index: i, angle: 0, shift: (0, 0))
    }
    for i in scene.wiggled.sorted() {
      let angle = (rng.nextUnit() * 2 - 1) * 5 * .pi / 180
      let shift = ((rng.nextUnit() * 2 - 1) * 0.04, (rng.nextUnit() * 2 - 1) * 0.04)
      drawTile(&image, scene, palette, geometry, index: i, angle: angle, shift: shift)
    }
    return image
  }

  /// Two score discs above the board, so the header is not empty as in no real screenshot.
  private func drawHeader(_ image: inout Bitmap, palette: Palette, boardTop: Double) {
    let r = min(Double(image.width) * 0.07, boardTop * 0.2)
    guard r >= 4 else { return }
    let cy = boardTop * 0.45
    for (cx, colour) in [
      (Double(image.width) * 0.4, palette.playerDefended),
      (Double(image.width) * 0.6, palette.opponentDefended),
    ] {
      for y in max(0, Int(cy - r))..<min(image.height, Int(cy + r) + 1) {
        for x in max(0, Int(cx - r))..<min(image.width, Int(cx + r) + 1) {
          let d =
            ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
            + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
          if d <= r { image.setPixel(x, y, colour) }
        }
      }
    }
  }

  private func drawTile(
    _ image: inout Bitmap, _ scene: Scene, _ palette: Palette, _ g: BoardGeometry,
    index: Int, angle: Double, shift: (Double, Double)
  ) {
    let row = index / Board.side
    let column = index % Board.side
    let owner = scene.board.owners[index]
    let tile = palette.tile(owner, row: row, column: column)
    let ink = palette.letterColour(owner, row: row, column: column)
    guard let glyph = templates.glyphs[scene.board.letters[index]] else { return }
    let s = g.tileSize
    if angle != 0 {
      // A turned tile leaves its slot showing the background behind it.
      fill(&image, g, row: row, column: column, colour: palette.background)
    }
    let (cx, cy) = g.point(row: row, column: column, fx: 0.5 + shift.0, fy: 0.5 + shift.1)
    let reach = s * 0.75
    let (cosA, sinA) = (cos(angle), sin(angle))
    let capPixels = Renderer.capHeight * s
    let scale = capPixels / Double(Glyph.letterRows)
    for y in max(0, Int(cy - reach))..<min(image.height, Int(cy + reach) + 1) {
      for x in max(0, Int(cx - reach))..<min(image.width, Int(cx + reach) + 1) {
        // Tile coordinates of this pixel's centre (undo the turn).
        let px = Double(x) + 0.5 - cx
        let py = Double(y) + 0.5 - cy
        let u = px * cosA + py * sinA
        let v = -px * sinA + py * cosA
        guard abs(u) <= s / 2, abs(v) <= s / 2 else { continue }
        // Glyph grid coordinates: the cap's top at `capTop`, centred across.
        let gy = (v + s / 2 - Renderer.capTop * s) / scale + 1
        let gx = u / scale + Double(Glyph.columns) / 2
        let coverage = Double(sampleGlyph(glyph, gx - 0.5, gy - 0.5))
        image.setPixel(x, y, mix(tile, ink, coverage))
      }
    }
  }

  private func fill(_ image: inout Bitmap, _ g: BoardGeometry, row: Int, column: Int, colour: RGB) {
    let (x0, y0) = g.point(row: row, column: column, fx: 0, fy: 0)
    let (x1, y1) = g.point(row: row, column: column, fx: 1, fy: 1)
    for y in max(0, Int(y0.rounded()))..<min(image.height, Int(y1.rounded())) {
      for x in max(0, Int(x0.rounded()))..<min(image.width, Int(x1.rounded())) {
        image.setPixel(x, y, colour)
      }
    }
  }

  private func sampleGlyph(_ g: Glyph, _ x: Double, _ y: Double) -> Float {
    guard x > -1, y > -1, x < Double(Glyph.columns), y < Double(Glyph.rows) else { return 0 }
    let x0 = Int(x.rounded(.down))
    let y0 = Int(y.rounded(.down))
    let fx = Float(x - Double(x0))
    let fy = Float(y - Double(y0))
    func at(_ xx: Int, _ yy: Int) -> Float {
      xx >= 0 && yy >= 0 && xx < Glyph.columns && yy < Glyph.rows
        ? g.coverage[yy * Glyph.columns + xx] : 0
    }
    let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
    let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
    // Templates are averages, soft at the edges: sharpen them back towards a printed letter.
    let v = top * (1 - fy) + bottom * fy
    return min(1, max(0, (v - 0.25) * 2))
  }

  private func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
    func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) * (1 - t) + Double(y) * t).rounded())
    }
    return RGB(m(a.r, b.r), m(a.g, b.g), m(a.b, b.b))
  }
}

/// Why a scene cannot be drawn.
public enum RenderError: LetterfunError, Equatable {
  case badSize(Int, Int)
  case noTemplate([Character])

  public var code: String { "bad-render" }

  public var description: String {
    switch self {
    case .badSize(let w, let h): "cannot draw a board at \(w)x\(h) pixels (50 to 8000 each)"
    case .noTemplate(let l): "no learned shape for \(String(l)); train templates that include it"
    }
  }
}

/// A small, fast, seedable generator (SplitMix64), so renders and tests repeat exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A uniform value in [0, 1).
  public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
