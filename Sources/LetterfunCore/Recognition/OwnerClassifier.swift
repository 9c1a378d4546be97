/// Tells each tile's owner from its colour, and the theme from all 25 colours together.
///
/// Wide-gamut screenshots (iPhone X and later) store the same colours re-encoded as Display P3,
/// so every theme is tried in both encodings. When no theme fits every tile, or the fit breaks
/// the defended rule, the board's own colours are grouped into roles (`PaletteLearner`).
public struct OwnerClassifier: Sendable {
  /// A tile colour farther than this from every colour of the theme is not trusted.
  var tolerance = 45

  public init() {}

  /// Owners of the 25 tiles, the theme, the palette they show, and any disagreement worth
  /// telling the player about.
  public func classify(_ tiles: [Tile]) -> Ownership {
    let known = nearestTheme(tiles)
    return fits(known) ? known : learned(tiles, known: known, header: nil)
  }

  /// The same, with the header's picture colours to tell whose a colour never seen is.
  public func classify(_ tiles: [Tile], in image: Bitmap, geometry: BoardGeometry) -> Ownership {
    let known = nearestTheme(tiles)
    // Only a board no theme explains pays for measuring the header.
    if fits(known) { return known }
    return learned(tiles, known: known, header: HeaderHues.measure(image, geometry: geometry))
  }

  /// Every tile near its colour and the defended rule kept: the reading of a known theme.
  private func fits(_ o: Ownership) -> Bool {
    o.doubtfulTiles.isEmpty && o.defenceMismatches.isEmpty
  }

  /// The owners the board's own colours show, else `known` with the reason it stays doubtful.
  private func learned(_ tiles: [Tile], known: Ownership, header: HeaderHues?) -> Ownership {
    var learner = PaletteLearner()
    learner.tolerance = tolerance
    switch learner.learn(tiles, header: header) {
    case .read(let o):
      return o
    case .noFit:
      return known
    case .unclear:
      var o = known
      let doubtful = Set(o.doubtfulTiles)
      o.issues = tiles.indices.filter(doubtful.contains).map { i in
        let t = tiles[i]
        return TileIssue(
          .ownerUnclear, row: t.row, column: t.column,
          message: "its colour \(t.colour) is no known theme's, and the board does not show "
            + "whose it is")
      }
      return o
    }
  }

  /// The named theme (in either encoding) whose colours are nearest the tiles', tile by tile.
  private func nearestTheme(_ tiles: [Tile]) -> Ownership {
    // Only the costs while searching; the owners and distances once, for the theme chosen (the
    // first of least cost, as before). Arrays of each of 16 candidates and a tuple of the best
    // cost a third of classifying, most of it making their generic types at first use.
    var best = (theme: Theme.light, wide: false)
    var bestCost = Int.max
    for theme in Theme.allCases {
      for wide in 0..<2 {
        let palette = wide == 1 ? theme.palette.displayP3 : theme.palette
        var cost = 0
        for t in tiles { cost += nearest(t.colour, palette, row: t.row, column: t.column).1 }
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
    return Ownership(
      owners: owners, theme: best.theme, wideGamut: best.wide,
      palette: .measured(tiles: tiles, owners: owners), colourDistances: distances,
      tolerance: tolerance)
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
