#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads a whole file for a decoder, refusing folders, special files and oversized files first.
enum ImageFileReader {
  static func contents(of path: String, maxBytes: Int) throws(ImageDecodingError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO must not hang; it is refused below as not a regular file.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let code = errno
      if code == EISDIR { throw .isDirectory(path: path) }
      throw .cannotRead(path: path, reason: reason(code))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .cannotRead(path: path, reason: reason(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw .isDirectory(path: path)
    case S_IFREG: break
    default: throw .cannotRead(path: path, reason: "not a regular file")
    }
    let size = Int(info.st_size)
    guard size > 0 else { throw .empty }
    guard size <= maxBytes else { throw .fileTooLarge(bytes: size, maxBytes: maxBytes) }
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    var failure: Int32 = 0
    bytes.withUnsafeMutableBytes { buffer in
      while total < size, let base = buffer.baseAddress {
        let n = read(fd, base + total, size - total)
        if n > 0 {
          total += n
        } else if n == 0 {
          break  // the file shrank while we read it
        } else if errno != EINTR {
          failure = errno
          break
        }
      }
    }
    if failure != 0 { throw .cannotRead(path: path, reason: reason(failure)) }
    guard total > 0 else { throw .empty }
    return total == size ? bytes : Array(bytes[0..<total])
  }

  /// Up to `count` first bytes of a regular file, or nil when it is no regular file or cannot
  /// be read (reading it in full then says why). Never blocks on a FIFO or a device.
  static func head(of path: String, count: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    let n = bytes.withUnsafeMutableBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return -1 }
      return read(fd, base, count)
    }
    guard n >= 0 else { return nil }
    return Array(bytes[0..<n])
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    default: return String(cString: strerror(code))
    }
  }
}
