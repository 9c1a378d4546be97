import ArgumentParser
import LetterfunCore

/// Options that shape the word list: owned by the solver.
struct SolveArguments: ParsableArguments {
  // Unconditional: "--limit -1" is a wrong value, not a missing one followed by an option.
  @Option(parsing: .unconditional, help: "How many words to print per board (0 prints all).")
  var limit: Int = SolveSettings.defaultLimit

  @Option(
    help: ArgumentHelp(
      "How to order the words: 'length' (longest first, then alphabetical), 'score' "
        + "(wins first, then the score after the move, then defended tiles; losses last) or "
        + "'best' (a look-ahead over the opponent's replies and your next move; see --think).",
      valueName: "length|score|best"))
  var rank: SolveOptions.Ranking = SolveSettings.defaultRanking

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

  func validate() throws { try settings.validate() }

  /// The values read, as the command runs them.
  var settings: SolveSettings {
    SolveSettings(
      limit: limit, rank: rank, think: think, seed: seed, played: played, safe: safe, dict: dict)
  }
}

extension SolveOptions.Ranking: ExpressibleByArgument {}
