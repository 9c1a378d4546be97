import Dispatch
import Foundation
import LetterfunCore

/// Reads and solves screenshots in parallel on all cores, printing results in input order.
struct ScreenshotSolver: Sendable {
  let reader: BoardReader
  let solver: Solver
  let options: SolveOptions
  let report: MoveReport

  /// Solves every screenshot in `paths` (files, or folders of them); false if any was refused.
  func run(paths: [String]) -> Bool {
    let inputs = ScreenshotBatch.expand(paths)
    var allRead = true
    // A window of a few files per core keeps memory bounded however large the folder is.
    let window = max(1, ProcessInfo.processInfo.activeProcessorCount * 4)
    var start = 0
    while start < inputs.count {
      let slice = Array(inputs[start..<min(inputs.count, start + window)])
      let results = UnsafeResults(count: slice.count)
      DispatchQueue.concurrentPerform(iterations: slice.count) { i in
        results.set(i, lines(for: slice[i]))
      }
      for r in results.values {
        r.0.emit()
        if !r.1 { allRead = false }
      }
      start += window
    }
    return allRead
  }

  /// The output of one input, and whether it was read.
  private func lines(for input: ScreenshotBatch.Input) -> (MoveReport.Lines, Bool) {
    switch input {
    case .skipped(let path, let reason):
      return (MoveReport.Lines(out: nil, err: "skipped \(path): \(reason)"), true)
    case .image(let path):
      do {
        let read = try reader.read(contentsOf: path)
        let solution = solver.solve(read.board, options: options)
        let lines = report.solvedLines(
          file: path, solution: solution,
          boardFields: { w in
            w.field("theme", read.theme.rawValue)
            w.field("gamut", read.wideGamut ? "display-p3" : "srgb")
            w.field("confidence", fraction: read.weakestSimilarity)
            w.key("warnings")
            w.beginArray()
            for warning in read.warnings { w.string(warning) }
            w.endArray()
          }, notes: read.warnings)
        return (lines, true)
      } catch {
        return (report.refusedLines(file: path, input: path, error: error), false)
      }
    }
  }
}

/// Slots written by parallel workers, each exactly once, then read after they all finish.
private final class UnsafeResults: @unchecked Sendable {
  private var slots: [(MoveReport.Lines, Bool)?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ i: Int, _ value: (MoveReport.Lines, Bool)) {
    lock.withLock { slots[i] = value }
  }

  var values: [(MoveReport.Lines, Bool)] { slots.compactMap { $0 } }
}
