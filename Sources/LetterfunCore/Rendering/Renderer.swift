internal import Glibc

/// Draws a board as the game would show it: the layout of the device of that screen size (or
/// the nearest one, scaled) and letters from the renderer's own outlines, never from the
/// reader's learned templates, so that reading a render back tests the reader.
public struct Renderer: Sendable {
  public init() {}

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
    /// The largest turn of a wiggled tile, in degrees either way: the game's settled wiggle is a
    /// few degrees, tiles caught mid-animation are turned up to about 15.
    public var wiggleTurn = 5.0
    /// The largest shift of a wiggled tile, as a share of the tile side along each axis
    /// (tiles caught mid-animation lie up to a third of a tile off their slot).
    public var wiggleShift = 0.04
    /// A note drawn over the players' pictures, as the game shows "You played WORD" after a
    /// move (a white card, the last word on a line of its own); nil for none.
    public var banner: String?
    /// The players' pictures, scores and turn marker above the board.
    public var header = Header()
    /// Colours to draw in instead of the theme's, e.g. a palette no theme has.
    public var palette: Palette?

    public init(board: Board, theme: Theme, width: Int, height: Int) {
      self.board = board
      self.theme = theme
      self.width = width
      self.height = height
    }

    /// What the game shows above the board, as real screenshots show it: each player's picture
    /// in that player's colour (a filled smiley, or a photo in a ring), the score under it,
    /// and a marker under the player whose turn it is; either player may be on the left.
    public struct Header: Sendable {
      public enum Picture: Sendable { case smiley, photo }
      /// Whether the screenshot owner's picture is the left one.
      public var playerOnLeft = true
      public var player = Picture.photo
      public var opponent = Picture.smiley
      /// Whose turn the marker shows; `.none` for no marker.
      public var turn = Side.player
      /// The scores to show instead of the board's tile counts (a header that disagrees).
      public var scores: (player: Int, opponent: Int)?

      public init() {}
    }

