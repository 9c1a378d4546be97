import HTTPTypes
import Hummingbird
import LetterfunCore
import LetterfunJSON
import NIOCore

/// The server's addresses: the page (`GET /`, and `POST /` for the form without scripts), the
/// API (`POST /api/solve`) and `GET /healthz`.
///
/// An upload goes through, in order: the checks that need no body (the query, the declared
/// length, the form's boundary), admission to the pool (or 503), the body read within its cap,
/// the budget for bodies in flight and the read timeout (a form parsed as it arrives, within
/// its own limits); then one job on the pool reads the screenshot, solves it and writes the
/// answer. Each refusal is answered after the rest of the body is drained, or with the
/// connection closed (see `UploadReader`).
struct Routes: Sendable {
  let pool: SolvePool
  let options: ServerOptions
  let budget: BodyBudget

  /// The methods each known path answers (others get 405, unknown paths 404).
  static let allowed: [String: [String]] = [
    "/": ["GET", "HEAD", "POST"], "/share": ["POST"], "/api/solve": ["POST"],
    "/api/move": ["POST"], "/healthz": ["GET"],
  ].merging(PageFiles.allowed) { a, _ in a }

  func register(on router: Router<ServerContext>) {
    router.get("/") { _, _ in Routes.html(Page.html(), status: .ok) }
    router.head("/") { _, _ in
      var response = Routes.html("", status: .ok)
      response.headers[.contentLength] = String(Page.html().utf8.count)
      return response
    }
    router.post("/") { request, context in try await formPost(request, context: context) }
    // Android's share sheet posts the shared screenshot here, as the page's form does.
    router.post("/share") { request, context in
      try await formPost(request, context: context, shared: true)
    }
    router.post("/api/solve") { request, context in
      try await solveUpload(request, context: context) { outcome in
        switch outcome {
        case .solved(let solution, let reading, let notWords):
          var response = Routes.json(
            BoardJSON.solved(solution, reading: reading, origin: .upload), status: .ok)
          if !notWords.isEmpty { response.headers[Routes.notWordsHeader] = notWords.joined(separator: ",") }
          return response
        case .refused(let error):
          return Routes.refusal(error, status: .unprocessableContent)
        }
      }
    }
    router.post("/api/move") { request, context in
      try await solveUpload(request, context: context) { outcome in
        switch outcome {
        case .solved(let solution, _, _):
          return Routes.text(MoveText.answer(solution), status: .ok)
        case .refused(let error):
          var response = Routes.text(MoveText.refusal(error), status: .unprocessableContent)
          response.headers[Routes.codeHeader] = error.code
          return response
        }
      }
    }
    PageFiles.register(on: router)
    router.get("/healthz") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
    }
  }

  private var uploads: UploadReader {
    UploadReader(
      limit: options.maxUploadBytes, budget: budget, readTimeout: options.readTimeout,
      drainTime: options.drainTime)
  }

  /// What a solved upload gave, for the API's answers.
  enum Answer: Sendable {
    /// The board read and solved, with the played words the word list lacks.
    case solved(Solution, BoardReading, notWords: [String])
    case refused(ReadError)
  }

  /// `POST /api/solve` and `/api/move` (`?limit&rank&played`): the image as the raw body,
  /// answered by `answer` on the pool's thread.
  func solveUpload(
    _ request: Request, context: ServerContext,
    answer: @escaping @Sendable (Answer) -> Response
  ) async throws -> Response {
    var refusal: ServerError?
    var admission: SolvePool.Admission?
    var fields: [String: String] = [:]
    do throws(ServerError) {
      fields = try SolveQuery.fields(request.uri)
      _ = try SolveQuery.playedWords(fields["played"] ?? "")
      try checkDeclaredLength(request)
      admission = try pool.admit()
    } catch { refusal = error }
    let outcome = await uploads.read(request, refusal: refusal) { WholeBody() }
    guard case .body(let chunks, let share) = outcome, let admission else {
      return refused(outcome, context: context)
    }
    let defaultLimit = options.defaultLimit
    return try await pool.run(admission, holding: share) { [fields] pool in
      let solveQuery = try SolveQuery(
        limit: fields["limit"], rank: fields["rank"], played: fields["played"],
        defaultLimit: defaultLimit)
      switch pool.solve(Routes.joined(chunks), options: solveQuery.options) {
      case .solved(let solution, let reading):
        let unknown = solveQuery.played.words.filter { !pool.solver.dictionary.contains($0) }
        return answer(.solved(solution, reading, notWords: unknown.map { $0.uppercased() }))
      case .refused(let error):
        return answer(.refused(error))
      }
    }
  }

  /// The page's form, posted without scripts: the page again with the result drawn in it.
  /// The form is read as it arrives (see `Multipart`): a field past its limit is refused as
  /// the reader's own refusals are, before the rest of the body is waited for.
  /// `shared`: the post of Android's share sheet, whose answer carries the screenshot back.
  func formPost(_ request: Request, context: ServerContext, shared: Bool = false) async throws
    -> Response
  {
    var refusal: ServerError?
    var admission: SolvePool.Admission?
    var boundary = ""
    do throws(ServerError) {
      boundary = try Multipart.boundary(contentType: request.headers[.contentType] ?? "")
      try checkDeclaredLength(request)
      admission = try pool.admit()
    } catch { refusal = error }
    let kept = [
      "screenshot": options.maxUploadBytes, "played": SolveQuery.maxPlayedBytes, "rank": 64,
    ]
    let outcome = await uploads.read(request, refusal: refusal) { [boundary] in
      Multipart(boundary: boundary, kept: kept)
    }
    guard case .body(let form, let share) = outcome, let admission else {
      guard case .refused(let error, let drained) = outcome else { return refused(outcome, context: context) }
      // The page again, with the refusal where the result goes.
      var response = Routes.html(
        Page.html(result: PageResult.refused(error), title: "Not read"), status: error.status)
      response.headers[Routes.codeHeader] = error.code
      return drained ? response : Routes.closing(response, channel: context.channel)
    }
    let defaultLimit = options.defaultLimit
    return try await pool.run(admission, holding: share) { pool in
      var played = ""
      var ranking = SolveOptions().ranking
      let html: (String, HTTPResponse.Status, String?)
      var title = "Not read"
      var sharedShot: [UInt8]? = nil
      do throws(ServerError) {
        played = String((form.text("played") ?? "").prefix(SolveQuery.maxPlayedBytes))
        let query = try SolveQuery(
          limit: nil, rank: form.text("rank"), played: played, defaultLimit: defaultLimit)
        ranking = query.ranking
        guard let image = form.fields["screenshot"], !image.isEmpty else {
          throw ServerError.noScreenshot
        }
        switch pool.solve(image, options: query.options) {
        case .solved(let solution, let reading):
          html = (PageResult.solved(solution, reading: reading, ranking: ranking), .ok, nil)
          title = PageResult.title(solution)
          if shared { sharedShot = image }
        case .refused(let error):
          html = (PageResult.refused(error), .unprocessableContent, error.code)
        }
      } catch {
        html = (PageResult.refused(error), error.status, error.code)
      }
      var response = Routes.html(
        Page.html(
          result: html.0, played: played, ranking: ranking, title: title, shared: sharedShot),
        status: html.1)
      if let code = html.2 { response.headers[Routes.codeHeader] = code }
      return response
    }
  }

  /// A declared length past the cap is refused before a byte of the body is read.
  private func checkDeclaredLength(_ request: Request) throws(ServerError) {
    let limit = options.maxUploadBytes
    if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
      throw .tooLarge(limit: limit)
    }
  }

  /// The answer to a refused upload: closing the connection when the body was not drained.
  private func refused<Body>(_ outcome: UploadReader.Outcome<Body>, context: ServerContext) -> Response {
    guard case .refused(let error, let drained) = outcome else {
      // Admission cannot fail once no refusal was decided; kept total all the same.
      return Routes.refusal(ServerError.busy, status: .serviceUnavailable)
    }
    let response = Routes.refusal(error, status: error.status)
    return drained ? response : Routes.closing(response, channel: context.channel)
  }

  /// The body's pieces as one array, for the decoders.
  static func joined(_ chunks: [ByteBuffer]) -> [UInt8] {
    if chunks.count == 1 { return Array(chunks[0].readableBytesView) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.readableBytes })
    for chunk in chunks { bytes.append(contentsOf: chunk.readableBytesView) }
    return bytes
  }

  /// `response`, after which the connection is closed: its client is still sending a body
  /// that will not be read, and would otherwise wait for an answer stuck behind it.
  static func closing(_ response: Response, channel: any Channel) -> Response {
    var response = response
    let body = response.body
    response.headers[.connection] = "close"
    response.body = ResponseBody(contentLength: body.contentLength) { writer in
      try await body.write(writer)
      channel.close(promise: nil)
    }
    return response
  }

  /// Names a refusal's code on every answer that has one, for the request log and for clients.
  static let codeHeader = HTTPField.Name("Letterfun-Code")!

  static func html(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// Names the played words the word list lacks, so the page can say so beside them.
  static let notWordsHeader = HTTPField.Name("Letterfun-Not-Words")!

  static func text(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  static func json(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status,
      headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
  }

  /// `{"error": {"code", "message"}}` and a line break.
  static func refusalJSON(_ error: any LetterfunError) -> String {
    BoardJSON.refused(error, origin: .upload) + "\n"
  }

  /// `{"error": {"code", "message"}}` with the code in its header too.
  static func refusal(_ error: any LetterfunError, status: HTTPResponse.Status) -> Response {
    var response = json(BoardJSON.refused(error, origin: .upload), status: status)
    response.headers[codeHeader] = error.code
    return response
  }
}
