import Dispatch
import Synchronization

/// The engine: the player's moves ordered by a look-ahead over the opponent's replies and the
/// player's next move, with exact proofs near the end (`--rank best`, and the best move by
/// default).
///
/// A selective minimax rather than MCTS: a board plays thousands of words and a random playout
/// says little about a position (random words lose to any plan), while the static evaluation
/// already orders moves well, so the work goes where it matters. It runs in passes, each
/// refining the candidates (`LookAheadCandidates`: one per position a move reaches):
/// 1. the safety check: can the opponent win at once after the move (`checkSafety`)?
/// 2. the second ply: every reply of the opponent to the best safe moves (`replies`), a reply
///    after which the player can fill the board ahead looked past (the opponent will not play
///    it), valued by its tiles;
/// 3. the third ply: the player's best answer to the strongest replies (`answer`);
/// 4. the proofs: the exact search (`ProofSearch`), deepened one move at a time, for a forced
///    win or a forced loss of the best candidates;
/// 5. the chances to win and the order (`ordered`).
///
/// The budget is an amount of work (words looked at, by every part of the search), fixed
/// before the search starts, so the same board, budget and seed give the same answer however
/// busy the machine is: the jobs are shared between two threads in a fixed way, each thread
/// stops taking jobs when its own share of the work is spent, and results merge by index.
struct LookAhead: MoveRanking {
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
  /// The share of what the safety check leaves that the proofs get.
  static let proofShare = 0.25
  /// How many candidates, best first, the proof pass tries.
  static let proved = 6
  /// How much the chance to win leans from the worst reply towards the opponent's
  /// highest-scoring one, and towards its highest-scoring one that hands over no win.
  /// Tuned on seeds 101-102 (60 games each): 0.25 and 0.25 won 77% and 88% against score but
  /// 67% against safe; 0.2 and 0.7, 78% against score and 70-75% against safe.
  static let greedyWeight = 0.2
  static let carefulWeight = 0.7
  /// Jobs each thread does in the second ply and the proofs whatever the budget (a search with
  /// no budget still looks at the best few moves' replies).
  static let leastJobs = 3
  /// A proof job with no budget left stops after this many words per playable word.
  static let endgameCap = 32
  /// The most a proof job does past the budget, in work.
  static let proofFloor = 100_000
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
  /// The wall-clock safety net, in seconds: rarely reached (the budget ends the search first),
  /// it stops a search on a machine far slower than expected, or a proof whose positions cost
  /// far more than the words it counts.
  let guardSeconds: Double

  init(words: PlayableWords, thinkMilliseconds: Int, seed: UInt64) {
    self.words = words
    counts = words.letterCounts()
    evaluator = Evaluator(seed: seed)
    let think = max(thinkMilliseconds, 0)
    budget = think * LookAhead.workPerMillisecond * LookAhead.threads
    guardSeconds = max(1, Double(think) * 5 / 1000)
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

  /// The player's moves, best first (all of them when `limit` is 0), each with its safety and
  /// the engine's chance to win, and the work done.
  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    var cands = LookAheadCandidates(choices, evaluator: evaluator)
    let safetyWork = checkSafety(&cands)
    // Each thread's scratch and work, kept from one pass to the next.
    let workers = (0..<LookAhead.threads).map { _ in
      LookAheadWorker(words: words, counts: counts)
    }
    let left = max(0, budget - safetyWork)
    let started = LookAhead.now()
    let proofLimit = Int(Double(left) * LookAhead.proofShare)
    let plies = left - proofLimit
    searchReplies(&cands, workers: workers, limit: Int(Double(plies) * LookAhead.secondShare),
      started: started)
    searchAnswers(&cands, workers: workers, limit: plies, started: started)
    weighChances(&cands)
    prove(&cands, workers: workers, limit: plies + proofLimit, started: started)
    let work = safetyWork + workers.reduce(0) { $0 + $1.work }
    return RankedList(entries: ordered(cands, limit: limit), work: work)
  }

