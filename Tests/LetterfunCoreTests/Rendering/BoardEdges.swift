@_spi(Internals) import LetterfunCore

/// Where a board's tile boundaries really are, to the pixel: each of the locator's six column
/// and row lines moved to the strongest colour step near it, then one origin and tile size
/// fitted through the lines that show. The locator's grid comes from a thumbnail and may be a
/// few pixels off; comparing renders with screenshots needs the boundaries themselves.
enum BoardEdges {
  static func refine(_ image: Bitmap, _ g: BoardGeometry) -> BoardGeometry {
    let s = g.tileSize
    let reach = max(2, Int(0.06 * s))
    // Steps are summed along the bands near tile edges, where no letter reaches.
    let fractions = [0.03, 0.06, 0.09, 0.91, 0.94, 0.97]
    func step(_ a: RGB, _ b: RGB) -> Int { a.distance(to: b) }
    func fit(_ lines: [(k: Int, at: Double)], _ origin: Double) -> (Double, Double) {
      guard lines.count >= 2 else { return (origin, s) }
      let n = Double(lines.count)
      let mk = lines.reduce(0) { $0 + Double($1.k) } / n
      let ma = lines.reduce(0) { $0 + $1.at } / n
      let skk = lines.reduce(0) { $0 + (Double($1.k) - mk) * (Double($1.k) - mk) }
      let ska = lines.reduce(0) { $0 + (Double($1.k) - mk) * ($1.at - ma) }
      let size = ska / skk
      return (ma - mk * size, size)
    }
    var columns: [(k: Int, at: Double)] = []
    var rows: [(k: Int, at: Double)] = []
    for k in 0...5 {
      let x = Int((g.originX + Double(k) * s).rounded())
      var best = (score: 0, x: x)
      for cx in (x - reach)...(x + reach) where cx >= 1 && cx < image.width {
        var sum = 0
        for r in 0..<5 {
          for f in fractions {
            let y = Int(g.originY + (Double(r) + f) * s)
            guard y >= 0, y < image.height else { continue }
            sum += step(image.pixel(cx - 1, y), image.pixel(cx, y))
          }
        }
        if sum > best.score { best = (sum, cx) }
      }
      // A line with no clear step (the image's border, or two tiles alike) says nothing.
      if best.score > 30 * 5 * fractions.count / 4 { columns.append((k, Double(best.x))) }
      let y = Int((g.originY + Double(k) * s).rounded())
      var bestY = (score: 0, y: y)
      for cy in (y - reach)...(y + reach) where cy >= 1 && cy < image.height {
        var sum = 0
        for c in 0..<5 {
          for f in fractions {
            let x = Int(g.originX + (Double(c) + f) * s)
            guard x >= 0, x < image.width else { continue }
            sum += step(image.pixel(x, cy - 1), image.pixel(x, cy))
          }
        }
        if sum > bestY.score { bestY = (sum, cy) }
      }
      if bestY.score > 30 * 5 * fractions.count / 4 { rows.append((k, Double(bestY.y))) }
    }
    let (ox, sx) = fit(columns, g.originX)
    let (oy, sy) = fit(rows, g.originY)
    // Phones fill the width: no inner column step may show on a fresh board, the rows fix it.
    let size = columns.count >= 2 ? (rows.count >= 2 ? (sx + sy) / 2 : sx) : sy
    return BoardGeometry(originX: columns.count >= 2 ? ox : g.originX, originY: oy, tileSize: size)
  }
}
