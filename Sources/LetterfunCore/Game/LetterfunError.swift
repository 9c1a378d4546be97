/// What every error the core throws offers a script and a player: a stable code and a message.
public protocol LetterfunError: Error, Sendable, CustomStringConvertible {
  /// A stable identifier for scripts, e.g. `unreadable-image`; never reworded.
  var code: String { get }
}
