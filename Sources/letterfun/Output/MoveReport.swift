import LetterfunCore
import LetterfunJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints the moves for each input, as text or as one JSON object a line (the `--json` contract:
/// `{"file": …, "board": {…}, "playable": N, "words": [{"word", "tiles", "score", "win",
/// "loss", "safe"?}, …], "best": {…, "gain"} | null}` or `{"file": …, "error": {"code",
/// "message"}}`).
struct MoveReport: Sendable {
  var json: Bool
  /// Colours for the text output (never used for JSON).
  var style: TerminalStyle = .plain
  /// How the moves were ranked, for the text's header and winning line.
  var ranking: SolveOptions.Ranking = .length
  /// Whether safe moves were ranked first (`--safe`).
  var safeFirst = false
  /// Columns the text may use (tile lists wrap to fit).
  var width = 80

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
      safeFirst: safeFirst, width: width)
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

  /// A board and its moves for a player to read: the move to play, the board with that move's
  /// tiles numbered in the word's order, the score, a header naming the moves' order and a line
  /// naming the columns, then one move a line: its length, what it adds to your lead (`+N`, as
  /// the best move's), the score after it (`17–6`, you first), WIN/LOSS/unsafe and its tiles as
  /// (row,column) counted from 1, wrapped between pairs to fit `width` columns. A finished board
  /// gets its result and no list.
  static func text(
    file: String?, solution: Solution, look: BoardLook, style: TerminalStyle, notes: [String],
    ranking: SolveOptions.Ranking = .length, safeFirst: Bool = false, width: Int = 80
  ) -> String {
    let b = solution.board
    var out = ""
    if let file { out += file + look.label + "\n" }
    let now = GameScore(b)
    let left = Board.tileCount - now.you - now.opponent
    out += style.bold(BestMoveLine(solution).text) + "\n"
    if let sure = BestMoveLine.sureWin(solution) { out += sure.text + "\n" }
    out += boardPicture(
      b, palette: look.palette, style: style, marked: solution.bestMove?.tiles ?? TileList())
    out += "  Score: you \(now.text) opponent, \(left) tile\(left == 1 ? "" : "s") left\n"
    for note in notes { out += "  note: \(note)\n" }
    if now.isFinal {
      out.removeLast()
      return out
    }
    out += header(solution, ranking: ranking, safeFirst: safeFirst) + "\n"
    let shown = solution.moves.count
    if shown == 0 {
      out.removeLast()
      return out
    }
    // Every move line is ASCII but the score's dash (words a-z, digits, pairs): widths are
    // counted in UTF-8 bytes, found without `count`'s walk over grapheme clusters, less two
    // for the dash's three bytes. Closures, not key paths: each key path is an object the
    // runtime makes on its first use.
    let wordWidth = max(4, solution.moves.map { $0.word.utf8.count }.max() ?? 0)
    let rank = String(shown).utf8.count
    // With --rank best every move carries the engine's chance to win: a column of its own.
    let columns = Columns(
      rank: rank, word: wordWidth, chance: solution.moves.contains { $0.chance != nil })
    out += style.dim(columns.legend) + "\n"
    for (n, m) in solution.moves.enumerated() {
      var line = columns.cells(
        rank: n + 1, move: m, gain: GameScore.gain(of: m.move, on: b),
        after: GameScore(after: m.move))
      let pairs = m.tiles.map { "(\($0 / Board.side + 1),\($0 % Board.side + 1))" }
      var used = line.utf8.count - 2
      if used + 5 > width {
        // No room for a pair after the cells: the tiles start on the next line, indented.
        while line.hasSuffix(" ") { line.removeLast() }
        out += line + "\n"
        line = "    "
        used = 4
      }
      let rows = wrap(pairs, first: used, width: width)
      // Continuation lines line up under the first pair.
      for (k, row) in rows.enumerated() {
        if k > 0 { line = String(repeating: " ", count: used) }
        out += line + style.dim(row) + "\n"
      }
      if rows.isEmpty { out += line + "\n" }
    }
    if out.hasSuffix("\n") { out.removeLast() }
    return out
  }

  /// The list's columns: their widths, the line naming them, and a move's cells.
  struct Columns {
    /// Widths of the rank and the word.
    var rank: Int
    var word: Int
    /// Whether the moves carry the engine's chance to win (`--rank best`).
    var chance = false
    static let length = 3
    static let gain = 4
    static let after = 5
    static let flags = 6

    static let chanceWidth = 6

    /// `  #  word  len  gain  after  [chance  ]result  tiles (row,column), in order`, each name
    /// over its column.
    var legend: String {
      "  " + "#".leftPadded(to: rank) + "  " + "word".padded(to: word) + "  "
        + "len".leftPadded(to: Columns.length) + "  " + "gain".leftPadded(to: Columns.gain) + "  "
        + "after".leftPadded(to: Columns.after) + "  "
        + (chance ? "chance".leftPadded(to: Columns.chanceWidth) + "  " : "")
        + "result".padded(to: Columns.flags) + "  " + "tiles (row,column), in order"
    }

    /// A move's line up to its tiles: rank, word, length, gain, score after, flags.
    func cells(rank n: Int, move m: RankedMove, gain: Int, after: GameScore) -> String {
      var line = "  " + String(n).leftPadded(to: rank) + "  "
      line += m.word + String(repeating: " ", count: word - m.word.utf8.count) + "  "
      line += String(m.word.utf8.count).leftPadded(to: Columns.length) + "  "
      line += GameScore.signed(gain).leftPadded(to: Columns.gain) + "  "
      line += after.text.leftPadded(to: Columns.after) + "  "
      if chance {
        line += (m.chance.map(ChanceText.percent) ?? "").leftPadded(to: Columns.chanceWidth) + "  "
      }
      // Joined by hand: `[String].joined(separator:)` is the library's unspecialised generic,
      // whose first call costs a run-time witness look-up (0.17 million instructions).
      var flagText = m.isWin ? "WIN" : ""
      if m.isLoss { flagText += flagText.isEmpty ? "LOSS" : " LOSS" }
      if m.safe == false && !m.isLoss { flagText += flagText.isEmpty ? "unsafe" : " unsafe" }
      line += flagText + String(repeating: " ", count: max(0, Columns.flags - flagText.utf8.count))
      return line + "  "
    }
  }

  /// `pairs` joined by spaces into lines of at most `width` columns, the first starting at
  /// column `first` and the others under it: a pair is never split, and a line holds at least
  /// one. (Pairs are ASCII: their UTF-8 counts are their widths.)
  static func wrap(_ pairs: [String], first: Int, width: Int) -> [String] {
    var rows: [String] = []
    var row = ""
    for p in pairs {
      if !row.isEmpty && first + row.utf8.count + 1 + p.utf8.count > width {
        rows.append(row)
        row = ""
      }
      row += (row.isEmpty ? "" : " ") + p
    }
    if !row.isEmpty { rows.append(row) }
    return rows
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
    case (.best, _): out += some ? ", the \(shown) best first" : ", best first"
    }
    return out + ":"
  }

  /// The board with row and column numbers (from 1, as moves give them). Each tile shows its
  /// letter and its owner as a letter (w unclaimed, b/B yours, r/R the opponent's, capitals
  /// defended by the game's rule) and, for the tiles of `marked`, its place in the word: `[1]`, `[2]`… as text;
  /// on a terminal the tiles are drawn in the theme's colours and the places highlighted.
  static func boardPicture(
    _ b: Board, palette: Palette, style: TerminalStyle, marked: TileList = TileList()
  ) -> String {
    var place = [Int](repeating: 0, count: Board.tileCount)
    for (k, t) in marked.enumerated() { place[t] = k + 1 }
    // Defence as the game counts it (a typed board's capitals are not trusted).
    let sides = b.owners.map { $0.side }
    let defended = Board.defendedTiles(sides: sides)
    let owners = (0..<Board.tileCount).map { i -> Owner in
      switch sides[i] {
      case .none: .unclaimed
      case .player: defended[i] ? .playerDefended : .player
      case .opponent: defended[i] ? .opponentDefended : .opponent
      }
    }
    // Board.letters makes a new array each time: once for the 25 tiles.
    let letters = b.letters
    var out = ""
    if style.colour {
      // Cells 7 wide and two lines high keep the tiles roughly square: the letter on the first
      // line, the owner and the place on the second.
      out += "    " + (1...Board.side).map { "   \($0)   " }.joined().dropLast(3) + "\n"
      for r in 0..<Board.side {
        for line in 0..<2 {
          out += line == 0 ? "  \(r + 1) " : "    "
          for c in 0..<Board.side {
            let i = Board.index(row: r, column: c)
            let t = palette.tile(owners[i], row: r, column: c)
            let k = palette.letterColour(owners[i], row: r, column: c)
            func paint(_ text: String) -> String {
              style.paint(text, background: (t.r, t.g, t.b), foreground: (k.r, k.g, k.b))
            }
            if line == 0 {
              out += paint("   \(letters[i])   ")
            } else if place[i] > 0 {
              let mark = String(place[i]).leftPadded(to: 2)
              out += paint(" \(owners[i].rawValue)  ") + style.highlight(mark) + paint(" ")
            } else {
              out += paint(" \(owners[i].rawValue)     ")
            }
          }
          out += "\n"
        }
      }
    } else {
      var head = "      "
      for c in 1...Board.side { head += String(c).padded(to: c == Board.side ? 0 : 9) }
      out += head + "\n"
      for r in 0..<Board.side {
        var line = "  \(r + 1)   "
        for c in 0..<Board.side {
          let i = Board.index(row: r, column: c)
          var cell = "\(letters[i]) \(owners[i].rawValue)"
          if place[i] > 0 { cell += " [\(place[i])]" }
          line += c == Board.side - 1 ? cell : cell.padded(to: 9)
        }
        while line.hasSuffix(" ") { line.removeLast() }
        out += line + "\n"
      }
    }
    return out
  }

}

extension String {
  /// The text followed by spaces up to `width` characters.
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

/// Writes a line to standard output, as bytes (no `print`: its dynamic casts cost start-up time).
func writeLine(_ line: String) {
  SystemCalls.writeAll(1, line + "\n")
}
