#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads regular files: whole (with an optional size limit) or their first bytes.
///
/// Every reader of the program comes through here, so all refuse the same things the same way:
/// a folder is `isDirectory`, and a FIFO, device or socket is `notRegularFile`, found before
/// any read (which on a FIFO would wait for a writer, and on a device might never end).
enum FileReader {
  /// The whole file; `maxBytes` refuses a larger one before anything is read.
  static func contents(of path: String, maxBytes: Int? = nil) throws(FileError) -> [UInt8] {
    try contents(of: SystemPath(path), maxBytes: maxBytes)
  }

  /// The whole file at a path given as bytes; `maxBytes` refuses a larger one before anything
  /// is read.
  static func contents(of path: SystemPath, maxBytes: Int? = nil) throws(FileError) -> [UInt8] {
    let (fd, size) = try openRegularFile(path)
    defer { close(fd) }
    if let maxBytes, size > maxBytes {
      throw FileError(
        path: path.description, step: .stat, cause: .tooLarge(bytes: size, maxBytes: maxBytes))
    }
    // A file that grew since `fstat` is read to its size then; one that shrank, to its end.
    return try read(fd, upTo: size, path: path.description)
  }

  /// The first `count` bytes of the file (fewer if it is shorter).
  static func prefix(of path: String, count: Int) throws(FileError) -> [UInt8] {
    try prefix(of: SystemPath(path), count: count)
  }

  /// The first `count` bytes of the file at a path given as bytes (fewer if it is shorter).
  static func prefix(of path: SystemPath, count: Int) throws(FileError) -> [UInt8] {
    let (fd, _) = try openRegularFile(path)
    defer { close(fd) }
    return try read(fd, upTo: count, path: path.description)
  }

  /// Opens `path` for reading and checks it is a regular file; returns the descriptor (the
  /// caller closes it) and the file's size.
  static func openRegularFile(_ path: String) throws(FileError) -> (fd: Int32, size: Int) {
    try openRegularFile(SystemPath(path))
  }

  /// `openRegularFile` of a path given as bytes; errors name it as `SystemPath` shows it.
  static func openRegularFile(_ path: SystemPath) throws(FileError) -> (fd: Int32, size: Int) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    let fd = SystemCalls.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let code = errno
      throw FileError(
        path: path.description, step: .open, cause: code == EISDIR ? .isDirectory : .system(code))
    }
    guard let info = SystemCalls.status(of: fd) else {
      let code = errno
      close(fd)
      throw FileError(path: path.description, step: .stat, cause: .system(code))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return (fd, Int(info.st_size))
    case S_IFDIR:
      close(fd)
      throw FileError(path: path.description, step: .stat, cause: .isDirectory)
    default:
      close(fd)
      throw FileError(path: path.description, step: .stat, cause: .notRegularFile)
    }
  }

  /// Up to `count` bytes from `fd`, fewer only at the end of the file.
  private static func read(_ fd: Int32, upTo count: Int, path: String) throws(FileError) -> [UInt8]
  {
    guard count > 0 else { return [] }
    let (bytes, failure) = SystemCalls.read(fd, upTo: count)
    if failure != 0 { throw FileError(path: path, step: .read, cause: .system(failure)) }
    return bytes
  }
}
