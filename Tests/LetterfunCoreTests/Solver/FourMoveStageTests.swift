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

  /// With no budget limit, the roots searched on two threads, each bounded by its own roots,
  /// give the best root the value one thread gets searching them one after another.
  @Test func twoThreadsValueTheBestRootAsOneThreadDoes() throws {
    var checked = 0
    for (board, words, p) in try FourMoveStageTests.games(seed: 127, count: 8, open: 12) {
      let (search, _, _) = EngineTests.search(words)
      let roots = search.rootMoves(mine: p.player, theirs: p.opponent)
      // One thread, root after root, each bounded by the best before it.
      let (one, _, _) = EngineTests.search(words)
      let (list, sets) = one.candidates(mine: p.player, theirs: p.opponent)
      let behind = Evaluation.value(mine: p.player, theirs: p.opponent, hard: one.hard) < 0
      let kept = one.twoMoves(
        list, sets: sets, mine: p.player, theirs: p.opponent,
        keep: behind ? GameSearch.keptBehind : GameSearch.kept)
      guard kept.count >= 2 else { continue }
      var best = Int.min
      for r in kept {
        let v = try #require(
          one.fourMoves(
            mine: p.player, theirs: p.opponent, move: r, refusing: sets[Int(r.refusals)],
            alpha: best))
        best = max(best, v)
      }
      // A decided game is ranked apart (`rootMoves`): only open values compare directly.
      guard !Evaluation.isDecided(best) else { continue }
      #expect(roots.first?.value == best, "\(board.letterString)")
      checked += 1
    }
    #expect(checked >= 4)
  }
}
