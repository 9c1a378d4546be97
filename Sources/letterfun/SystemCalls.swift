#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's system calls, each behind a function of Swift values: the C strings,
/// buffers and structs they need live only inside it. This file holds all of the command
/// line's unsafe code.
enum SystemCalls {
  /// Writes all of `text` to `fd`, retrying after interrupted or partial writes; stops quietly
  /// on an error (a closed pipe has no one to tell).
  static func writeAll(_ fd: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buf in
      var done = 0
      while done < buf.count {
        // Sound: writes stay inside the UTF-8 buffer (done < count), valid for the closure.
        let n = unsafe write(fd, buf.baseAddress! + done, buf.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        done += n
      }
    }
  }

  /// `mkdir(path, 0755)`: true when made, false with `errno` set.
  static func makeDirectory(_ path: String) -> Bool {
    // Sound: the path's C string is valid for the call.
    unsafe mkdir(path, 0o755) == 0
  }

  /// `access(path, mode) == 0`.
  static func access(_ path: String, _ mode: Int32) -> Bool {
    // Sound: the path's C string is valid for the call.
    unsafe accessPath(path, mode) == 0
  }

  /// `strerror`'s text for an `errno`.
  static func message(_ code: Int32) -> String {
    // Sound: strerror returns a NUL-terminated string, copied before any other call.
    unsafe String(cString: strerror(code))
  }

  /// The environment variable `name`, or nil when it is unset.
  static func environment(_ name: String) -> String? {
    // Sound: getenv's string is copied at once, before anything could change the environment.
    guard let value = unsafe getenv(name) else { return nil }
    return unsafe String(cString: value)
  }

  /// The width in columns of the terminal on `fd`, or nil when it is none or does not say.
  static func terminalColumns(_ fd: Int32) -> Int? {
    guard isatty(fd) == 1 else { return nil }
    var size = winsize()
    // Sound: ioctl writes one local winsize.
    guard unsafe ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The process's arguments as the system gave them, bytes each: `CommandLine.arguments`
  /// repairs bytes that are not UTF-8 (to U+FFFD), and the repaired text names another file.
  static func rawArguments() -> [[UInt8]] {
    var out: [[UInt8]] = []
    for i in 0..<Int(CommandLine.argc) {
      // Sound: argv holds argc NUL-terminated strings that live as long as the process; each
      // is copied out within its length.
      guard let argument = unsafe CommandLine.unsafeArgv[i] else { continue }
      let length = unsafe strlen(argument)
      out.append(unsafe Array(UnsafeRawBufferPointer(start: argument, count: length)))
    }
    return out
  }

  /// The path of the running binary (`/proc/self/exe`), or nil where it cannot be read.
  static func ownExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    // Sound: readlink writes at most count - 1 bytes into the array it is lent.
    let n = unsafe readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Replaces this process with the program at `path`, given `arguments` (its name first);
  /// returns `errno` only when that fails.
  static func exec(_ path: String, _ arguments: [String]) -> Int32 {
    // Sound: strdup'd copies live until execv replaces the process (or it fails, when they are
    // freed).
    var cArgs = unsafe arguments.map { unsafe strdup($0) } + [nil]
    unsafe execv(path, &cArgs)
    let code = errno
    unsafe cArgs.forEach { unsafe free($0) }
    return code
  }
}

// `access` under a name that the wrapper above does not shadow.
@inline(__always)
private func accessPath(_ path: UnsafePointer<CChar>, _ mode: Int32) -> Int32 {
  unsafe access(path, mode)
}
