/// The look-ahead's search several moves deep: a negamax with alpha-beta over the positions
/// moves reach, deepened two moves at a time while its work budget lasts, valued by tiles held
/// and defended (a full board: won or lost). Every choice of tiles counts, not only the
/// chooser's, so it finds the tiles that defend, and the reply that takes them back.
///
/// Selective, so that four moves fit in a fraction of a second on a board of thousands of
/// words: a node searches only its strongest moves by their static value (`width`), and the
/// last move before the horizon is found by a scan that tries words in order of the most they
/// could be worth, passing over moves that let the other side fill the board ahead. Words with
/// the same letter counts have the same tile choices and are searched once (`LetterGroups`); a
/// word takes as many tiles of each letter as it can, so a move that would fill the board behind
/// is taken as it is (a loss), never with a tile left open. A group whose every word the path
/// refuses (played, or a prefix of a word played) is not played again. The proofs
/// (`ProofSearch`) are exact; this search orders moves.
final class HorizonSearch {
  /// A root move: its tiles, a word that plays them, and its value (the side to move's, in
  /// half tiles; `won` and beyond for a forced full board).
  struct RootMove {
    var flipped: UInt32
    var word: Int32
    var value: Int
    /// The static value, the order of the first iteration.
    var stat: Int
  }

  /// Weights, in half tiles: a held tile, a defended tile's extra, being the side to move.
  static let held = 2
  static let defended = 2
  static let tempo = 2
  /// A full board: beyond any position's value.
  static let won = 10_000
  /// What blocking a fill costs a side whose strongest moves all let the other side fill the
  /// board ahead, below the weakest of them (the moves past those tried may hold it off).
  static let threat = 4
  /// How many moves a node tries before it is taken as lost to a full board.
  static let rescue = 48
  /// How many moves a node searches, by the moves left to search below it (the root's own).
  static let rootWidth = 24
  static func width(_ depth: Int) -> Int { depth >= 3 ? 8 : 12 }
  /// The deepest the iterative deepening goes, in moves.
  static let deepest = 6
  /// A group with more tile choices than this (in all, or for one letter) is tried with the
  /// first ones only.
  static let mostChoices = 64
  static let perLetter = 16

  let groups: LetterGroups
  /// Whether a side can fill the board ahead at once (the last move's judge).
  let wins: ImmediateWin
  /// Work done: groups bounded and tile choices valued (the look-ahead's budget counts it).
  private(set) var work = 0
  private var limit = Int.max
  private var deadline = Double.infinity
  private var exhausted = false
  /// The words played on the search's path, the groups they refuse (every word of the group
  /// refused), and how many of those each move added.
  private var path: [Int32] = []
  private var blocked: [Bool]
  private var blockedList: [Int32] = []
  private var blockedCounts: [Int] = []
  /// Scratch for one scan: each group's bound, and the groups sorted by it.
  private var bounds: [Int16]
  private var order: [Int32]
  /// Per bound value, how many groups (counting sort).
  private var histogram = [Int32](repeating: 0, count: HorizonSearch.buckets + 1)
  static let buckets = 1024

  init(groups: LetterGroups, wins: ImmediateWin) {
    self.groups = groups
    self.wins = wins
    blocked = [Bool](repeating: false, count: groups.count)
    bounds = [Int16](repeating: 0, count: groups.count)
    order = [Int32](repeating: 0, count: groups.count)
  }

  // MARK: - Values

  /// The position's static value for the side holding `mine` (not counting the move).
  @inline(__always)
  static func value(_ mine: UInt32, _ theirs: UInt32) -> Int {
    let lead = mine.nonzeroBitCount - theirs.nonzeroBitCount
    if mine | theirs == Rules.allTiles { return lead > 0 ? won + lead : -won + lead }
    return held * lead
      + defended * (Rules.defended(mine).nonzeroBitCount - Rules.defended(theirs).nonzeroBitCount)
  }

  // MARK: - The root

