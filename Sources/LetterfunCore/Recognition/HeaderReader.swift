internal import Glibc

/// Finds the two players' pictures and the scores under them above a located board, and reads
/// the scores with digit templates learned like the letters.
///
/// It looks for what every shared screenshot's header shows (two discs of one size side by side,
/// a number centred under each) and says why when it cannot see them: a screenshot cut to the
/// board, a "You played" or "your turn" note over a picture or a score, a picture blanked out.
public struct HeaderReader: Sendable {
  /// The digit templates; nil when there are none, and then no score is read.
  public let digits: DigitTemplates?
  /// A digit is accepted when it is this similar to its template...
  public var minimumSimilarity = 0.78
  /// ...and the glyph sides with it where it and the runner-up differ (see `LetterMatch`).
  public var minimumPreference = 0.15

  /// A reader with the given digit templates.
  public init(digits: DigitTemplates?) {
    self.digits = digits
  }

  /// A reader with the built-in digit templates (none if they could not be read).
  public init() {
    self.init(digits: try? DigitTemplates.builtIn())
  }

  /// The header's two scores (left picture's first) with what they were read from, or why not.
  public enum Reading: Sendable, Equatable {
    case read(HeaderView, scores: [Int])
    case unreadable(String)
  }

  /// Reads the scores above the board at `g`.
  public func read(_ image: Bitmap, geometry g: BoardGeometry) -> Reading {
    guard let digits else { return .unreadable("there are no digit templates to read it with") }
    let view: HeaderView
    switch HeaderReader.find(image, geometry: g) {
    case .found(let v): view = v
    case .missing(let why): return .unreadable(why)
    }
    var scores: [Int] = []
    for glyphs in HeaderReader.glyphs(of: view, in: image) {
      var score = 0
      for glyph in glyphs {
        let m = digits.match(glyph)
        guard m.best.similarity >= minimumSimilarity, m.preference >= minimumPreference,
          let d = m.best.letter.wholeNumberValue
        else {
          return .unreadable("a digit of the scores is unclear (\(m.best.letter) or \(m.runnerUp.letter))")
        }
        score = score * 10 + d
      }
      scores.append(score)
    }
    guard scores.allSatisfy({ $0 <= Board.tileCount }) else {
      return .unreadable("the scores read (\(scores)) are more than a board's 25 tiles")
    }
    return .read(view, scores: scores)
  }

  /// Where the header is, or why it cannot be seen.
  public enum Finding: Sendable, Equatable {
    case found(HeaderView)
    case missing(String)
  }

  /// Samples across a tile's side when looking for the pictures: enough for a digit a quarter
  /// of a tile high to be a dozen samples (and the gap between two digits one), few enough to
  /// cost a small share of a reading.
  static let samplesPerTile = 48.0
  /// A sample this far (sum of channel differences) from the background is ink.
  static let inkDistance = 60

