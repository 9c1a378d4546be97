/// A move as a ranking gives it: the move (`Move`, the game's part, whose fields read through:
/// `ranked.word`), whether the other side can then win at once, and, when the engine judged it,
/// its chance to win.
@dynamicMemberLookup
public struct RankedMove: Sendable, Equatable, CustomStringConvertible {
  public let move: Move
  /// `.unchecked` unless the safety check (`--safe`) or the engine looked at every reply.
  public internal(set) var safety: Safety
  /// The engine's chance to win after the move and why; nil when the engine did not judge it.
  public internal(set) var chance: Chance?

  public init(move: Move, safety: Safety = .unchecked, chance: Chance? = nil) {
    self.move = move
    self.safety = safety
    self.chance = chance
  }

  public subscript<T>(dynamicMember field: KeyPath<Move, T>) -> T { move[keyPath: field] }

  /// `safety` as JSON's `"safe"` says it: true, false, or nil when not checked.
  public var safe: Bool? { safety.isSafe }
  /// The chance to win, 0–1 (`chance?.value`).
  public var value: Double? { chance?.value }

  public var description: String {
    var text = move.description
    if safety != .unchecked { text += " \(safety)" }
    if let chance { text += " \(chance.value) \(chance.reason)" }
    return text
  }
}
