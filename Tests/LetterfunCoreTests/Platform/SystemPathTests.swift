import Foundation
import Testing

@testable import LetterfunCore

/// File names that are not UTF-8 (issue 29): a path stays the bytes the system gives, is opened
/// by them, and is shown with each stray byte escaped.
@Suite struct SystemPathTests {
  @Test func aPathThatIsNotUTF8IsShownWithItsStrayBytesEscaped() {
    #expect(SystemPath("shots/a b.png").description == "shots/a b.png")
    #expect(SystemPath("dé/ü.png").description == "dé/ü.png")
    #expect(SystemPath("a\\b").description == "a\\b")
    let stray = SystemPath(bytes: Array("shot-".utf8) + [0xFF, 0xFE] + Array(".png".utf8))
    #expect(stray.string == nil)
    #expect(stray.description == "shot-\\xff\\xfe.png")
    // A valid sequence beside stray bytes stays as it is; a backslash is doubled, so an
    // escape always stands for a byte.
    let mixed = SystemPath(bytes: [0x5C, 0xC3, 0xA9, 0xE9, 0xC3])
    #expect(mixed.description == "\\\\é\\xe9\\xc3")
    // Overlong and surrogate encodings are not UTF-8.
    #expect(SystemPath(bytes: [0xC0, 0xAF]).description == "\\xc0\\xaf")
    #expect(SystemPath(bytes: [0xED, 0xA0, 0x80]).description == "\\xed\\xa0\\x80")
  }

  @Test func appendingANameAddsOneSlash() {
    #expect(SystemPath("a").appending([0x62]) == SystemPath("a/b"))
    #expect(SystemPath("a/").appending([0x62]) == SystemPath("a/b"))
    #expect(SystemPath("").appending([0x62]) == SystemPath("b"))
    #expect(SystemPath("a/b/c.png").name == Array("c.png".utf8))
  }

  @Test func aScreenshotNamedInBytesThatAreNotUTF8IsListedAndRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-bytes-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Made by the shell: Foundation's paths are text and cannot name these bytes.
    let sample = LayeringTests.libraryRoot.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("samples/light-640x1136.png").path
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/sh")
    copy.arguments = ["-c", "cp \"$1\" \"$2/$(printf 'shot-\\377\\376.png')\"", "sh", sample, folder.path]
    try copy.run()
    copy.waitUntilExit()
    #expect(copy.terminationStatus == 0)

    let name = Array("shot-".utf8) + [0xFF, 0xFE] + Array(".png".utf8)
    let expected = SystemPath(folder.path).appending(name)
    #expect(ScreenshotBatch.expand([SystemPath(folder.path)]) == [.image(expected)])
    #expect(FileIO.isFolder(SystemPath(folder.path)))
    #expect(!FileIO.isFolder(expected))
    let reading = try BoardReader(templates: .builtIn()).read(contentsOf: expected)
    #expect(reading.board.letterString == "RSTLNEAIOUPMQBCDHGKVWYFZX")
    // Its repaired text names no file, and the error shows the path as given.
    let repaired = String(decoding: expected.bytes, as: UTF8.self)
    #expect(throws: ReadError.self) { try BoardReader(templates: .builtIn()).read(contentsOf: repaired) }
    let missing = SystemPath(folder.path).appending(Array("gone-".utf8) + [0xFF])
    #expect(
      throws: ReadError.image(
        .cannotRead(path: folder.path + "/gone-\\xff", reason: "no such file"))
    ) { try BoardReader(templates: .builtIn()).read(contentsOf: missing) }
  }
}
