internal import Glibc

/// Separates a tile's letter from the tile and normalises it into a `Glyph`.
///
/// The letter is whatever differs from the tile's own colour, measured relative to the strongest
/// contrast in the tile: that works for dark letters on light tiles and light on dark alike,
/// in every theme, where a fixed threshold works for one theme only.
public struct Binarizer: Sendable {
  /// Samples across the part of the tile that is read.
  static let window = 56
  /// The part of the tile that is read: letters sit well inside it, tile edges outside.
  static let margin = 0.08

  public init() {}

  /// The letter's shape on one tile, optionally read rotated by `degrees` (tiles of the last
  /// word are drawn turned a little); nil when nothing on the tile stands out as a letter.
  @_spi(Internals) public func letterShape(
    in image: Bitmap, geometry g: BoardGeometry, tile: Tile, degrees: Double = 0
  ) -> LetterShape? {
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

    // Written in place rather than mapped (a map stores its count on every element); `q < 1`
    // is `min(1, q)` for these finite values without `min`'s NaN handling.
    var cover = distance
    var shares = cover.mutableSpan
    for k in shares.indices {
      let q = shares[k] / contrast
      shares[k] = q < 1 ? q : 1
    }
    guard let box = keepLetter(&cover, n: n) else { return nil }
    return LetterShape(cover: cover, n: n, box: box, sampleSize: step)
  }

  /// The value below which a share `p` of the distances lie (whole numbers 0...765).
  private func percentile(_ values: [Float], _ p: Double) -> Float {
    let target = Int(Double(values.count - 1) * p)
    // Alternate values go to two histograms: on a flat tile most distances are equal, and one
    // histogram would make every count wait for the one before.
    // Distances are whole numbers: adding 2²³ puts one in the low mantissa bits exactly,
    // with none of a checked conversion's tests.
    @inline(__always) func bin(_ d: Float) -> Int {
      min(765, Int((d + 0x1p23).bitPattern & 0x7F_FFFF))
    }
    // Two histograms of 766 bins, one per distance 0 … 765 (bin clamps), on the stack.
    var h = InlineArray<1532, Int32>(repeating: 0)
    var k = 0
    while k + 2 <= values.count {
      h[bin(values[k])] &+= 1
      h[766 &+ bin(values[k &+ 1])] &+= 1
      k &+= 2
    }
    if k < values.count { h[bin(values[k])] &+= 1 }
    var seen = 0
    for d in 0..<766 {
      seen += Int(h[d]) + Int(h[766 + d])
      if seen > target { return Float(d) }
    }
    return 765
  }

  /// Keeps the cover that belongs to the letter, components not touching the window's edge
  /// (those are a neighbour's or the background, seen past a turned or shifted tile), and
  /// clears the rest; the letter's box, nil when nothing is kept.
  private func keepLetter(
    _ cover: inout [Float], n: Int
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    // The walk's scratch is raw (PixelKernels): zeroed arrays a tile cost the letters stage 5%.
    PixelKernels.keepInnerComponents(&cover, n: n, minArea: n * n / 400)
  }
}
