import LetterfunCore

/// Why the server did not start, each with a stable code and the exit status the command
/// line gives: 2 for a usage error, 1 for the rest.
public enum StartupError: LetterfunError, Equatable {
  case usage(String)
  case portInUse(host: String, port: Int)
  case badHost(host: String, reason: String)
  case cannotListen(host: String, port: Int, reason: String)
  /// The server stopped on an error of its own after starting.
  case failed(String)

  public var code: String {
    switch self {
    case .usage: "usage"
    case .portInUse: "port-in-use"
    case .badHost: "bad-host"
    case .cannotListen: "cannot-listen"
    case .failed: "server-failed"
    }
  }

  public var description: String {
    switch self {
    case .usage(let message): message
    case .portInUse(let host, let port):
      "port \(port) on \(host) is in use by another program; stop it, or choose another "
        + "port with --port (0 picks a free one)"
    case .badHost(let host, let reason):
      "cannot listen on '\(host.prefix(100))': \(reason); give an address of this computer "
        + "(127.0.0.1, or 0.0.0.0 for every network)"
    case .cannotListen(let host, let port, let reason):
      "cannot listen on \(host) port \(port): \(reason)"
    case .failed(let reason): "the server stopped: \(reason)"
    }
  }

  /// The process's exit status.
  public var exitStatus: Int32 {
    if case .usage = self { return 2 }
    return 1
  }

  /// The one line printed on stderr.
  public var line: String { "letterfun: \(code): \(description)\n" }
}
