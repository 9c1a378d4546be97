// The arena's reference opponent (issue 28): a plain two-ply alpha-beta minimax, written apart
// from the engine (it uses the core's game rules and nothing of its search). Its move, then every
// reply, each with every choice of tiles; the leaf is `ReferenceOpponent.leaf`. Exact: the move
// it picks has the full two-ply minimax value; the pruning only skips what cannot change that.
import LetterfunCore

/// A two-ply alpha-beta minimax player over every word and every choice of tiles.
public struct ReferenceOpponent: Sendable {
  /// The chosen move: the word, the tiles that change colour, and the two-ply value.
  public struct Choice: Sendable, Equatable {
    public let word: String
    /// Tiles that turn the mover's colour.
    public let flipped: UInt32
    /// The position after the move (the mover is `.player`).
    public let after: Position
    /// The move's two-ply minimax value (`leaf` after the worst reply).
    public let value: Int
  }

  /// Tiles of each letter (A = 0).
  let letterMask: [UInt32]
  /// Each tile's letter.
  let letterOfTile: [Int]
  let boardCount: [Int]
  /// The candidate words, lower case, that the board's letters can spell.
  let words: [String]
  /// Per word, its group: the words with the same letter counts, which have the same tile
  /// choices in every position.
  let groupOf: [Int32]
  /// Per group, its distinct letters and their counts in the word.
  let groupLetters: [[Int]]
  let groupCounts: [[Int]]
  /// Per group, the letters the word uses every tile of (a word using every tile of each
  /// unclaimed letter must fill the board).
  let allTilesLetters: [UInt32]
  /// Per group, the word length (scans try long words first: they take the most).
  let groupLength: [Int]
  /// Per word, the candidate words that are prefixes of it (itself included).
  let prefixes: [[Int32]]
  /// Groups, longest words first.
  let scanOrder: [Int32]

  /// `letters`: the board's 25 letters; `words`: any word list (those the letters cannot spell
  /// are dropped).
  public init(letters: [Character], words list: [String]) {
    var lm = [UInt32](repeating: 0, count: 26)
    var bc = [Int](repeating: 0, count: 26)
    for (i, c) in letters.enumerated() {
      let l = Int(c.asciiValue! | 0x20) - 97
      lm[l] |= 1 << UInt32(i)
      bc[l] += 1
    }
    letterMask = lm
    boardCount = bc
    letterOfTile = letters.map { Int($0.asciiValue! | 0x20) - 97 }
    var kept: [String] = []
    var seen: Set<String> = []
    for raw in list {
      let w = raw.lowercased()
      guard !w.isEmpty, !seen.contains(w) else { continue }
      var need = [Int](repeating: 0, count: 26)
      var ok = true
      for b in w.utf8 {
        let l = Int(b) - 97
        guard l >= 0, l < 26 else {
          ok = false
          break
        }
        need[l] += 1
        if need[l] > bc[l] { ok = false }
      }
      if ok {
        kept.append(w)
        seen.insert(w)
      }
    }
    words = kept
    var index: [String: Int32] = [:]
    for (i, w) in kept.enumerated() { index[w] = Int32(i) }
    var groupIndex: [[UInt8]: Int32] = [:]
    var groupOf: [Int32] = []
    var gl: [[Int]] = []
    var gc: [[Int]] = []
    var full: [UInt32] = []
    var length: [Int] = []
    var prefixes: [[Int32]] = []
    for w in kept {
      var need = [UInt8](repeating: 0, count: 26)
      for b in w.utf8 { need[Int(b) - 97] += 1 }
      if let g = groupIndex[need] {
        groupOf.append(g)
      } else {
        let g = Int32(gl.count)
        groupIndex[need] = g
        groupOf.append(g)
        let ls = (0..<26).filter { need[$0] > 0 }
        gl.append(ls)
        gc.append(ls.map { Int(need[$0]) })
        full.append(ls.reduce(UInt32(0)) { Int(need[$1]) == bc[$1] ? $0 | 1 << UInt32($1) : $0 })
        length.append(w.utf8.count)
      }
      let bytes = Array(w.utf8)
      prefixes.append(
        (1...bytes.count).compactMap { n in index[String(decoding: bytes[..<n], as: UTF8.self)] })
    }
    self.groupOf = groupOf
    groupLetters = gl
    groupCounts = gc
    allTilesLetters = full
    groupLength = length
    self.prefixes = prefixes
    scanOrder = (0..<Int32(gl.count)).sorted { length[Int($0)] > length[Int($1)] }
  }

