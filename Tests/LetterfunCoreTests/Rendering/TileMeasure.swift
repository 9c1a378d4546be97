@_spi(Internals) import LetterfunCore

/// What one tile of a screenshot looks like, measured the same way on a real screenshot and on
/// a render: its colour, and its letter's place, size and weight.
struct TileMeasure {
  /// Median colour of a ring just inside the tile's edges.
  var colour: RGB
  /// Ink-weighted centre of the letter, in pixels from the tile's centre.
  var centroid: (x: Double, y: Double)
  /// Sum of ink coverage over the tile's area: how heavy the letter is.
  var inkShare: Double
  /// Top and height of the letter's box (coverage ≥ 0.5), as shares of the tile.
  var top: Double
  var height: Double
  /// Width of the letter's box, as a share of the tile.
  var width: Double
  /// Median length of horizontal ink runs through the letter's middle third, as a share of the
  /// tile: the stem width of letters with upright stems (I, L, T, H...).
  var stem: Double
  /// The tile's side in pixels.
  var tileSize: Double

  /// Measures tile (`row`, `column`) of `image` on the grid `g`; nil when it holds no letter.
  init?(_ image: Bitmap, _ g: BoardGeometry, row: Int, column: Int) {
    let s = g.tileSize
    tileSize = s
    let (x0, y0) = g.point(row: row, column: column, fx: 0, fy: 0)
    func px(_ fx: Double, _ fy: Double) -> RGB? {
      let x = Int((x0 + fx * s).rounded(.down))
      let y = Int((y0 + fy * s).rounded(.down))
      guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
      return image.pixel(x, y)
    }
    // The ring at 5-9% from the edges: inside the tile, clear of every letter.
    var ring: [RGB] = []
    let n = max(8, Int(s))
    for k in 0..<n {
      let f = (Double(k) + 0.5) / Double(n)
      for d in [0.05, 0.07, 0.09] {
        for p in [px(f, d), px(f, 1 - d), px(d, f), px(1 - d, f)] {
          if let p { ring.append(p) }
        }
      }
    }
    guard !ring.isEmpty else { return nil }
    func median(_ v: [UInt8]) -> UInt8 { v.sorted()[v.count / 2] }
    colour = RGB(median(ring.map(\.r)), median(ring.map(\.g)), median(ring.map(\.b)))

    // Coverage over the middle 84% of the tile, relative to the letter's full contrast.
    let lo = Int((0.08 * s).rounded())
    let hi = Int((0.92 * s).rounded())
    let side = hi - lo
    guard side > 4 else { return nil }
    var d = [Double](repeating: 0, count: side * side)
    for y in 0..<side {
      for x in 0..<side {
        let xi = Int(x0.rounded(.down)) + lo + x
        let yi = Int(y0.rounded(.down)) + lo + y
        guard xi >= 0, yi >= 0, xi < image.width, yi < image.height else { continue }
        d[y * side + x] = Double(image.pixel(xi, yi).distance(to: colour))
      }
    }
    // The 98.5th percentile of the distances (whole numbers 0...765), by histogram.
    var histogram = [Int](repeating: 0, count: 766)
    for v in d { histogram[Int(v)] += 1 }
    var seen = 0
    var contrast = 765.0
    for (k, count) in histogram.enumerated() {
      seen += count
      if seen > Int(Double(d.count - 1) * 0.985) {
        contrast = Double(k)
        break
      }
    }
    guard contrast >= 45 else { return nil }
    let cover = d.map { min(1, $0 / contrast) }
    var (sum, sx, sy) = (0.0, 0.0, 0.0)
    var (minX, minY, maxX, maxY) = (side, side, -1, -1)
    for y in 0..<side {
      for x in 0..<side {
        let c = cover[y * side + x]
        sum += c
        sx += c * Double(x)
        sy += c * Double(y)
        if c >= 0.5 {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
    guard sum > 0, maxX >= 0 else { return nil }
    let mid = Double(side) / 2
    centroid = (sx / sum + 0.5 - mid, sy / sum + 0.5 - mid)
    inkShare = sum / (s * s)
    top = (Double(lo + minY)) / s
    height = Double(maxY - minY + 1) / s
    width = Double(maxX - minX + 1) / s
    // Runs that coverage sums along each row (anti-aliased edges count by their share).
    var runs: [Double] = []
    let third = (maxY - minY + 1) / 3
    for y in (minY + third)...(maxY - third) {
      var run = 0.0
      for x in 0..<side {
        let c = cover[y * side + x]
        if c > 0.05 {
          run += c
        } else if run > 0 {
          runs.append(run)
          run = 0
        }
      }
      if run > 0 { runs.append(run) }
    }
    stem = runs.isEmpty ? 0 : runs.sorted()[runs.count / 2] / s
  }
}
