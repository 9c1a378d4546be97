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

        The text opens with "Best move: WORD (+N)  62% to win - reason": +N is
        what the move adds to your lead (1 per unclaimed tile it takes, 2 per
        undefended tile of the opponent's), the same number as on its row; the
        percentage is the engine's chance to win after it, 100% or 0% only when
        proved ("wins now", "forces a win"; "the opponent can force a win",
        "leaves the opponent a winning reply", "ends the game behind"), else an
        estimate ("leaves no winning reply": checked over every reply; "the
        engine's estimate"). --think 0 gives the instant choice, the first by
        score, with no percentage. Then the board (the move's tiles numbered in
        the word's order), the score as tiles held, yours first (8-8), and the
        list under a line naming its columns: rank,
        word, len (letters), gain (+N), after (the score after the move, you
        first), chance (with --rank best), result (WIN or LOSS when it ends the
        game, unsafe when it leaves the opponent a winning reply), the tiles as
        (row,column). A finished board prints its result and no list. A side
        with no word to play passes; two passes in a row end the game. When the
        best move is an open one the engine expects to win by more than a
        proved win it passes over, a second line names that win: "Sure win:
        WORD (+N)  100% to win - forces a win by M or more".

        With --json each input gives one line on stdout:
          {"file": PATH, "board": {"letters", "ownership", "theme", "gamut",
           "confidence", "warnings", "header"}, "playable": N,
           "words": [{"word", "tiles", "score", "win", "loss", "safe", "value",
                      "reason", "margin", "gain"}],
           "best": {the move to play, as in "words"} or null,
           "sureWin": {a proved win, as in "words"}, only when "best" passes it}
        ("gain": what the move adds to your lead, the +N of the text; "score":
        your tiles minus the opponent's after it; "safe": null when not
        checked; "value" and "reason", when the engine judged the move: its
        chance to win after it, 0 to 1, and why, e.g. "forces-win",
        "no-winning-reply"; "margin", only on a forced win proved by more than
        a tile: the least it wins by, as the text's "forces a win by 5 or
        more"; "best" is the move the "Best move:" line names,
        null when no word can be played; "sureWin" the "Sure win:" line's),
        ("theme" is null for colours of no
        known theme, and "palette" follows it), ("header": {"checked": true,
        "you", "opponent"} when the scores above the board were read and agree
        with its tiles, else {"checked": false, "why"}); a finished board has "result":
        {"winner", "you", "opponent"} and no words; or
        {"file": PATH, "error": {"code", "message"}}.
        Codes: unreadable-image, not-a-board, tiles-lifted, low-confidence, and
        nothing-to-read for a folder that holds no screenshot.
        Exit status: 0 all read, 1 any refused or nothing to read, 2 usage error
        (a malformed --board, --played, --limit or --rank included).
        """
    )

    // One property per entry of the option table (`SolveOption`), made from it: the table
    // holds each option's name, help and reading; these only let ArgumentParser see them.
    @Flag(.json) var json: Bool
    @Flag(.plain) var plain: Bool
    @Option(.board) var boards: [String]
    @Option(.limit) var limit: String?
    @Option(.rank) var rank: String?
    @Option(.think) var think: String?
    @Option(.seed) var seed: String?
    @Option(.played) var played: [String]
    @Flag(.safe) var safe: Bool
    @Option(.dict) var dict: String?
    @Option(.templates) var templates: String?
    @Option(.debugDir) var debugDir: String?
    @Flag(.force) var force: Bool

    @Argument(help: "Screenshots (PNG or JPEG) or folders of them.")
    var paths: [String] = []

    /// What ArgumentParser read for `option`, as the words given (a flag's: one "").
    func values(of option: SolveOption) -> [String] {
      func one(_ value: String?) -> [String] { value.map { [$0] } ?? [] }
      return switch option {
      case .json: json ? [""] : []
      case .plain: plain ? [""] : []
      case .safe: safe ? [""] : []
      case .force: force ? [""] : []
      case .board: boards
      case .played: played
      case .limit: one(limit)
      case .rank: one(rank)
      case .think: one(think)
      case .seed: one(seed)
      case .dict: one(dict)
      case .templates: one(templates)
      case .debugDir: one(debugDir)
      }
    }

    func validate() throws { try request().validate() }

    func run() throws { try request().run() }

    /// The values read, through the option table, as the command runs them.
    func request() throws -> SolveRequest {
      var request = SolveRequest()
      request.paths = paths
      for option in SolveOption.allCases {
        for value in values(of: option) {
          if let wrong = option.apply(value, to: &request) { throw ValidationError(wrong) }
        }
      }
      return request
    }
  }
}

// ArgumentParser's property wrappers made from an entry of the option table.

extension Flag where Value == Bool {
  init(_ option: SolveOption) {
    self.init(wrappedValue: false, name: .customLong(option.name), help: ArgumentHelp(option.help))
  }
}

extension Option where Value == String? {
  init(_ option: SolveOption) {
    self.init(
      name: .customLong(option.name),
      parsing: option.takesDashedValue ? .unconditional : .next,
      help: ArgumentHelp(option.help, valueName: option.valueName),
      completion: option.choices.isEmpty ? nil : .list(option.choices))
  }
}

extension Option where Value == [String] {
  init(_ option: SolveOption) {
    self.init(
      wrappedValue: [], name: .customLong(option.name),
      help: ArgumentHelp(option.help, valueName: option.valueName))
  }
}
