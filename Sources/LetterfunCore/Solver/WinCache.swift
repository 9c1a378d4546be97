/// Can a side win at once (`ImmediateWin`), remembered per position and side, whatever words
/// the caller refuses (those played on its path and their prefixes): the one cache behind the
/// safety check, the look-ahead and the proofs.
///
/// Per position and side it keeps a word that wins there (one refused on some path included),
/// or -1 when none does. "None" holds on every path; a kept winner holds on any path that does
/// not refuse it, and is searched again on one that does.
struct WinCache {
  let win: ImmediateWin
  private var known: [UInt64: Int32] = [:]
  /// Words looked at so far (the look-ahead's budget counts them).
  private(set) var work = 0

  init(words: PlayableWords) {
    win = ImmediateWin(words: words)
  }

  /// A cache over an index built elsewhere (the look-ahead builds one for all its parts).
  init(win: ImmediateWin) {
    self.win = win
  }

  var words: PlayableWords { win.words }

  /// A word (not `refused`) that wins at once for `mover` at `position`, if any: one that
  /// fills the board with the mover holding at least `need` tiles.
  mutating func winner(
    for mover: Side, at position: Position, need: Int = Rules.winningCount,
    refusing refused: (Int) -> Bool
  ) -> Int? {
    let key =
      UInt64(position.player) | UInt64(position.opponent) << 25
      | (mover == .player ? 0 : 1 << 50) | UInt64(need & 63) << 51
    if let kept = known[key] {
      if kept < 0 { return nil }
      if !refused(Int(kept)) { return Int(kept) }
    }
    let (found, refusedWinner) = win.search(
      for: mover, at: position, need: need, work: &work, refusing: refused)
    known[key] = Int32(found ?? refusedWinner ?? -1)
    return found
  }

  /// `winner` with the words of `path` and their prefixes refused.
  mutating func winner(for mover: Side, at position: Position, path: [Int32]) -> Int? {
    let words = win.words
    return winner(for: mover, at: position) { i in
      path.contains { words.isPrefix(i, of: Int($0)) }
    }
  }
}
