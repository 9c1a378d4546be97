/// The engine's two-ply case: after each of the mover's moves, can the other side win at once
/// (`ImmediateWin`, for the other side, the move's word and its prefixes refused)?
struct SafetyCheck {
  private let win: ImmediateWin
  /// Per position and side to reply, a word that wins it for that side (one refused after some
  /// move included), or -1 when none does. Both hold whichever move led there; "no winning
  /// reply to this move" does not, when a reply was refused for being the move's prefix.
  private var cache: [UInt64: Int32] = [:]
  /// Words looked at so far (the look-ahead's budget counts them).
  private(set) var work = 0

  init(words: PlayableWords) {
    win = ImmediateWin(words: words)
  }

  /// A winning reply of the side that did not play word `move`, which led to `after`, if any.
  mutating func winningReply(to move: Int, after: Position, by mover: Side) -> Int? {
    let words = win.words
    let key =
      UInt64(after.player) | UInt64(after.opponent) << 25 | (mover == .player ? 0 : 1 << 50)
    if let known = cache[key] {
      if known < 0 { return nil }
      if !words.isPrefix(Int(known), of: move) { return Int(known) }
    }
    let (found, refused) = win.search(for: mover.other, at: after, work: &work) {
      words.isPrefix($0, of: move)
    }
    cache[key] = Int32(found ?? refused ?? -1)
    return found
  }

  /// The best `limit` moves (all when 0) once unsafe ones rank below safe ones, checking moves
  /// only until that list is settled, and the moves found unsafe (`risky`). `order` is the
  /// ranking without safety (wins, then moves that keep the game open, then losses); wins and
  /// safe moves keep their order, ahead of the rest.
  mutating func rankSafeFirst(_ order: [Int32], choices: TileChoices, limit: Int) -> (
    order: [Int32], risky: [Int32]
  ) {
    var ahead: [Int32] = []
    var behind: [Int32] = []
    var risky: [Int32] = []
    for i32 in order {
      let i = Int(i32)
      switch choices.choices[i].outcome {
      case .win:
        ahead.append(i32)
      case .loss:
        behind.append(i32)
      case .ongoing:
        if winningReply(to: i, after: choices.after(i), by: choices.mover) == nil {
          ahead.append(i32)
        } else {
          behind.append(i32)
          risky.append(i32)
        }
      }
      if limit > 0 && ahead.count >= limit { return (ahead, risky) }
    }
    let all = ahead + behind
    return (limit > 0 ? Array(all.prefix(limit)) : all, risky)
  }
}
