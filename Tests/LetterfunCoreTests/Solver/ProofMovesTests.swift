import Testing

@_spi(Internals) @testable import LetterfunCore

/// The exact search's move generation: anagrams' tile sets generated once and grouped by a
/// table, never a different set of moves than generating word by word.
@Suite struct ProofMovesTests {
  @Test func theProofsMovesAreEveryWordsTileSetsEachOnceWithItsWordsInOrder() throws {
    let trie = try #require(Dictionaries.builtIn)
    var rng = SplitMix64(seed: 41)
    var compared = 0
    for k in 0..<12 {
      let board = EngineTests.lateBoard(&rng, open: [2, 5, 9, 25][k % 4], flat: k % 2 == 0)
      let words = PlayableWords(dictionary: trie, board: board)
      let groups = LetterGroups(
        words: words, counts: words.letterCounts(), refuses: words.refusals())
      let proofs = ProofSearch(words: words, groups: groups, win: ImmediateWin(words: words))
      let position = Position(board: board)
      // Some words refused, as on a path: every seventh.
      var refused = ProofSearch.Refused(count: words.count)
      refused.insert(
        stride(from: 0, to: words.count, by: 7).map { Int32($0) },
        hashes: [UInt64](repeating: 1, count: words.count))
      for (mine, theirs) in [
        (position.player, position.opponent), (position.opponent, position.player),
      ] {
        let node = proofs.generator.node(mine: mine, theirs: theirs)
        // Word by word, as the search generated them before.
        var expected: [UInt32: [Int32]] = [:]
        var expectedWork = 0
        var complete = true
        for i in 0..<words.count where !refused.contains(i) {
          expectedWork += 1
          let g = Int(groups.groupOf[i])
          if !proofs.generator.givesEvery(g, at: node, most: ProofSearch.mostChoices) {
            complete = false
            break
          }
          expectedWork += proofs.generator.forEachFlip(g, at: node, width: .every) {
            expected[$0, default: []].append(Int32(i))
            return true
          }
        }
        let (found, words, work) = proofs.movesByTiles(at: node, refusing: refused)
        #expect(work == expectedWork)
        guard complete else {
          #expect(found == nil)
          continue
        }
        let moves = try #require(found)
        #expect(moves.count == expected.count)
        #expect(Set(moves.map(\.flipped)).count == moves.count)
        for m in moves { #expect(Array(words[Int(m.from)..<Int(m.to)]) == expected[m.flipped]) }
        compared += moves.count
      }
    }
    #expect(compared > 1000)
  }
}
