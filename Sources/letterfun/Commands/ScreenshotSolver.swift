import Dispatch
import FoundationEssentials
import LetterfunCore
import LetterfunJSON
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
  /// Whether pictures may replace files that are not images (`--force`).
  var force = false
  /// Seconds into a folder before the bar estimates the time left (sooner, the pace is noise).
  var estimateAfter = 2.0

  /// One input's outcome.
  private struct Outcome: Sendable {
    var lines: MoveReport.Lines
    /// nil for a skipped file, else the refusal code or "read".
    var status: String?
    /// A line for stderr after the input's own (pictures not written).
    var note: String?
    /// A named folder that held nothing to read.
    var emptyFolder = false
  }

  /// What to do for one input: a screenshot (its picture stem for `--debug-dir`, nil without
  /// it), a file skipped, or a named folder with nothing to read.
  private enum Job: Sendable {
    case image(path: SystemPath, stem: String?)
    case skipped(path: SystemPath, reason: String)
    case emptyFolder(path: SystemPath, why: String)
  }

  /// Solves every screenshot in `paths` (files, or folders of them); false if any was refused,
  /// or a folder held nothing to read.
  func run(paths: [SystemPath]) -> Bool {
    let started = ContinuousClock.now
    let inputs = ScreenshotSolver.jobs(for: paths, naming: debugDirectory != nil)
    let images = inputs.filter { if case .image = $0 { true } else { false } }.count
    let showProgress = progress.colour && images > 1
    // One worker per core takes the next file as soon as it is free (no batch waits for its
    // slowest file); each holds one image at a time, so memory stays bounded however large
    // the folder. Results are printed in input order as soon as all before them are.
    let printer = Mutex(InOrderPrinter(count: inputs.count))
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
          if showProgress {
            drawProgress(done: p.finished, of: images, since: started)
          }
        }
      }
    }
    let (statuses, skipped, empty) = printer.withLock { ($0.statuses, $0.skipped, $0.emptyFolders) }
    if showProgress { printError("\u{1B}[2K\r", raw: true) }
    if inputs.count > 1 && !statuses.isEmpty {
      var text = summary(statuses, skipped: skipped, seconds: started.duration(to: .now))
      if empty > 0 { text += ", \(empty) folder\(empty == 1 ? "" : "s") with nothing to read" }
      printError(text)
    }
    return empty == 0 && statuses.allSatisfy { $0 == "read" }
  }

  /// The paths expanded (see `ScreenshotBatch`), each screenshot with a picture name unique
  /// in the batch, even for equal names in two folders or names differing only in case.
  /// Picture names are only made when pictures are asked for (`naming`): the set of names
  /// taken costs its first use a run-time look-up of `String: Hashable` (a scan of every
  /// conformance in the program), 0.5% of a whole run on one small screenshot.
  private static func jobs(for paths: [SystemPath], naming: Bool) -> [Job] {
    var jobs: [Job] = []
    var taken: Set<String> = []
    for path in paths {
      let inputs = ScreenshotBatch.expand([path])
      for input in inputs {
        switch input {
        case .skipped(let file, let reason): jobs.append(.skipped(path: file, reason: reason))
        case .image(let file):
          guard naming else {
            jobs.append(.image(path: file, stem: nil))
            continue
          }
          let stem = DebugPictures.stem(of: file.description)
          var unique = stem
          var n = 1
          while taken.contains(unique.lowercased()) {
            n += 1
            unique = "\(stem)-\(n)"
          }
          taken.insert(unique.lowercased())
          jobs.append(.image(path: file, stem: unique))
        }
      }
      if inputs == [.skipped(path, reason: "cannot list this folder")] {
        jobs[jobs.count - 1] = .emptyFolder(path: path, why: "it cannot be listed")
      } else if !inputs.contains(where: { if case .image = $0 { true } else { false } }) {
        // Only a folder expands to no image: say so rather than print nothing.
        let n = inputs.count
        jobs.append(
          .emptyFolder(
            path: path,
            why: n == 0
              ? "it is empty"
              : n == 1 ? "its one entry is not an image" : "none of its \(n) entries is an image"))
      }
    }
    return jobs
  }

  /// Holds finished outcomes until every earlier input's has been printed.
  private struct InOrderPrinter: Sendable {
    /// Each input's outcome from when it is finished until it is printed. (An array, not a
    /// `[Int: Outcome]`: a dictionary's first use costs a run-time conformance look-up.)
    private var waiting: [Outcome?]
    private(set) var printed = 0
    private(set) var statuses: [String] = []
    private(set) var skipped = 0
    private(set) var emptyFolders = 0
    /// Screenshots finished, printed or waiting for an earlier one: what the bar counts.
    private(set) var finished = 0

    init(count: Int) { waiting = Array(repeating: nil, count: count) }

    mutating func deliver(_ index: Int, _ outcome: Outcome) {
      if outcome.status != nil && !outcome.emptyFolder { finished += 1 }
      waiting[index] = outcome
      while printed < waiting.count, let o = waiting[printed] {
        waiting[printed] = nil
        o.lines.emit()
        if let note = o.note { printError(note) }
        if o.emptyFolder {
          emptyFolders += 1
        } else if let s = o.status {
          statuses.append(s)
        } else {
          skipped += 1
        }
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

  /// "[#####.....] 12/40": screenshots only (skipped files are not counted), and once a few
  /// seconds have passed on a long folder, the time left at the pace so far ("~9 s left").
  private func drawProgress(done: Int, of total: Int, since started: ContinuousClock.Instant) {
    let width = 30
    let filled = width * done / max(1, total)
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    var text = "[\(bar)] \(done)/\(total)"
    let elapsed = started.duration(to: .now) / .seconds(1)
    if done > 0, done < total, elapsed >= estimateAfter {
      text +=
        "  " + ScreenshotSolver.timeLeft(seconds: elapsed / Double(done) * Double(total - done))
    }
    printError(text, raw: true)
  }

  /// "~40 s left", "~3 min left".
  static func timeLeft(seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    return s < 90 ? "~\(max(1, s)) s left" : "~\((s + 30) / 60) min left"
  }

  /// The output of one input, and how it went.
  private func outcome(for input: Job) -> Outcome {
    switch input {
    case .skipped(let path, let reason):
      return Outcome(
        lines: MoveReport.Lines(out: nil, err: "skipped \(path.description): \(reason)"),
        status: nil)
    case .emptyFolder(let path, let why):
      let shown = path.description
      let error = CommandError.nothingToRead(folder: shown, why: why)
      return Outcome(
        lines: report.refusedLines(file: shown, input: shown, error: error), status: error.code,
        emptyFolder: true)
    case .image(let file, let stem):
      // Shown escaped when the name is not UTF-8; the file is read by its bytes.
      let path = file.description
      var image: Bitmap?
      var debugNote: String?
      func drawPictures(_ seen: @autoclosure () -> ReadingInspection) {
        guard let debugDirectory, let image, let stem else { return }
        do {
          try DebugPictures.write(
            seen(), image: image, stem: stem, templates: reader.matcher.templates,
            to: debugDirectory, force: force)
        } catch let error as any LetterfunError {
          debugNote = "\(path): pictures not written: \(error.code): \(error.description)"
        } catch {
          debugNote = "\(path): pictures not written"
        }
      }
      do throws(ReadError) {
        // A camera-size or iPad JPEG is decoded at a scale still large enough to read.
        do {
          image = try ImageDecoder.decode(
            contentsOf: file, reducingJPEGTo: BoardReader.sufficientShortSide)
        } catch {
          throw ReadError.image(error)
        }
        let read: BoardReading
        do { read = try reader.read(image!) } catch {
          drawPictures(reader.inspect(image!))
          throw error
        }
        drawPictures(ReadingInspection(read))
        let solution = solver.solve(read.board, options: options)
        let lines = report.solvedLines(
          file: path, solution: solution,
          boardFields: { BoardJSON.readingFields(read, to: &$0) },
          look: read.theme.map { .theme($0) } ?? .seen(read.drawingPalette),
          notes: read.warnings.map(\.message))
        return Outcome(lines: lines, status: "read", note: debugNote)
      } catch {
        return Outcome(
          lines: report.refusedLines(file: path, input: path, error: error), status: error.code,
          note: debugNote)
      }
    }
  }
}
