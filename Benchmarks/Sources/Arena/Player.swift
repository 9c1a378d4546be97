@_spi(Internals) import LetterfunCore

/// One side of a match.
struct Player: Sendable {
  enum Kind: Sendable {
    /// letterfun's solver in this process, with these options (the seed is set per game).
    case engine(SolveOptions)
    /// The two-ply reference (Benchmarks/Sources/Reference).
    case reference
    /// Another letterfun binary.
    case command(ExternalEngine)
  }

  let name: String
  let kind: Kind

  /// `text`: length, score, safe, best, best:MS, reference or cmd:PATH; `extra`: arguments
  /// added to a cmd player's every run (e.g. "--think 300").
  init(_ text: String, think: Int, extra: [String]) throws(ArenaError) {
    name = text
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    switch parts.first {
    // No look-ahead for the plain rankings: their first move does not depend on it, and
    // the engine's best move (found whenever the budget is above 0) would only cost time.
    case "length":
      kind = .engine(SolveOptions(ranking: .length, limit: 1, thinkMilliseconds: 0))
    case "score": kind = .engine(SolveOptions(ranking: .score, limit: 1, thinkMilliseconds: 0))
    case "safe":
      kind = .engine(
        SolveOptions(ranking: .score, checksSafety: true, limit: 1, thinkMilliseconds: 0))
    case "best":
      var ms = think
      if parts.count > 1 {
        guard let given = Int(parts[1]), given >= 0 else {
          throw .usage("best:MS takes a budget in milliseconds, not \(parts[1])")
        }
        ms = given
      }
      kind = .engine(SolveOptions(ranking: .best, limit: 1, thinkMilliseconds: ms))
    case "reference": kind = .reference
    case "cmd":
      guard parts.count > 1, !parts[1].isEmpty else { throw .usage("cmd:PATH needs a path") }
      kind = .command(ExternalEngine(path: parts[1], extraArguments: extra))
    default:
      throw .usage(
        "unknown player \(text): length, score, safe, best, best:MS, reference, cmd:PATH")
    }
    if !extra.isEmpty, case .command = kind {
    } else if !extra.isEmpty {
      throw .usage("--a-args and --b-args are for cmd:PATH players only")
    }
  }

  /// Whether the process CPU clock times this player's moves only when games run one at a
  /// time (an in-process engine uses threads of its own).
  var needsProcessClock: Bool {
    if case .engine = kind { return true }
    return false
  }
}
