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
    func median(_ owner: Owner, parity: Int? = nil) -> RGB? {
      let colours = zip(tiles, owners).compactMap { t, o -> RGB? in
        guard o == owner, parity.map({ (t.row + t.column) % 2 == $0 }) ?? true else { return nil }
        return t.colour
      }
      guard !colours.isEmpty else { return nil }
      func middle(_ channel: KeyPath<RGB, UInt8>) -> UInt8 {
        colours.map { $0[keyPath: channel] }.sorted()[(colours.count - 1) / 2]
      }
      return RGB(middle(\.r), middle(\.g), middle(\.b))
    }
    return FittedPalette(
      background: background, neutralEven: median(.unclaimed, parity: 0),
      neutralOdd: median(.unclaimed, parity: 1), player: median(.player),
      playerDefended: median(.playerDefended), opponent: median(.opponent),
      opponentDefended: median(.opponentDefended))
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
