/// Reads a screenshot into a board: finds the grid, tells the owners, reads the letters,
/// and refuses rather than guesses when any of it is doubtful.
///
/// Its stages are values given to it: the per-image ones (grid finder, owner classifier) by
/// protocol, so a test or a palette-learning classifier can stand in; the per-tile ones
/// (binarizer, matcher) as concrete types, since they run 25 times or more an image.
public struct BoardReader: Sendable {
  /// A letter is accepted when it is this similar to its template...
  public var minimumSimilarity = 0.75
  /// ...and the glyph sides with it where it and the runner-up differ (see `LetterMatch`).
  public var minimumPreference = 0.15
  /// Below this similarity a tile is read again at small rotations (wiggled tiles).
  var retryBelow = 0.86
  /// How many 2-degree steps either way an unsure tile is read at.
  static let turnSteps = 8

  /// The shorter side at which a screenshot reads as at full size (an iPad's at 1x, 768, reads
  /// like its 2x one): a JPEG twice as large or more may be decoded reduced to it
  /// (`ImageDecoder.decode(contentsOf:reducingJPEGTo:)`).
  public static let sufficientShortSide = 720

  public let locator: any BoardLocating
  public let classifier: any OwnerClassifying
  public let binarizer: Binarizer
  public let matcher: LetterMatcher
  /// Reads the scores above the board, which the board's tile counts are checked against.
  public let header: HeaderReader

  /// A reader with the given stages; each left out is the built-in one.
  public init(
    matcher: LetterMatcher, locator: any BoardLocating = BoardLocator(),
    classifier: any OwnerClassifying = OwnerClassifier(), binarizer: Binarizer = Binarizer(),
    header: HeaderReader = HeaderReader()
  ) {
    self.matcher = matcher
    self.locator = locator
    self.classifier = classifier
    self.binarizer = binarizer
    self.header = header
  }

  /// A reader matching letters against `templates`, with the other stages given or built in.
  public init(
    templates: LetterTemplates, locator: any BoardLocating = BoardLocator(),
    classifier: any OwnerClassifying = OwnerClassifier(), binarizer: Binarizer = Binarizer(),
    header: HeaderReader = HeaderReader()
  ) {
    self.init(
      matcher: LetterMatcher(templates: templates), locator: locator, classifier: classifier,
      binarizer: binarizer, header: header)
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
    let ownership = owners(of: located, in: image)
    return try read(image, located: located, ownership: ownership)
  }

  /// Finds the board in a decoded screenshot (the first stage of `read`, timed on its own by
  /// the benchmarks).
  @_spi(Internals) public func locate(_ image: Bitmap) throws(BoardError) -> LocatedBoard {
    try locator.locate(image)
  }

  /// Tells the owners of located tiles (the second stage of `read`); the image is looked at
  /// again only when the colours are no known theme's (the players' colours above the board).
  public func owners(of located: LocatedBoard, in image: Bitmap) -> Ownership {
    classifier.classify(located.tiles, in: image, geometry: located.geometry)
  }

  /// Reads the letters of a located board and judges the whole reading (the last stage).
  public func read(
    _ image: Bitmap, located: LocatedBoard, ownership: Ownership
  ) throws(ReadError) -> BoardReading {
    // The stages can be swapped and their results are public values: a reading is built only
    // from a whole board, never padded or cut to one.
    let tileCount = Board.tileCount
    guard located.tiles.count == tileCount, ownership.owners.count == tileCount,
      located.tiles.allSatisfy({
        (0..<Board.side).contains($0.row) && (0..<Board.side).contains($0.column)
      })
    else {
      throw .board(
        .notABoard(
          "the board's stages gave \(located.tiles.count) tiles and \(ownership.owners.count) "
            + "owners, not \(tileCount) of each"))
    }
    let read = readTiles(image, located: located, ownership: ownership)
    if !read.doubts.isEmpty { throw .recognition(.lowConfidence(read.doubts)) }
    let letters = read.letters
    let matches = read.matches.compactMap { $0 }
    let g = located.geometry
    var board: Board
    do {
      board = try Board(letters: letters, owners: ownership.owners)
    } catch {
      // Only letters of the templates (A-Z) reach here; a matcher that gave another is refused.
      throw .board(.notABoard(error.description))
    }
    // The scores above the board must agree with its tile counts (a separate stage, after the
    // owners are decided: it checks them, whatever decided them).
    var warnings: [TileIssue] = []
    let header = try checkHeader(
      image, geometry: g, ownership: ownership, board: &board, warnings: &warnings)
    return BoardReading(
      board: board,
      theme: ownership.theme, palette: ownership.palette, wideGamut: ownership.wideGamut,
      geometry: located.geometry, headerRegion: BoardReader.headerRegion(of: g, in: image),
      letterMatches: matches, glyphs: read.glyphs.map { $0 ?? .blank }, warnings: warnings,
      header: header)
  }

  /// Per tile of a located board: the letter read (`?` for none), its match and glyph; and the
  /// doubts, in board order (each tile's in the order they were found).
  struct TileReadings {
    var letters: [Character]
    var matches: [LetterMatch?]
    var glyphs: [Glyph?]
    var doubts: [TileIssue]
  }

