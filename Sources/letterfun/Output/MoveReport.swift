import LetterfunCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints the moves for each input, as text or as one JSON object a line (the `--json` contract:
/// `{"file": …, "board": {…}, "playable": N, "words": [{"word", "tiles", "score", "win",
/// "loss", "safe"?}, …]}` or `{"file": …, "error": {"code", "message"}}`).
struct MoveReport {
  var json: Bool

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
    notes: [String] = []
  ) -> Lines {
    if json {
      var w = JSONWriter()
      w.beginObject()
      w.field("file", file)
      w.key("board")
      w.beginObject()
      w.field("letters", solution.board.letterString)
      w.field("ownership", solution.board.ownershipString)
      boardFields(&w)
      w.endObject()
      w.field("playable", solution.playableCount)
      w.key("words")
      MoveReport.writeMoves(solution.moves, to: &w)
      w.endObject()
      return Lines(out: w.text, err: nil)
    }
    var text = MoveReport.text(file: file, solution: solution)
    for note in notes { text += "\n  note: \(note)" }
    return Lines(out: text, err: nil)
  }

  /// One input that was refused.
  func refused(file: String?, input: String, error: any LetterfunError) {
    refusedLines(file: file, input: input, error: error).emit()
  }

  /// The lines `refused` prints.
  func refusedLines(file: String?, input: String, error: any LetterfunError) -> Lines {
    if json {
      var w = JSONWriter()
      w.beginObject()
      w.field("file", file)
      if file == nil { w.field("input", input) }
      w.key("error")
      w.beginObject()
      w.field("code", error.code)
      w.field("message", error.description)
      w.endObject()
      w.endObject()
      return Lines(out: w.text, err: nil)
    }
    return Lines(out: nil, err: "\(file ?? input): \(error.code): \(error.description)")
  }

  static func writeMoves(_ moves: [Move], to w: inout JSONWriter) {
    w.beginArray()
    for m in moves {
      w.beginObject()
      w.field("word", m.word)
      w.key("tiles")
      w.beginArray()
      for t in m.tiles { w.int(t) }
      w.endArray()
      w.field("score", m.score)
      w.field("win", m.isWin)
      w.field("loss", m.isLoss)
      if let safe = m.safe { w.field("safe", safe) }
      w.endObject()
    }
    w.endArray()
  }

  /// A board and its moves for a player to read: the grid with owners, then one move a line
  /// with its score after the move and its tiles as (row,column) counted from 1.
  static func text(file: String?, solution: Solution) -> String {
    let b = solution.board
    var out = file.map { "\($0)\n" } ?? ""
    // Letters, then owners (w unclaimed, b/B yours, r/R the opponent's; capital = defended).
    for r in 0..<Board.side {
      let tiles = (0..<Board.side).map { Board.index(row: r, column: $0) }
      out += "  " + tiles.map { String(b.letters[$0]) }.joined(separator: " ") + "   "
      out += tiles.map { String(b.owners[$0].rawValue) }.joined(separator: " ") + "\n"
    }
    let shown = solution.moves.count
    out += "\(solution.playableCount) playable words"
    out += shown < solution.playableCount ? ", best \(shown):\n" : ":\n"
    let width = max(4, solution.moves.map(\.word.count).max() ?? 0)
    for m in solution.moves {
      var line = "  " + m.word + String(repeating: " ", count: width - m.word.count)
      let score = m.score > 0 ? "+\(m.score)" : "\(m.score)"
      line += String(repeating: " ", count: max(1, 5 - score.count)) + score
      var flags: [String] = []
      if m.isWin { flags.append("WIN") }
      if m.isLoss { flags.append("LOSS") }
      if m.safe == false && !m.isLoss { flags.append("unsafe") }
      let flagText = flags.joined(separator: " ")
      line += "  " + flagText + String(repeating: " ", count: max(0, 6 - flagText.count))
      line +=
        "  "
        + m.tiles.map { "(\($0 / Board.side + 1),\($0 % Board.side + 1))" }.joined(separator: " ")
      out += line + "\n"
    }
    if out.hasSuffix("\n") { out.removeLast() }
    return out
  }
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
