import Foundation
import Testing

/// The plain text of `solve`: the header names the list's order, and the can-win line agrees
/// with the list (issue 15).
@Suite struct SolveTextReportTests {
  /// Two unclaimed tiles (A, B); yours C-O, the opponent's P-Y, P-T undefended. With a
  /// dictionary of CABDE, BAP and CDEFGHI: CABDE and BAP fill the board with you ahead (BAP by
  /// more, taking P), CDEFGHI is longest and wins nothing.
  static let board = "ABCDEFGHIJKLMNOPQRSTUVWXY:wwbbbbbbbbbbbbbrrrrrrrrrr"
  /// The same letters, every tile claimed: the game is over.
  static let finished = "ABCDEFGHIJKLMNOPQRSTUVWXY:bbbbbbbbbbbbbbbrrrrrrrrrr"

  private func solve(_ words: [String], _ arguments: [String]) throws -> CLI.Result {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let dict = dir.appendingPathComponent("words.txt")
    try Data((words.joined(separator: "\n") + "\n").utf8).write(to: dict)
    let r = try CLI.run(["solve", "--plain", "--dict", dict.path] + arguments)
    #expect(r.status == 0, "\(r.stderr)")
    return r
  }

  private func lines(_ r: CLI.Result, containing text: String) -> [String] {
    r.stdout.split(separator: "\n").map(String.init).filter { $0.contains(text) }
  }

  private static let all = ["cabde", "bap", "cdefghi"]

  @Test(arguments: [
    ([] as [String], "3 playable words, longest first:"),
    (["--limit", "2"], "3 playable words, the 2 longest:"),
    (["--limit", "1"], "3 playable words, the longest:"),
    (["--rank", "score", "--limit", "2"], "3 playable words, top 2 by score:"),
    (["--rank", "score", "--limit", "0"], "3 playable words, by score:"),
    (["--safe", "--limit", "2"], "3 playable words, top 2, safe first, then longest:"),
    (["--rank", "score", "--safe"], "3 playable words, safe first, then by score:"),
  ])
  func theHeaderNamesTheListsOrder(_ options: [String], _ header: String) throws {
    let r = try solve(Self.all, ["--board", Self.board] + options)
    #expect(lines(r, containing: "playable word") == [header])
  }

  @Test func whenTheLongestWordWinsTheCanWinLineNamesItNotABiggerWinBelow() throws {
    // BAP wins by more (+7), but the list starts with CABDE (+5): the line agrees with it.
    let r = try solve(["cabde", "bap"], ["--board", Self.board])
    #expect(lines(r, containing: "You can win") == ["  You can win this turn: CABDE (+5)"])
    #expect(lines(r, containing: "  1  ").first?.contains("CABDE") == true)
  }

  @Test func whenTheLongestWordDoesNotWinTheCanWinLineSaysWhereTheWinIs() throws {
    let shown = try solve(Self.all, ["--board", Self.board, "--limit", "2"])
    #expect(
      lines(shown, containing: "You can win")
        == ["  You can win this turn: CABDE (+5), number 2 below"])
    let hidden = try solve(Self.all, ["--board", Self.board, "--limit", "1"])
    #expect(
      lines(hidden, containing: "You can win")
        == [
          "  You can win this turn: BAP (+7), not in the list below (--rank score lists wins first)"
        ])
    let byScore = try solve(Self.all, ["--board", Self.board, "--rank", "score", "--limit", "1"])
    #expect(lines(byScore, containing: "You can win") == ["  You can win this turn: BAP (+7)"])
  }

  @Test func aFinishedBoardHasNoCanWinLineAndNoMoveMarkedWin() throws {
    let text = try solve(Self.all, ["--board", Self.finished, "--rank", "score"])
    #expect(text.stdout.contains("0 tiles left"))
    #expect(lines(text, containing: "You can win").isEmpty)
    #expect(!text.stdout.contains("WIN"))
    let json = try solve(Self.all, ["--json", "--board", Self.finished, "--limit", "0"])
    let words = try #require(try CLI.jsonLines(json.stdout).first?["words"] as? [[String: Any]])
    #expect(words.count == 3)
    #expect(words.allSatisfy { $0["win"] as? Bool == false && $0["loss"] as? Bool == false })
  }
}
