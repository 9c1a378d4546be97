/// Reads the fixed-size, NUL-terminated message buffers that libpng and the JPEG shim fill in.
enum CMessage {
  /// The text in `buffer` (a C `char[N]`, imported as a tuple), or `fallback` if it is empty.
  static func text<Buffer>(of buffer: Buffer, orElse fallback: String) -> String {
    // Sound: reads only within the tuple's own bytes, stopping at the first NUL.
    let text = unsafe withUnsafeBytes(of: buffer) { raw in
      unsafe String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? fallback : text
  }
}
