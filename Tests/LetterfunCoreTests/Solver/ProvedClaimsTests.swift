import Testing

@_spi(Internals) @testable import LetterfunCore

/// What the engine claims is true: a move called safe has no winning reply, a chance of 1 is a
/// forced win and 0 a forced loss (every reply, every tile choice, checked by brute force),
/// estimates stay strictly between, and a finished board offers nothing to play.
@Suite struct ProvedClaimsTests {
  private static let quickGames = 0..<24 as Range<UInt64>

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

  /// Every proof of the exact search holds in the brute-force game, at each depth; and it finds
  /// some (the test is not passing on proofs it never makes).
  @Test func theExactSearchProvesOnlyWhatHolds() throws {
    var proofs = 0
    for seed in ProvedClaimsTests.quickGames {
      var rng = SplitMix64(seed: 9_000 + seed)
      let game = SmallGame(&rng)
      let words = PlayableWords(
        dictionary: WordGraph(wordList: WordList(words: game.words)), board: game.board,
        played: game.played)
      let choices = TileChoices(
        words: words, position: Position(board: game.board), mover: .player, everyWord: true)
      let search = ProofSearch(words: words, counts: words.letterCounts())
      let oracle = GameOracle(board: game.board, words: game.words)
      for i in 0..<words.count where choices.choices[i].outcome == .ongoing {
        let after = choices.after(i)
        let played = game.played.words + [words.word(at: i)]
        for depth in 0...2 {
          if search.forcesWin(.player, after: after, group: [Int32(i)], depth: depth) == true {
            proofs += 1
            #expect(
              oracle.wins(
                .player, after, toMove: .opponent, played: played, passed: false, depth: depth),
              "seed \(seed) \(words.word(at: i)) depth \(depth)")
          }
          if search.canForceWin(.opponent, toMove: after, after: [Int32(i)], depth: depth) == true
          {
            proofs += 1
            #expect(
              oracle.wins(
                .opponent, after, toMove: .opponent, played: played, passed: false, depth: depth),
              "seed \(seed) \(words.word(at: i)) loses, depth \(depth)")
          }
        }
      }
    }
    #expect(proofs > 20)
  }

  /// Whatever the budget, each claim of `--rank best` holds in the brute-force game: safe has no
  /// winning reply, unsafe has one, 1 is a forced win, 0 a forced loss, the rest in (0, 1).
  @Test(arguments: [0, 1, 5])
  func everyClaimOfTheEngineHolds(think: Int) throws {
    var claims = 0
    for seed in ProvedClaimsTests.quickGames {
      var rng = SplitMix64(seed: 9_000 + seed)
      let game = SmallGame(&rng)
      let solution = solver(game.words).solve(
        game.board,
        options: SolveOptions(
          ranking: .best, played: game.played, limit: 0, thinkMilliseconds: think))
      let oracle = GameOracle(board: game.board, words: game.words)
      for m in solution.moves {
        let played = game.played.words + [m.word]
        let about = "seed \(seed) \(m.word): \(m.safety) \(String(describing: m.chance))"
        let chance = try #require(m.chance)
        if m.isWin || m.isLoss {
          #expect(chance.value == (m.isWin ? 1 : 0), "\(about)")
          continue
        }
        let reply = oracle.hasWinningReply(after: m.after, by: .player, played: played)
        if m.safety != .unchecked {
          claims += 1
          #expect(reply == (m.safety == .unsafe), "\(about)")
        }
        if chance.reason.isProof { claims += 1 }
        switch chance.value {
        case 1:
          #expect(chance.reason == .forcesWin, "\(about)")
          #expect(
            oracle.wins(
              .player, m.after, toMove: .opponent, played: played, passed: false,
              depth: ProofSearch.deepest), "\(about)")
        case 0:
          #expect(
            oracle.wins(
              .opponent, m.after, toMove: .opponent, played: played, passed: false,
              depth: ProofSearch.deepest), "\(about)")
        default:
          #expect(!chance.reason.isProof && chance.value > 0 && chance.value < 1, "\(about)")
        }
      }
    }
    #expect(claims > 50)
  }
}
