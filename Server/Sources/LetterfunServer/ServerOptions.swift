/// How `letterfun serve` listens and what it accepts.
public struct ServerOptions: Sendable {
  /// Address to listen on: loopback by default, "0.0.0.0" for phones on the same network.
  public var host = "127.0.0.1"
  /// Port to listen on; 0 asks the system for a free one.
  public var port = 8080
  /// Largest upload accepted; past it the answer is 413.
  public var maxUploadBytes = 25 << 20
  /// Bytes of request bodies held at once, all requests together; past it the answer is 503.
  /// Nil: four uploads at the largest size (100 MB by default), and never less than one.
  public var bodyBudgetBytes: Int? = nil
  /// How long an upload may take from the request's head to its last byte (slow senders).
  public var readTimeout: Duration = .seconds(30)
  /// How long the rest of a refused upload is read (and thrown away) so that a client that
  /// sends everything before reading sees the refusal; past it the connection is closed.
  public var drainTime: Duration = .seconds(3)
  /// Connections open at once; more wait in the listen backlog.
  public var maxConnections = 256
  /// Screenshots read at once: one per core.
  public var workers = ServerOptions.coreCount
  /// Requests that may wait for a worker; past them the answer is 503.
  public var queueLimit = 64
  /// Moves listed when a request names no `limit`.
  public var defaultLimit = 20

  public init() {}

  /// The budget in force for bodies in flight.
  var bodyBudget: Int { max(maxUploadBytes, bodyBudgetBytes ?? maxUploadBytes * 4) }

  /// The cores this process may use.
  public static var coreCount: Int { max(1, System.activeCores) }
}
