/// The environment variables that shape output (NO_COLOR, TERM, CLICOLOR_FORCE, COLUMNS, and
/// LETTERFUN_ESTIMATE_AFTER for tests), looked up one by one, not by copying the whole
/// environment into Strings. A variable read elsewhere must be named here.
///
/// Stored properties, not a `[String: String]` (whose first use costs a run-time look-up of
/// `String: Hashable`, a scan of every conformance in the program) nor a `[String?]` (whose
/// element type the runtime also builds by name): together 0.3 million instructions a run.
struct OutputEnvironment {
  private let noColor: String?
  private let term: String?
  private let clicolorForce: String?
  private let columns: String?
  private let estimateAfter: String?

  /// The process's values of the variables named above.
  init() {
    noColor = SystemCalls.environment("NO_COLOR")
    term = SystemCalls.environment("TERM")
    clicolorForce = SystemCalls.environment("CLICOLOR_FORCE")
    columns = SystemCalls.environment("COLUMNS")
    estimateAfter = SystemCalls.environment("LETTERFUN_ESTIMATE_AFTER")
  }

  /// The value of `name` (one of the variables above), or nil when it is unset.
  subscript(name: String) -> String? {
    switch name {
    case "NO_COLOR": noColor
    case "TERM": term
    case "CLICOLOR_FORCE": clicolorForce
    case "COLUMNS": columns
    case "LETTERFUN_ESTIMATE_AFTER": estimateAfter
    default: preconditionFailure("\(name) is not read by OutputEnvironment")
    }
  }
}
