import Dispatch
import Synchronization

/// The root of the search: the best few moves by two moves, then each searched four moves deep
/// (`fourMoves`) on both cores.
extension GameSearch {
  /// The root moves for the side holding `mine`, best first: the best few by two moves, then
  /// searched four moves deep while the budget lasts (those first, by their deeper value).
  func rootMoves(mine: UInt32, theirs: UInt32) -> [RootMove] {
    let (list, sets) = candidates(mine: mine, theirs: theirs)
    let behind = Evaluation.value(mine: mine, theirs: theirs, hard: hard) < 0
    var roots = twoMoves(
      list, sets: sets, mine: mine, theirs: theirs,
      keep: behind ? GameSearch.keptBehind : GameSearch.kept)
    // A fill behind is the engine's choice only if the word has no better (`adopt`).
    for k in roots.indices
    where mine | roots[k].flipped | theirs == Rules.allTiles && roots[k].stat < 0 {
      roots[k].lostElsewhere = !escapes(roots[k], mine: mine, theirs: theirs)
    }
    if spent() || roots.count < 2 { return roots }
    let values = fourMoveValues(roots, sets: sets, mine: mine, theirs: theirs)
    var searched: [(standing: Int, move: RootMove)] = []
    var rest: [RootMove] = []
    for (r, v) in zip(roots, values) {
      guard let v else {
        rest.append(r)
        continue
      }
      var s = r
      s.value = v
      searched.append((GameSearch.standing(four: v, two: r.value), s))
    }
    if searched.count < 2 { return roots }
    return searched.sorted {
      ($0.standing, $0.move.stat, $0.move.refuses) > ($1.standing, $1.move.stat, $1.move.refuses)
    }.map(\.move) + rest
  }

  /// A loss the deeper search sees by m tiles ranks with the open positions worth
  /// -(`lossBase` + `lossSlope` × m): traced games against the reference say a side to move that
  /// far behind loses by about as much (docs/PERFORMANCE.md, seventeenth sitting).
  static let lossBase = 24
  static let lossSlope = 2

  /// Where a searched root ranks, from its four-move value `four`: an open value as it is, a
  /// decided win just above the open value its margin is worth, a decided loss just below (a
  /// game is scored by its margin). A decided game then goes by its `two`-move value: the
  /// stage is selective, every move lost may be its blind spot, so the least bad move first.
  static func standing(four v: Int, two: Int) -> Int {
    let scale = standingScale
    if !Evaluation.isDecided(v) { return v &* scale }
    let tie = min(max(two / 2, 1 - scale / 2), scale / 2 - 1)
    if v > 0 { return winWorth(v - Evaluation.won) * scale + scale / 2 + tie }
    return lossWorth(-Evaluation.won - v) * scale - scale / 2 + tie
  }

  /// How many standings an open value's step spans: room for a decided game's two-move
  /// tiebreak, and for a loss half a step below the open value it is worth.
  static let standingScale = 1024

  /// What a decided loss by `margin` tiles is worth among open values.
  static func lossWorth(_ margin: Int) -> Int {
    -(GameSearch.lossBase + GameSearch.lossSlope * max(margin, 1))
  }

  /// What a decided win by `margin` tiles is worth among open values: an open root above it
  /// goes first. Traced games say a side to move v ahead ends about 4 + v/2 ahead
  /// (docs/PERFORMANCE.md, twenty-sixth sitting), which prices a sure m at the open value 2m - 8;
  /// pair tests found 2 lower better (thirty-first sitting): the engine's open lines now end
  /// ahead of that older table. `LookAhead.ordered` presses a proved win at this price.
  static func winWorth(_ margin: Int) -> Int {
    GameSearch.winSlope * max(margin, 1) - GameSearch.winSureness
  }
  static let winSlope = 2
  static let winSureness = 10

