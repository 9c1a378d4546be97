import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// What commands see at a path before writing there: told by content, never by name.
struct FileKindTests {
  @Test func eachKindIsToldByItsBytesNotItsName() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("filekind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    func at(_ name: String, _ bytes: [UInt8]) throws -> FileKind {
      let path = dir.appendingPathComponent(name).path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      return FileKind.of(path: path)
    }
    let dawg = Array(WordGraph.builtInBytes.prefix(4096))
    #expect(try at("words.txt", dawg) == .compiledDictionary)
    #expect(try at("cut.dawg", Array(dawg.prefix(3))) == .compiledDictionary)
    #expect(try at("x.dawg", Array("cat\ndog\n".utf8)) == .other("text"))
    let templates = try LetterTemplates.builtIn().serialized()
    #expect(try at("t.png", Array(templates.utf8)) == .templates)
    let png = try PNGEncoder().encode(try Bitmap(width: 4, height: 4, fill: RGB(1, 2, 3)))
    #expect(try at("photo.templates", png) == .image)
    #expect(try at("empty.png", []) == .empty)
    #expect(FileKind.of(path: dir.path) == .folder)
    #expect(FileKind.of(path: dir.path + "/none") == .missing)
  }

  @Test func theSameFileIsRecognisedUnderAnotherSpelling() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("filekind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("words.txt").path
    try "cat\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(FileKind.sameFile(path, dir.path + "/./words.txt"))
    #expect(!FileKind.sameFile(path, dir.path + "/other.txt"))
  }
}
