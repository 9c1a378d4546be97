/// The tiles of a move in the word's order: up to 25 indices 0–24, packed 5 bits each into two
/// integers, so a board's thousands of moves need no allocation.
public struct TileList: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  private var low: UInt64 = 0  // tiles 0–11
  private var high: UInt64 = 0  // tiles 12–24
  public private(set) var count: Int = 0

  public init() {}

  public init<S: Sequence>(_ tiles: S) where S.Element == Int {
    for t in tiles { append(t) }
  }

  public init(arrayLiteral tiles: Int...) { self.init(tiles) }

  public mutating func append(_ tile: Int) {
    precondition(tile >= 0 && tile < 32 && count < 25, "a tile index is 0-24, at most 25 tiles")
    if count < 12 {
      low |= UInt64(tile) << UInt64(5 * count)
    } else {
      high |= UInt64(tile) << UInt64(5 * (count - 12))
    }
    count += 1
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(i: Int) -> Int {
    precondition(i >= 0 && i < count, "tile index out of range")
    return i < 12 ? Int((low >> UInt64(5 * i)) & 31) : Int((high >> UInt64(5 * (i - 12))) & 31)
  }

  public var description: String { Array(self).description }
}
