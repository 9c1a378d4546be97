import Foundation
import Testing

/// Without `--dict` the binary plays the game's own words: checked through the command line
/// against a plain scan of ../shared's copy of the official list.
@Suite struct DefaultDictionaryTests {
  static let officialList = CLI.shared.appendingPathComponent("dict/letterpress-en.txt")

  /// The words of the list the letters can spell, upper case, sorted.
  private func scan(_ words: [Substring], letters: String) -> [String] {
    var have = [Int](repeating: 0, count: 26)
    for b in letters.utf8 { have[Int(b) - 65] += 1 }
    return words.filter { w in
      guard w.utf8.count <= 25 else { return false }
      var left = have
      for b in w.utf8 {
        left[Int(b) - 97] -= 1
        if left[Int(b) - 97] < 0 { return false }
      }
      return true
    }.map { $0.uppercased() }.sorted()
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: officialList.path),
      "needs ../shared beside the project (absent here)"))
  func solveWithoutDictOffersExactlyTheOfficialWords() throws {
    let words = try String(contentsOf: Self.officialList, encoding: .utf8)
      .split(separator: "\n")
    for board in [
      "HSBAAWDEHLSHLUOVEOLUIOTER:wwrwrwrrbbrbbwbrbwbbbbbbb",
      "QUIZJAMBOXFLYVEGHTDNSPRCK:wwbBBwwbBBrrwbbRRrwwRRrww",
    ] {
      let r = try CLI.run(["solve", "--json", "--limit", "0", "--board", board])
      #expect(r.status == 0)
      let line = try #require(try CLI.jsonLines(r.stdout).first)
      let offered = try #require(line["words"] as? [[String: Any]]).compactMap {
        $0["word"] as? String
      }
      let expected = scan(words, letters: String(board.prefix(25)))
      #expect(offered.sorted() == expected, "\(board)")
      #expect(line["playable"] as? Int == expected.count)
    }
  }
}
