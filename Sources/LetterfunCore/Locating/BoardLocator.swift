internal import Glibc

/// Finds the 5×5 board in a screenshot from its pixels, at any size and position.
///
/// Tile boundaries are long straight edges at a regular spacing, so candidate grids come from
/// edge profiles (columns, then rows); each candidate is then judged by its 25 cells, which
/// must be flat tiles with a letter in the middle.
public struct BoardLocator: Sendable {
  /// A colour step (sum over channels) that counts as an edge; neutral tiles against the
  /// background differ by about 20, JPEG noise in flat areas stays well below.
  var edgeThreshold = 12

  public init() {}

  /// The board found in a bitmap, with each cell's colour and ink; throws when there is none.
  public func locate(_ image: Bitmap) throws(BoardError) -> LocatedBoard {
    guard image.width >= 40, image.height >= 40 else {
      throw .notABoard("the image is only \(image.width)x\(image.height) pixels")
    }
    // Search on a small copy: cheaper, and averaging pixels quiets JPEG noise.
    let factor = max(1, image.width / 320)
    guard let thumb = factor == 1 ? image : try? image.boxDownsampled(by: factor) else {
      throw .notABoard("the image is \(image.width)x\(image.height) pixels, too long and thin")
    }
    let profile = EdgeProfile(thumb, threshold: edgeThreshold)
    var best: (good: Int, edges: Double, geometry: BoardGeometry)?
    for column in horizontalCandidates(profile, width: thumb.width) {
      for (edges, y0) in verticalCandidates(profile, column: column, height: thumb.height) {
        let geometry = BoardGeometry(originX: column.x0, originY: y0, tileSize: column.size)
        // A grid that cannot reach the best count of good tiles cannot win: stop counting.
        let good = goodTileCount(thumb, geometry, stopBelow: best?.good ?? 0)
        if best == nil || (good, edges) > (best!.good, best!.edges) {
          best = (good, edges, geometry)
        }
      }
    }
    guard let found = best else { throw .notABoard("no grid of square tiles") }
    let f = Double(factor)
    let geometry = BoardGeometry(
      originX: found.geometry.originX * f, originY: found.geometry.originY * f,
      tileSize: found.geometry.tileSize * f)
    let tiles = probeTiles(image, geometry)
    let good = tiles.filter(\.looksLikeTile).count
    if good == Board.tileCount { return LocatedBoard(geometry: geometry, tiles: tiles) }
    let empty = tiles.filter(\.isEmpty).count
    if good >= 10 && empty >= 1 && good + empty == Board.tileCount {
      throw .tilesLifted(count: empty)
    }
    if good >= 20 {
      // The grid is certain; the odd cells (a blot, a dialog's corner) are the reader's to
      // refuse by name, which tells the player more than "not a board".
      return LocatedBoard(geometry: geometry, tiles: tiles)
    }
    throw .notABoard("no 5x5 grid of lettered tiles (best guess: \(good) of 25 cells)")
  }

  struct ColumnCandidate {
    var x0: Double
    var size: Double
    var score: Double
  }

  /// Grids across: the left edge and tile size whose six column lines fall on long vertical edges.
  private func horizontalCandidates(_ p: EdgeProfile, width: Int) -> [ColumnCandidate] {
    pickedColumns(scoredColumns(p, width: width), width: Double(width))
  }

