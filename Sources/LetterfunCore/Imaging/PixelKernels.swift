/// The pixel kernels that read the buffer a word or a vector at a time: the few loops that
/// lost more than 5% when written over spans (a span has no safe word load, and a bounds check
/// per byte undid the word-at-a-time reading). Each is reached through a safe function that
/// checks the geometry it relies on, once per call; each has a plain version in `Bitmap`'s
/// extensions that the tests hold it to, bit for bit.
enum PixelKernels {}

// MARK: - Box means (Bitmap.boxDownsampled)

extension PixelKernels {
  /// The `k`×`k` block means of a `width`×`height` RGBA image (`pixels` exactly its bytes),
  /// `width / k` × `height / k` opaque pixels, for k = 2 (words) and 3 ≤ k ≤ 16 (vector bands,
  /// `means` the table of block sum ÷ k², 255·k² + 1 entries). Little-endian machines only.
  static func boxMeans(
    _ pixels: Span<UInt8>, width: Int, height: Int, k: Int, means: [UInt8]
  ) -> PixelStorage {
    precondition(
      k >= 2 && k <= 16 && k <= width && k <= height && pixels.count == width * height * 4
        && means.count > 255 * k * k)
    let w = width / k
    let h = height / k
    // Sound: the kernels read whole k × k blocks inside the image (checked above: w·k ≤ width,
    // h·k ≤ height, the buffer exactly width × height pixels) and write the w × h outputs, all
    // of them, to `to` (w × h × 4 bytes); the pointers live inside these closures only.
    func shrink(into to: UnsafeMutableRawPointer) {
      unsafe pixels.withUnsafeBytes { src in
        unsafe means.withUnsafeBufferPointer { means in
          guard let from = src.baseAddress else { return }
          if k == 2 {
            unsafe halve(from, srcStride: width * 4, into: to, width: w, height: h)
          } else if k == 3 {
            // A constant k unrolls the inner loops: the common sizes (3 for 1125- and
            // 1242-pixel-wide phones, 4 for 1536-pixel tablets) get their own inlined copies.
            unsafe bands(from, srcStride: width * 4, into: to, width: w, height: h, k: 3, means: means)
          } else if k == 4 {
            unsafe bands(from, srcStride: width * 4, into: to, width: w, height: h, k: 4, means: means)
          } else {
            unsafe bands(from, srcStride: width * 4, into: to, width: w, height: h, k: k, means: means)
          }
        }
      }
    }
    // The thumbnail of a screenshot is 0.7–1.7 MB of fresh memory: in pages of its own it takes
    // one or two huge-page faults instead of 180–420 small ones (see PixelMemory).
    if let memory = PixelMemory(count: w * h * 4) {
      unsafe memory.withUnsafeMutableBytes { out in
        if let to = out.baseAddress { unsafe shrink(into: to) }
      }
      return .pages(memory)
    }
    return .array(
      unsafe [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
        if let to = UnsafeMutableRawPointer(out.baseAddress) { unsafe shrink(into: to) }
        count = w * h * 4
      })
  }

  /// `boxDownsampled(by: k)` for 3 ≤ k ≤ 16 (large phones, tablets), a band of k rows at a
  /// time: first the band's rows added eight pixels at a time in 16-bit vector lanes (R and B,
  /// G and A; k × 255 cannot carry), then each block's k column sums added (k × k × 255 < 65536
  /// still fits a lane) and put through the table of means. Summing down before across keeps
  /// the wide loads in vector registers: the per-block word loops this replaced took 1.4 ms
  /// on an 11 MB screenshot, mostly in arithmetic rather than in waiting for memory.
  @inline(__always)
  private static func bands(
    _ src: UnsafeRawPointer, srcStride: Int, into dst: UnsafeMutableRawPointer,
    width w: Int, height h: Int, k: Int, means: UnsafeBufferPointer<UInt8>
  ) {
    let used = w &* k
    let chunks = used / 8
    // Per source pixel of the band: R | B << 16, and G | A << 16.
    let rbRow = UnsafeMutableRawPointer.allocate(byteCount: used &* 4 &+ 32, alignment: 16)
    let gaRow = UnsafeMutableRawPointer.allocate(byteCount: used &* 4 &+ 32, alignment: 16)
    defer {
      // Sound: band scratch of one output row, freed on return; rows y·k … y·k + k − 1 are inside.
      unsafe rbRow.deallocate()
      unsafe gaRow.deallocate()
    }
    let byte = SIMD16<UInt16>(repeating: 0xFF)
    for by in 0..<h {
      let top = by &* k &* srcStride
      for c in 0..<chunks {
        var rb = SIMD16<UInt16>()
        var ga = SIMD16<UInt16>()
        var at = top &+ c &* 32
        for _ in 0..<k {
          let v = unsafe src.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt16>.self)
          rb &+= v & byte
          ga &+= v &>> 8
          at &+= srcStride
        }
        unsafe rbRow.storeBytes(of: rb, toByteOffset: c &* 32, as: SIMD16<UInt16>.self)
        unsafe gaRow.storeBytes(of: ga, toByteOffset: c &* 32, as: SIMD16<UInt16>.self)
      }
      // The last few pixels of a band (fewer than eight) one at a time, the same lanes.
      for x in (chunks &* 8)..<used {
        var rb: UInt32 = 0
        var ga: UInt32 = 0
        var at = top &+ x &* 4
        for _ in 0..<k {
          let v = unsafe src.loadUnaligned(fromByteOffset: at, as: UInt32.self)
          rb &+= v & 0x00FF_00FF
          ga &+= (v &>> 8) & 0x00FF_00FF
          at &+= srcStride
        }
        unsafe rbRow.storeBytes(of: rb, toByteOffset: x &* 4, as: UInt32.self)
        unsafe gaRow.storeBytes(of: ga, toByteOffset: x &* 4, as: UInt32.self)
      }
      var at = 0
      var o = by &* w &* 4
      var bx = 0
      if k == 3 {
        // Four blocks at a time: the sums of three neighbours at every pixel of two
        // overlapping spans (loads one pixel apart), of which lanes 0 and 3 start a block;
        // then the means of all four blocks' channels in one vector.
        @inline(__always) func triple(_ row: UnsafeMutableRawPointer, _ at: Int) -> SIMD4<UInt32> {
          // Sound: the caller's offsets stay inside a row of the band scratch.
          unsafe row.loadUnaligned(fromByteOffset: at, as: SIMD4<UInt32>.self)
            &+ row.loadUnaligned(fromByteOffset: at &+ 4, as: SIMD4<UInt32>.self)
            &+ row.loadUnaligned(fromByteOffset: at &+ 8, as: SIMD4<UInt32>.self)
        }
        let alpha = SIMD8<UInt16>(0, 0xFF00, 0, 0xFF00, 0, 0xFF00, 0, 0xFF00)
        while bx &+ 4 <= w {
          let rbA = unsafe triple(rbRow, at)
          let rbB = unsafe triple(rbRow, at &+ 24)
          let gaA = unsafe triple(gaRow, at)
          let gaB = unsafe triple(gaRow, at &+ 24)
          let rb = SIMD4(rbA[0], rbA[3], rbB[0], rbB[3])
          let ga = SIMD4(gaA[0], gaA[3], gaB[0], gaB[3])
          let pixels =
            unsafe PixelKernels.ninths(unsafeBitCast(rb, to: SIMD8<UInt16>.self))
            | PixelKernels.ninths(unsafeBitCast(ga, to: SIMD8<UInt16>.self)) &<< 8 | alpha
          unsafe dst.storeBytes(of: pixels, toByteOffset: o, as: SIMD8<UInt16>.self)
          at &+= 48
          o &+= 16
          bx &+= 4
        }
      }
      while bx < w {
        bx &+= 1
        var rb: UInt32 = 0
        var ga: UInt32 = 0
        for _ in 0..<k {
          unsafe rb &+= rbRow.load(fromByteOffset: at, as: UInt32.self)
          unsafe ga &+= gaRow.load(fromByteOffset: at, as: UInt32.self)
          at &+= 4
        }
        let pixel =
          unsafe UInt32(means[Int(rb & 0xFFFF)]) | UInt32(means[Int(ga & 0xFFFF)]) &<< 8
          | UInt32(means[Int(rb &>> 16)]) &<< 16 | 0xFF00_0000
        unsafe dst.storeBytes(of: pixel, toByteOffset: o, as: UInt32.self)
        o &+= 4
      }
    }
  }

  /// Each lane divided by 9, rounded down, for lanes up to 9 × 255: a multiply keeping the
  /// high half (one vector instruction) then a shift, as 58255 / 2^19 exceeds 1/9 by too little
  /// (7 / (9 × 2^19)) to lift any such quotient to the next whole number.
  @inline(__always)
  static func ninths(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let high = (SIMD8<UInt32>(truncatingIfNeeded: v) &* 58255) &>> 16
    return SIMD8<UInt16>(truncatingIfNeeded: high) &>> 3
  }

  /// `boxDownsampled(by: 2)` two source pixels at a time in one 64-bit word: masking splits
  /// the bytes into 16-bit lanes (R and B, G and A), where the sum of four pixels (at most 1020)
  /// cannot carry into the next lane. Same results as the table, a fraction of the time.
  @inline(__always)
  private static func halve(
    _ src: UnsafeRawPointer, srcStride: Int, into dst: UnsafeMutableRawPointer,
    width w: Int, height h: Int
  ) {
    let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
    for by in 0..<h {
      var i = by &* 2 &* srcStride
      var o = by &* w &* 4
      for _ in 0..<w {
        // Sound: two source pixels a word, from whole 2 × 2 blocks inside the image.
        let a = unsafe src.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let b = unsafe src.loadUnaligned(fromByteOffset: i &+ srcStride, as: UInt64.self)
        let rb = (a & lanes) &+ (b & lanes)
        let ga = ((a &>> 8) & lanes) &+ ((b &>> 8) & lanes)
        // Lane 0 gets the second pixel's lane 2 added: the block's R (or G) sum; lane 1 its B.
        let r_b = ((rb &+ (rb &>> 32)) &>> 2) & 0x00FF_00FF
        let g = ((ga &+ (ga &>> 32)) &>> 2) & 0xFF
        unsafe dst.storeBytes(
          of: UInt32(truncatingIfNeeded: r_b | (g &<< 8)) | 0xFF00_0000, toByteOffset: o,
          as: UInt32.self)
        i &+= 8
        o &+= 4
      }
    }
  }
}

