#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error (diagnostics never mix with results on stdout).
func printError(_ message: String) {
  let line = "letterfun: \(message)\n"
  _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
