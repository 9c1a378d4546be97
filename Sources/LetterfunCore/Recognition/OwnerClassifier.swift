/// Tells each tile's owner from its colour, and the theme from all 25 colours together.
///
/// Wide-gamut screenshots (iPhone X and later) store the same colours re-encoded as Display P3,
/// so every theme is tried in both encodings.
public struct OwnerClassifier: Sendable {
  /// A tile colour farther than this from every colour of the theme is not trusted.
  var tolerance = 45

  public init() {}

  /// Owners of the 25 tiles, the theme, the palette they show, and any disagreement worth
  /// telling the player about.
  public func classify(_ tiles: [Tile]) -> Ownership {
    var best: (owners: [Owner], theme: Theme, wide: Bool, distances: [Int])?
    var bestCost = Int.max
    for theme in Theme.allCases {
      for wide in [false, true] {
        let palette = wide ? theme.palette.displayP3 : theme.palette
        var owners: [Owner] = []
        var distances: [Int] = []
        var cost = 0
        for t in tiles {
          let (owner, d) = nearest(t.colour, palette, row: t.row, column: t.column)
          owners.append(owner)
          distances.append(d)
          cost += d
        }
        if cost < bestCost {
          bestCost = cost
          best = (owners, theme, wide, distances)
        }
      }
    }
    // `Theme.allCases` is never empty, so a best exists.
    let b = best!
    return Ownership(
      owners: b.owners, theme: b.theme, wideGamut: b.wide,
      palette: .measured(tiles: tiles, owners: b.owners), colourDistances: b.distances,
      tolerance: tolerance)
  }

  private func nearest(_ c: RGB, _ p: Palette, row: Int, column: Int) -> (Owner, Int) {
    var owner = Owner.unclaimed
    // Either neutral: the checkerboard step is smaller than JPEG noise.
    var d = min(c.distance(to: p.neutral.0), c.distance(to: p.neutral.1))
    for o in [Owner.player, .playerDefended, .opponent, .opponentDefended] {
      let e = c.distance(to: p.tile(o, row: row, column: column))
      if e < d {
        d = e
        owner = o
      }
    }
    return (owner, d)
  }
}
