import ArgumentParser
import LetterfunCore

/// The options that shape the word list and the Best move, as plain values (part of a
/// `SolveRequest`, filled through `SolveOption`).
struct SolveSettings {
  static let defaultLimit = 20
  static let defaultRanking = SolveOptions.Ranking.length

  var limit = defaultLimit
  var rank = defaultRanking
  var think: Int?
  var seed: UInt64?
  var played: [String] = []
  var safe = false
  var dict: String?

  /// The checks of these options (`SolveRequest.validate` calls this).
  func validate() throws {
    guard limit >= 0 else {
      throw ValidationError("--limit takes 0 (all) or more words, not \(limit)")
    }
    if rank != .best && (think != nil || seed != nil) {
      throw ValidationError("--think and --seed tune --rank best: add --rank best")
    }
    if let think, think < 0 || think > 60_000 {
      throw ValidationError("--think must be 0 to 60000 milliseconds")
    }
  }

  /// The words of `--played`; a malformed one is a usage error with its own code (checked in
  /// `run`, since errors thrown by `validate` lose their type).
  func playedWords() throws(UsageError) -> PlayedWords {
    // Added one by one: PlayedWords' generic initialiser, called from this module unspecialised,
    // looks its sequence's iterator up at run time (0.2 million instructions a run).
    var words = PlayedWords()
    for list in played {
      for word in list.split(separator: ",") {
        let trimmed = word.trimmingSpaces
        if trimmed.isEmpty { continue }
        do { try words.add(trimmed) } catch { throw UsageError(error) }
      }
    }
    return words
  }

  var solveOptions: SolveOptions {
    get throws {
      SolveOptions(
        ranking: rank, played: try playedWords(), checksSafety: safe, limit: limit,
        thinkMilliseconds: think ?? SolveOptions.defaultThink, seed: seed ?? 0)
    }
  }

  /// The solver with the chosen dictionary (throws a `DictionaryError`, printed as is).
  func makeSolver() throws -> Solver {
    let trie =
      try dict.map { path throws(DictionaryError) in
        try WordGraph.load(path: path) { skipped in
          // Said once, when the list is compiled (later runs use the compiled copy).
          if let summary = skipped.summary { printError("\(path): compiled; \(summary)") }
        }
      }
      ?? WordGraph.builtIn()
    return Solver(dictionary: trie)
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
