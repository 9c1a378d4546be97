import ArgumentParser
import LetterfunCore

#if canImport(Glibc)
  import Glibc
#endif

extension Letterfun {
  /// `letterfun serve`: runs the `letterfun-server` binary built beside this one. The server is
  /// its own product so that building `letterfun` never builds the web server's libraries.
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Serve a web page that reads screenshots from a phone or a browser.",
      discussion: """
        Options: --host ADDR (default 127.0.0.1; 0.0.0.0 lets a phone on the same network
        connect, and prints its addresses), --port N (default 8080), --max-upload-mb N,
        --read-timeout S, --max-connections N, --workers N, --queue N.
        `letterfun serve --help` lists them in full.

        The server is a separate binary, letterfun-server, beside letterfun:
          swift build -c release --product letterfun-server
        """)

    @Argument(parsing: .captureForPassthrough, help: "Options for the server.")
    var arguments: [String] = []

    func run() throws {
      let own = ownExecutable()
      let folder = own.map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) } ?? "."
      let server = folder + "/letterfun-server"
      guard access(server, X_OK) == 0 else {
        throw ServeError.notBuilt(
          path: server, release: !folder.hasSuffix("/debug"))
      }
      let argv = ["letterfun-server"] + arguments
      var cArgs = argv.map { strdup($0) } + [nil]
      execv(server, &cArgs)
      throw ServeError.cannotStart(path: server, reason: String(cString: strerror(errno)))
    }

    /// This process's executable, from /proc (Linux).
    private func ownExecutable() -> String? {
      var buffer = [CChar](repeating: 0, count: 4096)
      let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard n > 0 else { return nil }
      return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }
}

/// Why `letterfun serve` could not start the server.
enum ServeError: LetterfunError {
  case notBuilt(path: String, release: Bool)
  case cannotStart(path: String, reason: String)

  var code: String {
    switch self {
    case .notBuilt: "server-not-built"
    case .cannotStart: "server-not-started"
    }
  }

  var description: String {
    switch self {
    case .notBuilt(let path, let release):
      "the server is not built (no \(path)); build it with: swift build "
        + (release ? "-c release " : "") + "--product letterfun-server"
    case .cannotStart(let path, let reason): "cannot start \(path): \(reason)"
    }
  }
}
