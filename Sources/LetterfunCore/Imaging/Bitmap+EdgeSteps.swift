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
    let pixels = self.pixels
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
  /// The board locator's edge profile reads every pixel of the thumbnail this way, four pixels
  /// a step in vector lanes (`PixelKernels.edgeBits`).
  func edgeBits(threshold: Int) -> (vertical: [UInt64], horizontal: [UInt64], words: Int) {
    withBytes { PixelKernels.edgeBits($0, width: width, height: height, threshold: threshold) }
  }
}
