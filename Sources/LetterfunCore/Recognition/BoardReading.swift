/// A board read from a screenshot, with what the reading is based on.
public struct BoardReading: Sendable, Equatable {
  public var board: Board
  /// The named theme nearest to the colours seen, nil when they are no theme's.
  public var theme: Theme?
  /// The colours the board's tiles actually showed, per owner.
  public var palette: FittedPalette
  /// Whether the screenshot stores wide-gamut (Display P3) colours.
  public var wideGamut: Bool
  public var geometry: BoardGeometry
  /// The band above the board where the game shows both players, if the image has one (see
  /// `BoardReader.headerRegion(of:in:)` for what it assumes).
  public var headerRegion: ImageRect?
  /// Per tile, the letter match (25 entries, row by row).
  public var letterMatches: [LetterMatch]
  /// Per tile, the normalised glyph that was matched (for pictures of what was seen).
  public var glyphs: [Glyph]
  /// Things worth telling the player that do not make the board wrong.
  public var warnings: [TileIssue]
  /// Whether the board was checked against the scores above it, and what they were.
  public var header: HeaderCheck

  public init(
    board: Board, theme: Theme?, palette: FittedPalette, wideGamut: Bool,
    geometry: BoardGeometry, headerRegion: ImageRect?, letterMatches: [LetterMatch],
    glyphs: [Glyph], warnings: [TileIssue], header: HeaderCheck = .skipped("not checked")
  ) {
    self.board = board
    self.theme = theme
    self.palette = palette
    self.wideGamut = wideGamut
    self.geometry = geometry
    self.headerRegion = headerRegion
    self.letterMatches = letterMatches
    self.glyphs = glyphs
    self.warnings = warnings
    self.header = header
  }

  /// The weakest letter similarity on the board.
  public var weakestSimilarity: Double { letterMatches.map(\.best.similarity).min() ?? 0 }

  /// Colours to draw this board in: its theme's when it has one, else the colours seen.
  public var drawingPalette: Palette {
    theme?.palette ?? palette.completed(from: Theme.light.palette)
  }
}
