import Testing

@_spi(Internals) @testable import LetterfunCore

/// The engine's parts: words per game, tiles per position and side, moves relative to the side
/// making them.
@Suite struct EngineTests {
  /// A board with at most `open` unclaimed tiles, the rest owned at random; its letters by
  /// English frequencies, or `flat` over the alphabet as on the game's boards (hard letters stay
  /// open late).
  static func lateBoard(_ rng: inout SplitMix64, open: Int, flat: Bool = false) -> Board {
    var board =
      flat
      ? try! Board(
        letters: (0..<25).map { _ in Alphabet.letters[Int(rng.next() % 26)] },
        owners: [Owner](repeating: .unclaimed, count: 25))
      : BruteForce.randomBoard(&rng, owners: false)
    let unclaimed = Set((0..<open).map { _ in Int(rng.next() % 25) })
    for i in 0..<25 where !unclaimed.contains(i) {
      board.setOwner(rng.next() % 2 == 0 ? .player : .opponent, at: i)
    }
    return board
  }

  /// The engine's search for a board's words, with the parts it is built from.
  static func search(_ words: PlayableWords) -> (GameSearch, LetterGroups, ImmediateWin) {
    let groups = LetterGroups(
      words: words, counts: words.letterCounts(), refuses: words.refusals())
    let wins = ImmediateWin(words: words)
    return (GameSearch(groups: groups, boardCount: words.boardCount, wins: wins), groups, wins)
  }

