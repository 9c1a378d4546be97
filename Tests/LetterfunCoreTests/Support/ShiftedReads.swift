import Foundation
@_spi(Internals) import LetterfunCore

/// How a labelled board read after a colour shift: exact, refused, or printed wrong (and how).
enum ShiftedRead: Equatable, Sendable {
  case exact
  case refused(code: String)
  /// Some letter wrong (whatever the owners).
  case wrongLetters
  /// Letters right, every owner given to the other side: the silent error issue 30 is about.
  case sidesSwapped
  /// Letters right, owners wrong in some other way.
  case ownersWrong

  var isSilentError: Bool {
    switch self {
    case .exact, .refused: false
    case .wrongLetters, .sidesSwapped, .ownersWrong: true
    }
  }

  /// Reads `image` (a labelled board after a shift) and judges it against its labels (letters
  /// and owners as in labels.json).
  static func judge(
    _ image: Bitmap, letters: String, ownership: String, reader: BoardReader
  ) -> ShiftedRead {
    let read: BoardReading
    do { read = try reader.read(image) } catch { return .refused(code: Self.code(of: error)) }
    if read.board.letterString != letters { return .wrongLetters }
    let owners = read.board.ownershipString
    if owners == ownership { return .exact }
    return owners == swapped(ownership) ? .sidesSwapped : .ownersWrong
  }

  /// The label's ownership with the sides exchanged (`b`↔`r`, `B`↔`R`).
  static func swapped(_ s: String) -> String {
    String(s.map { c in
      switch c {
      case "b": "r"
      case "r": "b"
      case "B": "R"
      case "R": "B"
      default: c
      }
    })
  }

  /// The doubts' codes when the board was refused tile by tile (`owner-unclear`, ...), else
  /// the error's own.
  private static func code(of error: ReadError) -> String {
    if case .recognition(.lowConfidence(let doubts)) = error, !doubts.isEmpty {
      return Set(doubts.map(\.code.rawValue)).sorted().joined(separator: "+")
    }
    return error.code
  }
}

/// Counts of shifted reads per shift, printed as the table the issue's figures come from.
/// (Shared with `Benchmarks/Sources/ShiftSweep`, like `ColourShift`.)
struct ShiftTally: Sendable {
  struct Row: Sendable {
    var reads = 0
    var exact = 0
    var refused = 0
    var wrongLetters = 0
    var sidesSwapped = 0
    var ownersWrong = 0
    var silent: Int { wrongLetters + sidesSwapped + ownersWrong }
  }

  private(set) var rows: [(ColourShift, Row)] = []
  /// Every silent error and refusal, as "shift  file: outcome", for the report.
  private(set) var notes: [String] = []

  mutating func add(_ shift: ColourShift, _ file: String, _ outcome: ShiftedRead) {
    if !rows.contains(where: { $0.0 == shift }) { rows.append((shift, Row())) }
    let k = rows.firstIndex { $0.0 == shift }!
    rows[k].1.reads += 1
    switch outcome {
    case .exact: rows[k].1.exact += 1
    case .refused(let code):
      rows[k].1.refused += 1
      notes.append("\(shift.name)  \(file): refused (\(code))")
    case .wrongLetters:
      rows[k].1.wrongLetters += 1
      notes.append("\(shift.name)  \(file): WRONG LETTERS")
    case .sidesSwapped:
      rows[k].1.sidesSwapped += 1
      notes.append("\(shift.name)  \(file): SIDES SWAPPED")
    case .ownersWrong:
      rows[k].1.ownersWrong += 1
      notes.append("\(shift.name)  \(file): OWNERS WRONG")
    }
  }

  var total: Row {
    rows.reduce(into: Row()) { t, r in
      t.reads += r.1.reads
      t.exact += r.1.exact
      t.refused += r.1.refused
      t.wrongLetters += r.1.wrongLetters
      t.sidesSwapped += r.1.sidesSwapped
      t.ownersWrong += r.1.ownersWrong
    }
  }

  /// The table: one line per shift and a total, counts and the exact share.
  var table: String {
    func line(_ name: String, _ r: Row) -> String {
      let share = r.reads == 0 ? 0 : 100 * Double(r.exact) / Double(r.reads)
      return name.padding(toLength: 26, withPad: " ", startingAt: 0)
        + [r.reads, r.exact, r.refused, r.wrongLetters, r.sidesSwapped, r.ownersWrong].map {
          String($0).leftPadded(8)
        }.joined() + String(format: "%8.1f%%", share)
    }
    var out = ["shift".padding(toLength: 26, withPad: " ", startingAt: 0)
      + ["reads", "exact", "refused", "letters", "swapped", "owners"].map { $0.leftPadded(8) }
      .joined() + "  exact"]
    for (s, r) in rows { out.append(line(s.name, r)) }
    out.append(line("all", total))
    return out.joined(separator: "\n")
  }
}

extension String {
  fileprivate func leftPadded(_ n: Int) -> String {
    count >= n ? self : String(repeating: " ", count: n - count) + self
  }
}
