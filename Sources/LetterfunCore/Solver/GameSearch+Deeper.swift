/// The search past two moves, for the best few root moves only: the other side's strongest
/// answers (and its pass), then the mover's strongest moves, each against every reply
/// (`reply`). Selective above the full-width base, so that four moves fit in the budget. The
/// path's words are refused as the game refuses them (`refuse`): a side cannot fill the board
/// by playing again the word it answered with. A group stands for its first word there.
extension GameSearch {
  /// How many root moves get an exact two-move value, and are then searched deeper.
  static let kept = 12
  /// As many for a mover behind (by `Evaluation`): the way back is often a move the two-move
  /// order ranks low, and only the deeper search finds it.
  static let keptBehind = 24
  /// How many answers of the other side, and then moves of the mover, the deeper search tries
  /// (wider gained against the reference: docs/PERFORMANCE.md, seventh sitting).
  static let answers = 24
  static let followUps = 64
  /// The answers are chosen among the other side's this many strongest by their own value
  /// (`strongestAnswers`: eighth sitting).
  static let answerPool = 48
  /// How many the mover tries when its strongest all let the other side fill the board.
  static let rescue = 400
  /// How many groups of words that fill the board a side's best ending is looked for among,
  /// and its winning fill among those that win.
  static let endings = 8
  static let winningFills = 16

  /// The strongest `count` moves for the side holding `mine` by their own value, best first,
  /// each a set of tiles (at most a few per group: its strongest sets); skips refused groups.
  /// Stops at the first move worth `enough` or more (the caller needs no more than that).
  func strongest(mine: UInt32, theirs: UInt32, count: Int, enough: Int = Int.max)
    -> [(flipped: UInt32, value: Int, group: Int32)]
  {
    let node = generator.node(mine: mine, theirs: theirs)
    let here = Evaluation.value(mine: mine, theirs: theirs, hard: hard)
    let total = sortByBound(node)
    // Locals for the loop (`sortByBound` says why).
    let refused = self.refused
    let order = self.order
    let bounds = self.bounds
    var done = 0
    defer { work &+= done }
    var top: [(flipped: UInt32, value: Int, group: Int32)] = []
    top.reserveCapacity(count + 1)
    for i in 0..<total {
      let g = Int(order[i])
      if top.count == count && here + Int(bounds[g]) <= top[count - 1].value { break }
      if refused[g] { continue }
      done &+= generator.forEachFlip(g, at: node, width: .most) { f in
        let v = Evaluation.value(mine: mine | f, theirs: theirs & ~f, hard: hard)
        if top.count == count && v <= top[count - 1].value { return true }
        if top.contains(where: { $0.flipped == f }) { return true }
        let at = top.firstIndex { $0.value < v } ?? top.count
        top.insert((f, v, Int32(g)), at: at)
        if top.count > count { top.removeLast() }
        return v < enough
      }
      if top.first?.value ?? Int.min >= enough { break }
    }
    return top
  }

  /// The value of the strongest move for the side holding `mine` by its own value, as
  /// `strongest` with a count of 1 finds it (the same work, the same first move worth `enough`),
  /// without keeping the move: the answers' ranking needs only the value, once per answer.
  func strongestValue(mine: UInt32, theirs: UInt32, enough: Int) -> Int? {
    let node = generator.node(mine: mine, theirs: theirs)
    let here = Evaluation.value(mine: mine, theirs: theirs, hard: hard)
    let total = sortByBound(node)
    let refused = self.refused
    let order = self.order
    let bounds = self.bounds
    var done = 0
    defer { work &+= done }
    // Int.min until a move is found: no move is worth that little.
    var best = Int.min
    for i in 0..<total {
      let g = Int(order[i])
      if best != Int.min && here + Int(bounds[g]) <= best { break }
      if refused[g] { continue }
      done &+= generator.forEachFlip(g, at: node, width: .most) { f in
        let v = Evaluation.value(mine: mine | f, theirs: theirs & ~f, hard: hard)
        if v <= best { return true }
        best = v
        return v < enough
      }
      if best >= enough { break }
    }
    return best == Int.min ? nil : best
  }

