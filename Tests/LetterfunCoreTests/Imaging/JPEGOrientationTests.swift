import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// JPEGs whose EXIF orientation says how to turn the stored pixels, as phone cameras and some
/// apps write them: the decoder shows them turned, for all eight orientations.
@Suite struct JPEGOrientationTests {
  /// `jpeg` with an APP1 Exif segment holding only the orientation tag, right after SOI.
  static func withOrientation(_ jpeg: [UInt8], _ orientation: Int, littleEndian: Bool) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] {
      littleEndian ? [UInt8(v & 255), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 255)]
    }
    func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
    var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
    tiff += u16(42) + u32(8)
    // One IFD entry: tag 0x0112, type SHORT, count 1, the value padded to four bytes.
    tiff += u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
    let payload = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 255)] + payload
    return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
  }

  /// Six flat blocks A B C over D E F, 16 pixels each, so JPEG keeps their colours.
  static let blocks: [RGB] = [
    RGB(230, 30, 30), RGB(30, 200, 30), RGB(30, 30, 230),
    RGB(230, 230, 30), RGB(30, 230, 230), RGB(230, 30, 230),
  ]

  static func blockImage() throws -> Bitmap {
    var image = try Bitmap(width: 48, height: 32, fill: RGB(0, 0, 0))
    for y in 0..<32 {
      for x in 0..<48 { image.setPixel(x, y, blocks[(y / 16) * 3 + x / 16]) }
    }
    return image
  }

  /// What each orientation shows, block by block (row by row), worked out by hand from the
  /// EXIF definitions: 6 turns the stored image a quarter clockwise, 8 anticlockwise.
  static let shown: [Int: [String]] = [
    1: ["ABC", "DEF"], 2: ["CBA", "FED"], 3: ["FED", "CBA"], 4: ["DEF", "ABC"],
    5: ["AD", "BE", "CF"], 6: ["DA", "EB", "FC"], 7: ["FC", "EB", "DA"], 8: ["CF", "BE", "AD"],
  ]

  @Test(arguments: 1...8)
  func eachOrientationTurnsThePixelsAsEXIFSays(_ orientation: Int) throws {
    let plain = try JPEGEncoder(quality: 95, fullChroma: true).encode(Self.blockImage())
    for little in [false, true] {
      let image = try ImageDecoder.decode(
        Self.withOrientation(plain, orientation, littleEndian: little))
      let rows = Self.shown[orientation]!
      #expect(image.width == rows[0].count * 16 && image.height == rows.count * 16)
      for (r, row) in rows.enumerated() {
        for (c, letter) in row.enumerated() {
          let want = Self.blocks[Int(letter.asciiValue! - 65)]
          let got = image.pixel(c * 16 + 8, r * 16 + 8)
          #expect(got.distance(to: want) < 30, "orientation \(orientation) block \(letter)")
        }
      }
    }
  }

  @Test func aJPEGWithoutOrientationOrWithABadOneIsAsStored() throws {
    let plain = try JPEGEncoder(quality: 95, fullChroma: true).encode(Self.blockImage())
    for bytes in [plain, Self.withOrientation(plain, 0, littleEndian: false),
      Self.withOrientation(plain, 9, littleEndian: true),
      // Cut short inside the IFD: ignored, not read past the segment.
      Array(Self.withOrientation(plain, 6, littleEndian: false).prefix(2)) + [0xFF, 0xE1, 0, 16]
        + Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0, 0, 0, 8] + Array(plain[2...]),
    ] {
      let image = try ImageDecoder.decode(bytes)
      #expect(image.width == 48 && image.height == 32)
      #expect(image.pixel(8, 8).distance(to: Self.blocks[0]) < 30)
    }
  }

  /// A board rendered, stored turned the other way with the tag that undoes it, reads back.
  @Test(arguments: 1...8)
  func aTurnedScreenshotWithItsOrientationReadsBack(_ orientation: Int) throws {
    let board = try Board(text: "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr")
    let image = try Renderer().render(
      Renderer.Scene(board: board, theme: .light, width: 320, height: 568))
    // 6 and 8 undo each other; the other orientations undo themselves.
    let inverse = orientation == 6 ? 8 : orientation == 8 ? 6 : orientation
    let stored = try JPEGEncoder(quality: 90).encode(image.oriented(exif: inverse))
    let read = try builtInReader.read(
      ImageDecoder.decode(Self.withOrientation(stored, orientation, littleEndian: orientation.isMultiple(of: 2))))
    #expect(read.board == board)
  }
}
