import Testing

@_spi(Internals) @testable import LetterfunCore

/// The dictionary used when no `--dict` is given is the game's own: what it offers is exactly
/// what the official Letterpress list (read from ../shared, independently of `dict/`) allows.
@Suite struct BuiltInDictionaryTests {
  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func builtInWordsAreExactlyTheOfficialWordsARandomBoardCanSpell() throws {
    let official = Dictionaries.officialWords.filter { $0.count <= 25 }
    #expect(official.count == 274_923)
    let solver = Solver(dictionary: WordGraph.builtIn())
    var rng = SplitMix64(seed: 15)
    for _ in 0..<30 {
      let board = BruteForce.randomBoard(&rng, owners: true)
      let expected = BruteForce.scan(official, board: board).sorted()
      #expect(solver.playableWords(board) == expected, "board \(board.letterString)")
      let moves = solver.solve(board, options: SolveOptions(limit: 0, thinkMilliseconds: 0)).moves
      #expect(moves.map { $0.word.lowercased() }.sorted() == expected)
    }
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func everyWordOfferedOnTheScreenshotsBoardsIsOfficial() throws {
    let official = Set(Dictionaries.officialWords)
    let boards = LabelledScreenshot.boards
    #expect(boards.count > 50)
    let solver = Solver(dictionary: WordGraph.builtIn())
    for (n, shot) in boards.enumerated() {
      let text = try #require(shot.letters) + ":" + (try #require(shot.ownership))
      let board = try Board(text: text)
      // The engine lists the words the other rankings list (its own tile choices aside): a
      // sixth of the boards is enough for it, and keeps the test quick.
      let rankings = SolveOptions.Ranking.allCases.filter { $0 != .best || n % 6 == 0 }
      for ranking in rankings {
        // The look-ahead offers the same words: a small budget keeps the test quick.
        let options = SolveOptions(ranking: ranking, limit: 0, thinkMilliseconds: 1)
        let moves = solver.solve(board, options: options).moves
        // A finished game lists no words to play (issue 28).
        let finished = !(shot.ownership ?? "").contains("w")
        #expect(moves.isEmpty == finished, "\(shot.file)")
        let refused = moves.map { $0.word.lowercased() }.filter { !official.contains($0) }
        #expect(refused.isEmpty, "\(shot.file), \(ranking): \(refused.prefix(5))")
      }
    }
  }
}
