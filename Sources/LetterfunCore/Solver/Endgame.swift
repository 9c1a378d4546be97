/// The exact part of the look-ahead: can a side fill the board ahead at once (`ImmediateWin`),
/// and does a move of the player's win in two whatever the opponent replies? The words played
/// on the search's path and their prefixes are refused, as the game refuses them.
struct Endgame {
  let win: ImmediateWin
  /// Per position and side, a word that wins it for that side (whatever the path refused), or
  /// -1 when none does: the same position is reached by many replies (see `SafetyCheck` for why
  /// a refused winner is kept too).
  private var wins: [UInt64: Int32] = [:]
  /// Words looked at so far (the look-ahead's budget counts them).
  private(set) var work = 0

  init(words: PlayableWords) {
    win = ImmediateWin(words: words)
  }

  var words: PlayableWords { win.words }

  /// Whether `mover` can win at once at `position` after the words of `path` were played,
  /// remembered per position.
  mutating func canWin(_ mover: Side, at position: Position, path: [Int32]) -> Bool {
    let words = win.words
    let key =
      UInt64(position.player) | UInt64(position.opponent) << 25
      | (mover == .player ? 0 : 1 << 50)
    if let known = wins[key] {
      if known < 0 { return false }
      if !path.contains(where: { words.isPrefix(Int(known), of: Int($0)) }) { return true }
    }
    let (found, refused) = win.search(for: mover, at: position, work: &work) { i in
      path.contains { words.isPrefix(i, of: Int($0)) }
    }
    wins[key] = Int32(found ?? refused ?? -1)
    return found != nil
  }

  /// Whether the player's move `move` (already played: `after`) wins in two: the opponent has
  /// no winning reply (the caller knows), and after each of its replies the player can fill the
  /// board ahead. A reply that fills the board behind the opponent is a win already. Scans the
  /// replies only once the opponent's pass is known to lose, and stops at the first reply that
  /// escapes or when its work passes `cap` (then nothing is proved).
  mutating func forcesWin(move: Int32, after: Position, scan: MoveScan, cap: Int) -> Bool {
    // The opponent may play a word on its own tiles (or a word that changes nothing): the
    // player must be able to win from here as it stands.
    if !canWin(.player, at: after, path: [move]) { return false }
    let start = work + scan.work
    var forced = true
    scan.scan(after, mover: .opponent, path: [move]) { j, choice in
      if choice.outcome == .win {
        forced = false
      } else if choice.outcome == .ongoing {
        let next = after.played(choice.flipped, by: .opponent)
        if !canWin(.player, at: next, path: [move, Int32(j)]) { forced = false }
      }
      if work + scan.work - start > cap { forced = false }
      return forced
    }
    return forced
  }
}
