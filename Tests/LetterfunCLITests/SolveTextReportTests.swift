import Foundation
import Testing

/// The plain text of `solve`: the best-move line, the board with that move's tiles numbered,
/// row and column numbers and owner letters, the header naming the list's order, and tile lists
/// wrapped between pairs (issues 15 and 18).
@Suite struct SolveTextReportTests {
  /// Two unclaimed tiles (A, B); yours C-O, the opponent's P-Y, P-T undefended. With a
  /// dictionary of CABDE, BAP and CDEFGHI: CABDE and BAP fill the board with you ahead (BAP by
  /// more, taking P), CDEFGHI is longest and wins nothing.
  static let board = "ABCDEFGHIJKLMNOPQRSTUVWXY:wwbbbbbbbbbbbbbrrrrrrrrrr"
  /// The same letters, every tile claimed: the game is over.
  static let finished = "ABCDEFGHIJKLMNOPQRSTUVWXY:bbbbbbbbbbbbbbbrrrrrrrrrr"

  /// `solve --dict WORDS ARGUMENTS`, with `--plain` unless `plain` is false.
  private func solve(
    _ words: [String], _ arguments: [String], plain: Bool = true,
    environment: [String: String] = [:]
  ) throws -> CLI.Result {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let dict = dir.appendingPathComponent("words.txt")
    try Data((words.joined(separator: "\n") + "\n").utf8).write(to: dict)
    let r = try CLI.run(
      ["solve"] + (plain ? ["--plain"] : []) + ["--dict", dict.path] + arguments,
      environment: environment)
    #expect(r.status == 0, "\(r.stderr)")
    return r
  }

  private func lines(_ r: CLI.Result, containing text: String) -> [String] {
    r.stdout.split(separator: "\n").map(String.init).filter { $0.contains(text) }
  }

  /// The list's lines ("  3  BAP ..."), with the lines their tiles wrap onto (after the header
  /// and the line naming the columns).
  private func moveLines(_ r: CLI.Result) -> [String] {
    let all = r.stdout.split(separator: "\n").map(String.init)
    guard let header = all.firstIndex(where: { $0.contains("playable word") }) else { return [] }
    return Array(all[(header + 1)...].drop { $0.hasPrefix("  #  word ") })
  }

  /// The list's line for `word`.
  private func moveLine(_ r: CLI.Result, _ word: String) -> String? {
    moveLines(r).first { $0.range(of: "^  [0-9]+  \(word) ", options: .regularExpression) != nil }
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

  @Test func aFinishedBoardPrintsItsResultAndNoList() throws {
    // 15 tiles yours, 10 the opponent's; the board still spells CABDE, BAP and CDEFGHI.
    let lost = "ABCDEFGHIJKLMNOPQRSTUVWXY:rrrrrrrrrrrrrrrbbbbbbbbbb"
    for (board, result) in [
      (Self.finished, "Game over: you won 15–10."), (lost, "Game over: you lost 10–15."),
    ] {
      for ranking in ["length", "score", "best"] {
        let text = try solve(Self.all, ["--board", board, "--rank", ranking, "--limit", "0"])
        #expect(firstLine(text) == result)
        #expect(text.stdout.contains("0 tiles left"))
        #expect(!text.stdout.contains("Best move"))
        #expect(!text.stdout.contains("playable word"))
        #expect(!text.stdout.contains("WIN"))
        #expect(!text.stdout.contains("CABDE") && !text.stdout.contains("BAP"))
        #expect(marks(boardRows(text)).isEmpty)
        #expect(moveLines(text).isEmpty)
      }
    }
    let json = try solve(Self.all, ["--json", "--board", Self.finished, "--limit", "0"])
    let line = try #require(try CLI.jsonLines(json.stdout).first)
    #expect((line["words"] as? [Any])?.isEmpty == true)
    #expect(line["playable"] as? Int == 0)
    #expect(line["best"] is NSNull)
    let result = try #require(line["result"] as? [String: Any])
    #expect(result["winner"] as? String == "you")
    #expect(result["you"] as? Int == 15 && result["opponent"] as? Int == 10)
    let other = try solve(Self.all, ["--json", "--board", lost])
    let otherResult = try CLI.jsonLines(other.stdout).first?["result"] as? [String: Any]
    #expect(otherResult?["winner"] as? String == "opponent")
    // A game in progress has no result.
    let going = try solve(Self.all, ["--json", "--board", Self.board])
    #expect(try CLI.jsonLines(going.stdout).first?["result"] == nil)
  }

  @Test func aBoardWithNoWordSaysSo() throws {
    let text = try solve(Self.all, ["--board", "QQQQQQQQQQQQQQQQQQQQQQQQQ"])
    #expect(
      firstLine(text)
        == "No move: no word can be played on this board; you pass (two passes in a row end "
        + "the game).")
    #expect(text.stdout.contains("0 playable words"))
    #expect(marks(boardRows(text)).isEmpty)
  }

