/// The exact search's moves at a node: every word not refused, with every choice of its tiles.
/// Anagrams (one group) turn the same tile sets, so a node generates each group's sets once
/// and hands them to each of its words; the work counted is what generating them word by word
/// would count, so a budget buys the same search.
extension ProofSearch {
  /// Per group, the tile sets it turns at the node being generated (`stamp`), and what
  /// generating them counts.
  struct MoveCache {
    var stamp = 0
    var seenAt: [Int]
    var every: [Bool]
    var start: [Int32]
    var count: [Int32]
    var given: [Int32]
    var sets: [UInt32] = []

    init(groups: Int) {
      seenAt = [Int](repeating: 0, count: groups)
      every = [Bool](repeating: false, count: groups)
      start = [Int32](repeating: 0, count: groups)
      count = [Int32](repeating: 0, count: groups)
      given = [Int32](repeating: 0, count: groups)
    }
  }

  /// Calls `body` with each tile set each word not `refused` can turn at `node` and the word,
  /// words in index order; returns the work it counts and whether it gave every word's sets
  /// (false from the first word with more choices than the search takes).
  func forEachMove(
    at node: MoveGenerator.Node, refusing refused: Refused, _ body: (UInt32, Int32) -> Void
  ) -> (work: Int, complete: Bool) {
    // Out of the class while it runs (no copy, no exclusivity check per access); `body` only
    // collects, so nothing generates again before it is back.
    var c = MoveCache(groups: 0)
    swap(&c, &moveCache)
    defer { swap(&c, &moveCache) }
    c.stamp &+= 1
    c.sets.removeAll(keepingCapacity: true)
    var work = 0
    for i in 0..<words.count where !refused.contains(i) {
      work &+= 1
      let g = Int(groups.groupOf[i])
      if c.seenAt[g] != c.stamp {
        c.seenAt[g] = c.stamp
        let from = c.sets.count
        let given = generator.forEveryFlip(g, at: node, most: ProofSearch.mostChoices) {
          flipped in
          c.sets.append(flipped)
          return true
        }
        c.every[g] = given != nil
        if let given {
          c.start[g] = Int32(from)
          c.count[g] = Int32(c.sets.count - from)
          c.given[g] = Int32(given)
        }
      }
      if !c.every[g] { return (work, false) }
      work &+= Int(c.given[g])
      let from = Int(c.start[g])
      for k in from..<(from + Int(c.count[g])) { body(c.sets[k], Int32(i)) }
    }
    return (work, true)
  }
}

extension ProofSearch {
  /// Each tile set the words not `refused` can turn at `node`, with the range of `words` that
  /// turn it (in index order), in the order first generated (nil when a word has more choices
  /// than the search takes), and the work counted. An open-addressing table of tile sets groups
  /// the pairs: hashing each into a dictionary of arrays, or sorting them, cost more than the
  /// rest. Ranges, not slices: a slice holds a reference, counted at every move of a sort.
  func movesByTiles(
    at node: MoveGenerator.Node, refusing refused: Refused
  ) -> (moves: [(flipped: UInt32, from: Int32, to: Int32)]?, words: [Int32], work: Int) {
    var table = TileSetTable(bits: 0)
    swap(&table, &tileSets)
    defer { swap(&table, &tileSets) }
    table.clear()
    var scratch = PairScratch()
    swap(&scratch, &pairScratch)
    defer { swap(&scratch, &pairScratch) }
    scratch.clear()
    let (work, complete) = forEachMove(at: node, refusing: refused) { flipped, i in
      let d = table.id(of: flipped, next: Int32(scratch.distinct.count))
      if Int(d) == scratch.distinct.count {
        scratch.distinct.append(flipped)
        scratch.counts.append(0)
      }
      scratch.counts[Int(d)] &+= 1
      scratch.pairSet.append(d)
      scratch.pairWord.append(i)
    }
    if !complete { return (nil, [], work) }
    // A counting sort by tile set keeps each set's words in index order; `counts` becomes each
    // set's next place.
    let distinct = scratch.distinct
    var moves: [(flipped: UInt32, from: Int32, to: Int32)] = []
    moves.reserveCapacity(distinct.count)
    var at: Int32 = 0
    for d in distinct.indices {
      let n = scratch.counts[d]
      moves.append((distinct[d], at, at &+ n))
      scratch.counts[d] = at
      at &+= n
    }
    var words = [Int32](repeating: 0, count: scratch.pairWord.count)
    for k in scratch.pairWord.indices {
      let d = Int(scratch.pairSet[k])
      words[Int(scratch.counts[d])] = scratch.pairWord[k]
      scratch.counts[d] &+= 1
    }
    return (moves, words, work)
  }