// MARK: - Edge bits (Bitmap.edgeBits)

extension PixelKernels {
  /// `edgeSteps` as two bit planes, 64 pixels to a word, row after row (`words` to a row):
  /// `vertical` holds bit 0 (a step across, on a vertical edge), `horizontal` bit 1.
  ///
  /// The board locator's edge profile reads every pixel of the thumbnail this way: four pixels
  /// a step in vector lanes, their flags written straight into the words the profile scans.
  static func edgeBits(
    _ pixels: Span<UInt8>, width w: Int, height h: Int, threshold: Int
  ) -> (vertical: [UInt64], horizontal: [UInt64], words: Int) {
    precondition(w >= 0 && h >= 0 && pixels.count == w * h * 4)
    let stride = w * 4
    let words = (w + 63) / 64
    var vertical = [UInt64](repeating: 0, count: h * words)
    var horizontal = [UInt64](repeating: 0, count: h * words)
    guard w >= 3, h >= 3 else { return (vertical, horizontal, words) }
    // The lanes read each pixel's bytes as one little-endian word, R lowest.
    #if _endian(little)
      let exact = threshold >= 0 && threshold <= 1 << 20
    #else
      let exact = false
    #endif
    let t = SIMD4<UInt32>(repeating: UInt32(max(0, min(threshold, 1 << 20))))
    // Sound: rows 1 … h − 2 and pixels 1 … w − 2 only (w, h ≥ 3 above); the planes hold `words`
    // words a row.
    unsafe pixels.withUnsafeBufferPointer { px in
      unsafe vertical.withUnsafeMutableBufferPointer { vertical in
        unsafe horizontal.withUnsafeMutableBufferPointer { horizontal in
          guard let src = unsafe UnsafeRawPointer(px.baseAddress) else { return }
          /// Sets `bits` (up to four pixels' flags, lowest first) from pixel `x` of a row on.
          @inline(__always)
          func put(
            _ bits: UInt64, _ x: Int, _ row: Int, _ plane: UnsafeMutableBufferPointer<UInt64>
          ) {
            let shift = UInt64(x & 63)
            unsafe plane[row &+ x &>> 6] |= bits &<< shift
            // Four bits from pixel 61 on spill into the next word.
            if shift > 60 { unsafe plane[row &+ x &>> 6 &+ 1] |= bits &>> (64 &- shift) }
          }
          for y in 1..<(h - 1) {
            let row = y &* words
            var i = y &* stride &+ 4
            var x = 1
            // The row's current word of each plane, built in registers and stored once full:
            // four pixels' flags land at bit `x & 63`, the last group of a word spilling into
            // the next.
            var across: UInt64 = 0
            var along: UInt64 = 0
            var word = row
            while exact && x + 4 <= w - 1 {
              let left = unsafe src.loadUnaligned(fromByteOffset: i &- 4, as: SIMD16<UInt8>.self)
              let right = unsafe src.loadUnaligned(fromByteOffset: i &+ 4, as: SIMD16<UInt8>.self)
              let up = unsafe src.loadUnaligned(fromByteOffset: i &- stride, as: SIMD16<UInt8>.self)
              let down = unsafe src.loadUnaligned(
                fromByteOffset: i &+ stride, as: SIMD16<UInt8>.self)
              let flags = laneFlags(stepSums(left, right), stepSums(up, down), above: t)
              let shift = UInt64(x & 63)
              across |= UInt64(flags & 15) &<< shift
              along |= UInt64(flags &>> 4) &<< shift
              if shift > 60 {
                unsafe vertical[word] = across
                unsafe horizontal[word] = along
                word &+= 1
                across = UInt64(flags & 15) &>> (64 &- shift)
                along = UInt64(flags &>> 4) &>> (64 &- shift)
              }
              i &+= 16
              x &+= 4
            }
            // The word the vector loop stopped in (the pixels after it are set below).
            if x > 1 {
              unsafe vertical[word] |= across
              unsafe horizontal[word] |= along
            }
            while x < w - 1 {
              let up = i &- stride
              let down = i &+ stride
              let dv =
                unsafe absDiff(px[i &- 4], px[i &+ 4]) &+ absDiff(px[i &- 3], px[i &+ 5])
                &+ absDiff(px[i &- 2], px[i &+ 6])
              let dh =
                unsafe absDiff(px[up], px[down]) &+ absDiff(px[up &+ 1], px[down &+ 1])
                &+ absDiff(px[up &+ 2], px[down &+ 2])
              if dv > threshold { unsafe put(1, x, row, vertical) }
              if dh > threshold { unsafe put(1, x, row, horizontal) }
              i &+= 4
              x &+= 1
            }
          }
        }
      }
    }
    return (vertical, horizontal, words)
  }
}

