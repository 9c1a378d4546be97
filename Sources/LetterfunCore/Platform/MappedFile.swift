internal import CBuiltIns
internal import Glibc

/// A read-only file mapped into memory; unmapped when released.
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

  // Sound: each accessor returns a pointer to static data and its exact size.
  private static func embedded(
    _ accessor: (UnsafeMutablePointer<Int>) -> UnsafePointer<UInt8>?
  ) -> UnsafeRawBufferPointer {
    var count = 0
    let start = unsafe accessor(&count)
    return unsafe UnsafeRawBufferPointer(start: start, count: count)
  }
}
