import Hummingbird
import HummingbirdCore
import LetterfunCore
import Logging
import NIOCore
import ServiceLifecycle

/// `letterfun serve`: the page and the API on one port, reading screenshots with the same
/// reader and solver as the command line.
public enum LetterfunServer {
  /// The application for `options`, its solving pool (to shut down after it stops), what it
  /// holds as it runs, and `onRunning` called with the port once it listens.
  public static func makeApplication(
    options: ServerOptions, logger: Logger,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) throws -> (application: some ApplicationProtocol, pool: SolvePoolHandle, load: ServerLoad) {
    let pool = SolvePool(
      reader: BoardReader(templates: try LetterTemplates.builtIn()),
      solver: Solver(dictionary: WordGraph.builtIn()), workers: options.workers,
      queueLimit: options.queueLimit)
    let router = Router(context: ServerContext.self)
    // Outermost, so that the refusals RequestLog makes of errors carry the headers too.
    router.add(middleware: SecurityHeaders())
    router.add(middleware: RequestLog(logger: logger))
    let budget = BodyBudget(bytes: options.bodyBudget)
    Routes(pool: pool, options: options, budget: budget).register(on: router)
    let application = Application(
      router: router,
      // The idle timeout closes silent connections (slow headers, idle keep-alive) without an
      // answer; it is longer than the read timeout so a slow upload gets its 408 first.
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [ParseErrorAnswer()],
          idleTimeout: .seconds(options.readTimeout.components.seconds + 5))),
      configuration: .init(
        address: .hostname(options.host, port: options.port), serverName: nil,
        availableConnectionsDelegate: MaximumAvailableConnections(options.maxConnections)),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? options.port) },
      logger: logger)
    return (application, SolvePoolHandle(pool: pool), ServerLoad(pool: pool, budget: budget))
  }

  /// Runs until SIGINT or SIGTERM, then finishes the requests in flight and returns.
  /// `announce` gets the lines that tell where to open the page. Throws `StartupError` when
  /// the address cannot be listened on, before anything is logged.
  public static func run(options: ServerOptions, announce: @escaping @Sendable (String) -> Void)
    async throws
  {
    if let problem = System.listenProblem(host: options.host, port: options.port) {
      throw problem
    }
    var logger = Logger(label: "letterfun-serve")
    logger.logLevel = .info
    let (application, pool, _) = try makeApplication(options: options, logger: logger) { port in
      for line in addressLines(host: options.host, port: port) { announce(line) }
    }
    try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    try await pool.shutdown()
  }

  /// Writes `text` to the standard output (1) or error (2) at once, unbuffered.
  public static func write(_ text: String, to descriptor: Int32) {
    System.write(text, to: descriptor)
  }

  /// Where a browser can open the page: the address listened on, or every LAN address when
  /// listening on all of them.
  public static func addressLines(host: String, port: Int) -> [String] {
    guard host == "0.0.0.0" || host == "::" else {
      let shown = host.contains(":") ? "[\(host)]" : host
      return ["letterfun: serving on http://\(shown):\(port)/ (Ctrl-C stops)"]
    }
    var lines = ["letterfun: serving on every address, port \(port) (Ctrl-C stops)"]
    lines.append("  on this computer: http://127.0.0.1:\(port)/")
    let lan = System.lanAddresses()
    if lan.isEmpty {
      lines.append("  no network address found: is this computer on a network?")
    }
    for address in lan {
      lines.append("  from a phone on the same network: http://\(address):\(port)/")
    }
    return lines
  }
}

/// The solving pool of an application, to stop its threads once the application has stopped.
public struct SolvePoolHandle: Sendable {
  let pool: SolvePool

  public func shutdown() async throws { try await pool.shutdown() }
}
