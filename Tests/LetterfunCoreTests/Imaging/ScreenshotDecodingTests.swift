import Testing

@_spi(Internals) @testable import LetterfunCore

/// The real screenshots of ../shared: every one decodes, to its labelled size and known colours.
@Suite(.enabled(if: Shared.available, Shared.missingReason))
struct ScreenshotDecodingTests {
  typealias F = ImagingFixtures

  @Test func labelsListEverySharedScreenshot() {
    #expect(F.labels.count == 66)
  }

  @Test(arguments: F.labels)
  func screenshotDecodesAtItsLabelledSize(label: ImagingFixtures.Label) throws {
    let bitmap = try ImageDecoder.decode(contentsOf: F.screenshot(label.file))
    #expect(bitmap.width == label.width)
    #expect(bitmap.height == label.height)
  }

  /// Pixels read independently with pypng (16-bit samples rounded to 8 bits, no gamma), including
  /// 16-bit samples where rounding and `v >> 8` differ: 0x25E8 → 38, 0x32B8 → 51.
  static let knownPixels: [(file: String, x: Int, y: Int, rgba: [UInt8])] = [
    ("colons__lp__pop_wiggle.png", 100, 1500, [139, 38, 119, 255]),
    ("colons__lp__pop_wiggle.png", 560, 2000, [57, 57, 57, 255]),
    ("colons__lp__pop_wiggle.png", 900, 2300, [102, 150, 51, 255]),
    ("colons__lp__pop_wiggle.png", 50, 50, [49, 49, 49, 255]),
    (
      "colons__lp__wyfsecwdnjbsonolsfctqiukn_uuuououoppuooppuuuppuopup__x_dark.png", 330, 1720,
      [141, 64, 53, 255]
    ),
    ("colons__lp__not_a_game.png", 500, 500, [49, 49, 49, 255]),  // 16-bit grey
    ("colons__lp__picked.png", 600, 300, [0, 0, 0, 0]),  // 16-bit RGB, tRNS marks black clear
    ("colons__lp__picked.png", 100, 1500, [49, 49, 49, 255]),
    ("jpsim__LetterpressPlayer__l0.png", 64, 600, [120, 200, 245, 255]),
    ("jpsim__LetterpressPlayer__l0.png", 600, 1100, [247, 153, 141, 255]),
    ("lancy__LetterFun__sample0.png", 300, 900, [247, 153, 141, 255]),
    ("artgillespie__pressletter__xcappdata-CgBI__IMG_1384.PNG", 320, 480, [120, 200, 245, 255]),
  ]

  @Test(arguments: knownPixels)
  func screenshotPixelMatchesAnIndependentReading(file: String, x: Int, y: Int, rgba: [UInt8])
    throws
  {
    let bitmap = try ImageDecoder.decode(contentsOf: F.screenshot(file))
    let i = (y * bitmap.width + x) * 4
    #expect(Array(bitmap.pixels[i..<i + 4]) == rgba)
  }
}