  // MARK: The best move

  private func firstLine(_ r: CLI.Result) -> String {
    String(r.stdout.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }

  @Test func theAnswerOpensWithTheBestMoveByScoreWhateverTheListsOrder() throws {
    // Longest first the list starts with CDEFGHI (no gain) and shows BAP third; BAP wins by
    // more than CABDE: +4 (A and B unclaimed, P the opponent's), ending the game 16–9.
    let byLength = try solve(Self.all, ["--board", Self.board])
    #expect(
      firstLine(byLength) == "Best move: BAP (+4) WIN, ending the game 16–9, number 3 below")
    #expect(moveLines(byLength).first?.hasPrefix("  1  CDEFGHI ") == true)
    let hidden = try solve(Self.all, ["--board", Self.board, "--limit", "1"])
    #expect(
      firstLine(hidden) == "Best move: BAP (+4) WIN, ending the game 16–9, not in the list below")
    let byScore = try solve(Self.all, ["--board", Self.board, "--rank", "score"])
    #expect(firstLine(byScore) == "Best move: BAP (+4) WIN, ending the game 16–9")
    #expect(moveLines(byScore).first?.hasPrefix("  1  BAP ") == true)
    // No second line names another word as the thing to do.
    #expect(lines(byLength, containing: "You can win").isEmpty)
  }

  @Test func theJSONsBestIsThePlainLinesMoveWithWhatItAdds() throws {
    // The typed board: BAP, third in the list, +4.
    let json = try solve(Self.all, ["--json", "--board", Self.board])
    let line = try #require(try CLI.jsonLines(json.stdout).first)
    let best = try #require(line["best"] as? [String: Any])
    #expect(best["word"] as? String == "BAP")
    #expect(best["gain"] as? Int == 4)
    #expect(best["win"] as? Bool == true)
    let bap = try #require((line["words"] as? [[String: Any]])?.first { $0["word"] as? String == "BAP" })
    #expect(best["tiles"] as? [Int] == bap["tiles"] as? [Int])
    #expect(best["score"] as? Int == bap["score"] as? Int)
    // After "words", the JSON's last key.
    #expect(json.stdout.contains("],\"best\":{\"word\":\"BAP\","))
    // No move: null.
    for board in [Self.finished, "QQQQQQQQQQQQQQQQQQQQQQQQQ"] {
      let none = try solve(Self.all, ["--json", "--board", board])
      #expect(none.stdout.hasSuffix(",\"best\":null}\n"))
    }
  }

  @Test func aSamplesJSONBestIsTheWordThePlainLineNames() throws {
    // Longest first its best move is number 11 in the list.
    let shot = CLI.samples.appendingPathComponent("forest-768x1024.png").path
    for ranking in ["length", "score"] {
      let text = try CLI.run(["solve", "--plain", "--rank", ranking, shot])
      let json = try CLI.run(["solve", "--json", "--rank", ranking, shot])
      #expect(text.status == 0 && json.status == 0)
      let head = try #require(
        text.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix("Best move: ") })
      let best = try #require(try CLI.jsonLines(json.stdout).first?["best"] as? [String: Any])
      let word = try #require(best["word"] as? String)
      let gain = try #require(best["gain"] as? Int)
      #expect(head.hasPrefix("Best move: \(word) (+\(gain))"), "\(head) vs \(best)")
    }
  }

  @Test func aBestMoveThatDoesNotWinSaysHowMuchItAddsToYourLead() throws {
    // Five unclaimed tiles (A-E): no word fills the board. ABFGHIJ takes two of them (+2);
    // PQA takes two of the opponent's undefended tiles and one unclaimed (+5).
    // The instant choice (--think 0) is the first by score.
    let board = "ABCDEFGHIJKLMNOPQRSTUVWXY:wwwwwbbbbbbbbbbrrrrrrrRRR"
    let r = try solve(["abfghij", "pqa"], ["--board", board, "--think", "0"])
    #expect(firstLine(r) == "Best move: PQA (+5), number 2 below")
    #expect(!r.stdout.contains("WIN"))
    // Its row gives the same +5, then the score after it: 10–10 before, 13–8 after.
    #expect(moveLine(r, "PQA")?.contains("  +5   13–8  ") == true)
    #expect(moveLine(r, "ABFGHIJ")?.contains("  +2  12–10  ") == true)
  }

  @Test func theBestMoveIsTheEnginesWithItsChanceToWinAndWhy() throws {
    // ABFGHIJ takes two unclaimed tiles and leaves the opponent no way to win: a proved win,
    // where the instant choice (PQA, the most tiles now) is not. It stands 12-10 after it, no
    // word then changes a tile, and two passes end the game: a win by 2, and the proof says so.
    let board = "ABCDEFGHIJKLMNOPQRSTUVWXY:wwwwwbbbbbbbbbbrrrrrrrRRR"
    let r = try solve(["abfghij", "pqa"], ["--board", board])
    #expect(firstLine(r) == "Best move: ABFGHIJ (+2)  100% to win — forces a win by 2 or more")
    #expect(moveLine(r, "ABFGHIJ")?.contains("  +2  12–10  ") == true)
    let json = try solve(["abfghij", "pqa"], ["--json", "--board", board])
    let best = try #require(try CLI.jsonLines(json.stdout).first?["best"] as? [String: Any])
    #expect(best["word"] as? String == "ABFGHIJ")
    #expect(best["value"] as? Double == 1.0)
    #expect(best["reason"] as? String == "forces-win")
    #expect(best["safe"] as? Bool == true)
    // The instant choice has no chance to show, and JSON no value or reason.
    let instant = try solve(["abfghij", "pqa"], ["--json", "--board", board, "--think", "0"])
    let plain = try #require(try CLI.jsonLines(instant.stdout).first?["best"] as? [String: Any])
    #expect(plain["word"] as? String == "PQA")
    #expect(plain["value"] == nil && plain["reason"] == nil)
  }

  @Test func aForcedWinByMoreThanTheWinNowSaysByHowMuch() throws {
    // XY fills the board now, 14-11; JVV takes three of the opponent's tiles, and whatever the
    // reply XY then fills it by 5 or more: the engine names JVV, and by how much it wins.
    let board = "XYVVVJJVVVVVVVVVVVVVVVVVV:wwbbbrrbbbbbbbbbrrrrrrrrr"
    let r = try solve(["xy", "jvv", "vj"], ["--board", board, "--rank", "best"])
    #expect(firstLine(r).hasPrefix("Best move: JVV (+6)  100% to win — forces a win by 5 or more"))
    let json = try solve(["xy", "jvv", "vj"], ["--json", "--board", board])
    let best = try #require(try CLI.jsonLines(json.stdout).first?["best"] as? [String: Any])
    #expect(best["word"] as? String == "JVV" && best["reason"] as? String == "forces-win")
    #expect(best["margin"] as? Int == 5)
  }

  @Test func anOpenMovePlayedPastAProvedWinNamesThatWinOnTheNextLine() throws {
    // A late real board (LetterpressPlayer's l4): MUNGCORNS forces a win by 15, and the engine
    // plays on for more with an open move; a player who would rather be sure sees the proof.
    let board = "NMMNNNNDOWPMWSODUGICEZLGR:wbbrrwbBbbbwbwwBbBbwbwbrw"
    let r = try CLI.run(["solve", "--plain", "--limit", "3", "--board", board])
    let lines = r.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count > 2)
    #expect(lines[0].hasPrefix("Best move: ") && lines[0].contains("% to win — leaves no winning"))
    let sure = try #require(
      lines[1].firstMatch(of: #/^Sure win: ([A-Z]+) \(\+\d+\)  100% to win — forces a win by (\d+)/#),
      "\(lines[1])")
    let json = try CLI.run(["solve", "--json", "--limit", "3", "--board", board])
    let answer = try #require(try CLI.jsonLines(json.stdout).first)
    let win = try #require(answer["sureWin"] as? [String: Any])
    #expect(win["word"] as? String == String(sure.1))
    #expect(win["reason"] as? String == "forces-win" && win["value"] as? Double == 1.0)
    #expect(win["margin"] as? Int == Int(sure.2))
    let best = try #require(answer["best"] as? [String: Any])
    #expect(best["reason"] as? String == "no-winning-reply")
    // A best move that is itself a proof has no such line, and JSON no such key.
    let proved = try solve(
      ["abfghij", "pqa"], ["--json", "--board", "ABCDEFGHIJKLMNOPQRSTUVWXY:wwwwwbbbbbbbbbbrrrrrrrRRR"])
    #expect(try CLI.jsonLines(proved.stdout).first?["sureWin"] == nil)
  }

  @Test func anEstimatedChanceIsAPercentageBetweenOneAndNinetyNine() throws {
    let shot = CLI.samples.appendingPathComponent("light-640x1136.png").path
    let text = try CLI.run(["solve", "--plain", "--limit", "1", shot])
    let json = try CLI.run(["solve", "--json", "--limit", "1", shot])
    let head = try #require(
      text.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix("Best move") })
    let m = try #require(
      head.firstMatch(of: #/^Best move: ([A-Z]+) \(\+\d+\)  (\d+)% to win — (.+?)(,|$)/#), "\(head)")
    let best = try #require(try CLI.jsonLines(json.stdout).first?["best"] as? [String: Any])
    let value = try #require(best["value"] as? Double)
    #expect(best["word"] as? String == String(m.1))
    #expect(value > 0 && value < 1)
    #expect(Int(m.2) == min(99, max(1, Int((value * 100).rounded()))))
    let reasons = [
      "no-winning-reply": "leaves no winning reply", "estimate": "the engine's estimate",
    ]
    #expect(reasons[best["reason"] as? String ?? ""] == String(m.3))
  }

  @Test func aLineUnderTheHeaderNamesEachColumnOverIt() throws {
    let r = try solve(Self.all, ["--board", Self.board])
    let all = r.stdout.split(separator: "\n").map(String.init)
    let header = try #require(all.firstIndex { $0.contains("playable word") })
    let legend = all[header + 1]
    #expect(legend == "  #  word     len  gain  after  result  tiles (row,column), in order")
    // "  1  CDEFGHI    7    +0  13–10          (1,3) ...": each value ends under its name.
    let row = try #require(moveLine(r, "CDEFGHI"))
    func end(_ text: String, _ part: String) throws -> Int {
      let range = try #require(text.range(of: part))
      return text.distance(from: text.startIndex, to: range.upperBound)
    }
    #expect(try end(row, "  7") == end(legend, "len"))
    #expect(try end(row, "+0") == end(legend, "gain"))
    #expect(try end(row, "13–10") == end(legend, "after"))
    let bap = try #require(moveLine(r, "BAP"))
    #expect(try end(bap, "WIN") - 3 == end(legend, "result") - 6)
    #expect(try end(bap, "(1,2)") - 5 == end(legend, "tiles") - 5)
  }

  /// `(word, gain)` of the `Best move:` line, and each listed word's gain.
  private func gains(_ r: CLI.Result) throws -> (best: (String, Int), rows: [String: Int]) {
    let head = try #require(
      r.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix("Best move") })
    let m = try #require(head.firstMatch(of: #/^Best move: ([A-Z]+) \(\+(\d+)\)/#), "\(head)")
    var rows: [String: Int] = [:]
    for line in moveLines(r) {
      if let row = line.firstMatch(of: #/^ +\d+  ([A-Z]+) +\d+ +\+(\d+) +\d+–\d+/#) {
        rows[String(row.1)] = Int(row.2)
      }
    }
    return ((String(m.1), Int(m.2)!), rows)
  }

  @Test(arguments: [
    ["--rank", "length"], ["--rank", "score"], ["--rank", "best"], ["--rank", "best", "--think", "0"],
    ["--safe"], ["--rank", "score", "--safe"],
  ])
  func theBestMovesNumberIsItsRowsNumberInEveryRanking(_ ranking: [String]) throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let dict = dir.appendingPathComponent("words.txt")
    try Data("cabde\nbap\ncdefghi\nbad\nfab\n".utf8).write(to: dict)
    let shot = CLI.samples.appendingPathComponent("light-640x1136.png").path
    // The sample with every word listed longest first (its best move is far down), and its
    // first ones in the orders that put the best move first.
    var inputs = [["--dict", dict.path, "--limit", "0", "--board", Self.board]]
    if ranking == ["--rank", "length"] { inputs.append(["--limit", "0", shot]) }
    if ranking.contains("best") { inputs.append(["--limit", "3", shot]) }
    for input in inputs {
      let r = try CLI.run(["solve", "--plain"] + ranking + input)
      #expect(r.status == 0, "\(r.stderr)")
      let (best, rows) = try gains(r)
      #expect(rows[best.0] == best.1, "\(ranking) \(input): \(best)")
      let json = try CLI.run(["solve", "--json"] + ranking + input)
      let line = try #require(try CLI.jsonLines(json.stdout).first)
      let bestJSON = try #require(line["best"] as? [String: Any])
      let words = try #require(line["words"] as? [[String: Any]])
      let row = try #require(words.first { $0["word"] as? String == best.0 })
      #expect(bestJSON["gain"] as? Int == best.1)
      #expect(row["gain"] as? Int == best.1)
      #expect(row["tiles"] as? [Int] == bestJSON["tiles"] as? [Int])
      // Every row's gain is its score after the move less the lead before it.
      let lead = try #require(words.first.flatMap { w in
        (w["score"] as? Int).flatMap { s in (w["gain"] as? Int).map { s - $0 } }
      })
      #expect(words.allSatisfy { ($0["score"] as? Int)! - ($0["gain"] as? Int)! == lead })
    }
  }

  // MARK: The board

  /// The board's five rows, as printed.
  private func boardRows(_ r: CLI.Result) -> [String] {
    r.stdout.split(separator: "\n").map(String.init).filter {
      $0.range(of: #"^  [1-5]   [A-Z] [wbBrR]"#, options: .regularExpression) != nil
    }
  }

  /// The numbered tiles of the board rows: place in the word → (row, column), from 1.
  private func marks(_ rows: [String]) -> [Int: [Int]] {
    var out: [Int: [Int]] = [:]
    for (r, row) in rows.enumerated() {
      // Row "  1   A w [2]  B w [1]  C b ...": the cells are 9 characters wide from column 6.
      let chars = Array(row)
      for c in 0..<5 {
        let start = 6 + 9 * c
        guard start < chars.count else { continue }
        let cell = String(chars[start..<min(chars.count, start + 9)])
        if let open = cell.firstIndex(of: "["), let close = cell.firstIndex(of: "]"),
          let n = Int(cell[cell.index(after: open)..<close])
        {
          out[n] = [r + 1, c + 1]
        }
      }
    }
    return out
  }

  @Test(
    arguments: [(["--plain"], [:]), ([], ["NO_COLOR": "1"]), ([], [:])]
      as [([String], [String: String])])
  func theBestMovesTilesAreNumberedInTheWordsOrderWithoutColour(
    _ flags: [String], _ environment: [String: String]
  ) throws {
    let r = try solve(
      Self.all, flags + ["--board", Self.board], plain: false, environment: environment)
    #expect(!r.stdout.contains("\u{1B}"))
    // BAP: B at (1,2), A at (1,1), P at (4,1), as its tile list says.
    #expect(marks(boardRows(r)) == [1: [1, 2], 2: [1, 1], 3: [4, 1]])
    #expect(moveLine(r, "BAP")?.hasSuffix("(1,2) (1,1) (4,1)") == true)
  }

  @Test func theBoardHasRowAndColumnNumbersAndOwnerLettersDefendedAsTheGameCounts() throws {
    // G is typed as defended and is not (B above it is unclaimed); the tiles typed undefended
    // with every neighbour their side's (D, E, H-J, U-Y) are.
    let board = "ABCDEFGHIJKLMNOPQRSTUVWXY:wwbbbbBbbbbbbbbrrrrrrRrrr"
    let r = try solve(Self.all, ["--board", board])
    let all = r.stdout.split(separator: "\n").map(String.init)
    let top = try #require(all.firstIndex { $0.hasPrefix("Best move") })
    #expect(all[top + 1] == "      1        2        3        4        5")
    #expect(
      boardRows(r) == [
        "  1   A w [2]  B w [1]  C b      D B      E B",
        "  2   F b      G b      H B      I B      J B",
        "  3   K b      L b      M b      N b      O b",
        "  4   P r [3]  Q r      R r      S r      T r",
        "  5   U R      V R      W R      X R      Y R",
      ])
  }

  @Test func inColourTheOwnerLettersAndTheNumberedTilesStay() throws {
    // CLICOLOR_FORCE colours a pipe as a terminal: what is left without the colour codes must
    // still show owners and places.
    let r = try solve(
      Self.all, ["--board", Self.board], plain: false, environment: ["CLICOLOR_FORCE": "1"])
    #expect(r.stdout.contains("\u{1B}[48;2;"))
    let text = r.stdout.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    let rows = text.split(separator: "\n").map(String.init)
    let top = try #require(rows.firstIndex { $0.hasPrefix("Best move") })
    #expect(rows[top + 1] == "       1      2      3      4      5")
    // Two lines a row: the letters, then the owners with each tile's place in BAP.
    #expect(rows[top + 2] == "  1    A      B      C      D      E   ")
    #expect(rows[top + 3] == "     w   2  w   1  b      B      B     ")
    #expect(rows[top + 8] == "  4    P      Q      R      S      T   ")
    #expect(rows[top + 9] == "     r   3  r      r      r      r     ")
    #expect(rows[top + 11] == "     R      R      R      R      R     ")
  }

  // MARK: Tile lists

  @Test(arguments: [(nil, 80), ("60", 60), ("200", 200)] as [(String?, Int)])
  func tileListsWrapBetweenPairsAtTheWidth(_ columns: String?, _ width: Int) throws {
    // One word uses all 25 tiles: its list is 149 characters.
    let word = "abcdefghijklmnopqrstuvwxy"
    let r = try solve(
      [word, "bap"], ["--board", Self.board],
      environment: columns.map { ["COLUMNS": $0] } ?? [:])
    let list = moveLines(r)
    #expect(list.first?.hasPrefix("  1  \(word.uppercased()) ") == true)
    let next = try #require(list.firstIndex { $0.hasPrefix("  2  BAP ") })
    let block = Array(list[..<next])
    // The cells before the tiles take 58 columns: 3 pairs fit beside them in 80, none in 60
    // (the tiles then start on the next line, 4 in, 9 a line), 24 in 200.
    #expect(block.count == (width >= 200 ? 2 : width == 80 ? 9 : 4), "\(block)")
    for line in block { #expect(line.count <= width, "\(line)") }
    // Every line of the block ends in whole pairs, and together they are the 25 in order.
    let pairs = block.joined(separator: " ").matches(of: #/\((\d),(\d)\)/#).map {
      (Int($0.1)! - 1) * 5 + Int($0.2)! - 1
    }
    #expect(pairs == Array(0..<25))
    let first = try #require(block.firstIndex { $0.contains("(1,1)") })
    let column = try #require(block[first].firstRange(of: "(1,1)")).lowerBound
    let start = block[first].distance(from: block[first].startIndex, to: column)
    #expect(start == (width == 60 ? 4 : 58))
    for line in block[(first + 1)...] {
      #expect(
        line.wholeMatch(of: #/ *\(\d,\d\)( \(\d,\d\))*/#) != nil
          && line.prefix(while: { $0 == " " }).count == start, "\(line)")
    }
  }
}
