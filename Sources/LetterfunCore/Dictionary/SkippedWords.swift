/// The lines of a word list left out of a dictionary, counted by reason, with the first few of
/// each kind: what `dict compile` tells the player it did not keep.
public struct SkippedWords: Sendable, Equatable {
  /// Why a line is not a word a board can hold.
  public enum Reason: Int, Sendable, CaseIterable {
    /// A character other than a–z or A–Z (a hyphen, an apostrophe, an accent, a digit).
    case notLetters
    /// One letter: every word played is at least two.
    case tooShort
    /// Longer than the 25 tiles of a board.
    case tooLong

    /// How the reason is written: "not a–z", "1 letter", "over 25 letters".
    public var text: String {
      switch self {
      case .notLetters: "not a–z"
      case .tooShort: "1 letter"
      case .tooLong: "over \(WordList.maxWordLength) letters"
      }
    }
  }

  /// How many examples of each reason are kept.
  public static let examplesKept = 3

  /// Lines skipped, by reason (`Reason.rawValue`).
  public private(set) var counts = [Int](repeating: 0, count: Reason.allCases.count)
  /// The first lines skipped for each reason (trimmed, as text: bytes that are not UTF-8 read
  /// as U+FFFD), at most `examplesKept` each.
  public private(set) var examples = [[String]](repeating: [], count: Reason.allCases.count)

  public init() {}

  /// Every line skipped.
  public var total: Int { counts.reduce(0, +) }

  public func count(_ reason: Reason) -> Int { counts[reason.rawValue] }

  /// Counts a line skipped for `reason`.
  mutating func add(_ reason: Reason, line: ArraySlice<UInt8>) {
    counts[reason.rawValue] += 1
    if examples[reason.rawValue].count < Self.examplesKept {
      examples[reason.rawValue].append(String(decoding: line, as: UTF8.self))
    }
  }

  /// `12 skipped (not a–z: foo-bar, über, ...; 1 letter: a)`, or nil when none was.
  public var summary: String? {
    guard total > 0 else { return nil }
    var parts = ""
    for reason in Reason.allCases where count(reason) > 0 {
      if !parts.isEmpty { parts += "; " }
      let shown = examples[reason.rawValue]
      parts += "\(reason.text): " + shown.joined(separator: ", ")
      if count(reason) > shown.count { parts += ", ... (\(count(reason)))" }
    }
    return "\(total) skipped (\(parts))"
  }
}
