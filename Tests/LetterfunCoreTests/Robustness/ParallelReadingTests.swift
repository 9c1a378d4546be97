import Dispatch
import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// `letterfun solve` reads and solves a batch on every core with one reader and one solver;
/// under ThreadSanitizer this is the test that shows that sharing is race-free.
@Suite struct ParallelReadingTests {
  @Test func oneReaderAndOneSolverServeManyThreadsAlike() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: Shared.samples.path)
      .filter { $0.hasSuffix(".png") }.sorted()
      .map { Shared.samples.appendingPathComponent($0).path }
    try #require(samples.count >= 5)
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    let options = SolveOptions(ranking: .score, checksSafety: true, limit: 5, thinkMilliseconds: 0)
    @Sendable func result(_ path: String) -> String {
      do {
        let read = try builtInReader.read(contentsOf: path)
        let moves = solver.solve(read.board, options: options).moves.map(\.word)
        return "\(read.board.letters) \(read.board.ownershipString) \(moves)"
      } catch {
        return error.code
      }
    }
    let alone = samples.map(result)

    let paths = samples + samples
    let together = Results(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      together.set(i, result(paths[i]))
    }
    #expect(together.values == alone + alone)
  }
}

/// Slots written once each by parallel workers, read after all finish.
private final class Results: @unchecked Sendable {
  private var slots: [String?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ i: Int, _ value: String) { lock.withLock { slots[i] = value } }

  var values: [String?] { lock.withLock { slots } }
}