  /// Every column grid tried, largest tiles first and left to right, each scored by how much of
  /// its six lines lies on long vertical edges (the image border counting in full).
  /// `lineByLine` forces the plain scoring of each line, which the other must equal bit for bit.
  func scoredColumns(
    _ p: EdgeProfile, width: Int, lineByLine: Bool = false
  ) -> [ColumnCandidate] {
    let w = Double(width)
    // Per run level, each column's strongest edge count within one column either side; built
    // on first use (a search touches only a few levels).
    var nearby = [[Int]](repeating: [], count: EdgeProfile.runLevels)
    func strongestNear(level: Int) -> [Int] {
      if !nearby[level].isEmpty { return nearby[level] }
      var m = [Int](repeating: 0, count: width)
      for x in 0..<width {
        var best = 0
        for dx in -1...1 where x + dx >= 0 && x + dx < width {
          best = max(best, p.columnRuns[(x + dx) * EdgeProfile.runLevels + level])
        }
        m[x] = best
      }
      nearby[level] = m
      return m
    }
    var candidates: [ColumnCandidate] = []
    let step = max(0.25, w / 1500)
    // Tens of thousands of candidates: one allocation of the final size, not a doubling
    // series of copies (each a fresh mapping the kernel must fault in).
    var expected = 0
    var s = w / 5
    while s >= w / 14 {
      expected += max(0, Int((w - 5 * s + 0.01).rounded(.down)) + 1)
      s -= step
    }
    candidates.reserveCapacity(expected)
    var size = w / 5
    // Per column, the share of a full line's run its edges make at this size (at most 1):
    // each column's division done once per size rather than once per candidate line.
    let share = UnsafeMutableBufferPointer<Double>.allocate(capacity: width)
    // The same shares by rounded line position, the image border's 1 included: `line(x0, k)`
    // as one load (see `LineOffsets`). Two copies differ in where the right border begins.
    let padded = width + 16
    let bordered = UnsafeMutablePointer<Double>.allocate(capacity: 2 * padded)
    defer {
      share.deallocate()
      bordered.deallocate()
    }
    while size >= w / 14 {
      // Letter strokes are under half a tile tall; tile boundaries run a tile or more.
      let near = strongestNear(level: p.runLevel(atMost: 0.55 * size))
      let runScale = 5 * size
      for x in 0..<width { share[x] = min(1, Double(near[x]) / runScale) }
      let lastX0 = w - 5 * size
      if !lineByLine, let offsets = LineOffsets(size: size, width: width) {
        bordered.update(repeating: 1, count: 2 * padded)
        if width > 3 {
          (bordered + 2).update(from: share.baseAddress! + 2, count: width - 3)
          (bordered + padded + 2).update(from: share.baseAddress! + 2, count: width - 2)
        }
        let count = lastX0 + 0.01 >= 0 ? Int((lastX0 + 0.01).rounded(.down)) + 1 : 0
        BoardLocator.scoreColumns(
          count: count, size: size, bordered, padded: padded, offsets, into: &candidates)
        size -= step
        continue
      }
      @inline(__always) func line(_ x0: Double, _ k: Int) -> Double {
        let x = x0 + Double(k) * size
        // The image border stands in for the board's edge.
        return x < 1.5 || x > w - 1.5 ? 1 : share[roundedPositive(x)]
      }
      var x0 = -0.0
      // Every line of these grids lies within the image (0 ≤ x ≤ w + 0.01). Four left
      // edges at a time, each summed in the same order: one chain of dependent additions
      // per candidate kept the loop waiting on the adder.
      while x0 + 3 <= lastX0 + 0.01 {
        var s0 = 0.0
        var s1 = 0.0
        var s2 = 0.0
        var s3 = 0.0
        for k in 0...5 {
          s0 += line(x0, k)
          s1 += line(x0 + 1, k)
          s2 += line(x0 + 2, k)
          s3 += line(x0 + 3, k)
        }
        candidates.append(ColumnCandidate(x0: x0, size: size, score: s0))
        candidates.append(ColumnCandidate(x0: x0 + 1, size: size, score: s1))
        candidates.append(ColumnCandidate(x0: x0 + 2, size: size, score: s2))
        candidates.append(ColumnCandidate(x0: x0 + 3, size: size, score: s3))
        x0 += 4
      }
      while x0 <= lastX0 + 0.01 {
        var score = 0.0
        for k in 0...5 { score += line(x0, k) }
        candidates.append(ColumnCandidate(x0: x0, size: size, score: score))
        x0 += 1
      }
      size -= step
    }
    return candidates
  }

