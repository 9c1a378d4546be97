import Dispatch
import FoundationEssentials
import LetterfunCore
import Synchronization

/// Reads and solves screenshots in parallel on all cores, printing results in input order,
/// with a progress bar (on a terminal) and a summary for batches.
struct ScreenshotSolver: Sendable {
  let reader: BoardReader
  let solver: Solver
  let options: SolveOptions
  let report: MoveReport
  /// Where the progress bar may draw (stderr's style).
  var progress: TerminalStyle = .plain
  /// A folder for pictures of what was seen, if asked.
  var debugDirectory: String?

  /// One input's outcome.
  private struct Outcome: Sendable {
    var lines: MoveReport.Lines
    /// nil for a skipped file, else the refusal code or "read".
    var status: String?
  }

  /// Solves every screenshot in `paths` (files, or folders of them); false if any was refused.
  func run(paths: [String]) -> Bool {
    let started = ContinuousClock.now
    let inputs = ScreenshotBatch.expand(paths)
    let showProgress = progress.colour && inputs.count > 1
    // One worker per core takes the next file as soon as it is free (no batch waits for its
    // slowest file); each holds one image at a time, so memory stays bounded however large
    // the folder. Results are printed in input order as soon as all before them are.
    let printer = Mutex(InOrderPrinter())
    let next = Atomic<Int>(0)
    // (Asking for the core count reads /proc: not worth it for one file.)
    let workers =
      inputs.count <= 1
      ? 1 : min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let i = next.add(1, ordering: .relaxed).oldValue
        guard i < inputs.count else { return }
        let result = outcome(for: inputs[i])
        printer.withLock { p in
          // The bar is stderr's last line: cleared before results print, drawn again after.
          if showProgress { printError("\u{1B}[2K\r", raw: true) }
          p.deliver(i, result)
          if showProgress { drawProgress(done: p.printed, of: inputs.count) }
        }
      }
    }
    let (statuses, skipped) = printer.withLock { ($0.statuses, $0.skipped) }
    if showProgress { printError("\u{1B}[2K\r", raw: true) }
    if inputs.count > 1 {
      printError(summary(statuses, skipped: skipped, seconds: started.duration(to: .now)))
    }
    return statuses.allSatisfy { $0 == "read" }
  }

  /// Holds finished outcomes until every earlier input's has been printed.
  private struct InOrderPrinter: Sendable {
    private var waiting: [Int: Outcome] = [:]
    private(set) var printed = 0
    private(set) var statuses: [String] = []
    private(set) var skipped = 0

    mutating func deliver(_ index: Int, _ outcome: Outcome) {
      waiting[index] = outcome
      while let o = waiting.removeValue(forKey: printed) {
        o.lines.emit()
        if let s = o.status { statuses.append(s) } else { skipped += 1 }
        printed += 1
      }
    }
  }

  /// "66 files in 1.1 s: 63 read, 3 refused (2 tiles-lifted, 1 not-a-board), 2 skipped".
  private func summary(_ statuses: [String], skipped: Int, seconds: Duration) -> String {
    let read = statuses.filter { $0 == "read" }.count
    var counts: [String: Int] = [:]
    for s in statuses where s != "read" { counts[s, default: 0] += 1 }
    let refused = statuses.count - read
    let ms = Int(seconds / .milliseconds(1))
    var text = "\(statuses.count) file\(statuses.count == 1 ? "" : "s") in "
    text += ms < 1000 ? "\(ms) ms" : "\(ms / 1000).\(ms % 1000 / 100) s"
    text += ": \(read) read"
    if refused > 0 {
      let why = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
      text += ", \(refused) refused (\(why))"
    }
    if skipped > 0 { text += ", \(skipped) skipped" }
    return text
  }

  /// `"palette": {"background", "neutral_even", "neutral_odd", "player", "player_defended",
  /// "opponent", "opponent_defended"}`, each "#rrggbb" or null when no tile showed it.
  static func writePalette(_ p: FittedPalette, to w: inout JSONWriter) {
    func hex(_ c: RGB?) -> String? {
      guard let c else { return nil }
      let digits = Array("0123456789abcdef")
      return "#"
        + String([c.r, c.g, c.b].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
    w.key("palette")
    w.beginObject()
    w.field("background", hex(p.background))
    w.field("neutral_even", hex(p.neutralEven))
    w.field("neutral_odd", hex(p.neutralOdd))
    w.field("player", hex(p.player))
    w.field("player_defended", hex(p.playerDefended))
    w.field("opponent", hex(p.opponent))
    w.field("opponent_defended", hex(p.opponentDefended))
    w.endObject()
  }

  private func drawProgress(done: Int, of total: Int) {
    let width = 30
    let filled = width * done / max(1, total)
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    printError("[\(bar)] \(done)/\(total)", raw: true)
  }

  /// The output of one input, and how it went.
  private func outcome(for input: ScreenshotBatch.Input) -> Outcome {
    switch input {
    case .skipped(let path, let reason):
      return Outcome(
        lines: MoveReport.Lines(out: nil, err: "skipped \(path): \(reason)"), status: nil)
    case .image(let path):
      do {
        let image: Bitmap
        // A camera-size or iPad JPEG is decoded at a scale still large enough to read.
        do {
          image = try ImageDecoder.decode(
            contentsOf: path, reducingJPEGTo: BoardReader.sufficientShortSide)
        } catch {
          throw ReadError.image(error)
        }
        let read = try reader.read(image)
        var debugNote: String?
        if let debugDirectory {
          do {
            try DebugPictures.write(
              read, image: image, path: path, templates: reader.matcher.templates,
              to: debugDirectory)
          } catch { debugNote = "pictures not written: \(error)" }
        }
        let solution = solver.solve(read.board, options: options)
        let lines = report.solvedLines(
          file: path, solution: solution,
          boardFields: { w in
            w.field("theme", read.theme?.rawValue)
            // Only a board of no named theme says which colours it showed: every other line
            // stays as it was before palettes were measured.
            if read.theme == nil { ScreenshotSolver.writePalette(read.palette, to: &w) }
            w.field("gamut", read.wideGamut ? "display-p3" : "srgb")
            w.field("confidence", fraction: read.weakestSimilarity)
            w.key("warnings")
            w.beginArray()
            for warning in read.warnings { w.string(warning.message) }
            w.endArray()
          }, look: read.theme.map { .theme($0) } ?? .seen(read.drawingPalette),
          notes: read.warnings.map(\.message))
        return Outcome(
          lines: MoveReport.Lines(out: lines.out, err: debugNote), status: "read")
      } catch let error as ReadError {
        return Outcome(
          lines: report.refusedLines(file: path, input: path, error: error), status: error.code)
      } catch {
        // Only ReadError is thrown above; anything else is still reported, never fatal.
        let failure = ReadError.image(.cannotRead(path: path, reason: "\(error)"))
        return Outcome(
          lines: report.refusedLines(file: path, input: path, error: failure), status: failure.code)
      }
    }
  }
}
