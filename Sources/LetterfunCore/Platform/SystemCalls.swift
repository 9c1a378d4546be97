internal import CBuiltIns
import Synchronization
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

  /// Up to `count` bytes read from `fd` into a fresh array (fewer only at the end of the file),
  /// retrying after EINTR, and the `errno` of a failed read (else 0).
  static func read(_ fd: Int32, upTo count: Int) -> (bytes: [UInt8], failure: Int32) {
    precondition(count >= 0)
    var failure: Int32 = 0
    // Uninitialized: read() fills what the array keeps, so zeroing it first was a wasted pass
    // over the file.
    // Sound: each read() writes at most `count - total` bytes at base + total, inside the
    // capacity; the array keeps only the `total` bytes written.
    let bytes = unsafe [UInt8](unsafeUninitializedCapacity: count) { buffer, kept in
      var total = 0
      if let base = buffer.baseAddress {
        while total < count {
          #if canImport(Glibc)
            let n = unsafe Glibc.read(fd, base + total, count - total)
          #else
            let n = unsafe Darwin.read(fd, base + total, count - total)
          #endif
          if n > 0 {
            total += n
          } else if n == 0 {
            break
          } else if errno != EINTR {
            failure = errno
            break
          }
        }
      }
      kept = total
    }
    return (bytes, failure)
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

  /// `open` of a path given as bytes: a descriptor, or −1 with `errno` set.
  static func open(_ path: SystemPath, _ flags: Int32, mode: mode_t = 0) -> Int32 {
    let name = cString(path)
    // Sound: the NUL-terminated copy of the path is valid for the call.
    return unsafe name.withUnsafeBufferPointer { unsafe openFile($0.baseAddress!, flags, mode) }
  }

  /// `stat` of a path given as bytes (following symbolic links), or nil with `errno` set.
  static func status(_ path: SystemPath) -> stat? {
    let name = cString(path)
    var info = stat()
    // Sound: the NUL-terminated copy of the path is valid for the call, which writes only the
    // one local struct.
    let done = unsafe name.withUnsafeBufferPointer { unsafe stat($0.baseAddress!, &info) == 0 }
    return done ? info : nil
  }

  /// The names in a folder as bytes (without `.` and `..`), in the order the system lists
  /// them, or nil with `errno` set when it cannot be opened.
  static func folderEntries(_ path: SystemPath) -> [[UInt8]]? {
    let name = cString(path)
    // Sound: the NUL-terminated copy of the path is valid for opendir.
    guard let folder = unsafe name.withUnsafeBufferPointer({ unsafe opendir($0.baseAddress!) })
    else { return nil }
    defer { _ = unsafe closedir(folder) }
    var names: [[UInt8]] = []
    // Sound: readdir's entry is valid until the next readdir or closedir on this folder; its
    // NUL-terminated d_name is copied out before either.
    while let entry = unsafe readdir(folder) {
      let bytes = unsafe withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        // Sound: the prefix is a view of d_name's own bytes (it stops at the NUL, or at the
        // field's end if there were none), copied into the array while `raw` is valid.
        unsafe Array(raw.prefix { $0 != 0 })
      }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      names.append(bytes)
    }
    return names
  }

  /// A path's bytes with the NUL the C library ends it with (a NUL inside it cuts it there:
  /// no name holds one).
  private static func cString(_ path: SystemPath) -> [CChar] {
    var name = path.bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
    name.append(0)
    return name
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

/// The bytes of a decoded screenshot, in pages of their own that the kernel can back with 2 MiB
/// huge pages.
///
/// A decoded screenshot is 3–11 MiB that the decoder touches once, front to back. Fresh 4 KiB
/// pages fault in at ~2 µs each on a virtual machine: 700–2,700 faults, more than the decoding
/// of a small PNG. A Swift array cannot take huge pages for its first 2 MiB block (the
/// allocator writes its header there before anyone can advise the kernel) and, placed wherever
/// `malloc` puts it, often for none at all. This mapping starts on a 2 MiB boundary and is
/// advised before its first write, so 3 MiB take two faults instead of 700. The locator's
/// thumbnail of the screenshot lives in such pages too. Freed mappings (up to `spareBytes`) are
/// kept for the next buffers, as `malloc` keeps freed memory, and cleared before they are handed
/// out again: one screenshot's pixels never reach the next (in the server, another player's).
@safe final class PixelMemory: @unchecked Sendable {
  static let hugePage = 2 << 20
  /// Below this (64 small pages, ~120 µs of faults) one huge page would cost about as much: the
  /// callers use an array.
  static let minimumCount = 256 << 10

  /// How many bytes it holds.
  let count: Int
  // Sound: `start` is this object's own mapping of `length` bytes (count of them in use),
  // unmapped only in deinit; every accessor hands out a buffer bounded by `count`.
  private let start: UnsafeMutableRawPointer
  private let length: Int

  /// Mappings given back by earlier buffers, as (address, length, bytes written), for the next
  /// ones: in a folder each screenshot would otherwise map, and the kernel zero, its megabytes
  /// afresh.
  private static let spare = Mutex<[(address: Int, length: Int, used: Int)]>([])
  /// At most this many bytes wait in `spare` (two workers' screenshots and thumbnails).
  static let spareBytes = 64 << 20

  /// Memory for `count` bytes (at least `minimumCount`), its contents unspecified (the callers
  /// write every byte before reading any), or nil when the system refuses the mapping (the
  /// caller then uses an array).
  init?(count: Int) {
    guard count >= Self.minimumCount else { return nil }
    let huge = Self.hugePage
    let (rounded, overflow) = count.addingReportingOverflow(huge - 1)
    let length = rounded & ~(huge - 1)
    let (mapped, tooLong) = length.addingReportingOverflow(huge)
    guard !overflow, !tooLong else { return nil }
    // The smallest spare mapping that is large enough, if any.
    let reused: (address: Int, length: Int, used: Int)? = Self.spare.withLock { spare in
      var best: Int? = nil
      for (i, m) in spare.enumerated() where m.length >= length {
        if best.map({ m.length < spare[$0].length }) ?? true { best = i }
      }
      return best.map { spare.remove(at: $0) }
    }
    if let reused, let start = unsafe UnsafeMutableRawPointer(bitPattern: reused.address) {
      // The earlier buffer's bytes are cleared (as the kernel clears fresh pages), whatever the
      // next writer does: a decoder that stopped short can show zeros, never an old picture.
      // Sound: the earlier owner wrote only its first `used` bytes of this `length`-byte mapping.
      unsafe start.initializeMemory(as: UInt8.self, repeating: 0, count: reused.used)
      unsafe self.start = start
      self.length = reused.length
      self.count = count
      return
    }
    // Map one huge page more, keep the aligned part, and give the ends back.
    // Sound: mmap's result is checked; munmap returns only the unaligned ends of that mapping.
    let raw = unsafe mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let raw = unsafe raw, unsafe raw != MAP_FAILED else { return nil }
    let address = Int(bitPattern: raw)
    let aligned = (address + huge - 1) & ~(huge - 1)
    let head = aligned - address
    if head > 0 { _ = unsafe munmap(raw, head) }
    let tail = huge - head
    if tail > 0, let end = unsafe UnsafeMutableRawPointer(bitPattern: aligned + length) {
      _ = unsafe munmap(end, tail)
    }
    guard let start = unsafe UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
    // Advice only: where transparent huge pages are off the memory is the same, in small pages.
    _ = unsafe madvise(start, length, MADV_HUGEPAGE)
    unsafe self.start = start
    self.length = length
    self.count = count
  }

  deinit {
    let address = unsafe Int(bitPattern: start)
    let kept = Self.spare.withLock { spare in
      guard spare.reduce(length, { $0 + $1.length }) <= Self.spareBytes else { return false }
      spare.append((address, length, count))
      return true
    }
    // Sound: unmaps exactly the aligned mapping init kept (or took from `spare`), once; a kept
    // one is owned by `spare` from here on.
    if !kept { _ = unsafe munmap(start, length) }
  }

  /// Lets `body` read the bytes.
  func withSpan<R, E: Error>(_ body: (Span<UInt8>) throws(E) -> R) throws(E) -> R {
    // Sound: the span covers the first `count` bytes of the mapping, which `self` keeps alive
    // for the whole call.
    let span = unsafe Span<UInt8>(_unsafeStart: start.assumingMemoryBound(to: UInt8.self), count: count)
    return try body(span)
  }

  /// Lets `body` write the bytes through a raw buffer (the decoders' C calls); the memory is
  /// not shared while the caller holds the only reference.
  func withUnsafeMutableBytes<R, E: Error>(
    _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    // Sound: the buffer covers exactly the first `count` bytes of the mapping, alive for the call.
    try unsafe body(UnsafeMutableRawBufferPointer(start: start, count: count))
  }

  /// A copy of the bytes.
  var array: [UInt8] {
    // Sound: the buffer covers the first `count` bytes of the mapping, alive for the copy.
    unsafe Array(UnsafeRawBufferPointer(start: start, count: count))
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
  /// The built-in digit templates' bytes (CBuiltIns' #embed): static, never freed.
  static let builtInDigits = unsafe MappedFile(embedded: embedded(letterfun_builtin_digits))

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