// The vector helpers below use only lane-wise arithmetic, masks and shifts, which the compiler
// turns into vector instructions; the library's comparisons-to-mask, `pointwiseMin`/`Max` and
// `wrappedSum` went lane by lane through memory and were a third of this loop.

/// Per pixel of four RGBA pixel pairs, the sum of the R, G and B differences (alpha ignored).
@inline(__always)
private func stepSums(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD4<UInt32> {
  // Sound: bit casts between vector types of the same size, no pointers.
  let a16 = unsafe unsafeBitCast(a, to: SIMD8<Int16>.self)
  let b16 = unsafe unsafeBitCast(b, to: SIMD8<Int16>.self)
  let byte = SIMD8<Int16>(repeating: 0xFF)
  // Lanes 2p and 2p + 1 of a pixel: R and B in the low bytes, G and A in the high bytes.
  let rb = magnitude((a16 & byte) &- (b16 & byte))
  let ga = magnitude(((a16 &>> 8) & byte) &- ((b16 &>> 8) & byte))
  let noAlpha = SIMD8<Int16>(-1, 0, -1, 0, -1, 0, -1, 0)
  let pairs = unsafe unsafeBitCast(rb &+ (ga & noAlpha), to: SIMD4<UInt32>.self)
  return (pairs & 0xFFFF) &+ (pairs &>> 16)
}

/// `Float(v)` lane by lane for v < 2²³: v in the low mantissa bits of 2²³, less 2²³ (exact).
@inline(__always)
private func wholeFloats(_ v: SIMD4<UInt32>) -> SIMD4<Float> {
  // Sound: a bit cast between vector types of the same size.
  unsafe unsafeBitCast(v | 0x4B00_0000, to: SIMD4<Float>.self) - 0x1p23
}

/// |x| of each lane, for lanes well inside Int16's range.
@inline(__always)
private func magnitude(_ x: SIMD8<Int16>) -> SIMD8<Int16> {
  let sign = x &>> 15
  return (x ^ sign) &- sign
}

/// Bit i set when lane i of `a` is above `t`, bit 4 + i when lane i of `b` is (all under
/// 2^31: a difference's top bit says it). Both flags of a lane share it before the lanes are
/// read out, two lanes to a 64-bit word: reading four lanes one by one cost more than the sums.
@inline(__always)
private func laneFlags(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, above t: SIMD4<UInt32>) -> UInt32 {
  let both = (t &- a) &>> 31 | ((t &- b) &>> 31) &<< 8
  // Sound: a bit cast between vector types of the same size.
  let pairs = unsafe unsafeBitCast(both, to: SIMD2<UInt64>.self)
  // Lane 2p at bits 0 and 8 of word p, lane 2p + 1 at bits 32 and 40: fold each word's upper
  // half down by 31, giving bits 0, 1 (and 8, 9) for the pair.
  let low = pairs[0] | pairs[0] &>> 31
  let high = pairs[1] | pairs[1] &>> 31
  let folded = UInt32(truncatingIfNeeded: (low & 0x303) | (high & 0x303) &<< 2)
  // Bits 0-3 from `a`, bits 8-11 from `b`: move the latter down to 4-7.
  return (folded & 15) | (folded &>> 4) & 0xF0
}

@inline(__always)
private func absDiff(_ a: UInt8, _ b: UInt8) -> Int {
  a > b ? Int(a &- b) : Int(b &- a)
}

// MARK: - Grid means (Bitmap.meanDistances, Bitmap.turnedMeanDistances)

extension PixelKernels {
  /// `Bitmap.meanDistances` for a grid wholly inside a `width`×`height` image (`pixels` exactly
  /// its bytes), `sub` at most 16; nil when a position in `xs` or `ys` lies outside it.
  static func insideMeanDistances(
    _ pixels: Span<UInt8>, width: Int, height: Int, columns xs: [Int], rows ys: [Int], sub: Int,
    distance: MeanDistance
  ) -> [Float]? {
    guard sub >= 1, sub <= 16, xs.count == ys.count, xs.count % sub == 0,
      pixels.count == width * height * 4,
      xs.allSatisfy({ $0 >= 0 && $0 < width }), ys.allSatisfy({ $0 >= 0 && $0 < height })
    else { return nil }
    let n = xs.count / sub
    var out = [Float](repeating: 0, count: n * n)
    // Sound: every column and row was checked inside the image just above; the buffers live
    // for these closures only.
    unsafe pixels.withUnsafeBytes { px in
      unsafe xs.withUnsafeBufferPointer { xs in
        unsafe out.withUnsafeMutableBufferPointer { out in
          guard let base = px.baseAddress else { return }
          let stride = width * 4
          switch sub {
          case 1: unsafe insidePixels(base, stride, xs, ys, n, distance.colour, out)
          case 2: unsafe insideMeans(base, stride, xs, ys, n, 2, distance, out)
          case 3: unsafe insideMeans(base, stride, xs, ys, n, 3, distance, out)
          case 4: unsafe insideMeans(base, stride, xs, ys, n, 4, distance, out)
          default: unsafe insideMeans(base, stride, xs, ys, n, sub, distance, out)
          }
        }
      }
    }
    return out
  }

  /// `meanDistances` for a grid wholly inside the image, one pixel a cell (phones up to about
  /// 750 wide): each pixel's distance, four pixels at a time in vector lanes (`stepSums`
  /// against the colour), as the byte-by-byte loop was a third of reading a letter. Apart from
  /// the other cases, which it would otherwise slow.
  @inline(never)
  private static func insidePixels(
    _ base: UnsafeRawPointer, _ stride: Int, _ xs: UnsafeBufferPointer<Int>, _ ys: [Int],
    _ n: Int, _ colour: (r: Int, g: Int, b: Int), _ out: UnsafeMutableBufferPointer<Float>
  ) {
    // Sound: only for grids wholly inside the image (every column and row checked by the
    // caller); `out` holds n × n cells.
    let word = UInt32(colour.r) | UInt32(colour.g) &<< 8 | UInt32(colour.b) &<< 16
    let against = unsafe unsafeBitCast(SIMD4<UInt32>(repeating: word), to: SIMD16<UInt8>.self)
    guard let cells = UnsafeMutableRawPointer(out.baseAddress) else { return }
    for j in 0..<n {
      let row = ys[j] &* stride
      var i = 0
      while i &+ 4 <= n {
        let four = unsafe SIMD4<UInt32>(
          base.loadUnaligned(fromByteOffset: row &+ xs[i] &* 4, as: UInt32.self),
          base.loadUnaligned(fromByteOffset: row &+ xs[i &+ 1] &* 4, as: UInt32.self),
          base.loadUnaligned(fromByteOffset: row &+ xs[i &+ 2] &* 4, as: UInt32.self),
          base.loadUnaligned(fromByteOffset: row &+ xs[i &+ 3] &* 4, as: UInt32.self))
        let d = unsafe stepSums(unsafeBitCast(four, to: SIMD16<UInt8>.self), against)
        // Sound: cells i … i + 3 of row j, all below n (the loop's test).
        unsafe cells.storeBytes(
          of: wholeFloats(d), toByteOffset: (j &* n &+ i) &* 4, as: SIMD4<Float>.self)
        i &+= 4
      }
      while i < n {
        let p = unsafe row &+ xs[i] &* 4
        let d =
          unsafe abs(Int(base.load(fromByteOffset: p, as: UInt8.self)) &- colour.r)
          &+ abs(Int(base.load(fromByteOffset: p &+ 1, as: UInt8.self)) &- colour.g)
          &+ abs(Int(base.load(fromByteOffset: p &+ 2, as: UInt8.self)) &- colour.b)
        unsafe out[j &* n &+ i] = Float(d)
        i &+= 1
      }
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

  /// `Bitmap.turnedMeanDistances` when every sample falls inside the image, else nil (the
  /// caller then takes its checked loop). Arguments as there, with the per-offset positions
  /// precomputed: sample (u, v) is at (xAlong[u] − xAcross[v], yAlong[u] + yAcross[v]).
  static func turnedInsideMeanDistances(
    _ pixels: Span<UInt8>, width w: Int, height h: Int, _ xAlong: [Double], _ yAlong: [Double],
    _ xAcross: [Double], _ yAcross: [Double], sub: Int, distance: MeanDistance
  ) -> [Float]? {
    let m = xAlong.count
    guard sub >= 1, sub <= 16, m > 0, m % sub == 0, yAlong.count == m, xAcross.count == m,
      yAcross.count == m, pixels.count == w * h * 4
    else { return nil }
    // Rounding is monotonic, so no computed x = xAlong[u] − xAcross[v] lies below the one
    // from the smallest along and largest across (and likewise for y and the other bounds):
    // when those four corners fall inside, every sample does, and the per-pixel checks go.
    guard xAlong.min()! - xAcross.max()! >= 0, yAlong.min()! + yAcross.min()! >= 0,
      xAlong.max()! - xAcross.min()! < Double(w), yAlong.max()! + yAcross.max()! < Double(h)
    else { return nil }
    let n = m / sub
    var out = [Float](repeating: 0, count: n * n)
    // Sound: every sample lies inside the image (the corners above bound them all); the
    // buffers live for these closures only.
    unsafe pixels.withUnsafeBytes { px in
      unsafe out.withUnsafeMutableBufferPointer { out in
        guard let base = px.baseAddress else { return }
        unsafe turnedInsideMeans(
          base, width: w, xAlong, yAlong, xAcross, yAcross, n, sub, distance, out)
      }
    }
    return out
  }

  /// The inside case of `turnedMeanDistances`, a row of pixels at a time: the row's pixel
  /// offsets first, two at a time in vector lanes (`wholeParts`), then the row's pixels added
  /// into each cell's lanes (R and B, G: one word load a pixel, as in `insideMeans`). A checked
  /// conversion per coordinate was most of a turned reading's time, over twice a straight one.
  @inline(__always)
  private static func turnedInsideMeans(
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

// MARK: - Vector arithmetic (letter matching)

/// |a − b| in every lane, by clearing the sign bits: the standard library's generic
/// `pointwiseMax` or masked `replacing` go lane by lane, a call per step of a hot loop.
@inline(__always)
func absoluteDifference(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
  let magnitude = SIMD8<UInt32>(repeating: 0x7FFF_FFFF)
  // Sound: bit casts between vector types of the same size; no memory is read or written.
  let d = unsafe unsafeBitCast(a - b, to: SIMD8<UInt32>.self) & magnitude
  return unsafe unsafeBitCast(d, to: SIMD8<Float>.self)
}

// MARK: - Letter components (Binarizer)

extension PixelKernels {
  /// In `cover`, an `n`×`n` window of shares, clears every 4-connected component of cells
  /// ≥ 0.5 that touches the window's edge or has fewer than `minArea` cells; returns the box of
  /// the components kept, nil when none is. Each component is walked breadth first through one
  /// queue of cells (x | y << 16, so no division by n), which is then its member list.
  static func keepInnerComponents(
    _ cover: inout [Float], n: Int, minArea: Int
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let cells = n * n
    precondition(n > 0 && n < 1 << 15 && cover.count == cells)
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    // Sound: a state byte and a queue slot per cell of the window (cover.count, checked above),
    // on the stack for this call only; every state byte is written before it is read, a cell
    // is queued once (state 1 → 2), so tail ≤ cells, and only queued slots are read.
    unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cells) { state in
      unsafe withUnsafeTemporaryAllocation(of: Int32.self, capacity: cells) { queue in
        for k in 0..<cells { unsafe state[k] = cover[k] >= 0.5 ? 1 : 0 }
        for start in 0..<cells where unsafe state[start] == 1 {
          unsafe state[start] = 2
          unsafe queue[0] = Int32(start % n | (start / n) << 16)
          var (head, tail) = (0, 1)
          var touchesEdge = false
          var b = (minX: n, minY: n, maxX: -1, maxY: -1)
          while head < tail {
            let (x, y) = unsafe (Int(queue[head] & 0xFFFF), Int(queue[head] >> 16))
            head += 1
            if x == 0 || y == 0 || x == n - 1 || y == n - 1 { touchesEdge = true }
            b = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            @inline(__always) func visit(_ qx: Int, _ qy: Int) {
              let q = qy * n + qx
              guard unsafe state[q] == 1 else { return }
              unsafe state[q] = 2
              unsafe queue[tail] = Int32(qx | qy << 16)
              tail += 1
            }
            if x > 0 { visit(x - 1, y) }
            if x < n - 1 { visit(x + 1, y) }
            if y > 0 { visit(x, y - 1) }
            if y < n - 1 { visit(x, y + 1) }
          }
          if touchesEdge || tail < minArea {
            for m in 0..<tail { unsafe cover[Int(queue[m] & 0xFFFF) + Int(queue[m] >> 16) * n] = 0 }
            continue
          }
          if let a = box {
            box = (
              min(a.minX, b.minX), min(a.minY, b.minY), max(a.maxX, b.maxX), max(a.maxY, b.maxY)
            )
          } else {
            box = b
          }
        }
      }
    }
    return box
  }
}

// MARK: - Letter contrast and cover (Binarizer)

extension PixelKernels {
  /// The smallest whole number d ≤ 765 such that more than `rank` of `values` (whole numbers;
  /// any above 765 counts as 765) are at most d; 765 when there is none.
  ///
  /// A histogram, read from the top (the percentile asked for is near it). Values are counted
  /// four at a time into 1024 bins (alternate values into two histograms, so that on a flat
  /// tile one count need not wait for the one before), their bits ORed to tell afterwards that
  /// none was 1024 or more; a cap at 765 per value cost as much again as the counting.
  static func wholeNumberRank(_ values: [Float], rank: Int) -> Float {
    let count = values.count
    // Values above the answer: at most this many.
    let allowed = count - rank - 1
    // Adding 2²³ puts a whole number in the low mantissa bits exactly.
    @inline(__always) func bins(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
      // Sound: a bit cast between vector types of the same size.
      unsafe unsafeBitCast(v + 0x1p23, to: SIMD4<UInt32>.self) & 0x7F_FFFF
    }
    // Sound: two histograms of 1024 counts on the stack for this call only, zeroed before they
    // are counted into; every index is masked below 1024; the values are read in whole vectors
    // below `count` and one at a time after.
    return unsafe withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2048) { h in
      unsafe h.initialize(repeating: 0)
      let seen = unsafe values.withUnsafeBufferPointer { v -> UInt32 in
        guard let base = unsafe UnsafeRawPointer(v.baseAddress) else { return 0 }
        var all = SIMD4<UInt32>()
        var k = 0
        while k &+ 4 <= count {
          let b = unsafe bins(base.loadUnaligned(fromByteOffset: k &* 4, as: SIMD4<Float>.self))
          all |= b
          let i = b & 1023
          unsafe h[Int(i[0])] &+= 1
          unsafe h[1024 &+ Int(i[1])] &+= 1
          unsafe h[Int(i[2])] &+= 1
          unsafe h[1024 &+ Int(i[3])] &+= 1
          k &+= 4
        }
        while k < count {
          let b = unsafe bins(SIMD4(repeating: v[k]))
          all |= b
          unsafe h[Int(b[0] & 1023)] &+= 1
          k &+= 1
        }
        return all[0] | all[1] | all[2] | all[3]
      }
      // A value of 1024 or more (none is a colour distance) was counted in the wrong bin:
      // count them all again, capped one by one.
      if seen >= 1024 {
        unsafe h.update(repeating: 0)
        for value in values {
          let b = bins(SIMD4(repeating: value))[0]
          unsafe h[Int(b < 765 ? b : 765)] &+= 1
        }
      }
      // Everything from 765 up counts as 765.
      var top = 0
      for b in 765..<1024 { top &+= unsafe Int(h[b]) &+ Int(h[1024 &+ b]) }
      var d = 765
      var above = 0
      while d > 0 {
        let here = d == 765 ? top : unsafe Int(h[d]) &+ Int(h[1024 &+ d])
        if above &+ here > allowed { break }
        above &+= here
        d &-= 1
      }
      return Float(d)
    }
  }

  /// A letter's cover from the distances of an `n`×`n` window: each distance as a share of
  /// `contrast` (capped at 1), then `keepInnerComponents(minArea:)`; the letter's box.
  ///
  /// For windows up to 64 wide the components are found on rows of bits (a cell's bit set
  /// when its share is at least one half): a row's runs that touch a seed fill at once (an
  /// addition carries up a run, shifts fill down), and sweeps down and up the rows spread
  /// a component until a sweep changes nothing. A cell-by-cell walk spent most of its time
  /// on the cells of the letter, a third of reading a tile.
  static func letterCover(
    _ cover: inout [Float], n: Int, contrast: Float, minArea: Int
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let cells = n * n
    precondition(n > 0 && cover.count == cells)
    guard n <= 64 else {
      for k in 0..<cells {
        let q = cover[k] / contrast
        cover[k] = q < 1 ? q : 1
      }
      return keepInnerComponents(&cover, n: n, minArea: minArea)
    }
    let divisor = SIMD8<Float>(repeating: contrast)
    // Sound: five planes of 64 rows on the stack for this call only (n ≤ 64), each row written
    // before it is read; the window is exactly n × n cells (checked above), a row's vectors
    // covering cells x … x + 7 below n, the rest one at a time.
    return unsafe withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 5 * 64) { planes in
      let mask = planes.baseAddress!
      unsafe cover.withUnsafeMutableBufferPointer { c in
        guard let base = UnsafeMutableRawPointer(c.baseAddress) else { return }
        for y in 0..<n {
          var bits: UInt64 = 0
          var x = 0
          let row = y &* n
          while x &+ 8 <= n {
            let at = (row &+ x) &* 4
            let q = unsafe base.loadUnaligned(fromByteOffset: at, as: SIMD8<Float>.self) / divisor
            let share = cappedShares(q)
            unsafe base.storeBytes(of: share, toByteOffset: at, as: SIMD8<Float>.self)
            bits |= halfOrMore(share) &<< UInt64(x)
            x &+= 8
          }
          while x < n {
            let q = unsafe c[row &+ x] / contrast
            let share = q < 1 ? q : 1
            unsafe c[row &+ x] = share
            if share >= 0.5 { bits |= 1 &<< UInt64(x) }
            x &+= 1
          }
          unsafe mask[y] = bits
        }
      }
      return unsafe innerComponents(&cover, planes: mask, n: n, minArea: minArea)
    }
  }

  /// `q < 1 ? q : 1` in every lane, for lanes that are not NaN and not negative: their bit
  /// patterns order as the numbers do.
  @inline(__always)
  private static func cappedShares(_ q: SIMD8<Float>) -> SIMD8<Float> {
    // Sound: bit casts between vector types of the same size.
    let bits = unsafe unsafeBitCast(q, to: SIMD8<Int32>.self)
    let one = SIMD8<Int32>(repeating: 0x3F80_0000)
    let under = (bits &- one) &>> 31
    return unsafe unsafeBitCast((bits & under) | (one & ~under), to: SIMD8<Float>.self)
  }

  /// Bit i set when lane i is at least one half (lanes 0 … 1): a lane's bit pattern less one
  /// half's is negative exactly below it; the eight flags, one a byte, gathered into one byte
  /// by a multiplication that moves byte i's bit to bit 56 + i.
  @inline(__always)
  private static func halfOrMore(_ share: SIMD8<Float>) -> UInt64 {
    // Sound: bit casts between vector types of the same size.
    let bits = unsafe unsafeBitCast(share, to: SIMD8<UInt32>.self)
    let flags = ((bits &- 0x3F00_0000) &>> 31) ^ 1
    let bytes = unsafe unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: flags), to: UInt64.self)
    return (bytes &* 0x0102_0408_1020_4080) &>> 56
  }

  /// `keepInnerComponents` on a window of at most 64 × 64 whose cells of a half or more are
  /// the bits of the first of five planes of 64 rows (the others scratch), a row a word.
  private static func innerComponents(
    _ cover: inout [Float], planes mask: UnsafeMutablePointer<UInt64>, n: Int, minArea: Int
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    // Sound: rows 0 … n − 1 (n ≤ 64) of the caller's five planes, the mask's written; the
    // others are written here before they are read.
    let (edge, rest, kept, part) = unsafe (mask + 64, mask + 128, mask + 192, mask + 256)
    // The components touching the edge: grown from the edge cells.
    let sides: UInt64 = 1 | 1 &<< UInt64(n - 1)
    for y in 0..<n {
      unsafe edge[y] = mask[y] & (y == 0 || y == n - 1 ? ~0 : sides)
    }
    unsafe spread(edge, within: mask, rows: 0..<n)
    for y in 0..<n {
      unsafe rest[y] = mask[y] & ~edge[y]
      unsafe kept[y] = 0
    }
    // The others one at a time, each from the lowest cell of the first row left; kept when
    // large enough.
    var top = 0
    while top < n {
      let first = unsafe rest[top]
      if first == 0 {
        top += 1
        continue
      }
      for y in top..<n { unsafe part[y] = 0 }
      unsafe part[top] = first & (0 &- first)
      unsafe spread(part, within: rest, rows: top..<n)
      var area = 0
      for y in top..<n {
        let p = unsafe part[y]
        area &+= p.nonzeroBitCount
        unsafe rest[y] &= ~p
      }
      if area >= minArea {
        for y in top..<n { unsafe kept[y] |= part[y] }
      }
    }
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<n {
      let k = unsafe kept[y]
      var dropped = unsafe mask[y] & ~k
      while dropped != 0 {
        cover[y * n + dropped.trailingZeroBitCount] = 0
        dropped &= dropped &- 1
      }
      guard k != 0 else { continue }
      let (left, right) = (k.trailingZeroBitCount, 63 - k.leadingZeroBitCount)
      if let b = box {
        box = (min(b.minX, left), b.minY, max(b.maxX, right), y)
      } else {
        box = (left, y, right, y)
      }
    }
    return box
  }

  /// Grows `cells` (within `mask`) to the 4-connected components of `mask` they touch, over
  /// `rows` (the mask empty outside them).
  @inline(__always)
  private static func spread(
    _ cells: UnsafeMutablePointer<UInt64>, within mask: UnsafeMutablePointer<UInt64>,
    rows: Range<Int>
  ) {
    guard !rows.isEmpty else { return }
    let (first, last) = (rows.lowerBound, rows.upperBound - 1)
    // Sound: rows first … last of the caller's planes, and their neighbours inside them only.
    // One row grown from its own cells and its neighbours': true when it changed.
    @inline(__always) func grow(_ y: Int) -> Bool {
      var seeds = unsafe cells[y]
      if y > first { unsafe seeds |= cells[y &- 1] }
      if y < last { unsafe seeds |= cells[y &+ 1] }
      let m = unsafe mask[y]
      let grown = runs(of: m, touching: seeds & m)
      guard unsafe grown != cells[y] else { return false }
      unsafe cells[y] = grown
      return true
    }
    while true {
      var changed = false
      for y in rows where grow(y) { changed = true }
      if !changed { return }
      changed = false
      for y in rows.reversed() where grow(y) { changed = true }
      if !changed { return }
    }
  }

  /// The runs of set bits of `m` that hold a bit of `seeds` (a subset of `m`). Adding the seeds
  /// carries from each run's lowest seed through the run's top; shifts by 1, 2, 4 … 32 fill the
  /// rest of each run downwards.
  @inline(__always)
  static func runs(of m: UInt64, touching seeds: UInt64) -> UInt64 {
    var g = (((m &+ seeds) ^ m ^ seeds) & m) | seeds
    var p = m
    g |= p & (g &>> 1)
    p &= p &>> 1
    g |= p & (g &>> 2)
    p &= p &>> 2
    g |= p & (g &>> 4)
    p &= p &>> 4
    g |= p & (g &>> 8)
    p &= p &>> 8
    g |= p & (g &>> 16)
    p &= p &>> 16
    g |= p & (g &>> 32)
    return g
  }
}

