/// The header as a check on the whole board: each side's score, read above the board, must be
/// the number of tiles the board gives that side.
public enum HeaderCheck: Sendable, Equatable {
  /// Both scores were read and agree with the board's tile counts.
  case checked(you: Int, opponent: Int)
  /// The scores agree only with the sides swapped, and the board was read with them swapped.
  case corrected(you: Int, opponent: Int)
  /// No check was made, and why (no header, a note over it, a digit unclear).
  case skipped(String)

  /// Whether the scores were compared with the board.
  public var wasMade: Bool {
    if case .skipped = self { return false }
    return true
  }
}

extension HeaderView {
  /// Which picture (index into `players`) is the screenshot owner's and which the opponent's,
  /// by colour: a picture is drawn in its side's colour, so it goes to the side whose tiles on
  /// this board (else, for a side without tiles, whose theme colours) it is nearest, and only
  /// when the other way round would fit clearly worse. Nil when the colours cannot tell.
  public func sides(palette: FittedPalette, theme: Theme?, wideGamut: Bool) -> (player: Int, opponent: Int)? {
    guard players.count == 2 else { return nil }
    let base = theme.map { wideGamut ? $0.palette.displayP3 : $0.palette }
    // The colours this board's tiles showed, and the theme's (a picture is drawn in the
    // defended colour, which a board may not show).
    var player = [palette.playerDefended, palette.player].compactMap { $0 }
    var opponent = [palette.opponentDefended, palette.opponent].compactMap { $0 }
    if let base {
      player += [base.playerDefended, base.player]
      opponent += [base.opponentDefended, base.opponent]
    }
    let (a, b) = (players[0].colour, players[1].colour)
    func distance(_ c: RGB, _ side: [RGB]) -> Int? { side.map { c.distance(to: $0) }.min() }
    // Clearly one way: the better pairing at most half as far off as the other.
    func clearly(_ leftFirst: Int, _ rightFirst: Int) -> (player: Int, opponent: Int)? {
      if leftFirst * 2 < rightFirst { return (0, 1) }
      if rightFirst * 2 < leftFirst { return (1, 0) }
      return nil
    }
    switch (player.isEmpty, opponent.isEmpty) {
    case (false, false):
      return clearly(
        distance(a, player)! + distance(b, opponent)!, distance(a, opponent)! + distance(b, player)!)
    case (false, true):
      // One side's colour unknown (no tiles, no theme): the picture nearer the other's is its.
      return clearly(distance(a, player)!, distance(b, player)!)
    case (true, false):
      return clearly(distance(b, opponent)!, distance(a, opponent)!)
    case (true, true):
      return nil
    }
  }

}

extension BoardReader {
  /// Checks `board` against the scores above it: agreeing, the check is made; agreeing only
  /// with the sides swapped (and the scores differing), the board is swapped and a warning
  /// added; disagreeing, the reading is refused. Skipped, with the reason, when no scores can
  /// be read with confidence or their pictures' colours do not say whose they are.
  func checkHeader(
    _ image: Bitmap, geometry g: BoardGeometry, ownership: Ownership, board: inout Board,
    warnings: inout [TileIssue]
  ) throws(ReadError) -> HeaderCheck {
    let view: HeaderView
    let scores: [Int]
    switch header.read(image, geometry: g) {
    case .unreadable(let why): return .skipped(why)
    case .read(let v, let s): (view, scores) = (v, s)
    }
    // Equal scores need no telling whose is whose.
    let sides =
      scores[0] == scores[1]
      ? (player: 0, opponent: 1)
      : view.sides(
        palette: ownership.palette, theme: ownership.theme, wideGamut: ownership.wideGamut)
    guard let order = sides else {
      return .skipped("the pictures' colours do not show whose score is whose")
    }
    let you = scores[order.player]
    let opponent = scores[order.opponent]
    let counted = (
      board.owners.count { $0.side == .player }, board.owners.count { $0.side == .opponent }
    )
    if counted == (you, opponent) { return .checked(you: you, opponent: opponent) }
    if counted == (opponent, you), you != opponent {
      let swapped = board.owners.map { o -> Owner in
        switch o {
        case .unclaimed: .unclaimed
        case .player: .opponent
        case .playerDefended: .opponentDefended
        case .opponent: .player
        case .opponentDefended: .playerDefended
        }
      }
      do { board = try Board(letters: board.letters, owners: swapped) } catch {
        throw .board(.notABoard(error.description))
      }
      warnings.append(
        TileIssue(
          .sidesSwapped, row: 0, column: 0,
          message: "the tile colours were read with the sides swapped: the scores above the "
            + "board (you \(you), opponent \(opponent)) agree only the other way round, so the "
            + "board is shown that way"))
      return .corrected(you: you, opponent: opponent)
    }
    throw .recognition(
      .headerMismatch(you: you, opponent: opponent, board: counted.0, boardOpponent: counted.1))
  }
}
