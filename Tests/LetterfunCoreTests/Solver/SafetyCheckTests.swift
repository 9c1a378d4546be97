import Testing

@_spi(Internals) @testable import LetterfunCore

/// `--safe` against the rules themselves: a move is unsafe exactly when the opponent then has a
/// word that fills the board with them ahead, among the words not refused.
@Suite struct SafetyCheckTests {
  /// Three moves reach one position; the first checked (CDEZ) is safe only because its own
  /// prefix CDE is refused, which must not make CDE and DCZ safe too.
  @Test func aReplyRefusedForOneMoveStillCountsAgainstAnotherReachingTheSamePosition() throws {
    let trie = WordGraph(wordList: WordList(words: ["cde", "cdez", "dcz"]))
    let board = try Board(text: "ZQQQQQQQQQCDCDEQQQQQQQQQQ:rrrrrrrrrrwwwwbbbbbbbbbbb")
    let moves = Solver(dictionary: trie).solve(
      board, options: SolveOptions(ranking: .score, checksSafety: true, limit: 0, thinkMilliseconds: 0)
    ).moves
    let verdicts = Dictionary(uniqueKeysWithValues: moves.map { ($0.word, $0.safe) })
    #expect(verdicts == ["CDEZ": true, "CDE": false, "DCZ": false])
    #expect(Set(moves.map(\.after)).count == 1)
  }

  /// Every move of many small random games (`SmallGame`: prefix chains and anagrams, so moves
  /// share positions and winning replies are refused after some moves only), each verdict
  /// against every reply of the opponent tried by brute force under the full rules.
  @Test(arguments: [41, 42, 43, 44] as [UInt64])
  func everyVerdictMatchesABruteForceOverTheOpponentsReplies(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var checked = 0
    var unsafe = 0
    var shared = 0
    // Unsafe moves reaching a position where another move is safe only because its own
    // prefixes are refused: what a verdict cached for the position would get wrong.
    var traps = 0
    for _ in 0..<600 {
      let game = SmallGame(&rng)
      let board = game.board
      let solver = Solver(dictionary: WordGraph(wordList: WordList(words: game.words)))
      let moves = solver.solve(
        board,
        options: SolveOptions(ranking: .score, played: game.played, checksSafety: true, limit: 0, thinkMilliseconds: 0)
      ).moves
      let words = BruteForce.scan(game.words, board: board).filter { !game.played.excludes($0) }
      #expect(moves.count == words.count)
      // The opponent's winning words per position, whatever the move that led there.
      var winners: [Position: [String]] = [:]
      var reaching: [Position: [String]] = [:]
      for m in moves where m.outcome == .ongoing {
        reaching[m.after, default: []].append(m.word.lowercased())
        if winners[m.after] == nil {
          winners[m.after] = words.filter {
            BruteForce.wins($0, for: .opponent, from: m.after, letters: board.letters)
          }
        }
      }
      for m in moves {
        let expected: Bool
        switch m.outcome {
        case .win: expected = true
        case .loss: expected = false
        case .ongoing:
          let word = m.word.lowercased()
          let against = winners[m.after]!
          expected = against.allSatisfy { word.hasPrefix($0) }
          let others = reaching[m.after]!.filter { $0 != word }
          if !others.isEmpty { shared += 1 }
          if !expected {
            unsafe += 1
            if others.contains(where: { o in against.allSatisfy { o.hasPrefix($0) } }) {
              traps += 1
            }
          }
        }
        #expect(
          m.safe == expected,
          """
          \(m.word) on \(board.letterString):\(board.ownershipString), words \(game.words), \
          played \(game.played.words)
          """
        )
        checked += 1
      }
    }
    // About 3,900 moves a seed, 1,500 unsafe, 1,450 sharing a position, 10 to 23 traps.
    #expect(checked > 3000 && unsafe > 1000 && shared > 1000 && traps > 5)
  }
}
