import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct AtomicFileWriterTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func writeCreatesReplacesAndLeavesNoTemporaryFile() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.bin").path
    try AtomicFileWriter.write([9, 8, 7, 6], to: path)
    #expect(try FileReader.contents(of: path) == [9, 8, 7, 6])
    try AtomicFileWriter.write([1, 2, 3], to: path)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == [1, 2, 3])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bin"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode.map { $0 & 0o044 } == 0o044, "readable by others, like a plain new file")
  }

  @Test func writeIntoAMissingFolderSaysNoSuchFolder() {
    let path = "/nonexistent-letterfun-folder/out.png"
    #expect(throws: FileError(path: path, step: .create, cause: .system(ENOENT))) {
      try AtomicFileWriter.write([1], to: path)
    }
    #expect(FileError(path: path, step: .create, cause: .system(ENOENT)).reason == "no such folder")
  }

  @Test func aPathWithoutAFileNameIsRefused() {
    #expect(throws: FileError(path: "some/folder/", step: .create, cause: .noFileName)) {
      try AtomicFileWriter.write([1], to: "some/folder/")
    }
  }

  @Test func failedRenameLeavesNoTemporaryFileBehind() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    // A folder stands where the file should go, so the final rename fails.
    #expect(throws: FileError(path: target.path, step: .rename, cause: .system(EISDIR))) {
      try AtomicFileWriter.write([1], to: target.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
  }
}
