import Testing

@_spi(Internals) @testable import LetterfunCore

/// The locator scores tens of thousands of column grids by table offsets where those are
/// exact; the scores must be the plain line-by-line ones bit for bit (the sign of a zero
/// included), or ties would break differently and a board could be found elsewhere.
@Suite struct ColumnScoringTests {
  /// Thumbnail widths run from 320 to 639; 341 and 213 have tile sizes whose lines fall on
  /// exact halves, 40 is the smallest image the locator takes.
  @Test(arguments: [40, 213, 320, 333, 341, 375, 384, 414, 512, 639])
  func offsetScoringEqualsLineByLineScoring(width: Int) throws {
    // A grid of tiles with dark borders at a tile size not dividing the width, and noise.
    let profile = try ColumnShortlistTests.profile(width: width, seed: UInt64(width))
    let locator = BoardLocator()
    let fast = locator.scoredColumns(profile, width: width)
    let plain = locator.scoredColumns(profile, width: width, lineByLine: true)
    #expect(fast.count == plain.count)
    #expect(fast.contains { $0.score > 0 && $0.score < 6 }, "a profile with partial lines")
    for (a, b) in zip(fast, plain) {
      let same =
        a.x0.bitPattern == b.x0.bitPattern && a.size.bitPattern == b.size.bitPattern
        && a.score.bitPattern == b.score.bitPattern
      #expect(same, "width \(width): \(a) against \(b)")
      if !same { break }
    }
  }
}
