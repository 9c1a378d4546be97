extension LookAhead {
  /// The first pass: each candidate checked for a winning reply of the opponent, best by
  /// evaluation first, inside its share of the budget. Once that is spent (and a few safe moves
  /// are known) the weakest stay unchecked, and say so. A word's verdict depends on the word
  /// (its prefixes are refused to the reply), so the words of one position may differ: such a
  /// candidate splits into a safe and an unsafe one. Returns the work.
  func checkSafety(_ cands: inout LookAheadCandidates) -> Int {
    var safety = SafetyCheck(win: wins)
    let limit = Int(Double(budget) * LookAhead.safetyShare)
    var safeFound = 0
    for c in cands.byValue(where: { _ in true }) {
      if safety.work >= limit && safeFound >= LookAhead.leastJobs { break }
      var safeWords: [Int32] = []
      var unsafeWords: [Int32] = []
      for i in cands.all[c].members {
        if safety.winningReply(to: Int(i), after: cands.all[c].after, by: .player) == nil {
          safeWords.append(i)
        } else {
          unsafeWords.append(i)
        }
      }
      if !safeWords.isEmpty { safeFound += 1 }
      // The candidate keeps the verdict of its first word by score; the others form a twin.
      let firstSafe = safeWords.first == cands.all[c].word
      let (kept, moved) = firstSafe ? (safeWords, unsafeWords) : (unsafeWords, safeWords)
      cands.all[c].members = kept
      mark(&cands.all[c], safe: firstSafe)
      guard let first = moved.first else { continue }
      var twin = cands.all[c]
      twin.word = first
      twin.members = moved
      twin.scoreRank = cands.scoreOrder.firstIndex(of: first) ?? twin.scoreRank
      twin.value = chances.tiles(twin.after, playerToMove: false)
      mark(&twin, safe: !firstSafe)
      cands.all.append(twin)
    }
    return safety.work
  }

  private func mark(_ c: inout LookAheadCandidates.Candidate, safe: Bool) {
    c.safety = safe ? .safe : .unsafe
    // A twin copies its group's verdict first: a safe twin of an unsafe group must lose it.
    c.proof = safe ? nil : .givesWinningReply
  }
}
