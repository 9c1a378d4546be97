import LetterfunCore
import Reference
import Testing

/// A seeded generator, so the tiny games are the same on every run.
struct Seeded: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The reference's move has the full two-ply minimax value, found here by brute force: every
/// word, every assignment of its letters to tiles (no grouping, no pruning), every reply alike.
@Suite struct ReferenceOpponentTests {
  /// A tiny game: a few letters repeated on some tiles, a filler letter no word uses elsewhere.
  struct Tiny {
    var letters: [Character]
    var player: UInt32
    var opponent: UInt32
    var words: [String]
    var played: [String]

    init(_ rng: inout Seeded) {
      func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
      let alphabet = Array("abcde".prefix(3 + pick(3)))
      letters = Array(repeating: "z", count: 25)
      let spots = Array((0..<25).shuffled(using: &rng).prefix(5 + pick(5)))
      for s in spots { letters[s] = alphabet[pick(alphabet.count)] }
      player = 0
      opponent = 0
      // Clustered owners make defended tiles; a few spots stay unclaimed.
      let open = 1 + pick(4)
      for t in 0..<25 {
        let k = spots.firstIndex(of: t)
        if let k, k < open { continue }
        if (t / 5 + pick(3)) % 2 == 0 {
          player |= 1 << UInt32(t)
        } else {
          opponent |= 1 << UInt32(t)
        }
      }
      var list: Set<String> = []
      for _ in 0..<(3 + pick(6)) {
        let w = String((0..<(2 + pick(3))).map { _ in alphabet[pick(alphabet.count)] })
        list.insert(w)
        if pick(3) == 0 { list.insert(String(w.prefix(2))) }
      }
      let sorted = list.sorted()
      var played: [String] = []
      for _ in 0..<pick(2) { played.append(sorted[pick(sorted.count)]) }
      words = sorted
      self.played = played
    }
  }

  static func defended(_ side: UInt32) -> Int {
    var n = 0
    for t in 0..<25 where side & (1 << UInt32(t)) != 0 {
      let r = t / 5
      let c = t % 5
      let around = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)].filter {
        $0.0 >= 0 && $0.0 < 5 && $0.1 >= 0 && $0.1 < 5
      }
      if around.allSatisfy({ side & (1 << UInt32($0.0 * 5 + $0.1)) != 0 }) { n += 1 }
    }
    return n
  }

  static func leaf(_ mine: UInt32, _ theirs: UInt32) -> Int {
    let w = mine.nonzeroBitCount + defended(mine) - theirs.nonzeroBitCount - defended(theirs)
    guard mine | theirs == (1 << 25) - 1 else { return w }
    return mine.nonzeroBitCount > theirs.nonzeroBitCount ? 100 * max(w, 1) : 100 * min(w, -1)
  }

  /// Every position `word` reaches for the side holding `mine`: each letter on a distinct tile
  /// of that letter, in every order; the other side's defended tiles stay theirs.
  static func outcomes(_ word: String, letters: [Character], mine: UInt32, theirs: UInt32)
    -> [(UInt32, UInt32)]
  {
    let chars = Array(word)
    var out: [(UInt32, UInt32)] = []
    let protected = theirs & defendedMask(theirs)
    func go(_ k: Int, _ used: UInt32) {
      if k == chars.count {
        let taken = used & ~protected
        out.append((mine | taken, theirs & ~taken))
        return
      }
      for t in 0..<25 where letters[t] == chars[k] && used & (1 << UInt32(t)) == 0 {
        go(k + 1, used | 1 << UInt32(t))
      }
    }
    go(0, 0)
    return out
  }

  static func defendedMask(_ side: UInt32) -> UInt32 {
    var m: UInt32 = 0
    for t in 0..<25 where side & (1 << UInt32(t)) != 0 {
      let r = t / 5
      let c = t % 5
      let around = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)].filter {
        $0.0 >= 0 && $0.0 < 5 && $0.1 >= 0 && $0.1 < 5
      }
      if around.allSatisfy({ side & (1 << UInt32($0.0 * 5 + $0.1)) != 0 }) { m |= 1 << UInt32(t) }
    }
    return m
  }

  /// Whether the game refuses `word` after `played`: a played word or a prefix of one.
  static func refused(_ word: String, _ played: [String]) -> Bool {
    played.contains { $0.hasPrefix(word) }
  }

  /// The two-ply value of `word` played to (mine1, theirs1).
  static func value(
    _ game: Tiny, word: String, mine1: UInt32, theirs1: UInt32
  ) -> Int {
    if mine1 | theirs1 == (1 << 25) - 1 { return leaf(mine1, theirs1) }
    let played = game.played + [word]
    var low: Int? = nil
    for reply in game.words where !refused(reply, played) && fits(reply, game.letters) {
      for (t2, m2) in outcomes(reply, letters: game.letters, mine: theirs1, theirs: mine1) {
        let v = leaf(m2, t2)
        if low == nil || v < low! { low = v }
      }
    }
    return low ?? leaf(mine1, theirs1)
  }

  static func fits(_ word: String, _ letters: [Character]) -> Bool {
    Set(word).allSatisfy { c in word.filter { $0 == c }.count <= letters.filter { $0 == c }.count }
  }

  @Test func theReferencesMoveHasTheTwoPlyMinimaxValue() throws {
    var rng = Seeded(state: 28)
    var checked = 0
    var passes = 0
    var distinct = 0
    for _ in 0..<300 {
      let game = Tiny(&rng)
      let reference = ReferenceOpponent(letters: game.letters, words: game.words)
      let position = try #require(Position(player: game.player, opponent: game.opponent))
      let choice = reference.choose(position, played: try PlayedWords(game.played))
      var best: Int? = nil
      var values: Set<Int> = []
      for word in game.words where !Self.refused(word, game.played) && Self.fits(word, game.letters)
      {
        for (m1, t1) in Self.outcomes(
          word, letters: game.letters, mine: game.player, theirs: game.opponent)
        {
          let v = Self.value(game, word: word, mine1: m1, theirs1: t1)
          values.insert(v)
          if best == nil || v > best! { best = v }
        }
      }
      guard let best else {
        #expect(choice == nil)
        passes += 1
        continue
      }
      let c = try #require(choice, "\(String(game.letters)) \(game.words)")
      #expect(c.value == best, "\(String(game.letters)) \(game.words) played \(game.played)")
      // The move itself is legal and reaches the position it claims, with that value.
      let word = c.word.lowercased()
      #expect(game.words.contains(word) && !Self.refused(word, game.played))
      let reachable = Self.outcomes(
        word, letters: game.letters, mine: game.player, theirs: game.opponent
      ).contains { $0.0 == c.after.player && $0.1 == c.after.opponent }
      #expect(reachable)
      #expect(
        Self.value(game, word: word, mine1: c.after.player, theirs1: c.after.opponent) == best)
      if values.count > 1 { distinct += 1 }
      checked += 1
    }
    // Most games offer moves of different values: the choice is not a given.
    #expect(checked > 200 && distinct > 150, "\(checked) checked, \(distinct) with a choice")
    #expect(passes < 50)
  }
}
