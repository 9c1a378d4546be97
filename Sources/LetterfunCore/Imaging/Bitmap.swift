/// An image as plain RGBA8 pixels, rows top-down: what every stage after decoding sees.
///
/// Every bitmap has a positive width and height and exactly `width * height * 4` bytes: the
/// pixel kernels rely on it (and check it), so no public API can break that.
public struct Bitmap: Sendable, Equatable {
  public let width: Int
  public let height: Int
  private var storage: PixelStorage

  /// `width * height * 4` bytes: R, G, B, A per pixel, row after row from the top. A copy for a
  /// decoded screenshot, whose bytes live in pages of their own: code that reads every pixel
  /// goes through `withBytes`.
  public var pixels: [UInt8] { storage.array }

  /// A bitmap of given bytes; throws unless both sides are positive, the size is within
  /// `limits` and `pixels` holds exactly `width * height * 4` bytes.
  public init(
    width: Int, height: Int, pixels: [UInt8], limits: ImageLimits = .default
  ) throws(ImageDecodingError) {
    try Bitmap.checkSize(width: width, height: height, limits: limits)
    guard pixels.count == width * height * 4 else {
      throw .pixelCountMismatch(width: width, height: height, bytes: pixels.count)
    }
    self.init(checkedWidth: width, height: height, pixels: pixels)
  }

  /// A bitmap filled with one colour; throws unless both sides are positive and within `limits`.
  public init(
    width: Int, height: Int, fill: RGB = RGB(0, 0, 0), limits: ImageLimits = .default
  ) throws(ImageDecodingError) {
    try Bitmap.checkSize(width: width, height: height, limits: limits)
    self.init(checkedWidth: width, height: height, fill: fill)
  }

  /// For sizes and buffers the caller has already checked (the decoders, the transforms, the
  /// renderer's fixed sizes): no checks in release builds.
  init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
    assert(width >= 0 && height >= 0 && pixels.count == width * height * 4)
    self.width = width
    self.height = height
    self.storage = .array(pixels)
  }

  /// A bitmap in pages of its own, which a decoder has filled.
  init(checkedWidth width: Int, height: Int, memory: PixelMemory) {
    self.init(checkedWidth: width, height: height, storage: .pages(memory))
  }

  /// A bitmap of bytes a kernel has filled, in either storage.
  init(checkedWidth width: Int, height: Int, storage: PixelStorage) {
    assert(width >= 0 && height >= 0 && storage.count == width * height * 4)
    self.width = width
    self.height = height
    self.storage = storage
  }

  /// Whether the bytes live in pages of their own (a decoded screenshot) rather than an array.
  var ownsPages: Bool {
    if case .pages = storage { true } else { false }
  }

  /// Lets `body` read the pixel bytes (`pixels` without the copy).
  @inline(__always)
  func withBytes<R, E: Error>(_ body: (Span<UInt8>) throws(E) -> R) throws(E) -> R {
    try storage.withBytes(body)
  }

  public static func == (a: Bitmap, b: Bitmap) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    return a.withBytes { x in
      b.withBytes { y in
        guard x.count == y.count else { return false }
        for i in x.indices where x[i] != y[i] { return false }
        return true
      }
    }
  }

  /// A filled bitmap of a size the caller has already checked.
  init(checkedWidth width: Int, height: Int, fill: RGB) {
    assert(width >= 0 && height >= 0)
    var px = [UInt8](repeating: 255, count: width * height * 4)
    var i = 0
    while i < px.count {
      px[i] = fill.r
      px[i + 1] = fill.g
      px[i + 2] = fill.b
      i += 4
    }
    self.init(checkedWidth: width, height: height, pixels: px)
  }

  /// Throws unless a `width` × `height` bitmap may be made: positive sides within `limits`.
  static func checkSize(
    width: Int, height: Int, limits: ImageLimits = .default
  ) throws(ImageDecodingError) {
    guard width > 0, height > 0 else {
      throw .badGeometry("a bitmap needs a positive width and height, not \(width)x\(height)")
    }
    try limits.check(width: width, height: height)
    // Limits a caller raised past any memory could still overflow the byte count.
    guard !(width * height).multipliedReportingOverflow(by: 4).overflow else {
      throw .tooLarge(width: width, height: height, maxPixels: limits.maxPixels)
    }
  }

  /// The pixel at column `x` and row `y`, which must lie inside the image (as an array index).
  @inline(__always)
  @_spi(Internals) public func pixel(_ x: Int, _ y: Int) -> RGB {
    let i = (y * width + x) * 4
    return withBytes { px in RGB(px[i], px[i + 1], px[i + 2]) }
  }

  /// Sets the pixel at column `x` and row `y` (inside the image, as an array index), opaque.
  @inline(__always)
  @_spi(Internals) public mutating func setPixel(_ x: Int, _ y: Int, _ c: RGB) {
    let i = (y * width + x) * 4
    storage.withMutableBytes { px in
      px[i] = c.r
      px[i + 1] = c.g
      px[i + 2] = c.b
      px[i + 3] = 255
    }
  }

  /// Lets `body` rewrite the pixel bytes in place, through a span whose size (and with it the
  /// bitmap's) cannot change.
  @_spi(Internals) public mutating func withMutablePixels<R, E: Error>(
    _ body: (inout MutableSpan<UInt8>) throws(E) -> R
  ) throws(E) -> R {
    try storage.withMutableBytes(body)
  }
}

extension Bitmap {
  /// The pixel under an image point, or nil outside the image (or for a NaN or infinite point,
  /// which is why the bounds are tested before converting to Int).
  @inline(__always)
  func sample(_ x: Double, _ y: Double) -> RGB? {
    guard x >= 0, y >= 0, x < Double(width), y < Double(height) else { return nil }
    return pixel(Int(x), Int(y))
  }

  /// The pixel column (or row) `sample` reads at `v` along an axis of `size` pixels, or -1
  /// outside: for samplers that work out their positions once per axis.
  @inline(__always)
  static func sampleIndex(_ v: Double, _ size: Int) -> Int {
    v >= 0 && v < Double(size) ? Int(v) : -1
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
