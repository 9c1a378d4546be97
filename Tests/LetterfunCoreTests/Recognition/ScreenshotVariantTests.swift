import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// Screenshots as players send them: compressed, rescaled to other devices, with a bar below,
/// cut short or cropped to the board. Each must read exactly; refusing is tolerated only as
/// a counted exception, a wrong board never.
@Suite(.enabled(if: Shared.available, Shared.missingReason))
struct ScreenshotVariantTests {
  /// One screenshot per device class and several themes, so variants cover the range (the
  /// 2x portrait iPad is left out: its landscape twin covers 2x, and each variant is slow).
  static let picks = LabelledScreenshot.deviceSpread.filter {
    !$0.file.hasSuffix("iPadPortrait_Retina.png")
  }

  enum Variant: String, CaseIterable, Sendable {
    case jpeg60, jpeg75, jpeg90, rescaledUp, rescaledDown, smallest, navigationBar, cutRows
    case boardOnly
  }

  /// Device sizes with the source's shape: what another phone or a messaging app produces.
  static func targetSize(_ w: Int, _ h: Int, _ v: Variant) -> (Int, Int) {
    let ratio = Double(h) / Double(w)
    let widths: [Int] =
      ratio > 2
      ? [1284, 828, 585]  // iPhone X family: 1284x2778, 828x1792, ...
      : ratio > 1.6
        ? [1242, 577, 320]  // 16:9 phones: 1242x2208, 577x1024 JPEG, 320x568
        : ratio > 1.2
          ? [1242, 600, 480]  // 3.5" phones and portrait iPads: ... 600x800
          : [1242, 800, 512]  // landscape iPads
    let nw = v == .rescaledUp ? widths[0] : v == .rescaledDown ? widths[1] : widths[2]
    return (nw, Int((Double(nw) * ratio).rounded()))
  }

  static func make(_ v: Variant, from image: Bitmap, read: BoardReading) throws -> Bitmap {
    switch v {
    case .jpeg60, .jpeg75, .jpeg90:
      let q = v == .jpeg60 ? 60 : v == .jpeg75 ? 75 : 90
      return try ImageDecoder.decode(JPEGEncoder(quality: q).encode(image))
    case .rescaledUp, .rescaledDown, .smallest:
      let (w, h) = targetSize(image.width, image.height, v)
      let scaled = try image.scaled(width: w, height: h)
      // A rescaled screenshot usually travels as a JPEG.
      return try ImageDecoder.decode(JPEGEncoder(quality: 85).encode(scaled))
    case .navigationBar:
      return try image.padded(bottom: image.height / 14, colour: RGB(0, 0, 0))
    case .cutRows:
      let g = read.geometry
      let bottom = Int(g.originY + 5 * g.tileSize)
      let keep = min(image.height, bottom) - Int(g.tileSize * 0.2)
      return try image.cropped(x: 0, y: 0, width: image.width, height: keep)
    case .boardOnly:
      let g = read.geometry
      return try image.cropped(
        x: Int(g.originX), y: Int(g.originY) - 6, width: Int(5 * g.tileSize),
        height: Int(5 * g.tileSize) + 6)
    }
  }

  @Test(arguments: Variant.allCases)
  func variantsReadExactlyOrAreRefusedNeverWrong(_ variant: Variant) throws {
    var exact = 0
    var refused: [String] = []
    for label in Self.picks {
      let image = try ImageDecoder.decode(contentsOf: label.path)
      let original = try builtInReader.read(image)
      let changed = try Self.make(variant, from: image, read: original)
      do {
        let read = try builtInReader.read(changed)
        #expect(read.board.letterString == label.letters, "\(variant) of \(label.file)")
        #expect(read.board.ownershipString == label.ownership, "\(variant) of \(label.file)")
        exact += 1
      } catch {
        refused.append("\(label.file): \(error)")
      }
    }
    #expect(Self.picks.count == 8)
    #expect(refused.isEmpty, "\(variant): refused \(refused)")
  }
}
