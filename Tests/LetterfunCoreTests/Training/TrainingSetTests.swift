import Foundation
@_spi(Internals) import LetterfunCore
import Testing

@Suite struct TrainingSetTests {
  @Test func plainListResolvesNamesAndKeepsOwnership() throws {
    let set = try TrainingSet(
      list: """
        # my screenshots
        a.png ABCDEFGHIJKLMNOPQRSTUVWXY
        /abs/b.png abcdefghijklmnopqrstuvwxy wwwwwbbbbbBBBBBrrrrrRRRRR  # lower case is fine

        """, images: "/shots")
    #expect(set.entries.map(\.path) == ["/shots/a.png", "/abs/b.png"])
    #expect(set.entries[1].letters == Array("ABCDEFGHIJKLMNOPQRSTUVWXY"))
    #expect(set.entries[0].ownership == nil)
    #expect(set.entries[1].ownership == "wwwwwbbbbbBBBBBrrrrrRRRRR")
  }

  @Test func plainListNamesTheBadLine() {
    #expect(throws: TrainingSetError.malformed(line: 2, "'ABC' for b.png is not 25 letters A-Z")) {
      try TrainingSet(list: "a.png ABCDEFGHIJKLMNOPQRSTUVWXY\nb.png ABC\n", images: ".")
    }
    #expect(throws: TrainingSetError.self) {
      try TrainingSet(list: "a.png ABCDEFGHIJKLMNOPQRSTUVWXY wwx\n", images: ".")
    }
  }

  @Test func labelsJSONKeepsOnlyBoards() throws {
    let json = """
      [{"file": "a.png", "expect": "board", "letters": "ABCDEFGHIJKLMNOPQRSTUVWXY"},
       {"file": "menu.png", "expect": "error", "error": "not-a-board"}]
      """
    let set = try TrainingSet(labelsJSON: Data(json.utf8), images: "dir")
    #expect(set.entries.map(\.path) == ["dir/a.png"])
  }

  @Test func notJSONIsRefused() {
    #expect(throws: TrainingSetError.malformed(line: 0, "not a labels.json list of records")) {
      try TrainingSet(labelsJSON: Data("[1, 2".utf8), images: ".")
    }
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func sharedLabelsListEverySharedBoard() throws {
    let set = try TrainingSet(contentsOf: Shared.labels.path, images: Shared.screenshots.path)
    #expect(set.entries.count == LabelledScreenshot.boards.count)
  }
}
