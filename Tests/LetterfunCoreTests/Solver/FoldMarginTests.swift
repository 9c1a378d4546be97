import Testing

@_spi(Internals) @testable import LetterfunCore

/// Among forced wins proved by the same margin, the engine prefers the one whose quickest end
/// (the opponent filling the board at once, behind) leaves it furthest ahead: that fill's
/// margin is checked against every word and every placement of its letters.
@Suite struct FoldMarginTests {
  /// After each move of small endgames, `foldMargin` is the best the opponent ends with by
  /// filling the board at once (any word it may play, any tiles), and nil when no word fills it.
  @Test func aFoldMarginIsTheOpponentsBestFillOfTheBoard() throws {
    var rng = SplitMix64(seed: 6_121)
    var filled = 0
    var none = 0
    for k in 0..<80 {
      let (list, board, played) = PassRuleTests.endgame(k, &rng)
      let words = PlayableWords(
        dictionary: WordGraph(wordList: WordList(words: list)), board: board,
        played: try PlayedWords(played))
      let engine = LookAhead(words: words, thinkMilliseconds: 0, seed: 0)
      let choices = TileChoices(
        words: words, position: Position(board: board), mover: .player, everyWord: true)
      let game = ExhaustiveGame(letters: board.letters, list: list, played: played)
      for i in 0..<words.count where choices.choices[i].outcome == .ongoing {
        let after = choices.after(i)
        let c = LookAheadCandidates.Candidate(
          word: Int32(i), members: [Int32(i)], after: after, outcome: .ongoing, value: 0,
          scoreRank: 0)
        let w0 = try #require(game.index(of: words.word(at: i)))
        var most: Int? = nil
        for w in game.words.indices where game.isPlayable(w, played: 1 << UInt64(w0)) {
          for o in game.outcomes(w, mine: after.opponent, theirs: after.player)
          where o.mine | o.theirs == Rules.allTiles {
            most = max(most ?? 0, o.mine.nonzeroBitCount)
          }
        }
        let expected = most.map { Rules.tileCount - 2 * $0 }
        #expect(engine.foldMargin(c) == expected, "\(board) \(list) \(played): \(words.word(at: i))")
        if expected == nil { none += 1 } else { filled += 1 }
      }
    }
    // Both kinds are met, so the check means something either way.
    #expect(filled > 50)
    #expect(none > 50)
  }
}
