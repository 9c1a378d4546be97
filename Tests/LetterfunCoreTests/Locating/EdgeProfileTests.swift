import Testing

@_spi(Internals) @testable import LetterfunCore

/// The edge profile finds runs on bit vectors; it must count exactly what the plain per-pixel
/// walk counts (every vertical run at every level it reaches; every pixel of a horizontal run
/// of at least `minimumRun` in its block).
@Suite struct EdgeProfileTests {
  /// The straightforward profile: each pixel in turn, a run counter per column and per row.
  static func reference(_ image: Bitmap, threshold: Int) -> (columnRuns: [Int], rows: [[Int32]]) {
    let (w, h) = (image.width, image.height)
    let steps = image.edgeSteps(threshold: threshold)
    let levels = EdgeProfile.runLevels
    let lengths = EdgeProfile.runLengths.map { Int($0.rounded(.up)) }
    let blocks = (w + 7) / 8
    var columnRuns = [Int](repeating: 0, count: w * levels)
    var rows = [[Int32]](repeating: [Int32](repeating: 0, count: blocks), count: h)
    func add(_ run: Int, _ x: Int) {
      guard run >= EdgeProfile.minimumRun else { return }
      for j in 0..<levels where run >= lengths[j] { columnRuns[x * levels + j] += run }
    }
    var vertical = [Int](repeating: 0, count: w)
    for y in 0..<h {
      var horizontal = 0
      for x in 0..<w {
        let s = steps[y * w + x]
        if s & 1 != 0 {
          vertical[x] += 1
        } else {
          add(vertical[x], x)
          vertical[x] = 0
        }
        if s & 2 != 0 {
          horizontal += 1
          if horizontal == EdgeProfile.minimumRun {
            for back in 0..<horizontal { rows[y][(x - back) / 8] += 1 }
          } else if horizontal > EdgeProfile.minimumRun {
            rows[y][x / 8] += 1
          }
        } else {
          horizontal = 0
        }
      }
    }
    for x in 0..<w { add(vertical[x], x) }
    return (columnRuns, rows)
  }

  @Test(arguments: [
    (64, 64), (65, 40), (127, 90), (128, 33), (320, 200), (9, 300), (3, 3), (67, 5),
  ])
  func runsOnBitsMatchThePixelByPixelWalk(width: Int, height: Int) throws {
    var rng = SplitMix64(seed: UInt64(width * 1000 + height))
    var image = try Bitmap(width: width, height: height, fill: RGB(200, 200, 200))
    // Rectangles of other colours (long straight edges, across word boundaries) and noise.
    for _ in 0..<12 {
      let x0 = Int(rng.next() % UInt64(width))
      let y0 = Int(rng.next() % UInt64(height))
      let x1 = min(width, x0 + 1 + Int(rng.next() % UInt64(width)))
      let y1 = min(height, y0 + 1 + Int(rng.next() % UInt64(height)))
      let c = RGB(UInt8(rng.next() % 256), UInt8(rng.next() % 256), UInt8(rng.next() % 256))
      for y in y0..<y1 { for x in x0..<x1 { image.setPixel(x, y, c) } }
    }
    for _ in 0..<(width * height / 20) {
      let x = Int(rng.next() % UInt64(width))
      let y = Int(rng.next() % UInt64(height))
      image.setPixel(x, y, RGB(0, 0, 0))
    }
    // The bit planes the profile reads are the plain per-pixel steps, packed.
    let steps = image.edgeSteps(threshold: 12)
    let bits = image.edgeBits(threshold: 12)
    for y in 0..<height {
      for x in 0..<width {
        let word = y * bits.words + x / 64
        let mask = UInt64(1) << UInt64(x % 64)
        let across = bits.vertical[word] & mask != 0 ? 1 : 0
        let along = bits.horizontal[word] & mask != 0 ? 2 : 0
        let got = across | along
        #expect(got == Int(steps[y * width + x]), "pixel \(x), \(y)")
      }
    }
    let profile = EdgeProfile(image, threshold: 12)
    let expected = EdgeProfileTests.reference(image, threshold: 12)
    #expect(profile.columnRuns == expected.columnRuns)
    let blocks = (width + 7) / 8
    for y in 0..<height {
      var sums: [Int32] = [0]
      for b in 0..<blocks { sums.append(sums[b] + expected.rows[y][b]) }
      let got = (0...blocks).map { profile.rowPrefix[y * (blocks + 1) + $0] }
      #expect(got == sums, "row \(y)")
    }
  }
}
