import LetterfunCore

/// The `solve` command's options, each declared here once: its name, its help, whether it takes
/// a value (once, or repeatedly), and how that value is read into a `SolveRequest`.
///
/// Both parsers are driven by this table. QuickArguments reads the common lines with it alone,
/// without ArgumentParser's start-up cost; ArgumentParser's `Letterfun.Solve` makes one property
/// from each entry (`@Option(.limit)`), for help, completions and the man page, and hands what it
/// parsed back through `apply`. So a value means the same whichever parser read it, and a new
/// option is a new case here: the compiler then asks for its name, help and reading, and for its
/// property in `Solve` (whose `values(of:)` switches over every case).
enum SolveOption: Int, CaseIterable {
  case json, plain, board, limit, rank, think, seed, played, safe, dict, templates, debugDir, force

  /// How an option is written on the command line.
  enum Kind {
    /// `--name`, at most once.
    case flag
    /// `--name VALUE`, at most once.
    case value
    /// `--name VALUE`, any number of times.
    case repeated
  }

  var kind: Kind {
    switch self {
    case .json, .plain, .safe, .force: .flag
    case .board, .played: .repeated
    case .limit, .rank, .think, .seed, .dict, .templates, .debugDir: .value
    }
  }

  /// The long name, without its dashes.
  var name: String {
    switch self {
    case .json: "json"
    case .plain: "plain"
    case .board: "board"
    case .limit: "limit"
    case .rank: "rank"
    case .think: "think"
    case .seed: "seed"
    case .played: "played"
    case .safe: "safe"
    case .dict: "dict"
    case .templates: "templates"
    case .debugDir: "debug-dir"
    case .force: "force"
    }
  }

  /// Whether the value may start with a dash (`--limit -1` is a wrong value, not a missing one
  /// followed by an option).
  var takesDashedValue: Bool { self == .limit || self == .think || self == .seed }

  /// The value's name in help, nil for a flag.
  var valueName: String? {
    switch self {
    case .json, .plain, .safe, .force: nil
    case .board: "LETTERS[:OWNERSHIP]"
    case .limit: "N"
    case .rank: "length|score|best"
    case .think: "MS"
    case .seed: "N"
    case .played: "WORD[,WORD...]"
    case .dict: "PATH"
    case .templates: "FILE"
    case .debugDir: "DIR"
    }
  }

  var help: String {
    switch self {
    case .json: "One JSON object per input, one line each, and nothing else on stdout."
    case .plain: "Plain text: no colours (also when NO_COLOR is set or stdout is not a terminal)."
    case .board:
      "A typed board instead of a screenshot: 25 letters row by row, optionally ':' and 25 "
        + "owners (w unclaimed, b/B yours, r/R the opponent's). Repeatable."
    case .limit: "How many words to list per board (0 lists all; default \(SolveSettings.defaultLimit))."
    case .rank:
      "How to order the list: 'length' (longest first, then alphabetical; the default), "
        + "'score' (wins first, then the score after the move, then defended tiles; losses "
        + "last) or 'best' (the engine's order, by each move's chance to win)."
    case .think:
      "How long the engine thinks about the Best move (and, with --rank best, the list), in "
        + "milliseconds of fixed work: the same answer on a busy machine, only slower; 0 takes "
        + "the instant choice, the best by score (default \(SolveOptions.defaultThink))."
    case .seed:
      "Breaks ties between equally good moves in the engine (same board, --think and --seed: "
        + "same answer; default 0)."
    case .played: "Words already played: they and every prefix of them are refused (repeatable)."
    case .safe: "Mark each move after which the opponent has a winning reply; rank those lower."
    case .dict:
      "A word list (one word a line) or a dictionary compiled by 'letterfun dict compile'; "
        + "default: the built-in English list."
    case .templates:
      "Letter templates written by 'letterfun train' (default: the built-in ones); they read "
        + "screenshots, so a typed --board alone does not take them."
    case .debugDir:
      "Write pictures of what was seen into this folder, for screenshots read or refused "
        + "(the grid outlined, or the best candidate and why it was refused; each tile beside "
        + "its best templates, doubtful tiles marked)."
    case .force: "Let --debug-dir pictures replace files of the same name that are not images."
    }
  }

  /// The values a completion script offers, when they are a fixed few.
  var choices: [String] {
    self == .rank ? SolveOptions.Ranking.allCases.map(\.rawValue) : []
  }

  /// The option written as `--name`.
  init?(spelled word: String) {
    guard word.hasPrefix("--") else { return nil }
    let name = word.dropFirst(2)
    for option in SolveOption.allCases where option.name == name {
      self = option
      return
    }
    return nil
  }

  /// Reads one value into `request` (a flag's is ""): nil when done, else why the value is
  /// wrong, worded for the player (ArgumentParser's `validate` throws it as a usage error).
  func apply(_ value: String, to request: inout SolveRequest) -> String? {
    switch self {
    case .json: request.json = true
    case .plain: request.plain = true
    case .safe: request.settings.safe = true
    case .force: request.force = true
    case .board: request.boards.append(value)
    case .played: request.settings.played.append(value)
    case .dict: request.settings.dict = value
    case .templates: request.templates = value
    case .debugDir: request.debugDir = value
    case .limit:
      guard let n = Int(value) else { return "--limit takes a number of words, not '\(value)'" }
      request.settings.limit = n
    case .rank:
      guard let r = SolveOptions.Ranking(rawValue: value) else {
        return "--rank takes length, score or best, not '\(value)'"
      }
      request.settings.rank = r
    case .think:
      guard let ms = Int(value) else { return "--think takes milliseconds, not '\(value)'" }
      request.settings.think = ms
    case .seed:
      guard let n = UInt64(value) else { return "--seed takes a whole number, not '\(value)'" }
      request.settings.seed = n
    }
    return nil
  }
}
