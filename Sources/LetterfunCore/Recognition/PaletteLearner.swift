/// Tells owners from the board's own colours when they are no known theme's (a palette the game
/// changed, a screen that shifts colours): the 25 tile colours are grouped, and each group given
/// a role (unclaimed, each side's plain and defended shade) so that the defended rule holds.
///
/// A role is trusted from one of three witnesses, never guessed: its colour is within tolerance
/// of that role in a known palette; or the picture ringed in its hue sits on that side of the
/// header (the screenshot owner on the left); or, for a greyish shade the header cannot show,
/// the other shade of its side is trusted. When two readings with different owners remain
/// about as likely, there is no reading.
struct PaletteLearner: Sendable {
  /// Tiles join a group when every pair in it is this close (sum of channel differences).
  var joinWithin = 40
  /// A group this close to a role's colour in a known palette is that role.
  var tolerance = 45
  /// A group's hue within this many degrees of a header picture's (and far from the other's).
  var hueWithin = 20.0
  /// The runner-up reading must cost this much more per tile than the best.
  var margin = 6

  /// One colour of the board: the tiles showing it (bits by board index) and their median.
  struct Group {
    var mask: UInt32
    var colour: RGB
    var count: Int
    /// Its tiles at even (row + column) are a shade apart from those at odd, each nearer its
    /// own parity's median: the game's checkerboard of unclaimed tiles, which no side shows.
    var showsCheckerboard: Bool
  }

  /// Roles in `Owner` order: unclaimed, player, player defended, opponent, opponent defended.
  private static let roles: [Owner] = [
    .unclaimed, .player, .playerDefended, .opponent, .opponentDefended,
  ]

  /// What the colours say.
  enum Outcome {
    /// Owners shown clearly.
    case read(Ownership)
    /// Readings keep the defended rule, but nothing tells which one is right.
    case unclear
    /// No reading keeps the defended rule with these colours: some tile is no owner's colour.
    case noFit
  }

  /// The owners of `tiles` (board order), if the colours show them clearly.
  func learn(_ tiles: [Tile], header: HeaderHues?) -> Outcome {
    guard tiles.count == Board.tileCount else { return .noFit }
    let groups = Self.group(tiles, within: joinWithin)
    guard groups.count <= Self.roles.count else { return .noFit }
    var unwitnessed = false

    struct Candidate {
      var roles: [Int]
      var cost: Int
      var theme: Theme
      var wide: Bool
    }
    var candidates: [Candidate] = []
    for theme in Theme.allCases {
      for wide in [false, true] {
        let p = wide ? theme.palette.displayP3 : theme.palette
        let (found, unclear) = assignments(groups, palette: p, header: header)
        unwitnessed = unwitnessed || unclear
        for roles in found {
          var cost = 0
          for (g, r) in zip(groups, roles) { cost += g.count * Self.distance(g.colour, r, p) }
          candidates.append(Candidate(roles: roles, cost: cost, theme: theme, wide: wide))
        }
      }
    }
    guard let best = candidates.min(by: { $0.cost < $1.cost }) else {
      return unwitnessed ? .unclear : .noFit
    }
    // Another reading of the same groups that gives other owners and is nearly as good leaves
    // the board unclear.
    let rival = candidates.filter { $0.roles != best.roles }.map(\.cost).min()
    if let rival, rival - best.cost < margin * Board.tileCount { return .unclear }

    var owners: [Owner] = []
    var distances: [Int] = []
    for t in tiles {
      let bit = UInt32(1) << UInt32(Board.index(row: t.row, column: t.column))
      let k = groups.firstIndex { $0.mask & bit != 0 }!
      owners.append(Self.roles[best.roles[k]])
      distances.append(t.colour.distance(to: groups[k].colour))
    }
    // Named only when the colours are that theme's within the usual tolerance on average.
    let named = best.cost <= tolerance * Board.tileCount
    return .read(
      Ownership(
        owners: owners, theme: named ? best.theme : nil, wideGamut: named && best.wide,
        palette: .measured(tiles: tiles, owners: owners), colourDistances: distances,
        tolerance: tolerance))
  }

