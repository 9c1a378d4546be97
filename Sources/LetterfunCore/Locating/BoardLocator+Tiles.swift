// Board finding, step 3: each candidate grid judged by its 25 cells, and the found board's
// cells probed for the reader.

extension BoardLocator {
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
  /// Ring fraction `t` (0..<8) across a cell, for its 4 sides, as `probeTiles` defines it.
  /// Worked out where used rather than read from a static table: a table's lazy
  /// initialisation is checked on every read, and the loops unroll to constants anyway.
  @inline(__always) static func ringT(_ t: Int) -> Double { 0.15 + 0.1 * Double(t) }
  /// Fraction `k` (0..<12) of the centre's sample grid across a cell.
  @inline(__always) static func centre(_ k: Int) -> Double { 0.25 + Double(k) / 22 }

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
      along[t] = Bitmap.sampleIndex(origin + (Double(cell) + TileProbe.ringT(t)) * g.tileSize, size)
    }
    let near = Bitmap.sampleIndex(origin + (Double(cell) + 0.1) * g.tileSize, size)
    let far = Bitmap.sampleIndex(origin + (Double(cell) + 0.9) * g.tileSize, size)
    return (along, near, far)
  }

  func tile(row: Int, column: Int) -> Tile {
    image.withBytes { px in tile(row: row, column: column, px) }
  }

  private func tile(row: Int, column: Int, _ px: Span<UInt8>) -> Tile {
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
      return Tile(row: row, column: column, colour: RGB(0, 0, 0), uniformity: 0, letterCoverage: 0)
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
      let f = TileProbe.centre(k)
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
      letterCoverage: total == 0 ? 0 : Double(inked) / Double(total))
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
