import Testing

@_spi(Internals) @testable import LetterfunCore

/// A bitmap always has positive sides and exactly 4 bytes a pixel: the samplers read it through
/// unchecked pointers, so every public way to make or change one keeps that.
@Suite struct BitmapValidationTests {
  /// Any shape, up to a pixel budget no memory holds: for the checks past the default limits.
  static let anything = ImageLimits(maxPixels: .max, maxFileBytes: .max, maxAspectRatio: .max)

  @Test(arguments: [0, 4 * 6 - 1, 4 * 6 + 1, 4 * 6 * 2, 3 * 6])
  func aBitmapWhosePixelCountDoesNotMatchItsSizeIsRefused(bytes: Int) {
    let pixels = [UInt8](repeating: 7, count: bytes)
    #expect(throws: ImageDecodingError.pixelCountMismatch(width: 3, height: 2, bytes: bytes)) {
      try Bitmap(width: 3, height: 2, pixels: pixels)
    }
  }

  @Test(arguments: [(0, 0), (0, 5), (5, 0), (-1, -4), (-3, 2)])
  func aBitmapWithoutPositiveSidesIsRefused(width: Int, height: Int) {
    #expect(throws: ImageDecodingError.self) {
      try Bitmap(width: width, height: height, pixels: [])
    }
    #expect(throws: ImageDecodingError.self) { try Bitmap(width: width, height: height) }
    #expect(
      (try? Bitmap(width: width, height: height, pixels: [], limits: Self.anything)) == nil)
  }

  @Test func aBitmapLargerThanItsLimitsIsRefused() {
    let limits = ImageLimits(maxPixels: 100, maxFileBytes: 1000, maxAspectRatio: 4)
    #expect(throws: ImageDecodingError.tooLarge(width: 11, height: 10, maxPixels: 100)) {
      try Bitmap(width: 11, height: 10, limits: limits)
    }
    #expect(throws: ImageDecodingError.implausibleShape(width: 20, height: 4)) {
      try Bitmap(width: 20, height: 4, limits: limits)
    }
    #expect((try? Bitmap(width: 10, height: 10, limits: limits))?.pixels.count == 400)
  }

  /// Limits raised past any memory must not let the byte count overflow (a trap, before).
  @Test(arguments: [(1 << 31, 1 << 31), (1 << 40, 1 << 40), (Int.max, 2)])
  func aBitmapWhoseByteCountOverflowsIsRefused(width: Int, height: Int) {
    #expect(throws: ImageDecodingError.self) {
      try Bitmap(width: width, height: height, pixels: [], limits: Self.anything)
    }
    #expect(throws: ImageDecodingError.self) {
      try Bitmap(width: width, height: height, limits: Self.anything)
    }
  }

  @Test func rewritingPixelsInPlaceKeepsTheSize() throws {
    var image = try Bitmap(width: 3, height: 2, fill: RGB(1, 2, 3))
    image.withMutablePixels { px in px[4] = 200 }
    #expect(image.pixels.count == 24 && image.width == 3 && image.height == 2)
    #expect(image.pixel(1, 0) == RGB(200, 2, 3))
  }

  @Test func transformsThatWouldLeaveNoImageAreRefused() throws {
    let image = try Bitmap(width: 10, height: 8, fill: RGB(9, 9, 9))
    #expect(throws: ImageDecodingError.self) { try image.cropped(x: 10, y: 0, width: 5, height: 5) }
    #expect(throws: ImageDecodingError.self) { try image.cropped(x: -5, y: 0, width: 5, height: 5) }
    #expect(throws: ImageDecodingError.self) { try image.cropped(x: 2, y: 2, width: -3, height: 4) }
    #expect(throws: ImageDecodingError.self) {
      try image.cropped(x: Int.max, y: Int.min, width: Int.max, height: Int.max)
    }
    #expect(throws: ImageDecodingError.self) { try image.boxDownsampled(by: 0) }
    #expect(throws: ImageDecodingError.self) { try image.boxDownsampled(by: 9) }
    #expect(throws: ImageDecodingError.self) { try image.scaled(width: 0, height: 5) }
    #expect(throws: ImageDecodingError.self) { try image.scaled(width: 1 << 20, height: 1 << 20) }
    #expect(throws: ImageDecodingError.self) { try image.padded(bottom: -1, colour: RGB(0, 0, 0)) }
    #expect(throws: ImageDecodingError.self) {
      try image.padded(bottom: Int.max, colour: RGB(0, 0, 0), limits: Self.anything)
    }
    // Rectangles that overlap the image are clipped to it, as before.
    let corner = try image.cropped(x: -3, y: 6, width: 5, height: Int.max)
    #expect(corner.width == 2 && corner.height == 2 && corner.pixels.count == 16)
    #expect(try image.boxDownsampled(by: 8).width == 1)
    #expect(try image.padded(bottom: 0, colour: RGB(0, 0, 0)) == image)
  }

  /// A board geometry is a public value: a NaN or infinite one must make the samplers read
  /// nothing, not trap converting it to Int.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
  func samplingAtAPointNoImageHasReadsNothing(v: Double) throws {
    let image = try Bitmap(width: 64, height: 64, fill: RGB(200, 10, 10))
    #expect(image.sample(v, 3) == nil && image.sample(3, v) == nil)
    #expect(Bitmap.sampleIndex(v, 64) == -1)
    let tile = Tile(row: 0, column: 0, colour: RGB(0, 0, 0), uniformity: 1, letterCoverage: 0.5)
    let g = BoardGeometry(originX: v, originY: v, tileSize: 12)
    for degrees in [0.0, 3] {
      #expect(Binarizer().letterShape(in: image, geometry: g, tile: tile, degrees: degrees) == nil)
    }
  }
}
