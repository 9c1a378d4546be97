// Board finding, fallback: grids from the board's outline alone.

extension BoardLocator {
  /// Grids whose outer square lies on long edges, for boards whose inner tile boundaries do
  /// not show: on a fresh board the two pale neutrals differ by less than an edge (3 per
  /// channel), so only the board against the background does. Sides are whole groups of
  /// adjacent edge columns (or rows), their boundary half a pixel past the group's middle.
  func frameCandidates(_ p: EdgeProfile, width: Int, height: Int) -> [BoardGeometry] {
    let w = Double(width)
    let smallest = 5 * w / 14
    // Columns with vertical runs longer than any letter stroke; a side may be broken (JPEG
    // noise on a faint edge), so what counts below is their total.
    let level = p.runLevel(atMost: 0.15 * smallest)
    var sides: [(centre: Double, run: Int)] = []
    var x = 0
    while x < width {
      guard p.columnRuns[x * EdgeProfile.runLevels + level] > 0 else {
        x += 1
        continue
      }
      let first = x
      var run = 0
      while x < width && p.columnRuns[x * EdgeProfile.runLevels + level] > 0 {
        run = max(run, p.columnRuns[x * EdgeProfile.runLevels + level])
        x += 1
      }
      sides.append((Double(first + x - 1) / 2 + 0.5, run))
    }
    var out: [BoardGeometry] = []
    for (i, a) in sides.enumerated() {
      for b in sides[(i + 1)...] {
        let side = b.centre - a.centre
        guard side >= smallest, side <= w + 1 else { continue }
        // Both sides' runs must cover most of the board's height.
        guard Double(min(a.run, b.run)) >= 0.8 * side else { continue }
        let coverage = p.rowCoverage(from: a.centre, to: b.centre)
        var rows: [Double] = []
        var y = 0
        while y < height {
          guard coverage[y] >= 0.6 else {
            y += 1
            continue
          }
          let first = y
          while y < height && coverage[y] >= 0.6 { y += 1 }
          rows.append(Double(first + y - 1) / 2 + 0.5)
        }
        for top in rows where rows.contains(where: { abs($0 - top - side) <= 2 }) {
          out.append(BoardGeometry(originX: a.centre, originY: top, tileSize: side / 5))
          if out.count >= 64 { return out }
        }
      }
    }
    return out
  }
}
