/// What one grid cell looks like before its letter is read: its colour and how much of it the
/// letter covers.
public struct Tile: Sendable, Equatable {
  public var row: Int
  public var column: Int
  /// The tile's own colour: the median of a ring inside its edges, where letters never reach.
  public var colour: RGB
  /// Share of ring samples close to `colour` (1 for a flat tile).
  public var uniformity: Double
  /// Share of the tile's centre that differs strongly from `colour` (the letter).
  public var letterCoverage: Double

  /// A flat cell with a letter in its middle, as every tile on a board is.
  public var looksLikeTile: Bool {
    uniformity >= 0.85 && letterCoverage >= 0.03 && letterCoverage <= 0.75
  }
  /// A flat cell with nothing in it: a slot left by a lifted tile.
  public var isEmpty: Bool { uniformity >= 0.85 && letterCoverage < 0.01 }
}
