/// The other side's answer to a move (`GameSearch.reply`), and the bounds that order and prune
/// its words.
extension GameSearch {
  /// The value for the side holding `mine` (who just moved) after the other side's best
  /// answer: a reply with the most tiles of its letters, or a pass; a reply that fills the
  /// board ahead wins outright. `cut` once some answer brings it to `alpha` or below (its value
  /// is then only an upper bound). `word`: the word just played, whose prefixes are refused;
  /// `sets`: the groups it leaves no word of, `marked` when the caller holds them refused already.
  func reply(
    mine: UInt32, theirs: UInt32, refusing sets: [Int32], marked: Bool = false, word: Int32,
    alpha: Int
  ) -> (Int, cut: Bool) {
    let here = Evaluation.value(mine: mine, theirs: theirs, hard: hard)
    let refuses = groups.refuses[Int(word)]
    // The other side may pass: the position stands.
    var low = here
    if low <= alpha { return (low, true) }
    // The refusals as a local for the loops (`sortByBound` says why); nothing this calls
    // reads them.
    var refused: [Bool] = []
    swap(&refused, &self.refused)
    defer { swap(&refused, &self.refused) }
    // The deeper search marks the path's refusals for all its moves: they stay when this returns.
    if !marked { for g in sets { refused[Int(g)] = true } }
    defer { if !marked { for g in sets { refused[Int(g)] = false } } }
    let node = generator.node(mine: theirs, theirs: mine)
    // Work counted in a local, added once (a stored property is checked at each access).
    var done = 0
    defer { work &+= done }
    @inline(__always) func tryGroup(_ g: Int) {
      done &+= generator.forEachFlip(g, at: node, width: .most) { f in
        // A full board here is the mover's win (a winning fill is looked for apart): not a
        // reply.
        if f & node.open == node.open { return true }
        let v = Evaluation.value(mine: mine & ~f, theirs: theirs | f, hard: hard)
        if v < low { low = v }
        return low > alpha
      }
    }
    // Each killer's strongest tiles first: one set each, usually enough.
    for (k, g) in killers.enumerated() where !refused[Int(g)] {
      guard let f = generator.greedyFlip(Int(g), at: node) else { continue }
      done &+= 1
      let v = Evaluation.value(mine: mine & ~f, theirs: theirs | f, hard: hard)
      if v < low { low = v }
      if low <= alpha {
        if k > 0 { killers.swapAt(k, 0) }
        return (low, true)
      }
    }
    for (k, g) in killers.enumerated() where !refused[Int(g)] {
      tryGroup(Int(g))
      if low <= alpha {
        if k > 0 { killers.swapAt(k, 0) }
        return (low, true)
      }
    }
    // A reply that fills the board ahead ends the game: looked for only when no killer has
    // already cut the move (it can only lower the value). The other side fills it the way that
    // wins by most (a game is scored by its margin), so every winning word is weighed.
    let position = Position(checkedPlayer: mine, opponent: theirs)
    if node.open.nonzeroBitCount <= generator.groups.longest {
      var fill = Int.max
      let path = pathRefuses
      forEachFill(
        for: .opponent, at: position,
        skip: { w, _ in refuses.contains(w) || path.contains(w) }
      ) { g in
        // The other side fills it the way that wins by most (a full board's value is the same
        // for either side, negated): a loss by 17 is worse than a loss by 3.
        fill = min(fill, -max(Evaluation.won, bestFill(Int(g), at: node)?.value ?? Evaluation.won))
        return fill > alpha
      }
      if fill != Int.max { return (fill, fill <= alpha) }
    }
    let count = sortByBound(node)
    let order = self.order
    let bounds = self.bounds
    for i in 0..<count {
      let g = Int(order[i])
      if here - Int(bounds[g]) >= low { break }
      if refused[g] { continue }
      tryGroup(g)
      if low <= alpha {
        killers.removeAll { $0 == Int32(g) }
        killers.insert(Int32(g), at: 0)
        if killers.count > 8 { killers.removeLast() }
        return (low, true)
      }
    }
    return (low, false)
  }

  /// Each group of words that fill the board for `side` at `position` with at least `need` of
  /// its tiles, once, until `body` returns false; words `skip` refuses (a word, its group) are
  /// passed over. `body` must not call it again: the pass holds the search's stamps meanwhile.
  func forEachFill(
    for side: Side, at position: Position, need: Int = Rules.winningCount,
    skip: (Int32, Int32) -> Bool, _ body: (Int32) -> Bool
  ) {
    // A board may leave hundreds of winning words: the groups met are stamped with this pass,
    // not listed (a list searched at each word made the scan quadratic).
    fillPass &+= 1
    let pass = fillPass
    var seen: [Int] = []
    swap(&seen, &fillSeen)
    defer { swap(&seen, &fillSeen) }
    // The scan counts its own work: `body` may add to `work` meanwhile.
    var scanned = 0
    wins.forEachWinner(for: side, at: position, need: need, work: &scanned) { w in
      let g = groups.groupOf[w]
      if seen[Int(g)] == pass || skip(Int32(w), g) { return true }
      seen[Int(g)] = pass
      return body(g)
    }
    work &+= scanned
  }

