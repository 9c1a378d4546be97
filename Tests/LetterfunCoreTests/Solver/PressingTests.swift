import Testing

@_spi(Internals) @testable import LetterfunCore

/// A forced win by a few tiles is not the end of the question: a game is scored by its margin,
/// and a move the search sees far ahead with the board kept open is played over it.
@Suite struct PressingTests {
  /// From an arena game on a tuning position: KINTLEDGES forces a win by 3 (the other side can
  /// only fill the board behind), where the reference kept the board open and won by 15.
  @Test func aForcedWinByThreeGivesWayToASafeMoveFarAhead() throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    let board = try Board(text: "SSDNXREDMIYTNEDPTDLGMNKKJ:BBBBbBbBbrbrbrRrRrrrRrwww")
    let played = try PlayedWords([
      "mixedly", "misstyled", "mistrysted", "demitted", "dimplements", "depigment", "impendent",
      "depleting",
    ])
    let s = solver.solve(board, options: SolveOptions(ranking: .best, played: played, limit: 0))
    let forced = try #require(s.moves.first { $0.move.word == "KINTLEDGES" })
    #expect(forced.chance?.reason == .forcesWin)
    let best = try #require(s.bestMove)
    #expect(best.move.word != "KINTLEDGES" && best.move.word != "KINTLEDGE")
    // Pressed only with the board kept open, no winning reply left, and the game likely won.
    #expect(best.chance?.reason == .noWinningReply)
    #expect((best.chance?.value ?? 0) >= 0.9)
    #expect(!best.move.isWin)
  }

  /// A player shown an open move over a proved win is shown that win too (`Solution.sureWin`):
  /// the first proved win of the engine's whole list, and nothing when the best move is itself
  /// proved. The boards: KINTLEDGES's above, and a late real one where the engine presses.
  @Test func aMovePlayedPastAProvedWinShowsThatWin() throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    var pressed = 0
    for text in [
      "SSDNXREDMIYTNEDPTDLGMNKKJ:BBBBbBbBbrbrbrRrRrrrRrwww",
      "NMMNNNNDOWPMWSODUGICEZLGR:wbbrrwbBbbbwbwwBbBbwbwbrw",
      "UEUMJWONAFOAHYYNYENFUVHLY:bbrrbbwrrwbrrbwrrrbbrwrrb",
    ] {
      let board = try Board(text: text)
      let all = solver.solve(board, options: SolveOptions(ranking: .best, limit: 0))
      let best = try #require(all.bestMove)
      let proof = all.moves.first { $0.chance?.reason == .forcesWin }
      if best.chance?.reason.isProof == false, let proof {
        pressed += 1
        #expect(all.sureWin?.move == proof.move, "\(text)")
        #expect(all.sureWin?.chance == proof.chance, "\(text)")
      } else {
        #expect(all.sureWin == nil, "\(text)")
      }
      // The default answer, the best move alone, hands out the same win.
      let one = solver.solve(board)
      #expect(one.bestMove?.move == best.move && one.sureWin?.move == all.sureWin?.move, "\(text)")
    }
    #expect(pressed >= 1, "no board here has the engine press past a proof")
  }

  /// Where a word fills the board ahead now, the best move stays certain (that win, or a forced
  /// win by more): pressing never gives up a win already in hand for an estimate.
  @Test func aWinNowIsNeverPressedPastForAnEstimate() throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    var rng = SplitMix64(seed: 57)
    var checked = 0
    for _ in 0..<40 {
      let board = EngineTests.lateBoard(&rng, open: 3, flat: true)
      let s = solver.solve(
        board, options: SolveOptions(ranking: .score, limit: 0, thinkMilliseconds: 0))
      guard s.moves.contains(where: { $0.isWin }) else { continue }
      let best = solver.solve(board, options: SolveOptions(ranking: .best, limit: 1)).bestMove
      let reason = best?.chance?.reason
      #expect(reason == .winsNow || reason == .forcesWin, "\(board)")
      checked += 1
    }
    #expect(checked >= 5)
  }

  /// A proved win by m gives way to a searched, safe, open move whose value is above what the
  /// win's margin is worth (`GameSearch.winWorth`), not to one at that price, nor to a full
  /// board the search saw but no proof confirmed (`ChanceModel.likely`).
  @Test func aProvedWinGivesWayOnlyToAnOpenMoveWorthMoreThanItsMargin() throws {
    let dictionary = try #require(Dictionaries.builtIn)
    // No word fills the board now (StrengthSweep's second board).
    let board = try Board(text: "UEUMJWONAFOAHYYNYENFUVHLY:bbrrbbwrrwbrrbwrrrbbrwrrb")
    let words = PlayableWords(dictionary: dictionary, board: board)
    let choices = TileChoices(
      words: words, position: Position(board: board), mover: .player, everyWord: true)
    let engine = LookAhead(words: words, thinkMilliseconds: 0, seed: 0)
    let base = LookAheadCandidates(choices, chances: engine.chances)
    #expect(!base.all.contains { $0.proof == .winsNow })
    let open = base.all.indices.filter { base.all[$0].proof == nil }
    try #require(open.count >= 2)
    let (win, other) = (open[0], open[1])
    let name = { (k: Int) in words.words[Int(base.all[k].word)].string }
    for m in [1, 3, 5, 9] {
      let price = Double(GameSearch.winWorth(m))
      for (value, gives) in [(price + 1, true), (price, false), (ChanceModel.likely, false)] {
        var cands = base
        cands.all[win].proof = .forcesWin
        cands.all[win].margin = m
        cands.all[win].safety = .safe
        cands.all[other].depth = .searched
        cands.all[other].safety = .safe
        cands.all[other].value = value
        let ordered = engine.ordered(cands, choices: choices, limit: 1)
        let first = try #require(ordered.moves.first)
        #expect(first.move.word == name(gives ? other : win), "win by \(m), open at \(value)")
        // The win pressed past is handed out beside the move, with its proof and margin.
        #expect(ordered.sureWin?.move.word == (gives ? name(win) : nil))
        if gives {
          #expect(ordered.sureWin?.chance == Chance(proof: .forcesWin, margin: m))
        }
        // Unsafe, it never goes first.
        cands.all[other].safety = .unsafe
        let unsafe = engine.ordered(cands, choices: choices, limit: 1)
        #expect(unsafe.moves.first?.move.word == name(win), "win by \(m), unsafe at \(value)")
        #expect(unsafe.sureWin == nil)
      }
    }
  }
}
