import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct JPEGDecoderTests {
  typealias F = ImagingFixtures

  /// The four flat 8x8 quadrants of quadrants.jpg, top left, top right, bottom left, bottom right.
  static let quadrants: [RGB] = [
    RGB(200, 30, 40), RGB(20, 160, 90), RGB(30, 60, 220), RGB(240, 239, 236),
  ]

  @Test(arguments: ["quadrants.jpg", "quadrants-progressive.jpg"])
  func jpegDecodesToItsColoursWithinACoupleOfSteps(file: String) throws {
    let bitmap = try ImageDecoder.decode(F.bytes(file))
    #expect(bitmap.width == 16 && bitmap.height == 16)
    for (i, colour) in Self.quadrants.enumerated() {
      // The centre of each quadrant, away from block edges.
      let decoded = bitmap.pixel((i % 2) * 8 + 4, (i / 2) * 8 + 4)
      #expect(decoded.distance(to: colour) <= 6, "quadrant \(i): \(decoded) vs \(colour)")
    }
    let pixels = bitmap.pixels
    #expect(stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 })
  }

  @Test func greyJPEGBecomesGreyRGBA() throws {
    let bitmap = try ImageDecoder.decode(F.bytes("grey.jpg"))
    #expect(bitmap.width == 8 && bitmap.height == 8)
    let centre = bitmap.pixel(4, 4)
    #expect(centre.r == centre.g && centre.g == centre.b)
    #expect(abs(Int(centre.r) - 77) <= 1)
  }

  @Test(arguments: [0.1, 0.5, 0.9, 0.99])
  func truncatedJPEGIsAnErrorNotGreyPadding(fraction: Double) throws {
    let bytes = try F.bytes("quadrants.jpg")
    let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
    #expect(F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(cut) } == .truncated)
  }

  @Test func jpegWithoutItsEndMarkerIsTruncated() throws {
    let bytes = try F.bytes("quadrants.jpg")
    #expect(Array(bytes.suffix(2)) == [0xFF, 0xD9])
    let unended = Array(bytes.dropLast(2))
    #expect(
      F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(unended) } == .truncated)
  }

  @Test func cmykJPEGIsNamedAsUnsupported() throws {
    let bytes = try F.bytes("cmyk.jpg")
    let error = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) }
    #expect(error == .unsupported("this is a CMYK JPEG; save the screenshot as an RGB JPEG or PNG"))
  }

  @Test func jpegHeaderFollowedByGarbageIsCorrupt() {
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF] + Array("this is not a JPEG at all".utf8)
    #expect(
      F.isCorrupt(F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) }))
  }

  /// quadrants.jpg with the size in its SOF0 header replaced, the pixel data left as it is.
  static func quadrants(claimingWidth width: Int, height: Int) throws -> [UInt8] {
    var bytes = try F.bytes("quadrants.jpg")
    let sof = try #require(
      bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    // SOF0: marker (2), length (2), precision (1), height (2), width (2).
    let size = [height >> 8, height & 0xFF, width >> 8, width & 0xFF].map { UInt8($0) }
    bytes.replaceSubrange(sof + 5..<sof + 9, with: size)
    return bytes
  }

  @Test func jpegClaimingHugeDimensionsIsRefusedBeforeDecoding() throws {
    let bytes = try Self.quadrants(claimingWidth: 65000, height: 65000)
    let error = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) }
    #expect(error == .tooLarge(width: 65000, height: 65000, maxPixels: 50_000_000))
  }

  @Test func jpegOfAbsurdShapeIsRefused() throws {
    let bytes = try Self.quadrants(claimingWidth: 10000, height: 1)
    let error = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) }
    #expect(error == .implausibleShape(width: 10000, height: 1))
  }

  @Test func damagedJPEGNeverCrashes() throws {
    let bytes = try F.bytes("quadrants-progressive.jpg")
    for i in 2..<bytes.count {
      var damaged = bytes
      damaged[i] ^= 0xFF
      _ = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(damaged) }
    }
  }
}

extension JPEGDecoderTests {
  @Test func everyCutOfAJPEGIsAnError() throws {
    let bytes = try F.bytes("quadrants-progressive.jpg")
    for cut in 1..<bytes.count {
      let error = F.error { () throws(ImageDecodingError) in
        try ImageDecoder.decode(Array(bytes.prefix(cut)))
      }
      #expect(
        error == .truncated || F.isCorrupt(error), "cut at \(cut): \(String(describing: error))")
    }
  }
}
