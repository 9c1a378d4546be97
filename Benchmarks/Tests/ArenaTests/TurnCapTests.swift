import BenchmarkSupport
import Testing

@testable import Arena

/// A game stopped at the turn cap is counted as such, and the report scores the pairs again
/// with each capped game at the midpoint of its last swing.
@Suite struct TurnCapTests {
  static func record(_ margin: Int, cappedAfter prior: Int? = nil) -> GameRecord {
    var r = GameRecord()
    r.margin = margin
    r.capped = prior != nil
    r.midpointTwice = prior.map { margin + $0 } ?? 2 * margin
    return r
  }

  @Test func aCappedGameCountsAgainstItsStarterAndIsAdjudicatedAtItsMidpoint() {
    var s = Summary()
    // A started a war and was stopped after B's retake (+6 then -8): lost by 8 as it stood,
    // -1 at the midpoint; A won the other game by 1 in four moves: lost as it stood, level.
    s.add([Self.record(-8, cappedAfter: 6), Self.record(1)])
    // An ordinary pair: no game capped, the same result both ways.
    s.add([Self.record(3), Self.record(-1)])
    // B's war stopped after A's retake, A +9 after B's -5: +2 at the midpoint.
    s.add([Self.record(1), Self.record(9, cappedAfter: -5)])
    #expect(s.capped == [1, 1])
    #expect(s.pairs == PairCounts(wins: 2, levels: 0, losses: 1))
    #expect(s.adjudicated == PairCounts(wins: 2, levels: 1, losses: 0))
    let lines = s.detailLines(a: "a", b: "b", cpuNote: nil)
    #expect(lines.contains { $0.contains("cap: 1 games A started, 1 B started") })
    #expect(lines.contains { $0.contains("2 won, 1 level, 0 lost") })
  }

  /// Seeds reported together: both scores and the capped games add up.
  @Test func mergingRunsAddsTheirCappedGamesAndBothScores() {
    var one = Summary()
    one.add([Self.record(-8, cappedAfter: 6), Self.record(1)])
    var two = Summary()
    two.add([Self.record(3), Self.record(-1)])
    two.add([Self.record(1), Self.record(9, cappedAfter: -5)])
    one.merge(two)
    #expect(one.capped == [1, 1])
    #expect(one.pairs == PairCounts(wins: 2, levels: 0, losses: 1))
    #expect(one.adjudicated == PairCounts(wins: 2, levels: 1, losses: 0))
  }

  @Test func noLineAboutTheCapWhenNoGameReachedIt() {
    var s = Summary()
    s.add([Self.record(3), Self.record(-1)])
    #expect(s.adjudicated == s.pairs)
    #expect(!s.detailLines(a: "a", b: "b", cpuNote: nil).contains { $0.contains("cap") })
  }
}
