/// The engine's search: every word and every choice of its tiles for the side to move, every
/// reply of the other side with its best tiles (or a pass), valued by `Evaluation`; a reply that
/// fills the board ahead is seen by `ImmediateWin`. Then the best few moves are searched deeper
/// (`GameSearch+Deeper`). Never less than a full-width two-move search sees.
///
/// Alpha-beta keeps it fast: moves are tried best first by their own value (an upper bound on
/// what they keep once the other side answers, since a pass keeps it and any reply only takes),
/// and a move stops as soon as one reply brings it below the moves already kept; replies that
/// refuted an earlier move are tried first (killers), then the rest in order of the most each
/// could take, stopping where none can do better.
///
/// Unchecked sendable: one thread at a time uses a search; the four-move stage gives each of
/// its threads a search of its own (`twin`).
final class GameSearch: @unchecked Sendable {
  /// A root move: the tiles it turns, a word that plays them, its value (the mover's, in
  /// `Evaluation` units; its own value until it is searched) and its own value before any reply.
  struct RootMove {
    var flipped: UInt32
    var word: Int32
    var value: Int
    var stat: Int
    /// The groups of words it leaves the other side no word of (an index into the search's
    /// refusal sets), and how many.
    var refusals: Int32 = 0
    var refuses = 0
    /// For a move that fills the board: every other choice of the word's tiles hands the other
    /// side a winning fill (`escapes`), so ending the game is the word's least bad outcome.
    var lostElsewhere = false

    /// The search's order: value, then its own value, then what it refuses.
    var order: (Int, Int, Int) { (value, stat, refuses) }
  }

  let generator: MoveGenerator
  let groups: LetterGroups
  let wins: ImmediateWin
  /// The tiles of the board's hard letters (`Evaluation.hardShare`).
  let hard: UInt32
  /// Work done: groups bounded and tile sets valued (the look-ahead's budget counts it).
  var work = 0
  var limit = Int.max
  var deadline = Double.infinity
  private(set) var exhausted = false
  /// Replies that refuted a move lately, most recent first.
  var killers: [Int32] = []
  /// Scratch: groups the current path refuses, each group's bound, and the bucket sort.
  var refused: [Bool]
  /// The words the deeper search's path refuses beyond the root's (`refuse`), and per group the
  /// groups its first word leaves no word of, computed when first needed.
  var pathRefuses: [Int32] = []
  var pathGroups: [[Int32]?]
  var bounds: [UInt8]
  var order: [Int32]
  var histogram = [Int32](repeating: 0, count: 257)
  /// Per group, the pass of `forEachFill` that last met it (`fillPass`), as `ProofSearch`'s move
  /// cache stamps its groups: a group is tried once a pass, however many of its words fill.
  var fillSeen: [Int]
  var fillPass = 0

  init(groups: LetterGroups, boardCount: [Int32], wins: ImmediateWin) {
    self.groups = groups
    self.wins = wins
    generator = MoveGenerator(groups: groups, boardCount: boardCount)
    refused = [Bool](repeating: false, count: groups.count)
    fillSeen = [Int](repeating: 0, count: groups.count)
    pathGroups = [[Int32]?](repeating: nil, count: groups.count)
    bounds = [UInt8](repeating: 0, count: groups.count)
    order = [Int32](repeating: 0, count: groups.count)
    var uses = [Int](repeating: 0, count: 26)
    for e in groups.entry { uses[Int(e) / 32] += 1 }
    var hard: UInt32 = 0
    for l in 0..<26 where Double(uses[l]) < Evaluation.hardShare * Double(groups.count) {
      hard |= groups.letterMask[l]
    }
    self.hard = hard
  }

  /// Whether the budget or the clock is spent.
  @inline(__always)
  func spent() -> Bool {
    if !exhausted && (work > limit || (work & 0x3FF == 0 && LookAhead.now() > deadline)) {
      exhausted = true
    }
    return exhausted
  }

  // MARK: - The root

