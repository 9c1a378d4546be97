import Glibc

/// The clocks a move is timed with.
enum Clock {
  /// Monotonic wall time, in seconds.
  static func wall() -> Double { read(CLOCK_MONOTONIC) }

  /// This process's CPU time (all threads): an in-process engine move's cost whatever else the
  /// machine runs, as long as no other game runs in the process at the same time.
  static func process() -> Double { read(CLOCK_PROCESS_CPUTIME_ID) }

  /// The calling thread's CPU time: right for the single-threaded reference at any --jobs.
  static func thread() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }

  private static func read(_ clock: clockid_t) -> Double {
    var ts = timespec()
    // Sound: clock_gettime writes one timespec, ours.
    unsafe clock_gettime(clock, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// Small calls into the C library that the rest of the arena keeps clear of.
enum System {
  /// Writes `text` and a newline to stderr.
  static func printError(_ text: String) {
    var line = text + "\n"
    // Sound: write reads count bytes of the string's own UTF-8 buffer.
    _ = line.withUTF8 { unsafe write(2, $0.baseAddress, $0.count) }
  }

  /// Flushes stdout, so a long run shows its lines as they come.
  static func flush() {
    // Every open output stream (nil): stdout is a C global, not to be named from Swift 6.
    fflush(nil)
  }

  /// The C library's message for an errno value.
  static func errorText(_ code: Int32) -> String {
    // Sound: strerror returns a NUL-terminated string, copied here at once.
    unsafe String(cString: strerror(code))
  }
}
