/// What the player asks of the solver.
public struct SolveOptions: Sendable, Equatable {
  /// How moves are ordered.
  public enum Ranking: String, Sendable, CaseIterable {
    /// Longest word first, then alphabetical.
    case length
    /// Wins first (biggest margin first), then the score after the move, then defence, then
    /// length; losses last.
    case score
    /// The look-ahead engine's order (`LookAhead`): a move that wins now first, then the best
    /// chance to win after the opponent's replies and your next move.
    case best
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
  /// The engine's budget (`LookAhead`), in milliseconds of calibrated work (a fixed amount of
  /// work, not a clock: the same on a busy machine): for the best move, and for the whole list
  /// with `.best`. 0: no look-ahead, the best move is the first by score (the instant choice).
  public var thinkMilliseconds: Int
  /// Breaks ties between equally valued moves for `.best` (same board, budget and seed: same
  /// answer).
  public var seed: UInt64

  /// The default `thinkMilliseconds`: three times the first default, which the pair tests found
  /// stronger (docs/PERFORMANCE.md, twenty-second sitting); a median move still within 250 ms.
  public static let defaultThink = 450

  public init(
    ranking: Ranking = .length, played: PlayedWords = PlayedWords(), checksSafety: Bool = false,
    limit: Int = 20, thinkMilliseconds: Int = SolveOptions.defaultThink, seed: UInt64 = 0,
    findsBestMove: Bool = true
  ) {
    self.ranking = ranking
    self.played = played
    self.checksSafety = checksSafety
    self.limit = limit
    self.findsBestMove = findsBestMove
    self.thinkMilliseconds = thinkMilliseconds
    self.seed = seed
  }
}
