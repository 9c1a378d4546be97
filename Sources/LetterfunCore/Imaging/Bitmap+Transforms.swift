extension Bitmap {
  /// The bitmap resampled to a new size by area averaging (as a phone's downscaling does);
  /// throws unless the new size is positive and within `limits`.
  public func scaled(
    width newWidth: Int, height newHeight: Int, limits: ImageLimits = .default
  ) throws(ImageDecodingError) -> Bitmap {
    try Bitmap.checkSize(width: newWidth, height: newHeight, limits: limits)
    var out = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
    let sx = Double(width) / Double(newWidth)
    let sy = Double(height) / Double(newHeight)
    for y in 0..<newHeight {
      let y0 = Double(y) * sy
      let y1 = y0 + sy
      for x in 0..<newWidth {
        let x0 = Double(x) * sx
        let x1 = x0 + sx
        var acc = (0.0, 0.0, 0.0, 0.0)
        var total = 0.0
        var py = Int(y0)
        while Double(py) < y1 && py < height {
          let wy = min(y1, Double(py + 1)) - max(y0, Double(py))
          var px = Int(x0)
          while Double(px) < x1 && px < width {
            let w = (min(x1, Double(px + 1)) - max(x0, Double(px))) * wy
            let i = (py * width + px) * 4
            acc.0 += Double(pixels[i]) * w
            acc.1 += Double(pixels[i + 1]) * w
            acc.2 += Double(pixels[i + 2]) * w
            acc.3 += Double(pixels[i + 3]) * w
            total += w
            px += 1
          }
          py += 1
        }
        let o = (y * newWidth + x) * 4
        out[o] = UInt8(min(255, (acc.0 / total).rounded()))
        out[o + 1] = UInt8(min(255, (acc.1 / total).rounded()))
        out[o + 2] = UInt8(min(255, (acc.2 / total).rounded()))
        out[o + 3] = UInt8(min(255, (acc.3 / total).rounded()))
      }
    }
    return Bitmap(checkedWidth: newWidth, height: newHeight, pixels: out)
  }

  /// A rectangle of the bitmap (clipped to it); throws when none of it lies inside the image.
  @_spi(Internals) public func cropped(
    x: Int, y: Int, width w: Int, height h: Int
  ) throws(ImageDecodingError) -> Bitmap {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = Bitmap.clippedEnd(x, w, width)
    let y1 = Bitmap.clippedEnd(y, h, height)
    guard x1 > x0 && y1 > y0 else {
      throw .badGeometry(
        "the \(w)x\(h) rectangle at (\(x), \(y)) lies outside the \(width)x\(height) image")
    }
    var out: [UInt8] = []
    out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for row in y0..<y1 {
      out.append(contentsOf: pixels[(row * width + x0) * 4..<(row * width + x1) * 4])
    }
    return Bitmap(checkedWidth: x1 - x0, height: y1 - y0, pixels: out)
  }

  /// `start + length` clipped to `0...size`, without overflowing for far-off rectangles.
  private static func clippedEnd(_ start: Int, _ length: Int, _ size: Int) -> Int {
    let (end, overflow) = start.addingReportingOverflow(length)
    if overflow { return length > 0 ? size : 0 }
    return max(0, min(size, end))
  }

  /// The bitmap with a band of one colour added below it (an Android navigation bar); throws
  /// unless `bottom` is 0 or more and the taller image is within `limits`.
  @_spi(Internals) public func padded(
    bottom: Int, colour: RGB, limits: ImageLimits = .default
  ) throws(ImageDecodingError) -> Bitmap {
    let (newHeight, overflow) = height.addingReportingOverflow(bottom)
    guard bottom >= 0, !overflow else {
      throw .badGeometry("a band of \(bottom) rows cannot be added below an image")
    }
    try Bitmap.checkSize(width: width, height: newHeight, limits: limits)
    var out = pixels
    let band = Bitmap(checkedWidth: width, height: bottom, fill: colour)
    out.append(contentsOf: band.pixels)
    return Bitmap(checkedWidth: width, height: newHeight, pixels: out)
  }

  /// A smaller copy, each pixel the mean of a `k`×`k` block (the last partial blocks dropped).
  ///
  /// The board locator runs on this copy of every screenshot, so it walks raw buffers: the
  /// bounds-checked version cost more than decoding the PNG. Throws unless 1 ≤ `k` ≤ both sides.
  @_spi(Internals) public func boxDownsampled(by k: Int) throws(ImageDecodingError) -> Bitmap {
    guard k >= 1, k <= width, k <= height else {
      throw .badGeometry("a \(width)x\(height) image cannot be shrunk by a factor of \(k)")
    }
    let w = width / k
    let h = height / k
    let area = k * k
    let srcStride = width * 4
    var sums = [Int](repeating: 0, count: w * 3)
    // Block sums divided by the area through a table: three divisions per pixel were most of
    // this function's time.
    let means = (0...(255 * area)).map { UInt8(truncatingIfNeeded: $0 / area) }
    // Sound: reads whole k × k blocks inside the image (k ≤ both sides, partial blocks dropped),
    // writes w × h.
    let out = unsafe [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
      unsafe pixels.withUnsafeBufferPointer { src in
        unsafe sums.withUnsafeMutableBufferPointer { sums in
          unsafe means.withUnsafeBufferPointer { means in
            // Word-at-a-time paths read each pixel as one little-endian word; k = 1, k > 16
            // (images over 5,000 pixels wide) and big-endian machines take the general one.
            #if _endian(little)
              if k == 2, let from = unsafe UnsafeRawPointer(src.baseAddress),
                let to = UnsafeMutableRawPointer(out.baseAddress)
              {
                unsafe Bitmap.halve(from, srcStride: srcStride, into: to, width: w, height: h)
                return
              }
              if k >= 3 && k <= 16, let from = unsafe UnsafeRawPointer(src.baseAddress),
                let to = UnsafeMutableRawPointer(out.baseAddress)
              {
                // A constant k unrolls the inner loops: the common sizes (3 for 1125- and
                // 1242-pixel-wide phones, 4 for 1536-pixel tablets) get their own inlined copies.
                if k == 3 {
                  unsafe Bitmap.bands(
                    from, srcStride: srcStride, into: to, width: w, height: h, k: 3, means: means)
                } else if k == 4 {
                  unsafe Bitmap.bands(
                    from, srcStride: srcStride, into: to, width: w, height: h, k: 4, means: means)
                } else {
                  unsafe Bitmap.bands(
                    from, srcStride: srcStride, into: to, width: w, height: h, k: k, means: means)
                }
                return
              }
            #endif
            for by in 0..<h {
              unsafe sums.update(repeating: 0)
              for y in (by * k)..<(by * k + k) {
                var i = y * srcStride
                for bx in 0..<w {
                  var r = 0
                  var g = 0
                  var b = 0
                  for _ in 0..<k {
                    unsafe r &+= Int(src[i])
                    unsafe g &+= Int(src[i &+ 1])
                    unsafe b &+= Int(src[i &+ 2])
                    i &+= 4
                  }
                  unsafe sums[bx &* 3] &+= r
                  unsafe sums[bx &* 3 &+ 1] &+= g
                  unsafe sums[bx &* 3 &+ 2] &+= b
                }
              }
              var o = by * w * 4
              for bx in 0..<w {
                unsafe out[o] = unsafe means[sums[bx &* 3]]
                unsafe out[o &+ 1] = unsafe means[sums[bx &* 3 &+ 1]]
                unsafe out[o &+ 2] = unsafe means[sums[bx &* 3 &+ 2]]
                unsafe out[o &+ 3] = 255
                o &+= 4
              }
            }
          }
        }
      }
      count = w * h * 4
    }
    return Bitmap(checkedWidth: w, height: h, pixels: out)
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
            unsafe Bitmap.ninths(unsafeBitCast(rb, to: SIMD8<UInt16>.self))
            | Bitmap.ninths(unsafeBitCast(ga, to: SIMD8<UInt16>.self)) &<< 8 | alpha
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
