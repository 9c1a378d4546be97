import HTTPTypes
import Hummingbird
import LetterfunCore
import LetterfunJSON
import NIOCore
import Synchronization

/// The server's addresses: the page (`GET /`, and `POST /` for the form without scripts), the
/// API (`POST /api/solve`) and `GET /healthz`.
struct Routes: Sendable {
  let pool: SolvePool
  let options: ServerOptions

  /// The methods each known path answers (others get 405, unknown paths 404).
  static let allowed: [String: [String]] = [
    "/": ["GET", "POST"], "/api/solve": ["POST"], "/healthz": ["GET"],
  ]

  func register(on router: Router<BasicRequestContext>) {
    router.get("/") { _, _ in Routes.html(Page.html(), status: .ok) }
    router.post("/") { request, _ in try await formPost(request) }
    router.post("/api/solve") { request, _ in try await apiSolve(request) }
    router.get("/healthz") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
    }
  }

  /// `POST /api/solve?limit&rank&played`: the image as the raw body; one `solve --json` object.
  func apiSolve(_ request: Request) async throws -> Response {
    let q = request.uri.queryParameters
    let query = try SolveQuery(
      limit: q.get("limit"), rank: q.get("rank"), played: q.get("played"),
      defaultLimit: options.defaultLimit)
    let bytes = try await body(of: request)
    switch try await pool.solve(bytes, options: query.options) {
    case .solved(let solution, let reading):
      return Routes.json(BoardJSON.solved(solution, reading: reading, origin: .upload), status: .ok)
    case .refused(let error):
      return Routes.refusal(error, status: .unprocessableContent)
    }
  }

  /// The page's form, posted without scripts: the page again with the result drawn in it.
  func formPost(_ request: Request) async throws -> Response {
    let bytes = try await body(of: request)
    guard let form = Multipart(body: bytes, contentType: request.headers[.contentType] ?? "")
    else {
      throw ServerError.badQuery("the form was not sent as multipart/form-data")
    }
    let played = form.text("played") ?? ""
    var ranking = SolveOptions().ranking
    let html: (String, HTTPResponse.Status, String?)
    do {
      let query = try SolveQuery(
        limit: nil, rank: form.text("rank"), played: played, defaultLimit: options.defaultLimit)
      ranking = query.ranking
      guard let image = form.fields["screenshot"], !image.isEmpty else {
        throw ServerError.emptyBody
      }
      switch try await pool.solve(image, options: query.options) {
      case .solved(let solution, let reading):
        html = (PageResult.solved(solution, reading: reading, ranking: ranking), .ok, nil)
      case .refused(let error):
        html = (
          PageResult.refused(code: error.code, message: error.description), .unprocessableContent,
          error.code
        )
      }
    } catch let error as ServerError where error != .busy {
      html = (
        PageResult.refused(code: error.code, message: error.description), error.status, error.code
      )
    }
    var response = Routes.html(
      Page.html(result: html.0, played: played, ranking: ranking), status: html.1)
    if let code = html.2 { response.headers[Routes.codeHeader] = code }
    return response
  }

  /// The request's body, refused when empty, larger than the limit or slower than the read
  /// timeout. Nothing of it is kept once the request is answered.
  func body(of request: Request) async throws -> [UInt8] {
    let limit = options.maxUploadBytes
    if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
      throw ServerError.tooLarge(limit: limit)
    }
    let body = request.body
    let buffer = try await Routes.withDeadline(options.readTimeout) {
      do { return try await body.collect(upTo: limit) } catch is NIOTooManyBytesError {
        throw ServerError.tooLarge(limit: limit)
      }
    }
    guard let buffer else {
      throw ServerError.uploadTimeout(seconds: Int(options.readTimeout.components.seconds))
    }
    guard buffer.readableBytes > 0 else { throw ServerError.emptyBody }
    return Array(buffer.readableBytesView)
  }

  /// Runs `work`, or gives nil once `timeout` has passed without waiting for it to notice: a
  /// body stream waiting on a silent client does not end when its task is cancelled, so the
  /// answer cannot wait for it (the connection is closed after the answer, which ends it).
  static func withDeadline<T: Sendable>(
    _ timeout: Duration, _ work: @escaping @Sendable () async throws -> T
  ) async throws -> T? {
    let slot = ContinuationSlot<T?>()
    return try await withCheckedThrowingContinuation { continuation in
      slot.fill(continuation)
      let worker = Task {
        do {
          let value = try await work()
          slot.take()?.resume(returning: value)
        } catch { slot.take()?.resume(throwing: error) }
      }
      Task {
        try? await Task.sleep(for: timeout)
        if let c = slot.take() {
          worker.cancel()
          c.resume(returning: nil)
        }
      }
    }
  }

  /// Names a refusal's code on every answer that has one, for the request log and for clients.
  static let codeHeader = HTTPField.Name("Letterfun-Code")!

  static func html(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  static func json(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status,
      headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
  }

  /// `{"error": {"code", "message"}}` with the code in its header too.
  static func refusal(_ error: any LetterfunError, status: HTTPResponse.Status) -> Response {
    var response = json(BoardJSON.refused(error, origin: .upload), status: status)
    response.headers[codeHeader] = error.code
    return response
  }
}

/// A continuation that whichever of two racing tasks finishes first takes (and resumes).
final class ContinuationSlot<T: Sendable>: Sendable {
  private let slot = Mutex<CheckedContinuation<T, any Error>?>(nil)

  func fill(_ c: CheckedContinuation<T, any Error>) { slot.withLock { $0 = c } }

  func take() -> CheckedContinuation<T, any Error>? { slot.withLock { $0.take() } }
}
