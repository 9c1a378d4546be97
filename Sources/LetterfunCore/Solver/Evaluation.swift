/// The engine's one judgement of a position it does not search further, for the side holding
/// `mine`: tiles held, defended tiles `defence` more (the other side cannot take them back next
/// turn), and in the search tiles of hard letters `hardWeight` more (few words can take them);
/// a full board is beyond any of that, won or lost by the tiles.
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
  /// What a tile of a hard letter adds to its tile (few of the board's words can take it back).
  static let hardWeight = 1
  /// A letter is hard when fewer than this share of the board's word groups use it.
  static let hardShare = 0.12

  /// The position's value (`value`), tiles of the `hard` letters `hardWeight` more.
  @inline(__always)
  static func value(mine: UInt32, theirs: UInt32, hard: UInt32) -> Int {
    if mine | theirs == Rules.allTiles { return value(mine: mine, theirs: theirs) }
    return tiles(mine: mine, theirs: theirs)
      &+ hardWeight &* ((mine & hard).nonzeroBitCount &- (theirs & hard).nonzeroBitCount)
  }

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
