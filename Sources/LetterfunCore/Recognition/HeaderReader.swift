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
    // from every sample, read once.
    let width = image.width
    var sparse: [RGB] = []
    sparse.reserveCapacity(columns * rows / 4 + columns)
    var ink = [Bool](repeating: false, count: columns * rows)
    let background = image.withBytes { px in
      for r in stride(from: 0, to: rows, by: 2) {
        let row = (band.y + r * step + step / 2) * width
        for c in stride(from: 0, to: columns, by: 2) {
          let i = (row + band.x + c * step + step / 2) * 4
          sparse.append(RGB(px[i], px[i + 1], px[i + 2]))
        }
      }
      let bg = commonest(sparse)
      let (br, bg1, bb) = (Int(bg.r), Int(bg.g), Int(bg.b))
      for r in 0..<rows {
        let row = (band.y + r * step + step / 2) * width
        for c in 0..<columns {
          let i = (row + band.x + c * step + step / 2) * 4
          let d = abs(Int(px[i]) - br) + abs(Int(px[i + 1]) - bg1) + abs(Int(px[i + 2]) - bb)
          ink[r * columns + c] = d > inkDistance
        }
      }
      return bg
    }
    let parts = components(ink, columns: columns, rows: rows)
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
    var pair: (Component, Component)?
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
      let tallest = below.map(\.height).max() ?? first.height
      let number = below.filter {
        abs($0.minY - first.minY) <= max(1, Int(0.08 * d)) && $0.height * 5 >= tallest * 4
      }.sorted { $0.minX < $1.minX }
      // A score is one or two digits, centred under its picture (a digit lost to a note or to
      // shrinking would leave the rest off-centre), each no wider than it is high (two digits
      // run together are), with no other ink beside them in their row (a digit broken into
      // pieces by shrinking is not read as the digits that remain).
      let rowTop = number.map(\.minY).min() ?? 0
      let rowBottom = number.map(\.maxY).max() ?? 0
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
    let (br, bg, bb) = (Int(background.r), Int(background.g), Int(background.b))
    var cover = [Float](repeating: 0, count: n * n)
    image.withBytes { px in
      for j in 0..<n {
        for i in 0..<n {
          var sum = 0
          for v in 0..<sub {
            let y = ys[j * sub + v]
            guard y >= 0 else { continue }
            for u in 0..<sub {
              let x = xs[i * sub + u]
              guard x >= 0 else { continue }
              let k = (y * width + x) * 4
              sum += abs(Int(px[k]) - br) + abs(Int(px[k + 1]) - bg) + abs(Int(px[k + 2]) - bb)
            }
          }
          cover[j * n + i] = Float(sum) / Float(sub * sub)
        }
      }
    }
    let sorted = cover.sorted()
    let contrast = sorted[Int(Double(sorted.count - 1) * 0.985)]
    guard contrast >= Float(inkDistance) else { return nil }
    for k in cover.indices {
      let c = min(1, cover[k] / contrast)
      // Faint edges below a fifth are the background's noise (JPEG, antialiasing).
      cover[k] = c < 0.2 ? 0 : c
    }
    // The digit is the largest patch: a sliver of the other digit of the score, seen past the
    // box's margin, is a patch of its own (every digit of the game's font is one stroke).
    let inside = largestPatch(cover.map { $0 >= 0.5 }, n: n)
    var minX = n
    var minY = n
    var maxX = -1
    var maxY = -1
    for j in 0..<n {
      for i in 0..<n {
        let k = j * n + i
        guard inside[k] else {
          if cover[k] >= 0.5 { cover[k] = 0 }
          continue
        }
        minX = min(minX, i)
        maxX = max(maxX, i)
        minY = min(minY, j)
        maxY = max(maxY, j)
      }
    }
    // Faint cover outside the digit's box is cleared too (the patch's antialiased rim stays).
    for j in 0..<n {
      for i in 0..<n where i < minX - 1 || i > maxX + 1 || j < minY - 1 || j > maxY + 1 {
        cover[j * n + i] = 0
      }
    }
    guard maxX >= minX, maxY >= minY else { return nil }
    return LetterShape(cover: cover, n: n, box: (minX, minY, maxX, maxY), sampleSize: step)
  }

  /// The samples of the largest 8-connected patch of `mask` (`n` by `n`).
  static func largestPatch(_ mask: [Bool], n: Int) -> [Bool] {
    var label = [Int](repeating: -1, count: mask.count)
    var sizes: [Int] = []
    var stack: [Int] = []
    for start in mask.indices where mask[start] && label[start] < 0 {
      let id = sizes.count
      sizes.append(0)
      label[start] = id
      stack.append(start)
      while let k = stack.popLast() {
        sizes[id] += 1
        let (x, y) = (k % n, k / n)
        for dy in -1...1 where (0..<n).contains(y + dy) {
          for dx in -1...1 where (0..<n).contains(x + dx) {
            let m = (y + dy) * n + x + dx
            if mask[m] && label[m] < 0 {
              label[m] = id
              stack.append(m)
            }
          }
        }
      }
    }
    guard let best = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) else { return mask }
    return label.map { $0 == best }
  }

  /// The commonest colour (at 4 bits a channel), as the mean of the samples that have it.
  static func commonest(_ colours: [RGB]) -> RGB {
    func key(_ c: RGB) -> Int { Int(c.r >> 4) << 8 | Int(c.g >> 4) << 4 | Int(c.b >> 4) }
    var counts = [Int](repeating: 0, count: 4096)
    for c in colours { counts[key(c)] += 1 }
    let mode = counts.indices.max { counts[$0] < counts[$1] } ?? 0
    var sum = (0, 0, 0)
    var n = 0
    for c in colours where key(c) == mode {
      sum.0 += Int(c.r)
      sum.1 += Int(c.g)
      sum.2 += Int(c.b)
      n += 1
    }
    guard n > 0 else { return RGB(0, 0, 0) }
    return RGB(UInt8(sum.0 / n), UInt8(sum.1 / n), UInt8(sum.2 / n))
  }

  /// A connected patch of ink samples (8-neighbours), in sample units.
  struct Component {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var area: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var centreX: Double { Double(minX + maxX) / 2 }
    var centreY: Double { Double(minY + maxY) / 2 }
  }

  /// The connected patches of `ink` (row by row, `columns` wide).
  static func components(_ ink: [Bool], columns: Int, rows: Int) -> [Component] {
    var seen = [Bool](repeating: false, count: ink.count)
    var out: [Component] = []
    var stack: [Int] = []
    for start in ink.indices where ink[start] && !seen[start] {
      seen[start] = true
      stack.append(start)
      var c = Component(
        minX: start % columns, minY: start / columns, maxX: start % columns,
        maxY: start / columns, area: 0)
      while let k = stack.popLast() {
        let (x, y) = (k % columns, k / columns)
        c.area += 1
        c.minX = min(c.minX, x)
        c.maxX = max(c.maxX, x)
        c.minY = min(c.minY, y)
        c.maxY = max(c.maxY, y)
        for dy in -1...1 {
          let ny = y + dy
          guard ny >= 0, ny < rows else { continue }
          for dx in -1...1 {
            let nx = x + dx
            guard nx >= 0, nx < columns else { continue }
            let m = ny * columns + nx
            if ink[m] && !seen[m] {
              seen[m] = true
              stack.append(m)
            }
          }
        }
      }
      out.append(c)
    }
    return out
  }
}
