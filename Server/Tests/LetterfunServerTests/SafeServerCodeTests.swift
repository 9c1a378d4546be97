import Foundation
import Testing

/// As in the core: strict memory safety is on for the server's targets, and its unsafe code
/// stands in one file, each use with a `// Sound:` reason.
@Suite struct SafeServerCodeTests {
  static let server = Shared.projectRoot.appendingPathComponent("Server")
  static let unsafeFile = "Sources/LetterfunServer/System.swift"

  static func sources() throws -> [(path: String, text: String)] {
    let sources = server.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    return try files.sorted().map {
      ("Sources/" + $0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func strictMemorySafetyIsOnForTheLibraryAndTheBinary() throws {
    let manifest = try String(
      contentsOf: Self.server.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.components(separatedBy: ".strictMemorySafety()").count - 1 == 2)
  }

  @Test func unsafeCodeStandsInOneFileWithItsReasons() throws {
    let files = try Self.sources()
    // The page's script and style are text in raw string literals: their words are not code.
    let code = files.map { file in
      (file.path, file.text.replacingOccurrences(
        of: ##"#"""[\s\S]*?"""#"##, with: "", options: .regularExpression))
    }
    let unsafe = code.filter { $0.1.range(of: #"\bunsafe\b"#, options: .regularExpression) != nil }
    #expect(unsafe.map(\.0) == [Self.unsafeFile])
    // Every statement marked unsafe has a `// Sound:` line above it in the same block.
    let lines = try #require(files.first { $0.path == Self.unsafeFile }).text
      .split(separator: "\n", omittingEmptySubsequences: false)
    for (n, line) in lines.enumerated() where line.contains("unsafe ") && !line.contains("//") {
      let above = lines[max(0, n - 12)..<n]
      #expect(above.contains { $0.contains("// Sound:") }, "line \(n + 1): \(line)")
    }
  }
}
