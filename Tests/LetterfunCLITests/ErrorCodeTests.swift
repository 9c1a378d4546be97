import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// Every documented error code, triggered end to end through the binary, with its exit status.
/// The list below is the one place a code is tied to a way of causing it: the table in
/// docs/ERRORS.md and the codes in the sources must name exactly the same codes, so a new one
/// cannot be forgotten.
@Suite struct ErrorCodeTests {
  /// Files the cases use, made fresh in a temporary folder.
  struct Files {
    let dir: URL
    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    init() throws {
      dir = try CLI.temporaryFolder()
      try "cat\ndog\nbird\n".write(toFile: path("words.txt"), atomically: true, encoding: .utf8)
      try "1234\n--\n".write(toFile: path("numbers.txt"), atomically: true, encoding: .utf8)
      try "notes\n".write(toFile: path("notes.txt"), atomically: true, encoding: .utf8)
      try "notes\n".write(toFile: path("notes.png"), atomically: true, encoding: .utf8)
      try FileManager.default.createDirectory(
        atPath: path("empty"), withIntermediateDirectories: true)
      try Data(Screens.blank()).write(to: dir.appendingPathComponent("blank.png"))
      try Data(Screens.lifted()).write(to: dir.appendingPathComponent("lifted.png"))
      try Data(Screens.blotted()).write(to: dir.appendingPathComponent("blotted.png"))
      try Data(Screens.miscounted()).write(to: dir.appendingPathComponent("miscounted.png"))
    }

    /// A copy of the binary alone in a folder of its own, so `serve` finds no server beside it
    /// nor in a clone; with `server`, a file of that text named as the server (not a program).
    func loneBinary(server: String? = nil) throws -> URL {
      let folder = dir.appendingPathComponent(server == nil ? "alone" : "broken")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let copy = folder.appendingPathComponent("letterfun")
      try FileManager.default.copyItem(at: CLI.binary, to: copy)
      if let server {
        let path = folder.appendingPathComponent("letterfun-server").path
        try server.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
      }
      return copy
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var code: String
    var status: Int32
    /// The arguments, given the files' folder (relative names are made absolute).
    var arguments: @Sendable (Files) -> [String]
    /// The binary to run, when not the built one.
    var program: (@Sendable (Files) throws -> URL)? = nil
    var testDescription: String { code }

    init(
      code: String, status: Int32, program: (@Sendable (Files) throws -> URL)? = nil,
      arguments: @escaping @Sendable (Files) -> [String]
    ) {
      self.code = code
      self.status = status
      self.program = program
      self.arguments = arguments
    }
  }

  static let board = "ABCDEFGHIJKLMNOPQRSTUVWXY"
  static let shot = "samples/light-640x1136.png"

  static let cases: [Case] = [
    Case(code: "unreadable-image", status: 1) { ["solve", $0.path("notes.png")] },
    Case(code: "not-a-board", status: 1) { ["solve", $0.path("blank.png")] },
    Case(code: "tiles-lifted", status: 1) { ["solve", $0.path("lifted.png")] },
    Case(code: "low-confidence", status: 1) { ["solve", $0.path("blotted.png")] },
    Case(code: "header-mismatch", status: 1) { ["solve", $0.path("miscounted.png")] },
    Case(code: "nothing-to-read", status: 1) { ["solve", $0.path("empty")] },
    Case(code: "bad-templates", status: 1) {
      ["solve", "--templates", $0.path("missing.templates"), shot]
    },
    Case(code: "cannot-write-templates", status: 1) {
      ["train", "samples/labels.txt", "-o", $0.path("gone/x.templates")]
    },
    Case(code: "bad-labels", status: 1) { ["train", $0.path("missing-labels.txt")] },
    Case(code: "cannot-write-image", status: 1) {
      ["render", "--board", board, "--output", $0.path("gone/x.png")]
    },
    Case(code: "bad-render", status: 1) {
      ["render", "--board", board, "--size", "10x10", "--output", $0.path("x.png")]
    },
    Case(code: "dictionary-unreadable", status: 1) {
      ["solve", "--dict", $0.path("missing.txt"), "--board", board]
    },
    Case(code: "dictionary-corrupt", status: 1) { ["dict", "info", $0.path("words.txt")] },
    Case(code: "dictionary-empty", status: 1) {
      ["solve", "--dict", $0.path("numbers.txt"), "--board", board]
    },
    Case(code: "dictionary-unwritable", status: 1) {
      ["dict", "compile", $0.path("words.txt"), "-o", $0.path("gone/w.dawg")]
    },
    Case(code: "would-overwrite", status: 1) {
      ["dict", "compile", $0.path("words.txt"), "-o", $0.path("words.txt")]
    },
    Case(code: "bad-debug-dir", status: 1) {
      ["solve", "--debug-dir", $0.path("notes.txt"), shot]
    },
    Case(code: "usage", status: 2) { _ in ["solve", "--limit", "-1", shot] },
    Case(code: "bad-board-text", status: 2) { _ in ["solve", "--board", "ABC"] },
    Case(code: "bad-played-word", status: 2) { _ in ["solve", "--played", "1x", shot] },
    Case(code: "server-not-built", status: 1, program: { try $0.loneBinary() }) { _ in ["serve"] },
    Case(
      code: "server-not-started", status: 1,
      program: { try $0.loneBinary(server: "not a program\n") }
    ) { _ in ["serve"] },
  ]

