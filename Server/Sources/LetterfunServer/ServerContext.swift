import Hummingbird
import NIOCore

/// The request context: Hummingbird's, with the request's connection, which a refusal closes
/// when the client is still sending a body nobody will read.
struct ServerContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
