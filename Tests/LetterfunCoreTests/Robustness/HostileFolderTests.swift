import Dispatch
import Foundation
@_spi(Internals) import LetterfunCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A folder of everything a phone's camera roll and a half-synced folder can hold, read as
/// `letterfun solve FOLDER` reads it: one result per file, the right code, no crash, no hang.
@Suite struct HostileFolderTests {
  /// What a file in the folder must give.
  enum Outcome: Equatable, CustomStringConvertible {
    case board(Board)
    case error(String)
    case skipped

    var description: String {
      switch self {
      case .board: "a board"
      case .error(let code): code
      case .skipped: "skipped"
      }
    }
  }

  /// Writes the hostile folder and returns what each entry (by name) must give.
  static func makeFolder(at folder: URL) throws -> [String: Outcome] {
    let fm = FileManager.default
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    var expected: [String: Outcome] = [:]
    func write(_ name: String, _ bytes: [UInt8], _ outcome: Outcome) throws {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
      expected[name] = outcome
    }
    let unreadable = Outcome.error("unreadable-image")

    var rng = SplitMix64(seed: 6)
    let board = RoundTripTests.randomBoard(&rng)
    let image = try Renderer().render(
      Renderer.Scene(board: board, theme: .light, width: 640, height: 1136))
    let png = try PNGEncoder(channels: .rgb).encode(image)
    let jpeg = try JPEGEncoder(quality: 85).encode(image)

    // Good screenshots whose names have spaces and non-ASCII letters.
    try write("my board é.png", png, .board(board))
    try write("ボード 2 .jpg", jpeg, .board(board))

    try write("zero bytes.png", [], unreadable)
    // Cut anywhere before the last image data (a half-synced file).
    for fraction in [1, 5, 10, 25, 50, 75, 90, 97] {
      try write("cut-\(fraction)%.png", Array(png.prefix(png.count * fraction / 100)), unreadable)
    }
    try write("cut-at-8.png", Array(png.prefix(8)), unreadable)
    try write("cut-at-33.png", Array(png.prefix(33)), unreadable)
    var garbage = Array(png.prefix(33))
    for _ in 0..<4096 { garbage.append(UInt8(truncatingIfNeeded: rng.next())) }
    try write("header then garbage.png", garbage, unreadable)
    var badCRC = png
    badCRC[png.count / 2] ^= 0x55  // inside the image data: its chunk's CRC no longer matches
    try write("bad crc.png", badCRC, unreadable)
    try write("no end marker.jpg", Array(jpeg.dropLast(2)), unreadable)
    try write("cut jpeg.jpg", Array(jpeg.prefix(jpeg.count / 2)), unreadable)
    try write("huge header.png", Self.pngHeader(width: 100_000, height: 100_000), unreadable)
    let panorama = try Bitmap(width: 3000, height: 20, limits: Self.anyShape)
    try write("panorama.png", try PNGEncoder(channels: .rgb).encode(panorama), unreadable)
    try write(
      "heic renamed.png",
      [0, 0, 0, 24] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 64), unreadable)
    try write(
      "another game.png", try PNGEncoder(channels: .rgb).encode(Self.noise(&rng)),
      .error("not-a-board"))
    try write(
      "blank.png", try PNGEncoder(channels: .rgb).encode(Bitmap(width: 640, height: 1136)),
      .error("not-a-board"))
    // Not images at all: a folder leaves these out, with the reason.
    // Named like a screenshot, so it gets its own error; the PDF is skipped with a reason.
    try write("notes.png", Array("HSBAAWDEHLSHLUOVEOLUIOTER\n".utf8), unreadable)
    try write("document.pdf", Array("%PDF-1.4\n".utf8), .skipped)

