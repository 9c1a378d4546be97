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
    // Coverages are never negative (nor -0.0), so any order of taking the maximum gives the
    // same value: the inner rows without the edge tests.
    var near = [Double](repeating: 0, count: height)
    if height >= 2 {
      var out = near.mutableSpan
      let cov = coverage.span
      out[0] = max(0, max(cov[0], cov[1]))
      for yi in 1..<height - 1 { out[yi] = max(max(cov[yi - 1], cov[yi]), cov[yi + 1]) }
      out[height - 1] = max(cov[height - 2], cov[height - 1])
    } else if height == 1 {
      near[0] = max(0, coverage[0])
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
    return BoardLocator.bestTops(all, apart: 0.2 * c.size)
  }

  /// The best four of (score, top) pairs whose tops are more than `apart` from each other:
  /// each the best (first, on a tie) of those not too close to one picked before, which is
  /// what walking a sorted copy gives, without sorting hundreds of positions to use four.
  static func bestTops(_ all: [(Double, Double)], apart: Double) -> [(Double, Double)] {
    // Tops come in blocks of 16 with their best score: a block whose best cannot beat the
    // best found so far is passed over whole.
    let blockSize = 16
    var blockBest = [Double](
      repeating: -.infinity, count: (all.count + blockSize - 1) / blockSize)
    for (i, a) in all.enumerated() where a.0 > blockBest[i / blockSize] {
      blockBest[i / blockSize] = a.0
    }
    var picked: [(Double, Double)] = []
    picked.reserveCapacity(4)
    while picked.count < 4 {
      var best = -1
      for block in blockBest.indices where best < 0 || blockBest[block] > all[best].0 {
        let start = block * blockSize
        for i in start..<min(all.count, start + blockSize)
        where (best < 0 || all[i].0 > all[best].0)
          && picked.allSatisfy({ abs($0.1 - all[i].1) > apart })
        {
          best = i
        }
      }
      guard best >= 0 else { break }
      picked.append(all[best])
    }
    return picked
  }
}
