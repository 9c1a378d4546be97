/// Writes a line to standard error (diagnostics never mix with results on stdout); `raw`
/// writes the text as it is (progress bars redraw one line).
func printError(_ message: String, raw: Bool = false) {
  let line = raw ? message : "letterfun: \(message)\n"
  SystemCalls.writeAll(2, line)
}
