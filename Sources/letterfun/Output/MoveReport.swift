import LetterfunCore
import LetterfunJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints the moves for each input, as text or as one JSON object a line (the `--json` contract:
/// `{"file": …, "board": {…}, "playable": N, "words": [{"word", "tiles", "score", "win",
/// "loss", "safe"?}, …]}` or `{"file": …, "error": {"code", "message"}}`).
struct MoveReport: Sendable {
  var json: Bool
  /// Colours for the text output (never used for JSON).
  var style: TerminalStyle = .plain
  /// How the moves were ranked, for the text's header and winning line.
  var ranking: SolveOptions.Ranking = .length
  /// Whether safe moves were ranked first (`--safe`).
  var safeFirst = false

  /// What one input gives: a line for standard output and/or one for standard error.
  struct Lines: Sendable {
    var out: String?
    var err: String?

    /// Prints the lines (results on stdout, diagnostics on stderr).
    func emit() {
      if let out { writeLine(out) }
      if let err { printError(err) }
    }
  }

  /// One input's moves. `file` is nil for a typed `--board`; `boardFields` lets the screenshot
  /// path add its own fields to the board object (e.g. `w.field("theme", "dark")`).
  func solved(
    file: String?, solution: Solution, boardFields: (inout JSONWriter) -> Void = { _ in }
  ) {
    solvedLines(file: file, solution: solution, boardFields: boardFields).emit()
  }

  /// The lines `solved` prints, for batches that print in input order after parallel work.
  func solvedLines(
    file: String?, solution: Solution, boardFields: (inout JSONWriter) -> Void = { _ in },
    look: BoardLook = .typed, notes: [String] = []
  ) -> Lines {
    if json {
      let origin: BoardJSON.Origin = file.map { .file($0) } ?? .typed("")
      return Lines(
        out: BoardJSON.solved(solution, origin: origin, boardFields: boardFields), err: nil)
    }
    let text = MoveReport.text(
      file: file, solution: solution, look: look, style: style, notes: notes, ranking: ranking,
      safeFirst: safeFirst)
    return Lines(out: text, err: nil)
  }

  /// One input that was refused.
  func refused(file: String?, input: String, error: any LetterfunError) {
    refusedLines(file: file, input: input, error: error).emit()
  }

  /// The lines `refused` prints.
  func refusedLines(file: String?, input: String, error: any LetterfunError) -> Lines {
    if json {
      let origin: BoardJSON.Origin = file.map { .file($0) } ?? .typed(input)
      return Lines(out: BoardJSON.refused(error, origin: origin), err: nil)
    }
    return Lines(out: nil, err: "\(file ?? input): \(error.code): \(error.description)")
  }

  /// Where a board's colours come from, for its picture and the line naming its file.
  enum BoardLook: Sendable {
    /// Typed with `--board`: no colours were seen, the light theme's are used.
    case typed
    /// Read from a screenshot in a named theme.
    case theme(Theme)
    /// Read from a screenshot whose colours are no named theme's: drawn in those colours.
    case seen(Palette)

    var palette: Palette {
      switch self {
      case .typed: Theme.light.palette
      case .theme(let t): t.palette
      case .seen(let p): p
      }
    }

    var label: String {
      switch self {
      case .typed: ""
      case .theme(let t): "  (\(t.rawValue) theme)"
      case .seen: "  (colours of no known theme)"
      }
    }
  }

  /// A board and its moves for a player to read: the board (in the theme's colours on a
  /// terminal), the score, a note when the game can be won now, a header naming the moves'
  /// order, then one move a line with its length, the score after it and its tiles as
  /// (row,column) counted from 1.
  static func text(
    file: String?, solution: Solution, look: BoardLook, style: TerminalStyle, notes: [String],
    ranking: SolveOptions.Ranking = .length, safeFirst: Bool = false
  ) -> String {
    let b = solution.board
    var out = ""
    if let file { out += file + look.label + "\n" }
    out += boardPicture(b, palette: look.palette, style: style)
    let mine = b.owners.filter { $0.side == .player }.count
    let theirs = b.owners.filter { $0.side == .opponent }.count
    let left = Board.tileCount - mine - theirs
    out += "  You \(mine) - \(theirs) opponent, \(left) tile\(left == 1 ? "" : "s") left\n"
    for note in notes { out += "  note: \(note)\n" }
    if left > 0, let win = winLine(solution, ranking: ranking) {
      out += "  " + style.bold(win) + "\n"
    }
    out += header(solution, ranking: ranking, safeFirst: safeFirst) + "\n"
    let shown = solution.moves.count
    let width = max(4, solution.moves.map(\.word.count).max() ?? 0)
    let rank = String(shown).count
    for (n, m) in solution.moves.enumerated() {
      var line = "  " + String(n + 1).leftPadded(to: rank) + "  "
      line += m.word + String(repeating: " ", count: width - m.word.count)
      line += String(m.word.count).leftPadded(to: 4)
      line += signed(m.score).leftPadded(to: 5)
      var flags: [String] = []
      if m.isWin { flags.append("WIN") }
      if m.isLoss { flags.append("LOSS") }
      if m.safe == false && !m.isLoss { flags.append("unsafe") }
      let flagText = flags.joined(separator: " ")
      line += "  " + flagText + String(repeating: " ", count: max(0, 6 - flagText.count))
      line +=
        "  "
        + style.dim(
          m.tiles.map { "(\($0 / Board.side + 1),\($0 % Board.side + 1))" }.joined(separator: " "))
      out += line + "\n"
    }
    if out.hasSuffix("\n") { out.removeLast() }
    return out
  }

  /// The line above the moves: how many words the board plays and in what order those shown
  /// are, e.g. `49737 playable words, the 20 longest:` or `12440 playable words, by score:`.
  static func header(_ solution: Solution, ranking: SolveOptions.Ranking, safeFirst: Bool)
    -> String
  {
    let playable = solution.playableCount
    let shown = solution.moves.count
    var out = "\(playable) playable word\(playable == 1 ? "" : "s")"
    if shown == 0 { return out }
    let some = shown < playable
    switch (ranking, safeFirst) {
    case (.length, false):
      out += !some ? ", longest first" : shown == 1 ? ", the longest" : ", the \(shown) longest"
    case (.score, false): out += some ? ", top \(shown) by score" : ", by score"
    case (.length, true): out += (some ? ", top \(shown)" : "") + ", safe first, then longest"
    case (.score, true): out += (some ? ", top \(shown)" : "") + ", safe first, then by score"
    }
    return out + ":"
  }

  /// The note that the game can be won now, agreeing with the list: the first winning move
  /// shown (with its place when it is not the first), else the best win with a word that the
  /// list leaves out. Nil when nothing wins.
  static func winLine(_ solution: Solution, ranking: SolveOptions.Ranking) -> String? {
    if let n = solution.moves.firstIndex(where: \.isWin) {
      let m = solution.moves[n]
      let place = n == 0 ? "" : ", number \(n + 1) below"
      return "You can win this turn: \(m.word) (\(signed(m.score)))\(place)"
    }
    guard let win = solution.winningMove else { return nil }
    // Only a shortened list can leave a win out; ranking by score would put it first.
    let hint = ranking == .score ? "" : " (--rank score lists wins first)"
    return "You can win this turn: \(win.word) (\(signed(win.score))), not in the list below\(hint)"
  }

  /// The board: coloured tiles on a terminal; else letters beside owners (w unclaimed, b/B
  /// yours, r/R the opponent's, capitals defended).
  static func boardPicture(_ b: Board, palette: Palette, style: TerminalStyle) -> String {
    var out = ""
    for r in 0..<Board.side {
      let tiles = (0..<Board.side).map { Board.index(row: r, column: $0) }
      if style.colour {
        // Two text lines per row keep the tiles roughly square.
        for line in 0..<2 {
          out += "  "
          for i in tiles {
            let (row, column) = (i / Board.side, i % Board.side)
            let t = palette.tile(b.owners[i], row: row, column: column)
            let k = palette.letterColour(b.owners[i], row: row, column: column)
            let text = line == 0 ? "  \(b.letters[i])  " : "     "
            out += style.paint(text, background: (t.r, t.g, t.b), foreground: (k.r, k.g, k.b))
          }
          out += "\n"
        }
      } else {
        out += "  " + tiles.map { String(b.letters[$0]) }.joined(separator: " ") + "   "
        out += tiles.map { String(b.owners[$0].rawValue) }.joined(separator: " ") + "\n"
      }
    }
    return out
  }

  static func signed(_ n: Int) -> String { n > 0 ? "+\(n)" : "\(n)" }
}

/// Writes a line to standard output, as bytes (no `print`: its dynamic casts cost start-up time).
func writeLine(_ line: String) {
  writeAll(1, line + "\n")
}

private func writeAll(_ fd: Int32, _ text: String) {
  var text = text
  text.withUTF8 { buf in
    var done = 0
    while done < buf.count {
      let n = write(fd, buf.baseAddress! + done, buf.count - done)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      done += n
    }
  }
}
