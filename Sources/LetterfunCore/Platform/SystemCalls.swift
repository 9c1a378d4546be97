internal import CBuiltIns
#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The library's system calls, each behind a function of Swift values: the C strings, buffers
/// and structs they need live only inside it. With `MappedFile` (below) and the checksum's word
/// loads, this file holds all of Platform/'s unsafe code.
enum SystemCalls {
  /// `open(path, flags, mode)`: a descriptor, or −1 with `errno` set.
  static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
    // Sound: the path's C string is valid for the call.
    unsafe openFile(path, flags, mode)
  }

  /// `fstat` of an open descriptor, or nil with `errno` set.
  static func status(of fd: Int32) -> stat? {
    var info = stat()
    // Sound: `info` outlives the call, which writes only that one struct.
    guard unsafe fstat(fd, &info) == 0 else { return nil }
    return info
  }

  /// `stat` of a path (following symbolic links), or nil with `errno` set.
  static func status(_ path: String) -> stat? {
    var info = stat()
    // Sound: `info` outlives the call, which writes only that one struct.
    guard unsafe stat(path, &info) == 0 else { return nil }
    return info
  }

  /// One `read` into `bytes[offset...]`: the count read, 0 at the end, −1 with `errno` set.
  static func read(_ fd: Int32, into bytes: inout [UInt8], at offset: Int) -> Int {
    precondition(offset >= 0 && offset <= bytes.count)
    let wanted = bytes.count - offset
    // Sound: read() writes at most `wanted` bytes at base + offset, inside the array.
    return unsafe bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      #if canImport(Glibc)
        return unsafe Glibc.read(fd, base + offset, wanted)
      #else
        return unsafe Darwin.read(fd, base + offset, wanted)
      #endif
    }
  }

  /// One `write` of `bytes[offset...]`: the count written, or −1 with `errno` set.
  static func write(_ fd: Int32, _ bytes: [UInt8], from offset: Int) -> Int {
    precondition(offset >= 0 && offset <= bytes.count)
    let count = bytes.count - offset
    // Sound: write() reads at most `count` bytes at base + offset, inside the array.
    return unsafe bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      #if canImport(Glibc)
        return unsafe Glibc.write(fd, base + offset, count)
      #else
        return unsafe Darwin.write(fd, base + offset, count)
      #endif
    }
  }

  /// `mkdir(path, mode)`: true when made, false with `errno` set.
  static func makeDirectory(_ path: String, mode: mode_t = 0o755) -> Bool {
    // Sound: the path's C string is valid for the call.
    unsafe mkdir(path, mode) == 0
  }

  /// `rename(from, to)`: true when done, false with `errno` set.
  static func rename(_ from: String, to: String) -> Bool {
    // Sound: both C strings are valid for the call.
    unsafe renameFile(from, to) == 0
  }

  /// `unlink(path)`, its result ignored (for clearing up after a failure).
  static func remove(_ path: String) {
    // Sound: the path's C string is valid for the call.
    _ = unsafe unlink(path)
  }

  /// `access(path, mode) == 0`.
  static func access(_ path: String, _ mode: Int32) -> Bool {
    // Sound: the path's C string is valid for the call.
    unsafe accessFile(path, mode) == 0
  }

  /// `strerror`'s text for an `errno`.
  static func message(_ code: Int32) -> String {
    // Sound: strerror returns a NUL-terminated string, copied before any other call.
    unsafe String(cString: strerror(code))
  }

  /// The environment variable `name`, or nil when it is unset.
  static func environment(_ name: String) -> String? {
    // Sound: getenv's string is copied at once, before anything could change the environment.
    guard let v = unsafe getenv(name) else { return nil }
    return unsafe String(cString: v)
  }

  /// The working directory, or nil when it cannot be had (or is longer than 4095 bytes).
  static func workingDirectory() -> String? {
    var buf = [CChar](repeating: 0, count: 4096)
    // Sound: getcwd writes at most 4096 bytes, NUL-terminated, into the 4096-byte buffer.
    return unsafe buf.withUnsafeMutableBufferPointer { buf in
      guard let base = buf.baseAddress, unsafe getcwd(base, 4096) != nil else { return nil }
      return unsafe String(cString: base)
    }
  }
}

// The C functions under names that the wrappers above do not shadow.
@inline(__always)
private func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
  unsafe open(path, flags, mode)
}
@inline(__always)
private func renameFile(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  unsafe rename(from, to)
}
@inline(__always)
private func accessFile(_ path: UnsafePointer<CChar>, _ mode: Int32) -> Int32 {
  unsafe access(path, mode)
}

