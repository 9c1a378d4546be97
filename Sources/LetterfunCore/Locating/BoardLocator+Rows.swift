// Board finding, step 2: grids down for one column candidate, from horizontal edge coverage.

extension BoardLocator {
  /// Grids down, for one column candidate: top edges whose six row lines fall on horizontal edges.
  func verticalCandidates(
    _ p: EdgeProfile, column c: ColumnCandidate, height: Int
  ) -> [(Double, Double)] {
    let h = Double(height)
    let coverage = p.rowCoverage(from: c.x0, to: c.x0 + 5 * c.size)
    // Each row's best coverage within one row either side, once per row rather than once per
    // candidate line through it.
    var near = [Double](repeating: 0, count: height)
    for yi in 0..<height {
      var m = 0.0
      for dy in -1...1 where yi + dy >= 0 && yi + dy < height { m = max(m, coverage[yi + dy]) }
      near[yi] = m
    }
    func lineScore(_ y: Double) -> Double {
      if y < 1.5 || y > h - 1.5 { return abs(y) < 1.5 || abs(y - h) < 1.5 ? 1 : 0 }
      return near[roundedPositive(y)]
    }
    var all: [(Double, Double)] = []
    // A screenshot may cut off up to a third of the last row; a crop may clip the top a little.
    var y0 = -0.1 * c.size
    let bottom = h + 0.34 * c.size  // the lowest the last row line may lie
    all.reserveCapacity(max(0, Int(bottom + 0.1 * c.size - 5 * c.size) + 2))
    // Four tops at a time, each summed in the same order and stepped by the same additions
    // (four independent chains of additions instead of one).
    while true {
      let y1 = y0 + 1
      let y2 = y1 + 1
      let y3 = y2 + 1
      guard y3 + 5 * c.size <= bottom else { break }
      var s0 = 0.0
      var s1 = 0.0
      var s2 = 0.0
      var s3 = 0.0
      for k in 0...5 {
        let dk = Double(k) * c.size
        s0 += lineScore(y0 + dk)
        s1 += lineScore(y1 + dk)
        s2 += lineScore(y2 + dk)
        s3 += lineScore(y3 + dk)
      }
      all.append((s0, y0))
      all.append((s1, y1))
      all.append((s2, y2))
      all.append((s3, y3))
      y0 = y3 + 1
    }
    while y0 + 5 * c.size <= bottom {
      var score = 0.0
      for k in 0...5 { score += lineScore(y0 + Double(k) * c.size) }
      all.append((score, y0))
      y0 += 1
    }
    // The best four tops at least a fifth of a tile apart: each is the best (first, on a tie)
    // of those not too close to one picked before, which is what walking a sorted copy gives,
    // without sorting hundreds of positions to use four.
    var picked: [(Double, Double)] = []
    while picked.count < 4 {
      var best = -1
      for (i, a) in all.enumerated()
      where (best < 0 || a.0 > all[best].0)
        && picked.allSatisfy({ abs($0.1 - a.1) > 0.2 * c.size })
      {
        best = i
      }
      guard best >= 0 else { break }
      picked.append(all[best])
    }
    return picked
  }
}
