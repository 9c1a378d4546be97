import Dispatch
internal import Glibc

/// `--rank best`: the player's moves ordered by a look-ahead over the opponent's replies and the
/// player's next move.
///
/// A selective minimax rather than MCTS: a board plays thousands of words and a random playout
/// says little about a position (random words lose to any plan), while the static evaluation
/// already orders moves well, so the work goes where it matters. Every move is checked exactly
/// for a winning reply (`SafetyCheck`); the best by evaluation get every reply of the opponent
/// scanned (not sampled: a move that hands back many tiles is always seen); the best of those
/// get the player's best answer to the opponent's strongest replies. On random boards long
/// words leave few tiles unclaimed after a move or two, so nearly every position is close to
/// the end: a reply after which the player can fill the board ahead is one the opponent will
/// not play, and an answer after which the opponent can is one the player will not play, so
/// both are looked past (at the cost of one `ImmediateWin` search each) rather than valued by
/// their tiles. When the opponent's every reply loses, the win in two is proved exactly.
///
/// The budget is an amount of work (words looked at, by every part of the search), fixed
/// before the search starts, so the same board, budget and seed give the same answer however
/// busy the machine is: the jobs are shared between two threads in a fixed way, each thread
/// stops taking jobs when its own share of the work is spent, and results merge by index.
struct LookAhead {
  /// Words the chooser looks at per millisecond of `--think`, per thread (about what one core of
  /// the project's machine does in a release build).
  static let workPerMillisecond = 40_000
  static let threads = 2
  /// How many of the opponent's strongest replies the third ply answers.
  static let repliesAnswered = 8
  /// Words gaining this many tiles fewer than the best word are not weighed (see `MoveScan`).
  static let slack = 4
  /// The share of the budget for the second ply (the third gets the rest).
  static let secondShare = 0.5
  /// Jobs each thread does in the second ply whatever the budget (a search with no budget still
  /// looks at the best few moves' replies).
  static let leastJobs = 3
  /// The exact win-in-two proof of one move stops after this many words per playable word.
  static let endgameCap = 32
  /// A reply (or answer) walks at most this many of the other side's moves, strongest first,
  /// looking for one that does not hand over a win: in practice all of them (a cap of 16 lost
  /// 5 of 60 arena games), but it bounds one job's work.
  static let walk = 256

  let words: PlayableWords
  /// Per word, its letter counts (see `MoveScan`).
  let counts: [UInt8]
  let evaluator: Evaluator
  /// Work in all, for the whole search (see `MoveScan.work`).
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

  typealias Reply = (word: Int32, after: Position, value: Double)

  /// A group of moves that reach the same position (and agree on safety): searched once.
  private struct Candidate {
    var word: Int32
    var after: Position
    var outcome: Move.Outcome
    var safe: Bool
    /// The evaluation, in tiles (±`Evaluator.won` when decided), and how deep it looked.
    var value: Double
    var depth: Int
    /// The opponent's strongest replies that do not hand the player a win (lowest value for
    /// the player first), for the third ply.
    var replies: [Reply] = []
    /// The candidate's place in the ranking by score (its first word's).
    var scoreRank: Int
  }

  /// The player's moves, best first (all of them when `limit` is 0), each with the engine's
  /// chance to win, per word whether the opponent then has a winning reply, and the work done.
  func rank(_ choices: TileChoices, limit: Int) -> (
    order: [Int32], values: [Double], unsafe: [Int32], work: Int
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

    // Each thread's scratch and work, kept from one ply to the next.
    let workers = (0..<LookAhead.threads).map { _ in
      Worker(words: words, counts: counts)
    }
    let left = max(0, budget - safety.work)
    let started = LookAhead.now()

    // Second ply: the best by evaluation, every reply, as far as the budget goes.
    let second = cands.indices.filter { cands[$0].depth == 1 }.sorted {
      (cands[$0].value, -cands[$0].scoreRank) > (cands[$1].value, -cands[$1].scoreRank)
    }
    let firstPly = cands
    let cap = LookAhead.endgameCap * max(words.count, 1)
    let secondLimit = Int(Double(left) * LookAhead.secondShare) / LookAhead.threads
    let secondResults = parallel(
      second.count, workers: workers, limit: secondLimit, least: LookAhead.leastJobs,
      started: started
    ) { worker, k in
      self.reply(to: firstPly[second[k]], worker: worker, cap: cap)
    }
    for (k, r) in secondResults.enumerated() {
      guard let r else { continue }
      let c = second[k]
      cands[c].value = r.value
      cands[c].replies = r.replies
      cands[c].depth = r.exact ? 4 : 2
    }

    // Third ply: the best of those, the player's best answer to each strong reply.
    let third = second.filter { cands[$0].depth == 2 && !cands[$0].replies.isEmpty }.sorted {
      (cands[$0].value, -cands[$0].scoreRank) > (cands[$1].value, -cands[$1].scoreRank)
    }
    let jobs = third.flatMap { c in cands[c].replies.indices.map { (c, $0) } }
    let secondPly = cands
    let thirdResults = parallel(
      jobs.count, workers: workers, limit: left / LookAhead.threads, least: 0, started: started
    ) { worker, k in
      let (c, r) = jobs[k]
      let reply = secondPly[c].replies[r]
      let path = reply.word < 0 ? [secondPly[c].word] : [secondPly[c].word, reply.word]
      return self.answer(after: reply.after, path: path, worker: worker)
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
        // Only the exact search proves a win or a loss: a value short of certain.
        cands[c].value = max(min(v, Evaluator.likely), -Evaluator.likely)
        cands[c].depth = 3
      }
    }
    let work = safety.work + workers.reduce(0) { $0 + $1.work }

