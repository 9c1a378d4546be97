@_spi(Internals) @testable import LetterfunCore

/// A random endgame in miniature, made for many moves to reach one position and for winning
/// replies to be prefixes of some of them: a dictionary of a few words over four to six letters
/// (prefix chains, extensions and anagrams of each other), on a board whose other tiles carry a
/// letter no word uses, with a few tiles unclaimed and played words.
struct SmallGame {
  /// The dictionary, lower case.
  let words: [String]
  let board: Board
  let played: PlayedWords

  init(_ rng: inout SplitMix64) {
    func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
    var pool = Array("abcdefghijklmnopqrstuvwxyz")
    pool.shuffle(using: &rng)
    let alphabet = Array(pool.prefix(4 + pick(3)))
    let filler = pool[6]
    // The tiles that matter: the alphabet's letters (repeated, so words have several sets of
    // tiles), a few unclaimed; every other tile is owned, and only its owner and defence count.
    let spots = Array((0..<25).shuffled(using: &rng).prefix(6 + pick(7)))
    var letters = [Character](repeating: filler, count: 25)
    // Sides near even, for replies to win by a tile or two.
    let reds = 8 + pick(5)
    var owners = (0..<25).map { _ -> Owner in pick(20) < reds ? .opponent : .player }
    let open = 2 + pick(min(5, spots.count - 3))
    for (k, s) in spots.enumerated() {
      // Unclaimed tiles share letters: a move can leave some of a letter for a reply to fill.
      letters[s] = alphabet[pick(k < open ? 2 + pick(2) : alphabet.count)]
      if k < open { owners[s] = .unclaimed }
    }
    board = try! Board(letters: letters.map { Character($0.uppercased()) }, owners: owners)

    // Families of words drawn from the board's letters (so most are playable): a base word, some
    // of its prefixes, an anagram of the base less a letter, an extension, an anagram of a
    // prefix. A letter on your tiles leaves your move's position the same with or without it,
    // yet a reply may win by taking that tile: such words share positions but not verdicts.
    let onBoard = spots.map { letters[$0] }
    let yours = spots.filter { owners[$0] == .player }.map { letters[$0] }
    let owned = yours.isEmpty ? Array(onBoard.dropFirst(open)) : yours
    var list: Set<String> = []
    for _ in 0..<(1 + pick(3)) {
      let base = Array(onBoard.shuffled(using: &rng).prefix(3 + pick(min(5, onBoard.count - 2))))
      list.insert(String(base))
      for n in 2..<base.count where pick(2) == 0 { list.insert(String(base.prefix(n))) }
      // Less a letter of your tiles when it has one: the same move for you, a weaker reply.
      var less = base
      let mine = less.indices.filter { yours.contains(less[$0]) }
      less.remove(at: mine.isEmpty ? pick(less.count) : mine[pick(mine.count)])
      list.insert(String(less.shuffled(using: &rng)))
      if pick(3) != 0 { list.insert(String(base + [owned[pick(owned.count)]])) }
      if pick(4) == 0 {
        list.insert(String(base.prefix(2 + pick(base.count - 1)).shuffled(using: &rng)))
      }
    }
    while list.count < 5 {
      list.insert(String((0..<(2 + pick(3))).map { _ in alphabet[pick(alphabet.count)] }))
    }
    let words = Array(list.sorted().prefix(30))
    self.words = words
    played = try! PlayedWords((0..<pick(3)).map { _ in words[pick(words.count)] })
  }
}