  /// Reads every tile's letter and collects the doubts: the last stage before it judges, and
  /// what `inspect` shows of a refused board.
  func readTiles(_ image: Bitmap, located: LocatedBoard, ownership: Ownership) -> TileReadings {
    var letters: [Character] = []
    var matches: [LetterMatch?] = []
    var glyphs: [Glyph?] = []
    var doubts: [TileIssue] = []
    let g = located.geometry
    let shapes = located.tiles.map { binarizer.letterShape(in: image, geometry: g, tile: $0) }
    let capHeight = LetterShape.typicalHeight(of: shapes)
    for (tile, shape) in zip(located.tiles, shapes) {
      var glyph = shape.map { $0.glyph(capHeight: capHeight) }
      var m = glyph.map(matcher.match)
      if m == nil || m!.best.similarity < retryBelow {
        // A turned tile matches better the nearer the reading comes to its turn, and worse
        // past it: try a little either way, then go on only the way that helped, while it helps.
        func turned(_ degrees: Double) -> Double {
          guard
            let shape = binarizer.letterShape(in: image, geometry: g, tile: tile, degrees: degrees)
          else { return 0 }
          let tg = shape.glyph(capHeight: capHeight)
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
        // Tiles caught mid-animation are turned up to about 15 degrees, past where the walk
        // above stops: a tile it leaves unsure is read at every turn up to 16 either way.
        if let r = m, r.best.similarity < minimumSimilarity || r.preference < minimumPreference {
          for step in 1...BoardReader.turnSteps {
            _ = turned(Double(2 * step))
            _ = turned(Double(-2 * step))
          }
        }
      }
      glyphs.append(glyph)
      guard let m else {
        doubts.append(
          TileIssue(.noLetter, row: tile.row, column: tile.column, message: "no letter found"))
        letters.append("?")
        matches.append(nil)
        continue
      }
      matches.append(m)
      letters.append(m.best.letter)
      if m.best.similarity < minimumSimilarity || m.preference < minimumPreference {
        doubts.append(
          TileIssue(
            .letterUnsure, row: tile.row, column: tile.column,
            message: "looks like \(m.best.letter) (\(percent(m.best.similarity))) or "
              + "\(m.runnerUp.letter) (\(percent(m.runnerUp.similarity)))"))
      }
    }
    for t in located.tiles where !t.looksLikeTile {
      doubts.append(
        TileIssue(
          .tileCovered, row: t.row, column: t.column,
          message: "the tile looks covered or damaged"))
    }
    // The classifier's own doubts say more than a distance; else far colours are doubts.
    doubts += ownership.issues
    for i in ownership.doubtfulTiles where ownership.issues.isEmpty {
      let t = located.tiles[i]
      let palette = ownership.theme.map { "the \($0) theme" } ?? "this board's palette"
      doubts.append(
        TileIssue(
          .colourUnknown, row: t.row, column: t.column,
          message: "its colour \(t.colour) is no tile colour of \(palette)"))
    }
    // The game draws a tile darker exactly when all its neighbours share its owner: owners
    // that break this are misread, whatever the colours looked like. (Beside a colour already
    // doubted, whose owner is a guess, the rule would only repeat that doubt.)
    let coloursTrusted = ownership.issues.isEmpty && ownership.doubtfulTiles.isEmpty
    for i in ownership.defenceMismatches where coloursTrusted {
      let t = located.tiles[i]
      doubts.append(
        TileIssue(
          .defenceMismatch, row: t.row, column: t.column,
          message: ownership.owners[i].isDefended
            ? "it is drawn defended but has a neighbour of another colour"
            : "it is drawn undefended but all its neighbours share its colour"))
    }
    if !doubts.isEmpty {
      // Board order, each tile's doubts in the order they were found.
      doubts = doubts.enumerated().sorted {
        ($0.element.tile, $0.offset) < ($1.element.tile, $1.offset)
      }.map(\.element)
    }

    return TileReadings(letters: letters, matches: matches, glyphs: glyphs, doubts: doubts)
  }

  /// Where the game shows the two players (pictures and scores), which tells whose colour is
  /// whose: the band above the board, as wide as the board, up to the top of the image.
  ///
  /// Every layout in the shared screenshots (phones, iPad portrait and landscape) draws the
  /// players there, centred over the board; a screenshot cut to the board has no such band
  /// (nil when it is under half a tile high).
  static func headerRegion(of g: BoardGeometry, in image: Bitmap) -> ImageRect? {
    let left = max(0, Int(g.originX.rounded()))
    let right = min(image.width, Int((g.originX + Double(Board.side) * g.tileSize).rounded()))
    let bottom = min(image.height, Int(g.originY.rounded()))
    guard right > left, Double(bottom) >= g.tileSize / 2 else { return nil }
    return ImageRect(x: left, y: 0, width: right - left, height: bottom)
  }

  private func percent(_ x: Double) -> String { "\(Int((x * 100).rounded()))%" }
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
