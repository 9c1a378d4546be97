/// The engine's chance to win after a move, and the reason for it. 1 and 0 are proofs (every
/// reply, every tile choice); an estimate lies strictly between them.
public struct Chance: Sendable, Equatable {
  /// Why the chance is what it is, strongest first: what a player is told beside the move.
  public enum Reason: String, Sendable, Equatable, CaseIterable {
    /// The move fills the board with you ahead (1).
    case winsNow
    /// Whatever the opponent replies, with any tiles, you can still win (1).
    case forcesWin
    /// No reply wins at once for the opponent (checked); the chance is an estimate.
    case noWinningReply
    /// An estimate from the look-ahead; the opponent's replies were not all checked.
    case estimate
    /// The opponent has a reply that wins at once (0).
    case givesWinningReply
    /// Whatever you play after it, the opponent can force a win (0).
    case forcedLoss
    /// The move fills the board with the opponent ahead (0).
    case losesNow

    /// Whether the reason is a proof of the outcome (the chance is then 1 or 0).
    public var isProof: Bool {
      switch self {
      case .winsNow, .forcesWin, .givesWinningReply, .forcedLoss, .losesNow: true
      case .noWinningReply, .estimate: false
      }
    }
  }

  /// 0–1: exactly 1 or 0 when `reason` is a proof, strictly between otherwise.
  public let value: Double
  public let reason: Reason
  /// A forced win proved to be by at least this many tiles, when more than 1 was proved (a game
  /// is scored by its margin); nil otherwise.
  public let margin: Int?

  /// A proved outcome: 1 for a win, 0 for a loss; `margin`, a forced win's proved margin.
  init(proof reason: Reason, margin: Int? = nil) {
    precondition(reason.isProof, "only a proof is certain")
    self.reason = reason
    self.margin = reason == .forcesWin && (margin ?? 0) > 1 ? margin : nil
    switch reason {
    case .winsNow, .forcesWin: value = 1
    default: value = 0
    }
  }

  /// An estimate, kept strictly inside (0, 1) whatever the evaluation says.
  init(estimate: Double, safe: Bool) {
    reason = safe ? .noWinningReply : .estimate
    margin = nil
    value = min(max(estimate, Chance.leastEstimate), 1 - Chance.leastEstimate)
  }

  /// How close to certain an estimate may come: it prints as at most 99.9%.
  static let leastEstimate = 0.001
}
