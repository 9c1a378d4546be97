/// A tile's letter as sampled: how much of each cell of a square window the letter covers,
/// and the letter's bounding box.
public struct LetterShape: Sendable {
  var cover: [Float]
  var n: Int
  var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)
  /// Pixels per sample, to compare letter sizes across tiles of one board.
  var sampleSize: Double

  /// The letter's height in pixels.
  public var height: Double { Double(box.maxY - box.minY + 1) * sampleSize }

  /// The capital height of a board: the median letter height (a Q or J reaches lower).
  @_spi(Internals) public static func typicalHeight(_ shapes: [LetterShape]) -> Double {
    let h = shapes.map(\.height).sorted()
    return h.isEmpty ? 1 : h[h.count / 2]
  }

  /// The glyph, scaled so that `capHeight` pixels span the grid's letter rows from the letter's
  /// top. One height for the whole board keeps a Q (whose tail reaches lower) unlike an O.
  @_spi(Internals) public func glyph(capHeight: Double) -> Glyph {
    let scale = capHeight / sampleSize / Double(Glyph.letterRows)
    let midX = Double(box.minX + box.maxX + 1) / 2
    // A grid point's x depends only on its column and y only on its row: the bilinear taps
    // and weights are worked out once per column and once per row (25 tiles × 896 points).
    let columns = (0..<Glyph.columns).map { gx in
      Tap(midX + (Double(gx) + 0.5 - Double(Glyph.columns) / 2) * scale - 0.5, n)
    }
    let rows = (0..<Glyph.rows).map { gy in
      Tap(Double(box.minY) + (Double(gy) - 1 + 0.5) * scale - 0.5, n)
    }
    var out = [Float](repeating: 0, count: Glyph.rows * Glyph.columns)
    // The coverage inside a border of zeros: a tap's two samples (from -1 to n) are then always
    // there to read, where four bounds tests per tap cost more than the interpolation.
    let side = n + 2
    var padded = [Float](repeating: 0, count: side * side)
    do {
      var p = padded.mutableSpan
      let c = cover.span
      for y in 0..<n {
        for x in 0..<n { p[(y + 1) * side + x + 1] = c[y * n + x] }
      }
    }
    let v = padded.span
    var o = out.mutableSpan
    for gy in 0..<Glyph.rows where rows[gy].inside {
      let ty = rows[gy]
      for gx in 0..<Glyph.columns where columns[gx].inside {
        let tx = columns[gx]
        let (fx, fy) = (tx.weight, ty.weight)
        let p = (ty.first + 1) * side + tx.first + 1
        let top = v[p] * (1 - fx) + v[p + 1] * fx
        let bottom = v[p + side] * (1 - fx) + v[p + side + 1] * fx
        o[gy * Glyph.columns + gx] = top * (1 - fy) + bottom * fy
      }
    }
    return Glyph(coverage: out)
  }

  /// Bilinear sampling along one axis at `x`: the first of the two samples read and the second
  /// one's weight; outside when `x` is a full sample or more beyond the window.
  private struct Tap {
    var inside: Bool
    var first: Int
    var weight: Float

    init(_ x: Double, _ n: Int) {
      inside = x > -1 && x < Double(n)
      first = inside ? Int(x.rounded(.down)) : 0
      weight = inside ? Float(x - Double(first)) : 0
    }
  }
}
