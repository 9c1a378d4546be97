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
/// The command is a plain `SolveRequest`: making ArgumentParser's `Letterfun.Solve` costs its
/// property wrappers' type look-ups even when nothing is parsed.
enum QuickArguments {
  /// What a command line asks for, when it is one of the common forms.
  enum Request {
    case version
    case solve(SolveRequest)
  }

  /// The request in `arguments` (without the program's name), or nil for ArgumentParser.
  static func parse(_ arguments: ArraySlice<String>) -> Request? {
    if arguments.elementsEqual(["--version"]) { return .version }
    guard arguments.first == "solve" else { return nil }
    return solve(arguments.dropFirst()).map { .solve($0) }
  }

  private static func solve(_ arguments: ArraySlice<String>) -> SolveRequest? {
    var json = false, plain = false, safe = false, force = false
    var limit: Int?, rank: SolveOptions.Ranking?
    var dict: String?, templates: String?, debugDir: String?
    var boards: [String] = [], played: [String] = [], paths: [String] = []
    // Which options were given (a bit each, in `names` order): all but --board and --played
    // may appear once. (A Set of strings would cost a run-time conformance lookup.)
    // (--think and --seed, rarely given, are left to ArgumentParser.)
    let names = [
      "--json", "--plain", "--safe", "--force", "--limit", "--rank", "--dict", "--templates",
      "--debug-dir", "--board", "--played",
    ]
    var seen: UInt32 = 0
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
      guard let option = names.firstIndex(of: word) else { return nil }
      if option < 9 {
        guard seen & 1 << option == 0 else { return nil }
        seen |= 1 << option
      }
      if option < 4 {
        switch option {
        case 0: json = true
        case 1: plain = true
        case 2: safe = true
        default: force = true
        }
        continue
      }
      guard i < arguments.endIndex else { return nil }
      let value = arguments[i]
      i += 1
      guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
      switch option {
      case 4:
        guard let n = Int(value) else { return nil }
        limit = n
      case 5:
        guard let r = SolveOptions.Ranking(rawValue: value) else { return nil }
        rank = r
      case 6: dict = value
      case 7: templates = value
      case 8: debugDir = value
      case 9: boards.append(value)
      default: played.append(value)
      }
    }
    var settings = SolveSettings()
    settings.limit = limit ?? SolveSettings.defaultLimit
    settings.rank = rank ?? SolveSettings.defaultRanking
    settings.played = played
    settings.safe = safe
    settings.dict = dict
    let request = SolveRequest(
      json: json, plain: plain, boards: boards, settings: settings, templates: templates,
      debugDir: debugDir, force: force, paths: paths)
    // A line that fails validation goes to ArgumentParser, which words the error.
    do { try request.validate() } catch { return nil }
    return request
  }
}