// MARK: - Glyph lanes (Glyph.similarity)

extension PixelKernels {
  /// `values` eight to a lane, in order (the last lane's missing values 0).
  static func lanes(_ values: [Float]) -> [SIMD8<Float>] {
    let count = (values.count + 7) / 8
    // Sound: the lanes are `count` × 32 bytes, the copy the values' own 4 × values.count ≤ that
    // many, the bytes after it zeroed; the pointers live inside these closures only.
    return unsafe [SIMD8<Float>](unsafeUninitializedCapacity: count) { lanes, initialized in
      unsafe values.withUnsafeBytes { from in
        guard let to = UnsafeMutableRawPointer(lanes.baseAddress),
          let source = from.baseAddress
        else { return }
        unsafe to.copyMemory(from: source, byteCount: from.count)
        unsafe (to + from.count).initializeMemory(
          as: UInt8.self, repeating: 0, count: count * 32 - from.count)
      }
      initialized = count
    }
  }

  /// Lane by lane over the common lanes of `a` and `b`, in order: the sums of |x − y| and of
  /// x + y (the arithmetic of `Glyph.similarity`, one step a lane).
  static func differencesAndTotals(
    _ a: [SIMD8<Float>], _ b: [SIMD8<Float>]
  ) -> (diff: SIMD8<Float>, total: SIMD8<Float>) {
    var diff = SIMD8<Float>()
    var total = SIMD8<Float>()
    let count = min(a.count, b.count)
    // Sound: lanes below both counts only; the buffers live inside these closures only.
    unsafe a.withUnsafeBufferPointer { a in
      unsafe b.withUnsafeBufferPointer { b in
        for k in 0..<count {
          let (x, y) = unsafe (a[k], b[k])
          diff += absoluteDifference(x, y)
          total += x + y
        }
      }
    }
    return (diff, total)
  }
}

