import LetterfunCore

/// Tiles held, you and the opponent: the one way a score is shown (`24–1`, you first), beside
/// the one way a move's worth is shown (`+N`, what it adds to your lead).
public struct GameScore: Sendable, Equatable {
  /// The player's tiles (the screenshot's owner).
  public var you: Int
  /// The opponent's tiles.
  public var opponent: Int

  public init(you: Int, opponent: Int) {
    self.you = you
    self.opponent = opponent
  }

  /// The tiles held in a position.
  public init(_ position: Position) {
    self.init(you: position.player.nonzeroBitCount, opponent: position.opponent.nonzeroBitCount)
  }

  /// The tiles held on a board.
  public init(_ board: Board) {
    var you = 0
    var opponent = 0
    for owner in board.owners {
      switch owner.side {
      case .player: you += 1
      case .opponent: opponent += 1
      case .none: break
      }
    }
    self.init(you: you, opponent: opponent)
  }

  /// The score after a move of the player's.
  public init(after move: Move) { self.init(move.after) }

  /// Your tiles minus the opponent's (what a move's `score` counts after it).
  public var lead: Int { you - opponent }

  /// Whether every tile is taken: the game is over.
  public var isFinal: Bool { you + opponent == Board.tileCount }

  /// `24–1`: your tiles, an en dash, the opponent's.
  public var text: String { "\(you)–\(opponent)" }

  /// What `move` adds to your lead on `board`: 1 for each unclaimed tile it takes, 2 for each
  /// undefended tile of the opponent's (the number after `+` wherever a move is shown).
  public static func gain(of move: Move, on board: Board) -> Int {
    move.score - GameScore(board).lead
  }

  /// `+4`, `+0` (a move never lowers your lead, but a sign is always shown).
  public static func signed(_ n: Int) -> String { n >= 0 ? "+\(n)" : "\(n)" }
}
