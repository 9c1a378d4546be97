import HummingbirdCore
import NIOCore
import Testing

@testable import LetterfunServer

/// The form reader (multipart-kit's parser and the page's limits): the page's fields whatever
/// way the body is cut into pieces, each of its limits refused with a code, and a body that
/// stops before its closing delimiter refused wherever it stops.
@Suite struct MultipartTests {
  static let kept = ["screenshot": 1 << 20, "played": 4096, "rank": 64]

  static func body(_ fields: [(String, String)], boundary: String = "XyZ", preamble: String = "")
    -> [UInt8]
  {
    var text = preamble
    for (name, value) in fields {
      text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
    }
    return Array((text + "--\(boundary)--\r\n").utf8)
  }

  static func parse(_ bytes: [UInt8], boundary: String = "XyZ", pieces: Int = 1) throws(ServerError)
    -> Multipart.Fields
  {
    let size = max(1, (bytes.count + pieces - 1) / pieces)
    let chunks = stride(from: 0, to: bytes.count, by: size).map {
      ByteBuffer(bytes: bytes[$0..<min(bytes.count, $0 + size)])
    }
    return try Multipart.parse(chunks, boundary: boundary, kept: kept)
  }

  @Test func fieldsReadTheSameHoweverTheBodyIsCut() throws {
    // Values that hold pieces of the delimiter (a line break, dashes, the boundary's start),
    // never all of it: a browser picks a boundary that its fields do not hold.
    let fields = [("played", "cat, dog\r\n--XY"), ("rank", "score"), ("screenshot", "\r\n--Xy\r\n-\r\n--X")]
    let bytes = Self.body(fields)
    for pieces in [1, 2, 7, bytes.count] {
      let form = try Self.parse(bytes, pieces: pieces)
      for (name, value) in fields { #expect(form.text(name) == value, "\(pieces) pieces: \(name)") }
    }
  }

  @Test func aPreambleAndUnknownFieldsAreSkipped() throws {
    let form = try Self.parse(
      Self.body([("other", "x"), ("rank", "length")], preamble: "ignored text\r\n"))
    #expect(form.text("rank") == "length")
    #expect(form.fields["other"] == nil)
  }

  @Test func aFieldSentTwiceKeepsItsLastValue() throws {
    let form = try Self.parse(Self.body([("rank", "score"), ("rank", "length")]))
    #expect(form.text("rank") == "length")
  }

  @Test func eachLimitIsRefusedWithItsCode() {
    #expect(throws: ServerError.self) {
      try Self.parse(Self.body([("played", String(repeating: "a", count: 5000))]))
    }
    do {
      _ = try Self.parse(Self.body([("played", String(repeating: "a", count: 5000))]))
    } catch { #expect(error.code == "bad-played-word") }
    let tooMany = Self.body((0..<9).map { ("f\($0)", "x") })
    #expect(throws: ServerError.badForm("the form has more than 8 parts")) {
      try Self.parse(tooMany)
    }
    let longHeaders = Array(
      "--XyZ\r\nContent-Disposition: form-data; name=\"rank\"; x=\"\(String(repeating: "y", count: 2000))\"\r\n\r\nscore\r\n--XyZ--\r\n"
        .utf8)
    #expect(throws: ServerError.badForm("a part's headers are longer than 1024 bytes")) {
      try Self.parse(longHeaders)
    }
    let unended = Array("--XyZ\r\nContent-Disposition: form-data; name=\"rank\"\r\n\r\nscore".utf8)
    #expect(throws: ServerError.badForm("the form ended before its closing boundary")) {
      try Self.parse(unended)
    }
  }

  @Test func aBinaryFieldComesBackByteForByte() throws {
    // Every byte value, line breaks and dashes among them, in runs of every length.
    var image: [UInt8] = []
    for n in 0..<600 { image += (0...255).map { UInt8(($0 * 7 + n) & 0xff) } + [13, 10, 45, 45] }
    var bytes = Array("--XyZ\r\nContent-Disposition: form-data; name=\"screenshot\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
    bytes += image + Array("\r\n--XyZ--\r\n".utf8)
    for pieces in [1, 3, 1000] {
      #expect(try Self.parse(bytes, pieces: pieces).fields["screenshot"] == image, "\(pieces) pieces")
    }
  }

  /// The parser does not say that the form was closed: every way of stopping short is refused,
  /// and a closed form with an epilogue is not.
  @Test func aBodyThatStopsBeforeItsClosingDelimiterIsRefused() throws {
    let whole = Self.body([("rank", "score"), ("played", "cat")])
    let closed = Array("\r\n--XyZ--".utf8)
    let end = try #require(
      (0...(whole.count - closed.count)).last { whole[$0..<($0 + closed.count)].elementsEqual(closed) })
    let unended = ServerError.badForm("the form ended before its closing boundary")
    // Cut anywhere before the second dash of the closing delimiter: inside a part's headers,
    // in a value, in a delimiter, right after one, after its line break.
    for cut in 1..<(end + closed.count - 1) {
      do {
        _ = try Self.parse(Array(whole[..<cut]))
        Issue.record("accepted when cut at \(cut)")
      } catch { #expect(error.code == "bad-form", "cut at \(cut)") }
    }
    #expect(throws: unended) { try Self.parse(Array("--XyZ\r\nContent-Disposition: form-data; name=\"rank\"\r\n\r\nscore\r\n--XyZ".utf8)) }
    #expect(throws: unended) { try Self.parse(Array("--XyZ\r\nContent-Disposition: form-data; name=\"rank\"\r\n\r\nscore\r\n--XyZ\r\n".utf8)) }
    #expect(throws: unended) { try Self.parse(Array("--XyZ\r\nContent-Disp".utf8)) }
    #expect(try Self.parse(whole + Array("an epilogue\r\n--XyZ\r\n".utf8)).text("played") == "cat")
    #expect(try Self.parse(Array(whole.dropLast(2))).text("rank") == "score")
  }

  @Test func aFieldPastItsLimitIsRefusedBeforeTheRestArrives() throws {
    let form = Multipart(boundary: "XyZ", kept: Self.kept)
    let head = Array("--XyZ\r\nContent-Disposition: form-data; name=\"played\"\r\n\r\n".utf8)
    try form.take(ByteBuffer(bytes: head + Array(repeating: UInt8(ascii: "a"), count: 4000)))
    #expect(throws: ServerError.badPlayed("the played words are longer than 4096 bytes")) {
      try form.take(ByteBuffer(bytes: Array(repeating: UInt8(ascii: "a"), count: 200)))
    }
  }

  /// The parser holds a header line whole: one that does not end is refused after a few KB,
  /// not held to the upload's cap; so is a long preamble or epilogue.
  @Test func aHeaderLineThatDoesNotEndIsRefusedEarly() throws {
    let form = Multipart(boundary: "XyZ", kept: Self.kept)
    let head = Array("--XyZ\r\nContent-Disposition: form-data; name=\"".utf8)
    #expect(throws: ServerError.self) {
      try form.take(ByteBuffer(bytes: head + Array(repeating: UInt8(ascii: "n"), count: 1 << 20)))
    }
    let preamble = Array(repeating: UInt8(ascii: "p"), count: 8192)
    #expect(throws: ServerError.self) { try Self.parse(preamble + Self.body([("rank", "score")])) }
  }

  /// A form of no parts (a closing delimiter alone) is read as a form without fields: the
  /// page then says no screenshot was chosen.
  @Test func aFormOfNoPartsHasNoFields() throws {
    for text in ["--XyZ--\r\n", "\r\n--XyZ--", "--XyZ-"] {
      for pieces in [1, 3, text.utf8.count] {
        #expect(try Self.parse(Array(text.utf8), pieces: pieces).fields.isEmpty, "\(text) in \(pieces)")
      }
    }
  }

  @Test func aMalformedPartIsABadForm() {
    for text in [
      "--XyZ\r\nContent-Disposition: form-data; name=\"rank\"\n\nscore\r\n--XyZ--\r\n",
      "--XyZ\r\nBad Header: x\r\n\r\nscore\r\n--XyZ--\r\n", "--XyZ\r\n--XyZ--\r\n",
    ] {
      do {
        _ = try Self.parse(Array(text.utf8))
        Issue.record("accepted: \(text)")
      } catch { #expect(error.code == "bad-form", "\(text)") }
    }
  }

  @Test func boundariesPastRFC2046AreRefusedBeforeTheBody() throws {
    #expect(try Multipart.boundary(contentType: "multipart/form-data; boundary=\"a b\"") == "a b")
    #expect(try Multipart.boundary(contentType: "multipart/form-data; boundary=x; charset=utf-8") == "x")
    let long = String(repeating: "-", count: 71)
    #expect(throws: ServerError.self) {
      try Multipart.boundary(contentType: "multipart/form-data; boundary=\(long)")
    }
    #expect(throws: ServerError.self) { try Multipart.boundary(contentType: "text/plain") }
    #expect(throws: ServerError.self) {
      try Multipart.boundary(contentType: "multipart/form-data; boundary=")
    }
  }
}

