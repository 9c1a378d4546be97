import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Gives Hummingbird's answer to a request NIO could not parse (a request line or header past
/// NIO's limits, or malformed: a bare 400, written before any route sees the request) the
/// body and `Letterfun-Code` of every other refusal. It sits after the HTTP codec, where that
/// answer passes as HTTP types.
final class ParseErrorAnswer: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// The JSON body owed after a rewritten head, written before the answer's end.
  private var body: ByteBuffer?

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head)
    where head.status == .badRequest && head.headerFields[Routes.codeHeader] == nil:
      let error = ServerError.unreadableRequest
      let text = Routes.refusalJSON(error)
      head.headerFields[Routes.codeHeader] = error.code
      head.headerFields[.contentType] = "application/json"
      head.headerFields[.contentLength] = String(text.utf8.count)
      body = context.channel.allocator.buffer(string: text)
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end(let trailers) where body != nil:
      context.write(wrapOutboundOut(.body(body!)), promise: nil)
      body = nil
      context.write(wrapOutboundOut(.end(trailers)), promise: promise)
    default:
      context.write(data, promise: promise)
    }
  }
}
