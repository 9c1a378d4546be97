import BenchmarkSupport
import Testing

/// The pair statistics against values worked out by hand (and checked in Python).
@Suite struct PairStatisticsTests {
  @Test func pairScoreCountsALevelPairAsHalf() {
    let counts = PairCounts(wins: 30, levels: 10, losses: 20)
    #expect(counts.pairs == 60)
    #expect(abs(counts.score - 35.0 / 60) < 1e-12)
  }

  @Test func pairMarginDecidesThePairAndALevelSumIsHalf() {
    var counts = PairCounts()
    for margin in [3, -1, 0, 0, 12] { counts.add(margin: margin) }
    #expect(counts == PairCounts(wins: 2, levels: 2, losses: 1))
  }

  @Test func trinomialIntervalIsTheNormalApproximation() {
    // mean 0.58333, variance 0.201389 a pair, 60 pairs: 0.58333 -+ 1.96 * 0.057935.
    let (low, high) = PairCounts(wins: 30, levels: 10, losses: 20).interval()
    #expect(abs(low - 0.469780) < 1e-5)
    #expect(abs(high - 0.696886) < 1e-5)
  }

  @Test func trinomialIntervalStaysWithinZeroAndOne() {
    let (low, high) = PairCounts(wins: 4).interval()
    #expect(low >= 0 && high == 1 && low > 0.9)
  }

  @Test func wilsonIntervalOfEightInTen() {
    let (low, high) = wilsonInterval(successes: 8, trials: 10)
    #expect(abs(low - 0.490157) < 1e-5)
    #expect(abs(high - 0.943319) < 1e-5)
  }

  @Test func sprtBoundsAreLogOfNineteenForFivePercentErrors() {
    let test = PairSPRT()
    #expect(abs(test.upperBound - 2.944439) < 1e-6)
    #expect(abs(test.lowerBound + 2.944439) < 1e-6)
  }

  @Test func sprtLogLikelihoodRatioMatchesTheNormalApproximation() {
    let test = PairSPRT(delta: 0.05)
    #expect(abs(test.llr(PairCounts(wins: 30, levels: 10, losses: 20)) - 0.868966) < 1e-5)
    #expect(abs(test.llr(PairCounts(wins: 70, losses: 30)) - 4.166653) < 1e-5)
    #expect(abs(test.llr(PairCounts(wins: 300, losses: 300)) + 3.000005) < 1e-5)
    #expect(test.llr(PairCounts()) == 0)
  }

  @Test func sprtRegularizesOutcomesNeverSeen() {
    // Five won pairs and nothing else: 0.001 of a level and of a loss give a variance.
    let (mean, variance) = PairCounts(wins: 5).regularizedMoments
    #expect(abs(mean - 0.999700) < 1e-6)
    #expect(abs(variance - 0.000249810) < 1e-8)
    #expect(abs(PairSPRT().llr(PairCounts(wins: 5)) - 475.0610) < 1e-3)
  }

  @Test func sprtVerdicts() {
    let test = PairSPRT(delta: 0.05)
    #expect(test.verdict(PairCounts(wins: 70, losses: 30)) == .stronger)
    #expect(test.verdict(PairCounts(wins: 300, losses: 300)) == .notStronger)
    #expect(test.verdict(PairCounts(wins: 30, levels: 10, losses: 20)) == nil)
  }

  @Test func sprtGivesNoVerdictOnAHandfulOfPairs() {
    let test = PairSPRT(delta: 0.05, minimumPairs: 10)
    #expect(test.llr(PairCounts(losses: 1)) < test.lowerBound)
    #expect(test.verdict(PairCounts(losses: 9)) == nil)
    #expect(test.verdict(PairCounts(losses: 10)) == .notStronger)
    #expect(test.verdict(PairCounts(wins: 10)) == .stronger)
  }
}
