import NIOCore

/// The fields of a `multipart/form-data` body (what the page's form posts when scripts are
/// off), parsed as the body's pieces come, in time linear in the body: the delimiter is found
/// with a Knuth–Morris–Pratt automaton, so no byte is looked at more than twice, whatever the
/// boundary and the body hold. Only what a browser sends is handled: parts with a
/// `Content-Disposition: form-data` name. Each field, each part's headers and the number of
/// parts have their own limits.
struct Multipart {
  /// RFC 2046 allows boundaries of 1 to 70 characters.
  static let maxBoundary = 70
  /// The page's form has three fields: more parts than this are not its form.
  static let maxParts = 8
  /// A part's headers (its name, file name and type).
  static let maxHeaderBytes = 1024

  /// The longest value kept of each named field; parts of other names are read and dropped.
  let kept: [String: Int]
  /// The values of the kept fields, as sent.
  private(set) var fields: [String: [UInt8]] = [:]

  private let delimiter: [UInt8]
  /// `fallback[j]`: how much of the delimiter is still matched after a mismatch at `j + 1`.
  private let fallback: [Int]
  private var matched = 0
  private var phase = Phase.preamble
  private var parts = 0
  private var headers: [UInt8] = []
  /// The field the current part fills, if it is kept.
  private var field: String?

  private enum Phase { case preamble, afterDelimiter, headers, content, epilogue }

  /// The boundary named by a request's Content-Type; throws `.badForm` when it is not
  /// `multipart/form-data` or its boundary is missing or past RFC 2046's 70 characters.
  static func boundary(contentType: String) throws(ServerError) -> String {
    guard contentType.lowercased().hasPrefix("multipart/form-data"),
      let range = contentType.firstRange(of: "boundary=")
    else { throw .badForm("the form was not sent as multipart/form-data") }
    var boundary = Substring(contentType[range.upperBound...].prefix { $0 != ";" })
    if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 {
      boundary = boundary.dropFirst().dropLast()
    }
    guard !boundary.isEmpty, boundary.utf8.count <= maxBoundary else {
      throw .badForm("the form's boundary must be 1 to \(maxBoundary) characters")
    }
    return String(boundary)
  }

  /// A parser for the parts between `boundary` delimiters, keeping the fields of `kept`.
  init(boundary: String, kept: [String: Int]) {
    self.kept = kept
    delimiter = Array("\r\n--\(boundary)".utf8)
    var fallback = [Int](repeating: 0, count: delimiter.count)
    var k = 0
    for i in 1..<delimiter.count {
      while k > 0 && delimiter[i] != delimiter[k] { k = fallback[k - 1] }
      if delimiter[i] == delimiter[k] { k += 1 }
      fallback[i] = k
    }
    self.fallback = fallback
    // The first delimiter may open the body with no line break before it: read one in first.
    try? feedBytes([13, 10][...])
  }

  /// Parses the body `chunks`, in order, and checks it ended.
  static func parse(
    _ chunks: [ByteBuffer], boundary: String, kept: [String: Int]
  ) throws(ServerError) -> Multipart {
    var form = Multipart(boundary: boundary, kept: kept)
    for chunk in chunks { try form.feedBytes(chunk.readableBytesView) }
    guard form.phase == .epilogue else {
      throw .badForm("the form ended before its closing boundary")
    }
    return form
  }

  /// A text field's value.
  func text(_ name: String) -> String? {
    fields[name].map { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads the next bytes of the body.
  mutating func feedBytes<C: Collection<UInt8>>(_ bytes: C) throws(ServerError) {
    var i = bytes.startIndex
    while i < bytes.endIndex {
      switch phase {
      case .epilogue:
        return
      case .preamble, .content:
        // Between delimiters most bytes cannot start one: take them in a run.
        if matched == 0 {
          let run = bytes[i...].prefix { $0 != 13 }
          if !run.isEmpty {
            try keep(run)
            i = run.endIndex
            continue
          }
        }
        let byte = bytes[i]
        i = bytes.index(after: i)
        try step(byte)
      case .afterDelimiter:
        // "--" ends the body; otherwise (after optional padding) a line break starts headers.
        let byte = bytes[i]
        i = bytes.index(after: i)
        headers.append(byte)
        if headers == [45, 45] {
          phase = .epilogue
        } else if headers.last == 10 {
          guard headers.drop(while: { $0 == 32 || $0 == 9 }).elementsEqual([13, 10]) else {
            throw .badForm("a part of the form does not start with a line break")
          }
          headers = []
          phase = .headers
        } else if headers.count > 64 {
          throw .badForm("a part of the form does not start with a line break")
        } else if headers.first == 45 && headers.count == 2 {
          throw .badForm("a part of the form does not start with a line break")
        }
      case .headers:
        let byte = bytes[i]
        i = bytes.index(after: i)
        headers.append(byte)
        if headers == [13, 10] || headers.suffix(4).elementsEqual([13, 10, 13, 10]) {
          try startPart()
        } else if headers.count > Self.maxHeaderBytes {
          throw .badForm("a part's headers are longer than \(Self.maxHeaderBytes) bytes")
        }
      }
    }
  }

  /// One byte that may belong to a delimiter: the automaton's step, giving to the current
  /// part the bytes that turn out not to be one.
  private mutating func step(_ byte: UInt8) throws(ServerError) {
    let before = matched
    var j = matched
    while j > 0 && delimiter[j] != byte { j = fallback[j - 1] }
    if delimiter[j] == byte { j += 1 }
    // Of the `before` matched bytes and this one, all but the last `j` are content.
    let released = before + 1 - j
    if released > 0 {
      if released <= before {
        try keep(delimiter[..<released])
      } else {
        try keep(delimiter[..<before])
        try keep(CollectionOfOne(byte))
      }
    }
    matched = j
    if j == delimiter.count {
      matched = 0
      phase = .afterDelimiter
      headers = []
      field = nil
    }
  }

  /// Content of the current part: kept when its field is, within the field's limit.
  private mutating func keep<C: Collection<UInt8>>(_ bytes: C) throws(ServerError) {
    guard phase == .content, let name = field else { return }
    let limit = kept[name] ?? 0
    let now = fields[name, default: []].count + bytes.count
    guard now <= limit else {
      throw name == "played"
        ? .badPlayed("the played words are longer than \(limit) bytes")
        : .badForm("the form's field '\(name.prefix(40))' is longer than \(limit) bytes")
    }
    fields[name, default: []].append(contentsOf: bytes)
  }

  /// The headers of a part have been read: the field it fills, if kept.
  private mutating func startPart() throws(ServerError) {
    parts += 1
    guard parts <= Self.maxParts else {
      throw .badForm("the form has more than \(Self.maxParts) parts")
    }
    let text = String(decoding: headers, as: UTF8.self)
    headers = []
    phase = .content
    field = Self.fieldName(text).flatMap { kept[$0] == nil ? nil : $0 }
    // A field sent twice keeps its last value.
    if let field { fields[field] = [] }
  }

  /// The `name="..."` of a part's Content-Disposition.
  static func fieldName(_ headers: String) -> String? {
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
}
