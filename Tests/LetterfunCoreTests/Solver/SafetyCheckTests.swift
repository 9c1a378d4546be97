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
      board, options: SolveOptions(ranking: .score, checksSafety: true, limit: 0)
    ).moves
    let verdicts = Dictionary(uniqueKeysWithValues: moves.map { ($0.word, $0.safe) })
    #expect(verdicts == ["CDEZ": true, "CDE": false, "DCZ": false])
    #expect(Set(moves.map(\.after)).count == 1)
  }

  /// Every move of random endgame boards (few unclaimed tiles, random owners, played words),
  /// each verdict against every reply of the opponent tried by brute force.
  @Test(arguments: [41, 42, 43] as [UInt64])
  func everyVerdictMatchesABruteForceOverTheOpponentsReplies(seed: UInt64) throws {
    let official = Dictionaries.official
    let trie = try #require(official ?? Dictionaries.builtIn)
    let list =
      official != nil
      ? Dictionaries.officialWords : Dictionaries.defaultWords.filter { $0.count <= 25 }
    let solver = Solver(dictionary: trie)
    var rng = SplitMix64(seed: seed)
    var checked = 0
    var unsafe = 0
    var shared = 0
    for _ in 0..<3 {
      let random = BruteForce.randomBoard(&rng, owners: false)
      // Half the tiles rare letters: hundreds of words, not thousands, for the brute force to
      // try in every position the moves reach.
      var letters = random.letters
      for i in 0..<25 where rng.next() % 2 == 0 { letters[i] = Array("JQXZV")[i % 5] }
      let open = 2 + Int(rng.next() % 4)
      var owners = (0..<25).map { _ -> Owner in rng.next() % 2 == 0 ? .player : .opponent }
      for _ in 0..<open { owners[Int(rng.next() % 25)] = .unclaimed }
      let board = try Board(letters: letters, owners: owners)
      let spellable = BruteForce.scan(list, board: board)
      let played = try PlayedWords(
        (0..<2).map { _ in spellable[Int(rng.next() % UInt64(spellable.count))] })
      let words = spellable.filter { !played.excludes($0) }
      let moves = solver.solve(
        board, options: SolveOptions(ranking: .score, played: played, checksSafety: true, limit: 0)
      ).moves
      #expect(moves.count == words.count)
      // The opponent's winning words per position, whatever the move that led there.
      var winners: [Position: [String]] = [:]
      for m in moves where winners[m.after] == nil && m.outcome == .ongoing {
        winners[m.after] = words.filter {
          BruteForce.wins($0, for: .opponent, from: m.after, letters: board.letters)
        }
      }
      #expect(moves.count > 20)
      var seen: [Position: Int] = [:]
      for m in moves { seen[m.after, default: 0] += 1 }
      for m in moves {
        let expected: Bool
        switch m.outcome {
        case .win: expected = true
        case .loss: expected = false
        case .ongoing:
          let word = m.word.lowercased()
          expected = !winners[m.after]!.contains { !word.hasPrefix($0) }
          if !expected { unsafe += 1 }
          if seen[m.after]! > 1 { shared += 1 }
        }
        #expect(
          m.safe == expected, "\(m.word) on \(board.letterString):\(board.ownershipString)")
        checked += 1
      }
    }
    #expect(checked > 60 && unsafe > 5 && shared > 5)
  }
}
