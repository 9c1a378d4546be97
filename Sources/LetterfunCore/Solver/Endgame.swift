/// The exact part of the look-ahead: can a side fill the board ahead at once (`ImmediateWin`),
/// and does a move of the player's win in two whatever the opponent replies? The words played
/// on the search's path and their prefixes are refused, as the game refuses them.
struct Endgame {
  let win: ImmediateWin
  /// Per position, a word that wins it for the player (whatever the path refused), or -1 when
  /// none does: the same position is reached by many replies (see `SafetyCheck` for why a
  /// refused winner is kept too).
  private var playerWins: [Position: Int32] = [:]
  /// Words looked at so far (the look-ahead's budget counts them).
  private(set) var work = 0

  init(words: PlayableWords) {
    win = ImmediateWin(words: words)
  }

  var words: PlayableWords { win.words }

  /// Whether `mover` can win at once at `position` after the words of `path` were played.
  mutating func canWin(_ mover: Side, at position: Position, path: [Int32]) -> Bool {
    let words = win.words
    return win.search(for: mover, at: position, work: &work) { i in
      path.contains { words.isPrefix(i, of: Int($0)) }
    }.found != nil
  }

  /// Whether the player can win at once at `position` after `path`, remembered per position.
  mutating func playerCanWin(at position: Position, path: [Int32]) -> Bool {
    let words = win.words
    if let known = playerWins[position] {
      if known < 0 { return false }
      if !path.contains(where: { words.isPrefix(Int(known), of: Int($0)) }) { return true }
    }
    let (found, refused) = win.search(for: .player, at: position, work: &work) { i in
      path.contains { words.isPrefix(i, of: Int($0)) }
    }
    playerWins[position] = Int32(found ?? refused ?? -1)
    return found != nil
  }

  /// Whether the player's move `move` (already played: `after`) wins in two: the opponent has
  /// no winning reply, and after each of its `replies` (word, position after it) the player can
  /// fill the board ahead. A reply that fills the board behind the opponent is a win already.
  mutating func forcesWin(move: Int32, after: Position, replies: [(word: Int32, after: Position)])
    -> Bool
  {
    // The opponent may play a word on its own tiles (or a word that changes nothing): the
    // player must be able to win from here as it stands.
    if !playerCanWin(at: after, path: [move]) { return false }
    for r in replies where !r.after.isOver {
      if !playerCanWin(at: r.after, path: [move, r.word]) { return false }
    }
    return true
  }
}