  /// The second ply: the best safe candidates by evaluation, every reply, as far as the budget
  /// goes (`limit`: work per thread, all passes so far included).
  private func searchReplies(
    _ cands: inout LookAheadCandidates, workers: [LookAheadWorker], limit: Int, started: Double
  ) {
    let second = cands.byValue { $0.safety == .safe }
    let firstPly = cands.all
    let results = parallel(
      second.count, workers: workers, limit: limit / LookAhead.threads,
      least: LookAhead.leastJobs, started: started
    ) { worker, k in
      self.replies(to: firstPly[second[k]], worker: worker)
    }
    for (k, r) in results.enumerated() {
      guard let r else { continue }
      let c = second[k]
      if r.opponentWins {
        cands.all[c].safety = .unsafe
        cands.all[c].proof = .givesWinningReply
        continue
      }
      cands.all[c].value = r.value
      cands.all[c].replies = r.replies
      cands.all[c].likely = r.likely
      cands.all[c].depth = .replied
    }
  }

  /// The third ply: the best of those, the player's best answer to each strong reply.
  private func searchAnswers(
    _ cands: inout LookAheadCandidates, workers: [LookAheadWorker], limit: Int, started: Double
  ) {
    let third = cands.byValue { $0.depth == .replied && !$0.replies.isEmpty }
    let jobs = third.flatMap { c in cands.all[c].replies.indices.map { (c, $0) } }
    let secondPly = cands.all
    let results = parallel(
      jobs.count, workers: workers, limit: limit / LookAhead.threads, least: 0, started: started
    ) { worker, k in
      let (c, r) = jobs[k]
      let reply = secondPly[c].replies[r]
      let path = reply.word < 0 ? [secondPly[c].word] : [secondPly[c].word, reply.word]
      return self.answer(after: reply.after, path: path, worker: worker)
    }
    var answers: [Int: [Double]] = [:]
    var complete = Set(third)
    for (k, v) in results.enumerated() {
      let (c, r) = jobs[k]
      guard let v else {
        complete.remove(c)
        continue
      }
      answers[c, default: Array(repeating: 0, count: cands.all[c].replies.count)][r] = v
    }
    for c in complete {
      guard let a = answers[c], let v = a.min() else { continue }
      cands.all[c].value = v
      cands.all[c].answers = a
      cands.all[c].depth = .answered
    }
  }

  /// The proofs: the candidates most likely to be played (by chance), each searched exactly,
  /// one move deeper at a time, for a forced win and a forced loss, until its share of the
  /// budget is spent. Only a proof changes a candidate.
  private func prove(
    _ cands: inout LookAheadCandidates, workers: [LookAheadWorker], limit: Int, started: Double
  ) {
    let order = cands.all.indices.filter {
      cands.all[$0].proof == nil && cands.all[$0].safety == .safe
    }.sorted {
      (cands.all[$0].chance, -cands.all[$0].scoreRank)
        > (cands.all[$1].chance, -cands.all[$1].scoreRank)
    }.prefix(LookAhead.proved)
    let jobs = Array(order)
    let snapshot = cands.all
    // Small word lists (the endgame's, the oracle's) get their proof whatever the budget; a
    // board of thousands of words gets at most a few milliseconds past it.
    let least = min(LookAhead.endgameCap * max(words.count, 1), LookAhead.proofFloor)
    let results = parallel(
      jobs.count, workers: workers, limit: limit / LookAhead.threads,
      least: LookAhead.leastJobs, started: started
    ) { worker, k in
      let c = snapshot[jobs[k]]
      let share = max(least, (limit / LookAhead.threads - worker.work) / 2)
      worker.proofs.deadline = started + guardSeconds
      return worker.proofs.settle(c.after, group: c.members, cap: share)
    }
    for (k, settled) in results.enumerated() {
      guard let won = settled ?? nil else { continue }
      cands.all[jobs[k]].proof = won ? .forcesWin : .forcedLoss
    }
  }

  /// Runs `count` jobs on the threads, job k on thread k % threads, each with its worker; a
  /// thread stops taking jobs once its worker's work passes `limit` (after at least `least`
  /// jobs), or when the wall-clock guard ends the search. Nil for jobs not done.
  func parallel<T: Sendable>(
    _ count: Int, workers: [LookAheadWorker], limit: Int, least: Int, started: Double,
    _ job: @Sendable (LookAheadWorker, Int) -> T
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

/// One thread's scratch: its scan, endgame and proof tables, and the work they did.
final class LookAheadWorker: @unchecked Sendable {
  let scan: MoveScan
  var endgame: Endgame
  let proofs: ProofSearch

  init(words: PlayableWords, counts: [UInt8]) {
    scan = MoveScan(words: words, counts: counts)
    endgame = Endgame(words: words)
    proofs = ProofSearch(words: words, counts: counts)
  }

  var work: Int { scan.work + endgame.work + proofs.work }
}
