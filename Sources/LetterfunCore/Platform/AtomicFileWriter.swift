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
      // Sound: C calls given Swift strings (valid for the call) and `bytes`' own buffer, read
      // within its count.
      fd = unsafe open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw FileError(path: path, step: .create, cause: .system(errno)) }
    var failure: Int32 = 0
    var step = FileError.Step.write
    unsafe bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        #if canImport(Glibc)
          let n = unsafe Glibc.write(fd, base + offset, buffer.count - offset)
        #else
          let n = Darwin.write(fd, base + offset, buffer.count - offset)
        #endif
        if n > 0 {
          offset += n
        } else if n == 0 || errno != EINTR {
          failure = n == 0 ? EIO : errno
          return
        }
      }
    }
    if failure == 0, fsync(fd) != 0 { (failure, step) = (errno, .fsync) }
    if close(fd) != 0, failure == 0 { (failure, step) = (errno, .close) }
    if failure == 0, unsafe rename(temporary, path) != 0 { (failure, step) = (errno, .rename) }
    if failure != 0 {
      unsafe unlink(temporary)
      throw FileError(path: path, step: step, cause: .system(failure))
    }
  }
}
