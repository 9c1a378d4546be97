import Foundation
@_spi(Internals) import LetterfunCore
import Testing

@Suite struct DeviceLayoutTests {
  /// Every device's board is where the locator finds it on that device's real screenshots.
  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func measuredBoardsAreWhereRealScreenshotsHaveThem() throws {
    var checked = 0
    for shot in LabelledScreenshot.boards where !shot.file.contains("CgBI") {
      let image = try ImageDecoder.decode(contentsOf: shot.path)
      guard
        let layout = DeviceLayout.measured.first(where: {
          $0.width == image.width && $0.height == image.height
        }),
        let g = try? builtInReader.locate(image).geometry
      else { continue }
      let b = layout.board
      let error = max(
        abs(g.originX - b.originX), abs(g.originY - b.originY), abs(g.tileSize - b.tileSize))
      #expect(error <= 0.04 * b.tileSize, "\(shot.file): \(g) vs \(layout.name)")
      checked += 1
    }
    #expect(checked >= 50)
  }

  @Test func aMeasuredSizeGetsItsOwnLayout() {
    #expect(DeviceLayout.forScreen(width: 750, height: 1334).name == "iPhone 6/7/8 (750x1334)")
  }

  @Test func otherSizesScaleTheNearestAspectRatio() {
    let x = DeviceLayout.forScreen(width: 828, height: 1792)
    #expect(x.name.hasPrefix("iPhone X"))
    #expect(abs(x.board.tileSize - 225 * 828 / 1125) < 1)
    let tablet = DeviceLayout.forScreen(width: 600, height: 800)
    #expect(tablet.name.hasPrefix("iPad portrait"))
    // Scaled boards stay inside the screen.
    for (w, h) in [(320, 568), (601, 999), (900, 1300), (1242, 2208)] {
      let b = DeviceLayout.forScreen(width: w, height: h).board
      #expect(b.originX >= 0 && b.originY >= 0)
      #expect(b.originX + 5 * b.tileSize <= Double(w) + 0.001)
      #expect(b.originY + 5 * b.tileSize <= Double(h) + 0.001)
    }
  }
}
