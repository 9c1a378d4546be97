import Hummingbird
import Logging

/// Turns every refusal into its JSON answer and logs one line per request: method, path (never
/// the query: it holds the player's words), status, time and code. Nothing else of a request
/// is logged.
struct RequestLog<Context: RequestContext>: RouterMiddleware {
  let logger: Logger

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let started = ContinuousClock.now
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as ServerError {
      response = Routes.refusal(error, status: error.status)
    } catch let error as HTTPError where error.status == .notFound {
      let path = request.uri.path
      let failure: ServerError =
        Routes.allowed[path].map { .methodNotAllowed(allowed: $0) } ?? .notFound(path: path)
      response = Routes.refusal(failure, status: failure.status)
      if let allowed = Routes.allowed[path] {
        response.headers[.allow] = allowed.joined(separator: ", ")
      }
    }
    let ms = Double((ContinuousClock.now - started) / .microseconds(1)) / 1000
    let code = response.headers[Routes.codeHeader] ?? "-"
    logger.info(
      "\(request.method) \(request.uri.path) \(response.status.code) \(Self.format(ms)) ms \(code)")
    return response
  }

  static func format(_ ms: Double) -> String {
    let tenths = Int((ms * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
