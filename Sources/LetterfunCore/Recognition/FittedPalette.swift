/// The colours a board actually shows, measured on its tiles: one per role, nil for a role no
/// tile has (a board with no defended tile shows no defended colour).
///
/// Where `Palette` is what a named theme should look like, this is what was seen, so a reader
/// can tell owners on boards of themes it was never given.
public struct FittedPalette: Sendable, Equatable {
  /// The screen behind the board, when a stage measured it (tiles alone do not show it).
  public var background: RGB?
  /// Unclaimed tiles at even (row + column), like `Palette.neutral.0`...
  public var neutralEven: RGB?
  /// ...and at odd (row + column), like `Palette.neutral.1`.
  public var neutralOdd: RGB?
  public var player: RGB?
  public var playerDefended: RGB?
  public var opponent: RGB?
  public var opponentDefended: RGB?

  public init(
    background: RGB? = nil, neutralEven: RGB? = nil, neutralOdd: RGB? = nil, player: RGB? = nil,
    playerDefended: RGB? = nil, opponent: RGB? = nil, opponentDefended: RGB? = nil
  ) {
    self.background = background
    self.neutralEven = neutralEven
    self.neutralOdd = neutralOdd
    self.player = player
    self.playerDefended = playerDefended
    self.opponent = opponent
    self.opponentDefended = opponentDefended
  }

  /// The palette of `tiles` read as `owners` (same order): each role's colour is the
  /// per-channel median of its tiles' colours, so one odd tile does not move it.
  public static func measured(
    tiles: [Tile], owners: [Owner], background: RGB? = nil
  ) -> FittedPalette {
    // One pass groups the colours by role: the two neutrals, then the four owned colours.
    var groups = [[RGB]](repeating: [], count: 6)
    for (t, o) in zip(tiles, owners) {
      let role =
        switch o {
        case .unclaimed: (t.row + t.column) % 2
        case .player: 2
        case .playerDefended: 3
        case .opponent: 4
        case .opponentDefended: 5
        }
      groups[role].append(t.colour)
    }
    func median(_ role: Int) -> RGB? {
      let c = groups[role]
      guard !c.isEmpty else { return nil }
      let m = (c.count - 1) / 2
      return RGB(c.map(\.r).sorted()[m], c.map(\.g).sorted()[m], c.map(\.b).sorted()[m])
    }
    return FittedPalette(
      background: background, neutralEven: median(0), neutralOdd: median(1), player: median(2),
      playerDefended: median(3), opponent: median(4), opponentDefended: median(5))
  }

  /// The colour seen for an owner's tile at a position, if any tile showed it.
  public func tile(_ owner: Owner, row: Int, column: Int) -> RGB? {
    switch owner {
    case .unclaimed: (row + column) % 2 == 0 ? neutralEven : neutralOdd
    case .player: player
    case .playerDefended: playerDefended
    case .opponent: opponent
    case .opponentDefended: opponentDefended
    }
  }

  /// A complete palette to draw with: the colours seen, each missing one from `fallback`
  /// (no tile on this board needs those), letters light on tiles darker than mid-grey.
  public func completed(from fallback: Palette) -> Palette {
    var p = fallback
    p.background = background ?? fallback.background
    p.neutral = (neutralEven ?? fallback.neutral.0, neutralOdd ?? fallback.neutral.1)
    p.player = player ?? fallback.player
    p.playerDefended = playerDefended ?? fallback.playerDefended
    p.opponent = opponent ?? fallback.opponent
    p.opponentDefended = opponentDefended ?? fallback.opponentDefended
    // The themes' own choices do not follow one brightness rule (pop draws dark letters on
    // its bright defended tiles); light letters below this luma read well on every theme.
    p.lightLetters = Set(
      Owner.allCases.filter { o in
        let t = p.tile(o, row: 0, column: 0)
        let u = p.tile(o, row: 0, column: 1)
        return (t.luma + u.luma) / 2 < 119
      })
    return p
  }
}
