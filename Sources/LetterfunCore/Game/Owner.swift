/// Who holds a tile, as the labels and `--json` spell it: `w`, `b`, `B`, `r`, `R`.
public enum Owner: Character, Sendable, Hashable, CaseIterable {
  /// Unclaimed.
  case unclaimed = "w"
  /// The screenshot owner's ("blue") tile.
  case player = "b"
  /// The screenshot owner's defended tile (drawn darker).
  case playerDefended = "B"
  /// The opponent's tile.
  case opponent = "r"
  /// The opponent's defended tile.
  case opponentDefended = "R"

  /// The side holding the tile, ignoring defence.
  public var side: Side {
    switch self {
    case .unclaimed: .none
    case .player, .playerDefended: .player
    case .opponent, .opponentDefended: .opponent
    }
  }

  public var isDefended: Bool { self == .playerDefended || self == .opponentDefended }
}

/// A side of the game.
public enum Side: Sendable, Hashable {
  case none, player, opponent

  /// The side facing this one (`.none` faces no one).
  public var other: Side {
    switch self {
    case .none: .none
    case .player: .opponent
    case .opponent: .player
    }
  }
}
