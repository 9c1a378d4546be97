/// Where a bitmap's bytes live: a Swift array, or pages of their own (a decoded screenshot,
/// see `PixelMemory`). Reading goes through spans either way.
enum PixelStorage: Sendable {
  case array([UInt8])
  case pages(PixelMemory)

  var count: Int {
    switch self {
    case .array(let bytes): bytes.count
    case .pages(let memory): memory.count
    }
  }

  /// The bytes as an array (a copy when they live in their own pages).
  var array: [UInt8] {
    switch self {
    case .array(let bytes): bytes
    case .pages(let memory): memory.array
    }
  }

  /// Lets `body` read the bytes.
  @inline(__always)
  func withBytes<R, E: Error>(_ body: (Span<UInt8>) throws(E) -> R) throws(E) -> R {
    switch self {
    case .array(let bytes): try body(bytes.span)
    case .pages(let memory): try memory.withSpan(body)
    }
  }

  /// Lets `body` rewrite the bytes in place. Pages, which other copies of the bitmap may share,
  /// become an array first: a decoded screenshot is read, not drawn on.
  mutating func withMutableBytes<R, E: Error>(
    _ body: (inout MutableSpan<UInt8>) throws(E) -> R
  ) throws(E) -> R {
    var bytes = array
    // The array is then this storage's only reference: writing it does not copy it again.
    self = .array([])
    defer { self = .array(bytes) }
    var span = bytes.mutableSpan
    return try body(&span)
  }
}
