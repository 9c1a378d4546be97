import LetterfunCore
import LetterfunJSON

/// The answer of `POST /api/move`, for an iPhone Shortcut to show or speak: the best move's
/// line as the command line prints it, then the tiles to tap in order, in one short text.
enum MoveText {
  static func answer(_ solution: Solution) -> String {
    var text = PageResult.lineText(BestMoveLine(solution))
    if let best = solution.bestMove, !GameScore(solution.board).isFinal {
      let taps = best.tiles.map { t in
        "\(solution.board.letters[t]) \(t / Board.side + 1)-\(t % Board.side + 1)"
      }
      text += "\nTap (row-column): " + taps.joined(separator: ", ")
    }
    if let sure = BestMoveLine.sureWin(solution) {
      text += "\n" + PageResult.lineText(sure)
    }
    return text + "\n"
  }

  static func refusal(_ error: any LetterfunError) -> String {
    "Not read: \(error.description)\n"
  }
}
