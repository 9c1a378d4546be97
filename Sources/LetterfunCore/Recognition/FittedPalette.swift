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

  /// The palette of `tiles` read as `owners` (same order, the first 25): each role's colour is
  /// the per-channel median of its tiles' colours, so one odd tile does not move it.
  public static func measured(
    tiles: [Tile], owners: [Owner], background: RGB? = nil
  ) -> FittedPalette {
    // Each tile's role: the two neutrals, then the four owned colours. Fixed-size storage and
    // an insertion sort: this runs on every screenshot, and for 25 tiles the arrays' allocation
    // cost more than the sorting.
    let count = min(tiles.count, owners.count, Board.tileCount)
    var roles = InlineArray<25, Int8>(repeating: -1)
    for i in 0..<count {
      roles[i] =
        switch owners[i] {
        case .unclaimed: Int8((tiles[i].row + tiles[i].column) % 2)
        case .player: 2
        case .playerDefended: 3
        case .opponent: 4
        case .opponentDefended: 5
        }
    }
    func median(_ role: Int8, _ channel: (RGB) -> UInt8) -> UInt8? {
      var sorted = InlineArray<25, UInt8>(repeating: 0)
      var n = 0
      for i in 0..<count where roles[i] == role {
        let x = channel(tiles[i].colour)
        var j = n
        while j > 0 && sorted[j - 1] > x {
          sorted[j] = sorted[j - 1]
          j -= 1
        }
        sorted[j] = x
        n += 1
      }
      return n == 0 ? nil : sorted[(n - 1) / 2]
    }
    func median(_ role: Int8) -> RGB? {
      guard let r = median(role, { $0.r }), let g = median(role, { $0.g }),
        let b = median(role, { $0.b })
      else { return nil }
      return RGB(r, g, b)
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
  @_spi(Internals) public func completed(from fallback: Palette) -> Palette {
    var p = fallback
    p.background = background ?? fallback.background
    p.neutral = (neutralEven ?? fallback.neutral.0, neutralOdd ?? fallback.neutral.1)
    p.player = player ?? fallback.player
    p.playerDefended = playerDefended ?? fallback.playerDefended
    p.opponent = opponent ?? fallback.opponent
    p.opponentDefended = opponentDefended ?? fallback.opponentDefended
    // The themes' own choices do not follow one brightness rule (pop draws dark letters on
    // its bright defended tiles); light letters below this luma read well on every theme.
    p.light = Owner.allCases.reduce(0) { bits, o in
      let t = p.tile(o, row: 0, column: 0)
      let u = p.tile(o, row: 0, column: 1)
      return (t.luma + u.luma) / 2 < 119 ? bits | Palette.bit(o) : bits
    }
    return p
  }
}
