internal import Glibc

/// Letterpress's eight colour themes.
public enum Theme: String, Sendable, CaseIterable, Codable {
  case light, dark, pop, glow, forest, retro, pink, contrast

  /// The theme's colours as the game draws them in sRGB (measured on 8-bit screenshots).
  public var palette: Palette {
    switch self {
    case .light:
      Palette(
        background: RGB(240, 239, 236), neutral: (RGB(233, 232, 229), RGB(230, 229, 226)),
        player: RGB(120, 200, 245), playerDefended: RGB(0, 162, 255),
        opponent: RGB(247, 153, 141), opponentDefended: RGB(255, 67, 47),
        light: 0)
    case .dark:
      Palette(
        background: RGB(49, 49, 49), neutral: (RGB(55, 55, 55), RGB(57, 57, 57)),
        player: RGB(24, 117, 152), playerDefended: RGB(0, 186, 255),
        opponent: RGB(152, 58, 48), opponentDefended: RGB(255, 67, 47),
        light: Palette.bits(.unclaimed, .player, .opponent))
    case .pop:
      Palette(
        background: RGB(49, 49, 49), neutral: (RGB(55, 55, 55), RGB(57, 57, 57)),
        player: RGB(87, 152, 24), playerDefended: RGB(126, 255, 0),
        opponent: RGB(152, 24, 123), opponentDefended: RGB(255, 0, 198),
        light: Palette.bits(.unclaimed, .player, .opponent))
    case .glow:
      Palette(
        background: RGB(49, 49, 49), neutral: (RGB(55, 55, 55), RGB(57, 57, 57)),
        player: RGB(73, 152, 119), playerDefended: RGB(97, 255, 190),
        opponent: RGB(141, 24, 77), opponentDefended: RGB(234, 0, 105),
        light: Palette.bits(.unclaimed, .opponent))
    case .forest:
      Palette(
        background: RGB(224, 230, 216), neutral: (RGB(217, 223, 209), RGB(215, 221, 207)),
        player: RGB(239, 193, 108), playerDefended: RGB(255, 156, 0),
        opponent: RGB(122, 164, 137), opponentDefended: RGB(21, 99, 59),
        light: Palette.bits(.opponentDefended))
    case .retro:
      Palette(
        background: RGB(251, 236, 197), neutral: (RGB(243, 229, 191), RGB(241, 226, 189)),
        player: RGB(195, 136, 226), playerDefended: RGB(140, 37, 255),
        opponent: RGB(244, 166, 133), opponentDefended: RGB(237, 97, 70),
        light: Palette.bits(.playerDefended))
    case .pink:
      Palette(
        background: RGB(255, 224, 237), neutral: (RGB(247, 217, 230), RGB(245, 215, 227)),
        player: RGB(255, 112, 232), playerDefended: RGB(255, 0, 228),
        opponent: RGB(171, 140, 142), opponentDefended: RGB(87, 56, 47),
        light: Palette.bits(.opponentDefended))
    case .contrast:
      Palette(
        background: RGB(255, 255, 255), neutral: (RGB(247, 247, 247), RGB(244, 244, 244)),
        player: RGB(143, 255, 128), playerDefended: RGB(32, 255, 0),
        opponent: RGB(128, 128, 128), opponentDefended: RGB(0, 0, 0),
        light: Palette.bits(.opponentDefended))
    }
  }
}

/// The colours of one theme: background, the two checkerboard neutrals, and each owner's tile.
public struct Palette: Sendable {
  public var background: RGB
  /// Unclaimed tiles alternate by (row + column) parity: `.0` for even, `.1` for odd.
  public var neutral: (RGB, RGB)
  public var player: RGB
  public var playerDefended: RGB
  public var opponent: RGB
  public var opponentDefended: RGB
  /// Owners whose letters the game draws light on the tile (the rest are dark).
  public var lightLetters: Set<Owner> {
    get { Set(Owner.allCases.filter { light & Self.bit($0) != 0 }) }
    set { light = newValue.reduce(0) { $0 | Self.bit($1) } }
  }
  /// `lightLetters`, a bit an owner. Kept as a set, it made every process build the set's
  /// generic type on its first palette (the runtime then scans every conformance record for
  /// `Owner: Hashable`), though reading a board never asks which letters are light.
  var light: UInt8