  /// The dozen best column grids, spread apart, from `scoredColumns`.
  private func pickedColumns(_ candidates: [ColumnCandidate], width w: Double) -> [ColumnCandidate]
  {
    var picked: [ColumnCandidate] = []
    // The picks come from the best-scoring candidates in order (ties in the order found), in
    // practice from the first few hundred: order only those in the top bins of a histogram of
    // scores (any score cut keeps the order's head), and everything only if the picks run out.
    let bins = 3072
    // Scores run from 0 to 6. Any monotonic binning keeps the order's head; a multiplication
    // by a power of two is exact, where a division cost more than the scoring.
    func bin(_ score: Double) -> Int { max(0, min(bins - 1, Int(score * 512))) }
    var histogram = [Int](repeating: 0, count: bins)
    for c in candidates { histogram[bin(c.score)] += 1 }
    var cut = bins - 1
    var above = histogram[cut]
    while cut > 0 && above < 1024 {
      cut -= 1
      above += histogram[cut]
    }
    for lowest in [cut, 0] {
      picked.removeAll()
      let ordered = candidates.enumerated().filter { bin($0.element.score) >= lowest }
        .sorted { a, b in
          a.element.score != b.element.score
            ? a.element.score > b.element.score : a.offset < b.offset
        }
      for (_, c) in ordered {
        if picked.allSatisfy({ abs($0.size - c.size) > 2 || abs($0.x0 - c.x0) > 0.2 * c.size }) {
          picked.append(c)
          if picked.count == 12 { break }
        }
      }
      if picked.count == 12 || ordered.count == candidates.count { break }
    }
    // Phones draw the board across the whole width: always try that grid.
    if picked.allSatisfy({ abs($0.size - w / 5) > 1 || abs($0.x0) > 2 }) {
      picked.append(ColumnCandidate(x0: 0, size: w / 5, score: 0))
    }
    return picked
  }

  /// Appends the candidates of one tile size with left edges 0, 1, …, `count - 1`: each score
  /// the sum of its six lines' shares, added in the order the line-by-line loop adds them.
  private static func scoreColumns(
    count: Int, size: Double, _ bordered: UnsafeMutablePointer<Double>, padded: Int,
    _ offsets: LineOffsets, into candidates: inout [ColumnCandidate]
  ) {
    @inline(__always) func row(_ k: Int) -> UnsafeRawPointer {
      UnsafeRawPointer(bordered + (offsets.table[k] &* padded &+ offsets.start[k]))
    }
    let (p0, p1, p2, p3, p4, p5) = (row(0), row(1), row(2), row(3), row(4), row(5))
    var c = 0
    // Four left edges at a time in two-lane vectors; each lane adds its six lines in order.
    while c &+ 4 <= count {
      let at = c &* 8
      @inline(__always) func pair(_ q: UnsafeRawPointer, _ at: Int) -> SIMD2<Double> {
        q.loadUnaligned(fromByteOffset: at, as: SIMD2<Double>.self)
      }
      let a =
        pair(p0, at) + pair(p1, at) + pair(p2, at) + pair(p3, at) + pair(p4, at) + pair(p5, at)
      let b2 = at &+ 16
      let b =
        pair(p0, b2) + pair(p1, b2) + pair(p2, b2) + pair(p3, b2) + pair(p4, b2) + pair(p5, b2)
      // The first left edge is -0.0, as the stepped loop starts it.
      let x0 = c == 0 ? -0.0 : Double(c)
      candidates.append(ColumnCandidate(x0: x0, size: size, score: a[0]))
      candidates.append(ColumnCandidate(x0: x0 + 1, size: size, score: a[1]))
      candidates.append(ColumnCandidate(x0: x0 + 2, size: size, score: b[0]))
      candidates.append(ColumnCandidate(x0: x0 + 3, size: size, score: b[1]))
      c &+= 4
    }
    while c < count {
      let at = c &* 8
      @inline(__always) func one(_ q: UnsafeRawPointer) -> Double {
        q.load(fromByteOffset: at, as: Double.self)
      }
      let score = one(p0) + one(p1) + one(p2) + one(p3) + one(p4) + one(p5)
      candidates.append(ColumnCandidate(x0: c == 0 ? -0.0 : Double(c), size: size, score: score))
      c &+= 1
    }
  }

