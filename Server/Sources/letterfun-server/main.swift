import ArgumentParser
import LetterfunServer

#if canImport(Glibc)
  import Glibc
#endif

/// The server behind `letterfun serve`, which runs this binary with its own arguments.
@main
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "letterfun serve",
    abstract: "Serve a web page (and an API) that reads screenshots and lists the words.",
    discussion: """
      Open the address it prints in a browser. With --host 0.0.0.0 a phone on
      the same network can open it too: its addresses are printed. Ctrl-C or
      SIGTERM stops it once the requests in flight are answered.

      Examples:
        letterfun serve
        letterfun serve --host 0.0.0.0 --port 8000
        curl --data-binary @shot.png 'http://127.0.0.1:8080/api/solve?limit=5'

      API: POST /api/solve?limit=N&rank=NAME&played=WORD,WORD with the image
      as the body. 200: one `solve --json` object without "file"; 422: a
      refusal {"error": {"code", "message"}}; 400 empty body or bad query;
      408 upload too slow; 413 too large; 503 busy. GET /healthz: "ok".
      """)

  @Option(help: "Address to listen on (0.0.0.0: every network, so a phone can connect).")
  var host = "127.0.0.1"

  @Option(help: "Port to listen on (0: any free one).")
  var port = 8080

  @Option(help: "Largest upload accepted, in MB.")
  var maxUploadMb = 25

  @Option(help: "Seconds an upload may take before it is refused.")
  var readTimeout = 30

  @Option(help: "Connections open at once (more wait).")
  var maxConnections = 256

  @Option(help: "Screenshots read at once (default: one per core).")
  var workers: Int?

  @Option(help: "Requests that may wait for a worker before the server answers 503.")
  var queue = 64

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
    guard maxUploadMb > 0, readTimeout > 0, maxConnections > 0, queue >= 0, (workers ?? 1) > 0
    else { throw ValidationError("limits must be positive") }
  }

  func run() async throws {
    var options = ServerOptions()
    options.host = host
    options.port = port
    options.maxUploadBytes = maxUploadMb << 20
    options.readTimeout = .seconds(readTimeout)
    options.maxConnections = maxConnections
    if let workers { options.workers = workers }
    options.queueLimit = queue
    try await LetterfunServer.run(options: options) { line in
      // Written at once, unbuffered: a script waiting for the address reads it from a pipe.
      let text = line + "\n"
      _ = text.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
    }
  }
}
