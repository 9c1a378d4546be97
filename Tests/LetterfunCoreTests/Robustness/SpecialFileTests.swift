import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

#if canImport(Glibc)
  import Glibc
#endif

/// A FIFO, a device or a folder given where a file is expected (a screenshot, a dictionary or
/// word list, templates, a labels file) is refused at once with that input's own code, the same
/// way by every reader; a FIFO is never waited on. (Dictionaries and templates used to wait
/// forever on a FIFO.)
@Suite(.timeLimit(.minutes(1))) struct SpecialFileTests {
  /// A FIFO in a fresh folder; the caller removes the folder.
  static func fifo() throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-special-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("pipe").path
    try #require(mkfifo(path, 0o644) == 0)
    return (folder, path)
  }

  static let folder = FileManager.default.temporaryDirectory.path

  @Test func anImageThatIsAFIFOADeviceOrAFolderIsUnreadable() throws {
    let (dir, fifo) = try Self.fifo()
    defer { try? FileManager.default.removeItem(at: dir) }
    for path in [fifo, "/dev/zero"] {
      #expect(throws: ImageDecodingError.cannotRead(path: path, reason: "not a regular file")) {
        try ImageDecoder.decode(contentsOf: path)
      }
      #expect(ImageDecoder.kind(ofFileAt: path) == nil)
    }
    #expect(throws: ImageDecodingError.isDirectory(path: Self.folder)) {
      try ImageDecoder.decode(contentsOf: Self.folder)
    }
  }

  @Test func aDictionaryThatIsAFIFOADeviceOrAFolderIsUnreadable() throws {
    let (dir, fifo) = try Self.fifo()
    defer { try? FileManager.default.removeItem(at: dir) }
    let cases = [
      (fifo, "not a regular file"), ("/dev/zero", "not a regular file"),
      (Self.folder, "is a folder, not a file"),
    ]
    for (path, reason) in cases {
      let expected = DictionaryError.unreadable(path: path, reason: reason)
      #expect(throws: expected) { try WordGraph.load(path: path, cacheDirectory: nil) }
      #expect(throws: expected) { try WordGraph(contentsOf: path) }
      #expect(throws: expected) { try WordList(contentsOf: path) }
      #expect(throws: expected) {
        try WordGraph.compile(listAt: path, to: dir.appendingPathComponent("out.dawg").path)
      }
      #expect(throws: expected) { try WordGraph.builtIn().isCompiled(fromListAt: path) }
      #expect(expected.code == "dictionary-unreadable")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["pipe"], "nothing written")
  }

  @Test func templatesThatAreAFIFOOrADeviceSaySo() throws {
    let (dir, fifo) = try Self.fifo()
    defer { try? FileManager.default.removeItem(at: dir) }
    for path in [fifo, "/dev/zero"] {
      #expect(throws: TemplateError.cannotRead(path: path, reason: "not a regular file")) {
        try LetterTemplates(contentsOf: path)
      }
    }
    // A folder keeps the words a missing file has (see DamagedDataFileTests).
    #expect(
      throws: TemplateError.cannotRead(path: Self.folder, reason: "no such file, or not readable")
    ) { try LetterTemplates(contentsOf: Self.folder) }
  }

  @Test func aLabelsFileThatIsAFIFOADeviceOrAFolderCannotBeRead() throws {
    let (dir, fifo) = try Self.fifo()
    defer { try? FileManager.default.removeItem(at: dir) }
    for path in [fifo, "/dev/zero", Self.folder] {
      #expect(throws: TrainingSetError.cannotRead(path)) {
        try TrainingSet(contentsOf: path, images: dir.path)
      }
    }
  }
}