  /// Grids down, for one column candidate: top edges whose six row lines fall on horizontal edges.
  private func verticalCandidates(
    _ p: EdgeProfile, column c: ColumnCandidate, height: Int
  ) -> [(Double, Double)] {
    let h = Double(height)
    let coverage = p.rowCoverage(from: c.x0, to: c.x0 + 5 * c.size)
    // Each row's best coverage within one row either side, once per row rather than once per
    // candidate line through it.
    var near = [Double](repeating: 0, count: height)
    for yi in 0..<height {
      var m = 0.0
      for dy in -1...1 where yi + dy >= 0 && yi + dy < height { m = max(m, coverage[yi + dy]) }
      near[yi] = m
    }
    func lineScore(_ y: Double) -> Double {
      if y < 1.5 || y > h - 1.5 { return abs(y) < 1.5 || abs(y - h) < 1.5 ? 1 : 0 }
      return near[roundedPositive(y)]
    }
    var all: [(Double, Double)] = []
    // A screenshot may cut off up to a third of the last row; a crop may clip the top a little.
    var y0 = -0.1 * c.size
    let bottom = h + 0.34 * c.size  // the lowest the last row line may lie
    all.reserveCapacity(max(0, Int(bottom + 0.1 * c.size - 5 * c.size) + 2))
    // Four tops at a time, each summed in the same order and stepped by the same additions
    // (four independent chains of additions instead of one).
    while true {
      let y1 = y0 + 1
      let y2 = y1 + 1
      let y3 = y2 + 1
      guard y3 + 5 * c.size <= bottom else { break }
      var s0 = 0.0
      var s1 = 0.0
      var s2 = 0.0
      var s3 = 0.0
      for k in 0...5 {
        let dk = Double(k) * c.size
        s0 += lineScore(y0 + dk)
        s1 += lineScore(y1 + dk)
        s2 += lineScore(y2 + dk)
        s3 += lineScore(y3 + dk)
      }
      all.append((s0, y0))
      all.append((s1, y1))
      all.append((s2, y2))
      all.append((s3, y3))
      y0 = y3 + 1
    }
    while y0 + 5 * c.size <= bottom {
      var score = 0.0
      for k in 0...5 { score += lineScore(y0 + Double(k) * c.size) }
      all.append((score, y0))
      y0 += 1
    }
    // The best four tops at least a fifth of a tile apart: each is the best (first, on a tie)
    // of those not too close to one picked before, which is what walking a sorted copy gives,
    // without sorting hundreds of positions to use four.
    var picked: [(Double, Double)] = []
    while picked.count < 4 {
      var best = -1
      for (i, a) in all.enumerated()
      where (best < 0 || a.0 > all[best].0)
        && picked.allSatisfy({ abs($0.1 - a.1) > 0.2 * c.size })
      {
        best = i
      }
      guard best >= 0 else { break }
      picked.append(all[best])
    }
    return picked
  }

  /// Samples each cell: a ring just inside its edges gives the tile colour, the centre the ink.
  func probeTiles(_ image: Bitmap, _ g: BoardGeometry) -> [Tile] {
    let probe = TileProbe(image, g)
    var tiles: [Tile] = []
    tiles.reserveCapacity(Board.tileCount)
    for row in 0..<Board.side {
      for column in 0..<Board.side { tiles.append(probe.tile(row: row, column: column)) }
    }
    return tiles
  }

  /// How many cells of a grid look like tiles; once that count cannot reach `stopBelow`, some
  /// count below it.
  func goodTileCount(_ image: Bitmap, _ g: BoardGeometry, stopBelow target: Int) -> Int {
    let probe = TileProbe(image, g)
    var good = 0
    for k in 0..<Board.tileCount {
      if good + (Board.tileCount - k) < target { break }
      if probe.tile(row: k / Board.side, column: k % Board.side).looksLikeTile { good += 1 }
    }
    return good
  }
}

/// The sampling of `probeTiles` for one grid. A sample's x depends only on its column and its
/// y only on its row, so positions are worked out once per axis; the ring's 32 samples are
/// packed into 16-bit lanes, four to a word, where the median takes eight word-wide counts
/// per channel instead of a sort (three sorts were a third of board finding).
private struct TileProbe {
  let image: Bitmap
  let g: BoardGeometry
  /// Ring fractions across a cell (for its 4 sides) and the centre's, as `probeTiles` defines.
  static let ringT: [Double] = (0..<8).map { 0.15 + 0.1 * Double($0) }
  static let centre: [Double] = (0..<12).map { 0.25 + Double($0) / 22 }

  init(_ image: Bitmap, _ g: BoardGeometry) {
    self.image = image
    self.g = g
  }

  /// Pixel indices along one axis for cell number `cell` of a grid starting at `origin`: the 8
  /// ring fractions, then the two sides (0.1 and 0.9); -1 outside the image. Same arithmetic
  /// as `BoardGeometry.point`.
  @inline(__always)
  private func ringIndices(
    _ origin: Double, _ cell: Int, _ size: Int
  ) -> (InlineArray<8, Int>, Int, Int) {
    var along = InlineArray<8, Int>(repeating: -1)
    for t in 0..<8 {
      along[t] = Bitmap.sampleIndex(origin + (Double(cell) + TileProbe.ringT[t]) * g.tileSize, size)
    }
    let near = Bitmap.sampleIndex(origin + (Double(cell) + 0.1) * g.tileSize, size)
    let far = Bitmap.sampleIndex(origin + (Double(cell) + 0.9) * g.tileSize, size)
    return (along, near, far)
  }

