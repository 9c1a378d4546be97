import Testing

@_spi(Internals) @testable import LetterfunCore

/// The header check's fast readings (patches from runs, the pixel kernels, the digit templates
/// read in place) must give exactly what the plain readings give.
@Suite struct HeaderKernelTests {
  /// A mask of blobs, lines and single cells, some touching the edges.
  static func mask(columns: Int, rows: Int, seed: UInt64) -> [Bool] {
    var rng = SplitMix64(seed: seed)
    var m = (0..<(columns * rows)).map { _ in rng.next() % 23 == 0 }
    for _ in 0..<(1 + Int(rng.next() % 8)) {
      let (cx, cy) = (Int(rng.next() % UInt64(columns)), Int(rng.next() % UInt64(rows)))
      let r = Int(rng.next() % UInt64(max(1, min(columns, rows) / 3)))
      for y in max(0, cy - r)...min(rows - 1, cy + r) {
        for x in max(0, cx - r)...min(columns - 1, cx + r) where rng.next() % 4 != 0 {
          m[y * columns + x] = true
        }
      }
    }
    return m
  }

  /// The plain reading: a flood fill from each unseen set cell, row by row, over the eight
  /// neighbours; each patch's box, area and cells.
  static func floodFill(_ m: [Bool], columns: Int) -> [(box: [Int], area: Int, cells: [Bool])] {
    let rows = m.count / columns
    var seen = [Bool](repeating: false, count: m.count)
    var out: [(box: [Int], area: Int, cells: [Bool])] = []
    for start in m.indices where m[start] && !seen[start] {
      var cells = [Bool](repeating: false, count: m.count)
      var box = [start % columns, start / columns, start % columns, start / columns]
      var area = 0
      var stack = [start]
      seen[start] = true
      while let k = stack.popLast() {
        let (x, y) = (k % columns, k / columns)
        cells[k] = true
        area += 1
        box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
        for ny in max(0, y - 1)...min(rows - 1, y + 1) {
          for nx in max(0, x - 1)...min(columns - 1, x + 1) where m[ny * columns + nx] {
            if !seen[ny * columns + nx] {
              seen[ny * columns + nx] = true
              stack.append(ny * columns + nx)
            }
          }
        }
      }
      out.append((box, area, cells))
    }
    return out
  }

  @Test(arguments: [(1, 1), (1, 9), (9, 1), (48, 48), (213, 165), (64, 7)])
  func patchesFromRunsAreTheFloodFillsPatchesInItsOrder(columns: Int, rows: Int) {
    for seed in UInt64(0)..<30 {
      let m = Self.mask(columns: columns, rows: rows, seed: seed &+ UInt64(columns * 1000 + rows))
      let plain = Self.floodFill(m, columns: columns)
      let fast = InkPatches(m, columns: columns)
      #expect(fast.patches.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == plain.map(\.box))
      #expect(fast.patches.map(\.area) == plain.map(\.area))
      let largest = plain.indices.max { plain[$0].area < plain[$1].area }
      #expect(fast.largest == largest, "\(columns)x\(rows), seed \(seed)")
      if let largest {
        #expect(fast.mask(of: largest, count: m.count) == plain[largest].cells)
      }
    }
  }

  /// A picture of random colours with runs of one colour (a background to find).
  static func pixels(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var rng = SplitMix64(seed: seed)
    var px = [UInt8](repeating: 255, count: width * height * 4)
    let background = (UInt8(rng.next() % 256), UInt8(rng.next() % 256), UInt8(rng.next() % 256))
    for p in 0..<(width * height) where rng.next() % 3 != 0 {
      let plain = rng.next() % 2 == 0
      px[p * 4] = plain ? background.0 : UInt8(truncatingIfNeeded: rng.next())
      px[p * 4 + 1] = plain ? background.1 : UInt8(truncatingIfNeeded: rng.next())
      px[p * 4 + 2] = plain ? background.2 : UInt8(truncatingIfNeeded: rng.next())
    }
    return px
  }

