internal import Glibc

/// The dictionary's only platform code: whole-file reads, read-only maps and atomic writes.
enum FileIO {
  struct Failure: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
    static func errno(_ what: String) -> Failure {
      Failure("\(what): \(String(cString: strerror(Glibc.errno)))")
    }
  }

  /// The bytes of a file, in one read.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .errno("open") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .errno("stat") }
    guard (st.st_mode & S_IFMT) == S_IFREG else { throw Failure("not a regular file") }
    let size = Int(st.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    let failed: Failure? = bytes.withUnsafeMutableBytes { buf -> Failure? in
      while done < size {
        let n = Glibc.read(fd, buf.baseAddress! + done, size - done)
        if n < 0 {
          if Glibc.errno == EINTR { continue }
          return .errno("read")
        }
        if n == 0 { break }
        done += n
      }
      return nil
    }
    if let failed { throw failed }
    if done < size { bytes.removeLast(size - done) }
    return bytes
  }

  /// The first `count` bytes of a file (fewer if it is shorter).
  static func readPrefix(_ path: String, count: Int) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .errno("open") }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: count)
    let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, count) }
    guard n >= 0 else { throw .errno("read") }
    bytes.removeLast(count - n)
    return bytes
  }

  /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so readers
  /// see either the old file or the whole new one.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    do { try AtomicFileWriter.write(bytes, to: path) } catch { throw Failure(error.description) }
  }

  /// Creates a directory and its parents (like `mkdir -p`).
  static func makeDirectories(_ path: String) -> Bool {
    var partial = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      partial += part
      if mkdir(partial, 0o755) != 0 && Glibc.errno != EEXIST { return false }
      partial += "/"
    }
    return true
  }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// `name` inside folder `dir` (a single slash between them; `name` alone if `dir` is empty).
  static func joined(_ dir: String, _ name: String) -> String {
    if dir.isEmpty { return name }
    return dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }

  static func environment(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    let s = String(cString: v)
    return s.isEmpty ? nil : s
  }

  /// The absolute form of a path (no symlink resolution needed: it names a cache entry).
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buf = [CChar](repeating: 0, count: 4096)
    guard buf.withUnsafeMutableBufferPointer({ getcwd($0.baseAddress!, 4096) }) != nil else {
      return path
    }
    let cwd = buf.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return cwd + "/" + path
  }
}

/// A read-only file mapped into memory; unmapped when released.
final class MappedFile: @unchecked Sendable {
  let bytes: UnsafeRawBufferPointer
  private let mapped: Bool
  private let owned: Bool

  init(path: String) throws(FileIO.Failure) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .errno("open") }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .errno("stat") }
    guard (st.st_mode & S_IFMT) == S_IFREG else { throw FileIO.Failure("not a regular file") }
    let size = Int(st.st_size)
    if size == 0 {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      mapped = false
      owned = false
      return
    }
    let p = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0)
    guard let p, p != MAP_FAILED else { throw .errno("mmap") }
    bytes = UnsafeRawBufferPointer(start: p, count: size)
    mapped = true
    owned = false
  }

  /// Bytes that live as long as the program (compiled into it): never freed.
  init(embedded: UnsafeRawBufferPointer) {
    bytes = embedded
    mapped = false
    owned = false
  }

  /// Bytes already in memory (a freshly compiled dictionary), owned by this object.
  init(copying source: [UInt8]) {
    let p = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
    source.withUnsafeBytes { p.copyMemory(from: $0) }
    bytes = UnsafeRawBufferPointer(start: p.baseAddress, count: source.count)
    mapped = false
    owned = true
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else if owned, let base = bytes.baseAddress {
      base.deallocate()
    }
  }
}
