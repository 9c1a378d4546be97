/// Whether the other side can win at once after a move (fill the board and end up ahead, with
/// any word it may still play and any tiles for it): a verdict, or none when not checked.
public enum Safety: String, Sendable, Equatable, CaseIterable {
  /// Not checked: nothing is claimed.
  case unchecked
  /// Checked over every reply and every tile choice: none wins at once.
  case safe
  /// Some reply wins at once for the other side.
  case unsafe

  /// `true` safe, `false` unsafe, `nil` not checked (as JSON's `"safe"` says it).
  public var isSafe: Bool? {
    switch self {
    case .unchecked: nil
    case .safe: true
    case .unsafe: false
    }
  }
}