/// Queries as browsers write them, read by Hummingbird's parser.
@Suite struct QueryStringTests {
  @Test func escapesAreBytesAndPlusSeparatesPlayedWords() throws {
    let fields = try SolveQuery.fields(URI("/api/solve?played=cat,+dog%2C%20emu&rank=score&other=1"))
    #expect(fields == ["played": "cat,+dog, emu", "rank": "score"])
    #expect(try SolveQuery.playedWords(fields["played"]!) == ["cat", "dog", "emu"])
    #expect(try SolveQuery.playedWords("+cat+,+dog+") == ["cat", "dog"])
  }

  @Test func aQueryPastItsCapIsRefused() {
    let long = String(repeating: "a", count: SolveQuery.maxQueryBytes + 1)
    #expect(throws: ServerError.self) { try SolveQuery.fields(URI("/api/solve?played=\(long)")) }
  }

  @Test func playedWordsTakeSpacesAroundCommasAndKeepToAGamesSize() throws {
    #expect(try SolveQuery.playedWords(" cat ,dog,  emu ") == ["cat", "dog", "emu"])
    #expect(throws: ServerError.self) {
      try SolveQuery.playedWords(Array(repeating: "ab", count: 201).joined(separator: ","))
    }
    #expect(throws: ServerError.self) { try SolveQuery.playedWords(String(repeating: "a", count: 26)) }
    let q = try SolveQuery(limit: nil, rank: nil, played: "Cat, DOG", defaultLimit: 20)
    #expect(q.played.words == ["cat", "dog"])
  }
}