  /// The `answers` strongest moves of the side holding `mine` by its two-move view: what each
  /// leaves it after the other side's best move back, from its `answerPool` strongest by their
  /// own value (a blocking answer keeps little but leaves little to take back).
  func strongestAnswers(mine: UInt32, theirs: UInt32) -> [(flipped: UInt32, group: Int32)] {
    let pool = strongest(mine: mine, theirs: theirs, count: GameSearch.answerPool)
    // What each answer leaves the side moving back (lowest is best for the answering side).
    var back: [Int] = []
    back.reserveCapacity(pool.count)
    // The most an answer may leave and still be kept (`answers` are in hand and it comes after
    // them): a move back worth as much settles it, exact values are not needed past it.
    var keptBelow = Int.max
    var lowest: [Int] = []
    for a in pool {
      let m = mine | a.flipped
      let t = theirs & ~a.flipped
      let stands = Evaluation.value(mine: t, theirs: m, hard: hard)
      // A full board has no move back.
      let best =
        m | t == Rules.allTiles
        ? nil : strongestValue(mine: t, theirs: m, enough: keptBelow)
      let v = best ?? stands
      back.append(v)
      let at = lowest.firstIndex { $0 > v } ?? lowest.count
      if at < GameSearch.answers {
        lowest.insert(v, at: at)
        if lowest.count > GameSearch.answers { lowest.removeLast() }
        if lowest.count == GameSearch.answers { keptBelow = lowest[GameSearch.answers - 1] }
      }
    }
    // Ties keep the order by their own value.
    let ranked = pool.indices.sorted { (back[$0], $0) < (back[$1], $1) }
    return ranked.prefix(GameSearch.answers).map { (pool[$0].flipped, pool[$0].group) }
  }

  /// The value of root move `move` (already valued by two moves) four moves deep for its
  /// mover, who holds `mine`: the lowest over the other side's strongest answers and its pass
  /// of the mover's best follow-up (`followUp`). Stops at `alpha` (the best root value so far):
  /// the value is then an upper bound. Nil when the budget ran out.
  func fourMoves(
    mine: UInt32, theirs: UInt32, move: RootMove, refusing sets: [Int32], alpha: Int
  ) -> Int? {
    let m1 = mine | move.flipped
    let t1 = theirs & ~move.flipped
    if m1 | t1 == Rules.allTiles { return move.value }
    // The two-move search saw the other side fill the board ahead: the few answers tried here
    // may not hold that word.
    if move.value <= -Evaluation.won / 2 { return move.value }
    for g in sets { refused[Int(g)] = true }
    defer { for g in sets { refused[Int(g)] = false } }
    var answers = strongestAnswers(mine: t1, theirs: m1)
    // The pass: the position stands, the mover moves again.
    answers.append((0, -1))
    // Ending the game behind: the other side's least loss when every other answer lets the
    // mover fill the board by more (its own value puts it below every open answer).
    if let ending = bestFill(
      mine: t1, theirs: m1, word: move.word, need: 0, tries: GameSearch.endings)
    {
      answers.append((ending.flipped, -1))
    }
    var low = Int.max
    for (f, g) in answers {
      if spent() { return nil }
      let m2 = m1 & ~f
      let t2 = t1 | f
      let v: Int
      if m2 | t2 == Rules.allTiles {
        v = Evaluation.value(mine: m2, theirs: t2, hard: hard)
      } else {
        let marks = refuse(group: g)
        v = followUp(mine: m2, theirs: t2, sets: sets, word: move.word, beta: low)
        unrefuse(marks)
      }
      if v < low { low = v }
      // Strictly below: a tie with the best keeps its exact value.
      if low < alpha { break }
    }
    return low
  }

