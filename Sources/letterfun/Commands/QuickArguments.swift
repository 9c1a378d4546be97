import ArgumentParser
import LetterfunCore

/// The common command lines, read without ArgumentParser.
///
/// ArgumentParser builds every command's argument table by reflection before it reads a
/// single argument: about 11 million instructions, more than reading a small screenshot's
/// letters. The usual `solve` lines (long options with their value in the next argument,
/// flags, paths) and `--version` are read here instead; anything else — help, an unknown or
/// repeated option, `--name=value`, a value or path starting with "-", a value that does not
/// parse or validate — returns nil and goes to ArgumentParser, which reads it as it always
/// did and words the error. So a line read here gives the same command ArgumentParser would.
enum QuickArguments {
  /// What a command line asks for, when it is one of the common forms.
  enum Request {
    case version
    case solve(Letterfun.Solve)
  }

  /// The request in `arguments` (without the program's name), or nil for ArgumentParser.
  static func parse(_ arguments: ArraySlice<String>) -> Request? {
    if arguments.elementsEqual(["--version"]) { return .version }
    guard arguments.first == "solve" else { return nil }
    return solve(arguments.dropFirst()).map { .solve($0) }
  }

  private static func solve(_ arguments: ArraySlice<String>) -> Letterfun.Solve? {
    var json = false, plain = false, safe = false
    var limit: Int?, rank: SolveOptions.Ranking?
    var dict: String?, templates: String?, debugDir: String?
    var boards: [String] = [], played: [String] = [], paths: [String] = []
    var seen: Set<String> = []
    var i = arguments.startIndex
    while i < arguments.endIndex {
      let word = arguments[i]
      i += 1
      guard word.hasPrefix("-") else {
        // "help" is left to ArgumentParser, which may give it a meaning of its own.
        guard word != "help" else { return nil }
        paths.append(word)
        continue
      }
      // Options that take one value may appear once; flags once too.
      let repeatable = word == "--board" || word == "--played"
      guard repeatable || seen.insert(word).inserted else { return nil }
      switch word {
      case "--json": json = true
      case "--plain": plain = true
      case "--safe": safe = true
      case "--limit", "--rank", "--dict", "--templates", "--debug-dir", "--board", "--played":
        guard i < arguments.endIndex else { return nil }
        let value = arguments[i]
        i += 1
        guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
        switch word {
        case "--limit":
          guard let n = Int(value) else { return nil }
          limit = n
        case "--rank":
          guard let r = SolveOptions.Ranking(rawValue: value) else { return nil }
          rank = r
        case "--dict": dict = value
        case "--templates": templates = value
        case "--debug-dir": debugDir = value
        case "--board": boards.append(value)
        default: played.append(value)
        }
      default: return nil
      }
    }
    // Every stored property is set: ArgumentParser's property wrappers trap when a value that
    // was never parsed is read.
    var solver = SolveArguments()
    solver.limit = limit ?? SolveArguments.defaultLimit
    solver.rank = rank ?? SolveArguments.defaultRanking
    solver.played = played
    solver.safe = safe
    solver.dict = dict
    var command = Letterfun.Solve()
    command.json = json
    command.plain = plain
    command.boards = boards
    command.solver = solver
    command.templates = templates
    command.debugDir = debugDir
    command.paths = paths
    // A line that fails validation goes to ArgumentParser, which words the error.
    do {
      try command.solver.validate()
      try command.validate()
    } catch { return nil }
    return command
  }
}
