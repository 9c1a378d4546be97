import LetterfunCore
import LetterfunJSON

/// The result part of the page, drawn by the server for a form posted without scripts. The
/// page's script draws the same markup from the API's JSON (see `PageScript`): change both.
enum PageResult {
  /// A read board: its picture with the best move marked, the best move as a row of its own
  /// (tapping it marks its tiles again), and the ranked moves.
  static func solved(_ solution: Solution, reading: BoardReading, ranking: SolveOptions.Ranking)
    -> String
  {
    let board = solution.board
    let palette = reading.theme?.palette ?? reading.drawingPalette
    // The move to play, as the command line's `Best move:` line names it.
    let best = solution.bestMove
    let marked = best.map { Array($0.tiles) } ?? []
    let themeName = reading.theme.map { "\($0.rawValue) theme" } ?? "colours of no known theme"
    var html = "<div class=\"layout\"><div class=\"boardside\">"
    html += "<table class=\"board\"><caption>Board (\(themeName))</caption><thead><tr><td></td>"
    for c in 1...Board.side { html += "<th scope=\"col\">\(c)</th>" }
    html += "</tr></thead><tbody>"
    for r in 0..<Board.side {
      html += "<tr><th scope=\"row\">\(r + 1)</th>"
      for c in 0..<Board.side {
        let i = Board.index(row: r, column: c)
        let owner = board.owners[i]
        let colour = palette.tile(owner, row: r, column: c)
        let ink = BoardJSON.hex(palette.letterColour(owner, row: r, column: c))
        let mark = TileMark.colours(on: colour)
        let order = marked.firstIndex(of: i)
        html += "<td data-i=\"\(i)\"\(order == nil ? "" : " class=\"marked\"")"
        html += " style=\"background:\(BoardJSON.hex(colour));color:\(ink);"
        html += "--mark:\(mark.mark);--mark-ink:\(mark.ink)\">"
        html += "<span class=\"letter\">\(board.letters[i])</span>"
        html += "<span class=\"sr\">, \(TileMark.ownerWords(owner))</span>"
        if let order { html += "<span class=\"order\">\(order + 1)</span>" }
        html += "</td>"
      }
      html += "</tr>"
    }
    html += "</tbody></table>"
    let now = (you: board.owners.filter { $0.side == .player }.count,
      them: board.owners.filter { $0.side == .opponent }.count)
    let left = Board.tileCount - now.you - now.them
    html += "<p class=\"score\">You \(now.you) – \(now.them) opponent, \(left) tile"
    html += "\(left == 1 ? "" : "s") left</p>"
    for warning in reading.warnings {
      html += "<p class=\"status\">Note: \(escape(warning.message))</p>"
    }
    html += "</div><div class=\"moveside\">"
    let text = lineHTML(BestMoveLine(solution))
    if let best, left > 0 {
      html += "<button type=\"button\" class=\"best\" data-tiles=\"\(dataTiles(best))\" "
      html += "aria-pressed=\"true\">\(text)</button>"
    } else {
      html += "<p class=\"best\">\(text)</p>"
    }
    // The proved win the best move plays on past, for a player who would rather be sure.
    if let sure = BestMoveLine.sureWin(solution), let win = solution.sureWin {
      html += "<button type=\"button\" class=\"sure\" data-tiles=\"\(dataTiles(win))\" "
      html += "aria-pressed=\"false\">\(lineHTML(sure))</button>"
    }
    // A finished game has nothing to play: no list.
    guard left > 0 else { return html + "</div></div>" }
    html += "<h2 class=\"status\" id=\"moves-heading\">"
    html +=
      escape(
        header(
          playable: solution.playableCount, shown: solution.moves.count,
          ranking: ranking)) + "</h2>"
    if !solution.moves.isEmpty {
      html += "<p class=\"legend\">+N: what the word adds to your lead (1 a free tile, 2 an "
      html += "opponent's tile); then the score after it, you first.</p>"
    }
    html += "<ol class=\"moves\" aria-labelledby=\"moves-heading\">"
    for (n, m) in solution.moves.enumerated() {
      let tiles = dataTiles(m)
      let where_ = m.tiles.map { "(\($0 / Board.side + 1),\($0 % Board.side + 1))" }
        .joined(separator: " ")
      // One meaning per number, as the command line shows them (GameScore).
      let after = GameScore(after: m.move).text
      html += "<li><button type=\"button\" data-tiles=\"\(tiles)\" aria-pressed=\"false\">"
      html += "<span class=\"n\">\(n + 1)</span><span class=\"word\">\(m.word)</span>"
      html += "<span class=\"pts\">\(GameScore.signed(GameScore.gain(of: m.move, on: board)))</span>"
      html += "<span class=\"after\" title=\"score after the word, you first\">\(after)</span><span>"
      if m.isWin { html += "<span class=\"flag w\">WIN</span>" }
      if m.isLoss { html += "<span class=\"flag l\">LOSS</span>" }
      html += "</span><span class=\"where\">\(where_)</span></button></li>"
    }
    html += "</ol></div></div>"
    return html
  }

  /// A `BestMoveLine` as the page shows it: its word in bold, without its place in the list.
  static func lineHTML(_ line: BestMoveLine) -> String {
    var text = escape(line.before)
    if let word = line.word { text += "<strong class=\"word\">\(escape(word))</strong>" }
    return text + escape(withoutListPlace(line.after))
  }

  /// The same line as plain text (the Shortcut's answer).
  static func lineText(_ line: BestMoveLine) -> String {
    line.before + (line.word ?? "") + withoutListPlace(line.after)
  }

  /// A move's tiles as a row's `data-tiles` attribute holds them: `3,8,12`.
  static func dataTiles(_ move: RankedMove) -> String {
    move.tiles.map { String($0) }.joined(separator: ",")
  }

  /// The best move's line without where the move is in the list (", number 3 below", ", not
  /// in the list below"): on the page the best move is a row of its own, above the list.
  static func withoutListPlace(_ after: String) -> String {
    let absent = ", not in the list below"
    if after.hasSuffix(absent) { return String(after.dropLast(absent.count)) }
    if after.hasSuffix(" below"), let comma = after.lastIndex(of: ","),
      after[comma...].hasPrefix(", number ")
    {
      return String(after[..<comma])
    }
    return after
  }

  /// A refusal, in the command line's words, under a heading that says what was not read:
  /// the played words, the form, or the screenshot.
  static func refused(_ error: any LetterfunError) -> String {
    "<div class=\"refusal\" role=\"alert\" data-code=\"\(escape(error.code))\"><h2>"
      + heading(code: error.code) + "</h2>"
      + "<p class=\"message\">\(escape(error.description))</p>"
      + "<p class=\"code\">\(escape(error.code))</p></div>"
  }

  /// The refusal's heading for its code (the script has the same table).
  static func heading(code: String) -> String {
    switch code {
    case "bad-played-word": "The words already played were not understood"
    case "bad-query", "bad-form": "The request was not understood"
    case "busy": "The server is busy"
    case "network": "The server could not be reached"
    default: "This screenshot was not read"
    }
  }

  /// The page's title for a solved board: the move to play, as the script titles it.
  static func title(_ solution: Solution) -> String {
    guard !GameScore(solution.board).isFinal else { return "No move" }
    return solution.bestMove?.word ?? "No move"
  }

  /// "49737 playable words, the 20 longest" and the like.
  static func header(playable: Int, shown: Int, ranking: SolveOptions.Ranking) -> String {
    var out = "\(playable) playable word\(playable == 1 ? "" : "s")"
    guard shown > 0 else { return out }
    // By name, so a ranking added later reads "by NAME" without a change here.
    let order =
      ["length": "longest first", "score": "best score first", "best": "the engine's order"][
        ranking.rawValue]
      ?? "by \(ranking.rawValue)"
    out += shown < playable ? ", top \(shown), \(order)" : ", \(order)"
    return out
  }

  /// Text made safe inside HTML elements and quoted attributes.
  static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(ch)
      }
    }
    return out
  }
}
