import Testing

@_spi(Internals) @testable import LetterfunCore

/// A decoded screenshot keeps its bytes in pages of its own (huge pages: fewer page faults); it
/// must read, compare and copy exactly as an array-backed bitmap does.
@Suite struct BitmapStorageTests {
  /// A 720x400 image (1.15 MB, above `PixelMemory.minimumCount`) of varied pixels, as PNG.
  static func largePNG() throws -> (Bitmap, [UInt8]) {
    var pixels = [UInt8](repeating: 255, count: 720 * 400 * 4)
    for i in pixels.indices where i % 4 != 3 { pixels[i] = UInt8(truncatingIfNeeded: i &* 31 &>> 3) }
    let image = try Bitmap(width: 720, height: 400, pixels: pixels)
    return (image, try PNGEncoder().encode(image))
  }

  @Test func aDecodedScreenshotLivesInItsOwnPagesAndReadsAsItsArray() throws {
    let (original, png) = try Self.largePNG()
    let decoded = try PNGDecoder.decode(png, limits: .default)
    #expect(decoded.ownsPages)
    #expect(!original.ownsPages)
    #expect(decoded == original)
    #expect(decoded.pixels == original.pixels)
    #expect(decoded.pixel(719, 399) == original.pixel(719, 399))
    #expect(try decoded.boxDownsampled(by: 2) == original.boxDownsampled(by: 2))
  }

  @Test func drawingOnACopyLeavesTheDecodedScreenshotAlone() throws {
    let (original, png) = try Self.largePNG()
    let decoded = try PNGDecoder.decode(png, limits: .default)
    var copy = decoded
    copy.setPixel(3, 2, RGB(1, 2, 3))
    #expect(copy.pixel(3, 2) == RGB(1, 2, 3))
    #expect(decoded.pixel(3, 2) == original.pixel(3, 2))
    #expect(decoded.ownsPages && !copy.ownsPages)
    #expect(copy != decoded)
  }

  @Test func aFolderOfScreenshotsReusesTheirPages() throws {
    let (original, png) = try Self.largePNG()
    for _ in 0..<3 {
      let decoded = try PNGDecoder.decode(png, limits: .default)
      #expect(decoded.ownsPages && decoded == original)
      let thumbnail = try decoded.boxDownsampled(by: 2)
      #expect(thumbnail == (try original.boxDownsampled(by: 2)))
    }
  }

  /// Freed pages are kept for the next screenshot: they come back cleared, so nothing of one
  /// picture can be read through the next (the server reads many players' screenshots).
  @Test func reusedPagesComeBackCleared() throws {
    // A size of its own (spare mappings are matched by size), written through, then freed.
    let count = PixelMemory.minimumCount + 12_345
    do {
      let first = try #require(PixelMemory(count: count))
      first.withUnsafeMutableBytes { bytes in
        for i in bytes.indices { bytes[i] = 0xA5 }
      }
    }
    let again = try #require(PixelMemory(count: count))
    #expect(again.array.allSatisfy { $0 == 0 })
  }

  @Test func smallImagesAndFailedMappingsUseArrays() throws {
    #expect(PixelMemory(count: PixelMemory.minimumCount - 1) == nil)
    #expect(PixelMemory(count: .max) == nil)
    #expect(PixelMemory(count: .max - PixelMemory.hugePage) == nil)
    let memory = try #require(PixelMemory(count: PixelMemory.minimumCount + 5))
    #expect(memory.count == PixelMemory.minimumCount + 5)
    let small = try PNGDecoder.decode(
      PNGEncoder().encode(Bitmap(width: 30, height: 20, fill: RGB(9, 8, 7))), limits: .default)
    #expect(!small.ownsPages && small.pixel(29, 19) == RGB(9, 8, 7))
  }
}