  /// Finds the pictures and the digit boxes under them in the band above the board.
  public static func find(_ image: Bitmap, geometry g: BoardGeometry) -> Finding {
    guard let band = BoardReader.headerRegion(of: g, in: image) else {
      return .missing("the screenshot shows nothing above the board")
    }
    let step = max(1, Int((g.tileSize / samplesPerTile).rounded()))
    let columns = band.width / step
    let rows = band.height / step
    guard columns >= 16, rows >= 16 else {
      return .missing("the space above the board is too small to hold the players")
    }
    // The background from every other sample each way (a quarter of the reads), then the ink
    // from every sample, read once. Offsets in bytes: a sample is at a row's plus a column's.
    let xs = (0..<columns).map { (band.x + $0 * step + step / 2) * 4 }
    let ys = (0..<rows).map { (band.y + $0 * step + step / 2) * image.width * 4 }
    let (background, ink) = image.withBytes { px -> (RGB, [UInt64]) in
      let sparseRows = stride(from: 0, to: rows, by: 2).map { ys[$0] }
      let sparseColumns = stride(from: 0, to: columns, by: 2).map { xs[$0] }
      let bg =
        PixelKernels.commonestColour(px, rows: sparseRows, columns: sparseColumns)
        ?? commonest(px, rows: sparseRows, columns: sparseColumns)
      let ink =
        PixelKernels.farBits(px, rows: ys, columns: xs, from: bg, threshold: inkDistance)
        ?? InkPatches.bits(
          inkSamples(px, rows: ys, columns: xs, from: bg, threshold: inkDistance),
          columns: columns)
      return (bg, ink)
    }
    let parts = InkPatches(bits: ink, columns: columns, rows: rows).patches
    let s = Double(step)

    // The pictures: round blobs of a size between an iPad's (0.88 of a tile) and a phone's
    // (1.1), whole (touching no edge of the band), in pairs of one size at one height.
    let discs = parts.filter { p in
      let d = Double(p.width + p.height) / 2 * s
      return d >= 0.6 * g.tileSize && d <= 1.4 * g.tileSize
        && abs(p.width - p.height) <= max(2, max(p.width, p.height) / 8)
        && p.area * 100 >= p.width * p.height * 55
        && p.minX > 0 && p.minY > 0 && p.maxX < columns - 1 && p.maxY < rows - 1
    }
    var pair: (InkPatches.Patch, InkPatches.Patch)?
    for a in discs {
      for b in discs where b.centreX > a.centreX {
        let d = Double(max(a.width, b.width))
        guard abs(a.width - b.width) <= max(2, a.width / 8),
          abs(a.centreY - b.centreY) <= 0.1 * d,
          (1.0 * d...2.2 * d).contains(b.centreX - a.centreX)
        else { continue }
        if pair == nil || a.width > pair!.0.width { pair = (a, b) }
      }
    }
    guard let (left, right) = pair else {
      return .missing("the players' pictures are not both in view")
    }

    var players: [HeaderView.Player] = []
    for disc in [left, right] {
      let d = Double(disc.width + disc.height) / 2
      // The score: digits of one height whose tops line up, starting between half and 0.85 of
      // a diameter below the picture's centre (the turn marker starts a full one below).
      let below = parts.filter { p in
        let top = Double(p.minY) - disc.centreY
        return top >= 0.5 * d && top <= 0.85 * d && abs(p.centreX - disc.centreX) <= 0.7 * d
          && Double(p.height) >= 0.12 * d && Double(p.height) <= 0.45 * d
      }
      guard let first = below.min(by: { $0.minY < $1.minY }) else {
        return .missing("the score under a picture is hidden")
      }
      let tallest = below.map { $0.height }.max() ?? first.height
      let number = below.filter {
        abs($0.minY - first.minY) <= max(1, Int(0.08 * d)) && $0.height * 5 >= tallest * 4
      }.sorted { $0.minX < $1.minX }
      // A score is one or two digits, centred under its picture (a digit lost to a note or to
      // shrinking would leave the rest off-centre), each no wider than it is high (two digits
      // run together are), with no other ink beside them in their row (a digit broken into
      // pieces by shrinking is not read as the digits that remain).
      let rowTop = number.map { $0.minY }.min() ?? 0
      let rowBottom = number.map { $0.maxY }.max() ?? 0
      let stray = parts.contains { p in
        p.maxY >= rowTop && p.minY <= rowBottom && abs(p.centreX - disc.centreX) <= 0.7 * d
          && !number.contains { $0.minX == p.minX && $0.minY == p.minY && $0.area == p.area }
      }
      guard (1...2).contains(number.count), let a = number.first, let z = number.last, !stray,
        abs(Double(a.minX + z.maxX + 1) / 2 - disc.centreX) <= 0.07 * d,
        number.allSatisfy({ $0.width <= $0.height }),
        zip(number, number.dropFirst()).allSatisfy({ Double($1.minX - $0.maxX) <= 0.3 * d })
      else {
        return .missing("the score under a picture is hidden or unclear")
      }
      let cx = Double(band.x) + (disc.centreX + 0.5) * s
      let cy = Double(band.y) + (disc.centreY + 0.5) * s
      players.append(
        HeaderView.Player(
          centreX: cx, centreY: cy, diameter: d * s,
          colour: ringColour(image, x: cx, y: cy, radius: 0.43 * d * s),
          digits: number.map {
            ImageRect(
              x: band.x + $0.minX * step, y: band.y + $0.minY * step,
              width: $0.width * step, height: $0.height * step)
          }))
    }
    return .found(HeaderView(players: players, background: background))
  }

  /// The median colour on a circle: a ringed picture's ring, a smiley's face.
  static func ringColour(_ image: Bitmap, x: Double, y: Double, radius: Double) -> RGB {
    var r: [UInt8] = []
    var g: [UInt8] = []
    var b: [UInt8] = []
    for k in 0..<48 {
      let a = Double(k) * .pi / 24
      guard let p = image.sample(x + radius * cos(a), y + radius * sin(a)) else { continue }
      r.append(p.r)
      g.append(p.g)
      b.append(p.b)
    }
    guard !r.isEmpty else { return RGB(0, 0, 0) }
    func median(_ v: [UInt8]) -> UInt8 { v.sorted()[v.count / 2] }
    return RGB(median(r), median(g), median(b))
  }

  /// The score digits of each player (left picture first) as glyphs, scaled by one height for
  /// the whole header, as a board's letters are by their capital height.
  public static func glyphs(of view: HeaderView, in image: Bitmap) -> [[Glyph]] {
    let shapes = view.players.map { player in
      player.digits.map { digitShape(image, box: $0, background: view.background) }
    }
    let height = LetterShape.typicalHeight(of: shapes.flatMap { $0 })
    return shapes.map { $0.map { $0?.glyph(capHeight: height) ?? .blank } }
  }

