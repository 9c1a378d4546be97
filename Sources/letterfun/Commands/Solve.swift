import ArgumentParser
import FoundationEssentials
import LetterfunCore

extension Letterfun {
  struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "solve",
      abstract: "Read screenshots (or a typed board) and list the words to play.",
      discussion: """
        Screenshots are PNG or JPEG files (recognised by content), or folders of
        them; folders are solved in parallel on all cores and results come in
        input order.

        Examples:
          letterfun solve shot.png
          letterfun solve --rank score --safe --played horseradish shot.png
          letterfun solve --json --limit 5 ~/Screenshots
          letterfun solve --board KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr
          letterfun solve --debug-dir /tmp/seen shot.png

        With --json each input gives one line on stdout:
          {"file": PATH, "board": {"letters", "ownership", "theme", "gamut",
           "confidence", "warnings"}, "playable": N,
           "words": [{"word", "tiles", "score", "win", "loss", "safe"}]}
        ("theme" is null for colours of no known theme, and "palette" follows it),
        or {"file": PATH, "error": {"code", "message"}}.
        Codes: unreadable-image, not-a-board, tiles-lifted, low-confidence.
        Exit status: 0 all read, 1 any refused, 2 usage error.
        """
    )

    // QuickArguments builds this command for the common lines without ArgumentParser and sets
    // every property: a new one needs its line there (a property never set traps when read).

    @Flag(help: "One JSON object per input, one line each, and nothing else on stdout.")
    var json = false

    @Flag(help: "Plain text: no colours (also when NO_COLOR is set or stdout is not a terminal).")
    var plain = false

    @Option(
      name: .customLong("board"),
      help: ArgumentHelp(
        "A typed board instead of a screenshot: 25 letters row by row, optionally ':' and 25 "
          + "owners (w unclaimed, b/B yours, r/R the opponent's). Repeatable.",
        valueName: "LETTERS[:OWNERSHIP]"))
    var boards: [String] = []

    @OptionGroup var solver: SolveArguments

    @Option(help: "Letter templates written by 'letterfun train' (default: the built-in ones).")
    var templates: String?

    @Option(
      help: ArgumentHelp(
        "Write pictures of what was seen (the board outlined, each tile beside its best "
          + "templates) into this folder.", valueName: "DIR"))
    var debugDir: String?

    @Argument(help: "Screenshots (PNG or JPEG) or folders of them.")
    var paths: [String] = []

    func validate() throws {
      if boards.isEmpty && paths.isEmpty {
        throw ValidationError("give screenshots, or a board with --board LETTERS[:OWNERSHIP]")
      }
    }

    func run() throws {
      let engine = try solver.makeSolver()
      var options = try solver.solveOptions
      // JSON lines have no best-move field.
      options.findsBestMove = !json
      let environment = processEnvironment()
      let style = TerminalStyle.detect(fd: 1, plain: plain || json, environment: environment)
      let report = MoveReport(
        json: json, style: style, ranking: options.ranking, safeFirst: options.checksSafety,
        width: TerminalStyle.width(fd: 1, environment: environment))
      var allRead = true
      for text in boards {
        do {
          let board = try Board(text: text)
          report.solved(file: nil, solution: engine.solve(board, options: options))
        } catch {
          report.refused(file: nil, input: text, error: error)
          allRead = false
        }
      }
      if !paths.isEmpty {
        let shapes = try templates.map { try LetterTemplates(contentsOf: $0) } ?? .builtIn()
        var batch = ScreenshotSolver(
          reader: BoardReader(templates: shapes), solver: engine, options: options,
          report: report)
        batch.progress = TerminalStyle.detect(fd: 2, plain: plain, environment: environment)
        if let debugDir {
          do {
            try FileManager.default.createDirectory(
              atPath: debugDir, withIntermediateDirectories: true)
          } catch { throw ValidationError("cannot create --debug-dir \(debugDir): \(error)") }
        }
        batch.debugDirectory = debugDir
        if !batch.run(paths: paths) { allRead = false }
      }
      if !allRead { throw ExitCode.failure }
    }
  }
}
