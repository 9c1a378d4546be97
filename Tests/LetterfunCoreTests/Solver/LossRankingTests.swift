import Testing

@_spi(Internals) @testable import LetterfunCore

/// A small loss the four-move stage sees is not ranked below every open position, nor a small
/// win above every one: a game is scored by its margin, and an open position far behind loses
/// by more, one far ahead wins by more.
@Suite struct LossRankingTests {
  static let won = Evaluation.won

  /// From an arena game on a tuning position (4 open tiles, the mover far behind): the engine
  /// played WHOOPEE, open but 38 behind four moves deep, and lost by 7, where WEAPONED, which
  /// the stage sees lost by 3, lost by 3 when the reference played it. The root ranked first is
  /// now a small loss, and no searched root stands above it by its exact four-move value.
  @Test func aSmallLossRanksAboveAnOpenPositionFarBehind() throws {
    let trie = try #require(Dictionaries.builtIn)
    let board = try Board(text: "XYNSEPPATQEAOOHGDWXOSOMSW:wbBbrbwbbwrrwrbRRrRrRRRRR")
    let words = PlayableWords(dictionary: trie, board: board)
    let (roots, oracle) = FourMoveStageTests.rootsAndOracle(words, at: Position(board: board))
    // Each kept root's exact four-move value (no budget limit: none runs out) and its standing.
    let exact = try oracle.kept.map { r in
      let four = try #require(oracle.value(r, alpha: Int.min))
      return (root: r, four: four, standing: GameSearch.standing(four: four, two: r.value))
    }
    let top = try #require(roots.first)
    let mine = try #require(
      exact.first { $0.root.word == top.word && $0.root.flipped == top.flipped })
    #expect(mine.four <= -Evaluation.won / 2, "a loss the stage sees ranks first here")
    #expect(exact.allSatisfy { $0.standing <= mine.standing })
    // Open roots were there to be preferred, as they were before.
    #expect(exact.contains { !Evaluation.isDecided($0.four) })
  }

  /// A loss by m ranks just below the open value its margin is worth and above the next one
  /// down; losses by less rank higher.
  @Test func aLossRanksWhereItsMarginIsWorth() {
    let won = LossRankingTests.won
    for m in [1, 3, 5, 9, 15] {
      let worth = GameSearch.lossWorth(m)
      for two in [-won - 5, -40, 0, 12] {
        let loss = GameSearch.standing(four: -won - m, two: two)
        #expect(loss < GameSearch.standing(four: worth, two: 0))
        #expect(loss > GameSearch.standing(four: worth - 1, two: 0))
        #expect(loss > GameSearch.standing(four: -won - m - 2, two: two))
      }
    }
  }

  /// A win by m ranks just above the open value its margin is worth and below the next one up,
  /// whatever its two-move value; wins by more rank higher.
  @Test func aWinRanksWhereItsMarginIsWorth() {
    let won = LossRankingTests.won
    let twos = [-won - 5, -60, 0, 12, 75, won + 3]
    for m in 1...25 {
      let worth = GameSearch.winWorth(m)
      for two in twos {
        let win = GameSearch.standing(four: won + m, two: two)
        #expect(win > GameSearch.standing(four: worth, two: 0))
        #expect(win < GameSearch.standing(four: worth + 1, two: 0))
        for other in twos {
          #expect(win < GameSearch.standing(four: won + m + 1, two: other))
        }
      }
    }
    // A win by 18 or more still above a lead of 25 four moves deep (by 17, below it), a win by 3
    // below a lead of 1: the price 2m - 10.
    #expect(GameSearch.standing(four: won + 18, two: 0) > GameSearch.standing(four: 25, two: 0))
    #expect(GameSearch.standing(four: won + 17, two: 75) < GameSearch.standing(four: 25, two: 0))
    #expect(GameSearch.standing(four: won + 3, two: 75) < GameSearch.standing(four: 1, two: 0))
  }

  /// `fourMoves` cuts a root once its value falls below `cutBelow`: every value at or under
  /// that bound (the root's true value may be lower still) must rank below the best so far.
  @Test func aCutRootAlwaysRanksBelowTheBest() {
    let won = LossRankingTests.won
    let values = Array(-60...40) + (1...25).flatMap { [won + $0, -won - $0] }
    let twos = [-won - 3, -30, 0, 20]
    var cuts = 0
    for best in values {
      for bestTwo in twos {
        let standing = GameSearch.standing(four: best, two: bestTwo)
        let bound = GameSearch.cutBelow(standing: standing, four: best)
        for v in values where v < bound {
          cuts += 1
          for two in twos {
            #expect(GameSearch.standing(four: v, two: two) < standing, "\(v) under \(best)")
          }
        }
      }
    }
    #expect(cuts > 0)
  }
}