  /// The best full board group `g` gives the mover at `node`, for the mover (the most it wins
  /// by, or the least it loses by); nil when none of its sets fills the board.
  func bestFill(_ g: Int, at node: MoveGenerator.Node) -> (value: Int, flipped: UInt32)? {
    var best: (value: Int, flipped: UInt32)? = nil
    work &+= generator.forEachFlip(g, at: node, width: .most) { f in
      if f & node.open == node.open {
        let v = Evaluation.value(mine: node.mine | f, theirs: node.theirs & ~f)
        if v > best?.value ?? Int.min { best = (v, f) }
      }
      return true
    }
    return best
  }

  /// Bounds every group's move at `node` (the most it could add to the mover's value) into
  /// `bounds`, and orders the groups by it, highest first, into `order`; returns how many.
  /// A tile taken adds 2 (the other side's: held by the mover) or 1 (unclaimed), twice or once
  /// `hardWeight` more for a hard letter, and `defence` if it becomes defended; each tile near
  /// it whose defence may change `defence` more.
  func sortByBound(_ node: MoveGenerator.Node) -> Int {
    let touchy = Rules.defended(node.theirs) | (node.mine & ~Rules.defended(node.mine))
    let letterMask = groups.letterMask
    let mostOf = groups.mostOf
    var gain = InlineArray<832, UInt8>(repeating: 0)
    var bonus = InlineArray<26, Int32>(repeating: 0)
    let d = Int32(Evaluation.defence)
    for l in 0..<26 where letterMask[l] & node.turnable != 0 {
      let t = letterMask[l] & node.turnable
      let a = Int32((t & node.theirs).nonzeroBitCount)
      let n = Int32((t & node.open).nonzeroBitCount)
      bonus[l] = Int32((Evaluation.neighbours(t) & touchy).nonzeroBitCount)
      let h = t & hard != 0 ? Int32(Evaluation.hardWeight) : 0
      for c in Int32(1)..<(mostOf[l] + 1) {
        let ta = min(c, a)
        let tn = min(c - ta, n)
        gain[l * 32 + Int(c)] = UInt8(
          min((2 + d + 2 * h) * ta + (1 + d + h) * tn + d * bonus[l], 255))
      }
    }
    // The scratch arrays as locals for the loops: a class's stored array is checked for
    // exclusive access and for sharing at each element, a third of the search's time.
    var bounds: [UInt8] = []
    var order: [Int32] = []
    var histogram: [Int32] = []
    swap(&bounds, &self.bounds)
    swap(&order, &self.order)
    swap(&histogram, &self.histogram)
    defer {
      swap(&bounds, &self.bounds)
      swap(&order, &self.order)
      swap(&histogram, &self.histogram)
    }
    // Spans for the writes: an array written in a loop is checked for sharing at every element.
    var hist = histogram.mutableSpan
    var bound = bounds.mutableSpan
    var ordered = order.mutableSpan
    for i in hist.indices { hist[i] = 0 }
    let pads = groups.padded
    let pad = pads.span
    let count = groups.count
    for g in 0..<count {
      let o = g &* LetterGroups.padWidth
      // A fixed trip count: the compiler unrolls it, no loop exit to mispredict per group.
      var b: Int32 = 0
      for j in o..<(o &+ LetterGroups.padWidth) { b &+= Int32(gain[Int(pad[j])]) }
      bound[g] = UInt8(min(b, 255))
    }
    for g in groups.wide {
      let (from, to) = groups.range(Int(g))
      var b: Int32 = 0
      for i in from..<to { b &+= Int32(gain[Int(groups.entry[i])]) }
      bound[Int(g)] = UInt8(min(b, 255))
    }
    for g in 0..<count { hist[Int(bound[g])] &+= 1 }
    work &+= count / 4
    // Bucket starts, highest bound first.
    var at: Int32 = 0
    for v in stride(from: 255, through: 0, by: -1) {
      let n = hist[v]
      hist[v] = at
      at &+= n
    }
    for g in 0..<count {
      let v = Int(bound[g])
      ordered[Int(hist[v])] = Int32(g)
      hist[v] &+= 1
    }
    return count
  }
}
