import BenchmarkSupport
import Glibc

/// Why a match cannot go on; the message is for whoever runs the arena.
enum ArenaError: Error, CustomStringConvertible {
  case usage(String)
  case labels(LabelsError)
  case noPositions(String)
  /// The external player's program could not be started.
  case cannotRun(path: String, errno: Int32)
  /// It exited with a failure status (its own message went to stderr).
  case commandFailed(path: String, status: Int32, board: String)
  /// Its output was not the JSON `letterfun solve --json` prints, or was a refusal.
  case badAnswer(path: String, detail: String, board: String)
  /// It chose a move the rules do not allow.
  case illegalMove(player: String, word: String, why: String, board: String)

  var code: String {
    switch self {
    case .usage: "usage"
    case .labels(let e): e.code
    case .noPositions: "no-positions"
    case .cannotRun: "cannot-run-player"
    case .commandFailed: "player-failed"
    case .badAnswer: "bad-player-answer"
    case .illegalMove: "illegal-move"
    }
  }

  var description: String {
    switch self {
    case .usage(let why): why
    case .labels(let e): e.description
    case .noPositions(let path): "\(path) holds no unfinished board to play from"
    case .cannotRun(let path, let errno):
      "cannot start \(path): \(System.errorText(errno))"
    case .commandFailed(let path, let status, let board):
      "\(path) failed (status \(status)) on the board \(board)"
    case .badAnswer(let path, let detail, let board):
      "\(path) gave no move the arena can read on the board \(board): \(detail)"
    case .illegalMove(let player, let word, let why, let board):
      "\(player) played \(word) on the board \(board), which the rules refuse: \(why)"
    }
  }
}
