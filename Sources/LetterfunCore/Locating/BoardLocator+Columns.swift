// Board finding, step 1: grids across, scored against the edge profile's vertical runs.

extension BoardLocator {
  struct ColumnCandidate {
    var x0: Double
    var size: Double
    var score: Double
  }

  /// Grids across: the left edge and tile size whose six column lines fall on long vertical edges.
  /// Only the `wanted` best-scoring grids (or a few more) are ordered unless the picks run out:
  /// on the shared screenshots the twelfth pick lies at most 215 grids deep in the order.
  func horizontalCandidates(
    _ p: EdgeProfile, width: Int, wanted: Int = 512
  ) -> [ColumnCandidate] {
    var shortlist = ColumnShortlist(wanted: wanted)
    scanColumns(p, width: width, into: &shortlist)
    var picked = BoardLocator.spreadPicks(shortlist)
    if picked.count < 12 && !shortlist.keepsAll {
      // The head of the order ran out of grids far enough apart: walk the whole order.
      var all = ColumnShortlist(wanted: .max)
      scanColumns(p, width: width, into: &all)
      picked = BoardLocator.spreadPicks(all)
    }
    // Phones draw the board across the whole width: always try that grid.
    let w = Double(width)
    if picked.allSatisfy({ abs($0.size - w / 5) > 1 || abs($0.x0) > 2 }) {
      picked.append(ColumnCandidate(x0: 0, size: w / 5, score: 0))
    }
    return picked
  }

  /// Every column grid tried, largest tiles first and left to right, each scored by how much of
  /// its six lines lies on long vertical edges (the image border counting in full).
  /// `lineByLine` forces the plain scoring of each line, which the other must equal bit for bit.
  func scoredColumns(
    _ p: EdgeProfile, width: Int, lineByLine: Bool = false
  ) -> [ColumnCandidate] {
    var all = ColumnShortlist(wanted: .max)
    scanColumns(p, width: width, lineByLine: lineByLine, into: &all)
    return all.kept.map(\.candidate)
  }

  /// The best twelve grids of a shortlist's best-first order that are spread apart: each not
  /// within 2 of the size or not within a fifth of a tile of the left edge of any picked before.
  static func spreadPicks(_ shortlist: ColumnShortlist) -> [ColumnCandidate] {
    var picked: [ColumnCandidate] = []
    shortlist.walkBestFirst { entry in
      let c = entry.candidate
      if picked.allSatisfy({ abs($0.size - c.size) > 2 || abs($0.x0 - c.x0) > 0.2 * c.size }) {
        picked.append(c)
      }
      return picked.count < 12
    }
    return picked
  }

  /// Scores the grids of `scoredColumns` in its order into a shortlist.
  private func scanColumns(
    _ p: EdgeProfile, width: Int, lineByLine: Bool = false, into candidates: inout ColumnShortlist
  ) {
    let w = Double(width)
    // Per run level, each column's strongest edge count within one column either side; built
    // on first use (a search touches only a few levels).
    var nearby = [[Int]](repeating: [], count: EdgeProfile.runLevels)
    func strongestNear(level: Int) -> [Int] {
      if !nearby[level].isEmpty { return nearby[level] }
      var m = [Int](repeating: 0, count: width)
      for x in 0..<width {
        var best = 0
        for dx in -1...1 where x + dx >= 0 && x + dx < width {
          best = max(best, p.columnRuns[(x + dx) * EdgeProfile.runLevels + level])
        }
        m[x] = best
      }
      nearby[level] = m
      return m
    }
    let step = max(0.25, w / 1500)
    var size = w / 5
    // Per column, the share of a full line's run its edges make at this size (at most 1):
    // each column's division done once per size rather than once per candidate line.
    var share = [Double](repeating: 0, count: width)
    // The same shares by rounded line position, the image border's 1 included: `line(x0, k)`
    // as one load (see `LineOffsets`). Two copies differ in where the right border begins.
    let padded = width + 16
    var bordered = [Double](repeating: 1, count: 2 * padded)
    while size >= w / 14 {
      // Letter strokes are under half a tile tall; tile boundaries run a tile or more.
      let near = strongestNear(level: p.runLevel(atMost: 0.55 * size))
      let runScale = 5 * size
      let lastX0 = w - 5 * size
      if !lineByLine, let offsets = LineOffsets(size: size, width: width) {
        // Only these ranges change from size to size; the rest of both tables stays 1.
        if width > 3 {
          var table = bordered.mutableSpan
          let counts = near.span
          // Stated once, so the loop's own bounds checks can go.
          precondition(counts.count == width && table.count == 2 * padded)
          for x in 2..<width - 1 {
            let s = min(1, Double(counts[x]) / runScale)
            table[x] = s
            table[padded &+ x] = s
          }
          table[padded + width - 1] = min(1, Double(counts[width - 1]) / runScale)
        }
        let count = lastX0 + 0.01 >= 0 ? Int((lastX0 + 0.01).rounded(.down)) + 1 : 0
        BoardLocator.scoreColumns(
          count: count, size: size, bordered.span, padded: padded, offsets, into: &candidates)
        size -= step
        continue
      }
      var shares = share.mutableSpan
      for x in 0..<width { shares[x] = min(1, Double(near[x]) / runScale) }
      @inline(__always) func line(_ x0: Double, _ k: Int) -> Double {
        let x = x0 + Double(k) * size
        // The image border stands in for the board's edge.
        return x < 1.5 || x > w - 1.5 ? 1 : share[roundedPositive(x)]
      }
      var x0 = -0.0
      // Every line of these grids lies within the image (0 ≤ x ≤ w + 0.01). Four left
      // edges at a time, each summed in the same order: one chain of dependent additions
      // per candidate kept the loop waiting on the adder.
      while x0 + 3 <= lastX0 + 0.01 {
        var s0 = 0.0
        var s1 = 0.0
        var s2 = 0.0
        var s3 = 0.0
        for k in 0...5 {
          s0 += line(x0, k)
          s1 += line(x0 + 1, k)
          s2 += line(x0 + 2, k)
          s3 += line(x0 + 3, k)
        }
        candidates.add(ColumnCandidate(x0: x0, size: size, score: s0))
        candidates.add(ColumnCandidate(x0: x0 + 1, size: size, score: s1))
        candidates.add(ColumnCandidate(x0: x0 + 2, size: size, score: s2))
        candidates.add(ColumnCandidate(x0: x0 + 3, size: size, score: s3))
        x0 += 4
      }
      while x0 <= lastX0 + 0.01 {
        var score = 0.0
        for k in 0...5 { score += line(x0, k) }
        candidates.add(ColumnCandidate(x0: x0, size: size, score: score))
        x0 += 1
      }
      size -= step
    }
  }

