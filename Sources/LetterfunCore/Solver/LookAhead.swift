import Dispatch
import Synchronization

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
  /// The share of the budget the safety check may use before it leaves the weakest moves
  /// unchecked (what it uses, the plies after it do not get).
  static let safetyShare = 0.5
  /// How much the chance to win leans from the worst reply towards the opponent's
  /// highest-scoring one, and towards its highest-scoring one that hands over no win.
  /// Tuned on seeds 101-102 (60 games each): 0.25 and 0.25 won 77% and 88% against score but
  /// 67% against safe; 0.2 and 0.7, 78% against score and 70-75% against safe.
  static let greedyWeight = 0.2
  static let carefulWeight = 0.7
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
    /// Whether the safety check ran (the budget may end it before the weakest moves).
    var checked = false
    var safe = true
    /// The evaluation, in tiles (±`Evaluator.won` when decided), and how deep it looked.
    var value: Double
    var depth: Int
    /// The opponent's strongest replies that do not hand the player a win (lowest value for
    /// the player first), for the third ply, and the likely ones among them.
    var replies: [Reply] = []
    var likely = LikelyReplies()
    /// The chance to win once the opponent's likely replies are weighed in (see `mix`).
    var chance = 0.5
    /// The candidate's place in the ranking by score (its first word's).
    var scoreRank: Int
  }

  /// What an opponent who plays by score would reply: its highest-scoring reply (`greedy`, an
  /// index into the candidate's replies, or -1 when that reply hands the player a win or is not
  /// among them), and its highest-scoring reply that does not hand over a win (`careful`).
  struct LikelyReplies {
    var greedy = -1
    var greedyHandsOverWin = false
    var careful = -1
  }

  /// The chance to win when the opponent plays its worst reply for the player (`worst`) most of
  /// the time, but sometimes the reply a player by score would make: real opponents look for
  /// tiles, and some miss that a reply hands over the game. Chances, 0-1.
  static func mix(worst: Double, greedy: Double?, careful: Double?) -> Double {
    var p = worst
    if let greedy { p += LookAhead.greedyWeight * (greedy - worst) }
    if let careful { p += LookAhead.carefulWeight * (careful - worst) }
    return p
  }

  /// The player's moves, best first (all of them when `limit` is 0), each with the engine's
  /// chance to win, per word whether the opponent then has a winning reply, and the work done.
  func rank(_ choices: TileChoices, limit: Int) -> (
    order: [Int32], values: [Double], risky: [Int32], work: Int
  ) {
    let scoreOrder = Ranker.rank(choices, ranking: .score, limit: 0)
    var groupOf = [Int32](repeating: -1, count: words.count)
    var index: [Position: Int32] = [:]
    var cands: [Candidate] = []
    var rankOf = [Int](repeating: 0, count: words.count)
    for (rank, i32) in scoreOrder.enumerated() {
      let i = Int(i32)
      rankOf[i] = rank
      let after = choices.after(i)
      if let g = index[after] {
        groupOf[i] = g
        continue
      }
      let value: Double
      switch choices.choices[i].outcome {
      case .win: value = Evaluator.won
      case .loss: value = -Evaluator.won
      case .ongoing: value = evaluator.tiles(after, playerToMove: false)
      }
      index[after] = Int32(cands.count)
      groupOf[i] = Int32(cands.count)
      cands.append(
        Candidate(
          word: i32, after: after, outcome: choices.choices[i].outcome, value: value,
          depth: 1, scoreRank: rank))
    }

    // The safety check, best by evaluation first, inside the budget: once its share is spent
    // (and a safe move is known), the weakest moves go unchecked and rank below the checked.
    // A word's verdict depends on the word (its prefixes are refused to the reply), so words of
    // one position may differ: such a position splits into a safe and an unsafe group.
    var safety = SafetyCheck(words: words)
    var risky: [Int32] = []
    let byValue = cands.indices.filter { cands[$0].outcome == .ongoing }.sorted {
      (cands[$0].value, -cands[$0].scoreRank) > (cands[$1].value, -cands[$1].scoreRank)
    }
    var members = [[Int32]](repeating: [], count: cands.count)
    for i in scoreOrder { members[Int(groupOf[Int(i)])].append(i) }
    let safetyLimit = Int(Double(budget) * LookAhead.safetyShare)
    var safeFound = 0
    for c in byValue {
      if safety.work >= safetyLimit && safeFound >= LookAhead.leastJobs { break }
      var safeWords: [Int32] = []
      var unsafeWords: [Int32] = []
      for i in members[c] {
        if safety.winningReply(to: Int(i), after: cands[c].after, by: .player) == nil {
          safeWords.append(i)
        } else {
          unsafeWords.append(i)
        }
      }
      cands[c].checked = true
      if !safeWords.isEmpty { safeFound += 1 }
      if unsafeWords.isEmpty { continue }
      risky += unsafeWords
      // The group keeps the verdict of its first word by score; the others form a twin.
      let firstSafe = safeWords.first == cands[c].word
      if !firstSafe {
        cands[c].safe = false
        cands[c].value = -Evaluator.won
        cands[c].depth = 2
      }
      let moved = firstSafe ? unsafeWords : safeWords
      guard let first = moved.first else { continue }
      var twin = cands[c]
      twin.word = first
      twin.scoreRank = rankOf[Int(first)]
      twin.safe = firstSafe ? false : true
      twin.value =
        firstSafe ? -Evaluator.won : evaluator.tiles(twin.after, playerToMove: false)
      twin.depth = firstSafe ? 2 : 1
      let g = Int32(cands.count)
      cands.append(twin)
      for i in moved { groupOf[Int(i)] = g }
    }
    for c in cands.indices where cands[c].outcome != .ongoing { cands[c].checked = true }

    // Each thread's scratch and work, kept from one ply to the next.
    let workers = (0..<LookAhead.threads).map { _ in
      Worker(words: words, counts: counts)
    }
    let left = max(0, budget - safety.work)
    let started = LookAhead.now()

    // Second ply: the best by evaluation, every reply, as far as the budget goes.
    let second = cands.indices.filter {
      cands[$0].depth == 1 && cands[$0].checked && cands[$0].outcome == .ongoing
    }.sorted {
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
      cands[c].likely = r.likely
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
    var answers: [Int: [Double]] = [:]
    var complete: Set<Int> = Set(third)
    for (k, v) in thirdResults.enumerated() {
      let (c, r) = jobs[k]
      guard let v else {
        complete.remove(c)
        continue
      }
      answers[c, default: Array(repeating: 0, count: cands[c].replies.count)][r] = v
    }
    for c in complete {
      if let a = answers[c], let v = a.min() {
        // Only the exact search proves a win or a loss: a value short of certain.
        cands[c].value = max(min(v, Evaluator.likely), -Evaluator.likely)
        cands[c].depth = 3
      }
    }
    // The chance to win, the likely replies weighed in: by the answers to them after a third
    // ply, by their evaluation after a second.
    for c in cands.indices {
      let cand = cands[c]
      let worst = evaluator.probability(cand.value)
      guard cand.depth == 2 || cand.depth == 3 else {
        cands[c].chance = worst
        continue
      }
      let replyValue = { (r: Int) -> Double? in
        if r < 0 { return nil }
        if cand.depth == 3, let a = answers[c] {
          return self.evaluator.probability(max(min(a[r], Evaluator.likely), -Evaluator.likely))
        }
        return self.evaluator.probability(cand.replies[r].value)
      }
      let greedy = cand.likely.greedyHandsOverWin ? 1 : replyValue(cand.likely.greedy)
      cands[c].chance = LookAhead.mix(
        worst: worst, greedy: greedy, careful: replyValue(cand.likely.careful))
    }
    let work = safety.work + workers.reduce(0) { $0 + $1.work }

    // Order: wins now, forced wins, then by depth searched and chance, unchecked moves, unsafe
    // moves, losses.
    func klass(_ c: Candidate) -> Int {
      switch c.outcome {
      case .win: return 0
      case .loss: return 7
      case .ongoing:
        if !c.safe || c.value <= -Evaluator.won { return 6 }
        if !c.checked { return 5 }
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
      if ka != 0 && cands[a].chance != cands[b].chance { return cands[a].chance > cands[b].chance }
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
      case 6, 7: v = 0
      default: v = c.chance
      }
      cap1 = min(cap1, v)
      return cap1
    }
    return (order, values, risky, work)
  }

  /// The opponent's replies to a safe move: the value of its best one (lowest for the player)
  /// among those that do not hand the player a win, its strongest few such replies with the
  /// likely ones among them, and whether the value is exact (every reply loses: a win in two).
  private func reply(to c: Candidate, worker: Worker, cap: Int) -> (
    value: Double, replies: [Reply], likely: LikelyReplies, exact: Bool
  ) {
    let e = evaluator
    var all: [Reply] = []
    var seen: Set<Position> = []
    // Every reply that keeps the game open, by the order a player by score would pick it in
    // (the `Ranker`'s key: score, defence, length, then the first alphabetically).
    var byScore: [(key: UInt64, word: Int32, after: Position)] = []
    var opponentWins = false
    let list = words.words
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
        let key =
          UInt64(choice.score + 64) << 40 | UInt64(choice.defence + 64) << 32
          | UInt64(list[j].length) << 24 | UInt64((1 << 22) - 1 - j)
        byScore.append((key, Int32(j), after))
        if seen.insert(after).inserted {
          all.append((Int32(j), after, e.tiles(after, playerToMove: true)))
        }
        return true
      }
    }
    // The safety check saw every reply: this cannot happen, but would be a loss.
    if opponentWins { return (-Evaluator.won, [], LikelyReplies(), true) }
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
    // The replies a player by score would make, answered too.
    byScore.sort { $0.key > $1.key }
    var likely = LikelyReplies()
    func keep(_ r: (key: UInt64, word: Int32, after: Position)) -> Int {
      if let k = kept.firstIndex(where: { $0.after == r.after }) { return k }
      kept.append((r.word, r.after, e.tiles(r.after, playerToMove: true)))
      return kept.count - 1
    }
    for (n, r) in byScore.prefix(LookAhead.walk).enumerated() {
      if worker.endgame.canWin(.player, at: r.after, path: [c.word, r.word]) {
        if n == 0 { likely.greedyHandsOverWin = true }
        continue
      }
      let k = keep(r)
      if n == 0 { likely.greedy = k }
      likely.careful = k
      break
    }
    if let best = kept.min(by: { ($0.value, $0.word) < ($1.value, $1.word) }) {
      return (best.value, kept, likely, false)
    }
    // Every reply weighed loses: the others (gaining fewer tiles) may not.
    if worker.endgame.forcesWin(move: c.word, after: c.after, scan: worker.scan, cap: cap) {
      return (Evaluator.won, [], likely, true)
    }
    // Unproved: the opponent has some quieter escape, worth at most the best weighed reply.
    return (all.first.map { $0.value } ?? 0, [], likely, false)
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
  private func parallel<T: Sendable>(
    _ count: Int, workers: [Worker], limit: Int, least: Int, started: Double,
    _ job: @Sendable (Worker, Int) -> T
  ) -> [T?] {
    if count == 0 { return [] }
    let results = Mutex([T?](repeating: nil, count: count))
    let threads = LookAhead.threads
    let guardSeconds = self.guardSeconds
    DispatchQueue.concurrentPerform(iterations: threads) { t in
      let worker = workers[t]
      var mine: [(Int, T)] = []
      var k = t
      while k < count {
        if mine.count >= least && worker.work >= limit { break }
        if LookAhead.now() - started > guardSeconds { break }
        mine.append((k, job(worker, k)))
        k += threads
      }
      // Each thread's results in one go: the lock is taken twice per ply.
      results.withLock { all in
        for (k, r) in mine { all[k] = r }
      }
    }
    return results.withLock { $0 }
  }

  /// Seconds on a monotonic clock (the wall-clock guard only).
  static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
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
