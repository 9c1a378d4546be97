import ArgumentParser
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
          letterfun solve --rank best --think 300 shot.png
          letterfun solve --json --limit 5 ~/Screenshots
          letterfun solve --board KSOGCNUPTSDONUNSRESLAOTNW:BbbrbbrbbbrbbrrRrbrRrbBbr
          letterfun solve --debug-dir /tmp/seen shot.png

        With --json each input gives one line on stdout:
          {"file": PATH, "board": {"letters", "ownership", "theme", "gamut",
           "confidence", "warnings", "header"}, "playable": N,
           "words": [{"word", "tiles", "score", "win", "loss", "safe", "value"}],
           "best": {the move to play, as in "words", plus "gain"} or null}
        ("best" is the move the text's "Best move:" line names, "gain" what it
        adds to your lead; null when the game is over or no word can be played),
        ("value", with --rank best only: the engine's chance to win after the
        move, 0 to 1), ("header": {"checked": true, "you", "opponent"} when the
        scores above the board were read and agree with its tiles, else
        {"checked": false, "why"}),
        ("theme" is null for colours of no known theme, and "palette" follows it),
        or {"file": PATH, "error": {"code", "message"}}.
        Codes: unreadable-image, not-a-board, tiles-lifted, low-confidence, and
        nothing-to-read for a folder that holds no screenshot.
        Exit status: 0 all read, 1 any refused or nothing to read, 2 usage error
        (a malformed --board, --played, --limit or --rank included).
        """
    )

    // The common lines are read by QuickArguments into a SolveRequest without making this
    // command: a new option needs its line there and a property in SolveRequest.

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

    @Option(
      help: ArgumentHelp(
        "Letter templates written by 'letterfun train' (default: the built-in ones); they read "
          + "screenshots, so a typed --board alone does not take them.", valueName: "FILE"))
    var templates: String?

    @Option(
      help: ArgumentHelp(
        "Write pictures of what was seen into this folder, for screenshots read or refused "
          + "(the grid outlined, or the best candidate and why it was refused; each tile beside "
          + "its best templates, doubtful tiles marked).", valueName: "DIR"))
    var debugDir: String?

    @Flag(help: "Let --debug-dir pictures replace files of the same name that are not images.")
    var force = false

    @Argument(help: "Screenshots (PNG or JPEG) or folders of them.")
    var paths: [String] = []

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }

    /// The values read, as the command runs them.
    var request: SolveRequest {
      SolveRequest(
        json: json, plain: plain, boards: boards, settings: solver.settings, templates: templates,
        debugDir: debugDir, force: force, paths: paths)
    }
  }
}
