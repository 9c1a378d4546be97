/// What the reader saw in a screenshot, whether or not it gave a board: the pictures of
/// `--debug-dir` are drawn from it, so a refusal can be looked at as well as a reading.
public struct ReadingInspection: Sendable {
  /// The grid found, or the best candidate when none was accepted; nil when there was none.
  public var geometry: BoardGeometry?
  /// Per tile of that grid (25 entries, row by row, or none): the glyph matched, and its match.
  public var glyphs: [Glyph?]
  public var matches: [LetterMatch?]
  /// The tiles (0-24) that were doubted: not a tile, no letter, an unsure letter or colour.
  public var doubtfulTiles: Set<Int>
  /// Why no board was given, nil when the screenshot was read.
  public var refusal: ReadError?

  public init(
    geometry: BoardGeometry?, glyphs: [Glyph?], matches: [LetterMatch?], doubtfulTiles: Set<Int>,
    refusal: ReadError?
  ) {
    self.geometry = geometry
    self.glyphs = glyphs
    self.matches = matches
    self.doubtfulTiles = doubtfulTiles
    self.refusal = refusal
  }
}

extension BoardReader {
  /// Runs the stages as `read` does, keeping what each saw instead of stopping at the first
  /// refusal. Slower than `read` (meant for pictures, not for every screenshot).
  public func inspect(_ image: Bitmap) -> ReadingInspection {
    var refusal: ReadError?
    let located: LocatedBoard
    do { located = try locator.locate(image) } catch {
      refusal = .board(error)
      guard let candidate = locator.candidate(in: image) else {
        return ReadingInspection(
          geometry: nil, glyphs: [], matches: [], doubtfulTiles: [], refusal: refusal)
      }
      located = candidate
    }
    var doubtful = Set(
      located.tiles.enumerated().filter { !$0.element.looksLikeTile }.map(\.offset))
    guard located.tiles.count == Board.tileCount,
      located.tiles.enumerated().allSatisfy({
        $0.offset == $0.element.row * Board.side + $0.element.column
      })
    else {
      return ReadingInspection(
        geometry: located.geometry, glyphs: [], matches: [], doubtfulTiles: doubtful,
        refusal: refusal)
    }
    let ownership = classifier.classify(located.tiles)
    let tiles = readTiles(image, located: located, ownership: ownership)
    doubtful.formUnion(tiles.doubts.map(\.tile))
    if refusal == nil {
      do { _ = try read(image, located: located, ownership: ownership) } catch { refusal = error }
    }
    return ReadingInspection(
      geometry: located.geometry, glyphs: tiles.glyphs, matches: tiles.matches,
      doubtfulTiles: doubtful, refusal: refusal)
  }
}
