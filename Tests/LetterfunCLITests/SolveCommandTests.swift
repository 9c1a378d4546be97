import Foundation
@_spi(Internals) import LetterfunCore
import Testing

@Suite struct SolveCommandTests {
  @Test func jsonIsOneObjectPerFileInInputOrderAndNothingElse() throws {
    let labels = try CLI.sampleLabels()
    let names = ["pop-1125x2436-wiggle.png", "dark-750x1334.png", "light-640x1136.png"]
    let r = try CLI.run(["solve", "--json", "--limit", "3"] + names.map { "samples/" + $0 })
    #expect(r.status == 0)
    let lines = try CLI.jsonLines(r.stdout)
    #expect(lines.count == names.count)
    for (line, name) in zip(lines, names) {
      #expect(line["file"] as? String == "samples/" + name)
      let board = try #require(line["board"] as? [String: Any])
      #expect(board["letters"] as? String == labels[name]?.0)
      #expect(board["ownership"] as? String == labels[name]?.1)
      // dark-750x1334 is a finished game: its result, no words.
      let finished = labels[name]?.1.contains("w") == false
      #expect((line["words"] as? [Any])?.count == (finished ? 0 : 3))
      #expect((line["result"] != nil) == finished)
    }
  }

  @Test func aMixedFolderGivesOneResultPerImageInOrderASummaryAndStatus1() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    try fm.copyItem(
      at: CLI.samples.appendingPathComponent("dark-750x1334.png"),
      to: dir.appendingPathComponent("a good.png"))
    try fm.copyItem(
      at: CLI.samples.appendingPathComponent("forest-768x1024.png"),
      to: dir.appendingPathComponent("c-good.png"))
    let blank = try Bitmap(width: 640, height: 1136, fill: RGB(240, 239, 236))
    try Data(PNGEncoder().encode(blank)).write(to: dir.appendingPathComponent("b-blank.png"))
    try Data("not an image at all\n".utf8).write(to: dir.appendingPathComponent("d-notes.txt"))
    var heic = [UInt8](repeating: 0, count: 32)
    heic.replaceSubrange(4..<12, with: Array("ftypheic".utf8))
    try Data(heic).write(to: dir.appendingPathComponent("e-photo.png"))

