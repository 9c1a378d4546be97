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

  /// A list with three words kept (one of them twice) and one line of each kind skipped,
  /// two more not a–z.
  static let list =
    "cat\nfoo-bar\nDog\nüber\nx\nit's\n" + String(repeating: "a", count: 26) + "\n\n  emu \ncat\n"

  @Test func dictCompileSaysWhatItSkippedAndWhy() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("words.txt").path
    try Self.list.write(toFile: list, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("words.dawg").path
    let r = try CLI.run(["dict", "compile", list, "-o", out])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout.hasPrefix(
        "\(out): 3 words; 5 skipped (not a–z: foo-bar, über, it's; 1 letter: x; over 25 "
          + "letters: \(String(repeating: "a", count: 26))); 1 repeated (kept once); "), "\(r.stdout)")
    // More of a kind than the examples shown: the count follows them.
    let many = dir.appendingPathComponent("many.txt").path
    try "ok\na-b\nc-d\ne-f\ng-h\n".write(toFile: many, atomically: true, encoding: .utf8)
    let more = try CLI.run(["dict", "compile", many, "-o", out])
    #expect(more.stdout.contains(": 1 words; 4 skipped (not a–z: a-b, c-d, e-f, ... (4)); "))
    // A clean list says nothing of skipping.
    try "cat\ndog\n".write(toFile: many, atomically: true, encoding: .utf8)
    let clean = try CLI.run(["dict", "compile", many, "-o", out])
    #expect(clean.stdout.hasPrefix("\(out): 2 words; ") && !clean.stdout.contains("skipped"))
  }

  @Test func aWordListGivenToSolveSaysWhatItSkippedWhenItIsCompiled() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("words.txt").path
    try Self.list.write(toFile: list, atomically: true, encoding: .utf8)
    let cache = ["XDG_CACHE_HOME": dir.appendingPathComponent("cache").path]
    let args = ["solve", "--json", "--dict", list, "--board", Self.board]
    let first = try CLI.run(args, environment: cache)
    #expect(first.status == 0)
    #expect(
      first.stderr
        == "letterfun: \(list): compiled; 5 skipped (not a–z: foo-bar, über, it's; 1 letter: x; "
        + "over 25 letters: \(String(repeating: "a", count: 26)))\n")
    // The compiled copy is used from then on: nothing more to say.
    let again = try CLI.run(args, environment: cache)
    #expect(again.status == 0 && again.stderr.isEmpty)
    #expect(again.stdout == first.stdout)
  }
}
