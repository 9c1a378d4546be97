import Testing

@_spi(Internals) @testable import LetterfunCore

/// The false claims, as tests: a move not checked is not called safe, and a finished
/// board offers nothing to play. (The oracle suite, `OracleTests`, checks every claim by brute
/// force.)
@Suite struct ProvedClaimsTests {

  private func solver(_ words: [String]) -> Solver {
    Solver(dictionary: WordGraph(wordList: WordList(words: words)))
  }

  /// The board: YY keeps the game open, but the opponent's QX then fills the board
  /// ahead. With no budget the engine does not check YY: it must not call it safe.
  @Test func aMoveNotCheckedIsNotCalledSafe() throws {
    let board = try Board(text: "QXYYVABCDEFVWVWVWVWVWVWVW:wbbbbrrrrrrbbbbbbbbrrrrrr")
    let s = solver(["ab", "cd", "ef", "yy", "qx"])
    for think in [0, 1, 150] {
      let solution = s.solve(
        board, options: SolveOptions(ranking: .best, limit: 0, thinkMilliseconds: think))
      let yy = try #require(solution.moves.first { $0.word == "YY" })
      #expect(yy.safety != .safe, "think \(think)")
      #expect(yy.value.map { $0 < 1 } == true)
    }
    let checked = s.solve(
      board,
      options: SolveOptions(ranking: .score, checksSafety: true, limit: 0, thinkMilliseconds: 0))
    #expect(checked.moves.first { $0.word == "YY" }?.safety == .unsafe)
  }

  /// Found by the held-out oracle (seed 9003): TDDHWDG reaches the same position as words the
  /// opponent can answer with a win, but TDDHWDG refuses that answer (TDDH is its prefix). It is
  /// safe, and its chance must say so, not "gives a winning reply" at 0.
  @Test func aSafeWordSharingAPositionWithUnsafeOnesIsNotCalledLost() throws {
    let board = try Board(text: "CDCCCCCCTCWDHHWDCWGCCCCCT:bbbbbbrrbbbbbrwrrwrbrrbrb")
    let s = solver(
      "dhttwg dthd gh ghh ghht ghhtdwt td tddh tddhwdg wddgdt wdt wt wtdd wtddh"
        .split(separator: " ").map(String.init))
    for think in [0, 1, 10] {
      let solution = s.solve(
        board,
        options: SolveOptions(
          ranking: .best, played: try PlayedWords(["td", "wtddh"]), limit: 0,
          thinkMilliseconds: think))
      let move = try #require(solution.moves.first { $0.word == "TDDHWDG" })
      #expect(move.safety == .safe, "think \(think)")
      #expect(move.chance?.reason != .givesWinningReply && move.value != 0, "think \(think)")
      for m in solution.moves where m.safety == .safe {
        #expect(m.chance?.reason != .givesWinningReply, "\(m.word), think \(think)")
      }
    }
  }

  @Test func aFinishedBoardListsNoMoveAndSaysWhoWon() throws {
    let s = solver(["ab", "abc", "cab"])
    let finished = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY:bbbbbbbbbbbbbbbrrrrrrrrrr")
    for ranking in SolveOptions.Ranking.allCases {
      let over = s.solve(finished, options: SolveOptions(ranking: ranking, limit: 0))
      #expect(over.moves.isEmpty && over.bestMove == nil && over.winningMove == nil)
      #expect(over.gameOver?.winner == .player)
      #expect(over.gameOver?.player == 15 && over.gameOver?.opponent == 10)
    }
  }
}
