import Testing

@testable import LetterfunCore

/// The locator picks a column's best four tops by passing over blocks of tops that cannot
/// win; the picks must be those of the plain search over every top, ties included.
@Suite struct RowPicksTests {
  /// The plain search: four times, the first best top not too close to one picked before.
  static func plainPicks(_ all: [(Double, Double)], apart: Double) -> [(Double, Double)] {
    var picked: [(Double, Double)] = []
    while picked.count < 4 {
      var best = -1
      for (i, a) in all.enumerated()
      where (best < 0 || a.0 > all[best].0) && picked.allSatisfy({ abs($0.1 - a.1) > apart }) {
        best = i
      }
      guard best >= 0 else { break }
      picked.append(all[best])
    }
    return picked
  }

  @Test(arguments: [0, 1, 5, 16, 17, 40, 300, 700])
  func blockedPicksEqualPlainPicks(count: Int) {
    var rng = SplitMix64(seed: UInt64(count) + 11)
    for round in 0..<50 {
      // Few distinct scores make ties common; some rounds spread the tops far apart, so that
      // fewer than four can be picked.
      let levels = UInt64(1 + round % 7)
      var y = -Double(rng.next() % 100) / 37
      let step = round % 5 == 0 ? 40.0 : 1.0
      let all = (0..<count).map { _ in
        defer { y += step }
        return (Double(rng.next() % levels) / 3, y)
      }
      let apart = Double(rng.next() % 300) / 10
      let fast = BoardLocator.bestTops(all, apart: apart)
      let plain = Self.plainPicks(all, apart: apart)
      #expect(fast.map(\.0) == plain.map(\.0) && fast.map(\.1) == plain.map(\.1), "round \(round)")
    }
  }
}
