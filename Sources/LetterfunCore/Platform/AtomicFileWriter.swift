#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Writes files so that readers see either the old file or the whole new one, never a part.
///
/// The program's only file writer (images, templates, dictionaries and their cache): callers
/// turn its `FileError` into their own error.
public enum AtomicFileWriter {
  /// Writes `bytes` to a temporary file beside `path`, flushes it, then renames it over `path`.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty else { throw FileError(path: path, step: .create, cause: .noFileName) }
    // The same folder keeps the rename on one file system, where it is atomic.
    var temporary = ""
    var fd: Int32 = -1
    for _ in 0..<8 {
      temporary = "\(folder).\(name).tmp-\(String(UInt64.random(in: 0 ... .max), radix: 36))"
      // Mode 0666 under the umask, as a plain create gives (mkstemp's 0600 would hide the file).
      fd = SystemCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o666)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw FileError(path: path, step: .create, cause: .system(errno)) }
    var failure: Int32 = 0
    var step = FileError.Step.write
    var offset = 0
    while offset < bytes.count {
      let n = SystemCalls.write(fd, bytes, from: offset)
      if n > 0 {
        offset += n
      } else if n == 0 || errno != EINTR {
        failure = n == 0 ? EIO : errno
        break
      }
    }
    if failure == 0, fsync(fd) != 0 { (failure, step) = (errno, .fsync) }
    if close(fd) != 0, failure == 0 { (failure, step) = (errno, .close) }
    if failure == 0, !SystemCalls.rename(temporary, to: path) { (failure, step) = (errno, .rename) }
    if failure != 0 {
      SystemCalls.remove(temporary)
      throw FileError(path: path, step: step, cause: .system(failure))
    }
  }
}