    // Order: wins now, forced wins, then by depth searched and value, unsafe moves, losses.
    func klass(_ c: Candidate) -> Int {
      switch c.outcome {
      case .win: return 0
      case .loss: return 6
      case .ongoing:
        if !c.safe || c.value <= -Evaluator.won { return 5 }
        if c.value >= Evaluator.won { return 1 }
        // Every answer to some reply hands the opponent a win: below any move not seen to.
        if c.value <= -Evaluator.likely { return 4 }
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
    var cap1 = 1.0
    let values = order.map { i -> Double in
      let c = cands[Int(groupOf[Int(i)])]
      let v: Double
      switch klass(c) {
      case 0, 1: v = 1
      case 5, 6: v = 0
      default: v = evaluator.probability(c.value)
      }
      cap1 = min(cap1, v)
      return cap1
    }
    return (order, values, unsafe, work)
  }

  /// The opponent's replies to a safe move: the value of its best one (lowest for the player)
  /// among those that do not hand the player a win, its strongest few such replies, and whether
  /// the value is exact (every reply loses: a win in two).
  private func reply(to c: Candidate, worker: Worker, cap: Int) -> (
    value: Double, replies: [Reply], exact: Bool
  ) {
    let e = evaluator
    var all: [Reply] = []
    var seen: Set<Position> = []
    var opponentWins = false
    worker.scan.scan(c.after, mover: .opponent, path: [c.word], slack: LookAhead.slack) {
      j, choice in
      switch choice.outcome {
      case .win:
        opponentWins = true
        return false
      case .loss:
        // It fills the board behind: the opponent never plays it.
        return true
      case .ongoing:
        let after = c.after.played(choice.flipped, by: .opponent)
        if seen.insert(after).inserted {
          all.append((Int32(j), after, e.tiles(after, playerToMove: true)))
        }
        return true
      }
    }
    // The safety check saw every reply: this cannot happen, but would be a loss.
    if opponentWins { return (-Evaluator.won, [], true) }
    // The opponent may always pass (and must, with no word to play): a reply like the others
    // (word -1), answered by the third ply too.
    if !seen.contains(c.after) {
      all.append((-1, c.after, e.tiles(c.after, playerToMove: true)))
    }
    all.sort { ($0.value, $0.word) < ($1.value, $1.word) }
    // The strongest replies after which the player cannot fill the board ahead at once.
    var kept: [Reply] = []
    for r in all.prefix(LookAhead.walk) {
      let path = r.word < 0 ? [c.word] : [c.word, r.word]
      if worker.endgame.canWin(.player, at: r.after, path: path) { continue }
      kept.append(r)
      if kept.count == LookAhead.repliesAnswered { break }
    }
    if let best = kept.first { return (best.value, kept, false) }
    // Every reply weighed loses: the others (gaining fewer tiles) may not.
    if worker.endgame.forcesWin(move: c.word, after: c.after, scan: worker.scan, cap: cap) {
      return (Evaluator.won, [], true)
    }
    // Unproved: the opponent has some quieter escape, worth at most the best weighed reply.
    return (all.first.map { $0.value } ?? 0, [], false)
  }

  /// The player's best answer at `after` (the opponent to move next) that does not hand the
  /// opponent a win: its evaluation.
  private func answer(after: Position, path: [Int32], worker: Worker) -> Double {
    let e = evaluator
    var all: [Reply] = []
    var won = false
    worker.scan.scan(after, mover: .player, path: path, slack: LookAhead.slack) { j, choice in
      switch choice.outcome {
      case .win:
        won = true
        return false
      case .loss:
        return true
      case .ongoing:
        let next = after.played(choice.flipped, by: .player)
        all.append((Int32(j), next, e.tiles(next, playerToMove: false)))
        return true
      }
    }
    if won { return Evaluator.won }
    // The player may pass.
    all.append((-1, after, e.tiles(after, playerToMove: false)))
    all.sort { ($0.value, $1.word) > ($1.value, $0.word) }
    for a in all.prefix(LookAhead.walk) {
      let next = a.word < 0 ? path : path + [a.word]
      if !worker.endgame.canWin(.opponent, at: a.after, path: next) { return a.value }
    }
    return -Evaluator.won
  }

  /// Runs `count` jobs on the threads, job k on thread k % threads, each with its worker; a
  /// thread stops taking jobs once its worker's work passes `limit` (after at least `least`
  /// jobs), or when the wall-clock guard ends the search. Nil for jobs not done.
  private func parallel<T>(
    _ count: Int, workers: [Worker], limit: Int, least: Int, started: Double,
    _ job: @Sendable (Worker, Int) -> T
  ) -> [T?] {
    if count == 0 { return [] }
    let results = ResultBox<T>(count: count)
    let threads = LookAhead.threads
    let guardSeconds = self.guardSeconds
    DispatchQueue.concurrentPerform(iterations: threads) { t in
      let worker = workers[t]
      var k = t
      var done = 0
      while k < count {
        if done >= least && worker.work >= limit { break }
        if LookAhead.now() - started > guardSeconds { break }
        results.set(k, job(worker, k))
        k += threads
        done += 1
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

/// One thread's scratch: its scan and endgame tables, and the work they did.
private final class Worker: @unchecked Sendable {
  let scan: MoveScan
  var endgame: Endgame

  init(words: PlayableWords, counts: [UInt8]) {
    scan = MoveScan(words: words, counts: counts)
    endgame = Endgame(words: words)
  }

  var work: Int { scan.work + endgame.work }
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
