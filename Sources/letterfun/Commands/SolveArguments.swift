import ArgumentParser
import LetterfunCore

/// Options that shape the word list: owned by the solver.
struct SolveArguments: ParsableArguments {
  // The defaults are named: QuickArguments gives them too.
  static let defaultLimit = 20
  static let defaultRanking = SolveOptions.Ranking.length

  // Unconditional: "--limit -1" is a wrong value, not a missing one followed by an option.
  @Option(parsing: .unconditional, help: "How many words to print per board (0 prints all).")
  var limit: Int = defaultLimit

  @Option(
    help: ArgumentHelp(
      "How to order the words: 'length' (longest first, then alphabetical), 'score' "
        + "(wins first, then the score after the move, then defended tiles; losses last) or "
        + "'best' (a look-ahead over the opponent's replies and your next move; see --think).",
      valueName: "length|score|best"))
  var rank: SolveOptions.Ranking = defaultRanking

  @Option(
    help: ArgumentHelp(
      "With --rank best: how long to think, in milliseconds of fixed work (the same answer on "
        + "a busy machine, only slower; default \(SolveOptions.defaultThink)).",
      valueName: "MS"))
  var think: Int?

  @Option(
    help: ArgumentHelp(
      "With --rank best: breaks ties between equally good moves (same board, --think and "
        + "--seed: same answer; default 0).", valueName: "N"))
  var seed: UInt64?

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
    let words = played.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces } }
    do { return try PlayedWords(words.filter { !$0.isEmpty }) } catch { throw UsageError(error) }
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
