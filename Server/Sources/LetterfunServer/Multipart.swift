import MultipartKit
import NIOCore

/// The fields of a `multipart/form-data` body (what the page's form posts when scripts are
/// off), read by multipart-kit's `MultipartParser` as the body's pieces arrive, so that a field
/// past its limit is refused while the client is still sending and the parts not kept are never
/// held. The parser finds the parts; this type adds what the page's form needs of them: which
/// fields are kept, a limit on each field, on each part's headers and on the number of parts,
/// and the check that the body reached its closing delimiter.
final class Multipart: UploadSink {
  /// RFC 2046 allows boundaries of 1 to 70 characters.
  static let maxBoundary = 70
  /// The page's form has three fields: more parts than this are not its form.
  static let maxParts = 8
  /// A part's headers (its name, file name and type).
  static let maxHeaderBytes = 1024
  /// The parser holds a header line whole until its line break, and copies what it holds each
  /// time it is given more: it is given the body in pieces of this size, and a run of pieces
  /// with nothing to tell (no header line, no field's byte, no delimiter) is refused before it
  /// grows. Headers within their limit, and every field's bytes, tell something well before.
  static let pieceBytes = 1024
  static let maxQuietBytes = 4 * pieceBytes

  /// The values of the kept fields, as sent.
  struct Fields: Sendable {
    var fields: [String: [UInt8]] = [:]

