/// A path as the system gives it: bytes, which need not be UTF-8 (a Linux file name is any
/// bytes but `/` and NUL). Files are opened by these bytes; people see `description`, where a
/// path that is not UTF-8 shows each stray byte as `\xff` (and a backslash as `\\`).
public struct SystemPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The path's bytes, without a terminating NUL.
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// A path written as text (its UTF-8 bytes).
  public init(_ text: String) { bytes = Array(text.utf8) }

  public init(stringLiteral text: String) { self.init(text) }

  /// The path as text when its bytes are UTF-8, else nil.
  public var string: String? { String(validating: bytes, as: UTF8.self) }

  /// The path as text, escaped when it is not UTF-8.
  public var description: String { string ?? SystemPath.escaped(bytes) }

  /// `name` inside this folder (a single slash between them; `name` alone if this is empty).
  public func appending(_ name: [UInt8]) -> SystemPath {
    if bytes.isEmpty { return SystemPath(bytes: name) }
    return SystemPath(bytes: bytes.last == 0x2F ? bytes + name : bytes + [0x2F] + name)
  }

  /// The last component's bytes (after the last slash).
  public var name: [UInt8] {
    guard let slash = bytes.lastIndex(of: 0x2F) else { return bytes }
    return Array(bytes[(slash + 1)...])
  }

  /// Bytes as text: UTF-8 sequences as they are, every other byte as `\xHH`, a backslash as
  /// `\\` (so an escape in the text always stands for a stray byte).
  static func escaped(_ bytes: [UInt8]) -> String {
    let hex = Array("0123456789abcdef")
    var out = ""
    var i = 0
    while i < bytes.count {
      let lead = bytes[i]
      let length =
        switch lead {
        case 0..<0x80: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
      if length > 0, i + length <= bytes.count,
        let text = String(validating: bytes[i..<(i + length)], as: UTF8.self)
      {
        out += text == "\\" ? "\\\\" : text
        i += length
      } else {
        out += "\\x" + String(hex[Int(lead >> 4)]) + String(hex[Int(lead & 15)])
        i += 1
      }
    }
    return out
  }
}
