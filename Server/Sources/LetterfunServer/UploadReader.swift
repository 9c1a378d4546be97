import Hummingbird
import NIOCore
import Synchronization

/// Where an upload's body goes as it arrives: kept whole, or read as a form whose parts are
/// kept or dropped on the way. A refusal it throws is answered as the reader's own are.
protocol UploadSink: SendableMetatype {
  associatedtype Body: Sendable
  mutating func take(_ chunk: ByteBuffer) throws(ServerError)
  /// What the body gave, once it has all been read.
  mutating func finish() throws(ServerError) -> Body
}

/// The body as it arrived, for the decoders (the API's image is the whole body).
struct WholeBody: UploadSink {
  private var chunks: [ByteBuffer] = []
  mutating func take(_ chunk: ByteBuffer) { chunks.append(chunk) }
  func finish() -> [ByteBuffer] { chunks }
}

/// Reads a request's body within its limits: the per-upload cap, the budget for all bodies in
/// flight and the read timeout. A body refused before its end is read on and thrown away for
/// a short time (`drainTime`): a client that sends everything before reading (Python's urllib,
/// `requests`) then sees the refusal; one still sending after that has its connection closed,
/// so that it fails at once instead of waiting for an answer that cannot come.
struct UploadReader: Sendable {
  let limit: Int
  let budget: BodyBudget
  let readTimeout: Duration
  let drainTime: Duration

  /// What reading gave.
  enum Outcome<Body: Sendable>: Sendable {
    /// What the sink made of the whole body, and the body's share of the budget (held until
    /// dropped).
    case body(Body, BodyReservation)
    /// A refusal; `drained` when the rest of the body was read (the connection can stay),
    /// false when the connection must be closed after the answer.
    case refused(ServerError, drained: Bool)
  }

  /// Reads `request`'s body into a sink made by `makeSink`. `refusal`, when given, is already
  /// decided (a bad query, a declared length past the cap, no room in the pool): the body is
  /// only drained, unless the client waits for a `100 Continue` before sending it (curl does
  /// past 1 MB): it is then answered at once and sends nothing.
  ///
  /// The reader and its two clocks (the read timeout, and the drain's once a refusal is
  /// decided) are child tasks: the first outcome answers and the others are cancelled. A
  /// reader waiting on a silent client stops when cancelled (NIO ends the connection's inbound
  /// stream for it, so no more requests are read from it), which only happens where the
  /// answer closes the connection anyway. Nothing holds a body, or its share of the budget,
  /// once this returns.
  func read<Sink: UploadSink>(
    _ request: Request, refusal: ServerError?, into makeSink: @escaping @Sendable () -> Sink
  ) async -> Outcome<Sink.Body> {
    if let refusal, request.headers[.expect]?.lowercased() == "100-continue" {
      return .refused(refusal, drained: false)
    }
    let body = request.body
    let draining = Draining()
    let readTimeout = readTimeout
    let drainTime = drainTime
    return await withTaskGroup(of: Outcome<Sink.Body>?.self) { group in
      group.addTask {
        await self.readAll(body, refusal: refusal, into: makeSink, draining: draining)
      }
      group.addTask {
        try? await Task.sleep(for: readTimeout)
        // A drain has a clock of its own, which the read timeout does not cut short.
        guard !Task.isCancelled, !draining.hasBegun else { return nil }
        return .refused(.uploadTimeout(seconds: Int(readTimeout.components.seconds)), drained: false)
      }
      group.addTask {
        // No refusal comes when the body is read whole (the reader then ends the stream).
        guard let refused = await draining.refusals.first(where: { _ in true }) else { return nil }
        try? await Task.sleep(for: drainTime)
        return Task.isCancelled ? nil : .refused(refused, drained: false)
      }
      for await case let outcome? in group {
        group.cancelAll()
        return outcome
      }
      // Not reached: the reader always gives an outcome.
      return .refused(.emptyBody, drained: false)
    }
  }

  /// The reader: the body into the sink within the cap and the budget; after a refusal, told
  /// to `draining`, the rest read and dropped until the body ends or the drain's clock does.
  private func readAll<Sink: UploadSink>(
    _ body: RequestBody, refusal: ServerError?, into makeSink: @Sendable () -> Sink,
    draining: Draining
  ) async -> Outcome<Sink.Body> {
    defer { draining.end() }
    var iterator = body.makeAsyncIterator()
    // With a refusal decided no sink is made: it is made for a body that will be read.
    var sink: Sink? = refusal == nil ? makeSink() : nil
    var refused = refusal
    // Every byte read counts, kept or not: what the sink holds (a form's parser holds a
    // header line or a partial delimiter) is never more than that.
    let share = BodyReservation(budget: budget)
    var count = 0
    do {
      while refused == nil, let chunk = try await iterator.next() {
        count += chunk.readableBytes
        if count > limit {
          refused = .tooLarge(limit: limit)
        } else if !share.grow(chunk.readableBytes) {
          refused = .busy
        } else {
          do throws(ServerError) { try sink?.take(chunk) } catch { refused = error }
        }
      }
      guard let reason = refused else {
        guard count > 0, var sink else { return .refused(.emptyBody, drained: true) }
        do throws(ServerError) { return .body(try sink.finish(), share) } catch {
          return .refused(error, drained: true)
        }
      }
      sink = nil
      // From here on nothing is kept: the rest is read and dropped, for `drainTime` at most.
      draining.begin(reason)
      while try await iterator.next() != nil {}
      return .refused(reason, drained: true)
    } catch {
      // The client went away, or the read was cancelled: nobody reads this outcome.
      return .refused(refused ?? .emptyBody, drained: false)
    }
  }
}

/// Tells the drain's clock that a refused body is being drained, and why.
private final class Draining: Sendable {
  let refusals: AsyncStream<ServerError>
  private let continuation: AsyncStream<ServerError>.Continuation
  private let begun = Atomic<Bool>(false)

  init() { (refusals, continuation) = AsyncStream.makeStream(of: ServerError.self) }

  var hasBegun: Bool { begun.load(ordering: .acquiring) }

  func begin(_ refusal: ServerError) {
    begun.store(true, ordering: .releasing)
    continuation.yield(refusal)
  }

  func end() { continuation.finish() }
}
