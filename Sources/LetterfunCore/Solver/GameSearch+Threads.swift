import Dispatch
import Synchronization

/// The root of the search on both cores: one `GameSearch` a thread, each with its share of the
/// budget, taking the candidates and then the kept root moves in turn (k on thread k % n), so
/// the same board and budget give the same moves however busy the machine is.
extension GameSearch {
  /// The root moves for the side holding `mine`, best first: the best few by two moves, then
  /// searched four moves deep while the budget lasts (those first, by their deeper value).
  static func rootMoves(mine: UInt32, theirs: UInt32, on searchers: [GameSearch]) -> [RootMove] {
    let first = searchers[0]
    let n = searchers.count
    let (list, sets) = first.candidates(mine: mine, theirs: theirs)
    // Each thread keeps its own best few by two moves: the best few of all are among them.
    let halves = onThreads(searchers) { search, t in
      search.twoMoves(
        stride(from: t, to: list.count, by: n).map { list[$0] }, sets: sets, mine: mine,
        theirs: theirs, keep: GameSearch.kept)
    }
    var roots = best(of: halves.flatMap { $0 }, keep: GameSearch.kept)
    // A fill behind is the engine's choice only if the word has no better (`adopt`).
    for k in roots.indices
    where mine | roots[k].flipped | theirs == Rules.allTiles && roots[k].stat < 0 {
      roots[k].lostElsewhere = !first.escapes(roots[k], mine: mine, theirs: theirs)
    }
    if roots.count < 2 { return roots }
    let kept = roots
    let values = onThreads(searchers) { search, t in
      var found: [(at: Int, value: Int)] = []
      var alpha = Int.min
      for k in stride(from: t, to: kept.count, by: n) {
        if search.spent() { break }
        guard let v = search.fourMoves(
          mine: mine, theirs: theirs, move: kept[k], refusing: sets[Int(kept[k].refusals)],
          alpha: alpha)
        else { break }
        found.append((k, v))
        alpha = max(alpha, v)
      }
      return found
    }.flatMap { $0 }.sorted { $0.at < $1.at }
    if values.count < 2 { return roots }
    // A game the deeper search sees decided (it is selective: every move lost may be its
    // blind spot) keeps the two-move order within: the least bad move first.
    let searched = values.map { k, v in
      var r = roots[k]
      r.value =
        Evaluation.isDecided(v) ? (v > 0 ? Evaluation.won : -Evaluation.won) + r.value / 2 : v
      return r
    }.sorted { $0.order > $1.order }
    let done = Set(values.map(\.at))
    roots = roots.indices.filter { !done.contains($0) }.map { roots[$0] }
    return searched + roots
  }

  /// The `keep` best of several threads' root moves, one entry a word (its best tiles), best
  /// first; ties in the order given.
  private static func best(of moves: [RootMove], keep: Int) -> [RootMove] {
    var top: [RootMove] = []
    for r in moves {
      if let same = top.firstIndex(where: { $0.word == r.word }) {
        if top[same].order >= r.order { continue }
        top.remove(at: same)
      }
      let at = top.firstIndex { $0.order < r.order } ?? top.count
      top.insert(r, at: at)
    }
    return Array(top.prefix(keep))
  }

  /// Runs `job` once per searcher, searcher t on thread t, and returns the results in order.
  private static func onThreads<T: Sendable>(
    _ searchers: [GameSearch], _ job: @Sendable (GameSearch, Int) -> T
  ) -> [T] {
    if searchers.count == 1 { return [job(searchers[0], 0)] }
    let results = Mutex([T?](repeating: nil, count: searchers.count))
    DispatchQueue.concurrentPerform(iterations: searchers.count) { t in
      let r = job(searchers[t], t)
      results.withLock { $0[t] = r }
    }
    return results.withLock { $0.map { $0! } }
  }
}
