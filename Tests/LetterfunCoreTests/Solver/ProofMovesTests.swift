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
          if !ProofMovesTests.givesEvery(
            proofs.generator, g, at: node, most: ProofSearch.mostChoices)
          {
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

  /// Whether `.every` gives every set group `g` can turn at `node` and at most `most` of them,
  /// counted apart from the generator: by binomials, against its caps.
  static func givesEvery(
    _ generator: MoveGenerator, _ g: Int, at node: MoveGenerator.Node, most: Int
  ) -> Bool {
    let (from, to) = generator.groups.range(g)
    var total = 1
    var slots = 0
    for i in from..<to {
      let entry = generator.groups.entry[i]
      let l = Int(entry >> 5)
      let c = Int(entry & 31)
      let t = generator.groups.letterMask[l] & node.turnable
      let n = t.nonzeroBitCount
      let low = max(0, c - (Int(generator.boardCount[l]) - n))
      if t == 0 || low == n { continue }
      var ways = 0
      for k in low...min(c, n) { ways += TileChooser.binomial(n, k) }
      slots += 1
      total *= ways
      if ways > MoveGenerator.mostPerLetter || slots > MoveGenerator.mostLetters || total > most {
        return false
      }
    }
    return true
  }
}