  /// The four-move value below which a root surely ranks under the best so far (its
  /// `standing`, its four-move value `four`): the bound `fourMoves` cuts at.
  static func cutBelow(standing best: Int, four: Int) -> Int {
    let scale = standingScale
    // A decided win ranks among the open values: those above the one it is worth are searched.
    if four >= Evaluation.won / 2 { return winWorth(four - Evaluation.won) + 1 }
    // Every loss ranks under it: the values under its own are cut, as by value alone.
    if best > lossWorth(1) * scale - 1 { return four }
    // Far behind, a small loss may rank above it: no open value is cut, and a loss only by more
    // than the last margin still worth as much.
    var m = 1
    while m < Rules.tileCount && lossWorth(m + 1) * scale - 1 >= best { m += 1 }
    return -Evaluation.won - m
  }

  /// Each root's four-move value (nil where the budget ran out first). The first root (the
  /// best by two moves, most often the best) is searched alone, to give every other a bound;
  /// the rest alternate between two threads, each a search of its own with an equal part of
  /// the remaining budget and its own bound, so the answer does not depend on timing.
  private func fourMoveValues(
    _ roots: [RootMove], sets: [[Int32]], mine: UInt32, theirs: UInt32
  ) -> [Int?] {
    var values = [Int?](repeating: nil, count: roots.count)
    let first = roots[0]
    guard let v0 = fourMoves(
      mine: mine, theirs: theirs, move: first, refusing: sets[Int(first.refusals)],
      alpha: Int.min)
    else { return values }
    values[0] = v0
    let threads = LookAhead.threads
    let start = work
    let whole = limit
    if limit != Int.max { limit = start + (limit - start) / threads }
    defer { limit = whole }
    let searches = [self] + (1..<threads).map { _ in twin() }
    let found = Mutex([(Int, Int)]())
    DispatchQueue.concurrentPerform(iterations: threads) { t in
      let search = searches[t]
      var done: [(Int, Int)] = []
      // Bounded by the best root's standing so far: a small loss may rank above an open value.
      var best = (standing: GameSearch.standing(four: v0, two: first.value), four: v0)
      for k in stride(from: 1 + t, to: roots.count, by: threads) {
        let r = roots[k]
        guard let v = search.fourMoves(
          mine: mine, theirs: theirs, move: r, refusing: sets[Int(r.refusals)],
          alpha: GameSearch.cutBelow(standing: best.standing, four: best.four))
        else { break }
        done.append((k, v))
        let standing = GameSearch.standing(four: v, two: r.value)
        if standing > best.standing { best = (standing, v) }
      }
      found.withLock { $0 += done }
    }
    for s in searches.dropFirst() { work &+= s.work - start }
    for (k, v) in found.withLock({ $0 }) { values[k] = v }
    return values
  }

  /// A search for another thread: the same words, board, budget and clock, scratch of its own.
  private func twin() -> GameSearch {
    let other = GameSearch(groups: groups, boardCount: generator.boardCount, wins: wins)
    other.work = work
    other.limit = limit
    other.deadline = deadline
    other.killers = killers
    return other
  }

  /// Whether some choice of `move`'s word's tiles keeps the board open and leaves the other
  /// side no winning fill (then a full board behind is not the word's only outcome).
  func escapes(_ move: RootMove, mine: UInt32, theirs: UInt32) -> Bool {
    let node = generator.node(mine: mine, theirs: theirs)
    let refuses = groups.refuses[Int(move.word)]
    var found = false
    var scanned = 0
    work &+= generator.forEachFlip(Int(groups.groupOf[Int(move.word)]), at: node, width: .every) {
      f in
      let m1 = mine | f
      let t1 = theirs & ~f
      if m1 | t1 == Rules.allTiles { return true }
      let after = Position(checkedPlayer: m1, opponent: t1)
      let reply = wins.search(for: .opponent, at: after, work: &scanned) {
        refuses.contains(Int32($0))
      }
      found = reply.found == nil
      return !found
    }
    work &+= scanned
    return found
  }
}
