import ArgumentParser
import LetterfunCore

/// Options that shape the word list: owned by the solver.
struct SolveArguments: ParsableArguments {
  // Unconditional: "--limit -1" is a wrong value, not a missing one followed by an option.
  @Option(parsing: .unconditional, help: "How many words to print per board (0 prints all).")
  var limit: Int = 20

  @Option(
    help: ArgumentHelp(
      "How to order the words: 'length' (longest first, then alphabetical) or 'score' "
        + "(wins first, then the score after the move, then defended tiles; losses last).",
      valueName: "length|score"))
  var rank: SolveOptions.Ranking = .length

  @Option(
    help: ArgumentHelp(
      "Words already played: they and every prefix of them are refused (repeatable).",
      valueName: "WORD[,WORD...]"))
  var played: [String] = []

  @Flag(help: "Mark each move after which the opponent has a winning reply; rank those lower.")
  var safe = false

  @Option(
    help: ArgumentHelp(
      "A word list (one word a line) or a dictionary compiled by 'letterfun dict compile'; "
        + "default: the built-in English list.",
      valueName: "PATH"))
  var dict: String?

  func validate() throws {
    guard limit >= 0 else {
      throw ValidationError("--limit takes 0 (all) or more words, not \(limit)")
    }
  }

  /// The words of `--played`; a malformed one is a usage error with its own code (checked in
  /// `run`, since errors thrown by `validate` lose their type).
  func playedWords() throws(UsageError) -> PlayedWords {
    let words = played.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces } }
    do { return try PlayedWords(words.filter { !$0.isEmpty }) } catch { throw UsageError(error) }
  }

  var solveOptions: SolveOptions {
    get throws {
      SolveOptions(ranking: rank, played: try playedWords(), checksSafety: safe, limit: limit)
    }
  }

  /// The solver with the chosen dictionary (throws a `DictionaryError`, printed as is).
  func makeSolver() throws -> Solver {
    let trie =
      try dict.map { path throws(DictionaryError) in try WordGraph.load(path: path) }
      ?? WordGraph.builtIn()
    return Solver(dictionary: trie)
  }
}

extension SolveOptions.Ranking: ExpressibleByArgument {}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
