import ArgumentParser
import LetterfunCore

/// Options that shape the word list: owned by the solver.
struct SolveArguments: ParsableArguments {
  // The defaults are named: QuickArguments gives them too.
  static let defaultLimit = 20
  static let defaultRanking = SolveOptions.Ranking.length

  @Option(help: "How many words to print per board (0 prints all).")
  var limit: Int = defaultLimit

  @Option(
    help: ArgumentHelp(
      "How to order the words: 'length' (longest first, then alphabetical) or 'score' "
        + "(wins first, then the score after the move, then defended tiles; losses last).",
      valueName: "length|score"))
  var rank: SolveOptions.Ranking = defaultRanking

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
    guard limit >= 0 else { throw ValidationError("--limit must be 0 (all) or more") }
    _ = try playedWords()
  }

  func playedWords() throws -> PlayedWords {
    let words = played.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces } }
    do { return try PlayedWords(words.filter { !$0.isEmpty }) } catch {
      throw ValidationError(error.description)
    }
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
