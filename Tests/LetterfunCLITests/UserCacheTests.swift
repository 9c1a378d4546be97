import Foundation
import Testing

@testable import LetterfunCore

/// The tests write only under their own temporary folders: a word list that `solve --dict`
/// compiles lands in the run's cache (`CLI.cacheHome`), never in the user's.
@Suite struct UserCacheTests {
  /// The user's caches, as `letterfun` would pick them outside the tests.
  static let userCaches: [String] = {
    let env = ProcessInfo.processInfo.environment
    var out: [String] = []
    if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty { out.append(xdg + "/letterfun") }
    if let home = env["HOME"], !home.isEmpty { out.append(home + "/.cache/letterfun") }
    return out
  }()

  @Test func aCompiledWordListGoesToTheTestsCacheNotTheUsers() throws {
    let dir = try CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("words.txt")
    try "cab\ncabs\nscab\n".write(to: list, atomically: true, encoding: .utf8)
    let r = try CLI.run(["solve", "--dict", list.path, "--board", "CABSXXXXXXXXXXXXXXXXXXXXX"])
    #expect(r.status == 0, "\(r.stderr)")
    let name = WordGraph.cacheName(for: list.path)
    let ours = CLI.cacheHome.appendingPathComponent("letterfun/" + name).path
    #expect(FileManager.default.fileExists(atPath: ours), "no compiled list at \(ours)")
    for cache in Self.userCaches {
      #expect(!FileManager.default.fileExists(atPath: cache + "/" + name), "written to \(cache)")
    }
  }
}