  /// Adds the candidates of one tile size with left edges 0, 1, …, `count - 1`: each score
  /// the sum of its six lines' shares, added in the order the line-by-line loop adds them.
  private static func scoreColumns(
    count: Int, size: Double, _ bordered: Span<Double>, padded: Int,
    _ offsets: LineOffsets, into candidates: inout ColumnShortlist
  ) {
    // Where line k of the grid at left edge 0 reads; left edge c reads c further on.
    func row(_ k: Int) -> Int { offsets.table[k] * padded + offsets.start[k] }
    guard count > 0 else { return }
    // Each line's reads as one span of `count` shares: one bounds check a line, not a load.
    let l0 = bordered.extracting(row(0)..<row(0) + count)
    let l1 = bordered.extracting(row(1)..<row(1) + count)
    let l2 = bordered.extracting(row(2)..<row(2) + count)
    let l3 = bordered.extracting(row(3)..<row(3) + count)
    let l4 = bordered.extracting(row(4)..<row(4) + count)
    let l5 = bordered.extracting(row(5)..<row(5) + count)
    for c in 0..<count {
      let score = l0[c] + l1[c] + l2[c] + l3[c] + l4[c] + l5[c]
      // The first left edge is -0.0, as the stepped loop starts it.
      candidates.add(ColumnCandidate(x0: c == 0 ? -0.0 : Double(c), size: size, score: score))
    }
  }
}

/// Where the six column lines of a tile size fall, as whole offsets from the left edge, when
/// that is exact: a line at `x0 + k * size` (x0 a whole number) reads `share[Int(x + 0.5)]`,
/// or 1 when x < 1.5 or x > w - 1.5, and that index is x0 plus the rounding of `k * size` alone
/// unless `k * size + 0.5` lies within a millionth of a whole number (where the two roundings
/// of the sum could tip it). Halves are exact sums: there the index is still x0 plus an offset
/// but x = w - 1.5 is not past the border, hence the second table. Any other line: nil, and
/// the size is scored line by line.
private struct LineOffsets {
  /// Per line k: 0 for the table whose right border begins at w - 1, 1 for the one at w.
  var table = InlineArray<6, Int>(repeating: 0)
  var start = InlineArray<6, Int>(repeating: 0)

  init?(size: Double, width: Int) {
    for k in 0...5 {
      let ks = Double(k) * size
      let y = ks + 0.5
      guard y >= 0, y < Double(width) + 2 else { return nil }
      let n = Int(y)
      let f = y - Double(n)
      if f >= 1e-6 && f <= 1 - 1e-6 {
        table[k] = 0
      } else if f == 0 && (ks * 2).rounded(.down) == ks * 2 {
        table[k] = 1
      } else {
        return nil
      }
      start[k] = n
    }
  }
}
