/// The engine's two-ply case: after each of the mover's moves, can the other side win at once
/// (`ImmediateWin`, for the other side, the move's word and its prefixes refused)?
struct SafetyCheck {
  private var wins: WinCache

  init(words: PlayableWords) {
    wins = WinCache(words: words)
  }

  init(win: ImmediateWin) {
    wins = WinCache(win: win)
  }

  /// Words looked at so far (the look-ahead's budget counts them).
  var work: Int { wins.work }

  /// A winning reply of the side that did not play word `move`, which led to `after`, if any.
  mutating func winningReply(to move: Int, after: Position, by mover: Side) -> Int? {
    wins.winner(for: mover.other, at: after, path: [Int32(move)])
  }

  /// The best `limit` moves (all when 0) once unsafe ones rank below safe ones, checking moves
  /// only until that list is settled. `order` is a ranking without safety; wins and safe moves
  /// keep their order, ahead of the rest. Every move returned is checked: a win is safe, a loss
  /// (the board filled behind) unsafe.
  mutating func rankSafeFirst(_ order: [Int32], choices: TileChoices, limit: Int) -> RankedList {
    var ahead: [RankedMove] = []
    var behind: [RankedMove] = []
    for i32 in order {
      let i = Int(i32)
      switch choices.choices[i].outcome {
      case .win:
        ahead.append(choices.ranked(i, safety: .safe))
      case .loss:
        behind.append(choices.ranked(i, safety: .unsafe))
      case .ongoing:
        if winningReply(to: i, after: choices.after(i), by: choices.mover) == nil {
          ahead.append(choices.ranked(i, safety: .safe))
        } else {
          behind.append(choices.ranked(i, safety: .unsafe))
        }
      }
      if limit > 0 && ahead.count >= limit { return RankedList(moves: ahead, work: work) }
    }
    let all = ahead + behind
    return RankedList(moves: limit > 0 ? Array(all.prefix(limit)) : all, work: work)
  }
}