  func tile(row: Int, column: Int) -> Tile {
    let px = image.pixels
    let width = image.width
    let (xt, left, right) = ringIndices(g.originX, column, width)
    let (yt, top, bottom) = ringIndices(g.originY, row, image.height)
    // Per channel, the ring's 32 samples as 16-bit lanes, four to a word (one word per ring
    // fraction: top, bottom, left, right); white, and not counted, outside the image.
    @inline(__always) func sample(_ x: Int, _ y: Int) -> (UInt64, UInt64, UInt64, Int) {
      guard x >= 0, y >= 0 else { return (0xFF, 0xFF, 0xFF, 0) }
      let p = (y &* width &+ x) &* 4
      return (UInt64(px[p]), UInt64(px[p &+ 1]), UInt64(px[p &+ 2]), 1)
    }
    var rw = InlineArray<8, UInt64>(repeating: 0)
    var gw = rw
    var bw = rw
    var n = 0
    for t in 0..<8 {
      let (ar, ag, ab, na) = sample(xt[t], top)
      let (br, bg, bb, nb) = sample(xt[t], bottom)
      let (cr, cg, cb, nc) = sample(left, yt[t])
      let (dr, dg, db, nd) = sample(right, yt[t])
      rw[t] = ar | br << 16 | cr << 32 | dr << 48
      gw[t] = ag | bg << 16 | cg << 32 | dg << 48
      bw[t] = ab | bb << 16 | cb << 32 | db << 48
      n += na + nb + nc + nd
    }
    guard n >= 16 else {
      return Tile(row: row, column: column, colour: RGB(0, 0, 0), uniformity: 0, inkShare: 0)
    }
    // The per-channel median of the ring: robust to letters or a neighbour's corner.
    let colour = RGB(
      TileProbe.kthSmallest(rw, n / 2), TileProbe.kthSmallest(gw, n / 2),
      TileProbe.kthSmallest(bw, n / 2))
    let (r0, g0, b0) = (Int(colour.r), Int(colour.g), Int(colour.b))
    var uniform = 0
    for t in 0..<8 {
      for lane in stride(from: 0, to: 64, by: 16) {
        let d =
          abs((Int(truncatingIfNeeded: rw[t] &>> UInt64(lane)) & 0xFF) - r0)
          + abs((Int(truncatingIfNeeded: gw[t] &>> UInt64(lane)) & 0xFF) - g0)
          + abs((Int(truncatingIfNeeded: bw[t] &>> UInt64(lane)) & 0xFF) - b0)
        if d < 24 { uniform += 1 }
      }
    }
    // The white padding counted above is not ring.
    if RGB(255, 255, 255).distance(to: colour) < 24 { uniform -= 32 - n }
    var xs = InlineArray<12, Int>(repeating: -1)
    var ys = InlineArray<12, Int>(repeating: -1)
    for k in 0..<12 {
      let f = TileProbe.centre[k]
      xs[k] = Bitmap.sampleIndex(g.originX + (Double(column) + f) * g.tileSize, width)
      ys[k] = Bitmap.sampleIndex(g.originY + (Double(row) + f) * g.tileSize, image.height)
    }
    var inked = 0
    var total = 0
    for j in 0..<12 {
      let y = ys[j]
      if y < 0 { continue }
      let rowStart = y * width
      for i in 0..<12 {
        let x = xs[i]
        if x < 0 { continue }
        let p = (rowStart + x) * 4
        total += 1
        let d = abs(Int(px[p]) - r0) + abs(Int(px[p + 1]) - g0) + abs(Int(px[p + 2]) - b0)
        if d > 60 { inked += 1 }
      }
    }
    return Tile(
      row: row, column: column, colour: colour,
      uniformity: Double(uniform) / Double(n),
      inkShare: total == 0 ? 0 : Double(inked) / Double(total))
  }