  /// Samples across the window a digit is read in.
  static let window = 48

  /// A digit's shape at full resolution: the square window around its box, ink measured as
  /// distance from the background against the strongest contrast in it, and nothing outside
  /// the box (so the other digit of a two-digit score is not seen).
  static func digitShape(_ image: Bitmap, box: ImageRect, background: RGB) -> LetterShape? {
    let n = window
    let side = 1.5 * Double(max(box.width, box.height))
    let step = side / Double(n)
    // Two by two pixels a sample at most: the digits are a third of a tile high, so a sample
    // is a pixel or two even on the largest screens.
    let sub = max(1, min(2, Int(step.rounded(.down))))
    let cx = Double(box.x) + Double(box.width) / 2
    let cy = Double(box.y) + Double(box.height) / 2
    // The box found on samples, widened by a sample's worth of pixels (its edge may fall
    // between samples); positions outside it (or the image) are -1 and read as background.
    let pad = Double(box.height) / 8 + 2
    func positions(_ centre: Double, _ low: Double, _ high: Double, _ size: Int) -> [Int] {
      (0..<(n * sub)).map { k in
        let v = centre - side / 2 + (Double(k / sub) + (Double(k % sub) + 0.5) / Double(sub)) * step
        return v >= low && v < high && v >= 0 && v < Double(size) ? Int(v) : -1
      }
    }
    let xs = positions(cx, Double(box.x) - pad, Double(box.x + box.width) + pad, image.width)
    let ys = positions(cy, Double(box.y) - pad, Double(box.y + box.height) + pad, image.height)
    let width = image.width
    let area = sub * sub
    // Each sample's distance from the background summed over its pixels: whole numbers, so
    // their percentile is counted, not sorted.
    let sums = image.withBytes { px in
      PixelKernels.windowSums(px, width: width, xs: xs, ys: ys, sub: sub, n: n, from: background)
        ?? windowSums(px, width: width, xs: xs, ys: ys, sub: sub, n: n, from: background)
    }
    let rank = Int(Double(n * n - 1) * 0.985)
    let contrast = Float(ranked(sums, rank: rank, below: 765 * area + 1)) / Float(area)
    guard contrast >= Float(inkDistance) else { return nil }
    // One pass over spans for the cover and its ink, one for the clearing: written as maps
    // and indexed loops over the arrays, these were a quarter of the header check.
    let cells = n * n
    let stride = InkPatches.words(columns: n)
    var cover = [Float](repeating: 0, count: cells)
    var ink = [UInt64](repeating: 0, count: n * stride)
    // Only the cells that read a pixel: the others' sums are 0, so their cover stays 0 and no
    // clearing changes them (the window is half as wide again as the box, so a good part of
    // it reads nothing).
    func reading(_ positions: [Int]) -> Range<Int> {
      let first = positions.firstIndex { $0 >= 0 }.map { $0 / sub } ?? 0
      let last = positions.lastIndex { $0 >= 0 }.map { $0 / sub + 1 } ?? 0
      return first..<max(first, last)
    }
    let (across, down) = (reading(xs), reading(ys))
    do {
      let s = sums.span
      var c = cover.mutableSpan
      var m = ink.mutableSpan
      let a = Float(area)
      for j in down {
        for i in across {
          let k = j &* n &+ i
          let v = min(1, Float(s[k]) / a / contrast)
          // Faint edges below a fifth are the background's noise (JPEG, antialiasing).
          c[k] = v < 0.2 ? 0 : v
          if v >= 0.5 { m[j &* stride &+ i &>> 6] |= 1 &<< UInt64(i & 63) }
        }
      }
    }
    // The digit is the largest patch: a sliver of the other digit of the score, seen past the
    // box's margin, is a patch of its own (every digit of the game's font is one stroke).
    let patches = InkPatches(bits: ink, columns: n, rows: n)
    guard let largest = patches.largest else { return nil }
    let inside = patches.mask(of: largest, count: cells)
    let box = patches.patches[largest]
    let (minX, minY, maxX, maxY) = (box.minX, box.minY, box.maxX, box.maxY)
    // Other patches go, and faint cover outside the digit's box too (the patch's antialiased
    // rim stays).
    do {
      let own = inside.span
      var c = cover.mutableSpan
      for j in down {
        let rowOut = j < minY - 1 || j > maxY + 1
        for i in across {
          let k = j &* n &+ i
          if rowOut || i < minX - 1 || i > maxX + 1 || (!own[k] && c[k] >= 0.5) { c[k] = 0 }
        }
      }
    }
    return LetterShape(cover: cover, n: n, box: (minX, minY, maxX, maxY), sampleSize: step)
  }
}
