extension Bitmap {
  /// Per cell of a square grid, the colour distance (sum of the R, G and B differences) from
  /// `colour` to the integer mean of the cell's pixels; 0 where a cell has none in the image.
  ///
  /// Cell (i, j) reads the pixels at columns `xs[i * sub ..< (i + 1) * sub]` and rows
  /// `ys[j * sub ..< (j + 1) * sub]`; -1 marks a position outside the image. Every letter of
  /// every board is read this way, up to 28,000 pixels a tile on large screenshots.
  func meanDistances(columns xs: [Int], rows ys: [Int], sub: Int, to colour: RGB) -> [Float] {
    precondition(sub >= 1 && xs.count == ys.count && xs.count % sub == 0)
    let n = xs.count / sub
    let distance = MeanDistance(from: colour, upTo: sub * sub)
    #if _endian(little)
      // The whole grid inside the image (every tile but one cut off by the screen's edge):
      // one word load a pixel (`PixelKernels.insideMeanDistances`, nil otherwise; for one
      // pixel a cell, each pixel's own distance).
      if let out = withBytes({ px in
        PixelKernels.insideMeanDistances(
          px, width: width, height: height, columns: xs, rows: ys, sub: sub, distance: distance)
      }) {
        return out
      }
    #endif
    let (r0, g0, b0) = (Int(colour.r), Int(colour.g), Int(colour.b))
    // A cell's pixel count is its rows inside times its columns inside.
    var columnsIn = [Int](repeating: 0, count: n)
    for i in 0..<n {
      for u in 0..<sub where xs[i * sub + u] >= 0 { columnsIn[i] += 1 }
    }
    var sums = [Int](repeating: 0, count: n * 3)
    let stride = width * 4
    var out = [Float](repeating: 0, count: n * n)
    return withBytes { px -> [Float] in
      if sub == 1 {
        // One pixel a cell (phone screenshots up to about 750 wide) on a grid the image cuts
        // off: no sums to average.
        for j in 0..<n {
          let y = ys[j]
          if y < 0 { continue }
          let row = y &* stride
          for i in 0..<n {
            let x = xs[i]
            if x < 0 { continue }
            let p = row &+ x &* 4
            let d = abs(Int(px[p]) &- r0) &+ abs(Int(px[p &+ 1]) &- g0) &+ abs(Int(px[p &+ 2]) &- b0)
            out[j &* n &+ i] = Float(d)
          }
        }
        return out
      }
      for j in 0..<n {
        for i in sums.indices { sums[i] = 0 }
        var rowsIn = 0
        for v in 0..<sub {
          let y = ys[j * sub + v]
          if y < 0 { continue }
          rowsIn += 1
          let row = y &* stride
          var k = 0
          for i in 0..<n {
            var r = 0
            var g = 0
            var b = 0
            for _ in 0..<sub {
              let x = xs[k]
              k &+= 1
              if x < 0 { continue }
              let p = row &+ x &* 4
              r &+= Int(px[p])
              g &+= Int(px[p &+ 1])
              b &+= Int(px[p &+ 2])
            }
            sums[i &* 3] &+= r
            sums[i &* 3 &+ 1] &+= g
            sums[i &* 3 &+ 2] &+= b
          }
        }
        if rowsIn == 0 { continue }
        for i in 0..<n where columnsIn[i] > 0 {
          out[j &* n &+ i] = distance(
            sums[i &* 3], sums[i &* 3 &+ 1], sums[i &* 3 &+ 2], count: rowsIn &* columnsIn[i])
        }
      }
      return out
    }
  }

  /// `meanDistances` on a grid turned about `centre`: the pixel at offsets (dx, dy) from it
  /// (each from `offsets`) is the one `sample` reads at
  /// (cx + dx cos − dy sin, cy + dx sin + dy cos).
  func turnedMeanDistances(
    centre: (x: Double, y: Double), offsets: [Double], sub: Int, cos: Double, sin: Double,
    to colour: RGB
  ) -> [Float] {
    precondition(sub >= 1 && offsets.count % sub == 0)
    let n = offsets.count / sub
    // The same products and sums, in the same order, as the formula: equal coordinates.
    let xAlong = offsets.map { centre.x + $0 * cos }
    let yAlong = offsets.map { centre.y + $0 * sin }
    let xAcross = offsets.map { $0 * sin }
    let yAcross = offsets.map { $0 * cos }
    let (w, h) = (width, height)
    let (dw, dh) = (Double(w), Double(h))
    let distance = MeanDistance(from: colour, upTo: sub * sub)
    #if _endian(little)
      // Every sample inside the image (the kernel checks): one word load a pixel, the offsets
      // two at a time in vector lanes.
      if let out = withBytes({ px in
        PixelKernels.turnedInsideMeanDistances(
          px, width: w, height: h, xAlong, yAlong, xAcross, yAcross, sub: sub,
          distance: distance)
      }) {
        return out
      }
    #endif
    var out = [Float](repeating: 0, count: n * n)
    return withBytes { px -> [Float] in
      for j in 0..<n {
        for i in 0..<n {
          var r = 0
          var g = 0
          var b = 0
          var c = 0
          for v in (j * sub)..<(j * sub + sub) {
            let (ax, ay) = (xAcross[v], yAcross[v])
            for u in (i * sub)..<(i * sub + sub) {
              let x = xAlong[u] - ax
              let y = yAlong[u] + ay
              // Bounds before conversion: a NaN or huge point from a caller's geometry
              // would trap in Int().
              guard x >= 0, y >= 0, x < dw, y < dh else { continue }
              let (xi, yi) = (Int(x), Int(y))
              let p = (yi &* w &+ xi) &* 4
              r &+= Int(px[p])
              g &+= Int(px[p &+ 1])
              b &+= Int(px[p &+ 2])
              c &+= 1
            }
          }
          guard c > 0 else { continue }
          out[j &* n &+ i] = distance(r, g, b, count: c)
        }
      }
      return out
    }
  }
}

/// The colour distance from a fixed colour to the integer mean of channel sums (at most 255
/// per pixel) over a pixel count up to a bound. The division is a multiplication and a shift:
/// three divisions per sample were most of the sampling's time. With m = ⌈2³²/c⌉,
/// ⌊s·m/2³²⌋ = ⌊s/c⌋ whenever s·c < 2³², far above any sum here.
struct MeanDistance {
  private let r0: Int
  private let g0: Int
  private let b0: Int
  private let multipliers: [UInt64]

  /// The fixed colour's channels.
  var colour: (r: Int, g: Int, b: Int) { (r0, g0, b0) }

  init(from colour: RGB, upTo maxCount: Int) {
    precondition(maxCount >= 1 && 255 * maxCount * maxCount < 1 << 32)
    (r0, g0, b0) = (Int(colour.r), Int(colour.g), Int(colour.b))
    multipliers = (0...maxCount).map { c in c == 0 ? 0 : ((1 << 32) + UInt64(c) - 1) / UInt64(c) }
  }

  /// The distance of the mean of sums `r`, `g`, `b` over `count` pixels (1 ≤ count ≤ bound).
  @inline(__always)
  func callAsFunction(_ r: Int, _ g: Int, _ b: Int, count: Int) -> Float {
    let m = multipliers[count]
    @inline(__always) func mean(_ sum: Int) -> Int {
      Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: sum) &* m) &>> 32)
    }
    return Float(abs(mean(r) &- r0) &+ abs(mean(g) &- g0) &+ abs(mean(b) &- b0))
  }
}
