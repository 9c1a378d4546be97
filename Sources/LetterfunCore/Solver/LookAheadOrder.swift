extension LookAhead {
  /// The chance to win of each candidate, from its value: a searched one's by the curve
  /// fitted to self-play (`ChanceModel.searched`), an evaluated one's by `probability`. A
  /// search is selective and leaves the refusals out: what it sees, even a full board, is an
  /// estimate, kept within `mostLead` tiles either way.
  func weighChances(_ cands: inout LookAheadCandidates) {
    for c in cands.all.indices {
      let v = cands.all[c].rankValue
      cands.all[c].chance =
        cands.all[c].depth == .searched ? chances.searched(v) : chances.probability(v)
    }
  }

  /// Where a candidate ranks: wins now, forced wins, then the estimates by how deeply they were
  /// searched (a move searched less looks better than it is: its replies unseen), unchecked
  /// moves, then moves that lose for certain.
  private func klass(_ c: LookAheadCandidates.Candidate) -> Int {
    switch c.proof {
    case .winsNow: return 0
    case .forcesWin: return 1
    // Every way to lose together: the search's order then says which loses by least (a game is
    // scored by its margin).
    case .forcedLoss, .givesWinningReply, .losesNow: return 6
    case nil:
      if c.safety != .safe { return 5 }
      return c.depth == .searched ? 2 : 4
    }
  }

  /// What ranks the wins and the losses by margin: a win's least margin, a loss's when a proof
  /// found it better than every ending (`widenMargins`); the rest level.
  private func margin(_ c: LookAheadCandidates.Candidate, _ klass: Int) -> Int {
    switch klass {
    case 0, 1: c.margin ?? 1
    case 6: c.proof == .losesNow ? Int.min : c.margin ?? Int.min
    default: 0
    }
  }

  /// The player's margin when the opponent ends the game at once after `c`, by the fill that
  /// leaves it the most tiles; nil when no word the opponent may play fills the board.
  func foldMargin(_ c: LookAheadCandidates.Candidate) -> Int? {
    let refused = refuses[Int(c.word)]
    var work = 0
    var most: Int? = nil
    var need = c.after.opponent.nonzeroBitCount + c.after.unclaimed.nonzeroBitCount
    while need <= Rules.tileCount {
      var found = false
      wins.forEachWinner(for: .opponent, at: c.after, need: need, work: &work) { w in
        found = !refused.contains(Int32(w))
        return !found
      }
      if !found { break }
      most = need
      need += 1
    }
    return most.map { Rules.tileCount - 2 * $0 }
  }

  /// The words best first (at most `limit`, all when 0), each with its verdicts: the words of
  /// one candidate together, in score order. An estimate is capped by those ranked above it,
  /// so chances never rise down the list (but to a forced win pressed past), and stays strictly
  /// between 0 and 1. With them, the proved win the first move presses past, if it does.
  func ordered(_ cands: LookAheadCandidates, choices: TileChoices, limit: Int)
    -> (moves: [RankedMove], sureWin: RankedMove?)
  {
    let all = cands.all
    // Pressing: a forced win gives way to a move the search weighed that keeps the game open
    // and leads by more than the win's margin is worth (`GameSearch.winWorth`: a game is scored
    // by its margin, and where the other side's only way out is to fill the board behind,
    // playing on wins by more). Never past a win now, nor for a full board the search saw but
    // no proof confirmed (an estimate stands in for a proof only as an estimate).
    let forced = all.compactMap { $0.proof == .forcesWin ? $0.margin ?? 1 : nil }.max()
    let pressing = !all.contains { $0.proof == .winsNow }
    func pressed(_ c: LookAheadCandidates.Candidate) -> Bool {
      guard pressing, let forced else { return false }
      return c.proof == nil && c.safety == .safe && c.depth == .searched
        && c.value > Double(GameSearch.winWorth(forced)) && c.value < ChanceModel.likely
    }
    let folds = all.map { $0.proof == .forcesWin ? foldMargin($0) ?? $0.margin ?? 1 : 0 }
    let ranked = all.indices.sorted { a, b in
      let pa = pressed(all[a])
      let pb = pressed(all[b])
      if pa != pb { return pa }
      // Wins (now or forced) by the margin known, losses proved to lose by less than any
      // ending first (`widenMargins`).
      let ka = klass(all[a])
      let kb = klass(all[b])
      let wa = ka <= 1 ? 1 : ka
      let wb = kb <= 1 ? 1 : kb
      if wa != wb { return wa < wb }
      let ma = margin(all[a], ka)
      let mb = margin(all[b], kb)
      if ma != mb { return ma > mb }
      if ka != kb { return ka < kb }
      // Forced wins by the same least margin: the one the opponent would end soonest behind by
      // most (a side that sees no way out often fills the board behind at once).
      if ka == 1 && folds[a] != folds[b] { return folds[a] > folds[b] }
      // The search's own order: it weighed the moves against each other, tiles and all (a
      // game is scored by its margin: among forced wins the one that wins by more, among
      // forced losses the one that loses by less).
      if all[a].searchRank != all[b].searchRank {
        return all[a].searchRank < all[b].searchRank
      }
      // Then the quickest forced win, the slowest forced loss.
      if ka == 1 && all[a].proofDepth != all[b].proofDepth {
        return all[a].proofDepth < all[b].proofDepth
      }
      if ka == 6 && all[a].proofDepth != all[b].proofDepth {
        return all[a].proofDepth > all[b].proofDepth
      }
      if ka != 0 && all[a].rankValue != all[b].rankValue {
        return all[a].rankValue > all[b].rankValue
      }
      if ka != 0 && all[a].value != all[b].value { return all[a].value > all[b].value }
      return all[a].scoreRank < all[b].scoreRank
    }
    // A player who would rather take the proof than play on for more is shown it too.
    var sureWin: RankedMove?
    if let first = ranked.first, pressed(all[first]),
      let win = ranked.first(where: { all[$0].proof == .forcesWin }),
      let w = all[win].members.first
    {
      let c = all[win]
      sureWin = choices.ranked(
        Int(w), safety: c.safety, chance: Chance(proof: .forcesWin, margin: c.margin),
        turning: c.flipped)
    }
    var entries: [RankedMove] = []
    var cap = 1.0
    for c in ranked {
      let cand = all[c]
      let chance: Chance
      switch cand.proof {
      case .winsNow: chance = Chance(proof: .winsNow)
      case .forcesWin: chance = Chance(proof: .forcesWin, margin: cand.margin)
      case .givesWinningReply: chance = Chance(proof: .givesWinningReply)
      case .forcedLoss: chance = Chance(proof: .forcedLoss)
      case .losesNow: chance = Chance(proof: .losesNow)
      case nil:
        cap = min(cap, cand.chance)
        chance = Chance(estimate: cap, safe: cand.safety == .safe)
      }
      for w in cand.members {
        entries.append(
          choices.ranked(Int(w), safety: cand.safety, chance: chance, turning: cand.flipped))
        if limit > 0 && entries.count == limit { return (entries, sureWin) }
      }
    }
    return (entries, sureWin)
  }
}
