/// The owners read from tile colours, with the palette they were read in.
public struct Ownership: Sendable, Equatable {
  /// Per tile, row by row.
  public var owners: [Owner]
  /// The named theme nearest to the colours seen; nil when they are no theme's.
  public var theme: Theme?
  /// Whether the colours are Display P3 (wide-gamut screenshots).
  public var wideGamut: Bool
  /// The colours the tiles showed, per owner.
  public var palette: FittedPalette
  /// Per tile, the distance from its colour to the owner colour it was read as.
  @_spi(Internals) public var colourDistances: [Int]
  /// Distances above this mark a tile's colour as no owner's.
  @_spi(Internals) public var tolerance: Int
  /// Doubts the classifier found itself (e.g. colours that do not show whose they are); the
  /// reader refuses a board with any, and then tells these instead of `doubtfulTiles`.
  public var issues: [TileIssue] = []

  public init(
    owners: [Owner], theme: Theme?, wideGamut: Bool, palette: FittedPalette,
    colourDistances: [Int], tolerance: Int
  ) {
    self.owners = owners
    self.theme = theme
    self.wideGamut = wideGamut
    self.palette = palette
    self.colourDistances = colourDistances
    self.tolerance = tolerance
  }

  /// Tiles whose colour matches no owner's colour of the palette well.
  @_spi(Internals) public var doubtfulTiles: [Int] {
    colourDistances.indices.filter { colourDistances[$0] > tolerance }
  }

  /// Tiles drawn defended (or not) against what their neighbours say: the game draws a tile
  /// darker exactly when every neighbour has the same owner, so a mismatch means a misreading.
  @_spi(Internals) public var defenceMismatches: [Int] {
    let computed = Board.defendedTiles(sides: owners.map(\.side))
    return owners.indices.filter {
      owners[$0].side != .none && owners[$0].isDefended != computed[$0]
    }
  }
}
