import Foundation
import Hummingbird
import LetterfunServer
import Logging
import ServiceLifecycle
import Testing

/// Runs the real application on a free loopback port for the length of a test.
enum TestServer {
  /// Starts a server with `options` (port 0), runs `body` with its port, then shuts it down
  /// gracefully and waits for it to stop.
  static func with<T: Sendable>(
    _ configure: (inout ServerOptions) -> Void = { _ in },
    _ body: @escaping @Sendable (Int) async throws -> T
  ) async throws -> T {
    try await withLoad(configure) { port, _ in try await body(port) }
  }

  /// `with`, and `body` also sees what the server holds as it runs.
  static func withLoad<T: Sendable>(
    _ configure: (inout ServerOptions) -> Void = { _ in },
    _ body: @escaping @Sendable (Int, ServerLoad) async throws -> T
  ) async throws -> T {
    var options = ServerOptions()
    options.port = 0
    configure(&options)
    var logger = Logger(label: "letterfun-serve-test")
    logger.logLevel = .warning
    let (ports, port) = AsyncStream.makeStream(of: Int.self)
    let (application, pool, load) = try LetterfunServer.makeApplication(
      options: options, logger: logger
    ) { p in
      port.yield(p)
      port.finish()
    }
    let group = ServiceGroup(
      configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      guard let p = await iterator.next() else { throw CancellationError() }
      let result: T
      do { result = try await body(p, load) } catch {
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        try await pool.shutdown()
        throw error
      }
      await group.triggerGracefulShutdown()
      try await tasks.waitForAll()
      try await pool.shutdown()
      return result
    }
  }

  /// Waits until `condition` holds, looking every 10 ms, for at most `timeout`: whether it
  /// came to hold. A loaded machine (CI runs suites side by side) gets there late, not never.
  static func waitUntil(
    timeout: Duration = .seconds(10), _ condition: @Sendable () -> Bool
  ) async throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + timeout
    while !condition() {
      if clock.now >= end { return false }
      try await Task.sleep(for: .milliseconds(10))
    }
    return true
  }

  /// `RawHTTP.request` off the cooperative pool (it blocks on its socket).
  static func request(
    port: Int, method: String = "POST", path: String, body: [UInt8] = [],
    headers: [String: String] = [:], declaredLength: Int? = nil, chunked: Bool = false,
    pauseAfter: Int? = nil, pause: Duration = .zero, naive: Bool = false
  ) async throws -> RawHTTP.Response {
    try await withCheckedThrowingContinuation { c in
      Thread.detachNewThread {
        c.resume(
          with: Result {
            try RawHTTP.request(
              port: port, method: method, path: path, body: body, headers: headers,
              declaredLength: declaredLength, chunked: chunked, pauseAfter: pauseAfter, pause: pause,
              naive: naive)
          })
      }
    }
  }
}

/// `../shared` beside the project, from this file.
enum Shared {
  /// The clone (this file is Server/Tests/LetterfunServerTests/Support/TestServer.swift).
  static let projectRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let screenshots = projectRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/screenshots")
  static let labels = screenshots.appendingPathComponent("labels.json")
  static let available = FileManager.default.fileExists(atPath: labels.path)
  static let missingReason: Comment = "needs ../shared beside the project (absent here)"

  struct Label: Decodable {
    var file: String
    var expect: String
    var letters: String?
    var ownership: String?
    var error: String?
  }

  static func loadLabels() throws -> [Label] {
    try JSONDecoder().decode([Label].self, from: Data(contentsOf: labels))
  }

  static func bytes(_ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: screenshots.appendingPathComponent(file)))
  }
}
