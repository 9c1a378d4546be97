import Foundation
import Testing

/// The built `letterfun-server` binary run as a user runs it, on a free loopback port: its
/// peak memory (the kernel's high-water mark of its resident set) is its own, apart from the
/// test's clients.
final class ServerProcess: @unchecked Sendable {
  /// Beside the test bundle: `swift test` builds the package's executable into the same folder.
  static let binary: URL = {
    let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      .map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = own.deletingLastPathComponent()
    // A test bundle may be a folder (…/X.xctest/…); climb to the build folder.
    while folder.path.contains(".xctest") { folder = folder.deletingLastPathComponent() }
    return folder.appendingPathComponent("letterfun-server")
  }()
  static let built = FileManager.default.isExecutableFile(atPath: binary.path)
  static let notBuiltReason: Comment = "needs letterfun-server beside the tests (swift build)"

  let process = Process()
  let port: Int

  /// Starts the server with `arguments` (after `--port 0`) and waits for its address line.
  init(_ arguments: [String] = []) throws {
    process.executableURL = Self.binary
    process.arguments = ["--host", "127.0.0.1", "--port", "0"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = ""
    while !line.contains("\n") {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line += String(decoding: chunk, as: UTF8.self)
    }
    // "letterfun: serving on http://127.0.0.1:PORT/ (Ctrl-C stops)"
    guard let port = line.split(separator: ":").dropFirst(3).first.flatMap({ Int($0.prefix { $0.isNumber }) })
    else {
      process.terminate()
      throw RawHTTP.Failure.noAnswer("no address in '\(line)'")
    }
    self.port = port
  }

  /// The most memory the process has held at once, in bytes (VmHWM).
  var peakBytes: Int {
    let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
  }

  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  deinit { stop() }

  /// Runs the binary with `arguments` to its end: (exit status, standard error).
  static func run(_ arguments: [String], binary: URL = ServerProcess.binary) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
