import Testing

@_spi(Internals) @testable import LetterfunCore

/// The board locator's downsampling has word-at-a-time paths for blocks of 2×2 to 16×16: each
/// must give exactly the plain block mean (rounded down), on sizes that leave partial blocks over.
@Suite struct BitmapTransformTests {
  static func reference(_ image: Bitmap, _ k: Int) -> Bitmap {
    let w = image.width / k
    let h = image.height / k
    var out = try! Bitmap(width: w, height: h)
    for by in 0..<h {
      for bx in 0..<w {
        var sums = [0, 0, 0]
        for y in (by * k)..<(by * k + k) {
          for x in (bx * k)..<(bx * k + k) {
            let p = image.pixel(x, y)
            sums[0] += Int(p.r)
            sums[1] += Int(p.g)
            sums[2] += Int(p.b)
          }
        }
        let m = sums.map { UInt8($0 / (k * k)) }
        out.setPixel(bx, by, RGB(m[0], m[1], m[2]))
      }
    }
    return out
  }

  @Test(arguments: Array(1...17))
  func boxDownsamplingIsTheBlockMean(k: Int) throws {
    var rng = SplitMix64(seed: UInt64(k))
    // Blocks larger than a side would leave no image (refused; tested below).
    for (width, height) in [(97, 61), (320, 17), (k, k), (13, 200), (4 * k + 3, 2 * k + 1)]
    where k <= min(width, height) {
      var image = try Bitmap(width: width, height: height)
      image.withMutablePixels { px in
        for i in px.indices { px[i] = UInt8(truncatingIfNeeded: rng.next()) }
        // Extremes too: all-255 blocks are where a carry between lanes would show.
        for i in 0..<min(px.count, 4 * width * k) { px[i] = 255 }
      }
      let fast = try image.boxDownsampled(by: k)
      let slow = BitmapTransformTests.reference(image, k)
      #expect(fast.width == slow.width && fast.height == slow.height)
      #expect(fast.pixels == slow.pixels, "k=\(k), \(width)x\(height)")
    }
  }

  @Test func ninthsDivideEverySumOfNineBytesExactly() {
    for start in stride(from: 0, through: 9 * 255, by: 8) {
      let v = SIMD8<UInt16>((0..<8).map { UInt16(min(9 * 255, start + $0)) })
      let expected = SIMD8<UInt16>((0..<8).map { v[$0] / 9 })
      #expect(PixelKernels.ninths(v) == expected, "from \(start)")
    }
  }
}