    /// Where the board and letters go on this screen.
    public var layout: DeviceLayout { DeviceLayout.forScreen(width: width, height: height) }
  }

  /// The scene as pixels.
  public func render(_ scene: Scene) throws(RenderError) -> Bitmap {
    guard scene.width >= 50, scene.height >= 50, scene.width <= 8000, scene.height <= 8000 else {
      throw .badSize(scene.width, scene.height)
    }
    let missing = Set(scene.board.letters).filter { LetterOutline.of($0) == nil }
    guard missing.isEmpty else { throw .noOutline(missing.sorted()) }
    if let bad = scene.wiggled.filter({ !(0..<Board.tileCount).contains($0) }).min() {
      throw .badWiggle(bad)
    }
    guard scene.wiggleTurn.isFinite, (0...45).contains(scene.wiggleTurn),
      scene.wiggleShift.isFinite, (0...0.5).contains(scene.wiggleShift)
    else { throw .badWiggleRange(turn: scene.wiggleTurn, shift: scene.wiggleShift) }
    let colours = scene.palette ?? scene.theme.palette
    let palette = scene.wideGamut ? colours.displayP3 : colours
    var image = Bitmap(checkedWidth: scene.width, height: scene.height, fill: palette.background)
    let layout = scene.layout
    drawHeader(&image, scene, palette: palette, layout: layout)
    if let banner = scene.banner { drawBanner(&image, banner, layout: layout) }
    var rng = SplitMix64(seed: scene.seed)
    for i in 0..<Board.tileCount where !scene.wiggled.contains(i) {
      drawTile(&image, scene, palette, layout, index: i, angle: 0, shift: (0, 0))
    }
    // A moved tile leaves its slot showing the background; every slot is cleared before any
    // moved tile is drawn, so none erases a neighbour that moved over it.
    for i in scene.wiggled {
      fill(&image, layout.board, row: i / Board.side, column: i % Board.side, colour: palette.background)
    }
    for i in scene.wiggled.sorted() {
      let angle = (rng.nextUnit() * 2 - 1) * scene.wiggleTurn * .pi / 180
      let shift = (
        (rng.nextUnit() * 2 - 1) * scene.wiggleShift, (rng.nextUnit() * 2 - 1) * scene.wiggleShift
      )
      drawTile(&image, scene, palette, layout, index: i, angle: angle, shift: shift)
    }
    return image
  }

  /// The players' pictures where the device shows them, each in its player's colour (the
  /// defended tile colour), the scores under them in the renderer's own digits, and the turn
  /// marker under the player to move.
  private func drawHeader(
    _ image: inout Bitmap, _ scene: Scene, palette: Palette, layout: DeviceLayout
  ) {
    let r = layout.discRadius
    guard r >= 4, layout.discs.count == 2 else { return }
    let h = scene.header
    let owners = scene.board.owners
    let scores = h.scores ?? (
      owners.count { $0.side == .player }, owners.count { $0.side == .opponent }
    )
    let sides: [(side: Side, picture: Scene.Header.Picture, colour: RGB, score: Int)] = [
      (.player, h.player, palette.playerDefended, scores.player),
      (.opponent, h.opponent, palette.opponentDefended, scores.opponent),
    ]
    let ordered = h.playerOnLeft ? sides : sides.reversed()
    // Scores in grey on light screens, near white on dark ones, as the game draws them.
    let ink = palette.background.luma > 128 ? RGB(85, 85, 85) : RGB(238, 238, 238)
    let d = 2 * r
    for ((cx, cy), p) in zip(layout.discs, ordered) {
      disc(&image, cx, cy, r, p.colour)
      switch p.picture {
      case .smiley:
        // Eyes and a smile cut out of the face, in the screen's colour.
        let features = palette.background
        disc(&image, cx - 0.14 * d, cy - 0.07 * d, 0.07 * d, features)
        disc(&image, cx + 0.14 * d, cy - 0.07 * d, 0.07 * d, features)
        paint(&image, cx - 0.27 * d, cy + 0.03 * d, cx + 0.27 * d, cy + 0.27 * d, features) {
          x, y in
          // The lower half of an ellipse under a flat top.
          let u = (x - cx) / (0.26 * d)
          let v = (y - (cy + 0.04 * d)) / (0.21 * d)
          return v >= 0 && u * u + v * v <= 1
        }
      case .photo:
        photo(&image, cx, cy, 0.75 * r, seed: p.side == .player ? 3 : 7)
      }
      let cap = 0.29 * d
      let text = String(p.score)
      let gap = 0.1
      let outlines = text.compactMap(DigitOutline.of)
      let total = outlines.reduce(0) { $0 + $1.width + gap } - gap
      var x = cx - total * cap / 2
      for outline in outlines {
        stroke(&image, outline, left: x, top: cy + 0.6 * d, cap: cap, colour: ink)
        x += (outline.width + gap) * cap
      }
      if p.side == h.turn {
        // A triangle pointing down at the score.
        let top = cy + d
        let half = 0.18 * d
        let height = 0.3 * d
        paint(&image, cx - half, top, cx + half, top + height, p.colour) { x, y in
          abs(x - cx) <= half * (1 - (y - top) / height)
        }
      }
    }
  }

  /// A disc with a soft edge.
  private func disc(_ image: inout Bitmap, _ cx: Double, _ cy: Double, _ r: Double, _ colour: RGB) {
    for y in max(0, Int(cy - r))..<min(image.height, Int(cy + r) + 1) {
      for x in max(0, Int(cx - r))..<min(image.width, Int(cx + r) + 1) {
        let dx = Double(x) + 0.5 - cx
        let dy = Double(y) + 0.5 - cy
        let cover = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
        if cover > 0 { image.setPixel(x, y, mix(image.pixel(x, y), colour, cover)) }
      }
    }
  }

  /// Pixels of the box [x0, x1) × [y0, y1) that `inside` holds for (at four points a pixel,
  /// for a soft edge), painted `colour`.
  private func paint(
    _ image: inout Bitmap, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ colour: RGB,
    inside: (Double, Double) -> Bool
  ) {
    for y in max(0, Int(y0))..<min(image.height, Int(y1) + 1) {
      for x in max(0, Int(x0))..<min(image.width, Int(x1) + 1) {
        var hits = 0
        for (u, v) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]
        where inside(Double(x) + u, Double(y) + v) {
          hits += 1
        }
        if hits > 0 { image.setPixel(x, y, mix(image.pixel(x, y), colour, Double(hits) / 4)) }
      }
    }
  }

  /// A made-up portrait inside a ring: a sky, a face and hair, with a little grain, so that
  /// the picture shows many colours as a player's photo does.
  private func photo(_ image: inout Bitmap, _ cx: Double, _ cy: Double, _ r: Double, seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let sky = RGB(118, 150, 178)
    let ground = RGB(196, 150, 112)
    let skin = RGB(226, 178, 146)
    let hair = RGB(64, 44, 34)
    for y in max(0, Int(cy - r))..<min(image.height, Int(cy + r) + 1) {
      for x in max(0, Int(cx - r))..<min(image.width, Int(cx + r) + 1) {
        let dx = (Double(x) + 0.5 - cx) / r
        let dy = (Double(y) + 0.5 - cy) / r
        let edge = min(1, max(0, r * (1 - (dx * dx + dy * dy).squareRoot()) + 0.5))
        guard edge > 0 else { continue }
        var c = mix(sky, ground, max(0, min(1, (dy + 1) / 2)))
        if dx * dx / 0.16 + (dy + 0.05) * (dy + 0.05) / 0.3 <= 1 { c = skin }
        if dx * dx / 0.25 + (dy + 0.35) * (dy + 0.35) / 0.12 <= 1, dy < -0.2 { c = hair }
        let grain = Int(rng.next() % 25) - 12
        func g(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + grain))) }
        image.setPixel(x, y, mix(image.pixel(x, y), RGB(g(c.r), g(c.g), g(c.b)), edge))
      }
    }
  }

  /// One outline (a letter's or a digit's) with its left edge at `left` and its cap line at
  /// `top`, `cap` pixels high, in `colour` over what is there.
  private func stroke(
    _ image: inout Bitmap, _ outline: LetterOutline, left: Double, top: Double, cap: Double,
    colour: RGB
  ) {
    let segments = outline.segments.map {
      ((left + $0.x0 * cap, top + $0.y0 * cap), (left + $0.x1 * cap, top + $0.y1 * cap))
    }
    let x0 = max(0, Int(left - cap * 0.2))
    let x1 = min(image.width, Int(left + (outline.width + 0.2) * cap) + 1)
    let y0 = max(0, Int(top - cap * 0.2))
    let y1 = min(image.height, Int(top + cap * 1.2) + 1)
    guard x1 > x0, y1 > y0 else { return }
    let distance = strokeDistances(
      segments, halfWeight: LetterOutline.weight / 2 * cap, x0: x0, y0: y0, x1: x1, y1: y1)
    for y in y0..<y1 {
      let gy = (Double(y) + 0.5 - top) / cap
      let cut = max(outline.top - gy, gy - outline.bottom) * cap
      for x in x0..<x1 {
        let d = max(Double(distance[(y - y0) * (x1 - x0) + x - x0]), cut)
        let coverage = min(1, max(0, 0.5 - d))
        if coverage > 0 { image.setPixel(x, y, mix(image.pixel(x, y), colour, coverage)) }
      }
    }
  }

  /// The game's note after a move ("You played WORD"): a white card over the pictures, its
  /// text in dark capitals from the letter outlines, the last word on a line of its own (other
  /// characters leave a gap).
  private func drawBanner(_ image: inout Bitmap, _ text: String, layout: DeviceLayout) {
    let r = max(8, layout.discRadius)
    let cy = layout.discs.first?.y ?? Double(image.height) / 8
    let left = layout.discs.first.map { $0.x - 0.6 * r } ?? Double(image.width) * 0.3
    let right = Double(image.width) * 0.97
    let top = cy - 0.8 * r
    let bottom = cy + 0.75 * r
    guard right > left, bottom > top else { return }
    paint(&image, left, top, right, bottom, RGB(255, 255, 255)) { _, _ in true }
    let words = text.uppercased().split(separator: " ")
    let lines = words.count > 1
      ? [words.dropLast().joined(separator: " "), String(words.last!)] : words.map(String.init)
    let cap = 0.36 * r
    for (k, line) in lines.enumerated() {
      let outlines = line.map { LetterOutline.of($0) }
      let gap = 0.2
      let total = outlines.reduce(0) { $0 + ($1?.width ?? 0.5) + gap } - gap
      let scale = min(cap, 0.9 * (right - left) / max(1, total))
      var x = (left + right) / 2 - total * scale / 2
      let y = top + (Double(k) * 0.75 + 0.3) * r
      for outline in outlines {
        defer { x += ((outline?.width ?? 0.5) + gap) * scale }
        guard let outline else { continue }
        stroke(&image, outline, left: x, top: y, cap: scale, colour: RGB(40, 40, 40))
      }
    }
  }

  private func drawTile(
    _ image: inout Bitmap, _ scene: Scene, _ palette: Palette, _ layout: DeviceLayout,
    index: Int, angle: Double, shift: (Double, Double)
  ) {
    let g = layout.board
    let row = index / Board.side
    let column = index % Board.side
    let owner = scene.board.owners[index]
    let tile = palette.tile(owner, row: row, column: column)
    let ink = palette.letterColour(owner, row: row, column: column)
    guard let outline = LetterOutline.of(scene.board.letters[index]) else { return }
    let s = g.tileSize
    let (cx, cy) = g.point(row: row, column: column, fx: 0.5 + shift.0, fy: 0.5 + shift.1)
    let reach = s * 0.75
    let x0 = max(0, Int(cx - reach))
    let x1 = min(image.width, Int(cx + reach) + 1)
    let y0 = max(0, Int(cy - reach))
    let y1 = min(image.height, Int(cy + reach) + 1)
    guard x1 > x0, y1 > y0 else { return }
    let (cosA, sinA) = (cos(angle), sin(angle))
    let cap = layout.capHeight * s
    // Glyph units to tile offsets (from the tile's centre), then turned into the image.
    let gx0 = -outline.width / 2 * cap
    let gy0 = -s / 2 + layout.capTop * s
    func imagePoint(_ gx: Double, _ gy: Double) -> (Double, Double) {
      let u = gx0 + gx * cap
      let v = gy0 + gy * cap
      return (cx + u * cosA - v * sinA, cy + u * sinA + v * cosA)
    }
    let distance = strokeDistances(
      outline.segments.map { (imagePoint($0.x0, $0.y0), imagePoint($0.x1, $0.y1)) },
      halfWeight: LetterOutline.weight / 2 * cap, x0: x0, y0: y0, x1: x1, y1: y1)
    let span = x1 - x0
    for y in y0..<y1 {
      for x in x0..<x1 {
        // Tile coordinates of this pixel's centre (undo the turn).
        let px = Double(x) + 0.5 - cx
        let py = Double(y) + 0.5 - cy
        let u = px * cosA + py * sinA
        let v = -px * sinA + py * cosA
        guard abs(u) <= s / 2, abs(v) <= s / 2 else { continue }
        // Cut at the letter's top and bottom lines, then a pixel's worth of soft edge.
        let gy = (v - gy0) / cap
        let cut = max(outline.top - gy, gy - outline.bottom) * cap
        let d = max(Double(distance[(y - y0) * span + x - x0]), cut)
        let coverage = min(1, max(0, 0.5 - d))
        image.setPixel(x, y, coverage > 0 ? mix(tile, ink, coverage) : tile)
      }
    }
  }

  /// For each pixel of the box [x0, x1) × [y0, y1), the signed distance (pixels, negative
  /// inside) to the nearest stroke: a rectangle `halfWeight` either side of each segment. Each
  /// segment only visits the pixels near it, which keeps debug-built tests quick.
  private func strokeDistances(
    _ segments: [((Double, Double), (Double, Double))], halfWeight hw: Double,
    x0: Int, y0: Int, x1: Int, y1: Int
  ) -> [Float] {
    let span = x1 - x0
    var out = [Float](repeating: .greatestFiniteMagnitude, count: span * (y1 - y0))
    for ((ax, ay), (bx, by)) in segments {
      let length = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
      guard length > 0 else { continue }
      let (dx, dy) = ((bx - ax) / length, (by - ay) / length)
      let pad = hw + 1.5
      let lox = max(x0, Int((min(ax, bx) - pad).rounded(.down)))
      let hix = min(x1, Int((max(ax, bx) + pad).rounded(.up)))
      let loy = max(y0, Int((min(ay, by) - pad).rounded(.down)))
      let hiy = min(y1, Int((max(ay, by) + pad).rounded(.up)))
      guard hix > lox, hiy > loy else { continue }
      let half = length / 2
      for y in loy..<hiy {
        for x in lox..<hix {
          let px = Double(x) + 0.5 - ax
          let py = Double(y) + 0.5 - ay
          // Along and across the segment, from its middle.
          let along = abs(px * dx + py * dy - half) - half
          let across = abs(px * dy - py * dx) - hw
          let outside = (max(along, 0) * max(along, 0) + max(across, 0) * max(across, 0))
            .squareRoot()
          let d = Float(outside + min(max(along, across), 0))
          let k = (y - y0) * span + x - x0
          if d < out[k] { out[k] = d }
        }
      }
    }
    return out
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
  case noOutline([Character])
  /// A wiggled tile number outside 0-24.
  case badWiggle(Int)
  /// A wiggle turn outside 0-45 degrees or a shift outside 0-0.5 of a tile.
  case badWiggleRange(turn: Double, shift: Double)

  public var code: String { "bad-render" }

  public var description: String {
    switch self {
    case .badSize(let w, let h): "cannot draw a board at \(w)x\(h) pixels (50 to 8000 each)"
    case .noOutline(let l): "no letter shape for \(String(l)); boards hold the capitals A-Z"
    case .badWiggle(let i): "cannot wiggle tile \(i); tiles are numbered 0 to 24, row by row"
    case .badWiggleRange(let turn, let shift):
      "cannot wiggle tiles \(turn) degrees and \(shift) of a tile; turns go up to 45 degrees "
        + "and shifts up to half a tile"
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
  @_spi(Internals) public mutating func nextUnit() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}
