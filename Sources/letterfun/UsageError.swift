import LetterfunCore

/// An argument the command cannot use (a malformed `--board` or `--played`): printed with its
/// code like any refusal, but with the exit status of a usage error (2), before any output.
struct UsageError: LetterfunError {
  var underlying: any LetterfunError

  init(_ underlying: any LetterfunError) { self.underlying = underlying }

  var code: String { underlying.code }
  var description: String { underlying.description }
}