  // MARK: - The leaf

  static let leftColumn: UInt32 = 0b00001_00001_00001_00001_00001
  static let rightColumn: UInt32 = 0b10000_10000_10000_10000_10000

  /// The value of a position for the side holding `mine`: its tiles minus the other side's, a
  /// defended tile counting twice; on a full board that times 100, at least ±100 with the sign
  /// of who holds more tiles, so a won full board is worth more than any open one (at most 50).
  @inline(__always)
  public static func leaf(mine: UInt32, theirs: UInt32) -> Int {
    let weighted =
      mine.nonzeroBitCount + Rules.defended(mine).nonzeroBitCount - theirs.nonzeroBitCount
      - Rules.defended(theirs).nonzeroBitCount
    if mine | theirs == Rules.allTiles {
      return mine.nonzeroBitCount > theirs.nonzeroBitCount
        ? 100 * max(weighted, 1) : 100 * min(weighted, -1)
    }
    return weighted
  }

  @inline(__always)
  static func neighbours(_ m: UInt32) -> UInt32 {
    ((m << 5) | (m >> 5) | ((m << 1) & ~leftColumn) | ((m >> 1) & ~rightColumn)) & Rules.allTiles
  }

  // MARK: - Tile choices

  /// Calls `body` with every distinct set of tiles group `g` can turn the mover's colour, where
  /// `takeable` is what the mover can take (unclaimed tiles and the other side's undefended
  /// ones); a letter's other tiles may be used instead, taking nothing. Stops when `body`
  /// returns false; returns false then.
  @inline(__always)
  func forEachFlip(_ g: Int, takeable: UInt32, _ body: (UInt32) -> Bool) -> Bool {
    let ls = groupLetters[g]
    let cs = groupCounts[g]
    func go(_ k: Int, _ acc: UInt32) -> Bool {
      if k == ls.count { return body(acc) }
      let l = ls[k]
      let t = letterMask[l] & takeable
      let size = t.nonzeroBitCount
      let c = cs[k]
      let low = max(0, c - (boardCount[l] - size))
      let high = min(c, size)
      var s = t
      while true {
        let n = s.nonzeroBitCount
        if n >= low && n <= high {
          if !go(k + 1, acc | s) { return false }
        }
        if s == 0 { break }
        s = (s &- 1) & t
      }
      return true
    }
    return go(0, 0)
  }

  // MARK: - The search

  /// A first-ply move to search: a set of flipped tiles, the replies its word refuses, and an
  /// upper bound on its value (exact when `exact`).
  struct Node {
    var flipped: UInt32
    var refusedSet: Int32
    var word: Int32
    var bound: Int
    var exact: Bool
  }

  /// The move with the highest two-ply value for the side to move, which holds
  /// `position.player`; nil when no word is left to play (the side passes).
  public func choose(_ position: Position, played: PlayedWords = PlayedWords()) -> Choice? {
    var stats = Stats()
    return choose(position, played: played, stats: &stats)
  }

  /// What a search looked at, for the tests and the arena's trace.
  public struct Stats: Sendable {
    public var nodes = 0
    public var fullScans = 0
    public var leaves = 0
    public init() {}
  }

