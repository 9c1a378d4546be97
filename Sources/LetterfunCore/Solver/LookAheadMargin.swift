/// The margin pass: a game is scored by its margin, so a win by 1 is not the end of the question.
extension LookAhead {
  /// How many moves, best first, the margin pass tries; and, for the words that fill the board
  /// ahead, how many of their other tile choices (those that keep it open).
  static let marginTried = 8
  static let otherTiles = 2
  /// The most of the budget the margin pass may use (less when the other parts left less).
  static let marginShare = 0.3

  /// When the player wins (at once, or by force), asks the best moves that keep the board open,
  /// the winning words' other tiles among them, for a forced win by more than the best known;
  /// when every move is proved lost, for a loss by less than the best ending the player can
  /// play. Each proved margin rises while `limit` (the pass's work, both threads) lasts, by two
  /// on a large list (`step`).
  func widenMargins(
    _ cands: inout LookAheadCandidates, from start: Position, workers: [LookAheadWorker],
    limit: Int, started: Double
  ) {
    // Nothing left of the budget: the pass has no first jobs, so it does not start (nor build
    // the jobs it would not run).
    let perThread = limit / LookAhead.threads
    if perThread <= 0 { return }
    let all = cands.all
    let wins = all.compactMap { c in
      c.proof == .winsNow || c.proof == .forcesWin ? c.margin ?? 1 : nil
    }
    let winning = !wins.isEmpty
    let base: Int
    var order: [Int]
    if let best = wins.max() {
      base = best
      order = all.indices.filter {
        all[$0].outcome == .ongoing && all[$0].safety == .safe
          && (all[$0].proof == nil || all[$0].proof == .forcesWin)
      }
    } else {
      let lost = all.allSatisfy {
        $0.proof == .forcedLoss || $0.proof == .givesWinningReply || $0.proof == .losesNow
      }
      guard lost, let best = all.compactMap({ $0.proof == .losesNow ? $0.margin : nil }).max()
      else { return }
      base = best
      order = all.indices.filter { all[$0].outcome == .ongoing }
    }
    order.sort {
      (all[$0].proof == .forcesWin ? 0 : 1, all[$0].searchRank, -all[$0].rankValue)
        < (all[$1].proof == .forcesWin ? 0 : 1, all[$1].searchRank, -all[$1].rankValue)
    }
    var jobs = order.prefix(LookAhead.marginTried).map { all[$0] }
    if winning {
      // The word that fills the board may do better on other tiles, keeping it open.
      let fills = all.filter { $0.proof == .winsNow }.sorted { ($0.margin ?? 0) > ($1.margin ?? 0) }
      for c in fills.prefix(LookAhead.otherTiles) {
        jobs += openChoices(
          of: c.word, from: start, scoreRank: c.scoreRank, generator: workers[0].proofs.generator)
      }
    }
    if jobs.isEmpty || base >= Rules.tileCount { return }
    // A full board's margin is odd: on a large list, where a game ends by two passes only
    // rarely, asking for an even margin mostly proves the odd one above it again, a proof's
    // work for nothing; a small list's games often end that way, and its proofs are cheap.
    let step = isSmallList ? 1 : 2
    let tried = jobs
    // Unlike the proofs' first jobs, none of the pass runs past what it was left: it runs once
    // a win is proved, or every move is proved lost, so what it skips is a better margin, never
    // a verdict.
    let results = parallel(
      tried.count, workers: workers, limit: perThread, least: 0, started: started
    ) { worker, k, until in
      let c = tried[k]
      worker.proofs.deadline = started + guardSeconds
      var proved: (margin: Int, depth: Int)? = nil
      var target = base + step
      if step == 2 && base & 1 == 0 { target -= 1 }
      while target <= Rules.tileCount {
        let share = worker.share(until: until)
        guard share > 0,
          worker.proofs.forcesMargin(c.after, group: c.members, margin: target, cap: share)
          == true
        else { break }
        proved = (target, worker.proofs.settledDepth)
        target += step
      }
      return proved
    }
    for (k, proved) in results.enumerated() {
      guard let (margin, depth) = proved ?? nil else { continue }
      var c = jobs[k]
      c.margin = margin
      // A margin above 0 is a forced win; one below keeps the loss its proof found.
      if margin > 0 && c.proof == nil {
        c.proof = .forcesWin
        c.proofDepth = depth
        c.safety = .safe
      }
      if let at = cands.all.firstIndex(where: { $0.after == c.after && $0.members == c.members }) {
        cands.all[at] = c
      } else {
        // Other tiles of a word: the word moves to them, unless other tiles of it proved more.
        if cands.all.contains(where: {
          $0.members.contains(c.word) && $0.outcome == .ongoing && ($0.margin ?? 0) >= margin
        }) {
          continue
        }
        for i in cands.all.indices { cands.all[i].members.removeAll { $0 == c.word } }
        cands.all.removeAll { $0.members.isEmpty }
        cands.all.append(c)
      }
    }
  }

  /// Up to `otherTiles` choices of word `w`'s tiles that keep the board open, strongest first,
  /// each as a candidate of its own.
  private func openChoices(
    of w: Int32, from start: Position, scoreRank: Int, generator: MoveGenerator
  ) -> [LookAheadCandidates.Candidate] {
    var found: [(after: Position, flipped: UInt32, value: Int)] = []
    let node = generator.node(mine: start.player, theirs: start.opponent)
    generator.forEachFlip(Int(generator.groups.groupOf[Int(w)]), at: node, width: .every) {
      flipped in
      let after = start.playedByPlayer(flipped)
      if !after.isOver {
        found.append((after, flipped, Evaluation.tiles(mine: after.player, theirs: after.opponent)))
      }
      return true
    }
    return found.sorted { $0.value > $1.value }.prefix(LookAhead.otherTiles).map { f in
      var c = LookAheadCandidates.Candidate(
        word: w, members: [w], after: f.after, outcome: .ongoing,
        value: Double(f.value), scoreRank: scoreRank)
      c.flipped = f.flipped
      return c
    }
  }
}
