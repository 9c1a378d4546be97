import Testing

@_spi(Internals) @testable import LetterfunCore

/// The locator orders only the best-scoring column grids it kept while scoring; its picks
/// must be those a stable sort of every grid gives, ties in scoring order included.
@Suite struct ColumnShortlistTests {
  /// An edge profile with partial lines, many equal scores and a width's worth of grids: tiles
  /// with dark borders at a size not dividing the width, and noise (ColumnScoringTests too).
  static func profile(width: Int, seed: UInt64) throws -> EdgeProfile {
    var rng = SplitMix64(seed: seed)
    let height = 90
    var image = try Bitmap(width: width, height: height, fill: RGB(230, 230, 230))
    let tile = max(3, width / 6 + 1)
    for x in stride(from: Int(rng.next() % 7), to: width, by: tile) {
      for y in 0..<height { image.setPixel(x, y, RGB(40, 40, 40)) }
    }
    for _ in 0..<(width * height / 30) {
      let x = Int(rng.next() % UInt64(width))
      let y = Int(rng.next() % UInt64(height))
      image.setPixel(x, y, RGB(0, 0, 0))
    }
    return EdgeProfile(image, threshold: 12)
  }

  /// Every grid best first, by a stable sort of all of them.
  static func fullOrder(_ all: [BoardLocator.ColumnCandidate]) -> [Int] {
    all.indices.sorted { a, b in
      all[a].score != all[b].score ? all[a].score > all[b].score : a < b
    }
  }

  @Test(arguments: [1, 5, 64, 700, 1024])
  func theShortlistIsTheHeadOfTheFullOrder(wanted: Int) throws {
    for width in [40, 213, 320, 375] {
      let all = BoardLocator().scoredColumns(try Self.profile(width: width, seed: 7), width: width)
      var shortlist = ColumnShortlist(wanted: wanted)
      for c in all { shortlist.add(c) }
      let head = shortlist.ordered().map(\.order)
      #expect(head.count >= min(wanted, all.filter { $0.score > 0 }.count))
      #expect(head == Array(Self.fullOrder(all).prefix(head.count)), "width \(width)")
    }
  }

  /// A shortlist of one grid runs out of picks at once, and the whole order is walked.
  @Test(arguments: [40, 213, 320, 333, 341, 375, 414, 639], [1, 1024])
  func picksAreThoseOfTheFullOrder(width: Int, wanted: Int) throws {
    let profile = try Self.profile(width: width, seed: UInt64(width))
    let locator = BoardLocator()
    let all = locator.scoredColumns(profile, width: width)
    var expected: [BoardLocator.ColumnCandidate] = []
    for i in Self.fullOrder(all) {
      let c = all[i]
      if expected.allSatisfy({ abs($0.size - c.size) > 2 || abs($0.x0 - c.x0) > 0.2 * c.size }) {
        expected.append(c)
        if expected.count == 12 { break }
      }
    }
    let w = Double(width)
    if expected.allSatisfy({ abs($0.size - w / 5) > 1 || abs($0.x0) > 2 }) {
      expected.append(BoardLocator.ColumnCandidate(x0: 0, size: w / 5, score: 0))
    }
    let picked = locator.horizontalCandidates(profile, width: width, wanted: wanted)
    #expect(picked.count == expected.count)
    for (a, b) in zip(picked, expected) {
      #expect(
        a.x0.bitPattern == b.x0.bitPattern && a.size.bitPattern == b.size.bitPattern
          && a.score.bitPattern == b.score.bitPattern, "width \(width): \(a) against \(b)")
    }
  }
}
