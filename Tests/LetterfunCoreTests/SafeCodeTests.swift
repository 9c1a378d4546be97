import Foundation
import Testing

@testable import LetterfunCore

/// Unsafe code stands in the few files docs/ARCHITECTURE.md lists, each use with its reason
/// (issue 20). Read from the sources, comments and strings left out, so a raw loop added
/// anywhere else fails here instead of spreading unnoticed.
struct SafeCodeTests {
  /// The files allowed to hold unsafe code, relative to Sources/.
  static let allowed: Set<String> = [
    "LetterfunCore/Imaging/LibPNG.swift",
    "LetterfunCore/Imaging/LibJPEG.swift",
    "LetterfunCore/Imaging/PixelKernels.swift",
    "LetterfunCore/Platform/SystemCalls.swift",
    "LetterfunCore/Dictionary/WordGraph.swift",
    "letterfun/SystemCalls.swift",
  ]

  /// Every Swift file of the product (library, command line, JSON), with its code.
  static func productSources() throws -> [(path: String, code: String)] {
    let root = LayeringTests.libraryRoot.deletingLastPathComponent()
    var out: [(String, String)] = []
    for target in ["LetterfunCore", "letterfun", "LetterfunJSON"] {
      let dir = root.appendingPathComponent(target)
      let names = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String }
      for name in (names ?? []).sorted() where name.hasSuffix(".swift") {
        let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
        out.append(("\(target)/\(name)", LayeringTests.code(text)))
      }
    }
    return out
  }

  /// The `unsafe` keyword, not the solver's verdict of the same name (`Safety.unsafe`, written
  /// `.unsafe` or `case unsafe`).
  static let unsafeUse = #"(?<![.\w])(?<!case )unsafe\b"#

  @Test func unsafeCodeStandsOnlyInTheListedFiles() throws {
    let files = try Self.productSources()
    #expect(files.count > 100)
    let unsafe = Set(
      files.filter { $0.code.range(of: Self.unsafeUse, options: .regularExpression) != nil }
        .map(\.path))
    let outside = unsafe.subtracting(Self.allowed).sorted()
    #expect(outside.isEmpty, "unsafe code outside the list: \(outside)")
    // A listed file that no longer needs it comes off the list (and out of the docs).
    let safe = Self.allowed.subtracting(unsafe).sorted()
    #expect(safe.isEmpty, "listed but safe: \(safe)")
  }

  @Test func everyUnsafeFileSaysWhyItsUsesAreSound() throws {
    let sources = LayeringTests.libraryRoot.deletingLastPathComponent()
    for path in Self.allowed.sorted() {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      #expect(text.contains("// Sound:"), "\(path) has no '// Sound:' reason")
    }
  }

  @Test func absoluteDifferenceIsTheMagnitudeOfEachLanesDifference() {
    let a = SIMD8<Float>(0, 1, -2, 3.5, 255, -0.0, 1e-30, 7)
    let b = SIMD8<Float>(0, 3, 2, -3.5, 0, 0, -1e-30, 7)
    let d = absoluteDifference(a, b)
    for i in 0..<8 {
      #expect(d[i] == abs(a[i] - b[i]))
      #expect(d[i].sign == .plus)
    }
  }
}
