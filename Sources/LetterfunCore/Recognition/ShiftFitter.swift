/// Finds, for each reading of a board's colour groups (a role per group), the known palette and
/// the `PaletteShift` of it that carry the roles' colours nearest the colours seen: first over
/// a grid of shifts, then by a pattern search from the best grid points.
struct ShiftFitter {
  let groups: [PaletteLearner.Group]
  /// What a fit pays, for the whole board, per unit of `PaletteShift.size`.
  let shiftCost: Double

  /// Every theme as drawn in sRGB and as stored by wide-gamut (Display P3) screenshots.
  static let palettes: [(Theme, Bool)] = Theme.allCases.flatMap { [($0, false), ($0, true)] }

  /// Per palette its six colours, in `role` order: the even and odd neutral, then the player's
  /// plain and defended, the opponent's plain and defended.
  static let colours: [[RGB]] = palettes.map { theme, wide in
    let p = wide ? theme.palette.displayP3 : theme.palette
    return [p.neutral.0, p.neutral.1, p.player, p.playerDefended, p.opponent, p.opponentDefended]
  }

  /// Brightness and gamma trade against each other, so gamma has the finer steps.
  static let grid: [PaletteShift] = {
    var out: [PaletteShift] = []
    for b in [0.8, 0.9, 1, 1.1, 1.2] {
      for s in [0.7, 0.85, 1, 1.15, 1.3] {
        for h in [-15, -7.5, 0, 7.5, 15] {
          for g in [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3] {
            out.append(PaletteShift(brightness: b, saturation: s, hue: h, gamma: g))
          }
        }
      }
    }
    return out
  }()

  /// Each palette's six colours through each grid shift: 3 channels each, palette by palette,
  /// computed once (16 x 875 x 6 colours).
  static let shifted: [Double] = {
    var out: [Double] = []
    out.reserveCapacity(colours.count * grid.count * 18)
    for cs in colours {
      for s in grid {
        for c in cs {
          let (r, g, b) = s.channels(c)
          out += [r, g, b]
        }
      }
    }
    return out
  }()

  /// Whose the roles are, in `Owner` order, as indices into a palette's six colours (the
  /// unclaimed role takes the nearer neutral).
  private static func colourIndex(_ role: Int) -> Int { role + 1 }

  /// The best fit of each reading (same order).
  func fits(_ readings: [[Int]]) -> [PaletteLearner.Fit] {
    let n = groups.count
    let seen = groups.map { (Double($0.colour.r), Double($0.colour.g), Double($0.colour.b)) }
    let counts = groups.map { Double($0.count) }
    let grid = Self.grid
    let penalties = grid.map { shiftCost * $0.size }
    let shifted = Self.shifted
    // Per reading and palette, the best grid point and its cost.
    var best = [[(cost: Double, point: Int)]](
      repeating: [(cost: Double, point: Int)](
        repeating: (.infinity, 0), count: Self.palettes.count),
      count: readings.count)
    var distance = [Double](repeating: 0, count: n * 5)
    for p in Self.palettes.indices {
      for k in grid.indices {
        let base = (p * grid.count + k) * 18
        for g in 0..<n {
          let (r, gg, b) = seen[g]
          func d(_ c: Int) -> Double {
            let i = base + 3 * c
            return abs(shifted[i] - r) + abs(shifted[i + 1] - gg) + abs(shifted[i + 2] - b)
          }
          distance[g * 5] = min(d(0), d(1))
          for role in 1..<5 { distance[g * 5 + role] = d(Self.colourIndex(role)) }
        }
        for (a, roles) in readings.enumerated() {
          var cost = penalties[k]
          for g in 0..<n { cost += counts[g] * distance[g * 5 + roles[g]] }
          if cost < best[a][p].cost { best[a][p] = (cost, k) }
        }
      }
    }
    return readings.indices.map { a in
      // The grid is coarse: the three palettes that fit best on it are searched further.
      let order = best[a].indices.sorted { best[a][$0].cost < best[a][$1].cost }
      var fit: PaletteLearner.Fit?
      for p in order.prefix(3) {
        let f = refine(readings[a], palette: p, from: grid[best[a][p].point])
        if fit == nil || f.total < fit!.total { fit = f }
      }
      return fit!
    }
  }

  /// The colours a fit says each group should show (group order).
  func colours(_ f: PaletteLearner.Fit) -> [(Double, Double, Double)] {
    zip(groups, f.roles).map { g, role in
      let cs = Self.colours[f.palette]
      if role == 0 {
        let a = f.shift.channels(cs[0])
        let b = f.shift.channels(cs[1])
        return Self.distance(g.colour, a) <= Self.distance(g.colour, b) ? a : b
      }
      return f.shift.channels(cs[Self.colourIndex(role)])
    }
  }

  static func distance(_ c: RGB, _ e: (Double, Double, Double)) -> Double {
    abs(Double(c.r) - e.0) + abs(Double(c.g) - e.1) + abs(Double(c.b) - e.2)
  }

  /// A pattern search from `start`: each parameter a step either way (and brightness against
  /// gamma, which trade), kept while it lowers the cost, the steps halved four times.
  private func refine(_ roles: [Int], palette p: Int, from start: PaletteShift)
    -> PaletteLearner.Fit
  {
    let cs = Self.colours[p]
    func cost(_ s: PaletteShift) -> (total: Double, residual: Double) {
      var residual = 0.0
      for (g, role) in zip(groups, roles) {
        let d =
          role == 0
          ? min(Self.distance(g.colour, s.channels(cs[0])), Self.distance(g.colour, s.channels(cs[1])))
          : Self.distance(g.colour, s.channels(cs[Self.colourIndex(role)]))
        residual += Double(g.count) * d
      }
      return (residual + shiftCost * s.size, residual)
    }
    var here = start
    var now = cost(here)
    var steps = (brightness: 0.05, saturation: 0.075, hue: 3.75, gamma: 0.05)
    let (lo, hi) = (PaletteShift.lower, PaletteShift.upper)
    for _ in 0..<4 {
      var moved = true
      while moved {
        moved = false
        var tries: [PaletteShift] = []
        for sign in [1.0, -1.0] {
          var s = here
          s.brightness = min(hi.brightness, max(lo.brightness, s.brightness + sign * steps.brightness))
          tries.append(s)
          s = here
          s.saturation = min(hi.saturation, max(lo.saturation, s.saturation + sign * steps.saturation))
          tries.append(s)
          s = here
          s.hue = min(hi.hue, max(lo.hue, s.hue + sign * steps.hue))
          tries.append(s)
          s = here
          s.gamma = min(hi.gamma, max(lo.gamma, s.gamma + sign * steps.gamma))
          tries.append(s)
          s.brightness = min(hi.brightness, max(lo.brightness, s.brightness - sign * steps.brightness))
          tries.append(s)
        }
        for s in tries {
          let c = cost(s)
          if c.total < now.total - 1e-9 {
            here = s
            now = c
            moved = true
          }
        }
      }
      steps = (steps.brightness / 2, steps.saturation / 2, steps.hue / 2, steps.gamma / 2)
    }
    return PaletteLearner.Fit(
      roles: roles, palette: p, shift: here, residual: now.residual, total: now.total)
  }
}
