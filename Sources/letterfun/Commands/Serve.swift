import ArgumentParser
import LetterfunCore

#if canImport(Glibc)
  import Glibc
#endif

extension Letterfun {
  /// `letterfun serve`: runs the `letterfun-server` binary, built by the Server/ package so
  /// that building `letterfun` never fetches or builds the web server's libraries.
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Serve a web page that reads screenshots from a phone or a browser.",
      discussion: """
        Examples:
          letterfun serve
          letterfun serve --host 0.0.0.0 --port 8000

        The options (--host, --port, --max-upload-mb, --read-timeout,
        --max-connections, --workers, --queue) are the server's: once it is
        built, `letterfun serve --help` lists them. The server is its own
        binary, letterfun-server, built by its own package so that building
        letterfun never builds the web server's libraries:
          swift build -c release --package-path Server
        """)

    @Argument(parsing: .captureForPassthrough, help: "Options for the server.")
    var arguments: [String] = []

    func run() throws {
      let folder = ownExecutable().map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) }
      let candidates = folder.map(serverCandidates) ?? []
      guard let server = candidates.first(where: { SystemCalls.access($0, X_OK) }) else {
        // Help needs no server: this command's own, which says how to build it.
        if arguments.contains("--help") || arguments.contains("-h") {
          writeLine(Letterfun.helpMessage(for: Serve.self))
          return
        }
        throw ServeError.notBuilt(
          looked: candidates, release: !(folder ?? "").hasSuffix("/debug"))
      }
      let argv = ["letterfun-server"] + arguments
      let code = SystemCalls.exec(server, argv)
      throw ServeError.cannotStart(path: server, reason: SystemCalls.message(code))
    }

    /// Where the server may be: beside this binary (installed together), else, for a binary
    /// built in a clone (CLONE/.build/.../CONFIG/letterfun), in the server package's build
    /// folder of the same configuration (CLONE/Server/.build/CONFIG/letterfun-server).
    private func serverCandidates(folder: String) -> [String] {
      var out = [folder + "/letterfun-server"]
      let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
      if let build = parts.lastIndex(of: ".build"), let configuration = parts.last {
        let clone = parts[..<build].joined(separator: "/")
        out.append("\(clone)/Server/.build/\(configuration)/letterfun-server")
      }
      return out
    }

    /// This process's executable, from /proc (Linux).
    private func ownExecutable() -> String? {
      SystemCalls.ownExecutable()
    }
  }
}

/// Why `letterfun serve` could not start the server.
enum ServeError: LetterfunError {
  case notBuilt(looked: [String], release: Bool)
  case cannotStart(path: String, reason: String)

  var code: String {
    switch self {
    case .notBuilt: "server-not-built"
    case .cannotStart: "server-not-started"
    }
  }

  var description: String {
    switch self {
    case .notBuilt(let looked, let release):
      "the server is not built (looked for \(looked.joined(separator: " and "))); build it "
        + "in the clone with: swift build " + (release ? "-c release " : "")
        + "--package-path Server"
    case .cannotStart(let path, let reason): "cannot start \(path): \(reason)"
    }
  }
}