  /// Every distinct move for the side holding `mine` (by tiles turned and replies refused),
  /// best by their own value first.
  func candidates(mine: UInt32, theirs: UInt32) -> (list: [RootMove], refusals: [[Int32]]) {
    let node = generator.node(mine: mine, theirs: theirs)
    var sets: [[Int32]] = []
    var index: [[Int32]: Int32] = [:]
    var list: [RootMove] = []
    var seen = Set<UInt64>()
    for g in 0..<groups.count {
      // The group's words by the replies they refuse: usually one set for all.
      var kinds: [(set: Int32, word: Int32, refuses: Int)] = []
      for w in groups.words[g] {
        let set = refusedGroups(by: w)
        let id: Int32
        if let known = index[set] {
          id = known
        } else {
          id = Int32(sets.count)
          index[set] = id
          sets.append(set)
        }
        if !kinds.contains(where: { $0.set == id }) { kinds.append((id, w, set.count)) }
      }
      work &+= generator.forEachFlip(g, at: node, width: .every) { f in
        let stat = Evaluation.value(mine: mine | f, theirs: theirs & ~f, hard: hard)
        for k in kinds where seen.insert(UInt64(f) | UInt64(k.set) << 25).inserted {
          list.append(
            RootMove(
              flipped: f, word: k.word, value: stat, stat: stat, refusals: k.set,
              refuses: k.refuses))
        }
        return true
      }
    }
    // Highest value first, ties in the order generated (a counting sort: values are small).
    let top = Evaluation.won + 32
    var buckets = [Int32](repeating: 0, count: 2 * top + 1)
    for c in list { buckets[top - c.stat] &+= 1 }
    var at: Int32 = 0
    for v in buckets.indices {
      let n = buckets[v]
      buckets[v] = at
      at &+= n
    }
    var sorted = list
    for c in list {
      let v = top - c.stat
      sorted[Int(buckets[v])] = c
      buckets[v] &+= 1
    }
    list = sorted
    return (list, sets)
  }

  /// The groups word `w` leaves no word of once played: every word of the group is `w` or a
  /// prefix of it.
  func refusedGroups(by w: Int32) -> [Int32] {
    let refuses = groups.refuses[Int(w)]
    var out: [Int32] = []
    for p in refuses {
      let q = groups.groupOf[Int(p)]
      if out.contains(q) { continue }
      if groups.words[Int(q)].allSatisfy({ refuses.contains($0) }) { out.append(q) }
    }
    return out.sorted()
  }

  /// The `keep` best root moves for the side holding `mine`, each with its exact two-move
  /// value, best first; fewer when the budget ran out first.
  func twoMoves(
    _ list: [RootMove], sets: [[Int32]], mine: UInt32, theirs: UInt32, keep: Int
  ) -> [RootMove] {
    var top: [RootMove] = []
    var alpha = Int.min
    func consider(_ c: RootMove, _ v: Int) {
      // Ties go to the word that refuses more of the other side's words (PUSHDOWNS before
      // PUSHDOWN, which leaves the other side PUSHDOWNS).
      var r = c
      r.value = v
      // One entry a word, its best tiles: the few kept are different moves to search deeper.
      if let same = top.firstIndex(where: { $0.word == c.word }) {
        if top[same].order >= r.order { return }
        top.remove(at: same)
      }
      let at = top.firstIndex { $0.order < r.order } ?? top.count
      top.insert(r, at: at)
      if top.count > keep { top.removeLast() }
      if top.count >= keep { alpha = top[keep - 1].value }
    }
    // Moves that fill the board are valued already (no reply): first, whatever the budget.
    for c in list where mine | c.flipped | theirs == Rules.allTiles { consider(c, c.stat) }
    for c in list where mine | c.flipped | theirs != Rules.allTiles {
      // A move keeps at most its own value: the rest cannot make the list.
      if top.count >= keep && c.stat <= alpha { break }
      if spent() && !top.isEmpty { break }
      let (low, cut) = reply(
        mine: mine | c.flipped, theirs: theirs & ~c.flipped, refusing: sets[Int(c.refusals)],
        word: c.word, alpha: top.count >= keep ? alpha : Int.min)
      if !cut { consider(c, low) }
    }
    return top
  }
}
