// The colour-shift sweep of issue 30 from a release build, in seconds rather than the extended
// suite's minutes: every labelled board of ../shared through every shift, and the table.
//
//     swift run -c release --package-path Benchmarks ShiftSweep [--issue-four] [LABELS [FOLDER]]
//
// The shifts and the judging are the extended suite's own files (links to
// Tests/LetterfunCoreTests/Support), so the two give the same figures. Exits 1 when any board
// prints wrong.
import Foundation
@_spi(Internals) import LetterfunCore
import Synchronization

struct Label: Decodable {
  let file: String
  let expect: String
  let letters: String?
  let ownership: String?
}

var arguments = Array(CommandLine.arguments.dropFirst())
let issueFour = arguments.contains("--issue-four")
let dump = arguments.contains("--dump-tiles")
arguments.removeAll { $0.hasPrefix("--") }
let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../../../shared/screenshots").standardized
let labelsPath = arguments.first ?? shared.appendingPathComponent("labels.json").path
let folder =
  arguments.count > 1
  ? arguments[1] : URL(fileURLWithPath: labelsPath).deletingLastPathComponent().path

let labels = try JSONDecoder().decode(
  [Label].self, from: Data(contentsOf: URL(fileURLWithPath: labelsPath)))
// The five CgBI files are the same pixels as their twins.
let boards = labels.filter { $0.expect == "board" && !$0.file.contains("CgBI") }
let shifts = issueFour ? ColourShift.issueFour : ColourShift.family
let reader = BoardReader(templates: try LetterTemplates.builtIn())

let results = Mutex([[ShiftedRead]](repeating: [], count: boards.count))
let dumps = Mutex([String](repeating: "", count: boards.count))
DispatchQueue.concurrentPerform(iterations: boards.count) { i in
  let b = boards[i]
  guard let image = try? ImageDecoder.decode(contentsOf: folder + "/" + b.file) else {
    fatalError("cannot decode \(b.file)")
  }
  var text = ""
  let r = ([nil] + shifts.map(Optional.some)).compactMap { s -> ShiftedRead? in
    let shifted = s?.apply(image) ?? image
    if dump, let located = try? reader.locate(shifted) {
      let colours = located.tiles.map { "\($0.colour.r),\($0.colour.g),\($0.colour.b)" }
      text += "\(b.file)\t\(s?.name ?? "none")\t\(b.ownership ?? "")\t"
        + "-\t-\t"
        + colours.joined(separator: " ") + "\n"
    }
    guard let s else { return nil }
    return ShiftedRead.judge(
      s.apply(image), letters: b.letters ?? "", ownership: b.ownership ?? "", reader: reader)
  }
  results.withLock { $0[i] = r }
  dumps.withLock { $0[i] = text }
}
if dump {
  print(dumps.withLock { $0.joined() }, terminator: "")
  exit(0)
}

var tally = ShiftTally()
let all = results.withLock { $0 }
for (k, s) in shifts.enumerated() {
  for (i, b) in boards.enumerated() { tally.add(s, b.file, all[i][k]) }
}
print("colour shifts over \(boards.count) boards of \(labelsPath):")
print(tally.table)
print(tally.notes.joined(separator: "\n"))
exit(tally.total.silent == 0 ? 0 : 1)