// MARK: - Header samples (HeaderReader.find, HeaderReader.digitShape)

extension PixelKernels {
  /// Whether every sample at a row offset plus a column offset (bytes) has its three colour
  /// bytes inside `pixels`.
  private static func inside(_ pixels: Span<UInt8>, rows: [Int], columns: [Int]) -> Bool {
    guard let lowRow = rows.min(), let lowColumn = columns.min() else { return true }
    guard lowRow >= 0, lowColumn >= 0, let highRow = rows.max(), let highColumn = columns.max()
    else { return false }
    let (last, overflow) = highRow.addingReportingOverflow(highColumn)
    return !overflow && last < pixels.count - 2
  }

  /// `HeaderReader.inkSamples` as bits, each row in (columns + 63) / 64 words of its own, a
  /// column's bit at its place in them (the layout the header's patch finder reads): per
  /// sample (rows of columns, offsets in bytes), whether its channels differ from `colour` by
  /// more than `threshold` in all; nil when a sample lies outside `pixels`. The header band's
  /// every sample, a byte each way cost 40 instructions, then 27 a byte at a time; four
  /// samples to a vector (`stepSums`, as the letters' reads) give their four bits at once, and
  /// the patches are then found a word at a time.
  static func farBits(
    _ pixels: Span<UInt8>, rows: [Int], columns: [Int], from colour: RGB, threshold: Int
  ) -> [UInt64]? {
    guard inside(pixels, rows: rows, columns: columns) else { return nil }
    let stride = (columns.count + 63) / 64
    var out = [UInt64](repeating: 0, count: rows.count * stride)
    guard !out.isEmpty else { return out }
    // A word load reads the alpha byte too: only when the last sample's fourth byte is inside,
    // and the lanes' test holds for a threshold a sum can cross.
    let whole =
      (0..<765).contains(threshold) && rows.max()! &+ columns.max()! &+ 3 < pixels.count
    let word = UInt32(colour.r) | UInt32(colour.g) &<< 8 | UInt32(colour.b) &<< 16
    // Sound: a bit cast between vector types of the same size.
    let against = unsafe unsafeBitCast(SIMD4<UInt32>(repeating: word), to: SIMD16<UInt8>.self)
    let limit = SIMD4<UInt32>(repeating: UInt32(clamping: threshold))
    // Sound: every sample's three bytes were checked inside `pixels` above, and its fourth
    // too where `whole` lets words be loaded; a row's bits go to its own `stride` words of
    // `out`, and column c to word c / 64 of them; the buffers live inside these closures only.
    unsafe pixels.withUnsafeBytes { px in
      unsafe columns.withUnsafeBufferPointer { xs in
        unsafe out.withUnsafeMutableBufferPointer { bits in
          guard let base = px.baseAddress else { return }
          let n = xs.count
          for (j, row) in rows.enumerated() {
            let at = unsafe base + row
            let first = j &* stride
            var c = 0
            if whole {
              // Four columns from a multiple of four: their bits never straddle two words.
              while c &+ 4 <= n {
                let four = unsafe SIMD4<UInt32>(
                  at.loadUnaligned(fromByteOffset: xs[c], as: UInt32.self),
                  at.loadUnaligned(fromByteOffset: xs[c &+ 1], as: UInt32.self),
                  at.loadUnaligned(fromByteOffset: xs[c &+ 2], as: UInt32.self),
                  at.loadUnaligned(fromByteOffset: xs[c &+ 3], as: UInt32.self))
                let d = unsafe stepSums(unsafeBitCast(four, to: SIMD16<UInt8>.self), against)
                // 1 where the sum is above the threshold (both under 2^31).
                let above = (limit &- d) &>> 31
                let pairs = unsafe unsafeBitCast(above, to: SIMD2<UInt64>.self)
                let nibble = (pairs[0] | pairs[0] &>> 31) & 3 | ((pairs[1] | pairs[1] &>> 31) & 3) &<< 2
                unsafe bits[first &+ c &>> 6] |= nibble &<< UInt64(c & 63)
                c &+= 4
              }
            }
            while c < n {
              let p = unsafe at + xs[c]
              let d = unsafe absDiff(p.load(as: UInt8.self), colour.r)
                &+ absDiff(p.load(fromByteOffset: 1, as: UInt8.self), colour.g)
                &+ absDiff(p.load(fromByteOffset: 2, as: UInt8.self), colour.b)
              if d > threshold { unsafe bits[first &+ c &>> 6] |= 1 &<< UInt64(c & 63) }
              c &+= 1
            }
          }
        }
      }
    }
    return out
  }

