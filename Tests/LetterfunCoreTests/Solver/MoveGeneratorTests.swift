import Testing

@_spi(Internals) @testable import LetterfunCore

/// The engine's one move generator against a count of its own: every way to lay a word's
/// letters on the board's tiles, and what each way turns.
@Suite struct MoveGeneratorTests {
  /// Boards of few letters (many repeated, so words choose among many tiles), owners at random.
  static func boards(seed: UInt64, count: Int) -> [Board] {
    var rng = SplitMix64(seed: seed)
    let letters = Array("AEIRSTNO")
    return (0..<count).map { _ in
      var board = try! Board(
        letters: (0..<25).map { _ in letters[Int(rng.next() % UInt64(letters.count))] },
        owners: [Owner](repeating: .unclaimed, count: 25))
      for i in 0..<25 where rng.next() % 3 != 0 {
        board.setOwner(rng.next() % 2 == 0 ? .player : .opponent, at: i)
      }
      return board
    }
  }

  /// The distinct sets of tiles group `g` turns at `node`, laid every way by brute force: each
  /// letter's uses on any of its tiles, each use taking its tile when the mover can turn it;
  /// and the most ways one letter has.
  static func layouts(_ groups: LetterGroups, _ g: Int, at node: MoveGenerator.Node)
    -> (sets: Set<UInt32>, mostOfALetter: Int)
  {
    var sets: Set<UInt32> = [0]
    var most = 0
    let (from, to) = groups.range(g)
    for i in from..<to {
      let entry = groups.entry[i]
      let tiles = groups.letterMask[Int(entry >> 5)]
      let uses = Int(entry & 31)
      var parts: Set<UInt32> = []
      var s = tiles
      while true {
        if s.nonzeroBitCount == uses { parts.insert(s & node.turnable) }
        if s == 0 { break }
        s = (s &- 1) & tiles
      }
      sets = Set(sets.flatMap { a in parts.map { a | $0 } })
      most = max(most, parts.count)
    }
    return (sets, most)
  }

  @Test func everyWidthGivesEachWayToLayAWordOnceAndSaysHowMany() throws {
    let trie = try #require(Dictionaries.builtIn)
    var groupsChecked = 0
    var manyChoices = 0
    for board in MoveGeneratorTests.boards(seed: 211, count: 6) {
      let words = PlayableWords(dictionary: trie, board: board)
      let groups = LetterGroups(
        words: words, counts: words.letterCounts(), refuses: words.refusals())
      let generator = MoveGenerator(groups: groups, boardCount: words.boardCount)
      let position = Position(board: board)
      for (mine, theirs) in [
        (position.player, position.opponent), (position.opponent, position.player),
      ] {
        let node = generator.node(mine: mine, theirs: theirs)
        for g in 0..<groups.count {
          var given: [UInt32] = []
          guard
            let count = generator.forEveryFlip(g, at: node, most: .max, {
              given.append($0)
              return true
            })
          else { continue }
          #expect(count == given.count)
          #expect(Set(given).count == given.count)
          let (sets, mostOfALetter) = MoveGeneratorTests.layouts(groups, g, at: node)
          #expect(Set(given) == sets)
          groupsChecked += 1
          if mostOfALetter > 8 { manyChoices += 1 }
        }
      }
    }
    #expect(groupsChecked > 1000)
    // Groups with a letter past the small odometer's eight subsets are checked too.
    #expect(manyChoices > 20)
  }
}
