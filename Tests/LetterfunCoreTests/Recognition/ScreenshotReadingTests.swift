import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// The real screenshots: every board read exactly, every refusal with its code.
@Suite(.enabled(if: Shared.available, Shared.missingReason))
struct ScreenshotReadingTests {
  @Test(arguments: LabelledScreenshot.boards)
  func everyLabelledBoardIsReadExactly(_ label: LabelledScreenshot) throws {
    let read = try builtInReader.read(contentsOf: label.path)
    #expect(read.board.letterString == label.letters)
    if let ownership = label.ownership {
      #expect(read.board.ownershipString == ownership)
    }
    #expect(read.warnings.isEmpty)
  }

  @Test(arguments: LabelledScreenshot.refusals)
  func everyLabelledRefusalGivesItsCode(_ label: LabelledScreenshot) {
    #expect {
      _ = try builtInReader.read(contentsOf: label.path)
    } throws: { error in
      (error as? ReadError)?.code == label.error
    }
  }

  @Test func themeIsReportedForEveryThemedScreenshot() throws {
    for label in LabelledScreenshot.boards {
      guard let theme = label.theme.map({ $0.hasPrefix("x-") ? String($0.dropFirst(2)) : $0 }),
        let expected = Theme(rawValue: theme)
      else { continue }
      let read = try builtInReader.read(contentsOf: label.path)
      #expect(read.theme == expected, "\(label.file)")
      #expect(read.wideGamut == label.size.hasPrefix("1125x2436"), "\(label.file)")
    }
  }
}
