import BenchmarkSupport
@_spi(Internals) import LetterfunCore

/// Where a match's boards come from (`--boards`).
enum BoardSet: String, CaseIterable {
  /// Random boards with the game's own letter frequencies (`gameLetterCounts`).
  case game
  /// Random boards with English letter frequencies.
  case english
  /// The shared screenshots' unfinished boards, played from where they stand.
  case positions
}

/// A pair's board: its letters and where both games start, seen from the side that moves
/// first (the screenshot's owner for a position; nobody holds a tile on a random board).
struct PairBoard: Sendable {
  let letters: [Character]
  let start: Position
  /// The board as `letterfun solve --board` takes it, from the first mover's side.
  var text: String { String(letters) + ":" + String(start.owners.map(\.rawValue)) }
}

/// The boards of one seed, in order: the same seed and set give the same boards.
struct BoardSource {
  let boardSet: BoardSet
  private var rng: BenchmarkSupport.SplitMix64
  private let positions: [PairBoard]
  private var drawn = 0

  init(set: BoardSet, seed: UInt64, positions: [PairBoard]) {
    boardSet = set
    rng = BenchmarkSupport.SplitMix64(state: seed)
    self.positions = positions
  }

  /// How many distinct boards the set has (nil: unlimited).
  var distinct: Int? { boardSet == .positions ? positions.count : nil }

  /// The next pair's board; positions start over after the last one.
  mutating func next() -> PairBoard {
    defer { drawn += 1 }
    switch boardSet {
    case .game:
      return PairBoard(letters: randomLetters(&rng, weights: gameLetterCounts), start: .start)
    case .english:
      return PairBoard(letters: randomLetters(&rng), start: .start)
    case .positions:
      return positions[drawn % positions.count]
    }
  }

  /// The unfinished boards of labels.json at `path`, the screenshot's owner as `.player`.
  static func positions(labels path: String) throws(ArenaError) -> [PairBoard] {
    let labels: ScreenshotLabels
    do {
      labels = try ScreenshotLabels(path: path)
    } catch {
      throw .labels(error)
    }
    var boards: [PairBoard] = []
    for b in labels.unfinishedPositions {
      guard let board = try? Board(text: b.letters + ":" + b.ownership) else {
        throw .labels(.notLabels("\(b.letters):\(b.ownership) is not a board"))
      }
      boards.append(PairBoard(letters: board.letters, start: Position(board: board)))
    }
    guard !boards.isEmpty else { throw .noPositions(path) }
    return boards
  }
}
