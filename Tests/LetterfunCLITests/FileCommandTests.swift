import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What `render`, `train` and `dict` say when an argument or a file is not what they need.
@Suite struct FileCommandTests {
  static let board = "ABCDEFGHIJKLMNOPQRSTUVWXY"

  @Test func aWiggleEntryThatIsNotANumberIsAUsageErrorNamingIt() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("x.png").path
    let r = try CLI.run(["render", "--board", Self.board, "--wiggle", "0,x1,2", "--output", png])
    #expect(r.status == 2)
    #expect(r.stderr.contains("--wiggle takes tile numbers 0-24, e.g. 0,1,2; 'x1' is not a number"))
    #expect(!FileManager.default.fileExists(atPath: png), "nothing drawn")
    let outOfRange = try CLI.run([
      "render", "--board", Self.board, "--wiggle", "0,25", "--output", png,
    ])
    #expect(outOfRange.status == 2)
    #expect(outOfRange.stderr.contains("--wiggle takes tile numbers 0-24, e.g. 0,1,2\n"))
    let spaced = try CLI.run(["render", "--board", Self.board, "--wiggle", "0, 1", "-o", png])
    #expect(spaced.status == 0)
  }

  @Test func writingIntoAMissingFolderKeepsEachCommandsCodeAndWords() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = dir.appendingPathComponent("gone").path
    let render = try CLI.run(["render", "--board", Self.board, "--output", missing + "/x.png"])
    #expect(render.status == 1)
    #expect(
      render.stderr
        == "letterfun: cannot-write-image: cannot write \(missing)/x.png: no such folder\n")
    let list = dir.appendingPathComponent("words.txt").path
    try "cat\ndog\n".write(toFile: list, atomically: true, encoding: .utf8)
    let compile = try CLI.run(["dict", "compile", list, "-o", missing + "/w.dawg"])
    #expect(compile.status == 1)
    #expect(
      compile.stderr
        == "letterfun: dictionary-unwritable: cannot write the compiled dictionary"
        + " '\(missing)/w.dawg': cannot write \(missing)/w.dawg: no such folder\n")
  }

  @Test func aDictionaryOrTemplatesFIFOIsRefusedNotWaitedOn() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("pipe").path
    try #require(mkfifo(fifo, 0o644) == 0)
    let shot = "samples/light-640x1136.png"
    let dict = try CLI.run(["solve", "--dict", fifo, shot])
    #expect(dict.status == 1)
    #expect(
      dict.stderr
        == "letterfun: dictionary-unreadable: cannot read the word list '\(fifo)':"
        + " not a regular file\n")
    let templates = try CLI.run(["solve", "--templates", fifo, shot])
    #expect(templates.status == 1)
    #expect(
      templates.stderr
        == "letterfun: bad-templates: cannot read templates \(fifo): not a regular file\n")
  }
}
