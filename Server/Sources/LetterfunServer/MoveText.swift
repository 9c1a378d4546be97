import LetterfunCore
import LetterfunJSON

/// The answer of `POST /api/move`, for an iPhone Shortcut to show or speak: the best move's
/// line as the command line prints it, then the tiles to tap in order, in one short text.
enum MoveText {
  static func answer(_ solution: Solution) -> String {
    let line = BestMoveLine(solution)
    var text = line.before + (line.word ?? "") + PageResult.withoutListPlace(line.after)
    if let best = solution.bestMove, !GameScore(solution.board).isFinal {
      let taps = best.tiles.map { t in
        "\(solution.board.letters[t]) \(t / Board.side + 1)-\(t % Board.side + 1)"
      }
      text += "\nTap (row-column): " + taps.joined(separator: ", ")
    }
    if let sure = BestMoveLine.sureWin(solution) {
      text += "\n" + sure.before + (sure.word ?? "") + PageResult.withoutListPlace(sure.after)
    }
    return text + "\n"
  }

  static func refusal(_ error: any LetterfunError) -> String {
    "Not read: \(error.description)\n"
  }
}