  /// A palette of one's own, e.g. for `Renderer.Scene.palette`.
  public init(
    background: RGB, neutral: (RGB, RGB), player: RGB, playerDefended: RGB, opponent: RGB,
    opponentDefended: RGB, lightLetters: Set<Owner>
  ) {
    self.init(
      background: background, neutral: neutral, player: player, playerDefended: playerDefended,
      opponent: opponent, opponentDefended: opponentDefended, light: 0)
    self.lightLetters = lightLetters
  }

  init(
    background: RGB, neutral: (RGB, RGB), player: RGB, playerDefended: RGB, opponent: RGB,
    opponentDefended: RGB, light: UInt8
  ) {
    self.background = background
    self.neutral = neutral
    self.player = player
    self.playerDefended = playerDefended
    self.opponent = opponent
    self.opponentDefended = opponentDefended
    self.light = light
  }

  static func bit(_ o: Owner) -> UInt8 {
    switch o {
    case .unclaimed: 1
    case .player: 2
    case .playerDefended: 4
    case .opponent: 8
    case .opponentDefended: 16
    }
  }

  static func bits(_ owners: Owner...) -> UInt8 { owners.reduce(0) { $0 | bit($1) } }

  /// The tile colour of an owner at a position (neutrals alternate like a checkerboard).
  public func tile(_ owner: Owner, row: Int, column: Int) -> RGB {
    switch owner {
    case .unclaimed: (row + column) % 2 == 0 ? neutral.0 : neutral.1
    case .player: player
    case .playerDefended: playerDefended
    case .opponent: opponent
    case .opponentDefended: opponentDefended
    }
  }

  /// The letter colour on a tile: the game mixes the tile colour with black (or white) 80%.
  public func letterColour(_ owner: Owner, row: Int, column: Int) -> RGB {
    let t = tile(owner, row: row, column: column)
    if light & Self.bit(owner) != 0 {
      func up(_ v: UInt8) -> UInt8 { UInt8(Int(v) + (255 - Int(v)) * 4 / 5) }
      return RGB(up(t.r), up(t.g), up(t.b))
    }
    func down(_ v: UInt8) -> UInt8 { UInt8(Int(v) / 5) }
    return RGB(down(t.r), down(t.g), down(t.b))
  }

  /// The same palette as stored by a wide-gamut (Display P3) screenshot, e.g. iPhone X and later.
  @_spi(Internals) public var displayP3: Palette {
    Palette(
      background: background.displayP3,
      neutral: (neutral.0.displayP3, neutral.1.displayP3),
      player: player.displayP3, playerDefended: playerDefended.displayP3,
      opponent: opponent.displayP3, opponentDefended: opponentDefended.displayP3, light: light)
  }
}

extension RGB {
  /// This sRGB colour re-encoded in Display P3 (same transfer curve, wider primaries).
  @_spi(Internals) public var displayP3: RGB {
    func linear(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func encode(_ c: Double) -> UInt8 {
      let x = min(max(c, 0), 1)
      let e = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
      return UInt8((e * 255).rounded())
    }
    let (lr, lg, lb) = (linear(r), linear(g), linear(b))
    // sRGB → XYZ (D65) → Display P3, folded into one matrix.
    let pr = 0.8225929 * lr + 0.1775339 * lg
    let pg = 0.0331995 * lr + 0.9667835 * lg
    let pb = 0.0170854 * lr + 0.0723957 * lg + 0.9103014 * lb
    return RGB(encode(pr), encode(pg), encode(pb))
  }
}
