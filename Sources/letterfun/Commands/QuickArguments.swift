import LetterfunCore

/// The common command lines, read without ArgumentParser.
///
/// ArgumentParser builds every command's argument table by reflection before it reads a
/// single argument: about 11 million instructions, more than reading a small screenshot's
/// letters. `solve` lines whose options are written `--name` or `--name VALUE` (the table in
/// `SolveOption`), and `--version`, are read here instead; anything else — help, an unknown or
/// repeated option, `--name=value`, a value or path starting with "-", a value that does not
/// parse or validate — returns nil and goes to ArgumentParser, which reads it through the same
/// table and words the error. So a line read here gives the same command ArgumentParser would.
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
    var request = SolveRequest()
    // Which options were given, a bit each: all but the repeatable ones may appear once. (A
    // Set would cost a run-time conformance look-up.)
    var seen: UInt64 = 0
    var i = arguments.startIndex
    while i < arguments.endIndex {
      let word = arguments[i]
      i += 1
      guard word.hasPrefix("-") else {
        // "help" is left to ArgumentParser, which may give it a meaning of its own.
        guard word != "help" else { return nil }
        request.paths.append(word)
        continue
      }
      guard let option = SolveOption(spelled: word) else { return nil }
      if option.kind != .repeated {
        guard seen & 1 << option.rawValue == 0 else { return nil }
        seen |= 1 << option.rawValue
      }
      var value = ""
      if option.kind != .flag {
        guard i < arguments.endIndex else { return nil }
        value = arguments[i]
        i += 1
        guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
      }
      guard option.apply(value, to: &request) == nil else { return nil }
    }
    // A line that fails validation goes to ArgumentParser, which words the error.
    do { try request.validate() } catch { return nil }
    return request
  }
}
