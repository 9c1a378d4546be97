/// One word to play, with the tiles to use and what it does to the game.
public struct Move: Sendable, Equatable {
  /// How the game stands after the move.
  public enum Outcome: String, Sendable {
    /// Tiles remain unclaimed.
    case ongoing
    /// Every tile is coloured and you hold more.
    case win
    /// Every tile is coloured and the opponent holds more.
    case loss
  }

  /// The word, upper case.
  public let word: String
  /// The tile (0–24, row-major) used for each letter of the word, in the word's order.
  public let tiles: TileList
  /// Your tiles minus the opponent's after the move.
  public let score: Int
  public let outcome: Outcome
  /// Whether the opponent has no winning reply (`nil` when not checked).
  public let safe: Bool?
  /// Your defended tiles minus the opponent's after the move (the tie-break between equal scores).
  public let defence: Int
  /// The position after the move.
  public let after: Position

  public init(
    word: String, tiles: TileList, score: Int, outcome: Outcome, safe: Bool?, defence: Int,
    after: Position
  ) {
    self.word = word
    self.tiles = tiles
    self.score = score
    self.outcome = outcome
    self.safe = safe
    self.defence = defence
    self.after = after
  }

  public var isWin: Bool { outcome == .win }
  public var isLoss: Bool { outcome == .loss }
  /// The tiles as (row, column), both from 0.
  public var coordinates: [(row: Int, column: Int)] {
    tiles.map { ($0 / Board.side, $0 % Board.side) }
  }
}
