/// Reads the fixed-size, NUL-terminated message buffers that libpng and the JPEG shim fill in.
enum CMessage {
  /// The text in `buffer` (a C `char[N]`, imported as a tuple), or `fallback` if it is empty.
  ///
  /// Read element by element through reflection, which needs no pointer: only error paths come
  /// here, so its cost does not matter.
  static func text<Buffer>(of buffer: Buffer, orElse fallback: String) -> String {
    var bytes: [UInt8] = []
    for child in Mirror(reflecting: buffer).children {
      guard let c = child.value as? CChar, c != 0 else { break }
      bytes.append(UInt8(bitPattern: c))
    }
    return bytes.isEmpty ? fallback : String(decoding: bytes, as: UTF8.self)
  }
}
