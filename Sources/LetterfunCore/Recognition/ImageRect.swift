/// A rectangle of whole pixels in an image, (x, y) its top-left corner.
public struct ImageRect: Sendable, Hashable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
