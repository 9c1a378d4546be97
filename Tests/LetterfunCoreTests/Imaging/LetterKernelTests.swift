import Testing

@_spi(Internals) @testable import LetterfunCore

/// The kernels that read a tile's letter (contrast, cover, components, glyph lanes) work on
/// bits and raw memory; each must give exactly what the plain cell-by-cell reading gives.
@Suite struct LetterKernelTests {
  /// A window of whole-number distances: blobs of letter (some touching the edge, some a
  /// single cell) on a background of small distances.
  static func distances(n: Int, seed: UInt64) -> [Float] {
    var rng = SplitMix64(seed: seed)
    var d = (0..<(n * n)).map { _ in Float(rng.next() % 40) }
    for _ in 0..<(1 + Int(rng.next() % 6)) {
      let (cx, cy) = (Int(rng.next() % UInt64(n)), Int(rng.next() % UInt64(n)))
      let r = Int(rng.next() % UInt64(max(1, n / 4)))
      let strength = Float(200 + rng.next() % 566)
      for y in max(0, cy - r)...min(n - 1, cy + r) {
        for x in max(0, cx - r)...min(n - 1, cx + r) where rng.next() % 5 != 0 {
          d[y * n + x] = strength
        }
      }
    }
    return d
  }

  /// The plain percentile: the value at that rank among the values (capped at 765) sorted;
  /// 0 below the first rank, 765 past the last.
  static func rankBySorting(_ values: [Float], _ rank: Int) -> Float {
    let sorted = values.map { min($0, 765) }.sorted()
    if rank < 0 { return 0 }
    return rank < sorted.count ? sorted[rank] : 765
  }

