import LetterfunCore

/// One board's JSON object, as `solve --json` prints it a line and `POST /api/solve` answers it:
/// `{"file"?, "board": {...}, "result"?, "playable": N, "words": [...], "best": {...}|null}` or
/// `{"file"?, "error": {...}}`. A finished board (every tile taken) has its `result` and no words.
public enum BoardJSON {
  /// Where the board came from, which decides the `file` and `input` keys.
  public enum Origin: Sendable {
    /// A screenshot file: `"file": PATH`.
    case file(String)
    /// A board typed on the command line: `"file": null`, and `"input"` when it is refused.
    case typed(String)
    /// Bytes posted to the server: no `file` key at all.
    case upload
  }

  /// A solved board; `boardFields` adds the reading's fields to the board object.
  public static func solved(
    _ solution: Solution, origin: Origin, boardFields: (inout JSONWriter) -> Void = { _ in }
  ) -> String {
    var w = JSONWriter()
    w.beginObject()
    writeFile(origin, to: &w)
    w.key("board")
    w.beginObject()
    w.field("letters", solution.board.letterString)
    w.field("ownership", solution.board.ownershipString)
    boardFields(&w)
    w.endObject()
    let now = GameScore(solution.board)
    if now.isFinal {
      // The game is over: its result, and nothing to play.
      w.key("result")
      w.beginObject()
      w.field("winner", now.you > now.opponent ? "you" : "opponent")
      w.field("you", now.you)
      w.field("opponent", now.opponent)
      w.endObject()
      w.field("playable", 0)
      w.key("words")
      w.beginArray()
      w.endArray()
      w.key("best")
      w.null()
      w.endObject()
      return w.text
    }
    w.field("playable", solution.playableCount)
    w.key("words")
    writeMoves(solution.moves, on: solution.board, to: &w)
    w.key("best")
    if let best = solution.bestMove {
      writeMove(best, on: solution.board, to: &w)
    } else if let pass = solution.pass {
      // Passing beats every word: `{"pass": true, "value", "reason"}`, no word and no tiles.
      w.beginObject()
      w.field("pass", true)
      w.field("value", fraction: pass.value)
      w.field("reason", ChanceText.code(pass.reason))
      w.endObject()
    } else {
      w.null()
    }
    // Only when the best move plays on past a proved win: most answers are unchanged.
    if let sure = solution.sureWin {
      w.key("sureWin")
      writeMove(sure, on: solution.board, to: &w)
    }
    w.endObject()
    return w.text
  }

  /// The player's tiles minus the opponent's on `board` (what a move's `score` is compared with).
  public static func lead(_ board: Board) -> Int { GameScore(board).lead }

  /// A solved screenshot, with what its reading saw.
  public static func solved(_ solution: Solution, reading: BoardReading, origin: Origin) -> String {
    solved(solution, origin: origin, boardFields: { readingFields(reading, to: &$0) })
  }

  /// A refusal: `{"error": {"code", "message"}}`, after `file` (and `input`) as the origin says.
  public static func refused(_ error: any LetterfunError, origin: Origin) -> String {
    var w = JSONWriter()
    w.beginObject()
    writeFile(origin, to: &w)
    if case .typed(let input) = origin { w.field("input", input) }
    w.key("error")
    w.beginObject()
    w.field("code", error.code)
    w.field("message", error.description)
    w.endObject()
    w.endObject()
    return w.text
  }

  private static func writeFile(_ origin: Origin, to w: inout JSONWriter) {
    switch origin {
    case .file(let path): w.field("file", path)
    case .typed: w.field("file", nil as String?)
    case .upload: break
    }
  }

  /// `"theme"` (and `"palette"` when it is no named theme), `"gamut"`, `"confidence"`,
  /// `"warnings"`, `"header"`.
  public static func readingFields(_ read: BoardReading, to w: inout JSONWriter) {
    w.field("theme", read.theme?.rawValue)
    // Only a board of no named theme says which colours it showed: every other line stays as
    // it was before palettes were measured.
    if read.theme == nil { writePalette(read.palette, to: &w) }
    w.field("gamut", read.wideGamut ? "display-p3" : "srgb")
    w.field("confidence", fraction: read.weakestSimilarity)
    w.key("warnings")
    w.beginArray()
    for warning in read.warnings { w.string(warning.message) }
    w.endArray()
    writeHeader(read.header, to: &w)
  }

  /// `"header": {"checked": true, "you": N, "opponent": M}` when the board's tile counts were
  /// checked against the scores above it (with `"corrected": true` when the sides were
  /// swapped to agree), else `{"checked": false, "why": "..."}`.
  public static func writeHeader(_ h: HeaderCheck, to w: inout JSONWriter) {
    w.key("header")
    w.beginObject()
    switch h {
    case .checked(let you, let opponent), .corrected(let you, let opponent):
      w.field("checked", true)
      w.field("you", you)
      w.field("opponent", opponent)
      if case .corrected = h { w.field("corrected", true) }
    case .skipped(let why):
      w.field("checked", false)
      w.field("why", why)
    }
    w.endObject()
  }

  /// `"palette": {"background", "neutral_even", "neutral_odd", "player", "player_defended",
  /// "opponent", "opponent_defended"}`, each "#rrggbb" or null when no tile showed it.
  public static func writePalette(_ p: FittedPalette, to w: inout JSONWriter) {
    w.key("palette")
    w.beginObject()
    w.field("background", p.background.map(hex))
    w.field("neutral_even", p.neutralEven.map(hex))
    w.field("neutral_odd", p.neutralOdd.map(hex))
    w.field("player", p.player.map(hex))
    w.field("player_defended", p.playerDefended.map(hex))
    w.field("opponent", p.opponent.map(hex))
    w.field("opponent_defended", p.opponentDefended.map(hex))
    w.endObject()
  }

  /// "#rrggbb".
  public static func hex(_ c: RGB) -> String {
    let digits = Array("0123456789abcdef")
    return "#"
      + String([c.r, c.g, c.b].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }

  /// `[{"word", "tiles", "score", "win", "loss", "safe", "value"?, "reason"?, "gain"}, ...]`.
  public static func writeMoves(_ moves: [RankedMove], on board: Board, to w: inout JSONWriter) {
    w.beginArray()
    for m in moves { writeMove(m, on: board, to: &w) }
    w.endArray()
  }

  /// `{"word", "tiles", "score", "win", "loss", "safe", "value"?, "reason"?, "margin"?, "gain"}`:
  /// `score` is your tiles minus the opponent's after the move, `gain` what the move adds to
  /// your lead on `board`; `safe` null when not checked; `value` the engine's chance to win after
  /// it and `reason` why (`ChanceText.code`), when the engine judged it; `margin` the least a
  /// forced win wins by, when more than a tile was proved.
  public static func writeMove(_ m: RankedMove, on board: Board, to w: inout JSONWriter) {
    w.beginObject()
    w.field("word", m.word)
    w.key("tiles")
    w.beginArray()
    for t in m.tiles { w.int(t) }
    w.endArray()
    w.field("score", m.score)
    w.field("win", m.isWin)
    w.field("loss", m.isLoss)
    w.key("safe")
    if let safe = m.safe { w.bool(safe) } else { w.null() }
    if let chance = m.chance {
      w.field("value", fraction: chance.value)
      w.field("reason", ChanceText.code(chance.reason))
      if let margin = chance.margin { w.field("margin", margin) }
    }
    w.field("gain", GameScore.gain(of: m.move, on: board))
    w.endObject()
  }
}
