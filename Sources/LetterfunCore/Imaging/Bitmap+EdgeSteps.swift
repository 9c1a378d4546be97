extension Bitmap {
  /// Where the colour steps, per pixel: bit 0 set when the pixels left and right of it differ
  /// by more than `threshold` (the sum of the R, G and B differences), bit 1 when the pixels
  /// above and below it do. The image's outermost pixels have neither.
  ///
  /// The board locator's edge profile reads every pixel of the thumbnail this way; on raw
  /// buffers it costs a fraction of the bounds-checked loop it replaces.
  func edgeSteps(threshold: Int) -> [UInt8] {
    let w = width
    let h = height
    let stride = w * 4
    return [UInt8](unsafeUninitializedCapacity: w * h) { out, count in
      out.initialize(repeating: 0)
      guard w >= 3, h >= 3 else {
        count = w * h
        return
      }
      pixels.withUnsafeBufferPointer { px in
        guard let src = UnsafeRawPointer(px.baseAddress), let dst = out.baseAddress else { return }
        let t = SIMD4<UInt32>(repeating: UInt32(max(0, min(threshold, 1 << 20))))
        // The lanes read each pixel's bytes as one little-endian word, R lowest.
        #if _endian(little)
          let thresholdIsExact = threshold >= 0 && threshold <= 1 << 20
        #else
          let thresholdIsExact = false
        #endif
        for y in 1..<(h - 1) {
          var i = y * stride + 4
          var o = y * w + 1
          var x = 1
          // Four pixels at a time: the same sums of channel differences, in vector lanes.
          while thresholdIsExact && x + 4 <= w - 1 {
            let left = src.loadUnaligned(fromByteOffset: i &- 4, as: SIMD16<UInt8>.self)
            let right = src.loadUnaligned(fromByteOffset: i &+ 4, as: SIMD16<UInt8>.self)
            let up = src.loadUnaligned(fromByteOffset: i &- stride, as: SIMD16<UInt8>.self)
            let down = src.loadUnaligned(fromByteOffset: i &+ stride, as: SIMD16<UInt8>.self)
            let dv = channelSums(pointwiseMax(left, right) &- pointwiseMin(left, right))
            let dh = channelSums(pointwiseMax(up, down) &- pointwiseMin(up, down))
            var flags = SIMD4<UInt32>(repeating: 0)
            flags.replace(with: 1, where: dv .> t)
            flags |= SIMD4<UInt32>(repeating: 0).replacing(with: 2, where: dh .> t)
            UnsafeMutableRawPointer(dst + o).storeBytes(
              of: SIMD4<UInt8>(truncatingIfNeeded: flags), as: SIMD4<UInt8>.self)
            i &+= 16
            o &+= 4
            x &+= 4
          }
          while x < w - 1 {
            let dv =
              absDiff(px[i &- 4], px[i &+ 4]) &+ absDiff(px[i &- 3], px[i &+ 5])
              &+ absDiff(px[i &- 2], px[i &+ 6])
            let up = i &- stride
            let down = i &+ stride
            let dh =
              absDiff(px[up], px[down]) &+ absDiff(px[up &+ 1], px[down &+ 1])
              &+ absDiff(px[up &+ 2], px[down &+ 2])
            out[o] = (dv > threshold ? 1 : 0) | (dh > threshold ? 2 : 0)
            i &+= 4
            o &+= 1
            x &+= 1
          }
        }
      }
      count = w * h
    }
  }
}

/// Per pixel of four RGBA pixels, the sum of its R, G and B bytes.
@inline(__always)
private func channelSums(_ d: SIMD16<UInt8>) -> SIMD4<UInt32> {
  let v = unsafeBitCast(d, to: SIMD4<UInt32>.self)
  let byte = SIMD4<UInt32>(repeating: 0xFF)
  return (v & byte) &+ ((v &>> 8) & byte) &+ ((v &>> 16) & byte)
}

@inline(__always)
private func absDiff(_ a: UInt8, _ b: UInt8) -> Int {
  a > b ? Int(a &- b) : Int(b &- a)
}
