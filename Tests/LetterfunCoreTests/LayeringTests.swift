import Foundation
import Testing

/// The library's folders are layers (docs/ARCHITECTURE.md): a file may name the types of its own
/// folder and of the folders its layer builds on, never those of a layer above it. Read from the
/// sources, so a new upward dependency fails here instead of going unnoticed.
struct LayeringTests {
  /// What each folder of Sources/LetterfunCore may use besides itself.
  static let allowed: [String: Set<String>] = [
    "Game": [],
    "Platform": ["Game"],
    "Imaging": ["Game", "Platform"],
    "Locating": ["Game", "Platform", "Imaging"],
    "Recognition": ["Game", "Platform", "Imaging", "Locating"],
    "Training": ["Game", "Platform", "Imaging", "Locating", "Recognition"],
    "Rendering": ["Game", "Platform", "Imaging", "Locating", "Recognition"],
    "Dictionary": ["Game", "Platform"],
    "Solver": ["Game", "Platform", "Dictionary"],
    "Batch": [
      "Game", "Platform", "Imaging", "Locating", "Recognition", "Training", "Rendering",
      "Dictionary", "Solver",
    ],
  ]

  static let libraryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/LetterfunCore")

  /// Source text without comments and string literals (their words are not dependencies).
  static func code(_ text: String) -> String {
    var s = text
    for pattern in [
      #"//[^\n]*"#, #"/\*[\s\S]*?\*/"#, #"\"\"\"[\s\S]*?\"\"\""#, #""(?:[^"\\\n]|\\.)*""#,
    ] {
      s = s.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return s
  }

  static func matches(_ pattern: String, in s: String, group: Int) -> [String] {
    let re = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    return re.matches(in: s, range: NSRange(s.startIndex..., in: s)).compactMap {
      Range($0.range(at: group), in: s).map { String(s[$0]) }
    }
  }

  /// Every Swift file of the library by folder, as code.
  static func sources() throws -> [(folder: String, file: String, code: String)] {
    let fm = FileManager.default
    var out: [(String, String, String)] = []
    for folder in try fm.contentsOfDirectory(atPath: libraryRoot.path).sorted() {
      let dir = libraryRoot.appendingPathComponent(folder)
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue,
        folder != "Resources"
      else { continue }
      for name in try fm.contentsOfDirectory(atPath: dir.path).sorted()
      where name.hasSuffix(".swift") {
        let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
        out.append((folder, name, code(text)))
      }
    }
    return out
  }

  @Test func everyLibraryFileSitsInAFolderWithAKnownLayer() throws {
    let files = try Self.sources()
    #expect(!files.isEmpty)
    let loose = try FileManager.default.contentsOfDirectory(atPath: Self.libraryRoot.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(loose.isEmpty, "files outside any layer: \(loose)")
    for f in files {
      #expect(Self.allowed[f.folder] != nil, "\(f.folder)/ is not a known layer (\(f.file))")
    }
  }

  @Test func noFileNamesATypeOfALayerAboveIt() throws {
    let files = try Self.sources()
    let declaration =
      #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)"#
    var home: [String: String] = [:]
    for f in files {
      for name in Self.matches(declaration, in: f.code, group: 1) where home[name] == nil {
        home[name] = f.folder
      }
    }
    #expect(home["Board"] == "Game" && home["BoardReader"] == "Recognition")
    var upward: [String] = []
    for f in files {
      guard let may = Self.allowed[f.folder] else { continue }
      let named = Set(Self.matches(#"\b([A-Z]\w*)\b"#, in: f.code, group: 1))
      for name in named.sorted() {
        if let h = home[name], h != f.folder, !may.contains(h) {
          upward.append("\(f.folder)/\(f.file) uses \(name) from \(h)/")
        }
      }
    }
    #expect(upward.isEmpty, "upward dependencies:\n\(upward.joined(separator: "\n"))")
  }
}
