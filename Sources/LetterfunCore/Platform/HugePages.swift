internal import Glibc

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