  /// `HeaderReader.windowSums`: per cell of an `n`×`n` window, its `sub`×`sub` pixels' summed
  /// channel differences from `colour` (pixel columns `xs`, rows `ys` of a `width`-wide image,
  /// -1 for a position outside the digit, which adds nothing); nil for a position outside
  /// `pixels`.
  static func windowSums(
    _ pixels: Span<UInt8>, width: Int, xs: [Int], ys: [Int], sub: Int, n: Int, from colour: RGB
  ) -> [Int]? {
    guard sub >= 1, width > 0, xs.count == n * sub, ys.count == n * sub else { return nil }
    let height = pixels.count / 4 / width
    guard xs.allSatisfy({ $0 >= -1 && $0 < width }), ys.allSatisfy({ $0 >= -1 && $0 < height })
    else { return nil }
    var out = [Int](repeating: 0, count: n * n)
    // Sound: every column is below `width` and every row below the image's height (both
    // checked above), so each pixel read lies inside `pixels`; `out` holds n × n cells.
    unsafe pixels.withUnsafeBytes { px in
      unsafe out.withUnsafeMutableBufferPointer { cells in
        guard let base = px.baseAddress else { return }
        if sub == 1 {
          unsafe onePixelCells(base, width: width, xs: xs, ys: ys, n: n, colour, cells)
          return
        }
        for j in 0..<n {
          for i in 0..<n {
            var sum = 0
            for v in 0..<sub {
              let y = ys[j &* sub &+ v]
              guard y >= 0 else { continue }
              for u in 0..<sub {
                let x = xs[i &* sub &+ u]
                guard x >= 0 else { continue }
                let p = unsafe base + (y &* width &+ x) &* 4
                sum &+= unsafe absDiff(p.load(as: UInt8.self), colour.r)
                  &+ absDiff(p.load(fromByteOffset: 1, as: UInt8.self), colour.g)
                  &+ absDiff(p.load(fromByteOffset: 2, as: UInt8.self), colour.b)
              }
            }
            unsafe cells[j &* n &+ i] = sum
          }
        }
      }
    }
    return out
  }

