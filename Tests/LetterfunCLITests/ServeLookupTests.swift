import Foundation
import Testing

/// `letterfun serve` runs the `letterfun-server` installed beside it (make install puts both in
/// PREFIX/bin), found from the binary's real path, so a symlink to it on the PATH works too.
@Suite struct ServeLookupTests {
  @Test func serveRunsTheServerBesideItsOwnBinaryEvenThroughASymlink() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bin = dir.appendingPathComponent("prefix/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let copy = bin.appendingPathComponent("letterfun")
    try FileManager.default.copyItem(at: CLI.binary, to: copy)
    // A stand-in server that says how it was started.
    let server = bin.appendingPathComponent("letterfun-server").path
    try "#!/bin/sh\necho \"stand-in server: $*\"\n".write(
      toFile: server, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: server)
    let link = dir.appendingPathComponent("letterfun-link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: copy)
    for program in [copy, link] {
      let r = try CLI.run(["serve", "--port", "0"], program: program)
      #expect(r.status == 0, "\(program.path): \(r.stderr)")
      #expect(r.stdout == "stand-in server: --port 0\n", "\(program.path)")
    }
  }
}
