internal import Glibc

/// How the look-ahead turns a position it does not search into a chance to win, from the
/// player's side (the side the engine plays): the engine's one judgement of a position
/// (`Evaluation`: tiles held, defended ones weighed more), in tiles, plus `tempo` for the side
/// to move (its next word will take tiles), through a logistic curve. Near the end whoever can
/// fill the board decides the game: the search, not this, looks for that.
struct ChanceModel: Sendable {
  /// Worth of being the side to move.
  var tempo: Double = 2.0
  /// Tiles of lead that make a win about 73% likely (the logistic's scale).
  var scale: Double = 4.0
  /// A small seeded jitter per position, to break ties between equal moves reproducibly.
  var seed: UInt64 = 0

  /// The position's worth for the player, in tiles (`Evaluation.tiles`, whose scale a chance
  /// needs even on a full board), `playerToMove` telling whose turn it is.
  @inline(__always)
  func tiles(_ p: Position, playerToMove: Bool) -> Double {
    var v = Double(Evaluation.tiles(mine: p.player, theirs: p.opponent))
    v += playerToMove ? tempo : -tempo
    if seed != 0 { v += jitter(p) }
    return v
  }

  /// Under a hundredth of a tile: never more than a tie-break.
  @inline(__always)
  private func jitter(_ p: Position) -> Double {
    var z = seed ^ (UInt64(p.player) | UInt64(p.opponent) << 25) &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53) * 0.01
  }

  /// A searched move's value (`GameSearch`: four moves deep, the player to move at its end) as
  /// a chance to win: the logistic curve fitted to self-play (docs/PERFORMANCE.md,
  /// twenty-ninth sitting), an even chance at `searchedCentre`, kept within `searchedRange`: an
  /// unproved chance is never shown as sure.
  func searched(_ value: Double) -> Double {
    let p = 1 / (1 + exp(-(value - ChanceModel.searchedCentre) / ChanceModel.searchedScale))
    return min(max(p, ChanceModel.searchedRange.lowerBound), ChanceModel.searchedRange.upperBound)
  }
  /// Self-play (seed 1135, 80 games, each side's positions in a game weighed once): the side
  /// to move wins half its games at a four-move value of -8, since its next word takes back
  /// what the reply took.
  static let searchedCentre = -8.0
  static let searchedScale = 3.3
  static let searchedRange = 0.05...0.95

  /// A tile lead as a chance to win, 0–1 (a logistic curve: no lead, an even chance).
  func probability(_ tiles: Double) -> Double {
    if tiles >= ChanceModel.won { return 1 }
    if tiles <= -ChanceModel.won { return 0 }
    return 1 / (1 + exp(-tiles / scale))
  }

  /// A game won (or lost, negated): beyond any lead a position can show.
  static let won: Double = 1000
  /// A win (or loss) the search saw but did not prove: beyond any lead of tiles, short of `won`.
  static let likely: Double = 60
}
