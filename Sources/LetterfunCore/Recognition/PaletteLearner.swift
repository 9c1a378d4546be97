/// Tells owners when the board's colours are no known theme's as drawn (a screen, a profile or
/// a filter shifted them): the 25 tile colours are grouped, each grouping into roles that keeps
/// the defended rule is fitted by one `PaletteShift` of each known palette, all roles together,
/// and the roles (sides included) come from the best fit.
///
/// A reading is given only when the evidence agrees: the best fit explains the colours, beats
/// every reading with other owners by a clear margin per tile they would change, and, when the
/// board shows one side only (its side then rests on a single colour), no colour lies near
/// another side's colour in a known theme. Otherwise the board is unclear, never guessed.
/// The players' pictures above the board are no witness: real headers colour both pictures
/// and put the turn marker under either player.
struct PaletteLearner: Sendable {
  /// Tiles join a group when every pair in it is this close (sum of channel differences).
  var joinWithin = 40
  /// A colour this close to a role's colour in a known palette looks like that role.
  var tolerance = 45
  /// The best fit must beat every reading with other owners by this much per tile whose owner
  /// differs: about 5 per channel, above the noise on a tile's median colour.
  var margin = 16.0
  /// What a fit pays per tile for each unit of `PaletteShift.size`.
  var shiftCost = 4.0
  /// The fitted colours must lie this close on average over the tiles...
  var meanResidual = 15.0
  /// ...and each colour within this of its role's (20 a channel: colour-managed screenshots,
  /// e.g. the iPhone X's, differ from the theme table by as much).
  var groupResidual = 60.0

  /// One colour of the board: the tiles showing it (bits by board index) and their median.
  struct Group {
    var mask: UInt32
    var colour: RGB
    var count: Int
    /// Three tiles or more at even (row + column) and at odd, a shade apart and each nearer
    /// its own parity's median: the game's checkerboard of unclaimed tiles, which no side shows.
    var showsCheckerboard: Bool
  }

  /// Roles in `Owner` order: unclaimed, player, player defended, opponent, opponent defended.
  static let roles: [Owner] = [
    .unclaimed, .player, .playerDefended, .opponent, .opponentDefended,
  ]

  /// What the colours say.
  enum Outcome {
    /// Owners shown clearly.
    case read(Ownership)
    /// Readings with different owners remain about as likely, or the evidence disagrees: the
    /// tiles in doubt (bits by board index) and why.
    case unclear(UInt32, String)
    /// No known theme, shifted modestly, explains these colours under any reading.
    case noFit
  }

  /// One reading: a role per group, the palette and shift that fit it best, and its cost (the
  /// colour distances, each tile's, plus what the shift costs).
  struct Fit {
    var roles: [Int]
    var palette: Int
    var shift: PaletteShift
    var residual: Double
    var total: Double
  }

  /// The owners of `tiles` (board order), if the colours show them clearly.
  func learn(_ tiles: [Tile]) -> Outcome {
    guard tiles.count == Board.tileCount else { return .noFit }
    let groups = Self.group(tiles, within: joinWithin)
    guard groups.count <= Self.roles.count else { return .noFit }
    let readings = Self.assignments(groups)
    guard !readings.isEmpty else { return .noFit }
    let fitter = ShiftFitter(groups: groups, shiftCost: shiftCost * Double(Board.tileCount))
    let fits = fitter.fits(readings).sorted { $0.total < $1.total }
    let best = fits[0]

    // The colours must be a known theme's, shifted.
    let seen = fitter.colours(best)
    let residuals = zip(groups, seen).map { ShiftFitter.distance($0.colour, $1) }
    guard best.residual <= meanResidual * Double(Board.tileCount),
      residuals.allSatisfy({ $0 <= groupResidual })
    else { return .noFit }

    func owners(_ f: Fit) -> [Owner] {
      var o = [Owner](repeating: .unclaimed, count: Board.tileCount)
      for (g, r) in zip(groups, f.roles) {
        for i in 0..<Board.tileCount where g.mask & (1 << UInt32(i)) != 0 { o[i] = Self.roles[r] }
      }
      return o
    }
    let bestOwners = owners(best)
    // Clearly better than every other reading, per tile it would change.
    if fits.count > 1 {
      let rival = owners(fits[1])
      var differ: UInt32 = 0
      for i in 0..<Board.tileCount where rival[i] != bestOwners[i] { differ |= 1 << UInt32(i) }
      if fits[1].total - best.total < margin * Double(differ.nonzeroBitCount) {
        return .unclear(differ, "fits another reading of the themes about as well")
      }
    }
    // One side only: its side rests on one colour, which must not look like the other's.
    let sides = Set(best.roles.map { Self.roles[$0].side }).subtracting([.none])
    if sides.count <= 1 {
      for (g, r) in zip(groups, best.roles) {
        if let near = Self.nearestKnownSide(g.colour, within: tolerance),
          near != Self.roles[r].side
        {
          return .unclear(
            g.mask, "looks like another side's colour in a known theme")
        }
      }
    }

    let (theme, wide) = ShiftFitter.palettes[best.palette]
    var distances: [Int] = []
    distances.reserveCapacity(tiles.count)
    for t in tiles {
      let bit = UInt32(1) << UInt32(Board.index(row: t.row, column: t.column))
      let k = groups.firstIndex { $0.mask & bit != 0 }!
      distances.append(t.colour.distance(to: groups[k].colour))
    }
    let tileOwners = tiles.map { bestOwners[Board.index(row: $0.row, column: $0.column)] }
    return .read(
      Ownership(
        owners: tileOwners, theme: theme, wideGamut: wide,
        palette: .measured(tiles: tiles, owners: tileOwners), colourDistances: distances,
        tolerance: tolerance))
  }

