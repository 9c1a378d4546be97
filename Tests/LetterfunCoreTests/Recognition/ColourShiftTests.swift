import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// The colour shifts of the sweep do what ImageMagick does, and a few shifted real boards read
/// right or are refused (the whole family over every shared board is `ColourShiftSweep`).
@Suite struct ColourShiftTests {
  /// ImageMagick 6.9.11 (Q16) output for six theme colours (light's blue and dark red,
  /// forest's neutral and dark green, retro's purple, dark's neutral), measured once with
  /// `convert in.ppm -gamma 0.8 out.ppm` and so on.
  static let colours = [
    RGB(120, 200, 245), RGB(255, 67, 47), RGB(217, 223, 209), RGB(21, 99, 59),
    RGB(140, 37, 255), RGB(57, 57, 57),
  ]
  static let imageMagick: [(ColourShift, [RGB])] = [
    (
      .gamma(0.8),
      [RGB(99, 188, 243), RGB(255, 48, 31), RGB(208, 216, 199), RGB(11, 78, 41),
       RGB(121, 23, 255), RGB(39, 39, 39)]
    ),
    (
      .gamma(1.2),
      [RGB(136, 208, 247), RGB(255, 84, 62), RGB(223, 228, 216), RGB(32, 116, 75),
       RGB(155, 51, 255), RGB(73, 73, 73)]
    ),
    (
      .modulate(92, 115, 100),
      [RGB(82, 192, 254), RGB(255, 31, 5), RGB(200, 210, 187), RGB(14, 96, 54),
       RGB(127, 0, 255), RGB(52, 52, 52)]
    ),
    (
      .modulate(108, 88, 100),
      [RGB(153, 209, 241), RGB(244, 98, 82), RGB(234, 237, 230), RGB(28, 102, 64),
       RGB(153, 72, 243), RGB(62, 62, 62)]
    ),
    (
      .hue(10),
      [RGB(120, 179, 245), RGB(255, 102, 47), RGB(215, 223, 209), RGB(21, 99, 72),
       RGB(176, 37, 255), RGB(57, 57, 57)]
    ),
  ]

  /// Within 1 per channel: ImageMagick computes in 16 bits and rounds once more.
  @Test func shiftsMatchImageMagicksOutput() {
    for (shift, expected) in Self.imageMagick {
      for (c, e) in zip(Self.colours, expected) {
        let got = shift.apply(c)
        let worst = max(
          abs(Int(got.r) - Int(e.r)), abs(Int(got.g) - Int(e.g)), abs(Int(got.b) - Int(e.b)))
        #expect(worst <= 1, "\(shift.name) of \(c): \(got), ImageMagick \(e)")
      }
    }
  }

  /// A whole bitmap goes through the same function as one colour, cache and table included.
  @Test func bitmapsShiftPixelByPixel() throws {
    var image = try Bitmap(width: 7, height: 1)
    for (x, c) in Self.colours.enumerated() { image.setPixel(x, 0, c) }
    image.setPixel(6, 0, Self.colours[0])
    for (shift, _) in Self.imageMagick {
      let out = shift.apply(image)
      for x in 0..<7 {
        #expect(out.pixel(x, 0) == shift.apply(image.pixel(x, 0)), "\(shift.name) at \(x)")
      }
    }
  }

  @Test func swappedOwnershipExchangesTheSides() {
    #expect(ShiftedRead.swapped("wbBrR") == "wrRbB")
  }

  /// A forest board read with its sides swapped through `-gamma 0.8` and the dark board
  /// through `-modulate 92,115,100` on main (issue 30): now exact, or refused, never wrong.
  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func shiftedRealBoardsNeverReadWithTheirSidesSwapped() throws {
    let cases: [(String, ColourShift)] = [
      ("artgillespie__pressletter__iPhone4_Forest.png", .gamma(0.8)),
      ("artgillespie__pressletter__iPhone4_Dark.png", .modulate(92, 115, 100)),
    ]
    for (file, shift) in cases {
      let label = try #require(LabelledScreenshot.boards.first { $0.file == file })
      let image = shift.apply(try ImageDecoder.decode(contentsOf: label.path))
      let read = ShiftedRead.judge(
        image, letters: label.letters ?? "", ownership: label.ownership ?? "",
        reader: builtInReader)
      #expect(!read.isSilentError, "\(shift.name) of \(file): \(read)")
      #expect(read == .exact, "\(shift.name) of \(file)")
    }
  }
}
