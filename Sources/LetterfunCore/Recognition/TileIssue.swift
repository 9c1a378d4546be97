/// Something doubtful about one tile: as a doubt it makes the reader refuse the board, as a
/// warning it is told to the player beside a board that is still read.
public struct TileIssue: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, stable for scripts and tests (the message may be reworded).
  public enum Code: String, Sendable, CaseIterable {
    /// The letter matches its template too weakly, or too nearly another letter's.
    case letterUnsure = "letter-unsure"
    /// Nothing on the tile stands out from it as a letter.
    case noLetter = "no-letter"
    /// The tile is not flat with a letter in it: something lies over it.
    case tileCovered = "tile-covered"
    /// The tile's colour is no owner's colour of the palette.
    case colourUnknown = "colour-unknown"
    /// Drawn defended (or not) against what its neighbours' owners say.
    case defenceMismatch = "defence-mismatch"
    /// The colour is no known theme's, and the board does not show whose it is.
    case ownerUnclear = "owner-unclear"
    /// A warning about the whole board (told at its first tile): the scores above it agree
    /// only with the sides swapped, and the board was read that way.
    case sidesSwapped = "sides-swapped"
  }

  public var code: Code
  /// Counted from 0, like `Board.index(row:column:)`.
  public var row: Int
  public var column: Int
  /// The player's text: for a doubt the reason after its tile's position, for a warning the
  /// whole sentence, position included.
  public var message: String

  public init(_ code: Code, row: Int, column: Int, message: String) {
    self.code = code
    self.row = row
    self.column = column
    self.message = message
  }

  /// The tile's index on the board (row by row).
  public var tile: Int { Board.index(row: row, column: column) }

  public var description: String { "\(code.rawValue) at row \(row + 1), column \(column + 1)" }
}
