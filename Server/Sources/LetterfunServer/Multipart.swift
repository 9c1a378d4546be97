/// The fields of a `multipart/form-data` body: what the page's form posts when scripts are off.
/// Only what a browser sends is handled: parts with a `Content-Disposition: form-data` name.
struct Multipart {
  private(set) var fields: [String: [UInt8]] = [:]

  /// Parses `body` given the request's Content-Type; nil when it is not multipart or has no
  /// boundary.
  init?(body: [UInt8], contentType: String) {
    guard contentType.lowercased().hasPrefix("multipart/form-data"),
      let range = contentType.firstRange(of: "boundary=")
    else { return nil }
    var boundary = String(contentType[range.upperBound...].prefix { $0 != ";" })
    if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 {
      boundary = String(boundary.dropFirst().dropLast())
    }
    guard !boundary.isEmpty else { return nil }
    let delimiter = Array("\r\n--\(boundary)".utf8)
    // The first delimiter may start the body, with no CRLF before it.
    var position = Multipart.find(Array(delimiter.dropFirst(2)), in: body, from: 0)
    guard var start = position.map({ $0 + delimiter.count - 2 }) else { return nil }
    while true {
      // "--" after a delimiter ends the body; otherwise a CRLF starts the part's headers.
      if body.count >= start + 2, body[start] == 45, body[start + 1] == 45 { break }
      guard let headersEnd = Multipart.find(Array("\r\n\r\n".utf8), in: body, from: start),
        let next = Multipart.find(delimiter, in: body, from: headersEnd + 4)
      else { break }
      let headers = String(decoding: body[start..<headersEnd], as: UTF8.self)
      if let name = Multipart.fieldName(headers) {
        fields[name] = Array(body[(headersEnd + 4)..<next])
      }
      position = next
      start = next + delimiter.count
    }
  }

  /// A text field's value.
  func text(_ name: String) -> String? {
    fields[name].map { String(decoding: $0, as: UTF8.self) }
  }

  /// The `name="..."` of a part's Content-Disposition.
  private static func fieldName(_ headers: String) -> String? {
    for line in headers.split(whereSeparator: \.isNewline)
    where line.lowercased().hasPrefix("content-disposition:") {
      for parameter in line.split(separator: ";") {
        let p = parameter.drop { $0 == " " }
        if p.hasPrefix("name=") {
          return String(p.dropFirst(5).trimmingPrefix("\"").prefix { $0 != "\"" })
        }
      }
    }
    return nil
  }

  /// The first index of `needle` in `haystack` at or after `from`.
  static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, haystack.count >= needle.count else { return nil }
    var i = from
    let last = haystack.count - needle.count
    return haystack.withUnsafeBufferPointer { h in
      needle.withUnsafeBufferPointer { n in
        while i <= last {
          if h[i] == first {
            var j = 1
            while j < n.count && h[i + j] == n[j] { j += 1 }
            if j == n.count { return i }
          }
          i += 1
        }
        return nil
      }
    }
  }
}
