import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// The paths around reading and solving (issue 18): each ends in an answer that says what
/// happened, with the documented exit status, and no command loses a file the player owns.
@Suite struct AnswerPathTests {
  static let board = "ABCDEFGHIJKLMNOPQRSTUVWXY"
  static let shot = "samples/light-640x1136.png"

  static func json(_ r: CLI.Result) throws -> [[String: Any]] { try CLI.jsonLines(r.stdout) }
  static func code(_ line: [String: Any]) -> String? {
    (line["error"] as? [String: Any])?["code"] as? String
  }

  @Test func anEmptyFolderOrOneOfNonImagesIsNothingToReadNotSilence() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = dir.appendingPathComponent("empty").path
    let notes = dir.appendingPathComponent("notes").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
    try "hello\n".write(toFile: notes + "/a.txt", atomically: true, encoding: .utf8)

    let text = try CLI.run(["solve", empty])
    #expect(text.status == 1)
    #expect(text.stdout.isEmpty)
    #expect(text.stderr.contains("nothing-to-read: the folder \(empty) holds no screenshot"))
    let json = try CLI.run(["solve", "--json", notes])
    #expect(json.status == 1)
    let lines = try Self.json(json)
    #expect(lines.count == 1)
    #expect(lines.first?["file"] as? String == notes)
    #expect(lines.first.map(Self.code) == "nothing-to-read")
    #expect(json.stderr.contains("skipped \(notes)/a.txt"))
    // An empty folder beside a screenshot still fails the run: it was asked for.
    let mixed = try CLI.run(["solve", "--json", empty, Self.shot])
    #expect(mixed.status == 1)
    #expect(try Self.json(mixed).map(Self.code) == ["nothing-to-read", nil])
  }

  @Test func aScreenshotWhoseNameIsNotUTF8IsReadGivenOrInAFolder() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    // The name's bytes ff fe are made and passed by the shell: Foundation's paths and a
    // process's arguments are text here, which cannot hold them.
    let name = #"$(printf 'shot-\377\376.png')"#
    func shell(_ command: String) throws -> CLI.Result {
      try CLI.run(
        ["-c", command, "sh", CLI.binary.path, dir.path, CLI.projectRoot.path + "/" + Self.shot],
        program: URL(fileURLWithPath: "/bin/sh"))
    }
    #expect(try shell(#"cp "$3" "$2/"# + name + #"""#).status == 0)
    let shown = dir.path + #"/shot-\xff\xfe.png"#
    for target in [#""$2/"# + name + #"""#, #""$2""#] {
      let json = try shell(#""$1" solve --json --limit 1 "# + target)
      #expect(json.status == 0, "\(json.stderr)")
      let line = try #require(try Self.json(json).first)
      #expect(line["file"] as? String == shown)
      #expect((line["board"] as? [String: Any])?["letters"] as? String == "RSTLNEAIOUPMQBCDHGKVWYFZX")
      let text = try shell(#""$1" solve --plain --limit 1 "# + target)
      #expect(text.status == 0, "\(text.stderr)")
      #expect(text.stdout.hasPrefix(shown + "  (light theme)\n"))
    }
    // A missing one is named as given, escaped.
    let missing = try shell(#""$1" solve "$2/$(printf 'gone-\377.png')""#)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains(dir.path + #"/gone-\xff.png: unreadable-image: "#))
  }

  @Test(arguments: [
    "ABCDEFGHIJKLMNOPQRSTUVWX", "ABCDEFGHIJKLMNOPQRSTUVWX1",
    "ABCDEFGHIJKLMNOPQRSTUVWXY:xwwwwwwwwwwwwwwwwwwwwwwww",
  ])
  func aMalformedBoardIsAUsageErrorBeforeAnyOutput(_ text: String) throws {
    for args in [
      ["solve", "--board", text], ["solve", "--json", "--board", Self.board, "--board", text],
      ["render", "--board", text, "--output", "/tmp/never-written.png"],
    ] {
      let r = try CLI.run(args)
      #expect(r.status == 2, "\(args)")
      #expect(r.stdout.isEmpty, "\(args)")
      #expect(r.stderr.hasPrefix("letterfun: bad-board-text: "), "\(args): \(r.stderr)")
    }
  }

  @Test func aNegativeLimitOrAnUnknownRankSaysWhatIsWrong() throws {
    let limit = try CLI.run(["solve", "--limit", "-1", "--board", Self.board])
    #expect(limit.status == 2)
    #expect(limit.stderr.hasPrefix("letterfun: usage: --limit takes 0 (all) or more words, not -1"))
    #expect(!limit.stderr.contains("Missing value"))
    let rank = try CLI.run(["solve", "--rank", "sideways", "--board", Self.board])
    #expect(rank.status == 2)
    #expect(rank.stderr.contains("'sideways'"))
    let played = try CLI.run(["solve", "--json", "--played", "ok,1x", "--board", Self.board])
    #expect(played.status == 2)
    #expect(played.stdout.isEmpty)
    #expect(played.stderr.hasPrefix("letterfun: bad-played-word: '1x'"))
  }

  @Test func templatesOrPicturesWithOnlyATypedBoardAreAUsageError() throws {
    for option in ["--templates", "--debug-dir"] {
      let r = try CLI.run(["solve", option, "x", "--board", Self.board])
      #expect(r.status == 2)
      #expect(r.stderr.contains("\(option) "))
      #expect(r.stdout.isEmpty)
    }
  }

  @Test func dictCompileNeverWritesOverItsListAndNoAdviceLeadsThere() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("words.txt").path
    let words = "cat\ndog\nbird\n"
    try words.write(toFile: list, atomically: true, encoding: .utf8)
    let info = try CLI.run(["dict", "info", list])
    #expect(info.status == 1)
    #expect(!info.stderr.contains("-o \(list)"), "the advice must not name the list as output")
    for args in [
      ["dict", "compile", list, "-o", list],
      ["dict", "compile", list, "-o", dir.path + "/./words.txt", "--force"],
    ] {
      let r = try CLI.run(args)
      #expect(r.status == 1)
      #expect(r.stderr.hasPrefix("letterfun: would-overwrite: "))
      #expect(try String(contentsOfFile: list, encoding: .utf8) == words, "\(args)")
    }
    // The advice given: compile beside the list.
    let compiled = try CLI.run(["dict", "compile", list])
    #expect(compiled.status == 0)
    #expect(try String(contentsOfFile: list, encoding: .utf8) == words)
    #expect(FileKind.of(path: dir.appendingPathComponent("words.dawg").path) == .compiledDictionary)
    // Compiling again over its own output is a compile like any other.
    #expect(try CLI.run(["dict", "compile", list]).status == 0)
  }

  @Test func writingOverAnotherKindOfFileNeedsForce() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let notes = dir.appendingPathComponent("notes.txt").path
    let photo = dir.appendingPathComponent("photo.png").path
    let list = dir.appendingPathComponent("words.txt").path
    try "mine\n".write(toFile: notes, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(atPath: CLI.projectRoot.path + "/" + Self.shot, toPath: photo)
    try "cat\ndog\n".write(toFile: list, atomically: true, encoding: .utf8)
    let photoBytes = try Data(contentsOf: URL(fileURLWithPath: photo))

    let refused: [[String]] = [
      ["render", "--board", Self.board, "--output", notes],
      ["dict", "compile", list, "-o", notes],
      ["dict", "compile", list, "-o", photo],
      ["train", "samples/labels.txt", "-o", photo],
      ["train", "samples/labels.txt", "-o", "samples/labels.txt"],
      ["train", "samples/labels.txt", "-o", notes],
    ]
    for args in refused {
      let r = try CLI.run(args)
      #expect(r.status == 1, "\(args)")
      #expect(r.stderr.hasPrefix("letterfun: would-overwrite: "), "\(args): \(r.stderr)")
    }
    #expect(try String(contentsOfFile: notes, encoding: .utf8) == "mine\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == photoBytes)
    // The labels file is an input: not even --force writes there.
    let labels = try CLI.run(["train", "samples/labels.txt", "-o", "samples/labels.txt", "--force"])
    #expect(labels.status == 1)

    // The same kind, or --force, writes.
    #expect(try CLI.run(["render", "--board", Self.board, "--output", photo]).status == 0)
    #expect(
      try CLI.run(["render", "--board", Self.board, "--output", notes, "--force"]).status == 0)
    #expect(FileKind.of(path: notes) == .image)
    let templates = dir.appendingPathComponent("t.templates").path
    #expect(try CLI.run(["train", "samples/labels.txt", "-o", templates]).status == 0)
    #expect(try CLI.run(["train", "samples/labels.txt", "-o", templates]).status == 0)
    #expect(FileKind.of(path: templates) == .templates)
  }

  @Test func trainingIntoAMissingFolderHasTheTemplatesCode() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.path + "/gone/x.templates"
    let r = try CLI.run(["train", "samples/labels.txt", "-o", out])
    #expect(r.status == 1)
    #expect(
      r.stderr
        == "letterfun: cannot-write-templates: cannot write templates \(out): no such folder\n")
  }

  /// Whether a picture has any pixel of the magenta that marks doubtful tiles.
  static func magentaPixels(_ path: String, column: Int? = nil) throws -> Int {
    let image = try ImageDecoder.decode(contentsOf: path)
    var n = 0
    for y in 0..<image.height {
      for x in column.map({ $0...$0 }) ?? 0...(image.width - 1)
      where image.pixel(x, y) == RGB(230, 0, 230) {
        n += 1
      }
    }
    return n
  }

  @Test func debugPicturesAreWrittenForRefusalsTooUnderNamesUniquePerInput() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    for sub in ["a", "b"] {
      try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try fm.copyItem(
      atPath: CLI.projectRoot.path + "/" + Self.shot, toPath: dir.path + "/a/shot.png")
    try Data(Screens.blank()).write(to: dir.appendingPathComponent("b/shot.png"))
    try Data(Screens.blotted()).write(to: dir.appendingPathComponent("a/shot.PNG"))
    try Data(Screens.lifted()).write(to: dir.appendingPathComponent("b/shot-2.png"))
    let pictures = dir.appendingPathComponent("seen/deeper").path
    let r = try CLI.run([
      "solve", "--json", "--limit", "1", "--debug-dir", pictures, dir.path + "/a/shot.png",
      dir.path + "/b/shot.png", dir.path + "/a/shot.PNG", dir.path + "/b/shot-2.png",
    ])
    #expect(r.status == 1)
    #expect(
      try Self.json(r).map(Self.code) == [nil, "not-a-board", "low-confidence", "tiles-lifted"])
    let written = Set(try fm.contentsOfDirectory(atPath: pictures))
    #expect(
      written == [
        "shot-board.png", "shot-tiles.png", "shot-2-board.png", "shot-2-tiles.png",
        "shot-3-board.png", "shot-3-tiles.png", "shot-2-2-board.png", "shot-2-2-tiles.png",
      ])
    for name in written { #expect(FileKind.of(path: pictures + "/" + name) == .image, "\(name)") }
    // Doubtful tiles are marked: the blotted tile on the board and in the sheet's margin, the
    // lifted cells on the board; nothing on a board that was read.
    #expect(try Self.magentaPixels(pictures + "/shot-3-tiles.png", column: 2) > 0)
    #expect(try Self.magentaPixels(pictures + "/shot-3-board.png") > 0)
    #expect(try Self.magentaPixels(pictures + "/shot-2-2-board.png") > 0)
    #expect(try Self.magentaPixels(pictures + "/shot-tiles.png", column: 2) == 0)
    #expect(try Self.magentaPixels(pictures + "/shot-board.png") == 0)
    // The refused screenshot is captioned (a white band over its top), the read one is not.
    let refused = try ImageDecoder.decode(contentsOf: pictures + "/shot-2-board.png")
    #expect(refused.pixel(0, 0) == RGB(255, 255, 255))
  }

  @Test func aDebugDirThatIsAFileIsOneClearLine() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("notes.txt").path
    try "mine\n".write(toFile: file, atomically: true, encoding: .utf8)
    for json in [false, true] {
      let r = try CLI.run(["solve"] + (json ? ["--json"] : []) + ["--debug-dir", file, Self.shot])
      #expect(r.status == 1)
      #expect(r.stdout.isEmpty)
      #expect(
        r.stderr
          == "letterfun: bad-debug-dir: cannot write pictures into --debug-dir \(file): it is "
          + "text, not a folder; give a folder (it is made if missing)\n")
    }
  }

  @Test func aDebugPictureNeverReplacesAnotherKindOfFileWithoutForce() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let mine = dir.appendingPathComponent("light-640x1136-board.png").path
    try "mine\n".write(toFile: mine, atomically: true, encoding: .utf8)
    let r = try CLI.run(["solve", "--limit", "1", "--debug-dir", dir.path, Self.shot])
    #expect(r.status == 0, "the screenshot was read")
    #expect(r.stderr.contains("pictures not written: would-overwrite: \(mine) already holds text"))
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine\n")
    let forced = try CLI.run([
      "solve", "--limit", "1", "--force", "--debug-dir", dir.path, Self.shot,
    ])
    #expect(forced.status == 0)
    #expect(forced.stderr.isEmpty)
    #expect(FileKind.of(path: mine) == .image)
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
      "needs util-linux's script(1) to give the binary a terminal"))
  func progressCountsScreenshotsOnlyAndEstimatesTheTimeLeft() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["a.png", "b.png", "c.png"] {
      try FileManager.default.copyItem(
        atPath: CLI.projectRoot.path + "/" + Self.shot, toPath: dir.path + "/" + name)
    }
    try "notes\n".write(toFile: dir.path + "/d.txt", atomically: true, encoding: .utf8)
    let command = "\(CLI.binary.path) solve --json --limit 1 \(dir.path) >/dev/null"
    let r = try CLI.run(
      ["-qec", command, "/dev/null"],
      environment: ["TERM": "xterm-256color", "LETTERFUN_ESTIMATE_AFTER": "0"],
      program: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(r.stdout.contains("] 1/3"), "\(r.stdout)")
    #expect(r.stdout.contains("] 2/3  ~"), "\(r.stdout)")
    #expect(!r.stdout.contains("/4"), "the text file is not counted")
    #expect(r.stdout.contains(" s left"))
    #expect(r.stdout.contains("3 files in"))
  }
}
