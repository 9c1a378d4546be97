/// The engine's one judgement of a position it does not search further, for the side holding
/// `mine`: tiles held, and defended tiles `defence` more (the other side cannot take them back
/// next turn); a full board is beyond any of that, won or lost by the tiles.
enum Evaluation {
  /// A full board: beyond any open position's value (at most 75 either way).
  static let won = 10_000

  @inline(__always)
  static func value(mine: UInt32, theirs: UInt32) -> Int {
    if mine | theirs == Rules.allTiles {
      let lead = mine.nonzeroBitCount &- theirs.nonzeroBitCount
      return lead > 0 ? won &+ lead : lead < 0 ? lead &- won : 0
    }
    return tiles(mine: mine, theirs: theirs)
  }

  /// What a defended tile adds to its tile (the other side cannot take it back next turn).
  static let defence = 2

  /// The open board's judgement, on any board: tiles held, defended tiles `defence` more.
  @inline(__always)
  static func tiles(mine: UInt32, theirs: UInt32) -> Int {
    let defended = Rules.defended(mine).nonzeroBitCount &- Rules.defended(theirs).nonzeroBitCount
    return mine.nonzeroBitCount &- theirs.nonzeroBitCount &+ defence &* defended
  }

  /// Whether a value is a game the search saw end (a full board, or one side unable to stop
  /// the other filling it).
  @inline(__always)
  static func isDecided(_ v: Int) -> Bool { v >= won / 2 || v <= -won / 2 }

  @inline(__always)
  static func neighbours(_ m: UInt32) -> UInt32 {
    ((m << 5) | (m >> 5) | ((m << 1) & ~Rules.leftColumn) | ((m >> 1) & ~Rules.rightColumn))
      & Rules.allTiles
  }
}
