import HTTPTypes
import Hummingbird

/// The headers every answer carries so that a browser runs nothing the server did not send:
/// scripts from this server only, no framing by other sites, no guessing of content types.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
  /// Tiles are coloured by `style` attributes (each board its own theme's colours), hence
  /// inline styles; scripts and everything else come from this server only.
  static var policy: String {
    #"""
    default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';
    img-src 'self' data: blob:; connect-src 'self'; form-action 'self';
    frame-ancestors 'none'; base-uri 'none'; object-src 'none'
    """#.split(separator: "\n").joined(separator: " ")
  }

  static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    response.headers[.contentSecurityPolicy] = Self.policy
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[Self.referrerPolicy] = "no-referrer"
    return response
  }
}