  /// `windowSums` where a cell is one pixel (phone screenshots' digits are a few dozen pixels
  /// high), four cells to a vector where their four columns are all inside the digit's box: a
  /// cell at a time through the general loops cost as much as the rest of a digit's shape.
  @inline(never)
  private static func onePixelCells(
    _ base: UnsafeRawPointer, width: Int, xs: [Int], ys: [Int], n: Int, _ colour: RGB,
    _ cells: UnsafeMutableBufferPointer<Int>
  ) {
    // Sound: the caller checked every column below `width` and every row below the image's
    // height, so each pixel's four bytes lie inside the image; `cells` holds n × n, and four
    // are stored at once only where i + 4 ≤ last + 1 ≤ n.
    let word = UInt32(colour.r) | UInt32(colour.g) &<< 8 | UInt32(colour.b) &<< 16
    let against = unsafe unsafeBitCast(SIMD4<UInt32>(repeating: word), to: SIMD16<UInt8>.self)
    guard let out = UnsafeMutableRawPointer(cells.baseAddress) else { return }
    // Only from the first column inside the box to the last: the cells beyond add nothing.
    guard let first = xs.firstIndex(where: { $0 >= 0 }),
      let last = xs.lastIndex(where: { $0 >= 0 })
    else { return }
    for j in 0..<n {
      let y = ys[j]
      guard y >= 0 else { continue }
      let row = unsafe base + y &* width &* 4
      var i = first
      while i <= last {
        if i &+ 4 <= last &+ 1, (xs[i] | xs[i &+ 1] | xs[i &+ 2] | xs[i &+ 3]) >= 0 {
          let four = unsafe SIMD4<UInt32>(
            row.loadUnaligned(fromByteOffset: xs[i] &* 4, as: UInt32.self),
            row.loadUnaligned(fromByteOffset: xs[i &+ 1] &* 4, as: UInt32.self),
            row.loadUnaligned(fromByteOffset: xs[i &+ 2] &* 4, as: UInt32.self),
            row.loadUnaligned(fromByteOffset: xs[i &+ 3] &* 4, as: UInt32.self))
          let sums = unsafe stepSums(unsafeBitCast(four, to: SIMD16<UInt8>.self), against)
          unsafe out.storeBytes(
            of: SIMD4<Int>(truncatingIfNeeded: sums), toByteOffset: (j &* n &+ i) &* 8,
            as: SIMD4<Int>.self)
          i &+= 4
          continue
        }
        // A column outside the box (-1) adds nothing: its cell stays 0.
        if xs[i] >= 0 {
          let p = unsafe row + xs[i] &* 4
          unsafe cells[j &* n &+ i] =
            absDiff(p.load(as: UInt8.self), colour.r)
            &+ absDiff(p.load(fromByteOffset: 1, as: UInt8.self), colour.g)
            &+ absDiff(p.load(fromByteOffset: 2, as: UInt8.self), colour.b)
        }
        i &+= 1
      }
    }
  }

