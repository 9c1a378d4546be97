import Foundation

/// Runs the built `letterfun` binary and captures what a user would see.
enum CLI {
  static let projectRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let samples = projectRoot.appendingPathComponent("samples")
  static let shared = projectRoot.deletingLastPathComponent().appendingPathComponent("shared")

  /// The binary built beside this test bundle (`swift test` builds every target first).
  static let binary: URL = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("letterfun")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return projectRoot.appendingPathComponent(".build/debug/letterfun")
  }()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `letterfun ARGS` (or `program ARGS`), with extra environment variables.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], program: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = program ?? binary
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    // What the user's shell sets must not change what the tests see.
    for key in ["NO_COLOR", "COLUMNS", "CLICOLOR_FORCE"] { env.removeValue(forKey: key) }
    // Compiled word lists go to this run's own cache, never the user's (~/.cache/letterfun).
    env["XDG_CACHE_HOME"] = cacheHome.path
    for (k, v) in environment { env[k] = v }
    process.environment = env
    process.currentDirectoryURL = projectRoot
    // Files, not pipes: a full pipe would block the child while we wait.
    let dir = FileManager.default.temporaryDirectory
    let out = dir.appendingPathComponent("lf-out-\(UUID().uuidString)")
    let err = dir.appendingPathComponent("lf-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  /// The `XDG_CACHE_HOME` of every process the tests start: a temporary folder of this run.
  static let cacheHome: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-cli-cache-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The samples' labels: file name → (letters, ownership).
  static func sampleLabels() throws -> [String: (String, String)] {
    let text = try String(
      contentsOf: samples.appendingPathComponent("labels.txt"), encoding: .utf8)
    var out: [String: (String, String)] = [:]
    for line in text.split(separator: "\n") {
      let f = line.split(separator: " ").map(String.init)
      if f.count == 3 { out[f[0]] = (f[1], f[2]) }
    }
    return out
  }

  /// Parses NDJSON: every stdout line must be one JSON object.
  static func jsonLines(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map { line in
      let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
      guard let object = value as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
      return object
    }
  }
}
