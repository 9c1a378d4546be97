/// Why a screenshot does not yield a board.
public enum BoardError: LetterfunError, Equatable {
  /// No 5×5 grid of lettered tiles was found (a menu, a photo, another game).
  case notABoard(String)
  /// Some tiles are out of the grid: the player is spelling a word.
  case tilesLifted(count: Int)

  public var code: String {
    switch self {
    case .notABoard: "not-a-board"
    case .tilesLifted: "tiles-lifted"
    }
  }

  public var description: String {
    switch self {
    case .notABoard(let why):
      "this does not look like a Letterpress board (\(why)); take the screenshot on the game screen"
    case .tilesLifted(let n):
      "\(n) tile\(n == 1 ? " is" : "s are") lifted out of the board (a word is being spelled); "
        + "clear the word and take the screenshot again"
    }
  }
}
