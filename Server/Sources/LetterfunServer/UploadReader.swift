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
  func read<Sink: UploadSink>(
    _ request: Request, refusal: ServerError?, into makeSink: @escaping @Sendable () -> Sink
  ) async -> Outcome<Sink.Body> {
    if let refusal, request.headers[.expect]?.lowercased() == "100-continue" {
      return .refused(refusal, drained: false)
    }
    let body = request.body
    let race = Race<Sink.Body>()
    let limit = limit
    let budget = budget
    let drainTime = drainTime
    // The body stream of a silent client does not end when its task is cancelled: the reader
    // runs on its own and the answer does not wait for it (closing the connection ends it).
    Task {
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
          guard !race.isOver else { return }
          count += chunk.readableBytes
          if count > limit {
            refused = .tooLarge(limit: limit)
          } else if !share.grow(chunk.readableBytes) {
            refused = .busy
          } else {
            do throws(ServerError) { try sink?.take(chunk) } catch { refused = error }
          }
        }
        guard let refused else {
          guard count > 0 else { return race.finish(.refused(.emptyBody, drained: true)) }
          do throws(ServerError) {
            if let whole = try sink?.finish() { race.finish(.body(whole, share)) }
          } catch {
            race.finish(.refused(error, drained: true))
          }
          return
        }
        sink = nil
        // From here on nothing is kept: the rest is read and dropped, for `drainTime` at most.
        guard race.startDraining(refused, for: drainTime) else { return }
        while try await iterator.next() != nil {
          if race.isOver { return }
        }
        race.finish(.refused(refused, drained: true))
      } catch {
        // The client went away (or the connection was closed): nobody reads the answer.
        race.finish(.refused(refused ?? .emptyBody, drained: false))
      }
    }
    let timer = Task {
      try? await Task.sleep(for: readTimeout)
      if Task.isCancelled { return }
      race.timeOut(.refused(.uploadTimeout(seconds: Int(readTimeout.components.seconds)), drained: false))
    }
    race.addTimer(timer)
    return await race.outcome()
  }
}

/// The first outcome of the body's reader and its timers, which the request answers with. The
/// outcome (with the body in it) is handed over and not kept, and the timers are cancelled
/// then: nothing holds a body, or its share of the budget, after its request is answered.
private final class Race<Body: Sendable>: Sendable {
  private struct State {
    var over = false
    var outcome: UploadReader.Outcome<Body>?
    var waiter: CheckedContinuation<UploadReader.Outcome<Body>, Never>?
    var draining = false
    var timers: [Task<Void, Never>] = []
  }
  private let state = Mutex(State())

  var isOver: Bool { state.withLock { $0.over } }

  func finish(_ outcome: UploadReader.Outcome<Body>) {
    let (waiter, timers): (CheckedContinuation<UploadReader.Outcome<Body>, Never>?, [Task<Void, Never>]) =
      state.withLock {
        guard !$0.over else { return (nil, []) }
        $0.over = true
        let timers = $0.timers
        $0.timers = []
        guard let waiter = $0.waiter.take() else {
          $0.outcome = outcome
          return (nil, timers)
        }
        return (waiter, timers)
      }
    for timer in timers { timer.cancel() }
    waiter?.resume(returning: outcome)
  }

  /// A timer to cancel once the race is over (at once when it already is).
  func addTimer(_ timer: Task<Void, Never>) {
    let over: Bool = state.withLock {
      if !$0.over { $0.timers.append(timer) }
      return $0.over
    }
    if over { timer.cancel() }
  }

  /// The read timeout, which a drain in progress (on its own clock) overrides.
  func timeOut(_ outcome: UploadReader.Outcome<Body>) {
    if state.withLock({ $0.draining }) { return }
    finish(outcome)
  }

  /// Starts the drain's clock; false when the race is already over.
  func startDraining(_ refusal: ServerError, for time: Duration) -> Bool {
    let started: Bool = state.withLock {
      guard !$0.over else { return false }
      $0.draining = true
      return true
    }
    if started {
      addTimer(
        Task {
          try? await Task.sleep(for: time)
          if Task.isCancelled { return }
          self.finish(.refused(refusal, drained: false))
        })
    }
    return started
  }

  func outcome() async -> UploadReader.Outcome<Body> {
    await withCheckedContinuation { c in
      let ready: UploadReader.Outcome<Body>? = state.withLock {
        if let o = $0.outcome.take() { return o }
        $0.waiter = c
        return nil
      }
      if let ready { c.resume(returning: ready) }
    }
  }
}
