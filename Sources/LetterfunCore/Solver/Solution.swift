/// The solver's answer for one board.
public struct Solution: Sendable, Equatable {
  /// How a finished game ended: a board with no unclaimed tile has no move to play.
  public struct GameOver: Sendable, Equatable {
    /// The side holding more tiles (a full board of 25 has no tie).
    public let winner: Side
    /// Tiles held by you and by the opponent.
    public let player: Int
    public let opponent: Int

    init(_ position: Position) {
      player = position.player.nonzeroBitCount
      opponent = position.opponent.nonzeroBitCount
      winner = player > opponent ? .player : .opponent
    }
  }

  public let board: Board
  /// The ranked moves, at most `limit` of them; none on a finished board.
  public let moves: [RankedMove]
  /// How many words the board can play (before the limit; 0 on a finished board).
  public let playableCount: Int
  /// The move that wins this turn by the most, if any word ends the game with you ahead.
  public let winningMove: RankedMove?
  /// The move to play: the engine's (`SolveOptions.thinkMilliseconds` above 0, or `--rank
  /// best`), with its chance to win; with no budget, the first by score (the first safe one
  /// with `checksSafety`). Nil when no word is playable, when the game is over, and when it was
  /// not asked for (`SolveOptions.findsBestMove`).
  public internal(set) var bestMove: RankedMove? = nil
  /// Set when passing is the engine's best move: every word is proved to hand the opponent the
  /// game and the pass is not (the game lets a player pass at any turn). The chance to win
  /// after passing; `bestMove` is then nil.
  public internal(set) var pass: Chance? = nil
  /// Set when `bestMove` is an open move the engine expects to win by more than a proved win
  /// it passes over: that win, for a player who would rather be sure.
  public internal(set) var sureWin: RankedMove? = nil
  /// Set when the board has no unclaimed tile: the game is over, and who won.
  public internal(set) var gameOver: GameOver? = nil
  /// The look-ahead's work (words looked at, its deterministic measure of time), 0 when it did
  /// not run: for the arena.
  @_spi(Internals) public internal(set) var work: Int = 0
}