  public func choose(_ position: Position, played: PlayedWords, stats: inout Stats) -> Choice? {
    let mine = position.player
    let theirs = position.opponent
    // Words still playable, and how many of each group.
    let available = words.indices.map { !played.excludes(words[$0]) }
    var left = [Int](repeating: 0, count: groupLetters.count)
    for i in words.indices where available[i] { left[Int(groupOf[i])] += 1 }
    guard available.contains(true) else { return nil }
    let playableGroups = left.filter { $0 > 0 }.count

    // The replies each word refuses: groups whose every playable word is a prefix of it.
    var refusedSets: [[Int32]] = []
    var refusedIndex: [[Int32]: Int32] = [:]
    func refused(by w: Int) -> Int32 {
      var hits: [Int32: Int] = [:]
      for p in prefixes[w] where available[Int(p)] { hits[groupOf[Int(p)], default: 0] += 1 }
      let set = hits.filter { left[Int($0.key)] == $0.value }.keys.sorted()
      if let id = refusedIndex[set] { return id }
      let id = Int32(refusedSets.count)
      refusedSets.append(set)
      refusedIndex[set] = id
      return id
    }

    // A few groups that can leave the board open: while one of them is playable, every reply
    // set includes an open-ended one, which only lowers the mover's value.
    let witnesses = Array(
      scanOrder.reversed().lazy.filter { self.allTilesLetters[Int($0)] == 0 && left[Int($0)] > 0 }
        .prefix(4))

    // Every first move, by its distinct flipped tiles and refused replies.
    let takeable = position.unclaimed | (theirs & ~Rules.defended(theirs))
    var nodes: [Node] = []
    var seen: Set<UInt64> = []
    for w in words.indices where available[w] {
      let g = Int(groupOf[w])
      let r = refused(by: w)
      let set = refusedSets[Int(r)]
      _ = forEachFlip(g, takeable: takeable) { f in
        guard seen.insert(UInt64(f) | UInt64(r) << 25).inserted else { return true }
        let m1 = mine | f
        let t1 = theirs & ~f
        let here = ReferenceOpponent.leaf(mine: m1, theirs: t1)
        let open = Rules.allTiles & ~(m1 | t1)
        // A full board ends the game; with no reply left the opponent passes.
        let exact = open == 0 || playableGroups == set.count
        var bound = here
        if !exact {
          // An open-ended reply exists: the value is at most `here`. Else search it first.
          var openLetters: UInt32 = 0
          var bits = open
          while bits != 0 {
            openLetters |= 1 << UInt32(letterOfTile[bits.trailingZeroBitCount])
            bits &= bits - 1
          }
          let witnessed = witnesses.contains {
            !set.contains($0) && allTilesLetters[Int($0)] & openLetters != openLetters
          }
          if !witnessed { bound = Int.max }
        }
        nodes.append(Node(flipped: f, refusedSet: r, word: Int32(w), bound: bound, exact: exact))
        return true
      }
    }
    stats.nodes += nodes.count
    // The best first: alpha rises fast and most moves fall to the bound.
    nodes.sort { $0.bound > $1.bound }

    var alpha = Int.min
    var best: Node? = nil
    var killers: [Int32] = []
    for node in nodes {
      if best != nil && node.bound <= alpha { break }
      let value: Int
      if node.exact {
        value = node.bound
      } else {
        let (v, cut) = minReply(
          mine: mine | node.flipped, theirs: theirs & ~node.flipped,
          refused: refusedSets[Int(node.refusedSet)], left: left,
          alpha: best == nil ? Int.min : alpha,
          killers: &killers, stats: &stats)
        if cut { continue }
        value = v
      }
      if best == nil || value > alpha {
        alpha = value
        best = node
      }
    }
    guard let best else { return nil }
    let after = position.playedByPlayer(best.flipped)
    return Choice(
      word: words[Int(best.word)].uppercased(), flipped: best.flipped, after: after, value: alpha)
  }

