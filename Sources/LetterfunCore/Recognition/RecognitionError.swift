/// Why the letters (or owners) of a found board cannot be trusted.
public enum RecognitionError: LetterfunError, Equatable {
  /// Tiles that cannot be read with confidence (one issue per doubt, in board order); a guess
  /// would make every suggestion wrong.
  case lowConfidence([TileIssue])
  /// The scores above the board disagree with its tile counts (`board` the player's tiles,
  /// `boardOpponent` the opponent's), and swapping the sides does not explain it: some owner
  /// was misread.
  case headerMismatch(you: Int, opponent: Int, board: Int, boardOpponent: Int)

  public var code: String {
    switch self {
    case .lowConfidence: "low-confidence"
    case .headerMismatch: "header-mismatch"
    }
  }

  public var description: String {
    switch self {
    case .lowConfidence(let doubts):
      // One entry per tile, its reasons joined: the player reads tiles, not checks.
      var tiles: [(tile: Int, text: String)] = []
      for d in doubts {
        if let last = tiles.last, last.tile == d.tile {
          tiles[tiles.count - 1].text += "; " + d.message
        } else {
          tiles.append((d.tile, "row \(d.row + 1), column \(d.column + 1): \(d.message)"))
        }
      }
      let list = tiles.prefix(5).map(\.text).joined(separator: " | ")
      let more = tiles.count > 5 ? " and \(tiles.count - 5) more" : ""
      return "cannot read every tile with confidence: \(list)\(more)"
    case .headerMismatch(let you, let opponent, let board, let boardOpponent):
      return "the tile colours disagree with the scores above the board: the scores say you "
        + "\(you) and your opponent \(opponent), the tiles read \(board) and \(boardOpponent); "
        + "some tile's owner was misread, so no board is given"
    }
  }
}
