import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FileReaderTests {
  /// A fresh file holding `bytes`, removed by the caller.
  static func file(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-reader-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func readsAWholeFileAndItsFirstBytes() throws {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let path = try Self.file(bytes)
    defer { unlink(path) }
    #expect(try FileReader.contents(of: path) == bytes)
    #expect(try FileReader.contents(of: path, maxBytes: 1000) == bytes)
    #expect(try FileReader.prefix(of: path, count: 8) == Array(bytes.prefix(8)))
    #expect(try FileReader.prefix(of: path, count: 5000) == bytes, "a short file gives all it has")
  }

  @Test func aFolderIsToldAsFileManagerTellsIt() throws {
    // Batches expand a named folder by this test instead of FileManager's fileExists.
    let file = try Self.file([1, 2, 3])
    defer { unlink(file) }
    let folder = file + "-folder"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { rmdir(folder) }
    let link = file + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
    defer { unlink(link) }
    for (path, folder) in [(folder, true), (link, true), (file, false), (file + "-none", false)] {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      #expect(FileIO.isFolder(path) == folder, "\(path)")
      #expect(FileIO.isFolder(path) == (exists && isFolder.boolValue), "\(path)")
    }
  }

  @Test func anEmptyFileIsNoError() throws {
    let path = try Self.file([])
    defer { unlink(path) }
    #expect(try FileReader.contents(of: path) == [])
    #expect(try FileReader.prefix(of: path, count: 8) == [])
  }

  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    let path = try Self.file([1, 2, 3, 4])
    defer { unlink(path) }
    #expect(throws: FileError(path: path, step: .stat, cause: .tooLarge(bytes: 4, maxBytes: 3))) {
      try FileReader.contents(of: path, maxBytes: 3)
    }
  }

  @Test func aMissingFileSaysWhichStepFailedAndWhy() {
    let path = "/no/such/letterfun-file"
    let expected = FileError(path: path, step: .open, cause: .system(ENOENT))
    #expect(throws: expected) { try FileReader.contents(of: path) }
    #expect(throws: expected) { try FileReader.prefix(of: path, count: 8) }
    #expect(expected.reason == "no such file")
    #expect(expected.systemReason == "open: No such file or directory")
    #expect(expected.isMissingOrForbidden)
  }

  @Test func aFolderIsRefusedAsAFolder() {
    let path = FileManager.default.temporaryDirectory.path
    let expected = FileError(path: path, step: .stat, cause: .isDirectory)
    #expect(throws: expected) { try FileReader.contents(of: path) }
    #expect(throws: expected) { try FileReader.prefix(of: path, count: 8) }
    #expect(throws: expected) { try MappedFile(path: path) }
    #expect(expected.reason == "is a folder, not a file")
  }

  /// Opening a FIFO for reading waits for a writer, and a device may never end: both are
  /// refused before any read, by every way of reading.
  @Test(.timeLimit(.minutes(1)))
  func aFIFOOrADeviceIsRefusedWithoutWaiting() throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-fifo-\(UUID().uuidString)").path
    try #require(mkfifo(fifo, 0o644) == 0)
    defer { unlink(fifo) }
    for path in [fifo, "/dev/zero"] {
      let expected = FileError(path: path, step: .stat, cause: .notRegularFile)
      #expect(throws: expected) { try FileReader.contents(of: path) }
      #expect(throws: expected) { try FileReader.prefix(of: path, count: 8) }
      #expect(throws: expected) { try MappedFile(path: path) }
    }
  }
}
