#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error (diagnostics never mix with results on stdout); `raw`
/// writes the text as it is (progress bars redraw one line).
func printError(_ message: String, raw: Bool = false) {
  let line = raw ? message : "letterfun: \(message)\n"
  // Sound: write reads count − 1 bytes of the C string, valid for the closure.
  _ = unsafe line.utf8CString.withUnsafeBufferPointer {
    unsafe write(2, $0.baseAddress, $0.count - 1)
  }
}
