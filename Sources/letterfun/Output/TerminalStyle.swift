#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether output may be coloured: only on a terminal (or on standard output with
/// CLICOLOR_FORCE set, e.g. for `less -R`), never with NO_COLOR set, never with `--plain` or a
/// dumb terminal.
struct TerminalStyle: Sendable {
  var colour: Bool

  static let plain = TerminalStyle(colour: false)

  /// The style for a file descriptor (1 for results, 2 for progress), given the `--plain` flag.
  static func detect(fd: Int32, plain: Bool, environment: OutputEnvironment) -> TerminalStyle {
    if plain { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    if fd == 1, let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
      return TerminalStyle(colour: true)
    }
    return TerminalStyle(colour: isatty(fd) == 1)
  }

  /// Text on a background colour, in the foreground colour given (24-bit ANSI).
  func paint(
    _ text: String, background b: (UInt8, UInt8, UInt8), foreground f: (UInt8, UInt8, UInt8)
  ) -> String {
    guard colour else { return text }
    return "\u{1B}[48;2;\(b.0);\(b.1);\(b.2)m\u{1B}[38;2;\(f.0);\(f.1);\(f.2)m\(text)\u{1B}[0m"
  }

  /// Black text on a bright yellow ground: the tiles of the move to play.
  func highlight(_ text: String) -> String {
    colour ? "\u{1B}[1;48;2;255;214;0;38;2;0;0;0m\(text)\u{1B}[0m" : text
  }

  /// How many columns text may use on file descriptor `fd`: `COLUMNS` when set, else the
  /// terminal's width, else 80 (a pipe, a file, or a terminal that does not say).
  static func width(fd: Int32, environment: OutputEnvironment) -> Int {
    if let text = environment["COLUMNS"], let n = Int(text), n > 0 { return n }
    return SystemCalls.terminalColumns(fd) ?? 80
  }

  /// Bold text (the winning note).
  func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

  /// Dim text (secondary details).
  func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