  /// The strongest root moves for the side holding `mine` (the player), each valued as deep as
  /// the budget allowed, best first; the depth reached (1: static values only).
  func rootMoves(mine: UInt32, theirs: UInt32, budget: Int, deadline: Double) -> (
    [RootMove], depth: Int
  ) {
    limit = work &+ budget
    self.deadline = deadline
    exhausted = false
    var moves = top(mine, theirs, count: HorizonSearch.rootWidth).map {
      RootMove(flipped: $0.flipped, word: $0.word, value: $0.value, stat: $0.value)
    }
    var depth = 1
    guard moves.count > 1 else { return (moves, depth) }
    while depth < HorizonSearch.deepest {
      // Even depths only: the last move searched is the opponent's, as in a reply's value.
      let d = depth == 1 ? 2 : depth + 2
      var next = moves
      var alpha = Int.min + 1
      for k in next.indices {
        let f = next[k].flipped
        let m1 = mine | f
        let t1 = theirs & ~f
        let v: Int
        if m1 | t1 == Rules.allTiles {
          v = HorizonSearch.value(m1, t1)
        } else {
          push(next[k].word)
          v = -search(t1, m1, depth: d - 1, alpha: Int.min + 1, beta: -alpha)
          pop()
        }
        if exhausted { break }
        next[k].value = v
        alpha = max(alpha, v)
      }
      if exhausted { break }
      // Fail-soft: a move below the best holds a bound, enough to order it.
      next.sort { ($0.value, $0.stat, -$0.word) > ($1.value, $1.stat, -$1.word) }
      moves = next
      depth = d
      // A forced result either way: deeper changes nothing.
      if moves[0].value >= HorizonSearch.won || moves[0].value <= -HorizonSearch.won { break }
    }
    return (moves, depth)
  }

  // MARK: - The path's refusals

  /// Whether word `w` is refused on the path: played, or a prefix of a word played.
  @inline(__always)
  private func refused(_ w: Int32) -> Bool {
    for p in path where groups.refuses[Int(p)].contains(w) { return true }
    return false
  }

  private func push(_ word: Int32) {
    path.append(word)
    var added = 0
    for p in groups.refuses[Int(word)] {
      let q = Int(groups.groupOf[Int(p)])
      if blocked[q] { continue }
      if groups.words[q].allSatisfy({ refused($0) }) {
        blocked[q] = true
        blockedList.append(Int32(q))
        added += 1
      }
    }
    blockedCounts.append(added)
  }

  private func pop() {
    path.removeLast()
    for _ in 0..<blockedCounts.removeLast() {
      blocked[Int(blockedList.removeLast())] = false
    }
  }

  // MARK: - The search

  /// The value for the side to move (holding `mine`) with `depth` moves to search, fail-soft.
  private func search(_ mine: UInt32, _ theirs: UInt32, depth: Int, alpha: Int, beta: Int) -> Int {
    if work > limit || (work & 0xFFF == 0 && LookAhead.now() > deadline) { exhausted = true }
    if exhausted || depth == 0 { return HorizonSearch.value(mine, theirs) + HorizonSearch.tempo }
    if depth == 1 { return best(mine, theirs) - HorizonSearch.tempo }
    let moves = top(mine, theirs, count: HorizonSearch.width(depth))
    // No word: a pass (two in a row are not modelled: rare with thousands of words).
    if moves.isEmpty {
      return -search(theirs, mine, depth: depth - 1, alpha: -beta, beta: -alpha)
    }
    var bestValue = Int.min + 1
    var a = alpha
    var list = moves[...]
    var tried = 0
    // Every strong move lost to a full board: weaker ones (fewer tiles, another choice of them)
    // may hold it off; only once those fail too is the node lost.
    while true {
      for m in list {
        let m1 = mine | m.flipped
        let t1 = theirs & ~m.flipped
        let v: Int
        if m1 | t1 == Rules.allTiles {
          v = m.value
        } else {
          push(m.word)
          v = -search(t1, m1, depth: depth - 1, alpha: -beta, beta: -a)
          pop()
        }
        if v > bestValue { bestValue = v }
        if v > a { a = v }
        if a >= beta || exhausted { break }
      }
      tried += list.count
      guard bestValue <= -HorizonSearch.won, !exhausted, tried == HorizonSearch.width(depth)
      else { break }
      let more = top(mine, theirs, count: HorizonSearch.rescue)
      if more.count <= tried { break }
      list = more[tried...]
    }
    return bestValue
  }

