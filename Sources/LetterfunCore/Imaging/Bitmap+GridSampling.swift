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
    let (r0, g0, b0) = (Int(colour.r), Int(colour.g), Int(colour.b))
    // A cell's pixel count is its rows inside times its columns inside.
    var columnsIn = [Int](repeating: 0, count: n)
    for i in 0..<n {
      for u in 0..<sub where xs[i * sub + u] >= 0 { columnsIn[i] += 1 }
    }
    var sums = [Int](repeating: 0, count: n * 3)
    let stride = width * 4
    let distance = MeanDistance(from: colour, upTo: sub * sub)
    // Sound: callers give xs, ys each −1 (skipped) or inside the image; all n × n outputs are
    // written.
    return unsafe [Float](unsafeUninitializedCapacity: n * n) { out, count in
      unsafe out.initialize(repeating: 0)
      unsafe pixels.withUnsafeBufferPointer { px in
        unsafe xs.withUnsafeBufferPointer { xs in
          unsafe sums.withUnsafeMutableBufferPointer { sums in
            if sub == 1 {
              // One pixel a cell (phone screenshots up to about 750 wide): no sums to average.
              for j in 0..<n {
                let y = ys[j]
                if y < 0 { continue }
                let row = y &* stride
                for i in 0..<n {
                  let x = unsafe xs[i]
                  if x < 0 { continue }
                  let p = row &+ x &* 4
                  let d =
                    unsafe abs(Int(px[p]) &- r0) &+ abs(Int(px[p &+ 1]) &- g0)
                    &+ abs(Int(px[p &+ 2]) &- b0)
                  unsafe out[j &* n &+ i] = Float(d)
                }
              }
              return
            }
            #if _endian(little)
              if let base = unsafe UnsafeRawPointer(px.baseAddress), sub <= 16,
                unsafe !xs.contains(where: { $0 < 0 }), !ys.contains(where: { $0 < 0 })
              {
                // The whole grid inside the image (every tile but one cut off by the screen's
                // edge): the common sub-pixel counts get inlined copies with constant loops.
                switch sub {
                case 2: unsafe Bitmap.insideMeans(base, stride, xs, ys, n, 2, distance, out)
                case 3: unsafe Bitmap.insideMeans(base, stride, xs, ys, n, 3, distance, out)
                case 4: unsafe Bitmap.insideMeans(base, stride, xs, ys, n, 4, distance, out)
                default: unsafe Bitmap.insideMeans(base, stride, xs, ys, n, sub, distance, out)
                }
                return
              }
            #endif
            for j in 0..<n {
              unsafe sums.update(repeating: 0)
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
                    let x = unsafe xs[k]
                    k &+= 1
                    if x < 0 { continue }
                    let p = row &+ x &* 4
                    unsafe r &+= Int(px[p])
                    unsafe g &+= Int(px[p &+ 1])
                    unsafe b &+= Int(px[p &+ 2])
                  }
                  unsafe sums[i &* 3] &+= r
                  unsafe sums[i &* 3 &+ 1] &+= g
                  unsafe sums[i &* 3 &+ 2] &+= b
                }
              }
              if rowsIn == 0 { continue }
              for i in 0..<n where columnsIn[i] > 0 {
                unsafe out[j &* n &+ i] = unsafe distance(
                  sums[i &* 3], sums[i &* 3 &+ 1], sums[i &* 3 &+ 2], count: rowsIn &* columnsIn[i])
              }
            }
          }
        }
      }
      count = n * n
    }
  }

  /// `meanDistances` for a grid wholly inside the image (sub ≤ 16), a cell at a time: each
  /// pixel read as one little-endian word whose bytes are split into 16-bit lanes (R and B, G),
  /// where sub × sub × 255 cannot carry. One load and two masked adds a pixel, where reading
  /// the channels as bytes into a row of sums took three loads, three adds and the row's
  /// stores and reloads (half of reading every letter on large screenshots).
  @inline(__always)
  private static func insideMeans(
    _ base: UnsafeRawPointer, _ stride: Int, _ xs: UnsafeBufferPointer<Int>, _ ys: [Int],
    _ n: Int, _ sub: Int, _ distance: MeanDistance, _ out: UnsafeMutableBufferPointer<Float>
  ) {
    // Sound: only for grids wholly inside the image (no −1 in xs or ys), rows at most 16.
    let offsets = unsafe xs.map { $0 &* 4 }
    let lanes: UInt32 = 0x00FF_00FF
    let count = sub &* sub
    unsafe offsets.withUnsafeBufferPointer { offsets in
      for j in 0..<n {
        var rows = unsafe InlineArray<16, UnsafeRawPointer>(repeating: base)
        for v in 0..<sub { unsafe rows[v] = unsafe base + ys[j &* sub &+ v] &* stride }
        for i in 0..<n {
          var rb: UInt32 = 0
          var g: UInt32 = 0
          for v in 0..<sub {
            let row = unsafe rows[v]
            for u in 0..<sub {
              let p = unsafe row.loadUnaligned(
                fromByteOffset: offsets[i &* sub &+ u], as: UInt32.self)
              rb &+= p & lanes
              g &+= (p &>> 8) & 0xFF
            }
          }
          unsafe out[j &* n &+ i] = distance(
            Int(rb & 0xFFFF), Int(g), Int(rb &>> 16), count: count)
        }
      }
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
    // Rounding is monotonic, so no computed x = xAlong[u] − xAcross[v] lies below the one
    // from the smallest along and largest across (and likewise for y and the other bounds):
    // when those four corners fall inside, every sample does, and the per-pixel checks go.
    let inside =
      !offsets.isEmpty && xAlong.min()! - xAcross.max()! >= 0 && yAlong.min()! + yAcross.min()! >= 0
      && xAlong.max()! - xAcross.min()! < Double(w) && yAlong.max()! + yAcross.max()! < Double(h)
    // Sound: the word path runs only when the four corners, hence every sample, are inside.
    return unsafe [Float](unsafeUninitializedCapacity: n * n) { out, count in
      unsafe out.initialize(repeating: 0)
      unsafe pixels.withUnsafeBufferPointer { px in
        // The word-at-a-time path reads bytes in little-endian order; elsewhere the checked
        // loop below reads inside windows too.
        #if _endian(little)
          if inside, let base = unsafe UnsafeRawPointer(px.baseAddress), sub <= 16 {
            unsafe Bitmap.turnedInsideMeans(
              base, width: w, xAlong, yAlong, xAcross, yAcross, n, sub, distance, out)
            count = n * n
            return
          }
        #endif
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
                unsafe r &+= Int(px[p])
                unsafe g &+= Int(px[p &+ 1])
                unsafe b &+= Int(px[p &+ 2])
                c &+= 1
              }
            }
            guard c > 0 else { continue }
            unsafe out[j &* n &+ i] = distance(r, g, b, count: c)
          }
        }
      }
      count = n * n
    }
  }
}

