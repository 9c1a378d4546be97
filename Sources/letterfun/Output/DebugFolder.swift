import LetterfunCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of `--debug-dir`, made (with its parents) when missing.
enum DebugFolder {
  /// Makes sure `path` is a folder pictures can go into; throws `bad-debug-dir` with the reason.
  static func prepare(_ path: String) throws(CommandError) {
    switch FileKind.of(path: path) {
    case .folder: break
    case .missing:
      var partial = path.hasPrefix("/") ? "/" : ""
      for part in path.split(separator: "/") {
        partial += part
        if !SystemCalls.makeDirectory(partial) && errno != EEXIST {
          let reason =
            errno == EACCES || errno == EPERM ? "permission denied" : SystemCalls.message(errno)
          throw .badDebugDirectory(path: path, reason: "cannot make \(partial): \(reason)")
        }
        partial += "/"
      }
    case let kind:
      throw .badDebugDirectory(path: path, reason: "it is \(kind.description), not a folder")
    }
    guard SystemCalls.access(path, W_OK | X_OK) else {
      throw .badDebugDirectory(path: path, reason: "permission denied")
    }
  }
}
