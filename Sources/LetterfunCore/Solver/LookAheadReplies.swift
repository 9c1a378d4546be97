extension LookAhead {
  /// The second ply for one safe candidate: the opponent's replies, every one scanned. Returns
  /// the value of its best reply (lowest for the player) among those after which the player
  /// cannot win at once, its strongest few such replies with the likely ones among them (for
  /// the third ply), and whether a reply wins for the opponent outright (a proof).
  func replies(to c: LookAheadCandidates.Candidate, worker: LookAheadWorker) -> (
    value: Double, replies: [LookAheadCandidates.Reply],
    likely: LookAheadCandidates.LikelyReplies, opponentWins: Bool
  ) {
    let e = evaluator
    var all: [LookAheadCandidates.Reply] = []
    var seen: Set<Position> = []
    // Every reply that keeps the game open, keyed as a player by score would pick them.
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
        let key = Ranker.key(
          outcome: .ongoing, score: choice.score, defence: choice.defence,
          length: Int(list[j].length), index: j, by: .score)
        byScore.append((key, Int32(j), after))
        if seen.insert(after).inserted {
          all.append((Int32(j), after, e.tiles(after, playerToMove: true)))
        }
        return true
      }
    }
    // The safety check missed nothing it checked; a candidate it did not check may lose here.
    if opponentWins { return (-Evaluator.won, [], .init(), true) }
    // A word that changes nothing stands for the replies the scan skipped as weak.
    if !seen.contains(c.after) {
      all.append((-1, c.after, e.tiles(c.after, playerToMove: true)))
    }
    all.sort { ($0.value, $0.word) < ($1.value, $1.word) }
    // The strongest replies after which the player cannot fill the board ahead at once.
    var kept: [LookAheadCandidates.Reply] = []
    for r in all.prefix(LookAhead.walk) {
      let path = r.word < 0 ? [c.word] : [c.word, r.word]
      if worker.endgame.canWin(.player, at: r.after, path: path) { continue }
      kept.append(r)
      if kept.count == LookAhead.repliesAnswered { break }
    }
    // The replies a player by score would make, answered too.
    byScore.sort { $0.key > $1.key }
    var likely = LookAheadCandidates.LikelyReplies()
    for (n, r) in byScore.prefix(LookAhead.walk).enumerated() {
      if worker.endgame.canWin(.player, at: r.after, path: [c.word, r.word]) {
        if n == 0 { likely.greedyHandsOverWin = true }
        continue
      }
      let k =
        kept.firstIndex { $0.after == r.after }
        ?? {
          kept.append((r.word, r.after, e.tiles(r.after, playerToMove: true)))
          return kept.count - 1
        }()
      if n == 0 { likely.greedy = k }
      likely.careful = k
      break
    }
    if let best = kept.min(by: { ($0.value, $0.word) < ($1.value, $1.word) }) {
      return (best.value, kept, likely, false)
    }
    // Every reply weighed hands the player a win: likely won (the proof pass may prove it), but
    // a quieter reply may escape.
    return (Evaluator.likely, [], likely, false)
  }

  /// The third ply for one reply: the player's best answer at `after` (the opponent to move
  /// next) that does not hand the opponent a win, its evaluation.
  func answer(after: Position, path: [Int32], worker: LookAheadWorker) -> Double {
    let e = evaluator
    var all: [LookAheadCandidates.Reply] = []
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
    if won { return Evaluator.likely }
    // A word that changes nothing.
    all.append((-1, after, e.tiles(after, playerToMove: false)))
    all.sort { ($0.value, $1.word) > ($1.value, $0.word) }
    for a in all.prefix(LookAhead.walk) {
      let next = a.word < 0 ? path : path + [a.word]
      if !worker.endgame.canWin(.opponent, at: a.after, path: next) { return a.value }
    }
    return -Evaluator.likely
  }
}