  // MARK: - Scans

  /// Per letter, for the mover: the other side's undefended tiles, the unclaimed ones, how many
  /// tiles of the letter cannot turn, and the bound's bonus (tiles near the letter whose
  /// defence may change).
  private struct Kinds {
    var taken = InlineArray<26, UInt32>(repeating: 0)
    var open = InlineArray<26, UInt32>(repeating: 0)
    var takenCount = InlineArray<26, Int32>(repeating: 0)
    var openCount = InlineArray<26, Int32>(repeating: 0)
    var fixed = InlineArray<26, Int32>(repeating: 0)
    var bonus = InlineArray<26, Int32>(repeating: 0)
    /// At `letter * 32 + count`: the most a word with `count` of the letter adds (the bound).
    var gain = InlineArray<832, Int32>(repeating: 0)
    /// Letters with a tile the mover can turn.
    var turnLetters: UInt32 = 0
    var openLetters: UInt32 = 0
  }

  @inline(__always)
  private static func neighbours(_ m: UInt32) -> UInt32 {
    ((m << 5) | (m >> 5) | ((m << 1) & ~Rules.leftColumn) | ((m >> 1) & ~Rules.rightColumn))
      & Rules.allTiles
  }

  private func kinds(_ mine: UInt32, _ theirs: UInt32) -> Kinds {
    var k = Kinds()
    let theirsDefended = Rules.defended(theirs)
    let exposed = theirs & ~theirsDefended
    let open = Rules.allTiles & ~(mine | theirs)
    let mineDefended = Rules.defended(mine)
    let touchy = (mine & ~mineDefended) | theirsDefended
    for l in 0..<26 {
      let m = groups.letterMask[l]
      k.taken[l] = m & exposed
      k.open[l] = m & open
      k.takenCount[l] = Int32(k.taken[l].nonzeroBitCount)
      k.openCount[l] = Int32(k.open[l].nonzeroBitCount)
      k.fixed[l] = Int32(m.nonzeroBitCount) - k.takenCount[l] - k.openCount[l]
      k.bonus[l] = Int32(
        (HorizonSearch.neighbours(k.taken[l] | k.open[l]) & touchy).nonzeroBitCount)
      if k.openCount[l] > 0 { k.openLetters |= 1 << UInt32(l) }
      if k.takenCount[l] + k.openCount[l] > 0 {
        k.turnLetters |= 1 << UInt32(l)
        let hd = Int32(HorizonSearch.held * 2 + HorizonSearch.defended)
        let hn = Int32(HorizonSearch.held + HorizonSearch.defended)
        let d = Int32(HorizonSearch.defended)
        for c in 1...min(Int32(m.nonzeroBitCount), 31) {
          let a = min(c, k.takenCount[l])
          let n = min(c - a, k.openCount[l])
          k.gain[l * 32 + Int(c)] = hd * a + hn * n + d * k.bonus[l]
        }
      }
    }
    return k
  }

