import Glibc
import Testing

@_spi(Internals) @testable import LetterfunCore

/// Letters are read through `meanDistances` and `turnedMeanDistances`, which walk raw buffers
/// and divide by multiplication: each must give exactly what reading pixel by pixel with
/// `sample` and dividing gives, including cells partly or wholly outside the image.
@Suite struct GridSamplingTests {
  static func noise(_ width: Int, _ height: Int, seed: UInt64) -> Bitmap {
    var rng = SplitMix64(seed: seed)
    var image = try! Bitmap(width: width, height: height)
    image.withMutablePixels { px in
      for i in px.indices { px[i] = UInt8(truncatingIfNeeded: rng.next()) }
    }
    // A white corner: full sums are where a wrong quotient would show first.
    for y in 0..<(height / 3) {
      for x in 0..<(width / 3) { image.setPixel(x, y, RGB(255, 255, 255)) }
    }
    return image
  }

  /// The plain reading: every pixel through `sample`, the mean by `/`.
  static func reference(
    _ image: Bitmap, centre: (Double, Double), offsets: [Double], sub: Int,
    cos: Double, sin: Double, colour: RGB
  ) -> [Float] {
    let n = offsets.count / sub
    var out = [Float](repeating: 0, count: n * n)
    for j in 0..<n {
      for i in 0..<n {
        var (r, g, b, c) = (0, 0, 0, 0)
        for v in 0..<sub {
          for u in 0..<sub {
            let (dx, dy) = (offsets[i * sub + u], offsets[j * sub + v])
            let x = centre.0 + dx * cos - dy * sin
            let y = centre.1 + dx * sin + dy * cos
            guard let p = image.sample(x, y) else { continue }
            r += Int(p.r)
            g += Int(p.g)
            b += Int(p.b)
            c += 1
          }
        }
        guard c > 0 else { continue }
        let d = abs(r / c - Int(colour.r)) + abs(g / c - Int(colour.g)) + abs(b / c - Int(colour.b))
        out[j * n + i] = Float(d)
      }
    }
    return out
  }

  /// Offsets as the binarizer lays them out: `n` samples of `sub` pixels over `span`.
  static func offsets(n: Int, sub: Int, span: Double) -> [Double] {
    let step = span / Double(n)
    var out: [Double] = []
    for i in 0..<n {
      for u in 0..<sub {
        let within = (Double(u) + 0.5) / Double(sub)
        out.append((Double(i) + within) * step - span / 2)
      }
    }
    return out
  }

  // 2, 3 and 4 have their own inlined copies of the inside path; 5 takes the general one.
  @Test(arguments: 1...5)
  func unturnedGridMatchesPixelByPixelReading(sub: Int) {
    let image = GridSamplingTests.noise(90, 70, seed: UInt64(sub))
    let colour = RGB(200, 30, 120)
    // Centred, and hanging over each border, so some cells lose rows, columns or everything.
    for centre in [(45.0, 35.0), (3.0, 66.5), (88.2, 2.0), (-10.0, 35.0)] {
      let offsets = GridSamplingTests.offsets(n: 9, sub: sub, span: 9.0 * Double(sub) * 1.1)
      let fast = image.meanDistances(
        columns: offsets.map { Bitmap.sampleIndex(centre.0 + $0, image.width) },
        rows: offsets.map { Bitmap.sampleIndex(centre.1 + $0, image.height) }, sub: sub, to: colour)
      let slow = GridSamplingTests.reference(
        image, centre: centre, offsets: offsets, sub: sub, cos: 1, sin: 0, colour: colour)
      #expect(fast == slow, "sub \(sub), centre \(centre)")
    }
  }

  @Test(arguments: [-6.0, -2.0, 4.0, 30.0])
  func turnedGridMatchesPixelByPixelReading(degrees: Double) {
    let image = GridSamplingTests.noise(80, 80, seed: 7)
    let colour = RGB(10, 240, 60)
    let angle = degrees * .pi / 180
    for sub in 1...4 {
      for centre in [(40.0, 40.0), (2.5, 77.0)] {
        let offsets = GridSamplingTests.offsets(n: 11, sub: sub, span: 40)
        let fast = image.turnedMeanDistances(
          centre: centre, offsets: offsets, sub: sub, cos: cos(angle), sin: sin(angle),
          to: colour)
        let slow = GridSamplingTests.reference(
          image, centre: centre, offsets: offsets, sub: sub, cos: cos(angle), sin: sin(angle),
          colour: colour)
        #expect(fast == slow, "\(degrees)°, sub \(sub), centre \(centre)")
      }
    }
  }
}
