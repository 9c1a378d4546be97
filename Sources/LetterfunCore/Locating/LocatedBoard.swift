/// A board's place in the image and what each of its cells looks like.
public struct LocatedBoard: Sendable, Equatable {
  public var geometry: BoardGeometry
  /// 25 cells, row by row.
  public var tiles: [Tile]
}
