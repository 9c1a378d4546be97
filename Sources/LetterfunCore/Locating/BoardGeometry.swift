/// Where the 5×5 grid lies in a screenshot, in pixels (tiles are squares without gaps).
public struct BoardGeometry: Sendable, Equatable {
  /// Left edge of the first column.
  public var originX: Double
  /// Top edge of the first row.
  public var originY: Double
  /// Side of one tile.
  public var tileSize: Double

  public init(originX: Double, originY: Double, tileSize: Double) {
    self.originX = originX
    self.originY = originY
    self.tileSize = tileSize
  }

  /// The image point at a fraction (`fx`, `fy`) of a tile, (0, 0) being its top-left corner.
  @inline(__always)
  public func point(row: Int, column: Int, fx: Double, fy: Double) -> (x: Double, y: Double) {
    (originX + (Double(column) + fx) * tileSize, originY + (Double(row) + fy) * tileSize)
  }
}
