import LetterfunCore

/// The line that opens a board's answer, `Best move: WORD (+N)` (N: what the move adds to your
/// lead), or why there is no move: one wording for the command line and the web page.
public struct BestMoveLine: Sendable, Equatable {
  /// The text before the word, or the whole line when there is no move.
  public var before: String
  /// The move's word; nil when there is no move.
  public var word: String?
  /// The text after the word: the gain, WIN/LOSS/unsafe, and where the move is in the list.
  public var after: String

  /// The whole line as plain text.
  public var text: String { before + (word ?? "") + after }

  /// The line for a solved board, whose `moves` are the list shown below it.
  public init(_ solution: Solution) {
    let board = solution.board
    let taken = board.owners.filter { $0 != .unclaimed }.count
    guard taken < Board.tileCount else {
      self.init(before: "No move: the game is over, every tile is taken.", word: nil, after: "")
      return
    }
    guard let best = solution.bestMove else {
      self.init(before: "No move: no word can be played on this board.", word: nil, after: "")
      return
    }
    var after = " (+\(best.score - BoardJSON.lead(board)))"
    if best.isWin {
      let you = best.after.player.nonzeroBitCount
      let them = best.after.opponent.nonzeroBitCount
      after += " WIN, ending the game \(you) - \(them)"
    } else if best.isLoss {
      after += " LOSS (every word ends the game behind)"
    } else if best.safe == false {
      after += " unsafe (every word leaves the opponent a winning reply)"
    }
    // Matched by word: the list's moves are built apart from the best move.
    if let n = solution.moves.firstIndex(where: { $0.word == best.word }) {
      if n > 0 { after += ", number \(n + 1) below" }
    } else if !solution.moves.isEmpty {
      after += ", not in the list below"
    }
    self.init(before: "Best move: ", word: best.word, after: after)
  }

  private init(before: String, word: String?, after: String) {
    self.before = before
    self.word = word
    self.after = after
  }
}
