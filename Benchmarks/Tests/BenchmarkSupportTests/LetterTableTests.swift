import BenchmarkSupport
import FoundationEssentials
import Testing

/// The shared screenshots' labels, beside the worktree as ../shared (nil when absent).
let labelsPath: String? = {
  // #filePath: <root>/Benchmarks/Tests/BenchmarkSupportTests/LetterTableTests.swift.
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { root.deleteLastPathComponent() }
  let path = root.deletingLastPathComponent().appendingPathComponent(
    "shared/screenshots/labels.json"
  ).path
  return FileManager.default.fileExists(atPath: path) ? path : nil
}()

/// The game letter table and the positions, recounted from labels.json.
@Suite struct LetterTableTests {
  @Test(.enabled(if: labelsPath != nil, "../shared/screenshots/labels.json is absent"))
  func gameLetterTableIsTheCountOfTheDistinctLabelledBoards() throws {
    let labels = try ScreenshotLabels(path: labelsPath!)
    let boards = labels.distinctLetters
    #expect(boards.count == 37)
    #expect(ScreenshotLabels.letterCounts(boards) == gameLetterCounts)
    #expect(gameLetterCounts.reduce(0, +) == 925)
  }

  @Test(.enabled(if: labelsPath != nil, "../shared/screenshots/labels.json is absent"))
  func positionsAreTheDistinctUnfinishedBoards() throws {
    let positions = try ScreenshotLabels(path: labelsPath!).unfinishedPositions
    #expect(positions.count == 34)
    #expect(Set(positions).count == positions.count)
    #expect(positions.allSatisfy { $0.ownership.contains("w") })
  }

  @Test func gameLettersAreNearlyFlatUnlikeEnglish() {
    func share(_ table: [Int], _ letters: String) -> Double {
      let total = Double(table.reduce(0, +))
      return Double(letters.utf8.map { table[Int($0) - 65] }.reduce(0, +)) / total
    }
    // Vowels about a quarter; Z, X, K each 2-3%, where English has them near zero.
    #expect(share(gameLetterCounts, "AEIOU") > 0.2 && share(gameLetterCounts, "AEIOU") < 0.3)
    for rare in ["Z", "X", "K"] { #expect(share(gameLetterCounts, rare) > 0.02) }
    #expect(share(englishFrequencies, "Z") < 0.01)
  }

  @Test func sameSeedGivesTheSameBoards() {
    var first = SplitMix64(state: 7)
    var second = SplitMix64(state: 7)
    var other = SplitMix64(state: 8)
    let a = (0..<5).map { _ in randomLetters(&first, weights: gameLetterCounts) }
    let b = (0..<5).map { _ in randomLetters(&second, weights: gameLetterCounts) }
    let c = (0..<5).map { _ in randomLetters(&other, weights: gameLetterCounts) }
    #expect(a == b)
    #expect(a != c)
  }

  @Test func labelsWithoutABoardListAreRefusedWithACode() {
    #expect(throws: LabelsError.self) { try ScreenshotLabels(json: Data("{}".utf8)) }
    #expect(LabelsError.missing("x").code == "labels-missing")
    #expect(throws: LabelsError.missing("/nonexistent/labels.json")) {
      try ScreenshotLabels(path: "/nonexistent/labels.json")
    }
  }
}
