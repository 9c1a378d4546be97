import Dispatch
internal import Glibc

/// `--rank best`: the player's moves ordered by a look-ahead over the opponent's replies and the
/// player's next move.
///
/// A selective minimax rather than MCTS: a board plays thousands of words and a random playout
/// says little about a position (random words lose to any plan), while the static evaluation
/// already orders moves well, so the work goes where it matters. Every move is checked exactly
/// for a winning reply (`Endgame`); the best by evaluation get every reply of the opponent
/// scanned (not sampled: a move that hands back many tiles is always seen); the best of those
/// get the player's best answer to the opponent's strongest replies. Near the end, a move after
/// which every reply leaves the player a win is found exactly. The budget is an amount of work
/// (words looked at), fixed before the search starts, so the same board, budget and seed give
/// the same answer however busy the machine is; the moves are shared between two threads in a
/// fixed way and their results merged by index.
struct LookAhead {
  /// Words the chooser looks at per millisecond of `--think`, per thread (about what one core of
  /// the project's machine does in a release build).
  static let workPerMillisecond = 40_000
  static let threads = 2
  /// How many of the opponent's strongest replies the third ply answers.
  static let repliesAnswered = 4
  /// At most this many unclaimed tiles after a move, the search looks for a win in two.
  static let endgameTiles = 10
  /// Words gaining this many tiles fewer than the best word are not weighed (see `MoveScan`).
  static let slack = 4

  let words: PlayableWords
  /// Per word, its letter counts (see `MoveScan`).
  let counts: [UInt8]
  let evaluator: Evaluator
  /// Words to look at, in all.
  let budget: Int
  /// The wall-clock safety net: never reached in normal use (the budget ends the search long
  /// before), it stops a search on a machine far slower than expected, in seconds.
  let guardSeconds: Double

  init(words: PlayableWords, thinkMilliseconds: Int, seed: UInt64) {
    self.words = words
    counts = words.letterCounts()
    evaluator = Evaluator(seed: seed)
    let think = max(thinkMilliseconds, 0)
    budget = think * LookAhead.workPerMillisecond * LookAhead.threads
    guardSeconds = max(60, Double(think) * 50 / 1000)
  }

  /// A group of moves that reach the same position (and agree on safety): searched once.
  private struct Candidate {
    var word: Int32
    var after: Position
    var outcome: Move.Outcome
    var safe: Bool
    /// The evaluation, in tiles (±`Evaluator.won` when decided), and how deep it looked.
    var value: Double
    var depth: Int
    /// The opponent's strongest replies (lowest value for the player), for the third ply.
    var replies: [(word: Int32, after: Position, value: Double)] = []
    /// The candidate's place in the ranking by score (its first word's).
    var scoreRank: Int
  }