  /// The mover's best among its strongest moves (and its pass), each valued after the other
  /// side's best reply; stops at `beta` (the other side has a better answer already).
  func followUp(mine: UInt32, theirs: UInt32, sets: [Int32], word: Int32, beta: Int)
    -> Int
  {
    // A winning fill ends it: the strongest moves by their own value may not hold one.
    if let fill = bestFill(
      mine: mine, theirs: theirs, word: word, need: Rules.winningCount,
      tries: GameSearch.winningFills)
    {
      return fill.value
    }
    // Passing: the other side answers the position as it stands.
    var best = reply(
      mine: mine, theirs: theirs, refusing: sets, marked: true, word: word, alpha: Int.min
    ).0
    if best >= beta { return best }
    best = followUps(mine: mine, theirs: theirs, sets: sets, word: word, beta: beta,
      count: GameSearch.followUps, best: best)
    // Every strong move hands the other side a full board: a weaker one may block it, so the
    // game is not taken as lost before many more are tried.
    if best <= -Evaluation.won / 2 {
      best = followUps(mine: mine, theirs: theirs, sets: sets, word: word, beta: beta,
        count: GameSearch.rescue, best: best)
    }
    // Still lost: ending the game behind now may lose by less.
    if best <= -Evaluation.won / 2,
      let ending = bestFill(
        mine: mine, theirs: theirs, word: word, need: 0, tries: GameSearch.endings)
    {
      best = max(best, ending.value)
    }
    return best
  }

  /// The best full board the side holding `mine` can make with at least `need` tiles (13: a
  /// win; 0: any), by its `tries` longest such words' groups, with its tiles; nil when none.
  /// Refused words (the path's groups, the root word's prefixes) are not played.
  func bestFill(mine: UInt32, theirs: UInt32, word: Int32, need: Int, tries: Int)
    -> (value: Int, flipped: UInt32)?
  {
    let refuses = groups.refuses[Int(word)]
    let node = generator.node(mine: mine, theirs: theirs)
    var best: (value: Int, flipped: UInt32)? = nil
    var tried = 0
    forEachFill(
      for: .player, at: Position(checkedPlayer: mine, opponent: theirs), need: need,
      skip: { w, g in refuses.contains(w) || refused[Int(g)] || pathRefuses.contains(w) }
    ) { g in
      if let fill = bestFill(Int(g), at: node), fill.value > best?.value ?? Int.min { best = fill }
      tried += 1
      return tried < tries
    }
    return best
  }

  private func followUps(
    mine: UInt32, theirs: UInt32, sets: [Int32], word: Int32, beta: Int, count: Int, best: Int
  ) -> Int {
    var best = best
    for m in strongest(mine: mine, theirs: theirs, count: count) {
      if m.value <= best || spent() { break }
      let m3 = mine | m.flipped
      let t3 = theirs & ~m.flipped
      let v: Int
      if m3 | t3 == Rules.allTiles {
        v = m.value
      } else {
        let marks = refuse(group: m.group)
        let (low, cut) = reply(
          mine: m3, theirs: t3, refusing: sets, marked: true, word: word, alpha: best)
        unrefuse(marks)
        if cut { continue }
        v = low
      }
      if v > best { best = v }
      if best >= beta { break }
    }
    return best
  }

  /// Marks what a move of group `g` (its first word) refuses on the deeper search's path: the
  /// groups it leaves no word of, and the word with its prefixes (a fill may not replay them).
  /// Nothing for `g` < 0 (a pass, or a full board). Returns what `unrefuse` takes back.
  func refuse(group g: Int32) -> (groups: [Int32], words: Int) {
    let start = pathRefuses.count
    if g < 0 { return ([], start) }
    let w = groups.word[Int(g)]
    let leaves = pathGroups[Int(g)] ?? refusedGroups(by: w)
    pathGroups[Int(g)] = leaves
    var newly: [Int32] = []
    for q in leaves where !refused[Int(q)] {
      refused[Int(q)] = true
      newly.append(q)
    }
    pathRefuses += groups.refuses[Int(w)]
    return (newly, start)
  }

  func unrefuse(_ marks: (groups: [Int32], words: Int)) {
    for q in marks.groups { refused[Int(q)] = false }
    pathRefuses.removeSubrange(marks.words...)
  }
}