  /// Calls `body` with each set of tiles group `g` turns: as many tiles of each letter as it
  /// can, any of them (the other side's undefended tiles or unclaimed ones: which to leave
  /// decides who is defended), those taking more of the other side's first; at most
  /// `mostChoices` sets, at most `perLetter` per letter.
  @inline(__always)
  private func eachFlip(_ g: Int, _ k: borrowing Kinds, _ body: (UInt32) -> Void) {
    let (from, to) = groups.range(g)
    // Per letter with a choice, its subsets at `list[j * perLetter ..< + sizes[j]]`.
    var sure: UInt32 = 0
    var list = InlineArray<192, UInt32>(repeating: 0)
    var sizes = InlineArray<12, Int>(repeating: 0)
    var n = 0
    for i in from..<to {
      let e = Int(groups.entry[i])
      let l = e >> 5
      let c = Int32(e & 31)
      let taken = k.taken[l]
      let mask = taken | k.open[l]
      let total = k.takenCount[l] + k.openCount[l]
      // One tile fewer, leaving one open (the letter's other use on a tile that cannot turn):
      // how a side keeps the other from filling the board.
      let openHere = k.openCount[l]
      let fixedHere = k.fixed[l]
      let spare = openHere > 0 && c - min(c, total) < fixedHere
      if total <= c && !spare {
        sure |= mask
        continue
      }
      if n == 12 {
        sure |= HorizonSearch.firstSubset(mask, c)
        continue
      }
      // The subsets of `c` tiles, the other side's first: by how many of its tiles they hold.
      var count = 0
      let base = n * HorizonSearch.perLetter
      let size = min(c, total)
      for want in spare ? [size, size - 1] : [size] {
        var most = min(want, k.takenCount[l])
        while most >= 0 && count < HorizonSearch.perLetter {
          var t = mask
          while true {
            if t.nonzeroBitCount == want && (t & taken).nonzeroBitCount == most
              && count < HorizonSearch.perLetter
              && (want == size || t & taken == taken)
            {
              list[base + count] = t
              count += 1
            }
            if t == 0 { break }
            t = (t &- 1) & mask
          }
          most -= 1
        }
      }
      sizes[n] = count
      n += 1
    }
    if n == 0 {
      work &+= 1
      body(sure)
      return
    }
    // An odometer over the choosing letters' subsets.
    var at = InlineArray<12, Int>(repeating: 0)
    var emitted = 0
    while emitted < HorizonSearch.mostChoices {
      var f = sure
      for j in 0..<n { f |= list[j * HorizonSearch.perLetter + at[j]] }
      work &+= 1
      body(f)
      emitted += 1
      var j = n - 1
      while j >= 0 {
        at[j] += 1
        if at[j] < sizes[j] { break }
        at[j] = 0
        j -= 1
      }
      if j < 0 { break }
    }
  }

  /// The first subset of `mask` with `k` tiles, in the order `nextSubset` walks (every subset
  /// of `mask`, largest number first).
  @inline(__always)
  static func firstSubset(_ mask: UInt32, _ k: Int32) -> UInt32 {
    if mask.nonzeroBitCount == k { return mask }
    return nextSubset(mask, mask, k) ?? 0
  }

  /// The next subset of `mask` with `k` tiles after `s`, nil after the last.
  @inline(__always)
  static func nextSubset(_ s: UInt32, _ mask: UInt32, _ k: Int32) -> UInt32? {
    var t = (s &- 1) & mask
    while t != 0 {
      if t.nonzeroBitCount == k { return t }
      t = (t &- 1) & mask
    }
    return nil
  }

  /// Bounds every group into `bounds` (the most it could add to the mover's value, `buckets`
  /// when it could fill the board: then it must be looked at whatever the others do) and sorts
  /// the groups by bound, highest first, into `order`; returns how many can change anything.
  private func sortByBound(_ k: borrowing Kinds) -> Int {
    let count = groups.count
    work &+= count
    // Borrowed for the scan (and put back after), so the loops use local spans: no exclusivity
    // checks.
    var boundList: [Int16] = []
    var orderList: [Int32] = []
    var histogramList: [Int32] = []
    swap(&boundList, &bounds)
    swap(&orderList, &order)
    swap(&histogramList, &histogram)
    defer {
      swap(&boundList, &bounds)
      swap(&orderList, &order)
      swap(&histogramList, &histogram)
    }
    var bs = boundList.mutableSpan
    var os = orderList.mutableSpan
    var hs = histogramList.mutableSpan
    let startList = groups.start
    let entryList = groups.entry
    let presenceList = groups.presence
    let starts = startList.span
    let entries = entryList.span
    let presence = presenceList.span
    var gains = InlineArray<832, Int32>(repeating: 0)
    for i in 0..<832 { gains[i] = k.gain[i] }
    var openCount = InlineArray<26, Int32>(repeating: 0)
    for l in 0..<26 { openCount[l] = k.openCount[l] }
    for b in 0...HorizonSearch.buckets { hs[b] = 0 }
    let blockedList = blocked
    let isBlocked = blockedList.span
    let turn = k.turnLetters
    let openLetters = k.openLetters
    let top = Int32(HorizonSearch.buckets - 1)
    var live = 0
    var from = Int(starts[0])
    for g in 0..<count {
      let to = Int(starts[g &+ 1])
      let first = from
      from = to
      let p = presence[g]
      if p & turn == 0 || isBlocked[g] {
        bs[g] = 0
        continue
      }
      var gain: Int32 = 0
      for i in first..<to { gain &+= gains[Int(entries[i])] }
      var b = Int(min(gain, top))
      if p & openLetters == openLetters {
        // It may fill the board: every unclaimed tile of each letter taken.
        var fills = true
        for i in first..<to {
          let e = Int(entries[i])
          if Int32(e & 31) < openCount[(e >> 5) % 26] { fills = false }
        }
        if fills { b = HorizonSearch.buckets }
      }
      bs[g] = Int16(b)
      if b > 0 {
        hs[b] &+= 1
        live &+= 1
      }
    }
    // Start of each bucket, highest bound first.
    var start: Int32 = 0
    for b in stride(from: HorizonSearch.buckets, through: 1, by: -1) {
      let n = hs[b]
      hs[b] = start
      start &+= n
    }
    for g in 0..<count where bs[g] > 0 {
      let b = Int(bs[g])
      os[Int(hs[b])] = Int32(g)
      hs[b] &+= 1
    }
    return live
  }

