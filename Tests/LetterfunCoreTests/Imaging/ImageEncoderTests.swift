import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct ImageEncoderTests {
  typealias F = ImagingFixtures

  /// A 37x23 bitmap with every channel varying, partial alpha included.
  static let gradient: Bitmap = {
    var pixels: [UInt8] = []
    for y in 0..<23 {
      for x in 0..<37 {
        pixels += [UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256), UInt8(255 - x)]
      }
    }
    return try! Bitmap(width: 37, height: 23, pixels: pixels)
  }()

  /// The same, opaque and smooth, as JPEG likes it.
  static let smooth: Bitmap = {
    var bitmap = try! Bitmap(width: 64, height: 48)
    for y in 0..<48 {
      for x in 0..<64 {
        bitmap.setPixel(x, y, RGB(UInt8(x * 4), UInt8(y * 5), UInt8(128 + (x - y))))
      }
    }
    return bitmap
  }()

  @Test func pngRoundTripKeepsEveryPixelAndAlpha() throws {
    let bytes = try PNGEncoder().encode(Self.gradient)
    #expect(try ImageDecoder.decode(bytes) == Self.gradient)
  }

  /// The bitmap with every alpha 255.
  static func opaque(_ bitmap: Bitmap) -> Bitmap {
    var out = bitmap
    out.withMutablePixels { px in
      for i in stride(from: 3, to: px.count, by: 4) { px[i] = 255 }
    }
    return out
  }

  @Test func rgbPNGDropsAlphaAndKeepsColour() throws {
    let bytes = try PNGEncoder(channels: .rgb).encode(Self.gradient)
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded == Self.opaque(Self.gradient))
  }

  @Test func sixteenBitPNGReencodedAs8BitDecodesTheSame() throws {
    let decoded = try ImageDecoder.decode(F.bytes("rgba16.png"))
    #expect(try ImageDecoder.decode(PNGEncoder().encode(decoded)) == decoded)
  }

  @Test func jpegRoundTripAtQuality90IsClose() throws {
    let bytes = try JPEGEncoder(quality: 90).encode(Self.smooth)
    #expect(ImageFormat.sniff(bytes) == .jpeg)
    let decoded = try ImageDecoder.decode(bytes)
    try #require(decoded.width == 64 && decoded.height == 48)
    let difference = F.difference(decoded, Self.smooth)
    // Measured: mean 0.53, max 4.
    #expect(difference.mean < 1.5, "mean \(difference.mean) max \(difference.max)")
    #expect(difference.max <= 12, "max \(difference.max)")
  }

  @Test func fullChromaJPEGIsCloserThanSubsampled() throws {
    let subsampled = try ImageDecoder.decode(JPEGEncoder(quality: 95).encode(Self.gradient))
    let full = try ImageDecoder.decode(
      JPEGEncoder(quality: 95, fullChroma: true).encode(Self.gradient))
    let opaque = Self.opaque(Self.gradient)
    #expect(F.difference(full, opaque).mean < F.difference(subsampled, opaque).mean)
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func screenshotAsJPEGAtQuality90StaysCloseToTheOriginal() throws {
    let original = try ImageDecoder.decode(
      contentsOf: F.screenshot(
        "colons__lp__uekyygslzkcosddhagoetzwai_oooopooouuoooppoopppopupp__light.png"))
    let decoded = try ImageDecoder.decode(JPEGEncoder(quality: 90).encode(original))
    let difference = F.difference(decoded, original)
    // Measured: mean 0.70, max 70 (4:2:0 chroma rings at letter edges; flat tiles stay close).
    #expect(difference.mean < 1.5, "mean \(difference.mean), max \(difference.max)")
  }

  @Test(arguments: [0, 101, -5])
  func jpegQualityOutsideOneToHundredIsRefused(quality: Int) {
    #expect(throws: ImageEncodingError.unencodable("JPEG quality must be 1 to 100, not \(quality)"))
    {
      try JPEGEncoder(quality: quality).encode(Self.smooth)
    }
  }

  @Test func emptyBitmapIsRefusedByBothEncoders() {
    // Only the library itself can make one; the encoders refuse it all the same.
    let empty = Bitmap(checkedWidth: 0, height: 0, pixels: [])
    #expect(throws: ImageEncodingError.self) { try PNGEncoder().encode(empty) }
    #expect(throws: ImageEncodingError.self) { try JPEGEncoder().encode(empty) }
  }

  @Test func writingAPNGWritesTheEncodedFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-png-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNGEncoder().write(Self.gradient, to: path)
    #expect(try ImageDecoder.decode(contentsOf: path) == Self.gradient)
  }

  @Test func writingAPNGIntoAMissingFolderSaysSo() {
    let path = "/nonexistent-letterfun-folder/out.png"
    #expect(throws: ImageEncodingError.cannotWrite(path: path, reason: "no such folder")) {
      try PNGEncoder().write(Self.gradient, to: path)
    }
  }

  @Test func encodingErrorsShareTheirStableCode() {
    #expect(ImageEncodingError.encoderFailed("x").code == "cannot-write-image")
    #expect(
      ImageEncodingError.cannotWrite(path: "p", reason: "r").description == "cannot write p: r")
  }
}
