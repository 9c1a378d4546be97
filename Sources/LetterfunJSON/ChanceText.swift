import LetterfunCore

/// How the engine's chance to win is shown: a percentage (100% and 0% only when proved) and a
/// short reason, the same on the command line, in JSON and on the page.
public enum ChanceText {
  /// `62%`: a proof is 100% or 0%; an estimate stays within 1–99%.
  public static func percent(_ chance: Chance) -> String {
    if chance.reason.isProof { return chance.value >= 1 ? "100%" : "0%" }
    return "\(min(99, max(1, Int((chance.value * 100).rounded()))))%"
  }

  /// What the reason says to a player: "forces a win", "leaves no winning reply", ...
  public static func reason(_ reason: Chance.Reason) -> String {
    switch reason {
    case .winsNow: "wins now"
    case .forcesWin: "forces a win"
    case .noWinningReply: "leaves no winning reply"
    case .estimate: "the engine's estimate"
    case .givesWinningReply: "leaves the opponent a winning reply"
    case .forcedLoss: "the opponent can force a win"
    case .losesNow: "ends the game behind"
    }
  }

  /// The reason as JSON's `"reason"` gives it: `forces-win`, `no-winning-reply`, ...
  public static func code(_ reason: Chance.Reason) -> String {
    switch reason {
    case .winsNow: "wins-now"
    case .forcesWin: "forces-win"
    case .noWinningReply: "no-winning-reply"
    case .estimate: "estimate"
    case .givesWinningReply: "gives-winning-reply"
    case .forcedLoss: "forced-loss"
    case .losesNow: "loses-now"
    }
  }

  /// `62% to win — leaves no winning reply`; a forced win proved by more than a tile says by how
  /// much: `100% to win — forces a win by 5 or more`.
  public static func line(_ chance: Chance) -> String {
    let by = chance.margin.map { " by \($0) or more" } ?? ""
    return "\(percent(chance)) to win — \(reason(chance.reason))\(by)"
  }
}
