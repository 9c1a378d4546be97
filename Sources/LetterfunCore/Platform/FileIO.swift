#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Small path and environment helpers (reading and writing files: `FileReader`,
/// `AtomicFileWriter`).
enum FileIO {
  /// Creates a directory and its parents (like `mkdir -p`).
  static func makeDirectories(_ path: String) -> Bool {
    var partial = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      partial += part
      if !SystemCalls.makeDirectory(partial) && errno != EEXIST { return false }
      partial += "/"
    }
    return true
  }

  /// `strerror`'s text for an `errno`.
  static func systemMessage(_ code: Int32) -> String {
    SystemCalls.message(code)
  }

  /// `stat` of a path (following symbolic links), or nil with `errno` set.
  static func status(_ path: String) -> stat? {
    SystemCalls.status(path)
  }

  static func exists(_ path: String) -> Bool { SystemCalls.access(path, F_OK) }

  /// Whether `path` is a folder (following symbolic links), as FileManager's `fileExists`
  /// says, without making a FileManager (which a single screenshot does not need).
  static func isFolder(_ path: String) -> Bool {
    guard let info = status(path) else { return false }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  /// `isFolder` of a path given as bytes.
  static func isFolder(_ path: SystemPath) -> Bool {
    guard let info = SystemCalls.status(path) else { return false }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  /// `name` inside folder `dir` (a single slash between them; `name` alone if `dir` is empty).
  static func joined(_ dir: String, _ name: String) -> String {
    if dir.isEmpty { return name }
    return dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }

  static func environment(_ name: String) -> String? {
    guard let s = SystemCalls.environment(name), !s.isEmpty else { return nil }
    return s
  }

  /// The absolute form of a path (no symlink resolution needed: it names a cache entry).
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let cwd = SystemCalls.workingDirectory() else { return path }
    return cwd + "/" + path
  }
}
