/// One word to play by one side (the mover), with the tiles to use and what it does to the
/// game; score and outcome are the mover's. What an engine thinks of it (safety, chance to win)
/// is the solver's: `RankedMove`.
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
  /// The mover's defended tiles minus the other side's after the move (the tie-break between
  /// equal scores).
  public let defence: Int
  /// The position after the move.
  public let after: Position

  public init(
    word: String, tiles: TileList, mover: Side = .player, score: Int, outcome: Outcome,
    defence: Int, after: Position
  ) {
    self.word = word
    self.tiles = tiles
    self.mover = mover
    self.score = score
    self.outcome = outcome
    self.defence = defence
    self.after = after
  }

  public var isWin: Bool { outcome == .win }
  public var isLoss: Bool { outcome == .loss }
  /// The tiles as (row, column), both from 0.
  public var coordinates: [(row: Int, column: Int)] {
    tiles.map { ($0 / Board.side, $0 % Board.side) }
  }

  /// Every field, as a memberwise dump prints them; an opponent's move names its mover.
  public var description: String {
    let side = mover == .player ? "" : ", mover: \(String(reflecting: mover))"
    return "Move(word: \(String(reflecting: word)), tiles: \(tiles), score: \(score), "
      + "outcome: \(String(reflecting: outcome)), defence: \(defence), "
      + "after: \(String(reflecting: after))\(side))"
  }
}
