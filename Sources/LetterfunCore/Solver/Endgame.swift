/// The look-ahead's question near the end: can a side fill the board ahead at once
/// (`ImmediateWin`), the words played on the search's path and their prefixes refused, as the
/// game refuses them? One per thread (`WinCache` remembers answers per position).
struct Endgame {
  private var wins: WinCache

  init(words: PlayableWords) {
    wins = WinCache(words: words)
  }

  var words: PlayableWords { wins.words }
  /// Words looked at so far (the look-ahead's budget counts them).
  var work: Int { wins.work }

  /// Whether `mover` can win at once at `position` after the words of `path` were played.
  mutating func canWin(_ mover: Side, at position: Position, path: [Int32]) -> Bool {
    wins.winner(for: mover, at: position, path: path) != nil
  }
}
