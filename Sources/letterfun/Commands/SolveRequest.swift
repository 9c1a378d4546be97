import ArgumentParser
import LetterfunCore

/// A `solve` command line's values as plain stored properties, and the command itself: both
/// parsers fill it through the option table (`SolveOption.apply`).
///
/// `Letterfun.Solve` holds what ArgumentParser reads in property wrappers, whose generic types
/// the Swift runtime looks up by name the first time one is made (0.6 million instructions for
/// the command's fourteen); the common lines, read by QuickArguments, build this directly and
/// never make one.
struct SolveRequest {
  var json = false
  var plain = false
  var boards: [String] = []
  var settings = SolveSettings()
  var templates: String?
  var debugDir: String?
  var force = false
  var paths: [String] = []

  /// ArgumentParser's checks of the whole line, the options' own first (as it makes them).
  func validate() throws {
    try settings.validate()
    if boards.isEmpty && paths.isEmpty {
      throw ValidationError("give screenshots, or a board with --board LETTERS[:OWNERSHIP]")
    }
    // Said rather than ignored: the player expects them to change something.
    if paths.isEmpty, templates != nil {
      throw ValidationError(
        "--templates reads letters from screenshots; a typed --board has none: give "
          + "screenshots too, or leave --templates out")
    }
    if paths.isEmpty, debugDir != nil {
      throw ValidationError(
        "--debug-dir draws what was seen in screenshots; a typed --board has none: give "
          + "screenshots too, or leave --debug-dir out")
    }
  }

  func run() throws {
    // Every argument is checked before any output: a malformed one is a usage error (2).
    let options = try settings.solveOptions
    let typed = try boards.map { text throws(UsageError) in
      do throws(BoardTextError) { return try Board(text: text) } catch { throw UsageError(error) }
    }
    if let debugDir { try DebugFolder.prepare(debugDir) }
    let engine = try settings.makeSolver()
    let environment = OutputEnvironment()
    let style = TerminalStyle.detect(fd: 1, plain: plain || json, environment: environment)
    let report = MoveReport(
      json: json, style: style, ranking: options.ranking, safeFirst: options.checksSafety,
      width: TerminalStyle.width(fd: 1, environment: environment))
    var allRead = true
    for board in typed {
      report.solved(file: nil, solution: engine.solve(board, options: options))
    }
    if !paths.isEmpty {
      let shapes = try templates.map { try LetterTemplates(contentsOf: $0) } ?? .builtIn()
      var batch = ScreenshotSolver(
        reader: BoardReader(templates: shapes), solver: engine, options: options,
        report: report)
      batch.progress = TerminalStyle.detect(fd: 2, plain: plain, environment: environment)
      batch.debugDirectory = debugDir
      batch.force = force
      // For tests, which cannot wait seconds for the estimate to show.
      if let after = environment["LETTERFUN_ESTIMATE_AFTER"].flatMap(Double.init) {
        batch.estimateAfter = after
      }
      if !batch.run(paths: paths.map(SolveRequest.systemPath)) { allRead = false }
    }
    if !allRead { throw ExitCode.failure }
  }

  /// A path argument as the bytes the system gave: the argument whose repaired text it is, when
  /// it was not UTF-8 (its text then holds U+FFFD), else its own UTF-8.
  static func systemPath(_ argument: String) -> SystemPath {
    guard argument.unicodeScalars.contains("\u{FFFD}") else { return SystemPath(argument) }
    for raw in SystemCalls.rawArguments().dropFirst()
    where String(validating: raw, as: UTF8.self) == nil
      && String(decoding: raw, as: UTF8.self) == argument
    {
      return SystemPath(bytes: raw)
    }
    return SystemPath(argument)
  }
}
