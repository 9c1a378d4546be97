/// Tells each tile's owner from its colour, and the theme from all 25 colours together.
///
/// Wide-gamut screenshots (iPhone X and later) store the same colours re-encoded as Display P3,
/// so every theme is tried in both encodings.
public struct OwnerClassifier: Sendable {
  /// A tile colour farther than this from every colour of the theme is not trusted.
  var tolerance = 45

  public init() {}

  /// Owners of the 25 tiles, the theme, and any disagreement worth telling the player about.
  public func classify(_ tiles: [Tile]) -> Ownership {
    var best: Ownership?
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
          best = Ownership(
            owners: owners, theme: theme, wideGamut: wide, colourDistances: distances,
            tolerance: tolerance)
        }
      }
    }
    // `Theme.allCases` is never empty, so a best exists.
    return best!
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

/// The owners read from tile colours, with the theme they were read in.
public struct Ownership: Sendable, Equatable {
  public var owners: [Owner]
  public var theme: Theme
  /// Whether the colours are Display P3 (wide-gamut screenshots).
  public var wideGamut: Bool
  /// Per tile, the distance from its colour to the owner colour it was read as.
  public var colourDistances: [Int]
  var tolerance: Int

  /// Tiles whose colour matches no owner's colour of the theme well.
  public var doubtfulTiles: [Int] {
    colourDistances.indices.filter { colourDistances[$0] > tolerance }
  }

  /// Tiles drawn defended (or not) against what their neighbours say: the game draws a tile
  /// darker exactly when every neighbour has the same owner, so a mismatch means a misreading.
  public var defenceMismatches: [Int] {
    let computed = Board.defendedTiles(sides: owners.map(\.side))
    return owners.indices.filter {
      owners[$0].side != .none && owners[$0].isDefended != computed[$0]
    }
  }
}
