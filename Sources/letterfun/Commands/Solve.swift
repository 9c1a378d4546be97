import ArgumentParser
import LetterfunCore

extension Letterfun {
  struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Read screenshots (or a typed board) and list the words to play."
    )

    @Flag(help: "One JSON object per input, one line each.")
    var json = false

    @Option(
      name: .customLong("board"),
      help: ArgumentHelp(
        "A typed board instead of a screenshot: 25 letters row by row, optionally ':' and 25 "
          + "owners (w unclaimed, b/B yours, r/R the opponent's). Repeatable.",
        valueName: "LETTERS[:OWNERSHIP]"))
    var boards: [String] = []

    @OptionGroup var solver: SolverOptions

    @Option(help: "Letter templates written by 'letterfun train' (default: the built-in ones).")
    var templates: String?

    @Argument(help: "Screenshots (PNG or JPEG) or folders of them.")
    var paths: [String] = []

    func validate() throws {
      if boards.isEmpty && paths.isEmpty {
        throw ValidationError("give screenshots, or a board with --board LETTERS[:OWNERSHIP]")
      }
    }

    func run() throws {
      let engine = try solver.makeSolver()
      let options = try solver.solveOptions
      let report = MoveReport(json: json)
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
        let reader = BoardReader(templates: try templates.map { try LetterTemplates(contentsOf: $0) } ?? .builtIn())
        let batch = ScreenshotSolver(
          reader: reader, solver: engine, options: options, report: report)
        if !batch.run(paths: paths) { allRead = false }
      }
      if !allRead { throw ExitCode.failure }
    }
  }
}
