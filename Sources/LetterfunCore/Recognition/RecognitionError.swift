/// Why the letters (or owners) of a found board cannot be trusted.
public enum RecognitionError: LetterfunError, Equatable {
  /// Tiles that cannot be read with confidence (one issue per doubt, in board order); a guess
  /// would make every suggestion wrong.
  case lowConfidence([TileIssue])

  public var code: String { "low-confidence" }

  public var description: String {
    switch self {
    case .lowConfidence(let doubts):
      // One entry per tile, its reasons joined: the player reads tiles, not checks.
      var tiles: [(tile: Int, text: String)] = []
      for d in doubts {
        if let last = tiles.last, last.tile == d.tile {
          tiles[tiles.count - 1].text += "; " + d.message
        } else {
          tiles.append((d.tile, "row \(d.row + 1), column \(d.column + 1): \(d.message)"))
        }
      }
      let list = tiles.prefix(5).map(\.text).joined(separator: " | ")
      let more = tiles.count > 5 ? " and \(tiles.count - 5) more" : ""
      return "cannot read every tile with confidence: \(list)\(more)"
    }
  }
}
