import Foundation
import Testing

/// Locates `../shared` (beside the project) and `samples/` from this file, never the working directory.
enum Shared {
  static let projectRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // LetterfunCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let root: URL = projectRoot.deletingLastPathComponent().appendingPathComponent("shared")
  static let screenshots = root.appendingPathComponent("screenshots")
  static let labels = screenshots.appendingPathComponent("labels.json")
  static let officialWords = root.appendingPathComponent("dict/letterpress-en.txt")
  static let samples = projectRoot.appendingPathComponent("samples")

  /// Whether `../shared` is present; tests that need it are disabled with this as the visible reason.
  static let available = FileManager.default.fileExists(atPath: labels.path)
  static let missingReason: Comment = "needs ../shared beside the project (absent here)"
}
