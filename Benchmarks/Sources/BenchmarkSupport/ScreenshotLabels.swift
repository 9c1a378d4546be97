import FoundationEssentials

/// The boards of the shared screenshots' labels.json: what the arena's `game` letter table and
/// `positions` set come from.
public struct ScreenshotLabels: Sendable {
  /// A labelled board: 25 letters and 25 owners (`w`, `b`/`B` for the screenshot's owner, the
  /// side to move; `r`/`R` for the other side).
  public struct LabelledBoard: Sendable, Hashable {
    public let letters: String
    public let ownership: String
  }

  /// The records with `expect: board`, in the file's order (copies included).
  public let boards: [LabelledBoard]

  private struct Record: Decodable {
    let expect: String?
    let letters: String?
    let ownership: String?
  }

  public init(json: Data) throws(LabelsError) {
    let records: [Record]
    do {
      records = try JSONDecoder().decode([Record].self, from: json)
    } catch {
      throw .notLabels(String(describing: error))
    }
    var boards: [LabelledBoard] = []
    for r in records where r.expect == "board" {
      guard let letters = r.letters, let ownership = r.ownership, letters.utf8.count == 25,
        ownership.utf8.count == 25
      else { throw .notLabels("a board record without 25 letters and 25 owners") }
      boards.append(LabelledBoard(letters: letters.uppercased(), ownership: ownership))
    }
    self.boards = boards
  }

  /// Reads labels.json at `path`.
  public init(path: String) throws(LabelsError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .missing(path)
    }
    try self.init(json: data)
  }

  /// Each distinct letters string once, in the order first seen.
  public var distinctLetters: [String] {
    var seen: Set<String> = []
    return boards.map(\.letters).filter { seen.insert($0).inserted }
  }

  /// The distinct unfinished boards (some tile unclaimed), by letters and ownership, in the
  /// order first seen.
  public var unfinishedPositions: [LabelledBoard] {
    var seen: Set<LabelledBoard> = []
    return boards.filter { $0.ownership.contains("w") && seen.insert($0).inserted }
  }

  /// How often each letter A-Z occurs in `boards`.
  public static func letterCounts(_ boards: [String]) -> [Int] {
    var counts = [Int](repeating: 0, count: 26)
    for b in boards {
      for c in b.utf8 where c >= 65 && c <= 90 { counts[Int(c) - 65] += 1 }
    }
    return counts
  }
}

/// Why the labels could not be read.
public enum LabelsError: Error, Equatable, Sendable, CustomStringConvertible {
  case missing(String)
  case notLabels(String)

  public var code: String {
    switch self {
    case .missing: "labels-missing"
    case .notLabels: "labels-unreadable"
    }
  }

  public var description: String {
    switch self {
    case .missing(let path):
      "cannot read \(path): the positions need the shared screenshots' labels (../shared beside"
        + " the worktree, or --labels PATH)"
    case .notLabels(let why): "the labels file is not a list of screenshot labels: \(why)"
    }
  }
}