/// Asks the kernel to back a large new pixel buffer with 2 MiB pages.
///
/// A decoded screenshot is 3–11 MiB that the decoder touches once, front to back: in 4 KiB
/// pages that is 700–2,700 page faults, which cost more than the decoding of a small PNG.
enum HugePages {
  static let size = 2 << 20

  /// Advises the pages of `buffer` when it is large enough to hold a huge page; harmless
  /// where transparent huge pages are off. Call before writing the buffer: each 2 MiB-aligned
  /// block inside it that is still untouched then faults in as one huge page (the block under
  /// the allocator's header, already touched, stays in small pages; padding the buffer to
  /// align it was tried and gained nothing for that reason).
  static func advise(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, buffer.count >= size else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = Int(bitPattern: base) & ~(page - 1)
    let end = (Int(bitPattern: base) + buffer.count + page - 1) & ~(page - 1)
    // Sound: madvise only advises; the page-aligned range covers `buffer`, which the caller owns.
    guard let p = unsafe UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = unsafe madvise(p, end - start, MADV_HUGEPAGE)
  }
}

extension Span where Element == UInt8 {
  /// The 8 bytes at `offset` as one word in the machine's byte order (the checksum's loads):
  /// one bounds check for the word instead of one per byte.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    precondition(offset >= 0 && offset <= count &- 8)
    // Sound: offset … offset + 7 lie inside the span (checked above), valid for the closure.
    return unsafe withUnsafeBytes { unsafe $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
  }
}

extension Checksum {
  /// The checksum of raw bytes (the mapped dictionary's edges).
  public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    // Sound: the caller's buffer is valid for this call; the span does not outlive it.
    let span = unsafe Span<UInt8>(_unsafeBytes: bytes)
    return of(span)
  }
}

@safe final class MappedFile: @unchecked Sendable {
  // Sound: the bytes are mapped, embedded or allocated by this object and released only in deinit.
  let bytes: UnsafeRawBufferPointer
  private let mapped: Bool
  private let owned: Bool

  // Sound: mmap's result is checked; the mapping is private, read-only, and unmapped only in
  // deinit.
  init(path: String) throws(FileError) {
    let (fd, size) = try FileReader.openRegularFile(path)
    defer { close(fd) }
    if size == 0 {
      unsafe bytes = unsafe UnsafeRawBufferPointer(start: nil, count: 0)
      mapped = false
      owned = false
      return
    }
    let p = unsafe mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0)
    guard let p = unsafe p, unsafe p != MAP_FAILED else {
      throw FileError(path: path, step: .mmap, cause: .system(errno))
    }
    unsafe bytes = unsafe UnsafeRawBufferPointer(start: p, count: size)
    mapped = true
    owned = false
  }

  /// Bytes that live as long as the program (compiled into it): never freed.
  init(embedded: UnsafeRawBufferPointer) {
    // Sound: embedded bytes are static (compiled into the program).
    unsafe bytes = unsafe embedded
    mapped = false
    owned = false
  }

  /// Bytes already in memory (a freshly compiled dictionary), owned by this object.
  // Sound: allocates max(count, 1) bytes, copies count, frees them in deinit.
  init(copying source: [UInt8]) {
    let p = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
    unsafe source.withUnsafeBytes { unsafe p.copyMemory(from: $0) }
    unsafe bytes = unsafe UnsafeRawBufferPointer(start: p.baseAddress, count: source.count)
    mapped = false
    owned = true
  }

  deinit {
    if mapped {
      // Sound: unmaps or frees exactly what init mapped or allocated, once.
      unsafe munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else if owned, let base = unsafe bytes.baseAddress {
      unsafe base.deallocate()
    }
  }
}

extension MappedFile {
  /// The built-in dictionary's bytes (CBuiltIns' #embed): static, never freed.
  static let builtInDictionary = unsafe MappedFile(embedded: embedded(letterfun_builtin_dictionary))
  /// The built-in templates' bytes (CBuiltIns' #embed): static, never freed.
  static let builtInTemplates = unsafe MappedFile(embedded: embedded(letterfun_builtin_templates))

  /// A copy of the bytes.
  var array: [UInt8] { unsafe Array(bytes) }

  /// `body`'s answer on the bytes, read in place (the built-in templates, without a copy).
  func withSpan<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
    // Sound: the bytes live as long as this object, which the call keeps alive; the span does
    // not outlive the call.
    let span = unsafe Span<UInt8>(_unsafeBytes: bytes)
    return withExtendedLifetime(self) { body(span) }
  }

  // Sound: each accessor returns a pointer to static data and its exact size.
  private static func embedded(
    _ accessor: (UnsafeMutablePointer<Int>) -> UnsafePointer<UInt8>?
  ) -> UnsafeRawBufferPointer {
    var count = 0
    let start = unsafe accessor(&count)
    return unsafe UnsafeRawBufferPointer(start: start, count: count)
  }
}
