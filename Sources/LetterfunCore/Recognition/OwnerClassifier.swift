/// Tells each tile's owner from its colour, and the theme from all 25 colours together.
///
/// Wide-gamut screenshots (iPhone X and later) store the same colours re-encoded as Display P3,
/// so every theme is tried in both encodings. When no theme fits every tile, the fit breaks the
/// defended rule, or two themes fit every tile with different owners, the colours are read as a
/// known theme seen through a colour shift (`PaletteLearner`), or refused as unclear.
public struct OwnerClassifier: Sendable {
  /// A tile colour farther than this from every colour of the theme is not trusted.
  var tolerance = 45

  public init() {}

  /// Owners of the 25 tiles, the theme, the palette they show, and any disagreement worth
  /// telling the player about.
  public func classify(_ tiles: [Tile]) -> Ownership {
    let (known, contested) = nearestTheme(tiles)
    return fits(known) && contested == 0 ? known : learned(tiles, known: known, contested: contested)
  }

  /// Every tile near its colour and the defended rule kept: the reading of a known theme.
  private func fits(_ o: Ownership) -> Bool {
    o.doubtfulTiles.isEmpty && o.defenceMismatches.isEmpty
  }

  /// The owners the colours show through a shift of a known theme, else `known` refused: with
  /// the tiles in doubt as unclear, or (no theme explains them) with its far colours.
  private func learned(_ tiles: [Tile], known: Ownership, contested: UInt32) -> Ownership {
    var learner = PaletteLearner()
    learner.tolerance = tolerance
    let doubt: (UInt32, String)
    switch learner.learn(tiles) {
    case .read(let o):
      return o
    case .unclear(let mask, let why):
      doubt = (mask, why)
    case .noFit:
      // Two themes that fit every tile and disagree, with no shift to tell them apart.
      guard fits(known) else { return known }
      doubt = (contested, "fits two themes that disagree whose it is")
    }
    var o = known
    o.issues = tiles.filter { doubt.0 & (1 << UInt32(Board.index(row: $0.row, column: $0.column))) != 0 }
      .map { t in
        TileIssue(
          .ownerUnclear, row: t.row, column: t.column,
          message: "its colour \(t.colour) \(doubt.1), so whose it is is unclear")
      }
    return o
  }

  /// The named theme (in either encoding) whose colours are nearest the tiles', tile by tile;
  /// and the tiles whose owner another palette, also near every tile, reads otherwise.
  private func nearestTheme(_ tiles: [Tile]) -> (Ownership, contested: UInt32) {
    // Only the costs while searching; the owners and distances once, for the theme chosen (the
    // first of least cost, as before). Arrays of each of 16 candidates and a tuple of the best
    // cost a third of classifying, most of it making their generic types at first use.
    var best = (theme: Theme.light, wide: false)
    var bestCost = Int.max
    // Palettes with every tile within tolerance, as bits (theme index * 2 + wide).
    var near: UInt32 = 0
    for (k, theme) in Theme.allCases.enumerated() {
      for wide in 0..<2 {
        let palette = wide == 1 ? theme.palette.displayP3 : theme.palette
        var cost = 0
        var farthest = 0
        for t in tiles {
          let d = nearest(t.colour, palette, row: t.row, column: t.column).1
          cost += d
          farthest = max(farthest, d)
        }
        if farthest <= tolerance { near |= 1 << UInt32(2 * k + wide) }
        if cost < bestCost {
          bestCost = cost
          best = (theme, wide == 1)
        }
      }
    }
    let palette = best.wide ? best.theme.palette.displayP3 : best.theme.palette
    var owners: [Owner] = []
    var distances: [Int] = []
    owners.reserveCapacity(tiles.count)
    distances.reserveCapacity(tiles.count)
    for t in tiles {
      let (owner, d) = nearest(t.colour, palette, row: t.row, column: t.column)
      owners.append(owner)
      distances.append(d)
    }
    // Another palette near every tile that reads other owners (keeping the defended rule):
    // the colours alone do not say which theme, nor whose each tile is.
    var contested: UInt32 = 0
    let chosen = UInt32(2 * Theme.allCases.firstIndex(of: best.theme)! + (best.wide ? 1 : 0))
    near &= ~(1 << chosen)
    while near != 0 {
      let bit = near.trailingZeroBitCount
      near &= near - 1
      let theme = Theme.allCases[bit / 2]
      let other = bit % 2 == 1 ? theme.palette.displayP3 : theme.palette
      let others = tiles.map { nearest($0.colour, other, row: $0.row, column: $0.column).0 }
      let defended = Board.defendedTiles(sides: others.map(\.side))
      guard others.indices.allSatisfy({ others[$0].side == .none || others[$0].isDefended == defended[$0] })
      else { continue }
      for (i, t) in tiles.enumerated() where others[i] != owners[i] {
        contested |= 1 << UInt32(Board.index(row: t.row, column: t.column))
      }
    }
    return (
      Ownership(
        owners: owners, theme: best.theme, wideGamut: best.wide,
        palette: .measured(tiles: tiles, owners: owners), colourDistances: distances,
        tolerance: tolerance),
      contested
    )
  }

  private func nearest(_ c: RGB, _ p: Palette, row: Int, column: Int) -> (Owner, Int) {
    var owner = Owner.unclaimed
    // Either neutral: the checkerboard step is smaller than JPEG noise.
    var d = min(c.distance(to: p.neutral.0), c.distance(to: p.neutral.1))
    // The owners in a fixed order, each tried by a call rather than from an array literal,
    // which was allocated on each of 400 calls.
    @inline(__always) func consider(_ o: Owner) {
      let e = c.distance(to: p.tile(o, row: row, column: column))
      if e < d {
        d = e
        owner = o
      }
    }
    consider(.player)
    consider(.playerDefended)
    consider(.opponent)
    consider(.opponentDefended)
    return (owner, d)
  }
}
