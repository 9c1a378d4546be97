import Testing

@_spi(Internals) @testable import LetterfunCore

/// The four-move stage's shortcuts: they save work, never change what it finds.
@Suite struct FourMoveStageTests {
  /// `count` boards of flat letters with at most `open` unclaimed tiles, each with its words
  /// and position.
  static func games(seed: UInt64, count: Int, open: Int) throws
    -> [(board: Board, words: PlayableWords, position: Position)]
  {
    let trie = try #require(Dictionaries.builtIn)
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let board = EngineTests.lateBoard(&rng, open: open, flat: true)
      return (board, PlayableWords(dictionary: trie, board: board), Position(board: board))
    }
  }

  /// The oracle for the four-move stage: a search of its own, the roots `rootMoves` takes
  /// deeper (its first lines, repeated on purpose), each searched one at a time.
  struct Oracle {
    let search: GameSearch
    let position: Position
    let kept: [GameSearch.RootMove]
    let sets: [[Int32]]

    init(_ words: PlayableWords, at p: Position) {
      (search, _, _) = EngineTests.search(words)
      position = p
      let (list, sets) = search.candidates(mine: p.player, theirs: p.opponent)
      let behind = Evaluation.value(mine: p.player, theirs: p.opponent, hard: search.hard) < 0
      kept = search.twoMoves(
        list, sets: sets, mine: p.player, theirs: p.opponent,
        keep: behind ? GameSearch.keptBehind : GameSearch.kept)
      self.sets = sets
    }

    /// Root `r`'s four-move value, bounded by `alpha` (nil when the budget ran out).
    func value(_ r: GameSearch.RootMove, alpha: Int) -> Int? {
      search.fourMoves(
        mine: position.player, theirs: position.opponent, move: r,
        refusing: sets[Int(r.refusals)], alpha: alpha)
    }
  }

  /// The engine's root moves for the side to move at `p`, and an oracle to check them by.
  static func rootsAndOracle(_ words: PlayableWords, at p: Position)
    -> (roots: [GameSearch.RootMove], oracle: Oracle)
  {
    let (search, _, _) = EngineTests.search(words)
    return (search.rootMoves(mine: p.player, theirs: p.opponent), Oracle(words, at: p))
  }

  /// Asked for a move back worth `enough`, the search may stop at one worth that much; below
  /// it, it finds the best, exactly as with no bound.
  @Test func aMoveBackSearchStopsOnlyAtAMoveWorthEnough() throws {
    var checked = 0
    for (_, words, p) in try FourMoveStageTests.games(seed: 113, count: 8, open: 8) {
      let (search, _, _) = EngineTests.search(words)
      guard let best = search.strongest(mine: p.player, theirs: p.opponent, count: 1).first
      else { continue }
      for enough in [best.value - 4, best.value, best.value + 1] {
        let found = try #require(
          search.strongest(mine: p.player, theirs: p.opponent, count: 1, enough: enough).first)
        #expect(found.value <= best.value)
        if enough <= best.value {
          #expect(found.value >= enough)
        } else {
          #expect(found.value == best.value)
        }
      }
      checked += 1
    }
    #expect(checked >= 6)
  }

  /// The bound that orders and cuts the replies and the strongest moves is never below what a
  /// group's tile sets add to the mover's value (`sortByBound`), for either side, at any width.
  @Test func aGroupsBoundIsNeverBelowWhatItsMovesAdd() throws {
    var sets = 0
    for open in [4, 9, 16] {
      for (_, words, p) in try FourMoveStageTests.games(seed: 119, count: 4, open: open) {
        let (search, groups, _) = EngineTests.search(words)
        for (mine, theirs) in [(p.player, p.opponent), (p.opponent, p.player)] {
          let node = search.generator.node(mine: mine, theirs: theirs)
          let here = Evaluation.value(mine: mine, theirs: theirs, hard: search.hard)
          _ = search.sortByBound(node)
          for g in 0..<groups.count {
            let bound = Int(search.bounds[g])
            search.generator.forEachFlip(g, at: node, width: .every) { f in
              let after = Evaluation.value(mine: mine | f, theirs: theirs & ~f, hard: search.hard)
              // A full board is valued apart: beyond any bound.
              if (mine | f | theirs) != Rules.allTiles {
                #expect(after - here <= bound, "group \(g), tiles \(f)")
                sets += 1
              }
              return true
            }
          }
        }
      }
    }
    #expect(sets > 10_000)
  }

  /// The answers' move back is valued by `strongestValue`: the value `strongest` finds with a
  /// count of 1, for the same work (the budget counts it), with any bound.
  @Test func aMoveBackValueIsTheStrongestMovesValueForTheSameWork() throws {
    var checked = 0
    for (_, words, p) in try FourMoveStageTests.games(seed: 117, count: 8, open: 8) {
      let (search, _, _) = EngineTests.search(words)
      guard let best = search.strongest(mine: p.player, theirs: p.opponent, count: 1).first
      else { continue }
      for enough in [Int.max, best.value - 4, best.value, best.value + 1] {
        let before = search.work
        let move = search.strongest(
          mine: p.player, theirs: p.opponent, count: 1, enough: enough
        ).first
        let moveWork = search.work - before
        let value = search.strongestValue(mine: p.player, theirs: p.opponent, enough: enough)
        #expect(value == move?.value)
        #expect(search.work - before - moveWork == moveWork)
      }
      checked += 1
    }
    #expect(checked >= 6)
  }

  /// With no budget limit, the roots searched on two threads, each bounded by its own roots,
  /// give the best root the value one thread gets searching them one after another.
  @Test func twoThreadsValueTheBestRootAsOneThreadDoes() throws {
    var checked = 0
    for (board, words, p) in try FourMoveStageTests.games(seed: 127, count: 8, open: 12) {
      let (roots, oracle) = FourMoveStageTests.rootsAndOracle(words, at: p)
      guard oracle.kept.count >= 2 else { continue }
      // One thread, root after root, each bounded by the best before it.
      var best = Int.min
      for r in oracle.kept { best = max(best, try #require(oracle.value(r, alpha: best))) }
      // A decided game is ranked apart (`rootMoves`): only open values compare directly.
      guard !Evaluation.isDecided(best) else { continue }
      #expect(roots.first?.value == best, "\(board.letterString)")
      checked += 1
    }
    #expect(checked >= 4)
  }

  /// When the deeper search sees the game decided after the best moves, the engine plays the
  /// one it sees winning by most or losing by least (a game is scored by its margin), not the
  /// best by two moves, unless an open move ranks above what that margin is worth.
  @Test func aDecidedGameGoesToTheMoveWithTheBestMargin() throws {
    var checked = 0
    for (board, words, p) in try FourMoveStageTests.games(seed: 131, count: 32, open: 6) {
      let (roots, oracle) = FourMoveStageTests.rootsAndOracle(words, at: p)
      guard let first = roots.first else { continue }
      // A move that fills the board is certain: it is ranked apart.
      let kept = oracle.kept
      guard kept.count >= 2, !kept.contains(where: { Evaluation.isDecided($0.value) }) else {
        continue
      }
      // Each root's exact four-move value, searched alone with no bound.
      var exact: [Int32: Int] = [:]
      var standings: [Int32: Int] = [:]
      for r in kept {
        let v = try #require(oracle.value(r, alpha: Int.min))
        exact[r.word] = v
        standings[r.word] = GameSearch.standing(four: v, two: r.value)
      }
      let most = try #require(exact.values.max())
      // Two moves or more the deeper search sees decided the way the best is.
      let alike = exact.values.filter { Evaluation.isDecided($0) && ($0 > 0) == (most > 0) }
      guard Evaluation.isDecided(most), alike.count >= 2 else { continue }
      let top = try #require(standings.values.max())
      #expect(standings[first.word] == top, "\(board.letterString)")
      if let v = exact[first.word], Evaluation.isDecided(v) {
        #expect(v == most, "\(board.letterString)")
      } else {
        // An open move first: above what the best win's margin is worth.
        #expect((exact[first.word] ?? 0) > GameSearch.winWorth(most - Evaluation.won))
      }
      checked += 1
    }
    #expect(checked >= 8)
  }

  /// The fills are offered a group at a time: each group with a winning word the caller does not
  /// skip, once, in every pass (the groups met are stamped per pass, not listed), and a group
  /// whose first winning words are skipped still comes with its next.
  @Test func eachGroupThatFillsTheBoardIsOfferedOnce() throws {
    var checked = 0
    for (board, words, p) in try FourMoveStageTests.games(seed: 139, count: 40, open: 3) {
      let (search, groups, wins) = EngineTests.search(words)
      var winners: [Int] = []
      var work = 0
      wins.forEachWinner(for: .opponent, at: p, work: &work) { w in
        winners.append(w)
        return true
      }
      guard winners.count >= 2 else { continue }
      // Skip every other winning word: its group must still come by another word, if any.
      let skipped = Set(winners.enumerated().filter { $0.offset % 2 == 0 }.map { Int32($0.element) })
      let expected = Set(winners.filter { !skipped.contains(Int32($0)) }.map { groups.groupOf[$0] })
      for _ in 0..<3 {
        var offered: [Int32] = []
        search.forEachFill(for: .opponent, at: p, skip: { w, _ in skipped.contains(w) }) { g in
          offered.append(g)
          return true
        }
        #expect(offered.count == Set(offered).count, "\(board.letterString)")
        #expect(Set(offered) == expected, "\(board.letterString)")
      }
      checked += 1
    }
    #expect(checked >= 5)
  }

  /// A word played on the deeper search's path cannot fill the board again: a reply whose only
  /// winning fill is that word is no longer a win once the path refuses it, and is again once
  /// the path steps back.
  @Test func aWordPlayedOnThePathCannotFillTheBoardAgain() throws {
    var checked = 0
    for (board, words, p) in try FourMoveStageTests.games(seed: 137, count: 200, open: 4) {
      let (search, groups, _) = EngineTests.search(words)
      // The other side's winning fills, by group.
      var fills: [Int32] = []
      search.forEachFill(for: .opponent, at: p, skip: { _, _ in false }) { g in
        fills.append(g)
        return true
      }
      // Exactly one, a word of its own (no anagram can play its letters instead).
      guard fills.count == 1, groups.words[Int(fills[0])].count == 1 else { continue }
      let fill = groups.word[Int(fills[0])]
      // The word just played (the reply's own refusals): any word the fill does not begin.
      guard let played = (0..<words.count).first(where: {
        !groups.refuses[$0].contains(fill) && Int32($0) != fill
      }) else { continue }
      func replyValue() -> Int {
        search.reply(
          mine: p.player, theirs: p.opponent, refusing: [], word: Int32(played),
          alpha: Int.min
        ).0
      }
      let before = replyValue()
      #expect(before <= -Evaluation.won / 2, "\(board.letterString)")
      let marks = search.refuse(group: fills[0])
      #expect(search.pathRefuses.contains(fill))
      #expect(replyValue() > -Evaluation.won / 2, "\(board.letterString)")
      search.unrefuse(marks)
      #expect(search.pathRefuses.isEmpty)
      #expect(!search.refused.contains(true))
      #expect(replyValue() == before, "\(board.letterString)")
      checked += 1
      if checked == 12 { break }
    }
    #expect(checked >= 6)
  }
}