  /// Every role per group (indices into `roles`) that the defended rule and a witness for each
  /// role allow, in the palette `p`; and whether some kept the rule but lacked a witness.
  private func assignments(_ groups: [Group], palette p: Palette, header: HeaderHues?)
    -> ([[Int]], Bool)
  {
    // Groups near one of the palette's colours are that role; two groups cannot share one.
    let fixed: [Int?] = groups.map { g in
      let (r, d) = (0..<Self.roles.count).map { ($0, Self.distance(g.colour, $0, p)) }
        .min { $0.1 < $1.1 }!
      return d <= tolerance ? r : nil
    }
    let taken = fixed.compactMap { $0 }
    guard Set(taken).count == taken.count else { return ([], false) }
    var out: [[Int]] = []
    var unwitnessed = false
    var roles = [Int](repeating: 0, count: groups.count)
    func place(_ k: Int, _ used: Set<Int>) {
      if k == groups.count {
        switch allowed(roles, groups, fixed: fixed, header: header) {
        case .yes: out.append(roles)
        case .unwitnessed: unwitnessed = true
        case .no: break
        }
        return
      }
      if let r = fixed[k] {
        roles[k] = r
        place(k + 1, used)
        return
      }
      for r in 0..<Self.roles.count where !used.contains(r) {
        roles[k] = r
        place(k + 1, used.union([r]))
      }
    }
    place(0, Set(taken))
    return (out, unwitnessed)
  }

  private enum Verdict { case yes, unwitnessed, no }

  /// Whether one assignment keeps the defended rule and has a witness for every unfixed role.
  private func allowed(_ roles: [Int], _ groups: [Group], fixed: [Int?], header: HeaderHues?)
    -> Verdict
  {
    var masks = [UInt32](repeating: 0, count: Self.roles.count)
    for (g, r) in zip(groups, roles) { masks[r] |= g.mask }
    let player = masks[1] | masks[2]
    let opponent = masks[3] | masks[4]
    // The game draws a tile darker exactly when all its neighbours share its owner.
    let defended = Rules.defended(player) | Rules.defended(opponent)
    guard masks[2] | masks[4] == defended else { return .no }

    func group(_ role: Int) -> Int? { roles.firstIndex(of: role) }
    // Every theme draws the defended shade farther from the unclaimed colour than the plain one.
    if let u = group(0) {
      for (plain, strong) in [(1, 2), (3, 4)] {
        if let a = group(plain), let b = group(strong),
          groups[b].colour.distance(to: groups[u].colour)
            <= groups[a].colour.distance(to: groups[u].colour)
        {
          return .no
        }
      }
    }
    // The header may never contradict a side, known colour or not.
    let sides: [Side] = [.none, .player, .player, .opponent, .opponent]
    for (g, r) in zip(groups, roles) where sides[r] != .none {
      let seen = header?.side(of: g.colour, within: hueWithin) ?? .none
      if seen != .none && seen != sides[r] { return .no }
    }
    func witnessed(_ k: Int) -> Bool {
      if fixed[k] != nil { return true }
      let r = roles[k]
      let side = sides[r]
      if side == .none { return groups[k].showsCheckerboard }
      if header?.side(of: groups[k].colour, within: hueWithin) == side { return true }
      guard groups[k].colour.chroma < HeaderHues.minimumChroma else { return false }
      // A greyish shade: its side's other shade must be known or seen in the header.
      let other = r == 1 ? 2 : r == 2 ? 1 : r == 3 ? 4 : 3
      guard let o = group(other) else { return false }
      return fixed[o] != nil
        || header?.side(of: groups[o].colour, within: hueWithin) == side
    }
    return groups.indices.allSatisfy(witnessed) ? .yes : .unwitnessed
  }

  /// Distance from a colour to a role's colour in a palette (either neutral for unclaimed).
  private static func distance(_ c: RGB, _ role: Int, _ p: Palette) -> Int {
    switch role {
    case 0: min(c.distance(to: p.neutral.0), c.distance(to: p.neutral.1))
    default: c.distance(to: p.tile(roles[role], row: 0, column: 0))
    }
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
      if !even.isEmpty && !odd.isEmpty {
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
