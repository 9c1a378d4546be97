import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct TrainerTests {
  /// A letter-like block of ink `height` samples tall in the middle of the window.
  static func ink(height: Int) -> LetterShape {
    let n = 56
    var cover = [Float](repeating: 0, count: n * n)
    let (top, left, right) = (10, 18, 38)
    for y in top..<top + height {
      for x in left..<right { cover[y * n + x] = 1 }
    }
    return LetterShape(
      cover: cover, n: n, box: (minX: left, minY: top, maxX: right - 1, maxY: top + height - 1),
      sampleSize: 1)
  }

  static let tiles = (0..<Board.tileCount).map {
    Tile(
      row: $0 / Board.side, column: $0 % Board.side, colour: RGB(200, 200, 200), uniformity: 1,
      letterCoverage: 0.2)
  }

  /// Tiles 0-11 are A (20 samples tall at every angle); tiles 12-24 are B, 30 tall upright and
  /// 20 at +2 degrees, so the board's cap height (the median upright height) is 30. When
  /// `dropping` is set, tile 24's -6 degree reading is missing.
  static func inks(dropping: Bool) -> [[LetterShape?]] {
    let upright = Trainer.angles.firstIndex(of: 0)!
    return (0..<Board.tileCount).map { tile -> [LetterShape?] in
      var turns: [LetterShape?] = Trainer.angles.map { _ in ink(height: tile < 12 ? 20 : 30) }
      if tile >= 12 {
        turns[upright + 1] = ink(height: 20)
      }
      if dropping && tile == 24 { turns[0] = nil }
      return turns
    }
  }

  static let letters = Array(String(repeating: "A", count: 12) + String(repeating: "B", count: 13))

  /// A turned reading that is not found leaves the tile out, and nothing else: before, the
  /// readings after it moved up one place, the +2 degree one was taken for the upright one, and
  /// that one tile's shorter ink pulled the cap height (and so every glyph's scale) down.
  @Test func aMissingTurnedReadingDropsOnlyItsTile() {
    var complete = Trainer()
    complete.add(shapes: Self.inks(dropping: false), of: Self.tiles, letters: Self.letters)
    var dropped = Trainer()
    dropped.add(shapes: Self.inks(dropping: true), of: Self.tiles, letters: Self.letters)

    #expect(complete.sampleCounts == ["A": 12, "B": 13])
    #expect(dropped.sampleCounts == ["A": 12, "B": 12])
    let a = complete.templates().glyphs["A"]
    #expect(a != nil)
    #expect(dropped.templates().glyphs["A"] == a, "the same cap height scales the A tiles")
  }
}
