/// Who holds which tiles, as two masks; defence is derived from them, never stored.
public struct Position: Sendable, Hashable {
  /// Tiles of the screenshot's owner ("you", blue).
  public private(set) var player: UInt32
  /// Tiles of the opponent (red).
  public private(set) var opponent: UInt32

  /// The position with these masks; nil when a tile is on both sides or a bit lies past tile 24.
  public init?(player: UInt32, opponent: UInt32) {
    guard player & opponent == 0, (player | opponent) & ~Rules.allTiles == 0 else { return nil }
    self.init(checkedPlayer: player, opponent: opponent)
  }

  /// For masks that are disjoint and within the 25 tiles by construction.
  init(checkedPlayer player: UInt32, opponent: UInt32) {
    assert(player & opponent == 0 && (player | opponent) & ~Rules.allTiles == 0)
    self.player = player
    self.opponent = opponent
  }

  /// No tile coloured: a game's start.
  public static let start = Position(checkedPlayer: 0, opponent: 0)

  /// The sides of a board's tiles (its B/R marks are recomputed, not trusted).
  public init(board: Board) {
    var p: UInt32 = 0
    var o: UInt32 = 0
    for (i, owner) in board.owners.enumerated() {
      switch owner.side {
      case .player: p |= 1 << UInt32(i)
      case .opponent: o |= 1 << UInt32(i)
      case .none: break
      }
    }
    self.init(checkedPlayer: p, opponent: o)
  }

  public var unclaimed: UInt32 { Rules.allTiles & ~(player | opponent) }
  public var playerDefended: UInt32 { Rules.defended(player) }
  public var opponentDefended: UInt32 { Rules.defended(opponent) }
  /// Every tile is coloured.
  public var isOver: Bool { player | opponent == Rules.allTiles }
  /// Your tiles minus the opponent's.
  public var score: Int { player.nonzeroBitCount - opponent.nonzeroBitCount }

  /// The position after the player plays `tiles`: each turns the player's colour, except the
  /// opponent's defended tiles. Bits past tile 24 are ignored.
  public func playedByPlayer(_ tiles: UInt32) -> Position {
    let taken = tiles & ~opponentDefended & Rules.allTiles
    return Position(checkedPlayer: player | taken, opponent: opponent & ~taken)
  }

  /// The position after the opponent plays `tiles` (bits past tile 24 ignored).
  public func playedByOpponent(_ tiles: UInt32) -> Position {
    let taken = tiles & ~playerDefended & Rules.allTiles
    return Position(checkedPlayer: player & ~taken, opponent: opponent | taken)
  }

  /// The tiles of a side (`.none`: the unclaimed ones).
  public func tiles(of side: Side) -> UInt32 {
    switch side {
    case .player: player
    case .opponent: opponent
    case .none: unclaimed
    }
  }

  /// The position after `mover` plays `tiles`: each turns the mover's colour, except the other
  /// side's defended tiles.
  public func played(_ tiles: UInt32, by mover: Side) -> Position {
    switch mover {
    case .player: playedByPlayer(tiles)
    case .opponent: playedByOpponent(tiles)
    case .none: preconditionFailure("a move is made by a side")
    }
  }

  /// The same tiles with the sides' colours swapped: the game as the opponent sees it.
  public var swapped: Position { Position(checkedPlayer: opponent, opponent: player) }

  /// The owners of the 25 tiles, with defence marked (b/B, r/R).
  public var owners: [Owner] {
    let pd = playerDefended
    let od = opponentDefended
    return (0..<25).map { i -> Owner in
      let bit: UInt32 = 1 << UInt32(i)
      if player & bit != 0 { return pd & bit != 0 ? .playerDefended : .player }
      if opponent & bit != 0 { return od & bit != 0 ? .opponentDefended : .opponent }
      return .unclaimed
    }
  }
}
