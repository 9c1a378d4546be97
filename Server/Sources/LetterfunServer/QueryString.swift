/// The fields of a URL query or of a form sent as `application/x-www-form-urlencoded`: `+` is a
/// space and `%XX` a byte, as browsers encode them (URLSearchParams writes a space as `+`).
struct QueryString: Sendable {
  /// Longest query accepted: the page's longest (a few KB of played words) with room to spare.
  static let maxBytes = 8 << 10

  private(set) var fields: [String: String] = [:]

  /// No fields.
  static let empty = QueryString()

  private init() {}

  /// Parses `text`; throws `ServerError.badQuery` when it is longer than `maxBytes`. A name
  /// given twice keeps its last value.
  init(_ text: Substring) throws(ServerError) {
    guard text.utf8.count <= Self.maxBytes else {
      throw .badQuery("the query is longer than \(Self.maxBytes) bytes")
    }
    for pair in text.utf8.split(separator: UInt8(ascii: "&")) {
      let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      let name = Self.decode(parts[0])
      fields[name] = parts.count > 1 ? Self.decode(parts[1]) : ""
    }
  }

  subscript(name: String) -> String? { fields[name] }

  /// One name or value: `+` as a space, `%XX` as its byte (a malformed escape kept as typed),
  /// and bytes that are not UTF-8 as U+FFFD.
  static func decode(_ encoded: Substring.UTF8View.SubSequence) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(encoded.count)
    var i = encoded.startIndex
    while i < encoded.endIndex {
      let c = encoded[i]
      if c == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if c == UInt8(ascii: "%"),
        let h = encoded.index(i, offsetBy: 1, limitedBy: encoded.endIndex), h < encoded.endIndex,
        let l = encoded.index(h, offsetBy: 1, limitedBy: encoded.endIndex), l < encoded.endIndex,
        let high = hexValue(encoded[h]), let low = hexValue(encoded[l])
      {
        bytes.append(high << 4 | low)
        i = l
      } else {
        bytes.append(c)
      }
      i = encoded.index(after: i)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