  /// The player's moves, best first (all of them when `limit` is 0), each with the engine's
  /// chance to win, and per word whether the opponent then has a winning reply.
  func rank(_ choices: TileChoices, limit: Int) -> (
    order: [Int32], values: [Double], unsafe: [Int32]
  ) {
    let scoreOrder = Ranker.rank(choices, ranking: .score, limit: 0)
    var safety = SafetyCheck(words: words)
    var unsafe: [Int32] = []
    var groupOf = [Int32](repeating: -1, count: words.count)
    var index: [UInt64: Int32] = [:]
    var cands: [Candidate] = []
    for (rank, i32) in scoreOrder.enumerated() {
      let i = Int(i32)
      let c = choices.choices[i]
      let after = choices.after(i)
      var safe = true
      if c.outcome == .ongoing {
        safe = safety.winningReply(to: i, after: after, by: .player) == nil
        if !safe { unsafe.append(i32) }
      }
      let key = UInt64(after.player) | UInt64(after.opponent) << 25 | (safe ? 0 : 1 << 50)
      if let g = index[key] {
        groupOf[i] = g
        continue
      }
      let value: Double
      switch c.outcome {
      case .win: value = Evaluator.won
      case .loss: value = -Evaluator.won
      case .ongoing:
        value = safe ? evaluator.tiles(after, playerToMove: false) : -Evaluator.won
      }
      index[key] = Int32(cands.count)
      groupOf[i] = Int32(cands.count)
      cands.append(
        Candidate(
          word: i32, after: after, outcome: c.outcome, safe: safe, value: value,
          depth: c.outcome == .ongoing && safe ? 1 : 2, scoreRank: rank))
    }

    // Second ply: the best by evaluation, every reply.
    let started = LookAhead.now()
    let open = cands.indices.filter { cands[$0].depth == 1 }.sorted {
      (cands[$0].value, -cands[$0].scoreRank) > (cands[$1].value, -cands[$1].scoreRank)
    }
    let scans = budget / max(words.count, 1)
    let wide = min(open.count, max(6, scans * 6 / 10))
    let second = Array(open.prefix(wide))
    let firstPly = cands
    let secondResults = parallel(second.count, started: started) { scan, endgame, k in
      self.reply(to: firstPly[second[k]], scan: scan, endgame: &endgame)
    }
    for (k, r) in secondResults.enumerated() {
      guard let r else { continue }
      let c = second[k]
      cands[c].value = r.value
      cands[c].replies = r.replies
      cands[c].depth = r.exact ? 4 : 2
    }

    // Third ply: the best of those, the player's best answer to each strong reply.
    let deep = max(0, scans - wide) / LookAhead.repliesAnswered
    let third = second.filter { cands[$0].depth == 2 && !cands[$0].replies.isEmpty }.sorted {
      (cands[$0].value, -cands[$0].scoreRank) > (cands[$1].value, -cands[$1].scoreRank)
    }.prefix(deep)
    let jobs = third.flatMap { c in cands[c].replies.indices.map { (c, $0) } }
    let secondPly = cands
    let thirdResults = parallel(jobs.count, started: started) { scan, _, k in
      let (c, r) = jobs[k]
      let reply = secondPly[c].replies[r]
      let path = reply.word < 0 ? [secondPly[c].word] : [secondPly[c].word, reply.word]
      return self.answer(after: reply.after, path: path, scan: scan)
    }
    var answered: [Int: Double] = [:]
    var complete: Set<Int> = Set(third)
    for (k, v) in thirdResults.enumerated() {
      let c = jobs[k].0
      guard let v else {
        complete.remove(c)
        continue
      }
      answered[c] = min(answered[c] ?? .infinity, v)
    }
    for c in complete {
      if let v = answered[c] {
        cands[c].value = v
        cands[c].depth = 3
      }
    }

    // Order: wins now, forced wins, then by depth searched and value, unsafe moves, losses.
    func klass(_ c: Candidate) -> Int {
      switch c.outcome {
      case .win: return 0
      case .loss: return 6
      case .ongoing:
        if !c.safe || c.value <= -Evaluator.won { return 5 }
        if c.value >= Evaluator.won { return 1 }
        return 5 - c.depth  // 3 → 2, 2 → 3, 1 → 4
      }
    }
    let ranked = cands.indices.sorted { a, b in
      let ka = klass(cands[a])
      let kb = klass(cands[b])
      if ka != kb { return ka < kb }
      if ka != 0 && cands[a].value != cands[b].value { return cands[a].value > cands[b].value }
      return cands[a].scoreRank < cands[b].scoreRank
    }
    var place = [Int32](repeating: 0, count: cands.count)
    for (p, c) in ranked.enumerated() { place[c] = Int32(p) }
    // Words of one group together, in score order; groups in the engine's order.
    var start = [Int](repeating: 0, count: cands.count + 1)
    for i in scoreOrder { start[Int(place[Int(groupOf[Int(i)])]) + 1] += 1 }
    for p in 0..<cands.count { start[p + 1] += start[p] }
    var order = [Int32](repeating: 0, count: scoreOrder.count)
    for i in scoreOrder {
      let p = Int(place[Int(groupOf[Int(i)])])
      order[start[p]] = i
      start[p] += 1
    }
    if limit > 0 && order.count > limit { order.removeSubrange(limit...) }
    // A move searched less deeply looks better than it is (its replies unseen): its value is
    // capped by those ranked above it, so values never rise down the list.
    var cap = 1.0
    let values = order.map { i -> Double in
      let c = cands[Int(groupOf[Int(i)])]
      let v: Double
      switch klass(c) {
      case 0, 1: v = 1
      case 5, 6: v = 0
      default: v = evaluator.probability(c.value)
      }
      cap = min(cap, v)
      return cap
    }
    return (order, values, unsafe)
  }

