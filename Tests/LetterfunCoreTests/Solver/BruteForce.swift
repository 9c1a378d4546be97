import Foundation

@_spi(Internals) @testable import LetterfunCore

/// A seeded generator, so random boards are the same on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Independent, slow reference implementations to check the solver against.
enum BruteForce {
  /// English letter frequencies (per mille), so random boards spell many words.
  static let frequencies: [Int] = [
    82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2,
    20, 1,
  ]

  static func randomBoard(_ rng: inout SplitMix64, owners: Bool) -> Board {
    let total = frequencies.reduce(0, +)
    var letters: [Character] = []
    for _ in 0..<25 {
      var x = Int(rng.next() % UInt64(total))
      var l = 0
      while x >= frequencies[l] {
        x -= frequencies[l]
        l += 1
      }
      letters.append(Character(UnicodeScalar(UInt8(65 + l))))
    }
    let kinds: [Owner] = [.unclaimed, .player, .opponent]
    let o = (0..<25).map { _ in owners ? kinds[Int(rng.next() % 3)] : Owner.unclaimed }
    return try! Board(letters: letters, owners: o)
  }

  /// The words of `list` that the board's letters can spell: a scan of the whole list.
  static func scan(_ list: [String], board: Board) -> [String] {
    ReferenceScan.words(list, board: board)
  }

  /// Per tile, the tiles above, below, left and right of it that are on the board, as a mask.
  static let neighbours: [UInt32] = (0..<25).map { i in
    let r = i / 5
    let c = i % 5
    var mask: UInt32 = 0
    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
      let nr = r + dr
      let nc = c + dc
      if nr >= 0 && nr < 5 && nc >= 0 && nc < 5 { mask |= 1 << UInt32(nr * 5 + nc) }
    }
    return mask
  }

  /// The defended tiles of a side, tile by tile: those whose every neighbour is the side's.
  static func defended(_ side: UInt32) -> UInt32 {
    var out: UInt32 = 0
    for i in 0..<25 where side & (1 << UInt32(i)) != 0 && side & neighbours[i] == neighbours[i] {
      out |= 1 << UInt32(i)
    }
    return out
  }

  struct Outcome: Equatable, Comparable {
    var klass: Int  // 2 win, 1 ongoing, 0 loss
    var score: Int
    var defence: Int
    static func < (a: Outcome, b: Outcome) -> Bool {
      (a.klass, a.score, a.defence) < (b.klass, b.score, b.defence)
    }
  }

  static func outcome(_ p: Position, flipped: UInt32) -> Outcome {
    let after = p.playedByPlayer(flipped)
    let score = after.score
    let klass = after.isOver ? (score > 0 ? 2 : 0) : 1
    let d = defended(after.player).nonzeroBitCount - defended(after.opponent).nonzeroBitCount
    return Outcome(klass: klass, score: score, defence: d)
  }

  /// Number of ways to choose the word's tiles (a product of binomials per letter).
  static func choices(_ word: String, board: Board) -> Int {
    var need = [Int](repeating: 0, count: 26)
    for b in word.utf8 { need[Int(b) - 97] += 1 }
    var have = [Int](repeating: 0, count: 26)
    for c in board.letters { have[Int(c.asciiValue! - 65)] += 1 }
    var n = 1
    for l in 0..<26 where need[l] > 0 { n *= TileChooser.binomial(have[l], need[l]) }
    return n
  }

  /// The best outcome of any choice of tiles for `word`: every set of tiles, letter by letter.
  static func bestOutcome(_ word: String, board: Board) -> Outcome {
    let p = Position(board: board)
    var need = [Int](repeating: 0, count: 26)
    for b in word.utf8 { need[Int(b) - 97] += 1 }
    var tilesOf = [[Int]](repeating: [], count: 26)
    for (i, c) in board.letters.enumerated() { tilesOf[Int(c.asciiValue! - 65)].append(i) }
    let letters = (0..<26).filter { need[$0] > 0 }
    var best: Outcome? = nil
    func go(_ k: Int, _ used: UInt32) {
      if k == letters.count {
        let o = outcome(p, flipped: used)
        if best == nil || best! < o { best = o }
        return
      }
      let tiles = tilesOf[letters[k]]
      let n = tiles.count
      for subset in 0..<(1 << n) where subset.nonzeroBitCount == need[letters[k]] {
        var m = used
        for j in 0..<n where subset & (1 << j) != 0 { m |= 1 << UInt32(tiles[j]) }
        go(k + 1, m)
      }
    }
    go(0, 0)
    return best!
  }

  static func words(at url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }
}

extension BruteForce {
  /// Whether `mover` ends the game ahead by playing `word` from `p`, under the full rules
  /// (tiles defended before the move can't be taken; the board must fill), trying every set of
  /// tiles per letter. Letters are independent: a tile's effect never depends on another's.
  static func wins(_ word: String, for mover: Side, from p: Position, letters: [Character]) -> Bool
  {
    let mine = mover == .player ? p.player : p.opponent
    let theirs = mover == .player ? p.opponent : p.player
    let open = ~(mine | theirs) & Rules.allTiles
    let takeable = open | (theirs & ~defended(theirs))
    var need = [Int](repeating: 0, count: 26)
    for b in word.utf8 { need[Int(b | 0x20) - 97] += 1 }
    // Most words lack a letter of some unclaimed tile: they cannot fill the board.
    for t in 0..<25 where open & (1 << UInt32(t)) != 0 {
      need[Int(letters[t].asciiValue!) - 65] -= 1
    }
    if need.contains(where: { $0 < 0 }) { return false }
    for t in 0..<25 where open & (1 << UInt32(t)) != 0 {
      need[Int(letters[t].asciiValue!) - 65] += 1
    }
    var used: UInt32 = 0
    for l in 0..<26 where need[l] > 0 {
      let tiles = (0..<25).filter { Int(letters[$0].asciiValue!) - 65 == l }
      var best: UInt32? = nil
      for subset in 0..<(1 << tiles.count) where subset.nonzeroBitCount == need[l] {
        var m: UInt32 = 0
        for (j, t) in tiles.enumerated() where subset & (1 << j) != 0 { m |= 1 << UInt32(t) }
        let openOfLetter = tiles.reduce(UInt32(0)) { $0 | (1 << UInt32($1) & open) }
        guard m & openOfLetter == openOfLetter else { continue }
        if best == nil || (m & takeable).nonzeroBitCount > (best! & takeable).nonzeroBitCount {
          best = m
        }
      }
      guard let b = best else { return false }
      used |= b
    }
    let taken = used & takeable
    let mineAfter = mine | taken
    let theirsAfter = theirs & ~taken
    return mineAfter | theirsAfter == Rules.allTiles
      && mineAfter.nonzeroBitCount > theirsAfter.nonzeroBitCount
  }
}
