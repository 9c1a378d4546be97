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
        for y in 1..<(h - 1) {
          var i = y * stride + 4
          var o = y * w + 1
          for _ in 1..<(w - 1) {
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
          }
        }
      }
      count = w * h
    }
  }
}

@inline(__always)
private func absDiff(_ a: UInt8, _ b: UInt8) -> Int {
  a > b ? Int(a &- b) : Int(b &- a)
}
