import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct SafetyAndRankingTests {
  /// The same board seen from the other side: the opponent becomes the player.
  private func swapped(_ letters: [Character], _ p: Position) -> Board {
    let owners = (0..<25).map { i -> Owner in
      let bit: UInt32 = 1 << UInt32(i)
      return p.player & bit != 0 ? .opponent : p.opponent & bit != 0 ? .player : .unclaimed
    }
    return try! Board(letters: letters, owners: owners)
  }

  /// Ranked by length, tiles are chosen only for the words shown and those that could end the
  /// game: every move, and the winning move, must still be what the full choice gives.
  @Test(arguments: [31, 32, 33, 34] as [UInt64])
  func lengthRankingChoosesTheSameTilesAsScoreRanking(seed: UInt64) throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    var rng = SplitMix64(seed: seed)
    var board = BruteForce.randomBoard(&rng, owners: true)
    // Late games too, where single words can end the game (wins and losses).
    let open = seed % 2 == 0 ? 2 : 6
    for i in 0..<25 where board.owners[i] == .unclaimed && i % 7 >= open {
      board.setOwner(rng.next() % 2 == 0 ? .player : .opponent, at: i)
    }
    let byLength = solver.solve(board, options: SolveOptions(ranking: .length, limit: 0, thinkMilliseconds: 0))
    let byScore = solver.solve(board, options: SolveOptions(ranking: .score, limit: 0, thinkMilliseconds: 0))
    #expect(byLength.moves.count == byScore.moves.count)
    #expect(byLength.moves.count > 100)
    let full = Dictionary(uniqueKeysWithValues: byScore.moves.map { ($0.word, $0) })
    for m in byLength.moves { #expect(full[m.word] == m, "\(m.word)") }
    #expect(byLength.winningMove == byScore.winningMove)
    let shown = solver.solve(board, options: SolveOptions(ranking: .length, limit: 5, thinkMilliseconds: 0))
    #expect(shown.moves == Array(byLength.moves.prefix(5)))
    #expect(shown.winningMove == byScore.winningMove)
  }

  /// What a cross-check of `--safe` against the opponent's own solve looked at.
  private struct Tally {
    var safe = 0
    var unsafe = 0
    /// Moves reaching a position another move reaches.
    var shared = 0
    /// Positions where moves reaching them got both verdicts.
    var mixed = 0

    mutating func add(_ other: Tally) {
      safe += other.safe
      unsafe += other.unsafe
      shared += other.shared
      mixed += other.mixed
    }
  }

  /// Checks `--safe` against solving each position from the opponent's side: a move is unsafe
  /// exactly when the opponent then has a winning move (the played word and its prefixes
  /// refused). Every move reaching a position another move reaches is checked (a verdict for one
  /// must not leak to the other), and about `sample` of the rest (all when `sample` is at least
  /// the number of moves): one solve per position gives the opponent's winning words, and a move
  /// is unsafe when one of them is not its prefix.
  private func checkAgainstOpponentsSolve(
    _ board: Board, solver: Solver, played: PlayedWords, sample: Int
  ) -> Tally {
    let options = SolveOptions(ranking: .score, played: played, checksSafety: true, limit: 0, thinkMilliseconds: 0)
    let moves = solver.solve(board, options: options).moves
    var reaching: [Position: Int] = [:]
    for m in moves { reaching[m.after, default: 0] += 1 }
    var winners: [Position: [String]] = [:]
    var verdicts: [Position: Set<Bool>] = [:]
    var tally = Tally()
    let stride = max(1, moves.count / sample)
    for (k, m) in moves.enumerated() where k % stride == 0 || reaching[m.after]! > 1 {
      let expected: Bool
      switch m.outcome {
      case .win: expected = true
      case .loss: expected = false
      case .ongoing:
        if winners[m.after] == nil {
          let replies = solver.solve(
            swapped(board.letters, m.after),
            options: SolveOptions(ranking: .score, played: played, limit: 0, thinkMilliseconds: 0))
          winners[m.after] = replies.moves.filter { $0.outcome == .win }.map(\.word)
        }
        expected = !winners[m.after]!.contains { !m.word.hasPrefix($0) }
        verdicts[m.after, default: []].insert(expected)
        if reaching[m.after]! > 1 { tally.shared += 1 }
        if expected { tally.safe += 1 } else { tally.unsafe += 1 }
      }
      #expect(m.safe == expected, "\(m.word) on \(board.letterString):\(board.ownershipString)")
    }
    tally.mixed = verdicts.values.filter { $0.count == 2 }.count
    return tally
  }

  /// Random late boards, each with 300 or so of the built-in words its letters spell, drawn at
  /// random: a board has hundreds of moves reaching about 60 positions, not thousands reaching
  /// a thousand (each position checked costs a solve for the opponent; with the whole
  /// dictionary this test ran for over 500 s in debug).
  @Test(arguments: [21, 22, 23] as [UInt64])
  func safetyMatchesTheOpponentsOwnSolve(seed: UInt64) throws {
    let builtIn = Solver(dictionary: try #require(Dictionaries.builtIn))
    var rng = SplitMix64(seed: seed)
    var total = Tally()
    for _ in 0..<3 {
      var board = BruteForce.randomBoard(&rng, owners: false)
      let open = 2 + Int(rng.next() % 6)
      for i in 0..<25 { board.setOwner(rng.next() % 2 == 0 ? .player : .opponent, at: i) }
      for _ in 0..<open { board.setOwner(.unclaimed, at: Int(rng.next() % 25)) }
      let spellable = builtIn.playableWords(board)
      let words = spellable.filter { _ in rng.next() % UInt64(spellable.count) < 300 }
      let solver = Solver(dictionary: WordGraph(wordList: WordList(words: words)))
      let played = try PlayedWords([words[Int(rng.next() % UInt64(words.count))]])
      total.add(checkAgainstOpponentsSolve(board, solver: solver, played: played, sample: 25))
    }
    #expect(total.safe > 10 && total.unsafe > 10 && total.shared > 100)
  }

  /// Small random games (`SmallGame`), each with its own dictionary, made for moves to share
  /// positions with different verdicts (which the English boards above almost never give),
  /// every move checked.
  @Test(arguments: [24, 25] as [UInt64])
  func safetyMatchesTheOpponentsOwnSolveInSmallGames(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var total = Tally()
    for _ in 0..<1000 {
      let game = SmallGame(&rng)
      let solver = Solver(dictionary: WordGraph(wordList: WordList(words: game.words)))
      total.add(
        checkAgainstOpponentsSolve(
          game.board, solver: solver, played: game.played, sample: .max))
    }
    #expect(total.safe > 100 && total.unsafe > 100 && total.shared > 100 && total.mixed > 5)
  }

  @Test func aMoveLeavingTheOpponentAWinIsUnsafeAndRankedBelow() throws {
    let trie = try #require(Dictionaries.builtIn)
    let letters = "CATAQ" + "AZQZQ" + "ZQZQZ" + "QZQZQ" + "ZQZQZ"
    // You 8, opponent 15, unclaimed the A's at 1 and 3.
    let board = try Board(text: letters + ":bwbwr" + "brrrr" + "rrrrr" + "rrrrr" + "bbbbb")
    let solution = Solver(dictionary: trie).solve(
      board, options: SolveOptions(ranking: .score, checksSafety: true, limit: 0, thinkMilliseconds: 0))
    // Any move that keeps the game open leaves an unclaimed A: the opponent fills the board with
    // a word through it (AT, TA, CAT...) and is ahead. Nothing is safe.
    for m in solution.moves where m.outcome == .ongoing {
      #expect(m.safe == false, "\(m.word)")
    }
    var seenUnsafe = false
    for m in solution.moves {
      if m.safe == false {
        seenUnsafe = true
      } else {
        #expect(!seenUnsafe, "safe \(m.word) ranked after an unsafe move")
      }
    }
  }

  @Test func scoreRankingPutsWinsFirstAndLossesLast() throws {
    let trie = try #require(Dictionaries.builtIn)
    var rng = SplitMix64(seed: 31)
    var board = BruteForce.randomBoard(&rng, owners: true)
    for i in 0..<25 {
      board.setOwner(i % 7 == 3 ? .unclaimed : (i % 2 == 0 ? .player : .opponent), at: i)
    }
    let moves = Solver(dictionary: trie).solve(
      board, options: SolveOptions(ranking: .score, limit: 0, thinkMilliseconds: 0)
    ).moves
    let rank: (RankedMove) -> Int = { $0.outcome == .win ? 2 : $0.outcome == .ongoing ? 1 : 0 }
    for (a, b) in zip(moves, moves.dropFirst()) {
      #expect(rank(a) >= rank(b))
      if rank(a) == rank(b) {
        #expect(a.score >= b.score)
        if a.score == b.score {
          #expect(a.defence >= b.defence)
          if a.defence == b.defence {
            #expect(
              a.word.count > b.word.count || (a.word.count == b.word.count && a.word < b.word))
          }
        }
      }
    }
  }

  @Test func lengthRankingIsLongestFirstThenAlphabeticalAndLimited() throws {
    let trie = try #require(Dictionaries.builtIn)
    let board = try Board(text: "HORSERADISHBETLNCMPUGKYWA")
    let solver = Solver(dictionary: trie)
    let all = solver.solve(board, options: SolveOptions(limit: 0, thinkMilliseconds: 0))
    #expect(all.moves.count == all.playableCount)
    for (a, b) in zip(all.moves, all.moves.dropFirst()) {
      #expect(a.word.count > b.word.count || (a.word.count == b.word.count && a.word < b.word))
    }
    let top = solver.solve(board, options: SolveOptions(limit: 7, thinkMilliseconds: 0))
    #expect(top.moves == Array(all.moves.prefix(7)))
    #expect(top.playableCount == all.playableCount)
    let scoreAll = solver.solve(board, options: SolveOptions(ranking: .score, limit: 0, thinkMilliseconds: 0))
    let scoreTop = solver.solve(board, options: SolveOptions(ranking: .score, limit: 5, thinkMilliseconds: 0))
    #expect(scoreTop.moves == Array(scoreAll.moves.prefix(5)))
  }
}
