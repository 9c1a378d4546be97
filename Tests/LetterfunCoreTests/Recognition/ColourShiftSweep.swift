import Foundation
@_spi(Internals) import LetterfunCore
import Testing

/// Every real board of the shared set through every colour shift of the family (gamma 0.7 to
/// 1.3, brightness and saturation ±20%, hue ±10 degrees, and issue 30's four): none may print
/// wrong, owners included, and most must still read exactly. Prints the table of outcomes.
@Suite(
  .enabled(if: Extended.isOn, Extended.offReason),
  .enabled(if: Shared.available, Shared.missingReason))
struct ColourShiftSweep {
  /// The boards: the five CgBI files are left out, as the same pixels as their twins.
  static let boards = LabelledScreenshot.boards.filter { !$0.file.contains("CgBI") }

  /// Reads every board under every shift, two boards at a time.
  static func sweep(_ shifts: [ColourShift]) async throws -> ShiftTally {
    let results = try await withThrowingTaskGroup(
      of: [(ColourShift, String, ShiftedRead)].self
    ) { group in
      var next = 0
      var out: [(ColourShift, String, ShiftedRead)] = []
      func start() {
        guard next < boards.count else { return }
        let label = boards[next]
        next += 1
        group.addTask {
          let image = try ImageDecoder.decode(contentsOf: label.path)
          return shifts.map { s -> (ColourShift, String, ShiftedRead) in
            let read = ShiftedRead.judge(
              s.apply(image), letters: label.letters ?? "", ownership: label.ownership ?? "",
              reader: builtInReader)
            return (s, label.file, read)
          }
        }
      }
      for _ in 0..<2 { start() }
      while let r = try await group.next() {
        out += r
        start()
      }
      return out
    }
    var tally = ShiftTally()
    // Rows in the family's order, files in label order, whatever order the reads finished in.
    for s in shifts {
      for label in boards {
        for (rs, file, outcome) in results where rs == s && file == label.file {
          tally.add(s, file, outcome)
        }
      }
    }
    return tally
  }

  @Test func everySharedBoardUnderEveryShiftReadsExactlyOrIsRefusedNeverWrong() async throws {
    let tally = try await Self.sweep(ColourShift.family)
    print("colour shifts over \(Self.boards.count) shared boards:\n\(tally.table)")
    print(tally.notes.joined(separator: "\n"))
    let all = tally.total
    #expect(all.reads == Self.boards.count * ColourShift.family.count)
    #expect(all.silent == 0, "\(tally.notes.filter { !$0.contains("refused") })")
    #expect(Double(all.exact) >= 0.85 * Double(all.reads), "\(all.exact) of \(all.reads) exact")
  }
}

extension ColourShift: CustomTestStringConvertible {
  var testDescription: String { name }
}