  /// The opponent's replies to a safe move: the lowest evaluation among them (the opponent's
  /// best), its strongest few, and whether the value is exact (a win in two).
  private func reply(to c: Candidate, scan: MoveScan, endgame: inout Endgame) -> (
    value: Double, replies: [(word: Int32, after: Position, value: Double)], exact: Bool
  ) {
    let e = evaluator
    let endgameNear = c.after.unclaimed.nonzeroBitCount <= LookAhead.endgameTiles
    var all: [(word: Int32, after: Position)] = []
    var top: [(word: Int32, after: Position, value: Double)] = []
    let keep = LookAhead.repliesAnswered
    var seen: Set<Position> = []
    scan.scan(c.after, mover: .opponent, path: [c.word], slack: endgameNear ? nil : LookAhead.slack)
    {
      j, choice in
      let after = c.after.played(choice.flipped, by: .opponent)
      if endgameNear { all.append((Int32(j), after)) }
      let v: Double
      switch choice.outcome {
      case .win: v = -Evaluator.won
      case .loss: v = Evaluator.won
      case .ongoing: v = e.tiles(after, playerToMove: true)
      }
      // The strongest few distinct replies, lowest value first (ties: first word).
      if top.count == keep && v >= top[keep - 1].value { return }
      if seen.contains(after) { return }
      seen.insert(after)
      var k = top.count
      while k > 0 && top[k - 1].value > v { k -= 1 }
      top.insert((Int32(j), after, v), at: k)
      if top.count > keep { seen.remove(top.removeLast().after) }
    }
    // The opponent may always pass (and must, with no word to play): a reply like the others
    // (word -1), answered by the third ply too.
    let pass = e.tiles(c.after, playerToMove: true)
    if !seen.contains(c.after) && (top.count < keep || pass < top[keep - 1].value) {
      var k = top.count
      while k > 0 && top[k - 1].value > pass { k -= 1 }
      top.insert((-1, c.after, pass), at: k)
      if top.count > keep { top.removeLast() }
    }
    let value = min(top.first?.value ?? .infinity, pass)
    if endgameNear && value > -Evaluator.won
      && endgame.forcesWin(move: c.word, after: c.after, replies: all)
    {
      return (Evaluator.won, [], true)
    }
    return (value, top.filter { abs($0.value) < Evaluator.won }, false)
  }

  /// The player's best answer at `after` (the opponent to move next): its evaluation.
  private func answer(after: Position, path: [Int32], scan: MoveScan) -> Double {
    let e = evaluator
    var best = -Double.infinity
    scan.scan(after, mover: .player, path: path, slack: LookAhead.slack) { _, choice in
      let v: Double
      switch choice.outcome {
      case .win: v = Evaluator.won
      case .loss: v = -Evaluator.won
      case .ongoing: v = e.tiles(after.played(choice.flipped, by: .player), playerToMove: false)
      }
      if v > best { best = v }
    }
    // The player may pass.
    return max(best, e.tiles(after, playerToMove: false))
  }

  /// Runs `count` jobs on the threads, job k on thread k % threads, each thread with its own
  /// scratch; nil for jobs the wall-clock guard stopped.
  private func parallel<T>(
    _ count: Int, started: Double,
    _ job: @Sendable (MoveScan, inout Endgame, Int) -> T
  ) -> [T?] {
    if count == 0 { return [] }
    let results = ResultBox<T>(count: count)
    let threads = min(LookAhead.threads, count)
    let words = self.words
    let counts = self.counts
    let limit = guardSeconds
    DispatchQueue.concurrentPerform(iterations: threads) { t in
      let scan = MoveScan(words: words, counts: counts)
      var endgame = Endgame(words: words)
      var k = t
      while k < count {
        if LookAhead.now() - started > limit { break }
        results.set(k, job(scan, &endgame, k))
        k += threads
      }
    }
    return results.values
  }

  static func now() -> Double {
    var ts = timespec()
    // Sound: clock_gettime writes one local timespec.
    unsafe clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// Results written by index from several threads, each index by one thread only.
@safe private final class ResultBox<T>: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    // Sound: count slots, each set once by one thread; all read after the threads join.
    unsafe storage = .allocate(capacity: count)
    unsafe storage.initialize(repeating: nil, count: count)
  }

  deinit {
    unsafe storage.deinitialize(count: count)
    unsafe storage.deallocate()
  }

  func set(_ k: Int, _ value: T) { unsafe storage[k] = value }

  var values: [T?] { unsafe Array(UnsafeBufferPointer(start: storage, count: count)) }
}