  /// The k-th smallest of 32 samples held as 16-bit lanes (from 0), bit by bit from the top:
  /// the largest value with at most k samples below it. White padding is never below.
  @inline(__always)
  static func kthSmallest(_ words: InlineArray<8, UInt64>, _ k: Int) -> UInt8 {
    let high: UInt64 = 0x8000_8000_8000_8000
    var answer: UInt64 = 0
    var bit: UInt64 = 128
    while bit != 0 {
      let candidate = (answer | bit) &* 0x0001_0001_0001_0001
      // A lane's top bit survives (lane + 0x8000 - candidate) exactly when lane >= candidate.
      var atLeast = 0
      for t in 0..<8 { atLeast += (((words[t] | high) &- candidate) & high).nonzeroBitCount }
      if 32 - atLeast <= k { answer |= bit }
      bit >>= 1
    }
    return UInt8(answer)
  }
}

/// Where the six column lines of a tile size fall, as whole offsets from the left edge, when
/// that is exact: a line at `x0 + k * size` (x0 a whole number) reads `share[Int(x + 0.5)]`,
/// or 1 when x < 1.5 or x > w - 1.5, and that index is x0 plus the rounding of `k * size` alone
/// unless `k * size + 0.5` lies within a millionth of a whole number (where the two roundings
/// of the sum could tip it). Halves are exact sums: there the index is still x0 plus an offset
/// but x = w - 1.5 is not past the border, hence the second table. Any other line: nil, and
/// the size is scored line by line.
private struct LineOffsets {
  /// Per line k: 0 for the table whose right border begins at w - 1, 1 for the one at w.
  var table = InlineArray<6, Int>(repeating: 0)
  var start = InlineArray<6, Int>(repeating: 0)

  init?(size: Double, width: Int) {
    for k in 0...5 {
      let ks = Double(k) * size
      let y = ks + 0.5
      guard y >= 0, y < Double(width) + 2 else { return nil }
      let n = Int(y)
      let f = y - Double(n)
      if f >= 1e-6 && f <= 1 - 1e-6 {
        table[k] = 0
      } else if f == 0 && (ks * 2).rounded(.down) == ks * 2 {
        table[k] = 1
      } else {
        return nil
      }
      start[k] = n
    }
  }
}

/// `Int(x.rounded())` for x ≥ 0.5, without a call into libm: there `x + 0.5` either is exact
/// or crosses a power of two that is itself the rounded value, so truncating it agrees.
@inline(__always)
private func roundedPositive(_ x: Double) -> Int {
  Int(x + 0.5)
}

/// A board's place in the image and what each of its cells looks like.
public struct LocatedBoard: Sendable, Equatable {
  public var geometry: BoardGeometry
  /// 25 cells, row by row.
  public var tiles: [Tile]
}

/// Edge counts of an image: per column (vertical edges) and per row, by blocks of columns.
struct EdgeProfile {
  let width: Int
  let height: Int
  /// For each column and run level j, how many edge pixels lie in vertical runs at least
  /// `runLength(j)` long (index `x * runLevels + j`).
  var columnRuns: [Int]
  static let runLevels = 24

  /// The run length of each level: 8 pixels growing by a quarter per level.
  static let runLengths: [Double] = (0..<runLevels).map {
    Double(minimumRun) * pow(1.25, Double($0))
  }

  /// The highest level whose run length is at most `length`.
  func runLevel(atMost length: Double) -> Int {
    var j = 0
    while j + 1 < EdgeProfile.runLevels && EdgeProfile.runLengths[j + 1] <= length { j += 1 }
    return j
  }
  /// For each row, the running sum of its horizontal-edge counts per block of `blockWidth`
  /// columns: entry `y * (blocks + 1) + b` counts blocks 0..<b.
  var rowPrefix: [Int32]
  let blockWidth = 8
  let blocks: Int

  /// Edge pixels count only in straight runs at least this long: tile boundaries are long
  /// lines, while JPEG noise and most of a letter's outline are not.
  static let minimumRun = 8

