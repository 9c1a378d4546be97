import Dispatch
import Synchronization

/// The engine: the player's moves ordered by a search several moves deep, with exact proofs
/// near the end (`--rank best`, and the best move by default).
///
/// A selective minimax rather than MCTS: a board plays thousands of words and a random playout
/// says little about a position (random words lose to any plan), while tiles held and defended
/// already order moves well, so the work goes where it matters. It runs in passes, each
/// refining the candidates (`LookAheadCandidates`: one per position a move reaches):
/// 1. the search (`GameSearch`): every word with every choice of tiles against every reply of
///    the opponent (a full-width two-move search), then the best few four moves deep;
/// 2. the safety check: can the opponent win at once after the move (`checkSafety`)? The
///    searched moves first;
/// 3. the proofs: the exact search (`ProofSearch`), deepened one move at a time, for a forced
///    win or a forced loss of the best candidates;
/// 4. the chances to win and the order (`ordered`).
///
/// The budget is an amount of work (words and tile choices looked at, by every part of the
/// search), fixed before the search starts, so the same board, budget and seed give the same
/// answer however busy the machine is: the search's deeper roots and the proof jobs are shared
/// between two threads in a fixed way, each thread stops when its own share of the work is
/// spent, and results merge by index.
struct LookAhead: MoveRanking {
  /// Words the chooser looks at per millisecond of `--think`, per thread (about what one core of
  /// the project's machine does in a release build).
  static let workPerMillisecond = 40_000
  static let threads = 2
  /// The share of the budget for the search (`GameSearch`; its four-move stage splits what is
  /// left of it between the two threads).
  static let searchShare = 0.5
  /// The share of the budget for the proofs.
  static let proofShare = 0.1
  /// The share of the budget the safety check may use before it leaves the weakest moves
  /// unchecked (what it uses, the proofs do not get).
  static let safetyShare = 0.25
  /// The proofs run on boards of more words only when at most this many tiles are open.
  static let provedOpen = 10
  /// A list of at most this many words (an endgame's, the tests' and the oracle's): its proofs
  /// are cheap, so they run at any number of open tiles, and its games often end by two passes.
  static let smallList = 1000
  /// The largest lead, in tiles, the order tells apart among estimates (`rankValue`): beyond it
  /// every lead ranks alike, and the search's order decides.
  static let mostLead = 10.0
  /// How many candidates, best first, the proof pass tries.
  static let proved = 6
  /// Jobs each thread does in the proofs whatever the budget.
  static let leastJobs = 3
  /// A proof job with no budget left stops after this many words per playable word.
  static let endgameCap = 32
  /// The most a proof job does past the budget, in work.
  static let proofFloor = 100_000

  var isSmallList: Bool { words.count <= LookAhead.smallList }

  /// The least work a proof job gets whatever the budget: small word lists (the endgame's, the
  /// oracle's) get their proof; a board of thousands of words at most a few milliseconds past it.
  var leastProofWork: Int { min(LookAhead.endgameCap * max(words.count, 1), LookAhead.proofFloor) }

  let words: PlayableWords
  /// Per word, its letter counts (`PlayableWords.letterCounts`).
  let counts: [UInt8]
  /// Per word, itself and its prefixes (`PlayableWords.refusals`), and the immediate-win index:
  /// built once, shared by the search, the safety check and each thread's proofs.
  let refuses: [[Int32]]
  let wins: ImmediateWin
  let chances: ChanceModel
  /// Work in all, for the whole search.
  let budget: Int
  /// The wall-clock safety net, in seconds: rarely reached (the budget ends the search first),
  /// it stops a search on a machine far slower than expected, or a proof whose positions cost
  /// far more than the words it counts.
  let guardSeconds: Double

  init(words: PlayableWords, thinkMilliseconds: Int, seed: UInt64) {
    self.words = words
    counts = words.letterCounts()
    refuses = words.refusals()
    wins = ImmediateWin(words: words)
    chances = ChanceModel(seed: seed)
    let think = max(thinkMilliseconds, 0)
    budget = think * LookAhead.workPerMillisecond * LookAhead.threads
    guardSeconds = max(3, Double(think) * 10 / 1000)
  }

