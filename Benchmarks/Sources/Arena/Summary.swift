import BenchmarkSupport

/// A's games as starter or as second: wins, draws, losses and margins.
struct GameTally {
  var wins = 0
  var draws = 0
  var losses = 0
  var margins: [Int] = []

  mutating func add(_ margin: Int) {
    margins.append(margin)
    if margin > 0 {
      wins += 1
    } else if margin < 0 {
      losses += 1
    } else {
      draws += 1
    }
  }

  var text: String {
    guard !margins.isEmpty else { return "no games" }
    let m = Format.median(margins.map(Double.init))
    let sign = m > 0 ? "+" : ""
    let median = m == m.rounded() ? String(Int(m)) : Format.f1(m)
    return "\(wins) won, \(draws) drawn, \(losses) lost of \(margins.count),"
      + " median margin \(sign)\(median)"
  }
}

/// What the report gives: pair results, A's games by who started, and move times.
struct Summary {
  var pairs = PairCounts()
  var asStarter = GameTally()
  var asSecond = GameTally()
  var wall: [[Double]] = [[], []]
  var cpu: [[Double]] = [[], []]
  /// Games stopped at the turn cap, by who started them (0: A, 1: B).
  var capped = [0, 0]
  /// The pairs again, each capped game scored at the midpoint of its last two moves.
  var adjudicated = PairCounts()

  /// Adds a pair (game 0: A started; game 1: B started); returns A's summed margin.
  @discardableResult
  mutating func add(_ games: [GameRecord]) -> Int {
    asStarter.add(games[0].margin)
    asSecond.add(games[1].margin)
    for (i, g) in games.enumerated() where g.capped { capped[i] += 1 }
    adjudicated.add(margin: games[0].midpointTwice + games[1].midpointTwice)
    for g in games {
      for side in 0..<2 {
        wall[side] += g.wall[side]
        cpu[side] += g.cpu[side]
      }
    }
    let sum = games[0].margin + games[1].margin
    pairs.add(margin: sum)
    return sum
  }

  mutating func merge(_ other: Summary) {
    pairs.merge(other.pairs)
    adjudicated.merge(other.adjudicated)
    for m in other.asStarter.margins { asStarter.add(m) }
    for m in other.asSecond.margins { asSecond.add(m) }
    for side in 0..<2 {
      wall[side] += other.wall[side]
      cpu[side] += other.cpu[side]
      capped[side] += other.capped[side]
    }
  }

  /// "12 won, 3 level, 5 lost of 20 pairs: A scores 67.5% (95% CI 47.6-87.4%; Wilson ...)".
  /// The trinomial interval is the testers' one; on few pairs or all-one-way results its
  /// sample variance is too small, and the binomial Wilson interval is the safer reading.
  var pairText: String {
    let (low, high) = pairs.interval()
    let points = Double(pairs.wins) + Double(pairs.levels) / 2
    let (wLow, wHigh) = wilsonInterval(successes: points, trials: Double(pairs.pairs))
    return "\(pairs.wins) won, \(pairs.levels) level, \(pairs.losses) lost of \(pairs.pairs) pairs:"
      + " A scores \(Format.pct(pairs.score)) (95% CI \(Format.pct(low))-\(Format.pct(high));"
      + " Wilson \(Format.pct(wLow))-\(Format.pct(wHigh)))"
  }

  /// The games and move times, as the report's closing lines.
  func detailLines(a: String, b: String, cpuNote: String?) -> [String] {
    var lines = [
      "  A (\(a)) as starter: \(asStarter.text)",
      "  A (\(a)) as second:  \(asSecond.text)",
    ]
    for (side, name) in [(0, "A (\(a))"), (1, "B (\(b))")] {
      let cpuText = cpu[side].isEmpty ? "CPU not measured" : "CPU \(Format.times(cpu[side]))"
      lines.append("  \(name): wall \(Format.times(wall[side])); \(cpuText)")
    }
    if capped[0] + capped[1] > 0 {
      // A capped game ends on the second mover's retake, which favours the side that did not
      // start it: the midpoint takes that last swing out.
      lines.append(
        "  stopped at the \(Game.turnCap)-turn cap: \(capped[0]) games A started,"
          + " \(capped[1]) B started (scored as they stood after the second mover's move)")
      let a = adjudicated
      lines.append(
        "  each capped game at the midpoint of its last two moves instead: \(a.wins) won,"
          + " \(a.levels) level, \(a.losses) lost: A scores \(Format.pct(a.score))")
    }
    if let cpuNote { lines.append("  " + cpuNote) }
    return lines
  }
}

/// Number formats of the report.
enum Format {
  static func f1(_ x: Double) -> String {
    let t = Int((abs(x) * 10).rounded())
    return (x < 0 && t != 0 ? "-" : "") + String(t / 10) + "." + String(t % 10)
  }

  static func f2(_ x: Double) -> String {
    let t = Int((abs(x) * 100).rounded())
    let frac = t % 100
    return (x < 0 && t != 0 ? "-" : "") + String(t / 100) + "." + (frac < 10 ? "0" : "")
      + String(frac)
  }

  static func pct(_ x: Double) -> String { f1(x * 100) + "%" }

  static func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }

  /// "median 12.3 ms, max 45.6 ms (78 moves)".
  static func times(_ xs: [Double]) -> String {
    guard let longest = xs.max() else { return "no moves" }
    return "median \(f1(median(xs))) ms, max \(f1(longest)) ms (\(xs.count) moves)"
  }
}
