/// Reads a screenshot into a board: finds the grid, tells the owners, reads the letters,
/// and refuses rather than guesses when any of it is doubtful.
public struct BoardReader: Sendable {
  /// A letter is accepted when it is this similar to its template...
  public var minimumSimilarity = 0.75
  /// ...and the glyph sides with it where it and the runner-up differ (see `LetterMatch`).
  public var minimumPreference = 0.15
  /// Below this similarity a tile is read again at small rotations (wiggled tiles).
  var retryBelow = 0.86

  public let matcher: LetterMatcher
  private let locator = BoardLocator()
  private let classifier = OwnerClassifier()
  private let binarizer = Binarizer()

  public init(templates: LetterTemplates) {
    self.matcher = LetterMatcher(templates: templates)
  }

  /// Decodes an image file (PNG or JPEG, by content) and reads its board.
  public func read(contentsOf path: String) throws(ReadError) -> BoardReading {
    let image: Bitmap
    do { image = try ImageDecoder.decode(contentsOf: path) } catch { throw .image(error) }
    return try read(image)
  }

  /// Reads the board in a decoded screenshot.
  public func read(_ image: Bitmap) throws(ReadError) -> BoardReading {
    let located: LocatedBoard
    do { located = try locator.locate(image) } catch { throw .board(error) }
    let ownership = classifier.classify(located.tiles)
    return try read(image, located: located, ownership: ownership)
  }

  /// Finds the board in a decoded screenshot (the first stage of `read`, timed on its own by
  /// the benchmarks).
  public func locate(_ image: Bitmap) throws(BoardError) -> LocatedBoard {
    try locator.locate(image)
  }

  /// Tells the owners of located tiles (the second stage of `read`).
  public func owners(of located: LocatedBoard) -> Ownership {
    classifier.classify(located.tiles)
  }

  /// Reads the letters of a located board and judges the whole reading (the last stage).
  public func read(
    _ image: Bitmap, located: LocatedBoard, ownership: Ownership
  ) throws(ReadError) -> BoardReading {
    var letters: [Character] = []
    var matches: [LetterMatch] = []
    var glyphs: [Glyph?] = []
    var doubts: [TileDoubt] = []
    let g = located.geometry
    let inks = located.tiles.map { binarizer.ink(in: image, geometry: g, tile: $0) }
    let capHeight = Ink.typicalHeight(inks.compactMap { $0 })
    for (tile, ink) in zip(located.tiles, inks) {
      var glyph = ink.map { $0.glyph(capHeight: capHeight) }
      var m = glyph.map(matcher.match)
      if m == nil || m!.best.similarity < retryBelow {
        // A turned tile matches better the nearer the reading comes to its turn, and worse
        // past it: try a little either way, then go on only the way that helped, while it helps.
        func turned(_ degrees: Double) -> Double {
          guard let ink = binarizer.ink(in: image, geometry: g, tile: tile, degrees: degrees)
          else { return 0 }
          let tg = ink.glyph(capHeight: capHeight)
          let r = matcher.match(tg)
          if m == nil || r.best.similarity > m!.best.similarity {
            m = r
            glyph = tg
          }
          return r.best.similarity
        }
        let left = turned(-2)
        let right = turned(2)
        let way = right > left ? 2.0 : -2.0
        var last = max(left, right)
        for degrees in [2 * way, 3 * way] {
          let s = turned(degrees)
          guard s > last else { break }
          last = s
        }
      }
      glyphs.append(glyph)
      guard let m else {
        doubts.append(TileDoubt(row: tile.row, column: tile.column, reason: "no letter found"))
        letters.append("?")
        continue
      }
      matches.append(m)
      letters.append(m.best.letter)
      if m.best.similarity < minimumSimilarity || m.preference < minimumPreference {
        doubts.append(
          TileDoubt(
            row: tile.row, column: tile.column,
            reason: "looks like \(m.best.letter) (\(percent(m.best.similarity))) or "
              + "\(m.runnerUp.letter) (\(percent(m.runnerUp.similarity)))"))
      }
    }
    for t in located.tiles where !t.looksLikeTile {
      doubts.append(
        TileDoubt(row: t.row, column: t.column, reason: "the tile looks covered or damaged"))
    }
    for i in ownership.doubtfulTiles {
      let t = located.tiles[i]
      doubts.append(
        TileDoubt(
          row: t.row, column: t.column,
          reason: "its colour \(t.colour) is no tile colour of the \(ownership.theme) theme"))
    }
    if !doubts.isEmpty { throw .recognition(.lowConfidence(TileDoubt.merged(doubts))) }

    var warnings: [String] = []
    for i in ownership.defenceMismatches {
      let (r, c) = (i / Board.side + 1, i % Board.side + 1)
      warnings.append(
        ownership.owners[i].isDefended
          ? "tile at row \(r), column \(c) is drawn defended but has a neighbour of another colour"
          : "tile at row \(r), column \(c) is drawn undefended but all its neighbours share its colour"
      )
    }
    return BoardReading(
      board: Board(trustedLetters: letters, owners: ownership.owners),
      theme: ownership.theme, wideGamut: ownership.wideGamut, geometry: located.geometry,
      letterMatches: matches, glyphs: glyphs.map { $0 ?? .blank }, warnings: warnings)
  }

  private func percent(_ x: Double) -> String { "\(Int((x * 100).rounded()))%" }
}

/// A board read from a screenshot, with what the reading is based on.
public struct BoardReading: Sendable, Equatable {
  public var board: Board
  public var theme: Theme
  /// Whether the screenshot stores wide-gamut (Display P3) colours.
  public var wideGamut: Bool
  public var geometry: BoardGeometry
  /// Per tile, the letter match (25 entries, row by row).
  public var letterMatches: [LetterMatch]
  /// Per tile, the normalised glyph that was matched (for pictures of what was seen).
  public var glyphs: [Glyph]
  /// Things worth telling the player that do not make the board wrong.
  public var warnings: [String]

  /// The weakest letter similarity on the board.
  public var weakestSimilarity: Double { letterMatches.map(\.best.similarity).min() ?? 0 }
}

/// Any reason a screenshot yields no board, with the stable code of its stage.
public enum ReadError: LetterfunError, Equatable {
  case image(ImageDecodingError)
  case board(BoardError)
  case recognition(RecognitionError)

  public var code: String {
    switch self {
    case .image(let e): e.code
    case .board(let e): e.code
    case .recognition(let e): e.code
    }
  }

  public var description: String {
    switch self {
    case .image(let e): e.description
    case .board(let e): e.description
    case .recognition(let e): e.description
    }
  }
}