    /// A text field's value.
    func text(_ name: String) -> String? {
      fields[name].map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// What the parser's callbacks found; they cannot throw, so the first refusal waits here
  /// until the piece they were called for has been read.
  private final class State {
    let kept: [String: Int]
    var found = Fields()
    var refusal: ServerError?
    /// Callbacks so far, of any kind: how the parser says it is still reading parts.
    var events = 0
    var parts = 0
    var inPart = false
    var headerBytes = 0
    /// The field the current part fills, if it is kept.
    var field: String?

    init(kept: [String: Int]) { self.kept = kept }

    func refuse(_ error: ServerError) { if refusal == nil { refusal = error } }

    func openPart() {
      guard !inPart else { return }
      inPart = true
      parts += 1
      headerBytes = 0
      field = nil
      if parts > Multipart.maxParts { refuse(.badForm("the form has more than \(Multipart.maxParts) parts")) }
    }

    func header(name: String, value: String) {
      events += 1
      openPart()
      headerBytes += name.utf8.count + value.utf8.count + 4
      guard headerBytes <= Multipart.maxHeaderBytes else {
        return refuse(.badForm("a part's headers are longer than \(Multipart.maxHeaderBytes) bytes"))
      }
      guard name.lowercased() == "content-disposition",
        let named = Multipart.fieldName(value), kept[named] != nil
      else { return }
      field = named
      // A field sent twice keeps its last value.
      found.fields[named] = []
    }

    func body(_ bytes: ByteBuffer) {
      events += 1
      openPart()
      guard refusal == nil, let name = field else { return }
      let limit = kept[name] ?? 0
      guard found.fields[name, default: []].count + bytes.readableBytes <= limit else {
        return refuse(
          name == "played"
            ? .badPlayed("the played words are longer than \(limit) bytes")
            : .badForm("the form's field '\(name.prefix(40))' is longer than \(limit) bytes"))
      }
      found.fields[name, default: []].append(contentsOf: bytes.readableBytesView)
    }

    func partComplete() {
      events += 1
      openPart()
      inPart = false
      field = nil
    }
  }

  private let parser: MultipartParser
  private let state: State
  private let boundary: String
  /// Bytes read since the parser last called back, counted by whole pieces.
  private var quiet = 0
  /// The body's first bytes, kept until they show whether it is a form of no parts: a closing
  /// delimiter alone, which RFC 2046 does not allow and the parser throws for, but which a
  /// client posting an empty form sends. It is read as a form without fields (so the answer
  /// says no screenshot was chosen, not that the form is malformed).
  private var head: [UInt8] = []
  private let emptyForm: [UInt8]
  private var empty = false

  /// The boundary named by a request's Content-Type; throws `.badForm` when it is not
  /// `multipart/form-data` or its boundary is missing, past RFC 2046's 70 characters, or holds
  /// a line break (the check that the form ended relies on there being none).
  static func boundary(contentType: String) throws(ServerError) -> String {
    guard contentType.lowercased().hasPrefix("multipart/form-data"),
      let range = contentType.firstRange(of: "boundary=")
    else { throw .badForm("the form was not sent as multipart/form-data") }
    var boundary = Substring(contentType[range.upperBound...].prefix { $0 != ";" })
    if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 {
      boundary = boundary.dropFirst().dropLast()
    }
    guard !boundary.isEmpty, boundary.utf8.count <= maxBoundary,
      !boundary.utf8.contains(where: { $0 == 13 || $0 == 10 })
    else {
      throw .badForm("the form's boundary must be 1 to \(maxBoundary) characters")
    }
    return String(boundary)
  }

  /// A reader of the parts between `boundary` delimiters, keeping the fields of `kept` (each
  /// to its limit in bytes).
  init(boundary: String, kept: [String: Int]) {
    let state = State(kept: kept)
    let parser = MultipartParser(boundary: boundary)
    parser.onHeader = { state.header(name: $0, value: $1) }
    parser.onBody = { state.body($0) }
    parser.onPartComplete = { state.partComplete() }
    self.parser = parser
    self.state = state
    self.boundary = boundary
    // One dash after the delimiter closes the form, for the parser too.
    emptyForm = Array("--\(boundary)-".utf8)
  }

  /// Parses the body `chunks`, in order, and checks it ended.
  static func parse(
    _ chunks: [ByteBuffer], boundary: String, kept: [String: Int]
  ) throws(ServerError) -> Fields {
    let form = Multipart(boundary: boundary, kept: kept)
    for chunk in chunks { try form.take(chunk) }
    return try form.finish()
  }

  /// Reads the next bytes of the body.
  func take(_ chunk: ByteBuffer) throws(ServerError) {
    guard !empty else { return }
    if head.count < emptyForm.count + 2 {
      head += chunk.readableBytesView.prefix(emptyForm.count + 2 - head.count)
    }
    var chunk = chunk
    while let piece = chunk.readSlice(length: min(Self.pieceBytes, chunk.readableBytes)),
      piece.readableBytes > 0
    {
      let before = state.events
      do { try parser.execute(piece) } catch {
        if state.events == 0, head.starts(with: emptyForm) || head.starts(with: [13, 10] + emptyForm) {
          empty = true
          return
        }
        throw state.refusal ?? .badForm("a part of the form is malformed: a line break or a header is missing or wrong")
      }
      if let refusal = state.refusal { throw refusal }
      quiet = state.events == before ? quiet + piece.readableBytes : 0
      guard quiet <= Self.maxQuietBytes else {
        throw .badForm(
          "the form has more than \(Self.maxQuietBytes) bytes in a row outside its fields (a part's headers, or text before or after the parts)"
        )
      }
    }
  }

  /// The fields, once the whole body was read; throws `.badForm` when it ended before its
  /// closing delimiter.
  ///
  /// The parser says when a part is complete, not whether the delimiter after it closed the
  /// form: past the closing delimiter it ignores all it is given. So it is given one more
  /// delimiter and a header line: in any state but that one, some of it is a header, a field's
  /// byte or a delimiter (which it calls back for), or out of place (which it throws for).
  func finish() throws(ServerError) -> Fields {
    if empty { return Fields() }
    let before = state.events
    let ended: Bool
    do {
      try parser.execute(ByteBuffer(string: "\r\n--\(boundary)\r\nx:y\r\n"))
      ended = state.events == before
    } catch { ended = false }
    guard ended, state.parts > 0 else { throw .badForm("the form ended before its closing boundary") }
    return state.found
  }

  /// The `name="..."` of a part's Content-Disposition value.
  static func fieldName(_ disposition: String) -> String? {
    for parameter in disposition.split(separator: ";") {
      let p = parameter.drop { $0 == " " || $0 == "\t" }
      if p.hasPrefix("name=") {
        return String(p.dropFirst(5).trimmingPrefix("\"").prefix { $0 != "\"" })
      }
    }
    return nil
  }
}