    let r = try CLI.run(["solve", "--json", "--limit", "1", dir.path])
    #expect(r.status == 1)
    let lines = try CLI.jsonLines(r.stdout)
    let files = lines.map { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } }
    #expect(files == ["a good.png", "b-blank.png", "c-good.png", "e-photo.png"])
    let codes = lines.map { ($0["error"] as? [String: Any])?["code"] as? String }
    #expect(codes == [nil, "not-a-board", nil, "unreadable-image"])
    #expect(r.stderr.contains("skipped \(dir.path)/d-notes.txt"))
    #expect(
      r.stderr.contains(
        "4 files in")
        && r.stderr.contains("2 read, 2 refused (1 not-a-board, 1 unreadable-image), 1 skipped"))
  }

  @Test func textOutputHasNoColourWhenNotATerminal() throws {
    let r = try CLI.run(["solve", "--limit", "2", "samples/light-640x1136.png"])
    #expect(r.status == 0)
    #expect(!r.stdout.contains("\u{1B}["))
    #expect(r.stdout.contains("  1   R w [1]  S w [10] T b      L B      N B [8]"))
    #expect(r.stdout.contains("Score: you 8–8 opponent, 9 tiles left"))
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
      "needs util-linux's script(1) to give the binary a terminal"))
  func colourOnlyOnATerminalAndNeverWithNoColor() throws {
    func underTerminal(_ env: [String: String]) throws -> String {
      let command = "\(CLI.binary.path) solve --limit 1 samples/light-640x1136.png"
      return try CLI.run(
        ["-qec", command, "/dev/null"], environment: env,
        program: URL(fileURLWithPath: "/usr/bin/script")
      ).stdout
    }
    #expect(try underTerminal(["TERM": "xterm-256color"]).contains("\u{1B}[48;2;"))
    #expect(!(try underTerminal(["TERM": "xterm-256color", "NO_COLOR": "1"]).contains("\u{1B}[")))
    let plain = try CLI.run(["solve", "--plain", "--limit", "1", "samples/light-640x1136.png"])
    #expect(!plain.stdout.contains("\u{1B}["))
  }

  @Test func aTypedBoardIsSolvedWithoutAFile() throws {
    let r = try CLI.run([
      "solve", "--json", "--limit", "2", "--rank", "score",
      "--board", "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbwwwwwrbbrrRrbrRrbBbr",
    ])
    #expect(r.status == 0)
    let line = try #require(try CLI.jsonLines(r.stdout).first)
    #expect(line["file"] is NSNull)
    #expect((line["words"] as? [[String: Any]])?.first?["tiles"] != nil)
  }

  /// `--rank best` adds each move's value (0-1); `--think` and `--seed` only tune it.
  @Test func theBestRankingGivesValues() throws {
    let board = "KSOGCNUPTSDONUNSRESLAOTNW:BbbrbwwwwwrbbrrRrbrRrbBbr"
    let r = try CLI.run([
      "solve", "--json", "--limit", "3", "--rank", "best", "--think", "5", "--seed", "3",
      "--board", board,
    ])
    #expect(r.status == 0)
    let words = try #require(try CLI.jsonLines(r.stdout).first?["words"] as? [[String: Any]])
    #expect(words.count == 3)
    let values = words.compactMap { $0["value"] as? Double }
    #expect(values.count == 3 && values.allSatisfy { $0 >= 0 && $0 <= 1 })
    #expect(values == values.sorted(by: >))
    #expect(try CLI.run(["solve", "--think", "5", "--board", board]).status == 2)
    #expect(try CLI.run(["solve", "--rank", "score", "--seed", "1", "--board", board]).status == 2)
  }

  @Test func usageErrorsExit2AndRefusalsExit1() throws {
    #expect(try CLI.run(["solve"]).status == 2)
    #expect(try CLI.run(["solve", "--rank", "sideways", "x.png"]).status == 2)
    let missing = try CLI.run(["solve", "--json", "no-such-file.png"])
    #expect(missing.status == 1)
    #expect(try CLI.jsonLines(missing.stdout).first?["error"] != nil)
  }

  @Test func renderThenSolveGivesTheBoardBack() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = dir.appendingPathComponent("drawn.png").path
    let board = "QUIZJAMBOXFLYVEGHTDNSPRCK:wwbBBwwbBBrrwbbRRrwwRRrww"
    let render = try CLI.run([
      "render", "--board", board, "--theme", "glow", "--size", "1170x2532", "--wide-gamut",
      "--output", png,
    ])
    #expect(render.status == 0)
    let line = try #require(try CLI.jsonLines(CLI.run(["solve", "--json", png]).stdout).first)
    let read = try #require(line["board"] as? [String: Any])
    #expect("\(read["letters"] ?? ""):\(read["ownership"] ?? "")" == board)
    #expect(read["theme"] as? String == "glow")
    #expect(read["gamut"] as? String == "display-p3")
  }

  @Test(arguments: ["solve", "train", "render", "dict"])
  func everyCommandsHelpShowsExamples(_ command: String) throws {
    let r = try CLI.run([command, "--help"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("Examples"), "\(command) --help")
  }

  /// Help is read in 80-column terminals: the overview and examples must keep their own line
  /// breaks there rather than be re-wrapped mid-sentence (or mid-example) by the parser.
  @Test(arguments: ["", "solve", "train", "render", "dict", "dict compile", "dict info"])
  func helpTextFitsEightyColumns(_ command: String) throws {
    let args = command.split(separator: " ").map(String.init) + ["--help"]
    func overview(columns: Int) throws -> String {
      let r = try CLI.run(args, environment: ["COLUMNS": "\(columns)"])
      #expect(r.status == 0)
      return String(r.stdout.split(separator: "USAGE:", maxSplits: 1).first ?? "")
    }
    let narrow = try overview(columns: 80)
    #expect(!narrow.isEmpty)
    #expect(narrow == (try overview(columns: 400)), "letterfun \(command) --help")
  }
}