  /// `HeaderReader.commonest`: the commonest colour at 4 bits a channel among the samples at a
  /// row offset plus a column offset, as the mean of the samples that have it; nil when a
  /// sample lies outside `pixels`. Four samples to a vector where their words can be loaded:
  /// their keys in one go, and the mean's sums in lanes (most samples are the background), at
  /// a third of the cost of a sample at a time.
  static func commonestColour(_ pixels: Span<UInt8>, rows: [Int], columns: [Int]) -> RGB? {
    guard inside(pixels, rows: rows, columns: columns) else { return nil }
    var counts = [Int](repeating: 0, count: 4096)
    // Word loads read each sample's fourth byte too; a lane's sums stay under 2^32 for this
    // many samples.
    let (samples, overflow) = rows.count.multipliedReportingOverflow(by: columns.count)
    let whole =
      !rows.isEmpty && !columns.isEmpty && rows.max()! &+ columns.max()! &+ 3 < pixels.count
      && !overflow && samples < 1 << 24
    // Sound: every sample's three bytes were checked inside `pixels` above, and its fourth
    // too where `whole` lets words be loaded; a key has 12 bits, below the 4096 counts; the
    // buffers live inside these closures only.
    return unsafe pixels.withUnsafeBytes { px -> RGB in
      unsafe columns.withUnsafeBufferPointer { xs -> RGB in
        unsafe counts.withUnsafeMutableBufferPointer { counts -> RGB in
          guard let base = px.baseAddress else { return RGB(0, 0, 0) }
          @inline(__always) func key(_ p: UnsafeRawPointer) -> Int {
            unsafe Int(p.load(as: UInt8.self) >> 4) << 8
              | Int(p.load(fromByteOffset: 1, as: UInt8.self) >> 4) << 4
              | Int(p.load(fromByteOffset: 2, as: UInt8.self) >> 4)
          }
          @inline(__always) func four(_ at: UnsafeRawPointer, _ c: Int) -> SIMD4<UInt32> {
            unsafe SIMD4<UInt32>(
              at.loadUnaligned(fromByteOffset: xs[c], as: UInt32.self),
              at.loadUnaligned(fromByteOffset: xs[c &+ 1], as: UInt32.self),
              at.loadUnaligned(fromByteOffset: xs[c &+ 2], as: UInt32.self),
              at.loadUnaligned(fromByteOffset: xs[c &+ 3], as: UInt32.self))
          }
          // Each channel's top four bits, R's highest: the scalar key's bits.
          @inline(__always) func keys(_ p: SIMD4<UInt32>) -> SIMD4<UInt32> {
            (p &<< 4) & 0xF00 | (p &>> 8) & 0xF0 | (p &>> 20) & 0xF
          }
          let n = xs.count
          for row in rows {
            let at = unsafe base + row
            var c = 0
            if whole {
              while c &+ 4 <= n {
                let k = unsafe keys(four(at, c))
                unsafe counts[Int(k[0])] &+= 1
                unsafe counts[Int(k[1])] &+= 1
                unsafe counts[Int(k[2])] &+= 1
                unsafe counts[Int(k[3])] &+= 1
                c &+= 4
              }
            }
            while c < n {
              unsafe counts[key(at + xs[c])] &+= 1
              c &+= 1
            }
          }
          // The first of the largest counts.
          var mode = 0
          for k in 1..<4096 where unsafe counts[k] > counts[mode] { mode = k }
          var sum = (0, 0, 0)
          var found = 0
          var lanes = (r: SIMD4<UInt32>(), g: SIMD4<UInt32>(), b: SIMD4<UInt32>(), n: SIMD4<UInt32>())
          let wanted = SIMD4<UInt32>(repeating: UInt32(mode))
          for row in rows {
            let at = unsafe base + row
            var c = 0
            if whole {
              while c &+ 4 <= n {
                let p = unsafe four(at, c)
                // All ones where the key is the mode: (x - 1) >> 31 is 1 only for x == 0.
                let same = 0 &- (((keys(p) ^ wanted) &- 1) &>> 31)
                lanes.r &+= p & 0xFF & same
                lanes.g &+= (p &>> 8) & 0xFF & same
                lanes.b &+= (p &>> 16) & 0xFF & same
                lanes.n &+= same & 1
                c &+= 4
              }
            }
            while c < n {
              let p = unsafe at + xs[c]
              c &+= 1
              guard unsafe key(p) == mode else { continue }
              unsafe sum.0 &+= Int(p.load(as: UInt8.self))
              unsafe sum.1 &+= Int(p.load(fromByteOffset: 1, as: UInt8.self))
              unsafe sum.2 &+= Int(p.load(fromByteOffset: 2, as: UInt8.self))
              found &+= 1
            }
          }
          func total(_ v: SIMD4<UInt32>) -> Int { Int(v[0]) &+ Int(v[1]) &+ Int(v[2]) &+ Int(v[3]) }
          sum.0 &+= total(lanes.r)
          sum.1 &+= total(lanes.g)
          sum.2 &+= total(lanes.b)
          found &+= total(lanes.n)
          guard found > 0 else { return RGB(0, 0, 0) }
          return RGB(UInt8(sum.0 / found), UInt8(sum.1 / found), UInt8(sum.2 / found))
        }
      }
    }
  }
}
