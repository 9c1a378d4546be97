/// An image as plain RGBA8 pixels, rows top-down: what every stage after decoding sees.
public struct Bitmap: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A per pixel, row after row from the top.
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A bitmap filled with one colour.
  public init(width: Int, height: Int, fill: RGB = RGB(0, 0, 0)) {
    self.width = width
    self.height = height
    var px = [UInt8](repeating: 255, count: width * height * 4)
    var i = 0
    while i < px.count {
      px[i] = fill.r
      px[i + 1] = fill.g
      px[i + 2] = fill.b
      i += 4
    }
    self.pixels = px
  }

  @inline(__always)
  public func pixel(_ x: Int, _ y: Int) -> RGB {
    let i = (y * width + x) * 4
    return RGB(pixels[i], pixels[i + 1], pixels[i + 2])
  }

  @inline(__always)
  public mutating func setPixel(_ x: Int, _ y: Int, _ c: RGB) {
    let i = (y * width + x) * 4
    pixels[i] = c.r
    pixels[i + 1] = c.g
    pixels[i + 2] = c.b
    pixels[i + 3] = 255
  }
}

extension Bitmap {
  /// The pixel under an image point, or nil outside the image.
  @inline(__always)
  func sample(_ x: Double, _ y: Double) -> RGB? {
    let xi = Int(x)
    let yi = Int(y)
    guard x >= 0, y >= 0, xi < width, yi < height else { return nil }
    return pixel(xi, yi)
  }

  /// The pixel column (or row) `sample` reads at `v` along an axis of `size` pixels, or -1
  /// outside: for samplers that work out their positions once per axis.
  @inline(__always)
  static func sampleIndex(_ v: Double, _ size: Int) -> Int {
    let vi = Int(v)
    return v >= 0 && vi < size ? vi : -1
  }
}

/// An 8-bit sRGB colour.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// Rec. 601 luma, 0...255.
  public var luma: Int { (299 * Int(r) + 587 * Int(g) + 114 * Int(b)) / 1000 }

  /// Sum of absolute channel differences.
  public func distance(to o: RGB) -> Int {
    abs(Int(r) - Int(o.r)) + abs(Int(g) - Int(o.g)) + abs(Int(b) - Int(o.b))
  }

  public var description: String { "(\(r),\(g),\(b))" }
}
