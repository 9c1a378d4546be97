/// The stage of `BoardReader` that finds the 5x5 grid in a screenshot. Called once per image,
/// so a test or another finder can stand in for `BoardLocator` at no measurable cost.
public protocol BoardLocating: Sendable {
  /// The grid and its 25 tiles, or why the image holds no readable board.
  func locate(_ image: Bitmap) throws(BoardError) -> LocatedBoard

  /// The grid most like a board, even one `locate` refuses (for pictures of a refusal); nil
  /// when there is none, or the finder cannot say.
  func candidate(in image: Bitmap) -> LocatedBoard?
}

extension BoardLocating {
  public func candidate(in image: Bitmap) -> LocatedBoard? { nil }
}

/// The stage of `BoardReader` that tells tile owners from tile colours and reports the palette
/// it saw. Called once per image, like `BoardLocating`.
public protocol OwnerClassifying: Sendable {
  /// Owners of the 25 tiles (row by row), the palette measured on them and the named theme
  /// nearest to it, if any.
  func classify(_ tiles: [Tile]) -> Ownership

  /// The same with the screenshot around the board as further evidence (the players' colours
  /// above it); by default the tiles alone.
  func classify(_ tiles: [Tile], in image: Bitmap, geometry: BoardGeometry) -> Ownership
}

extension OwnerClassifying {
  public func classify(_ tiles: [Tile], in image: Bitmap, geometry: BoardGeometry) -> Ownership {
    classify(tiles)
  }
}

extension BoardLocator: BoardLocating {
  public func candidate(in image: Bitmap) -> LocatedBoard? { try? bestCandidate(image) }
}
extension OwnerClassifier: OwnerClassifying {}
