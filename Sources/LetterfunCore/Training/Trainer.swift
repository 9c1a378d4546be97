/// Learns letter templates from screenshots whose letters are known.
///
/// Each tile's glyph is kept at a few rotations; once a first average exists, every sample
/// contributes the rotation closest to it, so turned ("wiggle") tiles sharpen the templates
/// instead of blurring them, and samples that still disagree are left out.
public struct Trainer: Sendable {
  static let angles: [Double] = [-6, -4, -2, 0, 2, 4, 6]
  private var observations: [Character: [[Glyph]]] = [:]
  private let locator = BoardLocator()
  private let binarizer = Binarizer()

  public init() {}

  /// Adds one labelled screenshot; throws when its board cannot be found.
  public mutating func add(_ image: Bitmap, letters: [Character]) throws(BoardError) {
    precondition(letters.count == Board.tileCount)
    let located = try locator.locate(image)
    let shapes = located.tiles.map { tile in
      Trainer.angles.map {
        binarizer.letterShape(in: image, geometry: located.geometry, tile: tile, degrees: $0)
      }
    }
    add(shapes: shapes, of: located.tiles, letters: letters)
  }

  /// Learns from one board's letter shapes: per tile, one slot per angle of `angles`, nil where
  /// no letter was found. The slots stay in place (no angle missing may shift the upright one),
  /// and only tiles found at every angle become samples.
  mutating func add(shapes: [[LetterShape?]], of tiles: [Tile], letters: [Character]) {
    let upright = Trainer.angles.firstIndex(of: 0) ?? 0
    let capHeight = LetterShape.typicalHeight(shapes.compactMap { $0[upright] })
    for (tile, turns) in zip(tiles, shapes) {
      let found = turns.compactMap { $0 }
      guard found.count == Trainer.angles.count else { continue }
      let letter = letters[Board.index(row: tile.row, column: tile.column)]
      observations[letter, default: []].append(found.map { $0.glyph(capHeight: capHeight) })
    }
  }

  /// Samples seen so far per letter.
  @_spi(Internals) public var sampleCounts: [Character: Int] { observations.mapValues(\.count) }

  /// The templates learned from everything added.
  public func templates() -> LetterTemplates {
    let upright = Trainer.angles.firstIndex(of: 0) ?? 0
    var glyphs: [Character: Glyph] = [:]
    var counts: [Character: Int] = [:]
    for (letter, samples) in observations {
      let first = Glyph.mean(samples.map { $0[upright] })
      let aligned = samples.map { turns in
        turns.max { $0.similarity(to: first) < $1.similarity(to: first) } ?? turns[upright]
      }
      let second = Glyph.mean(aligned)
      let kept = aligned.filter { $0.similarity(to: second) >= 0.75 }
      glyphs[letter] = kept.isEmpty ? second : Glyph.mean(kept)
      counts[letter] = kept.isEmpty ? aligned.count : kept.count
    }
    return LetterTemplates(glyphs: glyphs, samples: counts)
  }
}