  /// The mover's `count` strongest moves by static value (distinct tiles), best first.
  private func top(_ mine: UInt32, _ theirs: UInt32, count: Int) -> [(
    flipped: UInt32, word: Int32, value: Int
  )] {
    let k = kinds(mine, theirs)
    let live = sortByBound(k)
    let here = HorizonSearch.value(mine, theirs)
    var kept: [(flipped: UInt32, word: Int32, value: Int)] = []
    kept.reserveCapacity(count + 1)
    for i in 0..<live {
      let g = Int(order[i])
      let b = Int(bounds[g])
      if kept.count == count && b < HorizonSearch.buckets && here + b <= kept[count - 1].value {
        break
      }
      eachFlip(g, k) { f in
        let v = HorizonSearch.value(mine | f, theirs & ~f)
        if kept.count == count && v <= kept[count - 1].value { return }
        if kept.contains(where: { $0.flipped == f }) { return }
        var j = kept.count
        while j > 0 && kept[j - 1].value < v { j -= 1 }
        kept.insert((f, groups.word[g], v), at: j)
        if kept.count > count { kept.removeLast() }
      }
    }
    return kept
  }

  /// The mover's best value after one move; the current value when no word can move. A move
  /// after which the other side can fill the board ahead is passed over: the horizon's last
  /// move is judged by the win it hands over, as the game's end decides.
  private func best(_ mine: UInt32, _ theirs: UInt32) -> Int {
    var tried = 0
    var weakest = HorizonSearch.value(mine, theirs)
    for count in [4, 32] {
      let moves = top(mine, theirs, count: count)
      if moves.isEmpty { return weakest }
      for m in moves.dropFirst(tried) {
        if m.value >= HorizonSearch.won || !fillsAhead(theirs & ~m.flipped, mine | m.flipped) {
          return m.value
        }
        weakest = m.value
      }
      if moves.count < count { break }
      tried = moves.count
    }
    // Every strong move hands over a fill: a weaker one, or another choice of tiles, will likely
    // hold it off, at a cost (a side blocks a fill by leaving the tiles it needs).
    return weakest - HorizonSearch.threat
  }

  /// Whether the side holding `mine`, to move, can fill the board with more tiles than the
  /// other side (`ImmediateWin`, the refusals aside).
  @inline(__always)
  func fillsAhead(_ mine: UInt32, _ theirs: UInt32) -> Bool {
    // A word covers each open tile with a letter: none is that long.
    let open = Rules.allTiles & ~(mine | theirs)
    if open.nonzeroBitCount > groups.longest { return false }
    let position = Position(checkedPlayer: mine, opponent: theirs)
    if path.isEmpty {
      return wins.search(for: .player, at: position, work: &work, refusing: { _ in false }).found
        != nil
    }
    return wins.search(for: .player, at: position, work: &work) { self.refused(Int32($0)) }
      .found != nil
  }
}

