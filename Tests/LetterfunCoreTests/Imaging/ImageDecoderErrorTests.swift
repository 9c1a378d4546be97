import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

/// Bad input of every kind gives its own `ImageDecodingError` case, never a trap.
@Suite struct ImageDecoderErrorTests {
  typealias F = ImagingFixtures

  static func decode(_ bytes: [UInt8]) -> ImageDecodingError? {
    F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(bytes) }
  }

  @Test func zeroBytesAreEmpty() {
    #expect(Self.decode([]) == .empty)
  }

  @Test func textIsNotAnImage() {
    #expect(Self.decode(Array("ABCDE FGHIJ\nKLMNO\n".utf8)) == .notAnImage("text"))
  }

  @Test func unknownBinaryIsNotAnImageAndShowsItsFirstBytes() {
    #expect(
      Self.decode([0x00, 0x01, 0xFE, 0x7F, 0x10])
        == .notAnImage("unknown data starting 00 01 FE 7F"))
  }

  static let otherFormats: [(name: String, bytes: [UInt8])] = [
    ("HEIC", [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0]),
    ("AVIF", [0, 0, 0, 0x18] + Array("ftypavif".utf8) + [0, 0, 0, 0]),
    ("GIF", Array("GIF89a".utf8) + [1, 0, 1, 0]),
    ("WebP", Array("RIFF".utf8) + [0x10, 0, 0, 0] + Array("WEBPVP8 ".utf8)),
    ("TIFF", [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]),
  ]

  @Test(arguments: otherFormats)
  func otherImageFormatsAreNamedWithAdvice(name: String, bytes: [UInt8]) {
    let error = Self.decode(bytes)
    #expect(error == .unsupported("this is a \(name) image; export it as PNG or JPEG"))
    #expect(error?.code == "unreadable-image")
  }

  @Test func pdfIsNotAnImage() {
    #expect(Self.decode(Array("%PDF-1.7\n".utf8)) == .notAnImage("a PDF document"))
  }

  @Test(arguments: [1, 4, 7, 8, 12, 16, 20, 33, 40, 50, 60])
  func truncatedPNGIsTruncated(cut: Int) throws {
    let bytes = try F.bytes("rgb8.png")  // 81 bytes; IDAT ends at 69, IEND follows
    #expect(Self.decode(Array(bytes.prefix(cut))) == .truncated)
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func truncatedScreenshotIsTruncated() throws {
    let path = F.screenshot("jpsim__LetterpressPlayer__l0.png")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    for fraction in [0.01, 0.5, 0.99] {
      #expect(Self.decode(Array(bytes.prefix(Int(Double(bytes.count) * fraction)))) == .truncated)
    }
  }

  @Test func everyCutOfAPNGIsAnErrorOrTheWholeImage() throws {
    // libpng accepts a file cut inside IEND (all pixels present); no cut may trap or lie.
    let bytes = try F.bytes("rgba16-interlaced.png")
    let whole = try ImageDecoder.decode(bytes)
    for cut in 0..<bytes.count {
      do {
        let bitmap = try ImageDecoder.decode(Array(bytes.prefix(cut)))
        #expect(bitmap == whole)
        #expect(cut >= bytes.count - 12, "cut at \(cut) decoded")
      } catch {
        #expect(error == .truncated || error == .empty || F.isCorrupt(error))
      }
    }
  }

  @Test func garbageAfterThePNGSignatureIsCorrupt() throws {
    var bytes = try F.bytes("rgb8.png")
    bytes.replaceSubrange(8..<40, with: Array(repeating: Array("garbage!".utf8), count: 4).joined())
    #expect(F.isCorrupt(Self.decode(bytes)))
  }

  @Test func pngSignatureDamagedByTextModeTransferIsCorrupt() throws {
    var bytes = try F.bytes("rgb8.png")
    bytes.remove(at: 4)  // \r\n → \n, as an FTP text-mode transfer does
    #expect(
      Self.decode(bytes)
        == .corrupt("the PNG signature is damaged, as by a text-mode file transfer"))
  }

  @Test func badCRCIsCorrupt() throws {
    var bytes = try F.bytes("rgb8.png")
    bytes[29] ^= 0x01  // last byte of the IHDR CRC
    #expect(Self.decode(bytes) == .corrupt("IHDR: CRC error"))
  }

  @Test func pngClaimingHugeDimensionsIsTooLargeWithoutAllocating() {
    // 100000 x 100000 RGBA would be 40 GB: refused after the header, before any allocation.
    let ihdr = F.bigEndian(100_000) + F.bigEndian(100_000) + [8, 6, 0, 0, 0]
    let bytes =
      ImageFormat.pngSignature + F.chunk("IHDR", ihdr) + F.chunk("IDAT", [0x78, 0x9C, 3, 0])
      + F.chunk("IEND", [])
    #expect(Self.decode(bytes) == .tooLarge(width: 100_000, height: 100_000, maxPixels: 50_000_000))
  }

  @Test func smallerLimitsAreHonoured() throws {
    let bytes = try F.bytes("rgb8.png")
    let limits = ImageLimits(maxPixels: 5, maxFileBytes: 1 << 20, maxAspectRatio: 50)
    let error = F.error { () throws(ImageDecodingError) in
      try ImageDecoder.decode(bytes, limits: limits)
    }
    #expect(error == .tooLarge(width: 3, height: 2, maxPixels: 5))
  }

  @Test func longThinImageIsRefusedAsImplausible() throws {
    let bytes = try F.bytes("rgb8.png")
    let limits = ImageLimits(maxPixels: 100, maxFileBytes: 1 << 20, maxAspectRatio: 1)
    let error = F.error { () throws(ImageDecodingError) in
      try ImageDecoder.decode(bytes, limits: limits)
    }
    #expect(error == .implausibleShape(width: 3, height: 2))
  }

  @Test func damagedPNGNeverCrashes() throws {
    // Flips reach libpng and the colour-chunk stripper, whose chunk walk must stay in bounds.
    for file in ["rgba16-interlaced.png", "rgb8-iccp.png", "palette-trns.png"] {
      let bytes = try F.bytes(file)
      for i in 0..<bytes.count {
        var damaged = bytes
        damaged[i] ^= 0x55
        _ = Self.decode(damaged)
      }
    }
  }

  @Test func aDirectoryIsRefusedAsAFolder() {
    let path = ImagingFixtures.folder.path
    let error = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(contentsOf: path)
    }
    #expect(error == .isDirectory(path: path))
    #expect(error?.description == "\(path) is a folder, not an image file")
  }

  @Test func aMissingFileCannotBeRead() {
    let path = F.path("no-such-file.png")
    let error = F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(contentsOf: path)
    }
    #expect(error == .cannotRead(path: path, reason: "no such file"))
  }

  @Test func aSpecialFileIsRefused() {
    let error = F.error { () throws(ImageDecodingError) in
      try ImageDecoder.decode(contentsOf: "/dev/zero")
    }
    #expect(error == .cannotRead(path: "/dev/zero", reason: "not a regular file"))
  }

  @Test func anEmptyFileIsEmpty() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-empty-\(UUID().uuidString).png").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      F.error { () throws(ImageDecodingError) in try ImageDecoder.decode(contentsOf: path) }
        == .empty)
  }

  @Test func aFileAboveTheSizeLimitIsRefusedUnread() {
    let limits = ImageLimits(maxPixels: 50_000_000, maxFileBytes: 10, maxAspectRatio: 50)
    let error = F.error { () throws(ImageDecodingError) in
      try ImageDecoder.decode(contentsOf: F.path("rgb8.png"), limits: limits)
    }
    #expect(error == .fileTooLarge(bytes: 81, maxBytes: 10))
  }

  @Test func theFormatComesFromTheBytesNotTheName() throws {
    // A JPEG named .png and a PNG named .jpg both decode.
    let folder = FileManager.default.temporaryDirectory
    let fakePNG = folder.appendingPathComponent("letterfun-\(UUID().uuidString).png").path
    let fakeJPEG = folder.appendingPathComponent("letterfun-\(UUID().uuidString).jpg").path
    try AtomicFileWriter.write(F.bytes("quadrants.jpg"), to: fakePNG)
    try AtomicFileWriter.write(F.bytes("rgb8.png"), to: fakeJPEG)
    defer {
      try? FileManager.default.removeItem(atPath: fakePNG)
      try? FileManager.default.removeItem(atPath: fakeJPEG)
    }
    #expect(try ImageDecoder.decode(contentsOf: fakePNG).width == 16)
    #expect(try ImageDecoder.decode(contentsOf: fakeJPEG).width == 3)
  }

  @Test func everyErrorSharesTheStableCodeAndHasAMessage() {
    let errors: [ImageDecodingError] = [
      .empty, .notAnImage("text"), .truncated, .corrupt("x"),
      .tooLarge(width: 1, height: 2, maxPixels: 3), .implausibleShape(width: 1, height: 100),
      .fileTooLarge(bytes: 2, maxBytes: 1), .unsupported("advice"),
      .cannotRead(path: "a", reason: "b"), .isDirectory(path: "d"),
    ]
    for error in errors {
      #expect(error.code == "unreadable-image")
      #expect(!error.description.isEmpty)
    }
  }
}
