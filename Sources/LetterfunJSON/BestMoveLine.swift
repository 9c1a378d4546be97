import LetterfunCore

/// The line that opens a board's answer, `Best move: WORD (+N)` (N: what the move adds to your
/// lead), the result of a finished game, or why there is no move: one wording for the command
/// line and the web page.
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
    let now = GameScore(board)
    guard !now.isFinal else {
      self.init(before: BestMoveLine.result(now), word: nil, after: "")
      return
    }
    if let pass = solution.pass {
      self.init(
        before: "Best move: pass  " + ChanceText.line(pass)
          + " (every word hands the opponent the game; pass from the game's menu)", word: nil,
        after: "")
      return
    }
    guard let best = solution.bestMove else {
      self.init(
        before: "No move: no word can be played on this board; you pass (two passes in a row "
          + "end the game).", word: nil, after: "")
      return
    }
    var after = " (\(GameScore.signed(GameScore.gain(of: best.move, on: board))))"
    if best.isWin {
      after += " WIN, ending the game \(GameScore(after: best.move).text)"
    } else if best.isLoss {
      after += " LOSS (every word loses; this one ends the game "
        + "\(GameScore(after: best.move).text))"
    } else if let chance = best.chance {
      // The engine's move: how likely it wins, and why it says so.
      after += "  " + ChanceText.line(chance)
    } else if best.safe == false {
      after += " unsafe (every word leaves the opponent a winning reply)"
    }
    // Matched by word and tiles: the list's moves are built apart from the best move.
    if let n = solution.moves.firstIndex(where: { $0.word == best.word && $0.tiles == best.tiles }) {
      if n > 0 { after += ", number \(n + 1) below" }
    } else if !solution.moves.isEmpty {
      after += ", not in the list below"
    }
    self.init(before: "Best move: ", word: best.word, after: after)
  }

  /// `Game over: you won 15–10.` (or lost): a finished board's whole answer.
  public static func result(_ score: GameScore) -> String {
    "Game over: you \(score.you > score.opponent ? "won" : "lost") \(score.text)."
  }

  private init(before: String, word: String?, after: String) {
    self.before = before
    self.word = word
    self.after = after
  }
}
