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
    // The distances, turned in place into the letter's cover below.
    var cover: [Float]
    if degrees == 0 {
      // Unturned, a pixel's x depends only on the sample's column and y only on its row.
      let xs = offsets.map { Bitmap.sampleIndex(cx + $0, image.width) }
      let ys = offsets.map { Bitmap.sampleIndex(cy + $0, image.height) }
      cover = image.meanDistances(columns: xs, rows: ys, sub: sub, to: tile.colour)
    } else {
      let angle = degrees * .pi / 180
      cover = image.turnedMeanDistances(
        centre: (cx, cy), offsets: offsets, sub: sub, cos: cos(angle), sin: sin(angle),
        to: tile.colour)
    }
    // The letter's full contrast: a high percentile, so one stray pixel does not set it.
    let contrast = percentile(cover, 0.985)
    guard contrast >= 45 else { return nil }
    guard let box = keepLetter(&cover, n: n, contrast: contrast) else { return nil }
    return LetterShape(cover: cover, n: n, box: box, sampleSize: step)
  }

  /// The value below which a share `p` of the distances lie (whole numbers 0...765).
  private func percentile(_ values: [Float], _ p: Double) -> Float {
    // A histogram over raw memory (PixelKernels): over a span, its checks tripled the count.
    PixelKernels.wholeNumberRank(values, rank: Int(Double(values.count - 1) * p))
  }

  /// Turns the distances into shares of the contrast (capped at 1), then keeps the cover that
  /// belongs to the letter, components not touching the window's edge (those are a neighbour's
  /// or the background, seen past a turned or shifted tile), and clears the rest; the letter's
  /// box, nil when nothing is kept.
  private func keepLetter(
    _ cover: inout [Float], n: Int, contrast: Float
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    // Rows of bits rather than a walk cell by cell (PixelKernels).
    PixelKernels.letterCover(&cover, n: n, contrast: contrast, minArea: n * n / 400)
  }
}
