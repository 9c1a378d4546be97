/// One word to play by one side (the mover), with the tiles to use and what it does to the
/// game; score and outcome are the mover's.
public struct Move: Sendable, Equatable, CustomStringConvertible {
  /// How the game stands after the move, for the mover.
  public enum Outcome: String, Sendable {
    /// Tiles remain unclaimed.
    case ongoing
    /// Every tile is coloured and the mover holds more.
    case win
    /// Every tile is coloured and the other side holds more.
    case loss
  }

  /// The word, upper case.
  public let word: String
  /// The tile (0–24, row-major) used for each letter of the word, in the word's order.
  public let tiles: TileList
  /// The side playing the word: `.player` (the screenshot's owner) or `.opponent`.
  public let mover: Side
  /// The mover's tiles minus the other side's after the move.
  public let score: Int
  public let outcome: Outcome
  /// Whether the other side has no winning reply (`nil` when not checked).
  public let safe: Bool?
  /// The mover's defended tiles minus the other side's after the move (the tie-break between
  /// equal scores).
  public let defence: Int
  /// The position after the move.
  public let after: Position
  /// The look-ahead engine's estimate of the mover's chance to win after this move, 0–1 (1 a
  /// forced win, 0 a forced loss); nil when the engine did not rank the move (`--rank best` only).
  public var value: Double?

  public init(
    word: String, tiles: TileList, mover: Side = .player, score: Int, outcome: Outcome,
    safe: Bool?, defence: Int, after: Position, value: Double? = nil
  ) {
    self.word = word
    self.tiles = tiles
    self.mover = mover
    self.score = score
    self.outcome = outcome
    self.safe = safe
    self.defence = defence
    self.after = after
    self.value = value
  }

  public var isWin: Bool { outcome == .win }
  public var isLoss: Bool { outcome == .loss }
  /// The tiles as (row, column), both from 0.
  public var coordinates: [(row: Int, column: Int)] {
    tiles.map { ($0 / Board.side, $0 % Board.side) }
  }

  /// Every field, as a memberwise dump printed it before moves had a mover (dumps of the
  /// player's moves compare across versions); an opponent's move names its mover.
  public var description: String {
    var side = mover == .player ? "" : ", mover: \(String(reflecting: mover))"
    if let value { side += ", value: \(value)" }
    return "Move(word: \(String(reflecting: word)), tiles: \(tiles), score: \(score), "
      + "outcome: \(String(reflecting: outcome)), safe: \(String(describing: safe)), "
      + "defence: \(defence), after: \(String(reflecting: after))\(side))"
  }
}
