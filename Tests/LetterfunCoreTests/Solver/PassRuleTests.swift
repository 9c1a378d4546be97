import Testing

@_spi(Internals) @testable import LetterfunCore

/// The game's pass rule (issue 34): either side may pass at any turn, word left or not, and two
/// passes in a row end the game with the tiles as they stand. The proofs must hold against a
/// pass, and may use one.
@Suite struct PassRuleTests {
  /// An exact search over `words` on `board`, the way the look-ahead builds one.
  static func proofs(_ words: [String], _ board: Board, played: [String] = []) throws
    -> ProofSearch
  {
    proofs(
      PlayableWords(
        dictionary: WordGraph(wordList: WordList(words: words)), board: board,
        played: try PlayedWords(played)))
  }

  /// An exact search over `list`, the way the look-ahead builds one.
  static func proofs(_ list: PlayableWords) -> ProofSearch {
    ProofSearch(
      words: list,
      groups: LetterGroups(words: list, counts: list.letterCounts(), refuses: list.refusals()),
      win: ImmediateWin(words: list))
  }

  /// The `k`th of a run of small endgames: small games and tiny endgames in turn.
  static func endgame(_ k: Int, _ rng: inout SplitMix64) -> (
    words: [String], board: Board, played: [String]
  ) {
    if k % 2 == 0 {
      let g = SmallGame(&rng)
      return (g.words, g.board, g.played.words)
    }
    return OracleTests.tinyEndgame(&rng)
  }

  /// You lead 12-10 with X, Y and Z open (words XY, ZQ, RRR): the exhaustive search finds
  /// every move a win, the pass too.
  static let ahead = "XYZQVVVVVVVVVVVVVVVVRRRVV:wwwbrbbbbbbbbrrbbbrrrrrrr"

  /// Pass, and the opponent's pass back ends the game with you ahead; no word of theirs fills
  /// the board ahead or stops your fill after it.
  @Test func passingAheadIsAForcedWin() throws {
    let board = try Board(text: PassRuleTests.ahead)
    let proofs = try PassRuleTests.proofs(["xy", "zq", "rrr"], board)
    #expect(proofs.settlePass(Position(board: board), cap: 1_000_000) == true)
  }

  /// Level at 11-11: pass, and the opponent's RR takes two of your tiles; you cannot win back
  /// both (the exhaustive search says the pass loses).
  @Test func passingLevelCanBeAForcedLoss() throws {
    let board = try Board(text: LookAheadTests.winInTwo)
    let proofs = try PassRuleTests.proofs(LookAheadTests.winInTwoWords, board)
    #expect(proofs.settlePass(Position(board: board), cap: 1_000_000) == false)
  }

  /// After the opponent's pass, yours ends the game: the tiles decide, and a draw is no win.
  @Test func aPassAfterTheOpponentsEndsTheGame() throws {
    let words = ["xy", "zq", "rrr"]
    let ahead = try Board(text: PassRuleTests.ahead)
    let level = try Board(text: LookAheadTests.winInTwo)
    let behind = try Board(text: "XYZQVVVVVVVVVVVVVVVVRRRVV:wwwrrrbbbbbbbrrbbbrrrrrrr")
    for (board, truth) in [(ahead, true as Bool?), (level, nil), (behind, false)] {
      let proofs = try PassRuleTests.proofs(words, board)
      #expect(
        proofs.settlePass(Position(board: board), afterOpponentsPass: true, cap: 1000) == truth,
        "\(board.ownershipString)")
    }
  }

  /// On small random endgames, what `settlePass` proves is what the exhaustive search (passes
  /// at any turn) finds: a pass it calls won, the opponent cannot hold; one it calls lost, the
  /// opponent wins. Both verdicts occur.
  @Test func aPassIsProvedOnlyWhenTheOracleAgrees() throws {
    var rng = SplitMix64(seed: 3434)
    var won = 0
    var lost = 0
    for k in 0..<120 {
      let (words, board, played) = PassRuleTests.endgame(k, &rng)
      let position = Position(board: board)
      if position.isOver { continue }
      let game = ExhaustiveGame(letters: board.letters, list: words, played: played)
      let proofs = try PassRuleTests.proofs(words, board, played: played)
      guard let verdict = proofs.settlePass(position, cap: 200_000) else { continue }
      // The opponent to move after your pass, free to pass back.
      let mine = position.opponent
      let theirs = position.player
      let truth: Bool?
      if verdict {
        truth = game.holds(mine: mine, theirs: theirs, played: 0, passed: true).map { !$0 }
        won += 1
      } else {
        truth = game.forcesWin(mine: mine, theirs: theirs, played: 0, passed: true)
        lost += 1
      }
      guard let truth else { continue }
      #expect(
        truth,
        "pass \(verdict ? "won" : "lost"): \(board.letterString):\(board.ownershipString) \(words)")
    }
    #expect(won > 3 && lost > 3, "won \(won), lost \(lost)")
  }

  /// False claims main made under the pass rule (`PassSweep`, seed 3401), each a draw with best
  /// play because a side passes instead of playing: XW called lost (you lead 13-9 and may sit),
  /// IX and VWU called won (the opponent, ahead, passes), MA and MM called lost (level, you pass
  /// back).
  static let turnedByAPass: [(board: String, words: String, played: [String])] = [
    ("PZXPWZNZZZZZZPPZZZNPZZZZN:rrbrrbbrbrbbbrrbbbwwbbrbw", "npn wnn wnxn xw xwnp", ["npn"]),
    ("YIZXPZZIZZZZIZZXPZIZZZPZX:rwbrrbbwrrbrrbrbwrbrbrbrw", "ix piyp pp py xy", []),
    ("HUSHSHHSHVUHHHVVHWHVHHHHH:brwrwrbwrbrbrbrbbrrrrrrrb", "uss uswsvu uvwsvsu vwu", []),
    ("MZPPEZZZZZZZZZZAZZZZZEZZM:wrwrwbbrrbbbbbrwbbrrrwbrb", "aemp ampe ap ma mm pa pemp", []),
  ]

  @Test(arguments: PassRuleTests.turnedByAPass.indices)
  func aClaimAPassTurnsIsNotMade(_ k: Int) throws {
    let (text, words, played) = PassRuleTests.turnedByAPass[k]
    let audit = try OracleTests.audit(
      words: words.split(separator: " ").map(String.init), board: try Board(text: text),
      played: played, modes: PassSweep.modes)
    #expect(audit.claims(of: .value1) + audit.claims(of: .value0) > 0)
    #expect(audit.falseClaims == 0, "\(audit.report)")
  }
}