  @Test(arguments: [1, 7, 56, 64, 65])
  func letterCoverKeepsWhatTheCellByCellWalkKeeps(n: Int) {
    for seed in UInt64(0)..<40 {
      let d = LetterKernelTests.distances(n: n, seed: seed &+ UInt64(n) &* 1000)
      let contrast = max(45, PixelKernels.wholeNumberRank(d, rank: Int(Double(d.count - 1) * 0.985)))
      var plain = d
      for k in plain.indices {
        let q = plain[k] / contrast
        plain[k] = q < 1 ? q : 1
      }
      let minArea = max(2, n * n / 400)
      let plainBox = PixelKernels.keepInnerComponents(&plain, n: n, minArea: minArea)
      var fast = d
      let fastBox = PixelKernels.letterCover(&fast, n: n, contrast: contrast, minArea: minArea)
      #expect(fast == plain, "n \(n), seed \(seed)")
      #expect(fastBox.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
        == plainBox.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }, "n \(n), seed \(seed)")
    }
  }

  @Test func runsAreTheRunsHoldingASeed() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let m = rng.next() & rng.next() | rng.next() & rng.next()
      let seeds = m & rng.next() & rng.next()
      var expected: UInt64 = 0
      var x = 0
      while x < 64 {
        guard m >> UInt64(x) & 1 == 1 else {
          x += 1
          continue
        }
        var end = x
        while end < 64 && m >> UInt64(end) & 1 == 1 { end += 1 }
        let below: (Int) -> UInt64 = { $0 == 64 ? ~0 : (UInt64(1) << UInt64($0)) - 1 }
        let run = below(end) & ~below(x)
        if run & seeds != 0 { expected |= run }
        x = end
      }
      #expect(PixelKernels.runs(of: m, touching: seeds) == expected)
    }
  }

  @Test func wholeNumberRankIsTheSortedValueAtThatRank() {
    var rng = SplitMix64(seed: 3)
    for count in [0, 1, 3, 4, 5, 63, 3136] {
      for _ in 0..<20 {
        let values = (0..<count).map { _ in Float(rng.next() % 766) }
        for rank in [-1, 0, count / 2, Int(Double(count - 1) * 0.985), count - 1, count] {
          #expect(
            PixelKernels.wholeNumberRank(values, rank: rank)
              == LetterKernelTests.rankBySorting(values, rank), "count \(count), rank \(rank)")
        }
      }
    }
    // Values above 765 count as 765, those from 1024 up too (the recount).
    let large: [Float] = [3, 800, 1024, 5000, 765, 2, 0, 900, 1]
    for rank in 0..<large.count {
      #expect(
        PixelKernels.wholeNumberRank(large, rank: rank)
          == LetterKernelTests.rankBySorting(large, rank))
    }
  }

  @Test func laneSumsAreTheZipOfTheLanes() {
    var rng = SplitMix64(seed: 11)
    for count in [0, 1, 8, 13, 896] {
      let a = (0..<count).map { _ in Float(rng.next() % 1000) / 999 }
      let b = (0..<count).map { _ in Float(rng.next() % 1000) / 999 }
      let (la, lb) = (PixelKernels.lanes(a), PixelKernels.lanes(b))
      #expect(la.count == (count + 7) / 8)
      for (k, lane) in la.enumerated() {
        for i in 0..<8 { #expect(lane[i] == (k * 8 + i < count ? a[k * 8 + i] : 0)) }
      }
      var diff = SIMD8<Float>()
      var total = SIMD8<Float>()
      for (x, y) in zip(la, lb) {
        diff += absoluteDifference(x, y)
        total += x + y
      }
      let sums = PixelKernels.differencesAndTotals(la, lb)
      #expect(sums.diff == diff && sums.total == total)
    }
  }

  /// The glyph as first written: the cover copied inside a border of zeros, each tap reading
  /// its two samples there.
  static func borderedGlyph(_ shape: LetterShape, capHeight: Double) -> [Float] {
    let n = shape.n
    let scale = capHeight / shape.sampleSize / Double(Glyph.letterRows)
    let midX = Double(shape.box.minX + shape.box.maxX + 1) / 2
    func tap(_ x: Double) -> (inside: Bool, first: Int, weight: Float) {
      let inside = x > -1 && x < Double(n)
      let first = inside ? Int(x.rounded(.down)) : 0
      return (inside, first, inside ? Float(x - Double(first)) : 0)
    }
    let side = n + 2
    var padded = [Float](repeating: 0, count: side * side)
    for y in 0..<n {
      for x in 0..<n { padded[(y + 1) * side + x + 1] = shape.cover[y * n + x] }
    }
    var out = [Float](repeating: 0, count: Glyph.rows * Glyph.columns)
    for gy in 0..<Glyph.rows {
      let ty = tap(Double(shape.box.minY) + (Double(gy) - 1 + 0.5) * scale - 0.5)
      guard ty.inside else { continue }
      for gx in 0..<Glyph.columns {
        let tx = tap(midX + (Double(gx) + 0.5 - Double(Glyph.columns) / 2) * scale - 0.5)
        guard tx.inside else { continue }
        let (fx, fy) = (tx.weight, ty.weight)
        let p = (ty.first + 1) * side + tx.first + 1
        let top = padded[p] * (1 - fx) + padded[p + 1] * fx
        let bottom = padded[p + side] * (1 - fx) + padded[p + side + 1] * fx
        out[gy * Glyph.columns + gx] = top * (1 - fy) + bottom * fy
      }
    }
    return out
  }

  @Test func glyphIsTheBorderedInterpolationBitForBit() {
    var rng = SplitMix64(seed: 5)
    let n = 56
    for seed in UInt64(0)..<30 {
      let cover = LetterKernelTests.distances(n: n, seed: seed).map { min($0 / 500, 1) }
      let (x0, y0) = (Int(rng.next() % 20), Int(rng.next() % 20))
      let box = (
        minX: x0, minY: y0, maxX: x0 + 10 + Int(rng.next() % 26), maxY: y0 + 10 + Int(rng.next() % 26)
      )
      let shape = LetterShape(cover: cover, n: n, box: box, sampleSize: 1.5)
      // Small and large capitals: taps well inside, and past every edge of the window.
      for capHeight in [20.0, 45.5, 60.0, 90.0] {
        let fast = shape.glyph(capHeight: capHeight).coverage
        let plain = LetterKernelTests.borderedGlyph(shape, capHeight: capHeight)
        #expect(fast.map(\.bitPattern) == plain.map(\.bitPattern), "seed \(seed), cap \(capHeight)")
      }
    }
  }
}
