internal import Glibc

/// Small path and environment helpers (reading and writing files: `FileReader`,
/// `AtomicFileWriter`).
enum FileIO {
  /// Creates a directory and its parents (like `mkdir -p`).
  static func makeDirectories(_ path: String) -> Bool {
    var partial = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      partial += part
      // Sound: C calls given Swift strings, valid for the call.
      if unsafe mkdir(partial, 0o755) != 0 && Glibc.errno != EEXIST { return false }
      partial += "/"
    }
    return true
  }

  /// `strerror`'s text for an `errno`.
  static func systemMessage(_ code: Int32) -> String {
    // Sound: strerror returns a NUL-terminated string, copied before any other call.
    unsafe String(cString: strerror(code))
  }

  /// `stat` of a path (following symbolic links), or nil with `errno` set.
  static func status(_ path: String) -> stat? {
    var info = stat()
    // Sound: `info` outlives the call, which writes only that one struct.
    guard unsafe stat(path, &info) == 0 else { return nil }
    return info
  }

  // Sound: access reads the path string only during the call.
  static func exists(_ path: String) -> Bool { unsafe access(path, F_OK) == 0 }

  /// `name` inside folder `dir` (a single slash between them; `name` alone if `dir` is empty).
  static func joined(_ dir: String, _ name: String) -> String {
    if dir.isEmpty { return name }
    return dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }

  static func environment(_ name: String) -> String? {
    // Sound: getenv's string is copied at once, before anything could change the environment.
    guard let v = unsafe getenv(name) else { return nil }
    let s = unsafe String(cString: v)
    return s.isEmpty ? nil : s
  }

  /// The absolute form of a path (no symlink resolution needed: it names a cache entry).
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    // Sound: getcwd writes at most 4096 bytes, NUL-terminated, into the 4096-byte buffer.
    var buf = [CChar](repeating: 0, count: 4096)
    guard unsafe buf.withUnsafeMutableBufferPointer({ unsafe getcwd($0.baseAddress!, 4096) }) != nil
    else {
      return path
    }
    let cwd = unsafe buf.withUnsafeBufferPointer { unsafe String(cString: $0.baseAddress!) }
    return cwd + "/" + path
  }
}