extension Bitmap {
  /// The inside case of `turnedMeanDistances`, a row of pixels at a time: the row's pixel
  /// offsets first, two at a time in vector lanes (`wholeParts`), then the row's pixels added
  /// into each cell's lanes (R and B, G: one word load a pixel, as in `insideMeans`). A checked
  /// conversion per coordinate was most of a turned reading's time, over twice a straight one.
  @inline(__always)
  fileprivate static func turnedInsideMeans(
    _ base: UnsafeRawPointer, width w: Int, _ xAlong: [Double], _ yAlong: [Double],
    _ xAcross: [Double], _ yAcross: [Double], _ n: Int, _ sub: Int, _ distance: MeanDistance,
    _ out: UnsafeMutableBufferPointer<Float>
  ) {
    let m = n &* sub
    let rowOffsets = UnsafeMutablePointer<Int>.allocate(capacity: m)
    let rb = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    let g = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    defer {
      // Sound: scratch of n and sub entries, freed on return; offsets from `inside` samples only.
      unsafe rowOffsets.deallocate()
      unsafe rb.deallocate()
      unsafe g.deallocate()
    }
    let lanes: UInt32 = 0x00FF_00FF
    let low = SIMD2<Int64>(repeating: 0xFFFF_FFFF)
    let stride = SIMD2<Int64>(repeating: Int64(w)) & low
    unsafe xAlong.withUnsafeBufferPointer { xAlong in
      unsafe yAlong.withUnsafeBufferPointer { yAlong in
        for j in 0..<n {
          unsafe rb.update(repeating: 0, count: n)
          unsafe g.update(repeating: 0, count: n)
          for v in (j &* sub)..<(j &* sub &+ sub) {
            let (ax, ay) = (xAcross[v], yAcross[v])
            var u = 0
            while u &+ 2 <= m {
              let x = unsafe SIMD2(xAlong[u], xAlong[u &+ 1]) - SIMD2(repeating: ax)
              let y = unsafe SIMD2(yAlong[u], yAlong[u &+ 1]) + SIMD2(repeating: ay)
              // Both factors under 2³²: masking them lets one 32-bit multiply per lane do.
              let at = ((wholeParts(y) & low) &* stride &+ wholeParts(x)) &* 4
              unsafe rowOffsets[u] = Int(truncatingIfNeeded: at[0])
              unsafe rowOffsets[u &+ 1] = Int(truncatingIfNeeded: at[1])
              u &+= 2
            }
            if u < m {
              let at =
                unsafe ((wholeParts(SIMD2(repeating: yAlong[u] + ay)) & low) &* stride
                &+ wholeParts(SIMD2(repeating: xAlong[u] - ax))) &* 4
              unsafe rowOffsets[u] = Int(truncatingIfNeeded: at[0])
            }
            var k = 0
            for i in 0..<n {
              var sumRB: UInt32 = 0
              var sumG: UInt32 = 0
              for _ in 0..<sub {
                let p = unsafe base.loadUnaligned(fromByteOffset: rowOffsets[k], as: UInt32.self)
                sumRB &+= p & lanes
                sumG &+= (p &>> 8) & 0xFF
                k &+= 1
              }
              unsafe rb[i] &+= sumRB
              unsafe g[i] &+= sumG
            }
          }
          for i in 0..<n {
            unsafe out[j &* n &+ i] = unsafe distance(
              Int(rb[i] & 0xFFFF), Int(g[i]), Int(rb[i] &>> 16), count: sub &* sub)
          }
        }
      }
    }
  }
}