  /// The player's moves, best first (all of them when `limit` is 0), each with its safety and
  /// the engine's chance to win, and the work done.
  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    var cands = LookAheadCandidates(choices, chances: chances)
    let started = LookAhead.now()
    let position = choices.position
    var searchWork = 0
    // The word groups and the proofs' workers are built when the search, a proof or the pass
    // needs them: at `--think 0` on a large board with many tiles open nothing does, and they
    // cost more than the rest of the answer.
    lazy var groups = LetterGroups(words: words, counts: counts, refuses: refuses)
    var built: [LookAheadWorker] = []
    func workers() -> [LookAheadWorker] {
      if built.isEmpty {
        built = (0..<LookAhead.threads).map { _ in
          LookAheadWorker(proofs: ProofSearch(words: words, groups: groups, win: wins))
        }
      }
      return built
    }
    if budget > 0 {
      let search = GameSearch(groups: groups, boardCount: words.boardCount, wins: wins)
      search.limit = Int(Double(budget) * LookAhead.searchShare)
      search.deadline = started + guardSeconds
      let roots = search.rootMoves(mine: position.player, theirs: position.opponent)
      cands.adopt(roots, from: position) {
        // A full board the search saw: beyond any lead, short of a proof.
        Evaluation.isDecided($0)
          ? ($0 > 0 ? ChanceModel.likely : -ChanceModel.likely) : Double($0)
      }
      searchWork = search.work
    }
    let safetyWork = checkSafety(&cands)
    let spent = searchWork + safetyWork
    weighChances(&cands)
    // A forced result twelve moves deep is not found among thousands of words while many tiles
    // are open: the proofs wait for the end of the game (small word lists always get them).
    let open = position.unclaimed.nonzeroBitCount
    if isSmallList || open <= LookAhead.provedOpen {
      prove(
        &cands, workers: workers(), limit: Int(Double(budget) * LookAhead.proofShare),
        started: started)
      // The margin pass's share comes on top of what the proofs used, but not past the whole
      // budget: the search and the safety check seldom use all of theirs near the end.
      let proofWork = workers().reduce(0) { $0 + $1.work }
      let left = max(0, budget - spent - proofWork)
      widenMargins(
        &cands, from: position, workers: workers(),
        limit: min(Int(Double(budget) * LookAhead.marginShare), left), started: started)
    }
    let (moves, sureWin) = ordered(cands, choices: choices, limit: limit)
    var list = RankedList(moves: moves)
    list.sureWin = sureWin
    list.pass = passIfBest(cands, position: position, worker: workers()[0], started: started)
    list.work = spent + built.reduce(0) { $0 + $1.work }
    return list
  }

  /// Passing, when every word is proved to hand the opponent the game and the pass is not (the
  /// game lets a player pass at any turn): the chance to win after it; nil otherwise.
  private func passIfBest(
    _ cands: LookAheadCandidates, position: Position,
    worker: @autoclosure () -> LookAheadWorker, started: Double
  ) -> Chance? {
    let everyWordLoses = !cands.all.isEmpty && cands.all.allSatisfy {
      switch $0.proof {
      case .forcedLoss, .givesWinningReply, .losesNow: true
      default: false
      }
    }
    guard everyWordLoses else { return nil }
    let worker = worker()
    worker.proofs.deadline = started + guardSeconds
    switch worker.proofs.settlePass(position, cap: leastProofWork) {
    case false?: return nil
    case true?: return Chance(proof: .forcesWin)
    case nil:
      let lead = Evaluation.value(mine: position.player, theirs: position.opponent)
      return Chance(estimate: chances.probability(Double(lead)), safe: false)
    }
  }

  /// The proofs: the candidates most likely to be played (by value), each searched exactly,
  /// one move deeper at a time, for a forced win and a forced loss, until its share of the
  /// budget is spent. Only a proof changes a candidate.
  private func prove(
    _ cands: inout LookAheadCandidates, workers: [LookAheadWorker], limit: Int, started: Double
  ) {
    let order = cands.all.indices.filter {
      cands.all[$0].proof == nil && cands.all[$0].safety == .safe
    }.sorted {
      (cands.all[$0].rankValue, -cands.all[$0].scoreRank)
        > (cands.all[$1].rankValue, -cands.all[$1].scoreRank)
    }.prefix(LookAhead.proved)
    let jobs = Array(order)
    let snapshot = cands.all
    let least = leastProofWork
    let results = parallel(
      jobs.count, workers: workers, limit: limit / LookAhead.threads,
      least: LookAhead.leastJobs, started: started
    ) { worker, k, until in
      let c = snapshot[jobs[k]]
      let share = worker.share(until: until, least: least)
      worker.proofs.deadline = started + guardSeconds
      let settled = worker.proofs.settle(c.after, group: c.members, cap: share)
      return settled.map { ($0, worker.proofs.settledDepth) }
    }
    for (k, settled) in results.enumerated() {
      guard let (won, depth) = settled ?? nil else { continue }
      cands.all[jobs[k]].proof = won ? .forcesWin : .forcedLoss
      cands.all[jobs[k]].proofDepth = depth
    }
  }

  /// Runs `count` jobs on the threads, job k on thread k % threads, each with its worker and
  /// the worker's work at which its thread stops (`limit` more than at the start); a thread stops
  /// taking jobs there (after at least `least` jobs), or when the wall-clock guard ends the
  /// search. Nil for jobs not done.
  func parallel<T: Sendable>(
    _ count: Int, workers: [LookAheadWorker], limit: Int, least: Int, started: Double,
    _ job: @Sendable (LookAheadWorker, Int, Int) -> T
  ) -> [T?] {
    if count == 0 { return [] }
    let results = Mutex([T?](repeating: nil, count: count))
    let threads = LookAhead.threads
    let guardSeconds = self.guardSeconds
    DispatchQueue.concurrentPerform(iterations: threads) { t in
      let worker = workers[t]
      let until = worker.work + limit
      var mine: [(Int, T)] = []
      var k = t
      while k < count {
        if mine.count >= least && worker.work >= until { break }
        if LookAhead.now() - started > guardSeconds { break }
        mine.append((k, job(worker, k, until)))
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

/// One thread's scratch for the proofs, and the work it did.
final class LookAheadWorker: @unchecked Sendable {
  let proofs: ProofSearch

  init(proofs: ProofSearch) {
    self.proofs = proofs
  }

  var work: Int { proofs.work }

  /// A proof's cap in a pass: half of what its thread has left before `until`, and at least
  /// `least` (the proofs' first jobs run whatever is left).
  func share(until: Int, least: Int = 0) -> Int { max(least, (until - work) / 2) }
}