  @Test(arguments: cases)
  func eachCodeHasItsExitStatusAndNoFrameworkDump(_ c: Case) throws {
    let files = try Files()
    defer { try? FileManager.default.removeItem(at: files.dir) }
    let args = c.arguments(files)
    let program = try c.program?(files)
    var runs = [try CLI.run(args, program: program)]
    // With --json a screenshot's refusal is its stdout line; everything else stays on stderr.
    if args.first == "solve" { runs.append(try CLI.run(["solve", "--json"] + args.dropFirst())) }
    for r in runs {
      #expect(r.status == c.status, "\(args): \(r.stderr)")
      let said = r.stderr + r.stdout
      #expect(
        said.contains("\(c.code): ") || said.contains("\"code\":\"\(c.code)\""),
        "\(args) should name \(c.code): \(said)")
      for dump in ["CocoaError", "NSError", "Swift/", "Error Domain", "userInfo"] {
        #expect(!said.contains(dump), "\(args): \(said)")
      }
    }
  }

  /// The codes of the table in docs/ERRORS.md, with their exit status.
  static func documentedCodes() throws -> [String: Int32] {
    let readme = try String(
      contentsOf: CLI.projectRoot.appendingPathComponent("docs/ERRORS.md"), encoding: .utf8)
    var out: [String: Int32] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, let status = Int32(cells[1]) else { continue }
      out[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = status
    }
    return out
  }

  /// The codes the sources define: each `code` property's string literals.
  static func sourceCodes() throws -> Set<String> {
    let root = CLI.projectRoot.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") } ?? []
    let literal = try NSRegularExpression(pattern: #""([a-z]+(?:-[a-z]+)+)""#)
    var codes: Set<String> = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      // The body of `var code: String { ... }`, up to its closing brace at the same indent.
      guard let start = text.range(of: "var code: String {") else { continue }
      let lineStart = text[..<start.lowerBound].lastIndex(of: "\n").map(text.index(after:))
      let indent = String(text[lineStart!..<start.lowerBound].prefix { $0 == " " })
      let rest = text[start.upperBound...]
      let body =
        rest.hasPrefix(" \"")
        ? rest.prefix { $0 != "\n" }
        : rest[..<(rest.range(of: "\n" + indent + "}")?.lowerBound ?? rest.endIndex)]
      let s = String(body)
      for m in literal.matches(in: s, range: NSRange(s.startIndex..., in: s)) {
        codes.insert(String(s[Range(m.range(at: 1), in: s)!]))
      }
    }
    return codes
  }

  @Test func theErrorTableTheSourcesAndTheseCasesNameTheSameCodes() throws {
    let documented = try Self.documentedCodes()
    let tested = Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.code, $0.status) })
    #expect(documented == tested)
    // "usage" is the parser's own errors, printed under that code by the command.
    let defined = try Self.sourceCodes().union(["usage"])
    #expect(
      defined == Set(tested.keys),
      "codes defined in Sources/ but not tested, or tested but not defined")
  }
}

/// Screenshots that are refused in a chosen way, drawn by the renderer.
enum Screens {
  /// A flat screen: no grid at all.
  static func blank() throws -> [UInt8] {
    try PNGEncoder().encode(try Bitmap(width: 640, height: 1136, fill: RGB(240, 239, 236)))
  }

  /// A rendered board and where its grid is.
  static func board() throws -> (Bitmap, BoardGeometry) {
    let board = try Board(text: "QUIZJAMBOXFLYVEGHTDNSPRCK:wwbBBwwbBBrrwbbRRrwwRRrww")
    let image = try Renderer().render(
      Renderer.Scene(board: board, theme: .light, width: 640, height: 1136))
    return (image, try BoardLocator().locate(image).geometry)
  }

  static func fill(
    _ image: inout Bitmap, _ g: BoardGeometry, tile: Int, inset: Double, colour: RGB
  ) {
    let x0 = Int(g.originX + Double(tile % 5) * g.tileSize + inset * g.tileSize)
    let y0 = Int(g.originY + Double(tile / 5) * g.tileSize + inset * g.tileSize)
    let side = Int(g.tileSize * (1 - 2 * inset))
    for y in y0..<(y0 + side) { for x in x0..<(x0 + side) { image.setPixel(x, y, colour) } }
  }

  /// Three tiles of the first row taken out of the grid, as while a word is spelled: their
  /// cells show the background.
  static func lifted() throws -> [UInt8] {
    var (image, g) = try board()
    let background = image.pixel(2, Int(g.originY) - 4)
    for tile in 0..<3 { fill(&image, g, tile: tile, inset: 0, colour: background) }
    return try PNGEncoder().encode(image)
  }

  /// A board whose header shows scores its tiles do not add up to (10 and 12; the tiles 8 each).
  static func miscounted() throws -> [UInt8] {
    let board = try Board(text: "QUIZJAMBOXFLYVEGHTDNSPRCK:wwbBBwwbBBrrwbbRRrwwRRrww")
    var scene = Renderer.Scene(board: board, theme: .light, width: 640, height: 1136)
    scene.header.scores = (10, 12)
    return try PNGEncoder().encode(try Renderer().render(scene))
  }

  /// One tile's letter covered by a blot of the letters' colour: no letter to read.
  static func blotted() throws -> [UInt8] {
    var (image, g) = try board()
    fill(&image, g, tile: 12, inset: 0.2, colour: RGB(30, 30, 30))
    return try PNGEncoder().encode(image)
  }
}
