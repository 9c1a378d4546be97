/// Why the letters (or owners) of a found board cannot be trusted.
public enum RecognitionError: LetterfunError, Equatable {
  /// Tiles that match no letter well enough; a guess would make every suggestion wrong.
  case lowConfidence([TileDoubt])

  public var code: String { "low-confidence" }

  public var description: String {
    switch self {
    case .lowConfidence(let doubts):
      let list = doubts.prefix(5).map(\.description).joined(separator: " | ")
      let more = doubts.count > 5 ? " and \(doubts.count - 5) more" : ""
      return "cannot read every tile with confidence: \(list)\(more)"
    }
  }
}

/// One tile that could not be read with confidence.
public struct TileDoubt: Sendable, Equatable, CustomStringConvertible {
  public var row: Int
  public var column: Int
  public var reason: String

  public var description: String { "row \(row + 1), column \(column + 1): \(reason)" }

  /// One doubt per tile, in board order, its reasons joined.
  static func merged(_ doubts: [TileDoubt]) -> [TileDoubt] {
    var byTile: [Int: TileDoubt] = [:]
    for d in doubts {
      let i = Board.index(row: d.row, column: d.column)
      if var seen = byTile[i] {
        seen.reason += "; " + d.reason
        byTile[i] = seen
      } else {
        byTile[i] = d
      }
    }
    return byTile.keys.sorted().compactMap { byTile[$0] }
  }
}
