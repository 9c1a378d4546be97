import Foundation
import Testing

/// The common `solve` lines are read without ArgumentParser; these run each such line beside
/// the same line written with `--name=value`, which only ArgumentParser reads, and expect the
/// same answer to the byte. Both read through one option table (`SolveOption`).
@Suite struct QuickArgumentsTests {
  static let board = "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbwwwwwrbbrrRrbrRrbBbr"

  /// `line` with every `--name value` of an option in `names` joined as `--name=value`.
  private func joined(_ line: [String], _ names: Set<String>) -> [String] {
    var out: [String] = []
    var i = 0
    while i < line.count {
      if names.contains(line[i]), i + 1 < line.count {
        out.append(line[i] + "=" + line[i + 1])
        i += 2
      } else {
        out.append(line[i])
        i += 1
      }
    }
    return out
  }

  private func expectSameAnswer(_ line: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let options: Set<String> = [
      "--limit", "--rank", "--board", "--played", "--dict", "--templates", "--debug-dir",
      "--think", "--seed",
    ]
    let slow = joined(line, options)
    #expect(slow != line, "the line has no option to rewrite", sourceLocation: sourceLocation)
    let quick = try CLI.run(line)
    let parsed = try CLI.run(slow)
    #expect(quick.status == parsed.status, sourceLocation: sourceLocation)
    #expect(quick.stdout == parsed.stdout, sourceLocation: sourceLocation)
    #expect(quick.stderr == parsed.stderr, sourceLocation: sourceLocation)
  }

  @Test func typedBoardsAnswerAsArgumentParserReadsThem() throws {
    try expectSameAnswer(["solve", "--board", Self.board])
    try expectSameAnswer(["solve", "--board", Self.board, "--limit", "3", "--rank", "score"])
    try expectSameAnswer(["solve", "--json", "--board", Self.board, "--safe", "--limit", "0"])
    try expectSameAnswer(["solve", "--rank", "best", "--board", Self.board, "--limit", "3"])
    try expectSameAnswer([
      "solve", "--rank", "best", "--think", "5", "--seed", "3", "--json", "--board", Self.board,
    ])
    try expectSameAnswer([
      "solve", "--plain", "--board", Self.board, "--played", "knots,dunk", "--played", "sung",
      "--board", "ABCDEFGHIJKLMNOPQRSTUVWXY", "--limit", "2",
    ])
  }

  @Test func screenshotsAnswerAsArgumentParserReadsThem() throws {
    let shot = CLI.samples.appendingPathComponent("light-640x1136.png").path
    try expectSameAnswer(["solve", shot, "--limit", "5"])
    try expectSameAnswer(["solve", "--json", "--limit", "5", "--rank", "score", shot])
    try expectSameAnswer(["solve", "--limit", "1", shot, "--board", Self.board])
  }

  @Test func invalidValuesGetArgumentParsersErrors() throws {
    // Each fails validation or parsing: the quick reader hands it on, so the usage error and
    // its exit status are ArgumentParser's in both spellings.
    try expectSameAnswer(["solve", "--board", Self.board, "--limit", "lots"])
    try expectSameAnswer(["solve", "--board", Self.board, "--rank", "best-first"])
    try expectSameAnswer(["solve", "--board", Self.board, "--played", "x y"])
    try expectSameAnswer(["solve", "--board", "ABC"])
    try expectSameAnswer(["solve", "--board", Self.board, "--rank", "best", "--think", "soon"])
    try expectSameAnswer(["solve", "--board", Self.board, "--rank", "best", "--seed", "-3"])
  }

  @Test func wrongValuesSayWhatTheOptionTakes() throws {
    for (line, message) in [
      (["--limit", "lots"], "--limit takes a number of words, not 'lots'"),
      (["--rank", "sideways"], "--rank takes length, score or best, not 'sideways'"),
      (["--rank", "best", "--think", "soon"], "--think takes milliseconds, not 'soon'"),
      (["--rank", "best", "--seed", "x"], "--seed takes a whole number, not 'x'"),
    ] {
      let r = try CLI.run(["solve", "--board", Self.board] + line)
      #expect(r.status == 2)
      #expect(r.stdout.isEmpty)
      #expect(r.stderr.hasPrefix("letterfun: usage: \(message)\n"), "\(r.stderr)")
    }
  }

  /// Every option of `solve --help` (ArgumentParser's view) with its help, in table order.
  @Test func theHelpListsTheOptionTablesEntriesAndNoOther() throws {
    let help = try CLI.run(["solve", "--help"])
    #expect(help.status == 0)
    let names = help.stdout.split(separator: "\n").compactMap { line in
      line.firstMatch(of: #/^  (--[a-z-]+)/#).map { String($0.1) }
    }
    #expect(
      names == [
        "--json", "--plain", "--board", "--limit", "--rank", "--think", "--seed", "--played",
        "--safe", "--dict", "--templates", "--debug-dir", "--force", "--version",
      ])
    // The zsh completions offer --rank's values, from the same table.
    let zsh = try CLI.run(["--generate-completion-script", "zsh"])
    #expect(zsh.stdout.contains("___rank=('length' 'score' 'best')"))
  }

  @Test func versionPrintsTheVersionAlone() throws {
    let r = try CLI.run(["--version"])
    #expect(r.status == 0)
    #expect(r.stdout == "0.1.0\n")
    #expect(r.stderr.isEmpty)
  }
}
