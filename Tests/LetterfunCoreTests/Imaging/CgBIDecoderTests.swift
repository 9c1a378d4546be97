import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct CgBIDecoderTests {
  typealias F = ImagingFixtures

  /// Pixels listed in Fixtures/cgbi-5x5.expected.txt, written by the script that made the file.
  static func expectedPixels() throws -> [[UInt8]] {
    let text = try String(contentsOfFile: F.path("cgbi-5x5.expected.txt"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
      .flatMap { $0.split(separator: " ") }
      .map { $0.split(separator: ",").compactMap { UInt8($0) } }
  }

  @Test func handMadeCgBIFileDecodesToStraightRGBA() throws {
    // Rows use each PNG filter type once; alphas 0, 51, 85, 255 unpremultiply exactly.
    let bitmap = try ImageDecoder.decode(F.bytes("cgbi-5x5.png"))
    #expect(bitmap.width == 5 && bitmap.height == 5)
    #expect(F.rgba(bitmap) == (try Self.expectedPixels()))
  }

  @Test func libpngAloneRefusesCgBISoTheFormatIsChosenByItsChunk() throws {
    let bytes = try F.bytes("cgbi-5x5.png")
    #expect(ImageFormat.sniff(bytes) == .cgbiPNG)
    #expect(
      F.isCorrupt(
        F.error { () throws(ImageDecodingError) in
          try PNGDecoder.decode(bytes, limits: .default)
        }))
  }

  @Test func truncatedCgBIIsAnErrorAtEveryCutBeforeItsEnd() throws {
    let bytes = try F.bytes("cgbi-5x5.png")
    let iend = bytes.count - 12
    for cut in 1..<iend {
      let error = F.error { () throws(ImageDecodingError) in
        try ImageDecoder.decode(Array(bytes[0..<cut]))
      }
      #expect(error != nil, "cut at \(cut) of \(bytes.count)")
    }
  }

  @Test func damagedCgBINeverCrashes() throws {
    let bytes = try F.bytes("cgbi-5x5.png")
    for i in 8..<bytes.count {
      for mask: UInt8 in [0x01, 0x80, 0xFF] {
        var damaged = bytes
        damaged[i] ^= mask
        // Either outcome is fine (deflate data can survive a flipped bit); a trap is not.
        _ = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(damaged) }
      }
    }
  }

  @Test func cgbiClaimingHugeDimensionsIsTooLarge() throws {
    var bytes = try F.bytes("cgbi-5x5.png")
    // IHDR data starts after signature (8), CgBI chunk (16) and IHDR length + type (8).
    let ihdr = 8 + 16 + 8
    bytes.replaceSubrange(ihdr..<ihdr + 8, with: F.bigEndian(100_000) + F.bigEndian(100_000))
    let error = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) }
    #expect(error == .tooLarge(width: 100_000, height: 100_000, maxPixels: 50_000_000))
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason), arguments: F.cgbiTwins)
  func sharedCgBIScreenshotMatchesItsNormalTwin(cgbi: String, normal: String) throws {
    let apple = try ImageDecoder.decode(contentsOf: F.screenshot(cgbi))
    let plain = try ImageDecoder.decode(contentsOf: F.screenshot(normal))
    try #require(apple.width == plain.width && apple.height == plain.height)
    // Measured: identical (the screenshots are opaque, so premultiplication loses nothing).
    let difference = F.difference(apple, plain)
    #expect(difference.max == 0, "mean difference \(difference.mean)")
  }
}
