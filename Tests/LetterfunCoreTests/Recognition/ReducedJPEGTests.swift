import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// Large JPEGs (iPad and camera sizes) are decoded at 1/2 or 1/4 scale by libjpeg's DCT
/// scaling when reading boards; each must still read exactly as its label says.
@Suite(.enabled(if: Shared.available, Shared.missingReason))
struct ReducedJPEGTests {
  /// One screenshot per device class and several themes, and both 2x iPads.
  static let picks = LabelledScreenshot.deviceSpread

  /// `image` enlarged by `factor` (1: as it is) and saved as a JPEG at quality 90.
  static func jpeg(_ image: Bitmap, times factor: Int) throws -> [UInt8] {
    let large =
      factor == 1
      ? image : try image.scaled(width: image.width * factor, height: image.height * factor)
    return try JPEGEncoder(quality: 90).encode(large)
  }

  @Test func largeJPEGsAreReducedAndReadExactly() throws {
    let side = BoardReader.sufficientShortSide
    var reductions: Set<Int> = []
    for label in Self.picks {
      let image = try ImageDecoder.decode(contentsOf: label.path)
      let shorter = min(image.width, image.height)
      // At least twice the sufficient side, so that the decoder reduces it.
      let factor = shorter >= 2 * side ? 1 : (2 * side + shorter - 1) / shorter
      let bytes = try Self.jpeg(image, times: factor)
      let whole = try ImageDecoder.decode(bytes)
      let reduced = try ImageDecoder.decode(bytes, reducingJPEGTo: side)
      let scale = whole.width / reduced.width
      #expect(scale >= 2, "\(label.file) was not reduced")
      #expect(min(reduced.width, reduced.height) >= side, "\(label.file) reduced too far")
      reductions.insert(scale)
      let read = try builtInReader.read(reduced)
      #expect(read.board.letterString == label.letters, "\(label.file) at 1/\(scale)")
      #expect(read.board.ownershipString == label.ownership, "\(label.file) at 1/\(scale)")
    }
    #expect(Self.picks.count == 9)
    // A camera-size JPEG: the 2x iPad enlarged twice again (3072x4096), read at 1/4.
    let retina = try #require(Self.picks.first { $0.file.hasSuffix("iPadPortrait_Retina.png") })
    let camera = try Self.jpeg(try ImageDecoder.decode(contentsOf: retina.path), times: 2)
    let quarter = try ImageDecoder.decode(camera, reducingJPEGTo: side)
    #expect(quarter.width == 768 && quarter.height == 1024)
    let read = try builtInReader.read(quarter)
    #expect(read.board.letterString == retina.letters)
    #expect(read.board.ownershipString == retina.ownership)
    #expect(reductions.contains(2))
  }

  @Test func smallJPEGsAndPNGsAreDecodedWhole() throws {
    let label = try #require(Self.picks.first { $0.file == "jpsim__LetterpressPlayer__l0.png" })
    let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: label.path)))
    let whole = try ImageDecoder.decode(png)
    let image = try ImageDecoder.decode(png, reducingJPEGTo: 100)
    #expect(image == whole)
    // Its shorter side is less than twice 720: no reduction.
    #expect(min(whole.width, whole.height) < 2 * BoardReader.sufficientShortSide)
    let jpeg = try Self.jpeg(image, times: 1)
    let decoded = try ImageDecoder.decode(jpeg, reducingJPEGTo: BoardReader.sufficientShortSide)
    #expect(decoded == (try ImageDecoder.decode(jpeg)))
  }
}
