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
    after += BestMoveLine.place(of: best, in: solution.moves)
    self.init(before: "Best move: ", word: best.word, after: after)
  }

  /// The line under it when the best move plays on past a proved win for more (`Solution.sureWin`),
  /// `Sure win: WORD (+N)  100% to win — forces a win by M or more`; nil otherwise.
  public static func sureWin(_ solution: Solution) -> BestMoveLine? {
    guard let win = solution.sureWin, let chance = win.chance,
      !GameScore(solution.board).isFinal
    else { return nil }
    let gain = GameScore.signed(GameScore.gain(of: win.move, on: solution.board))
    return BestMoveLine(
      before: "Sure win: ", word: win.word,
      after: " (\(gain))  " + ChanceText.line(chance) + place(of: win, in: solution.moves))
  }

  /// Where `move` is in the list shown: matched by word and tiles, since the list's moves are
  /// built apart from the best move.
  private static func place(of move: RankedMove, in moves: [RankedMove]) -> String {
    if let n = moves.firstIndex(where: { $0.word == move.word && $0.tiles == move.tiles }) {
      return n > 0 ? ", number \(n + 1) below" : ""
    }
    return moves.isEmpty ? "" : ", not in the list below"
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
