/// What the player asks of the solver.
public struct SolveOptions: Sendable, Equatable {
  /// How moves are ordered.
  public enum Ranking: String, Sendable, CaseIterable {
    /// Longest word first, then alphabetical.
    case length
    /// Wins first (biggest margin first), then the score after the move, then defence, then
    /// length; losses last.
    case score
  }

  public var ranking: Ranking
  /// Words already played (they and their prefixes are refused).
  public var played: PlayedWords
  /// Check each move for a winning reply of the opponent (2-ply) and rank unsafe moves below
  /// safe ones.
  public var checksSafety: Bool
  /// How many moves to return; 0 returns all.
  public var limit: Int
  /// Whether to find `Solution.bestMove` when the list is ranked by length without the safety
  /// check (a pass over every word); output that never shows it need not pay for it.
  public var findsBestMove: Bool

  public init(
    ranking: Ranking = .length, played: PlayedWords = PlayedWords(), checksSafety: Bool = false,
    limit: Int = 20, findsBestMove: Bool = true
  ) {
    self.ranking = ranking
    self.played = played
    self.checksSafety = checksSafety
    self.limit = limit
    self.findsBestMove = findsBestMove
  }
}

/// The solver's answer for one board.
public struct Solution: Sendable, Equatable {
  public let board: Board
  /// The ranked moves, at most `limit` of them.
  public let moves: [Move]
  /// How many words the board can play (before the limit).
  public let playableCount: Int
  /// The move that wins this turn by the most, if any word ends the game with you ahead (never
  /// on a board with no unclaimed tile: that game is over).
  public let winningMove: Move?
  /// The move to play: the list's first when it is ranked by score (or by a stronger ranking),
  /// else the one ranking by score would put first (with `checksSafety`, the first safe one).
  /// Nil when no word is playable or the game is over (no unclaimed tile), and when it was not
  /// asked for (`SolveOptions.findsBestMove`).
  public internal(set) var bestMove: Move? = nil
}
