/// Finds the 5×5 board in a screenshot from its pixels, at any size and position.
///
/// Tile boundaries are long straight edges at a regular spacing, so candidate grids come from
/// edge profiles (columns, then rows); each candidate is then judged by its 25 cells, which
/// must be flat tiles with a letter in the middle.
public struct BoardLocator: Sendable {
  /// A colour step (sum over channels) that counts as an edge; neutral tiles against the
  /// background differ by about 20, JPEG noise in flat areas stays well below.
  var edgeThreshold = 12

  public init() {}

  /// The board found in a bitmap, with each cell's colour and ink; throws when there is none.
  @_spi(Internals) public func locate(_ image: Bitmap) throws(BoardError) -> LocatedBoard {
    let located = try bestCandidate(image)
    let tiles = located.tiles
    let good = tiles.filter(\.looksLikeTile).count
    if good == Board.tileCount { return located }
    let empty = tiles.filter(\.isEmpty).count
    if good >= 10 && empty >= 1 && good + empty == Board.tileCount {
      throw .tilesLifted(count: empty)
    }
    if good >= 20 {
      // The grid is certain; the odd cells (a blot, a dialog's corner) are the reader's to
      // refuse by name, which tells the player more than "not a board".
      return located
    }
    throw .notABoard("no 5x5 grid of lettered tiles (best guess: \(good) of 25 cells)")
  }

  /// The grid most like a board and its 25 cells, before judging whether it is one (what
  /// `locate` refuses is still worth a picture); throws only when there is no grid at all.
  @_spi(Internals) public func bestCandidate(_ image: Bitmap) throws(BoardError) -> LocatedBoard {
    guard image.width >= 40, image.height >= 40 else {
      throw .notABoard("the image is only \(image.width)x\(image.height) pixels")
    }
    // Search on a small copy: cheaper, and averaging pixels quiets JPEG noise.
    let factor = max(1, image.width / 320)
    guard let thumb = factor == 1 ? image : try? image.boxDownsampled(by: factor) else {
      throw .notABoard("the image is \(image.width)x\(image.height) pixels, too long and thin")
    }
    let profile = EdgeProfile(thumb, threshold: edgeThreshold)
    var best: (good: Int, edges: Double, geometry: BoardGeometry)?
    for column in horizontalCandidates(profile, width: thumb.width) {
      for (edges, y0) in verticalCandidates(profile, column: column, height: thumb.height) {
        let geometry = BoardGeometry(originX: column.x0, originY: y0, tileSize: column.size)
        // A grid that cannot reach the best count of good tiles cannot win: stop counting.
        let good = goodTileCount(thumb, geometry, stopBelow: best?.good ?? 0)
        if best == nil || (good, edges) > (best!.good, best!.edges) {
          best = (good, edges, geometry)
        }
      }
    }
    if (best?.good ?? 0) < Board.tileCount {
      // Only where the grids of tile boundaries found no whole board (a fresh board shows no
      // inner boundaries), so every other board is found exactly as before.
      for geometry in frameCandidates(profile, width: thumb.width, height: thumb.height) {
        let good = goodTileCount(thumb, geometry, stopBelow: (best?.good ?? 0) + 1)
        if good > (best?.good ?? 0) { best = (good, 0, geometry) }
      }
    }
    guard let found = best else { throw .notABoard("no grid of square tiles") }
    let f = Double(factor)
    let geometry = BoardGeometry(
      originX: found.geometry.originX * f, originY: found.geometry.originY * f,
      tileSize: found.geometry.tileSize * f)
    return LocatedBoard(geometry: geometry, tiles: probeTiles(image, geometry))
  }
}

/// `Int(x.rounded())` for x ≥ 0.5, without a call into libm: there `x + 0.5` either is exact
/// or crosses a power of two that is itself the rounded value, so truncating it agrees.
@inline(__always)
func roundedPositive(_ x: Double) -> Int {
  Int(x + 0.5)
}
