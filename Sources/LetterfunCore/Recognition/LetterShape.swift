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

  /// `typicalHeight` of the shapes found (nil for a tile without one), with no array of the
  /// shapes themselves: the reader's only use of one was this, and its type is made at first use.
  static func typicalHeight(of shapes: [LetterShape?]) -> Double {
    var h: [Double] = []
    h.reserveCapacity(shapes.count)
    for case let shape? in shapes { h.append(shape.height) }
    h.sort()
    return h.isEmpty ? 1 : h[h.count / 2]
  }

  /// The glyph, scaled so that `capHeight` pixels span the grid's letter rows from the letter's
  /// top. One height for the whole board keeps a Q (whose tail reaches lower) unlike an O.
  @_spi(Internals) public func glyph(capHeight: Double) -> Glyph {
    let scale = capHeight / sampleSize / Double(Glyph.letterRows)
    let midX = Double(box.minX + box.maxX + 1) / 2
    // A grid point's x depends only on its column and y only on its row: the bilinear taps
    // and weights are worked out once per column and once per row (25 tiles × 896 points),
    // on the stack (arrays of taps, and making their type at first use, cost as much again).
    let columnTaps = InlineArray<32, Tap> { gx in
      Tap(midX + (Double(gx) + 0.5 - Double(Glyph.columns) / 2) * scale - 0.5, n)
    }
    let rowTaps = InlineArray<28, Tap> { gy in
      Tap(Double(box.minY) + (Double(gy) - 1 + 0.5) * scale - 0.5, n)
    }
    // Read through spans: subscripting the inline arrays themselves copied them a read.
    let (columns, rows) = (columnTaps.span, rowTaps.span)
    var out = [Float](repeating: 0, count: Glyph.rows * Glyph.columns)
    // A tap's sample outside the window reads the nearest inside one with weight 0: a product
    // of +0, as the zero outside would give, with no bounds tests or bordered copy per tile.
    let v = cover.span
    var o = out.mutableSpan
    for gy in 0..<Glyph.rows where rows[gy].inside {
      let ty = rows[gy]
      let (upper, lower) = (ty.near * n, ty.far * n)
      for gx in 0..<Glyph.columns where columns[gx].inside {
        let tx = columns[gx]
        // Wrapping index arithmetic: the taps are inside the window (the span checks each).
        let top = v[upper &+ tx.near] * tx.nearWeight + v[upper &+ tx.far] * tx.farWeight
        let bottom = v[lower &+ tx.near] * tx.nearWeight + v[lower &+ tx.far] * tx.farWeight
        o[gy &* Glyph.columns &+ gx] = top * ty.nearWeight + bottom * ty.farWeight
      }
    }
    return Glyph(coverage: out)
  }

  /// Bilinear sampling along one axis at `x`: the two samples read and their weights (the
  /// second's is x's fraction, the first's one less it, as the interpolation works them out);
  /// a sample past the window's edge is read at the edge with weight 0. Outside when `x` is a
  /// full sample or more beyond the window.
  private struct Tap {
    var inside: Bool
    var near: Int
    var far: Int
    var nearWeight: Float
    var farWeight: Float

    init(_ x: Double, _ n: Int) {
      inside = x > -1 && x < Double(n)
      let first = inside ? Int(x.rounded(.down)) : 0
      let fraction: Float = inside ? Float(x - Double(first)) : 0
      near = max(first, 0)
      far = min(first + 1, n - 1)
      nearWeight = first >= 0 ? 1 - fraction : 0
      farWeight = first + 1 < n ? fraction : 0
    }
  }
}
