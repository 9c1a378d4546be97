import ArgumentParser
import LetterfunServer

#if canImport(Glibc)
  import Glibc
#endif

/// The server behind `letterfun serve`, which runs this binary with its own arguments.
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
      Errors that stop it from starting are one line, "letterfun: CODE:
      message", exit 2 for a usage error and 1 otherwise.
      """)

  @Option(help: "Address to listen on (0.0.0.0: every network, so a phone can connect).")
  var host = "127.0.0.1"

  @Option(help: "Port to listen on (0: any free one).")
  var port = 8080

  @Option(help: "Largest upload accepted, in MB.")
  var maxUploadMb = 25

  @Option(help: "Request bodies held at once, all together, in MB (default: 4 uploads).")
  var bodyBudgetMb: Int?

  @Option(help: "Seconds an upload may take before it is refused.")
  var readTimeout = 30

  @Option(help: "Connections open at once (more wait).")
  var maxConnections = 256

  @Option(help: "Screenshots read at once (default: one per core).")
  var workers: Int?

  @Option(help: "Requests that may wait for a worker before the server answers 503.")
  var queue = 64

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be 0 to 65535, not \(port)")
    }
    guard maxUploadMb > 0, maxUploadMb <= 1024, readTimeout > 0, maxConnections > 0, queue >= 0,
      (workers ?? 1) > 0, (bodyBudgetMb ?? 1) > 0
    else { throw ValidationError("limits must be positive (and --max-upload-mb at most 1024)") }
  }

  func run() async throws {
    var options = ServerOptions()
    options.host = host
    options.port = port
    options.maxUploadBytes = maxUploadMb << 20
    options.bodyBudgetBytes = bodyBudgetMb.map { $0 << 20 }
    options.readTimeout = .seconds(readTimeout)
    options.maxConnections = maxConnections
    if let workers { options.workers = workers }
    options.queueLimit = queue
    try await LetterfunServer.run(options: options) { line in
      LetterfunServer.write(line + "\n", to: 1)
    }
  }
}

/// Start-up errors as the command line prints them: one `letterfun: CODE: message` line on
/// stderr, exit 2 for usage and 1 for the rest (ArgumentParser's own would exit 64).
@main
enum Main {
  static func main() async {
    let command: Serve
    do {
      command = try Serve.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      let status = Serve.exitCode(for: error)
      if status == .success {
        // --help: the help text, as ArgumentParser prints it.
        LetterfunServer.write(Serve.fullMessage(for: error) + "\n", to: 1)
        exit(0)
      }
      let message = Serve.message(for: error)
      fail(.usage(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message))
    }
    do {
      try await command.run()
    } catch let error as StartupError {
      fail(error)
    } catch {
      fail(.failed("\(error)"))
    }
  }

  static func fail(_ error: StartupError) -> Never {
    LetterfunServer.write(error.line, to: 2)
    exit(error.exitStatus)
  }
}
