import Testing

@_spi(Internals) @testable import LetterfunCore

/// The chance shown beside an estimate: a searched move's value through the curve self-play
/// fitted, never shown as sure.
@Suite struct SearchedChanceTests {
  @Test func aSearchedValueOfMinusEightIsAnEvenChance() {
    let model = ChanceModel()
    #expect(abs(model.searched(ChanceModel.searchedCentre) - 0.5) < 1e-9)
    // The player is to move at the search's end: a little behind there still wins most games.
    #expect(model.searched(-2) > 0.8)
    #expect(model.searched(-14) < 0.2)
  }

  @Test func aSearchedChanceRisesWithTheValueAndStaysAnEstimate() {
    let model = ChanceModel()
    var last = 0.0
    for v in stride(from: -60.0, through: 60.0, by: 0.5) {
      let p = model.searched(v)
      #expect(p >= last)
      #expect(p >= 0.05 && p <= 0.95)
      last = p
    }
    #expect(model.searched(-60) == 0.05 && model.searched(60) == 0.95)
  }
}
