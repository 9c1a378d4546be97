import Testing

@_spi(Internals) @testable import LetterfunCore

/// Exact pixels of the hand-made 3x2 PNGs (see Fixtures/make-fixtures.py), one per PNG flavour.
@Suite struct PNGDecoderTests {
  typealias F = ImagingFixtures

  static let rgb: [[UInt8]] = [
    [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
    [18, 52, 86, 255], [128, 64, 32, 255], [250, 251, 252, 255],
  ]
  /// The 16-bit samples of make-fixtures.py as rounded `v * 255 / 65535`, e.g. 0xFF00 → 254
  /// (where `v >> 8` would give 255) and 0x00FF → 1 (not 0).
  static let rgb16: [[UInt8]] = [
    [18, 254, 0, 255], [255, 0, 127, 255], [128, 128, 128, 255],
    [1, 1, 254, 255], [239, 60, 158, 255], [200, 100, 255, 255],
  ]
  static let rgba16: [[UInt8]] = [
    [18, 254, 0, 255], [255, 0, 127, 128], [128, 128, 128, 0],
    [1, 1, 254, 1], [239, 60, 158, 254], [200, 100, 255, 77],
  ]
  static let grey: [UInt8] = [0, 17, 128, 200, 254, 255]

  static func greyPixels(_ values: [UInt8], alpha: [UInt8]? = nil) -> [[UInt8]] {
    values.indices.map { [values[$0], values[$0], values[$0], alpha?[$0] ?? 255] }
  }

  static let cases: [(file: String, pixels: [[UInt8]])] = [
    ("rgb8.png", rgb),
    (
      "rgba8.png",
      zip(rgb, [255, 128, 0, 1, 254, 77] as [UInt8]).map { Array($0.prefix(3)) + [$1] }
    ),
    ("grey8.png", greyPixels(grey)),
    ("grey4.png", greyPixels([0, 85, 255, 136, 17, 238])),
    ("greyalpha8.png", greyPixels(grey, alpha: [255, 0, 128, 64, 255, 1])),
    (
      "palette.png",
      [
        [255, 0, 0, 255], [0, 128, 255, 255], [10, 20, 30, 255],
        [240, 239, 236, 255], [255, 0, 0, 255], [0, 128, 255, 255],
      ]
    ),
    (
      "palette-trns.png",
      [
        [255, 0, 0, 255], [0, 128, 255, 0], [10, 20, 30, 128],
        [240, 239, 236, 255], [255, 0, 0, 255], [0, 128, 255, 0],
      ]
    ),
    ("rgb16.png", rgb16),
    ("rgba16.png", rgba16),
    ("grey16.png", greyPixels(grey)),
    ("rgb8-interlaced.png", rgb),
    ("rgba16-interlaced.png", rgba16),
    // Colour-management chunks are ignored: stored values come out, unconverted.
    ("rgb8-gama1.png", rgb),
    ("rgb8-srgb.png", rgb),
    ("rgb8-iccp.png", rgb),
    ("rgb16-gama1.png", rgb16),
    ("rgb16-iccp.png", rgb16),
  ]

  @Test(arguments: cases)
  func fixtureDecodesToItsKnownPixels(file: String, pixels: [[UInt8]]) throws {
    let bitmap = try ImageDecoder.decode(F.bytes(file))
    #expect(bitmap.width == 3)
    #expect(bitmap.height == 2)
    #expect(F.rgba(bitmap) == pixels)
  }

  @Test func decodingFromAFileGivesTheSamePixelsAsFromMemory() throws {
    let fromFile = try ImageDecoder.decode(contentsOf: F.path("rgb8.png"))
    let fromMemory = try ImageDecoder.decode(F.bytes("rgb8.png"))
    #expect(fromFile == fromMemory)
  }

  @Test func sixteenBitSamplesAreRoundedNotTruncated() throws {
    // The rule behind `rgb16`: the nearest 8-bit value, with no gamma curve applied.
    let samples: [UInt32] = [0x1234, 0xFF00, 0x0080, 0xFFFF, 0x0000, 0x7FFF]
    let rounded = samples.map { UInt8(($0 * 255 + 32767) / 65535) }
    let decoded = try ImageDecoder.decode(F.bytes("rgb16.png"))
    #expect(Array(decoded.pixels[0..<3] + decoded.pixels[4..<7]) == rounded)
  }

  // An RGB file's rows are spread to RGBA by our own row transform, right to left, the last
  // pixel alone and then four a turn: every width from 1 past two turns and every remainder,
  // array and page storage alike.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 9, 13, 720])
  func anRGBFileOfAnyWidthSpreadsToOpaqueRGBA(width: Int) throws {
    let height = width == 720 ? 400 : 3
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for i in pixels.indices where i % 4 != 3 { pixels[i] = UInt8(truncatingIfNeeded: i &* 37 &>> 2) }
    let image = try Bitmap(width: width, height: height, pixels: pixels)
    let decoded = try PNGDecoder.decode(PNGEncoder(channels: .rgb).encode(image), limits: .default)
    #expect(decoded.ownsPages == (width == 720))
    #expect(decoded == image)
  }

  // The decoder skips zlib's Adler-32 (a tenth of decoding) and relies on the chunks' CRC-32s:
  // a stream whose Adler-32 alone is wrong still decodes, while damage that the CRC sees is
  // still refused.
  @Test func aWrongAdler32AloneDoesNotStopDecodingButADamagedChunkDoes() throws {
    var image = try Bitmap(width: 64, height: 48)
    image.withMutablePixels { px in
      for i in stride(from: 0, to: px.count, by: 4) { px[i] = UInt8(i % 251) }
    }
    let png = try PNGEncoder().encode(image)
    let idat = try #require(PNGChunk.chunks(of: png).chunks.last { $0.type == "IDAT" })
    // The chunk's last 4 data bytes are the zlib stream's Adler-32; its CRC follows them.
    let crcAt = idat.range.upperBound - 4
    var wrongAdler = png
    wrongAdler[crcAt - 1] ^= 0x5A
    let crc = HostileFolderTests.crc32(Array(wrongAdler[(idat.range.lowerBound + 4)..<crcAt]))
    for k in 0..<4 { wrongAdler[crcAt + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    #expect(try ImageDecoder.decode(wrongAdler) == image)

    var damaged = png
    damaged[crcAt - 8] ^= 0x5A  // inside the compressed data, CRC left as it was
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(damaged) }
  }

  @Test func colourChunksAreRemovedBeforeLibpngSeesThem() throws {
    let original = try F.bytes("rgb8-iccp.png")
    let stripped = PNGDecoder.withoutColourManagement(original)
    #expect(stripped.count < original.count)
    #expect(PNGChunk.chunks(of: stripped).chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    let plain = try F.bytes("rgb8.png")
    #expect(PNGDecoder.withoutColourManagement(plain) == plain)
  }
}