/// `Int(v)` lane by lane for 0 ≤ v < 2⁵¹, without a conversion's checks: adding 2⁵² leaves
/// the nearest whole number in the low mantissa bits; it is one too many exactly when it lies
/// above v, which the sign of v minus it tells.
@inline(__always)
private func wholeParts(_ v: SIMD2<Double>) -> SIMD2<Int64> {
  let shifted = v + SIMD2(repeating: 0x1p52)
  let nearest =
    // Sound: a bit cast between vector types of the same size.
    unsafe unsafeBitCast(shifted, to: SIMD2<Int64>.self) & SIMD2(repeating: 0xF_FFFF_FFFF_FFFF)
  let below = v - (shifted - SIMD2(repeating: 0x1p52))
  return unsafe nearest &- (unsafeBitCast(below, to: SIMD2<UInt64>.self) &>> 63).toInt64
}

private extension SIMD2<UInt64> {
  var toInt64: SIMD2<Int64> { unsafe unsafeBitCast(self, to: SIMD2<Int64>.self) }
}

/// The colour distance from a fixed colour to the integer mean of channel sums (at most 255
/// per pixel) over a pixel count up to a bound. The division is a multiplication and a shift:
/// three divisions per sample were most of the sampling's time. With m = ⌈2³²/c⌉,
/// ⌊s·m/2³²⌋ = ⌊s/c⌋ whenever s·c < 2³², far above any sum here.
private struct MeanDistance {
  private let r0: Int
  private let g0: Int
  private let b0: Int
  private let multipliers: [UInt64]

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