  @Test func headerKernelsReadWhatThePlainReadingReads() {
    for seed in UInt64(0)..<40 {
      var rng = SplitMix64(seed: seed &* 77)
      let (width, height) = (8 + Int(rng.next() % 90), 8 + Int(rng.next() % 90))
      let px = Self.pixels(width: width, height: height, seed: seed)
      let step = 1 + Int(rng.next() % 3)
      let rows = stride(from: Int(rng.next() % 3), to: height, by: step).map { $0 * width * 4 }
      let columns = stride(from: Int(rng.next() % 3), to: width, by: step).map { $0 * 4 }
      let colour = RGB(UInt8(rng.next() % 256), UInt8(rng.next() % 256), UInt8(rng.next() % 256))
      // Now and then a threshold no sum crosses, or every sum does.
      let threshold = seed % 10 == 9 ? Int(rng.next() % 820) - 20 : Int(rng.next() % 200)
      let far = PixelKernels.farBits(
        px.span, rows: rows, columns: columns, from: colour, threshold: threshold)
      let ink = HeaderReader.inkSamples(
        px.span, rows: rows, columns: columns, from: colour, threshold: threshold)
      #expect(far == InkPatches.bits(ink, columns: columns.count), "seed \(seed)")
      let commonest = PixelKernels.commonestColour(px.span, rows: rows, columns: columns)
      let plainCommonest = HeaderReader.commonest(px.span, rows: rows, columns: columns)
      #expect(commonest == plainCommonest, "seed \(seed)")
      let sub = 1 + Int(rng.next() % 2)
      let n = 1 + Int(rng.next() % 20)
      let xs = (0..<(n * sub)).map { _ in rng.next() % 5 == 0 ? -1 : Int(rng.next() % UInt64(width)) }
      let ys = (0..<(n * sub)).map { _ in rng.next() % 5 == 0 ? -1 : Int(rng.next() % UInt64(height)) }
      let sums = PixelKernels.windowSums(
        px.span, width: width, xs: xs, ys: ys, sub: sub, n: n, from: colour)
      let plainSums = HeaderReader.windowSums(
        px.span, width: width, xs: xs, ys: ys, sub: sub, n: n, from: colour)
      #expect(sums == plainSums, "seed \(seed)")
    }
  }

  @Test func headerKernelsRefuseSamplesOutsideThePicture() {
    let px = Self.pixels(width: 10, height: 10, seed: 1)
    let colour = RGB(1, 2, 3)
    let pastTheEnd = PixelKernels.farBits(
      px.span, rows: [0, 360], columns: [4, 40], from: colour, threshold: 9)
    let beforeTheStart = PixelKernels.farBits(
      px.span, rows: [-40], columns: [4], from: colour, threshold: 9)
    let commonest = PixelKernels.commonestColour(px.span, rows: [0], columns: [0, 400])
    let rightOf = PixelKernels.windowSums(
      px.span, width: 10, xs: [10], ys: [0], sub: 1, n: 1, from: colour)
    let below = PixelKernels.windowSums(
      px.span, width: 10, xs: [0], ys: [10], sub: 1, n: 1, from: colour)
    let corner = PixelKernels.windowSums(
      px.span, width: 10, xs: [9], ys: [9], sub: 1, n: 1, from: colour)
    #expect(pastTheEnd == nil)
    #expect(beforeTheStart == nil)
    #expect(commonest == nil)
    #expect(rightOf == nil)
    #expect(below == nil)
    #expect(corner != nil)
  }

  @Test func rankedIsTheSortedValueAtThatRank() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<50 {
      let values = (0..<(1 + Int(rng.next() % 300))).map { _ in Int(rng.next() % 3061) }
      let rank = Int(rng.next() % UInt64(values.count))
      #expect(HeaderReader.ranked(values, rank: rank, below: 3061) == values.sorted()[rank])
    }
  }

  @Test func builtInDigitsReadInPlaceAreTheDigitsReadLineByLine() throws {
    let bytes = MappedFile.builtInDigits.array
    let read = DigitTemplates.parseWellFormed(bytes.span)
    let fast = try #require(read)
    #expect(fast == (try DigitTemplates(parsing: bytes)))
    #expect(fast == (try DigitTemplates.builtIn()))
  }

  @Test func digitTemplatesTheFastReadingLeavesAreStillReadOrRefused() throws {
    let text = String(decoding: MappedFile.builtInDigits.array, as: UTF8.self)
    // A sample count the slow reading takes ("+5" is 5) but the fast one leaves to it, with
    // the checksum made anew.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let i = try #require(lines.firstIndex { $0.hasPrefix("digit 3 samples ") })
    lines[i] = "digit 3 samples +5"
    let body = lines.filter { !$0.hasPrefix("checksum ") && !$0.isEmpty }.joined(separator: "\n") + "\n"
    let signed = Array((body + "checksum \(Checksum.hex(Checksum.of(body)))\n").utf8)
    let signedRead = DigitTemplates.parseWellFormed(signed.span)
    #expect(signedRead == nil)
    #expect(try DigitTemplates(bytes: signed).samples[3] == 5)
    // A shade changed without its checksum: refused either way.
    var damaged = MappedFile.builtInDigits.array
    let k = try #require(damaged.firstIndex(of: UInt8(ascii: "@")))
    damaged[k] = UInt8(ascii: "#")
    let damagedRead = DigitTemplates.parseWellFormed(damaged.span)
    #expect(damagedRead == nil)
    #expect(throws: TemplateError.self) { _ = try DigitTemplates(bytes: damaged) }
  }
}
