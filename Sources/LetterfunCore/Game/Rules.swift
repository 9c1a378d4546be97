/// The game's rules on bit-boards: bit `i` of a 25-bit mask is tile `i` (row-major from the top
/// left, as `Board` numbers them).
public enum Rules {
  /// All 25 tiles.
  public static let allTiles: UInt32 = (1 << 25) - 1
  public static let tileCount = 25
  static let topRow: UInt32 = 0b11111
  static let bottomRow: UInt32 = 0b11111 << 20
  static let leftColumn: UInt32 = 0b00001_00001_00001_00001_00001
  static let rightColumn: UInt32 = 0b10000_10000_10000_10000_10000
  /// More than half of the 25 tiles: a side holding this many when the board is full has won.
  public static let winningCount = 13

  /// The defended tiles of one side: those whose every orthogonal neighbour inside the board
  /// belongs to the same side. Edges and corners have fewer neighbours to hold.
  @inline(__always)
  public static func defended(_ side: UInt32) -> UInt32 {
    let below = (side >> 5) | bottomRow
    let above = ((side << 5) & allTiles) | topRow
    let right = (side >> 1) | rightColumn
    let left = (side << 1) | leftColumn
    return side & below & above & right & left & allTiles
  }
}
