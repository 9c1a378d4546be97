import Foundation
import Testing

/// The built binaries as a user runs them: `letterfun serve` starts the server, which answers
/// on loopback and stops on SIGTERM.
@Suite(.serialized) struct ServerProcessTests {
  /// The root package's `letterfun`, built by `swift test` or `swift build` at the root.
  static let letterfun = Shared.projectRoot.appendingPathComponent(".build/debug/letterfun")
  static let built = FileManager.default.isExecutableFile(atPath: letterfun.path)
  static let notBuiltReason: Comment = "needs .build/debug/letterfun: run swift build at the root"

  /// `letterfun serve` finds this package's debug server from the root's debug build.
  @Test(.enabled(if: built, notBuiltReason))
  func serveAnswersOnLoopbackAndStopsOnSIGTERM() async throws {
    let process = Process()
    process.executableURL = Self.letterfun
    process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    // The first line names the address: "letterfun: serving on http://127.0.0.1:PORT/ ...".
    var line = ""
    while !line.contains("\n") {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line += String(decoding: chunk, as: UTF8.self)
    }
    let port = try #require(
      line.split(separator: ":").dropFirst(3).first.flatMap { Int($0.prefix { $0.isNumber }) },
      "no address in \(line)")
    #expect(line.hasPrefix("letterfun: serving on http://127.0.0.1:\(port)/"))
    let health = try await TestServer.request(port: port, method: "GET", path: "/healthz")
    #expect(health.status == 200)
    let png = Array(try Data(contentsOf: SolveAPITests.sample))
    let solved = try await TestServer.request(port: port, path: "/api/solve", body: png)
    #expect(solved.status == 200)
    let asked = ContinuousClock.now
    process.terminate()  // SIGTERM
    while process.isRunning && ContinuousClock.now - asked < .seconds(10) {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(!process.isRunning, "still running 10 s after SIGTERM")
    #expect(ContinuousClock.now - asked < .seconds(5))
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
  }

  @Test(.enabled(if: built, notBuiltReason))
  func serveWithoutTheServerBinarySaysHowToBuildIt() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-serve-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let copy = dir.appendingPathComponent("letterfun")
    try FileManager.default.copyItem(at: Self.letterfun, to: copy)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["serve"]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(text.hasPrefix("letterfun: server-not-built: the server is not built"))
    #expect(text.contains("swift build -c release --package-path Server"))
  }
}