  /// The two-ply value of playing `word` on the tiles `flipped` (the leaf after the other
  /// side's best reply), for checking another engine's choice against this search's.
  public func value(of word: String, flipped: UInt32, at position: Position, played: PlayedWords)
    -> Int?
  {
    guard let w = words.firstIndex(of: word.lowercased()) else { return nil }
    let available = words.indices.map { !played.excludes(words[$0]) }
    var left = [Int](repeating: 0, count: groupLetters.count)
    for i in words.indices where available[i] { left[Int(groupOf[i])] += 1 }
    var hits: [Int32: Int] = [:]
    for p in prefixes[w] where available[Int(p)] { hits[groupOf[Int(p)], default: 0] += 1 }
    let refused = hits.filter { left[Int($0.key)] == $0.value }.keys.sorted()
    let m1 = position.player | flipped
    let t1 = position.opponent & ~flipped
    if Rules.allTiles & ~(m1 | t1) == 0 { return ReferenceOpponent.leaf(mine: m1, theirs: t1) }
    var killers: [Int32] = []
    var stats = Stats()
    return minReply(
      mine: m1, theirs: t1, refused: refused, left: left, alpha: Int.min, killers: &killers,
      stats: &stats
    ).0
  }

  /// The opponent's best reply value (the lowest leaf for the mover, who holds `mine`), or
  /// `cut` once some reply brings it to `alpha` or below (the move is no better than one found).
  func minReply(
    mine: UInt32, theirs: UInt32, refused: [Int32], left: [Int], alpha: Int, killers: inout [Int32],
    stats: inout Stats
  ) -> (Int, Bool) {
    // The opponent takes the mover's undefended tiles and unclaimed ones.
    let defMine = Rules.defended(mine)
    let open = Rules.allTiles & ~(mine | theirs)
    let takeable = open | (mine & ~defMine)
    var low = Int.max
    func tryGroup(_ g: Int) {
      _ = forEachFlip(g, takeable: takeable) { f in
        stats.leaves += 1
        let v = ReferenceOpponent.leaf(mine: mine & ~f, theirs: theirs | f)
        if v < low { low = v }
        return low > alpha
      }
    }
    for (k, g) in killers.enumerated() where left[Int(g)] > 0 && !refused.contains(g) {
      tryGroup(Int(g))
      if low <= alpha {
        if k > 0 { killers.swapAt(k, 0) }
        return (low, true)
      }
    }
    stats.fullScans += 1
    // Per letter, unclaimed tiles: a reply fills the board only if it has enough of each.
    var openCount = [Int](repeating: 0, count: 26)
    for l in 0..<26 { openCount[l] = (letterMask[l] & open).nonzeroBitCount }
    let here = ReferenceOpponent.leaf(mine: mine, theirs: theirs)
    let exposedTheirs = theirs & ~Rules.defended(theirs)
    for g32 in scanOrder where left[Int(g32)] > 0 && !refused.contains(g32) {
      let g = Int(g32)
      // A bound on the reply's leaf when it cannot fill the board: each tile taken costs the
      // mover 3 (its own) or 2 (unclaimed), with its defence; each neighbour at most 1 more.
      let ls = groupLetters[g]
      let cs = groupCounts[g]
      var fills = true
      var loss = 0
      var reach: UInt32 = 0
      for k in ls.indices {
        let l = ls[k]
        let c = cs[k]
        if c < openCount[l] { fills = false }
        let a = letterMask[l] & mine & ~defMine
        let n = letterMask[l] & open
        let ta = min(c, a.nonzeroBitCount)
        let tn = min(c - ta, n.nonzeroBitCount)
        loss += 3 * ta + 2 * tn
        if ta + tn > 0 { reach |= a | n }
      }
      // Every unclaimed letter must be in the word too.
      if fills {
        for l in 0..<26 where openCount[l] > 0 && !ls.contains(l) {
          fills = false
          break
        }
      }
      if !fills {
        let bound =
          here - loss
          - (ReferenceOpponent.neighbours(reach) & (defMine | exposedTheirs)).nonzeroBitCount
        if bound >= low { continue }
      }
      let before = low
      tryGroup(g)
      if low < before && low <= alpha {
        killers.removeAll { $0 == g32 }
        killers.insert(g32, at: 0)
        if killers.count > 8 { killers.removeLast() }
        return (low, true)
      }
    }
    // No reply at all: the opponent passes, and the position stands.
    if low == Int.max { return (here, here <= alpha) }
    return (low, low <= alpha)
  }
}
