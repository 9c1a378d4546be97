internal import Glibc

/// Separates a tile's letter from the tile and normalises it into a `Glyph`.
///
/// Ink is whatever differs from the tile's own colour, measured relative to the strongest
/// contrast in the tile: that works for dark letters on light tiles and light on dark alike,
/// in every theme, where a fixed threshold works for one theme only.
public struct Binarizer: Sendable {
  /// Samples across the part of the tile that is read.
  static let window = 56
  /// The part of the tile that is read: letters sit well inside it, tile edges outside.
  static let margin = 0.08

  public init() {}

  /// The letter's ink on one tile, optionally read rotated by `degrees` (tiles of the last word
  /// are drawn turned a little); nil when the tile holds no ink.
  public func ink(
    in image: Bitmap, geometry g: BoardGeometry, tile: Tile, degrees: Double = 0
  ) -> Ink? {
    let n = Binarizer.window
    let span = (1 - 2 * Binarizer.margin) * g.tileSize
    let step = span / Double(n)
    // Average a few pixels per sample on large screenshots so thin strokes are not missed.
    let sub = max(1, min(4, Int(step.rounded(.down))))
    let (cx, cy) = g.point(row: tile.row, column: tile.column, fx: 0.5, fy: 0.5)

    // Offsets of the pixels read from the tile centre, before any turn: the same both ways.
    var offsets = [Double](repeating: 0, count: n * sub)
    for i in 0..<n {
      for u in 0..<sub {
        offsets[i * sub + u] = (Double(i) + (Double(u) + 0.5) / Double(sub)) * step - span / 2
      }
    }
    let distance: [Float]
    if degrees == 0 {
      // Unturned, a pixel's x depends only on the sample's column and y only on its row.
      let xs = offsets.map { Bitmap.sampleIndex(cx + $0, image.width) }
      let ys = offsets.map { Bitmap.sampleIndex(cy + $0, image.height) }
      distance = image.meanDistances(columns: xs, rows: ys, sub: sub, to: tile.colour)
    } else {
      let angle = degrees * .pi / 180
      distance = image.turnedMeanDistances(
        centre: (cx, cy), offsets: offsets, sub: sub, cos: cos(angle), sin: sin(angle),
        to: tile.colour)
    }
    // The letter's full contrast: a high percentile, so one stray pixel does not set it.
    let contrast = percentile(distance, 0.985)
    guard contrast >= 45 else { return nil }

    var cover = distance.map { min(1, $0 / contrast) }
    let keep = letterMask(cover, n: n)
    guard let box = keep.box else { return nil }
    for k in 0..<cover.count where keep.dropped[k] { cover[k] = 0 }
    return Ink(cover: cover, n: n, box: box, sampleSize: step)
  }

  /// The value below which a share `p` of the distances lie (distances are 0...765).
  private func percentile(_ values: [Float], _ p: Double) -> Float {
    var histogram = [Int](repeating: 0, count: 766)
    for v in values { histogram[min(765, Int(v))] += 1 }
    let target = Int(Double(values.count - 1) * p)
    var seen = 0
    for (d, n) in histogram.enumerated() {
      seen += n
      if seen > target { return Float(d) }
    }
    return 765
  }

  /// The ink that belongs to the letter: components not touching the window's edge (those are
  /// a neighbour's or the background, seen past a turned or shifted tile).
  private func letterMask(_ cover: [Float], n: Int) -> (
    box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?, dropped: [Bool]
  ) {
    var label = [Int32](repeating: 0, count: n * n)
    var dropped = [Bool](repeating: false, count: n * n)
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    var stack: [Int] = []
    var members: [Int] = []
    var next: Int32 = 0
    let minArea = n * n / 400
    for start in 0..<(n * n) where cover[start] >= 0.5 && label[start] == 0 {
      next += 1
      label[start] = next
      stack.append(start)
      members.removeAll(keepingCapacity: true)
      var touchesEdge = false
      var b = (minX: n, minY: n, maxX: -1, maxY: -1)
      while let p = stack.popLast() {
        members.append(p)
        let (x, y) = (p % n, p / n)
        if x == 0 || y == 0 || x == n - 1 || y == n - 1 { touchesEdge = true }
        b = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        for k in 0..<4 {
          let q =
            switch k {
            case 0: x > 0 ? p - 1 : -1
            case 1: x < n - 1 ? p + 1 : -1
            case 2: p - n
            default: p + n
            }
          guard q >= 0, q < n * n else { continue }
          if cover[q] >= 0.5 && label[q] == 0 {
            label[q] = next
            stack.append(q)
          }
        }
      }
      if touchesEdge || members.count < minArea {
        for m in members { dropped[m] = true }
        continue
      }
      if let a = box {
        box = (min(a.minX, b.minX), min(a.minY, b.minY), max(a.maxX, b.maxX), max(a.maxY, b.maxY))
      } else {
        box = b
      }
    }
    return (box, dropped)
  }
}

/// A tile's letter as sampled: ink coverage on a square window, and the letter's bounding box.
public struct Ink: Sendable {
  var cover: [Float]
  var n: Int
  var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)
  /// Pixels per sample, to compare letter sizes across tiles of one board.
  var sampleSize: Double

  /// The letter's height in pixels.
  public var height: Double { Double(box.maxY - box.minY + 1) * sampleSize }

  /// The capital height of a board: the median letter height (a Q or J reaches lower).
  public static func typicalHeight(_ inks: [Ink]) -> Double {
    let h = inks.map(\.height).sorted()
    return h.isEmpty ? 1 : h[h.count / 2]
  }

  /// The glyph, scaled so that `capHeight` pixels span the grid's letter rows from the letter's
  /// top. One height for the whole board keeps a Q (whose tail reaches lower) unlike an O.
  public func glyph(capHeight: Double) -> Glyph {
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
    let v = cover
    func at(_ xx: Int, _ yy: Int) -> Float {
      xx >= 0 && yy >= 0 && xx < n && yy < n ? v[yy * n + xx] : 0
    }
    for (gy, ty) in rows.enumerated() where ty.inside {
      for (gx, tx) in columns.enumerated() where tx.inside {
        let (x0, y0, fx, fy) = (tx.first, ty.first, tx.weight, ty.weight)
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        out[gy * Glyph.columns + gx] = top * (1 - fy) + bottom * fy
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