  /// Late-game boards (a few unclaimed tiles) and open ones, owners at random.
  private func boards(seed: UInt64, count: Int) -> [Board] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { k in
      var board = BruteForce.randomBoard(&rng, owners: true)
      if k % 2 == 1 {
        for i in 0..<25 where rng.next() % 5 != 0 {
          board.setOwner(rng.next() % 2 == 0 ? .player : .opponent, at: i)
        }
      }
      return board
    }
  }

  @Test func playableWordsDependOnlyOnTheLetters() throws {
    let trie = try #require(Dictionaries.builtIn)
    var rng = SplitMix64(seed: 61)
    for board in boards(seed: 61, count: 6) {
      let played = try PlayedWords(["tea", "zoo"])
      let words = PlayableWords(dictionary: trie, board: board, played: played)
      #expect(words.count > 0)
      let kinds: [Owner] = [.unclaimed, .player, .opponent, .playerDefended, .opponentDefended]
      for _ in 0..<4 {
        let other = try Board(
          letters: board.letters, owners: (0..<25).map { _ in kinds[Int(rng.next() % 5)] })
        #expect(PlayableWords(dictionary: trie, board: other, played: played) == words)
      }
      #expect(
        words.strings.map { $0.lowercased() }
          == Solver(dictionary: trie).playableWords(
            board, played: played))
    }
  }

  /// The opponent's choice in a position is the player's choice in the colour-swapped one,
  /// for every word: one chooser serves both sides.
  @Test(arguments: [62, 63] as [UInt64])
  func theOpponentsChoiceIsThePlayersOnTheSwappedPosition(seed: UInt64) throws {
    let trie = try #require(Dictionaries.builtIn)
    var checked = 0
    var differ = 0
    for board in boards(seed: seed, count: 6) {
      let words = PlayableWords(dictionary: trie, board: board)
      let p = Position(board: board)
      let theirs = TileChoices(words: words, position: p, mover: .opponent, everyWord: true)
      let mirrored = TileChoices(words: words, position: p.swapped, mover: .player, everyWord: true)
      let mine = TileChoices(words: words, position: p, mover: .player, everyWord: true)
      #expect(theirs.hasWin == mirrored.hasWin)
      for i in 0..<words.count {
        let a = theirs.move(at: i)
        let b = mirrored.move(at: i)
        #expect(a.mover == .opponent && b.mover == .player)
        #expect(a.word == b.word && a.tiles == b.tiles, "\(a.word) on \(board.letterString)")
        #expect(a.score == b.score && a.defence == b.defence && a.outcome == b.outcome)
        #expect(a.after == b.after.swapped)
        // Relative to the mover: their tiles minus yours.
        #expect(a.score == a.after.opponent.nonzeroBitCount - a.after.player.nonzeroBitCount)
        if a.tiles != mine.move(at: i).tiles { differ += 1 }
        checked += 1
      }
    }
    #expect(checked > 1000)
    // The sides really choose differently: the test is not comparing one choice with itself.
    #expect(differ > 10)
  }

  /// Can the mover win in one: the same answer for the opponent as for the player on the
  /// colour-swapped position, and the same as trying every word's best tiles.
  @Test func anImmediateWinIsFoundForEitherSide() throws {
    let trie = try #require(Dictionaries.builtIn)
    var found = 0
    for board in boards(seed: 64, count: 16) {
      let words = PlayableWords(dictionary: trie, board: board)
      let win = ImmediateWin(words: words)
      let p = Position(board: board)
      // On a full board the game is over: no one wins in one (the chooser still calls a word
      // a win there when the mover is ahead).
      guard !p.isOver else { continue }
      for mover in [Side.player, .opponent] {
        let position = mover == .player ? p : p.swapped
        let a = win.search(for: mover, at: p) { _ in false }
        let b = win.search(for: .player, at: position) { _ in false }
        #expect(a.found == b.found)
        let choices = TileChoices(words: words, position: p, mover: mover, everyWord: true)
        #expect((a.found != nil) == choices.hasWin, "\(board.letterString)")
        if let w = a.found {
          #expect(choices.choices[w].outcome == .win)
          found += 1
        }
      }
    }
    #expect(found > 2)
  }

  @Test func theSolversMovesAreThePlayers() throws {
    let trie = try #require(Dictionaries.builtIn)
    let board = try Board(text: "CATZQAZQZQZQZQZQZQZQZQZQZ:wwwwwrwwwwwwwwwwwwwwwwwww")
    let moves = Solver(dictionary: trie).solve(board, options: SolveOptions(limit: 0, thinkMilliseconds: 0)).moves
    #expect(!moves.isEmpty)
    #expect(moves.allSatisfy { $0.mover == .player })
    let m = try #require(moves.first { $0.word == "CAT" })
    #expect(m.description.hasPrefix("Move(word: \"CAT\", tiles: [0, 5, 2], score: 3, outcome: "))
    #expect(!m.description.contains("mover"))
  }

  /// The search holds a tile of a letter few of the board's words use (anagrams counted once)
  /// worth a tile more: those letters and no others, counted from the words' spellings.
  @Test func lettersFewWordsUseAreHard() throws {
    let trie = try #require(Dictionaries.builtIn)
    var hardBoards = 0
    for board in boards(seed: 66, count: 16) {
      let words = PlayableWords(dictionary: trie, board: board)
      let (search, _, _) = EngineTests.search(words)
      let spellings = Set(words.strings.map { String($0.sorted()) })
      var expected: UInt32 = 0
      for (i, letter) in board.letterString.enumerated() {
        let using = spellings.filter { $0.contains(letter) }.count
        if Double(using) < Evaluation.hardShare * Double(spellings.count) { expected |= 1 << i }
      }
      #expect(search.hard == expected, "\(board.letterString)")
      let mine = search.hard & (0 &- search.hard)
      if mine != 0 {
        hardBoards += 1
        #expect(
          Evaluation.value(mine: mine, theirs: 0, hard: search.hard)
            == Evaluation.value(mine: mine, theirs: 0) + Evaluation.hardWeight)
      }
    }
    // Not a test of empty sets: random boards have letters few words use.
    #expect(hardBoards > 1)
  }

  /// Past two moves the search tries only the mover's strongest moves by their own value: a
  /// word that fills the board ahead is seen whatever its own value.
  @Test func theDeeperSearchSeesTheMoversWinningFill() throws {
    let trie = try #require(Dictionaries.builtIn)
    var seen = 0
    // Boards with one to three open tiles: a fill then takes few tiles, and many words take
    // more of the other side's.
    var rng = SplitMix64(seed: 67)
    for k in 0..<120 {
      let board = EngineTests.lateBoard(&rng, open: 1 + k % 3)
      let words = PlayableWords(dictionary: trie, board: board)
      let (search, groups, wins) = EngineTests.search(words)
      let p = Position(board: board)
      guard !p.isOver, let winner = wins.search(for: .player, at: p, refusing: { _ in false }).found
      else { continue }
      // The word played before: one that refuses no winning word.
      guard let played = words.words.indices.first(where: { w in
        var refusesAWinner = false
        var work = 0
        wins.forEachWinner(for: .player, at: p, work: &work) { v in
          refusesAWinner = groups.refuses[w].contains(Int32(v))
          return !refusesAWinner
        }
        return !refusesAWinner
      }) else { continue }
      let v = search.followUp(
        mine: p.player, theirs: p.opponent, sets: [], word: Int32(played), beta: Int.max)
      #expect(v > Evaluation.won, "\(board.letterString) after \(words.strings[winner])")
      seen += 1
    }
    #expect(seen > 5)
  }

  /// A move after which the other side fills the board ahead (seen by the two-move search) stays
  /// lost four moves deep, where the other side's few strongest answers may not hold that word.
  @Test func theDeeperSearchKeepsALossToAFill() throws {
    let trie = try #require(Dictionaries.builtIn)
    var lost = 0
    var rng = SplitMix64(seed: 68)
    for k in 0..<6 {
      let board = EngineTests.lateBoard(&rng, open: 2 + k % 3)
      let words = PlayableWords(dictionary: trie, board: board)
      let p = Position(board: board)
      guard !p.isOver else { continue }
      let (search, _, _) = EngineTests.search(words)
      let (list, sets) = search.candidates(mine: p.player, theirs: p.opponent)
      let roots = search.twoMoves(list, sets: sets, mine: p.player, theirs: p.opponent, keep: 1000)
      for r in roots where r.value <= -Evaluation.won / 2 {
        let v = search.fourMoves(
          mine: p.player, theirs: p.opponent, move: r, refusing: sets[Int(r.refusals)],
          alpha: Int.min)
        #expect(v == r.value, "\(board.letterString) \(words.strings[Int(r.word)])")
        lost += 1
      }
    }
    #expect(lost > 5)
  }

  /// Four moves deep, the other side may end the game behind: when every answer lets the mover
  /// fill the board by more, a move is worth no more than the other side's ending.
  @Test func theDeeperSearchLetsTheOtherSideEndTheGameBehind() throws {
    let trie = try #require(Dictionaries.builtIn)
    var ended = 0
    var rng = SplitMix64(seed: 69)
    for k in 0..<40 {
      let board = EngineTests.lateBoard(&rng, open: 3 + k % 3, flat: true)
      let words = PlayableWords(dictionary: trie, board: board)
      let p = Position(board: board)
      let (search, groups, wins) = EngineTests.search(words)
      // Boards where the mover cannot end the game at once: the other side may.
      guard !p.isOver, wins.search(for: .player, at: p, refusing: { _ in false }).found == nil
      else { continue }
      let (list, sets) = search.candidates(mine: p.player, theirs: p.opponent)
      let roots = search.twoMoves(list, sets: sets, mine: p.player, theirs: p.opponent, keep: 12)
      for r in roots where !Evaluation.isDecided(r.value) {
        let m1 = p.player | r.flipped
        let t1 = p.opponent & ~r.flipped
        // Every way the other side can fill the board, by brute force: the mover's value after
        // the one the other side likes least.
        let node = search.generator.node(mine: t1, theirs: m1)
        let refused = Set(groups.refuses[Int(r.word)]).union(
          sets[Int(r.refusals)].flatMap { groups.words[Int($0)] })
        var ending: Int? = nil
        for g in 0..<groups.count where groups.words[g].contains(where: { !refused.contains($0) }) {
          search.generator.forEachFlip(g, at: node, width: .every) { f in
            if f & node.open == node.open {
              ending = max(ending ?? Int.min, Evaluation.value(mine: m1 & ~f, theirs: t1 | f))
            }
            return true
          }
        }
        guard let ending else { continue }
        let v = try #require(search.fourMoves(
          mine: p.player, theirs: p.opponent, move: r, refusing: sets[Int(r.refusals)],
          alpha: Int.min))
        #expect(v <= ending, "\(board.letterString) \(words.strings[Int(r.word)])")
        ended += 1
      }
    }
    #expect(ended > 5)
  }

  /// A mover behind gets twice the root moves valued by two moves and searched deeper; a mover
  /// ahead on the same board (the colours swapped), the usual number.
  @Test func aMoverBehindSearchesMoreMoves() throws {
    let trie = try #require(Dictionaries.builtIn)
    var rng = SplitMix64(seed: 71)
    var checked = 0
    for _ in 0..<12 {
      let board = EngineTests.lateBoard(&rng, open: 4, flat: true)
      let words = PlayableWords(dictionary: trie, board: board)
      let p = Position(board: board)
      let (search, _, _) = EngineTests.search(words)
      let here = Evaluation.value(mine: p.player, theirs: p.opponent, hard: search.hard)
      let there = Evaluation.value(mine: p.opponent, theirs: p.player, hard: search.hard)
      // Distinct words of the moves the search can keep: more than it keeps either way.
      let (list, _) = search.candidates(mine: p.player, theirs: p.opponent)
      let (other, _) = search.candidates(mine: p.opponent, theirs: p.player)
      guard here != 0, Set(list.map(\.word)).count > GameSearch.keptBehind,
        Set(other.map(\.word)).count > GameSearch.keptBehind
      else { continue }
      let (behind, ahead) = here < 0 ? (p.player, p.opponent) : (p.opponent, p.player)
      #expect(here == -there)
      #expect(search.rootMoves(mine: behind, theirs: ahead).count == GameSearch.keptBehind)
      #expect(search.rootMoves(mine: ahead, theirs: behind).count == GameSearch.kept)
      checked += 1
    }
    #expect(checked >= 4)
  }
}
