extension Bitmap {
  /// Where the colour steps, per pixel: bit 0 set when the pixels left and right of it differ
  /// by more than `threshold` (the sum of the R, G and B differences), bit 1 when the pixels
  /// above and below it do. The image's outermost pixels have neither.
  ///
  /// The plain definition, pixel by pixel; the board locator reads `edgeBits`, which must
  /// agree with it (the tests check).
  func edgeSteps(threshold: Int) -> [UInt8] {
    let (w, h) = (width, height)
    var out = [UInt8](repeating: 0, count: w * h)
    guard w >= 3, h >= 3 else { return out }
    func difference(_ a: Int, _ b: Int) -> Int {
      (0..<3).reduce(0) { $0 + abs(Int(pixels[a + $1]) - Int(pixels[b + $1])) }
    }
    for y in 1..<(h - 1) {
      for x in 1..<(w - 1) {
        let i = (y * w + x) * 4
        let across = difference(i - 4, i + 4)
        let down = difference(i - w * 4, i + w * 4)
        out[y * w + x] = (across > threshold ? 1 : 0) | (down > threshold ? 2 : 0)
      }
    }
    return out
  }

  /// `edgeSteps` as two bit planes, 64 pixels to a word, row after row (`words` to a row):
  /// `vertical` holds bit 0 (a step across, on a vertical edge), `horizontal` bit 1.
  ///
  /// The board locator's edge profile reads every pixel of the thumbnail this way: four pixels
  /// a step in vector lanes, their flags written straight into the words the profile scans.
  func edgeBits(threshold: Int) -> (vertical: [UInt64], horizontal: [UInt64], words: Int) {
    let w = width
    let h = height
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