  /// What a move by one of `group` refuses, into `next`: the prover loses any member's words,
  /// the other side only those every member refuses (straight into the bit sets: no sets built).
  func insertRefusals(of group: ArraySlice<Int32>, into next: inout Node) {
    guard let first = group.first else { return }
    var every = refuses[Int(first)]
    for w in group {
      let r = refuses[Int(w)]
      insert(r, into: &next.proverRefused)
      if w != first && !every.isEmpty { every = every.filter { r.contains($0) } }
    }
    insert(every, into: &next.otherRefused)
  }
}

/// The exact search's scratch for one node's (tile set, word) pairs: the distinct sets in the
/// order first seen, the words each has, and each pair's set and word.
struct PairScratch {
  var distinct: [UInt32] = []
  var counts: [Int32] = []
  var pairSet: [Int32] = []
  var pairWord: [Int32] = []

  mutating func clear() {
    distinct.removeAll(keepingCapacity: true)
    counts.removeAll(keepingCapacity: true)
    pairSet.removeAll(keepingCapacity: true)
    pairWord.removeAll(keepingCapacity: true)
  }
}

/// The exact search's scratch table of tile sets for one node's moves: open addressing on the
/// set's bits, cleared by a stamp rather than by rewriting it, doubled when half full.
struct TileSetTable {
  private var keys: [UInt32]
  private var ids: [Int32]
  private var stamps: [Int]
  private var stamp = 0
  private var used = 0
  private var bits: Int

  init(bits: Int) {
    self.bits = bits
    keys = [UInt32](repeating: 0, count: bits == 0 ? 0 : 1 << bits)
    ids = [Int32](repeating: 0, count: bits == 0 ? 0 : 1 << bits)
    stamps = [Int](repeating: 0, count: bits == 0 ? 0 : 1 << bits)
  }

  mutating func clear() {
    stamp &+= 1
    used = 0
  }

  @inline(__always)
  private func home(_ key: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  /// The id of `key`: the one it was given, or `next` when it is new.
  @inline(__always)
  mutating func id(of key: UInt32, next: Int32) -> Int32 {
    if 2 * (used + 1) > keys.count { grow() }
    let mask = keys.count - 1
    var h = home(key)
    while stamps[h] == stamp {
      if keys[h] == key { return ids[h] }
      h = (h + 1) & mask
    }
    stamps[h] = stamp
    keys[h] = key
    ids[h] = next
    used += 1
    return next
  }

  private mutating func grow() {
    let old = (keys, ids, stamps, stamp)
    bits = max(bits + 1, 10)
    keys = [UInt32](repeating: 0, count: 1 << bits)
    ids = [Int32](repeating: 0, count: 1 << bits)
    stamps = [Int](repeating: 0, count: 1 << bits)
    stamp = 1
    let mask = keys.count - 1
    for k in old.0.indices where old.2[k] == old.3 {
      var h = home(old.0[k])
      while stamps[h] == stamp { h = (h + 1) & mask }
      stamps[h] = stamp
      keys[h] = old.0[k]
      ids[h] = old.1[k]
    }
  }
}