  /// The side of the known palettes' colour nearest `c` (either encoding, every role), when
  /// one lies within `within`.
  static func nearestKnownSide(_ c: RGB, within: Int) -> Side? {
    var best: (Int, Side)?
    for (theme, wide) in ShiftFitter.palettes {
      let p = wide ? theme.palette.displayP3 : theme.palette
      for (k, owner) in roles.enumerated() {
        let d =
          k == 0
          ? min(c.distance(to: p.neutral.0), c.distance(to: p.neutral.1))
          : c.distance(to: p.tile(owner, row: 0, column: 0))
        if d <= within, best == nil || d < best!.0 { best = (d, owner.side) }
      }
    }
    return best?.1
  }

  /// Every role per group (indices into `roles`, one group a role) that keeps the defended
  /// rule, with every checkerboard group unclaimed.
  static func assignments(_ groups: [Group]) -> [[Int]] {
    var out: [[Int]] = []
    var roles = [Int](repeating: 0, count: groups.count)
    func place(_ k: Int, _ used: Int) {
      if k == groups.count {
        if keepsDefendedRule(roles, groups) { out.append(roles) }
        return
      }
      for r in 0..<Self.roles.count where used & (1 << r) == 0 {
        if r != 0 && groups[k].showsCheckerboard { continue }
        roles[k] = r
        place(k + 1, used | 1 << r)
      }
    }
    place(0, 0)
    return out
  }

  /// The game draws a tile darker exactly when all its neighbours share its owner.
  private static func keepsDefendedRule(_ roles: [Int], _ groups: [Group]) -> Bool {
    var masks = [UInt32](repeating: 0, count: Self.roles.count)
    for (g, r) in zip(groups, roles) { masks[r] |= g.mask }
    let defended = Rules.defended(masks[1] | masks[2]) | Rules.defended(masks[3] | masks[4])
    return masks[2] | masks[4] == defended
  }

  /// Groups tiles whose colours all lie within `within` of each other (complete linkage, the
  /// closest groups joined first), each with its per-channel median colour.
  static func group(_ tiles: [Tile], within: Int) -> [Group] {
    var members: [[Int]] = tiles.indices.map { [$0] }
    let d = tiles.map { a in tiles.map { a.colour.distance(to: $0.colour) } }
    while members.count > 1 {
      var best: (Int, Int, Int)?
      for i in members.indices {
        for j in (i + 1)..<members.count {
          var far = 0
          for a in members[i] { for b in members[j] { far = max(far, d[a][b]) } }
          if far <= within, best == nil || far < best!.2 { best = (i, j, far) }
        }
      }
      guard let (i, j, _) = best else { break }
      members[i] += members[j]
      members.remove(at: j)
    }
    func median(_ m: [Int]) -> RGB {
      func channel(_ c: (RGB) -> UInt8) -> UInt8 {
        let v = m.map { c(tiles[$0].colour) }.sorted()
        return v[(v.count - 1) / 2]
      }
      return RGB(channel { $0.r }, channel { $0.g }, channel { $0.b })
    }
    return members.map { m in
      var mask: UInt32 = 0
      for i in m { mask |= 1 << UInt32(Board.index(row: tiles[i].row, column: tiles[i].column)) }
      let even = m.filter { (tiles[$0].row + tiles[$0].column) % 2 == 0 }
      let odd = m.filter { (tiles[$0].row + tiles[$0].column) % 2 == 1 }
      var checkerboard = false
      // Two tiles always sit nearer their own medians: three a parity make it a pattern.
      if even.count >= 3 && odd.count >= 3 {
        let (e, o) = (median(even), median(odd))
        checkerboard =
          e.distance(to: o) >= 3
          && even.allSatisfy { tiles[$0].colour.distance(to: e) < tiles[$0].colour.distance(to: o) }
          && odd.allSatisfy { tiles[$0].colour.distance(to: o) < tiles[$0].colour.distance(to: e) }
      }
      return Group(mask: mask, colour: median(m), count: m.count, showsCheckerboard: checkerboard)
    }
  }
}