  init(_ image: Bitmap, threshold: Int) {
    width = image.width
    height = image.height
    let blocks = (width + blockWidth - 1) / blockWidth
    self.blocks = blocks
    let blockWidth = self.blockWidth
    let levels = EdgeProfile.runLevels
    // Runs have whole lengths, so "at least runLengths[j]" is "at least its ceiling".
    let levelLengths = EdgeProfile.runLengths.map { Int($0.rounded(.up)) }
    // Locals, not stored properties, inside the loop: one uniqueness check per image, not
    // one per pixel.
    var columnRuns = [Int](repeating: 0, count: width * levels)
    var rowBlocks = [Int32](repeating: 0, count: height * blocks)
    let minRun = EdgeProfile.minimumRun
    // Differences span two pixels so that edges blurred by scaling or JPEG still count.
    // The edge pixels come as bits, 64 to a word, one row after another: runs are then found
    // by comparing whole words with the row above (vertical) or by skipping to the next set
    // bit (horizontal), and only edge pixels cost work, not every pixel of the thumbnail.
    let (vertical, horizontal, words) = image.edgeBits(threshold: threshold)
    // Vertical runs: a run begins where a column's bit is set and was not in the row above,
    // and ends where it is no longer set; its length is the rows in between.
    var runStart = [Int](repeating: 0, count: words * 64)
    for y in 0...height {
      for k in 0..<words {
        let above = y > 0 ? vertical[(y - 1) * words + k] : 0
        let here = y < height ? vertical[y * words + k] : 0
        var ended = above & ~here
        while ended != 0 {
          let x = k * 64 + ended.trailingZeroBitCount
          EdgeProfile.addRun(y - runStart[x], column: x, levelLengths, to: &columnRuns)
          ended &= ended - 1
        }
        var began = here & ~above
        while began != 0 {
          runStart[k * 64 + began.trailingZeroBitCount] = y
          began &= began - 1
        }
      }
    }
    // Horizontal runs: every pixel of a run at least `minRun` long counts in its block.
    for y in 0..<height {
      let base = y * words
      let blockRow = y * blocks
      var x = 0
      while x < width {
        // The next set bit at or after x, then the next clear one after it.
        var k = x >> 6
        var w = horizontal[base + k] & (~0 << UInt64(x & 63))
        while w == 0 && k + 1 < words {
          k += 1
          w = horizontal[base + k]
        }
        if w == 0 { break }
        let first = k * 64 + w.trailingZeroBitCount
        var c = ~horizontal[base + k] & (~0 << UInt64(first & 63))
        while c == 0 && k + 1 < words {
          k += 1
          c = ~horizontal[base + k]
        }
        let end = c == 0 ? words * 64 : k * 64 + c.trailingZeroBitCount
        if end - first >= minRun {
          var px = first
          while px < end {
            let b = px / blockWidth
            let blockEnd = min(end, (b + 1) * blockWidth)
            rowBlocks[blockRow + b] &+= Int32(blockEnd - px)
            px = blockEnd
          }
        }
        x = end
      }
    }
    self.columnRuns = columnRuns
    // Every column candidate asks for its own span of blocks: running sums answer each row
    // with one subtraction.
    var rowPrefix = [Int32](repeating: 0, count: height * (blocks + 1))
    for y in 0..<height {
      var sum: Int32 = 0
      for b in 0..<blocks {
        sum &+= rowBlocks[y * blocks + b]
        rowPrefix[y * (blocks + 1) + b + 1] = sum
      }
    }
    self.rowPrefix = rowPrefix
  }

  /// Counts a finished vertical run of `length` edge pixels in column `x` at every level
  /// whose (whole) run length it reaches.
  private static func addRun(
    _ length: Int, column x: Int, _ levelLengths: [Int], to columnRuns: inout [Int]
  ) {
    guard length >= minimumRun else { return }
    var j = 0
    while j < runLevels && length >= levelLengths[j] {
      columnRuns[x &* runLevels &+ j] &+= length
      j &+= 1
    }
  }

  /// For each row, the share of columns in [x0, x1) with a horizontal edge (whole blocks only).
  func rowCoverage(from x0: Double, to x1: Double) -> [Double] {
    let b0 = max(0, Int((x0 / Double(blockWidth)).rounded(.up)))
    let b1 = min(blocks, Int((x1 / Double(blockWidth)).rounded(.down)))
    guard b1 > b0 else { return [Double](repeating: 0, count: height) }
    let span = Double((b1 - b0) * blockWidth)
    var out = [Double](repeating: 0, count: height)
    let stride = blocks + 1
    for y in 0..<height {
      out[y] = Double(rowPrefix[y * stride + b1] - rowPrefix[y * stride + b0]) / span
    }
    return out
  }
}