    try fm.createDirectory(
      at: folder.appendingPathComponent("sub folder"), withIntermediateDirectories: false)
    expected["sub folder"] = .skipped
    // A symlink loop to the folder itself, and a loop between two links.
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop").path, withDestinationPath: ".")
    expected["loop"] = .skipped
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop a.png").path, withDestinationPath: "loop b.png")
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("loop b.png").path, withDestinationPath: "loop a.png")
    expected["loop a.png"] = unreadable
    expected["loop b.png"] = unreadable
    try fm.createSymbolicLink(
      atPath: folder.appendingPathComponent("dangling.png").path, withDestinationPath: "gone.png")
    expected["dangling.png"] = unreadable
    // Opening a FIFO for reading waits for a writer: it must be refused, not waited on.
    guard mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    expected["pipe.png"] = unreadable
    return expected
  }

  /// A PNG whose IHDR claims the given size, with a token IDAT and IEND: libpng reaches its
  /// first IDAT, so the size check (not the missing data) is what refuses it.
  static func pngHeader(width: Int, height: Int) -> [UInt8] {
    func be(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be(data.count) + body + be(Int(crc32(body)))
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be(width) + be(height) + [8, 2, 0, 0, 0])
      + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
  }

  /// Limits that let a test make the panorama the decoders must refuse.
  static let anyShape = ImageLimits(
    maxPixels: 1 << 24, maxFileBytes: 1 << 24, maxAspectRatio: 1000)

  /// Coloured blocks: a screenshot of something that is no Letterpress board.
  static func noise(_ rng: inout SplitMix64) throws -> Bitmap {
    var image = try Bitmap(width: 640, height: 1136)
    for by in 0..<(1136 / 16) {
      for bx in 0..<(640 / 16) {
        let v = rng.next()
        let colour = RGB(UInt8(v & 255), UInt8(v >> 8 & 255), UInt8(v >> 16 & 255))
        for y in by * 16..<by * 16 + 16 {
          for x in bx * 16..<bx * 16 + 16 { image.setPixel(x, y, colour) }
        }
      }
    }
    return image
  }

  static func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-hostile-\(UInt64.random(in: 0...UInt64.max))")
  }

  @Test func everyFileGivesOneResultWithTheRightCode() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = try Self.makeFolder(at: folder)

    let inputs = ScreenshotBatch.expand([folder.path])
    let names = inputs.map { input -> String in
      switch input {
      case .image(let p), .skipped(let p, _): URL(fileURLWithPath: p.description).lastPathComponent
      }
    }
    #expect(names.sorted() == expected.keys.sorted(), "one entry per file")

    // In parallel, as `letterfun solve` reads a batch: one shared reader.
    let outcomes = Outcomes(count: inputs.count)
    DispatchQueue.concurrentPerform(iterations: inputs.count) { i in
      switch inputs[i] {
      case .skipped: outcomes.set(i, .skipped)
      case .image(let path):
        do throws(ReadError) {
          outcomes.set(i, .board(try builtInReader.read(contentsOf: path).board))
        } catch {
          outcomes.set(i, .error(error.code))
        }
      }
    }
    for (name, outcome) in zip(names, outcomes.values) {
      #expect(outcome == expected[name], "\(name)")
    }
    // Refused for its size before any pixel is allocated, not as a cut file.
    let huge = folder.appendingPathComponent("huge header.png").path
    #expect(
      throws: ReadError.image(.tooLarge(width: 100_000, height: 100_000, maxPixels: 50_000_000))
    ) {
      try builtInReader.read(contentsOf: huge)
    }
  }

  @Test(.enabled(if: getuid() != 0, "root reads files whatever their permissions"))
  func aFileWithoutReadPermissionIsUnreadable() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("locked.png").path
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: path))
    chmod(path, 0)
    #expect(ScreenshotBatch.expand([folder.path]) == [.image(SystemPath(path))])
    #expect(throws: ReadError.image(.cannotRead(path: path, reason: "permission denied"))) {
      try builtInReader.read(contentsOf: path)
    }
  }

  /// Keeps a hostile folder for a shell-level check of the built binary:
  /// `LETTERFUN_HOSTILE_FOLDER=/tmp/hostile swift test --filter writeHostileFolder`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["LETTERFUN_HOSTILE_FOLDER"] != nil))
  func writeHostileFolder() throws {
    let path = try #require(ProcessInfo.processInfo.environment["LETTERFUN_HOSTILE_FOLDER"])
    _ = try Self.makeFolder(at: URL(fileURLWithPath: path))
  }
}

/// Slots written once each by parallel workers, read after all finish.
private final class Outcomes: @unchecked Sendable {
  private var slots: [HostileFolderTests.Outcome?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ i: Int, _ value: HostileFolderTests.Outcome) { lock.withLock { slots[i] = value } }

  var values: [HostileFolderTests.Outcome?] { lock.withLock { slots } }
}
