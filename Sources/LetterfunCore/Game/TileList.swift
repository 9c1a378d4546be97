/// The tiles of a move in the word's order: up to 25 indices 0–24, packed 5 bits each into two
/// integers and a byte, so a board's thousands of moves need no allocation.
public struct TileList: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  private var low: UInt64 = 0  // tiles 0–11
  private var high: UInt64 = 0  // tiles 12–23
  // Tile 24: thirteen tiles (65 bits) do not fit beside twelve.
  private var last: UInt8 = 0
  private var stored: UInt8 = 0

  public var count: Int { Int(stored) }

  public init() {}

  public init<S: Sequence>(_ tiles: S) where S.Element == Int {
    for t in tiles { append(t) }
  }

  public init(arrayLiteral tiles: Int...) { self.init(tiles) }

  public mutating func append(_ tile: Int) {
    precondition(tile >= 0 && tile < 32 && count < 25, "a tile index is 0-24, at most 25 tiles")
    if count < 12 {
      low |= UInt64(tile) << UInt64(5 * count)
    } else if count < 24 {
      high |= UInt64(tile) << UInt64(5 * (count - 12))
    } else {
      last = UInt8(tile)
    }
    stored += 1
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(i: Int) -> Int {
    precondition(i >= 0 && i < count, "tile index out of range")
    if i < 12 { return Int((low >> UInt64(5 * i)) & 31) }
    if i < 24 { return Int((high >> UInt64(5 * (i - 12))) & 31) }
    return Int(last)
  }

  public var description: String { Array(self).description }
}
