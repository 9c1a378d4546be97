@_spi(Internals) @testable import LetterfunCore

/// Checks every claim a solve makes about a board's moves against `ExhaustiveGame`, and counts
/// them, per way of solving and per kind of claim:
/// - `outcome`: a move's `win`/`loss`/`ongoing` is what its tiles do, it wins when its word can
///   win (or keeps the board open as a forced win, `value 1`: a win by more), and loses only
///   when every choice of its tiles loses or hands the opponent a forced win (the engine may
///   end a lost game by the least margin);
/// - `winning move`: `Solution.winningMove` is a win, and is there whenever some word wins now;
/// - `safe`: `true` only when no reply (any word, any tiles) ends the game with the opponent
///   ahead, `false` only when one does (or the move itself loses);
/// - `value 1`: a forced win (every reply, every choice of tiles, the pass rule), `value 0`: a
///   forced loss, for moves that leave the game open (a move that ends it is an outcome claim);
/// - `reason`: the reason given with a chance says what is true (wins now, loses now, gives a
///   winning reply, leaves none; forced wins and losses are the value claims);
/// - `finished`: a board with no unclaimed tile has no move to play, and says the game is over.
struct ClaimAudit {
  enum Kind: String, CaseIterable, Comparable {
    case outcome, winningMove = "winning move", safe, unsafe, value1 = "value 1"
    case value0 = "value 0", reason, finished
    static func < (a: Kind, b: Kind) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  struct Count {
    var claims = 0
    var falseClaims = 0
  }

  /// Per way of solving (e.g. "best think 0"), per kind.
  private(set) var counts: [String: [Kind: Count]] = [:]
  /// The first few false claims, as a player could retrace them.
  private(set) var examples: [String] = []
  /// Boards whose exhaustive search gave up (too big): their value claims are not counted.
  private(set) var skipped = 0

  var falseClaims: Int { counts.values.flatMap(\.values).reduce(0) { $0 + $1.falseClaims } }
  var claims: Int { counts.values.flatMap(\.values).reduce(0) { $0 + $1.claims } }
  func claims(of kind: Kind) -> Int { counts.values.compactMap { $0[kind]?.claims }.reduce(0, +) }

  private mutating func record(
    _ mode: String, _ kind: Kind, _ ok: Bool, _ what: @autoclosure () -> String
  ) {
    counts[mode, default: [:]][kind, default: Count()].claims += 1
    if !ok {
      counts[mode, default: [:]][kind, default: Count()].falseClaims += 1
      if examples.count < 12 { examples.append("\(mode), \(kind.rawValue): \(what())") }
    }
  }

  /// Audits one solve of `board` (the player to move) with the words and played words of `game`.
  mutating func audit(
    _ solution: Solution, mode: String, board: Board, game: ExhaustiveGame, played: [String]
  ) {
    let start = Position(board: board)
    let mine = start.player
    let theirs = start.opponent
    let where_ =
      "\(board.letterString):\(board.ownershipString) words \(game.words.joined(separator: " "))"
      + (played.isEmpty ? "" : " played \(played.joined(separator: ","))")
    if start.isOver {
      let listed =
        solution.moves.count + (solution.bestMove == nil ? 0 : 1)
        + (solution.winningMove == nil ? 0 : 1)
      record(
        mode, .finished, listed == 0 && solution.gameOver != nil,
        "\(listed) moves on a finished board, game over \(solution.gameOver != nil), \(where_)")
      return
    }
    // The winning move: a win, and present whenever one exists.
    let canWin = game.canWinAtOnce(mine: mine, theirs: theirs, played: 0)
    if let w = solution.winningMove {
      record(mode, .winningMove, w.isWin && reaches(w, game, mine, theirs), "\(w.word) \(where_)")
    } else if canWin {
      record(mode, .winningMove, false, "no winning move named, \(where_)")
    }
    var moves = solution.moves
    if let b = solution.bestMove, !moves.contains(b) { moves.append(b) }
    for m in moves {
      let label = "\(m.word) \(m.tiles) \(where_)"
      guard let w = game.index(of: m.word), game.isPlayable(w, played: 0),
        reaches(m, game, mine, theirs)
      else {
        record(mode, .outcome, false, "not a legal move: \(label)")
        continue
      }
      let after = m.after
      let full = after.isOver
      let choices = game.outcomes(w, mine: mine, theirs: theirs)
      let wordWins = choices.contains {
        $0.mine | $0.theirs == ExhaustiveGame.allTiles
          && $0.mine.nonzeroBitCount > $0.theirs.nonzeroBitCount
      }
      let wordMustLose = choices.allSatisfy {
        $0.mine | $0.theirs == ExhaustiveGame.allTiles
          && $0.mine.nonzeroBitCount < $0.theirs.nonzeroBitCount
      }
      let truth: Move.Outcome = full ? (after.score > 0 ? .win : .loss) : .ongoing
      let playedNow: UInt64 = 1 << UInt64(w)
      // Tiles that end the game behind where others keep it open: only when every open choice
      // hands the opponent a forced win (the engine's least bad loss).
      var lossHolds: Bool? = wordMustLose
      if m.outcome == .loss && !wordMustLose {
        lossHolds = true
        for c in choices where c.mine | c.theirs != ExhaustiveGame.allTiles {
          guard let lost = game.forcesWin(mine: c.theirs, theirs: c.mine, played: playedNow)
          else {
            lossHolds = nil
            break
          }
          if !lost {
            lossHolds = false
            break
          }
        }
      }
      guard let lossHolds else {
        skipped += 1
        continue
      }
      let outcomeHolds =
        m.outcome == truth && (m.outcome != .win || wordWins)
        && (!wordWins || m.outcome == .win || !full && m.value == 1)
        && (m.outcome != .loss || lossHolds)
      record(mode, .outcome, outcomeHolds, "\(m.outcome) \(label)")
      // Unsafe: the move loses now, or some reply ends the game with the opponent ahead.
      let unsafe =
        full
        ? after.score < 0
        : game.canWinAtOnce(mine: after.opponent, theirs: after.player, played: playedNow)
      if let safe = m.safe {
        record(mode, safe ? .safe : .unsafe, safe != unsafe, "safe \(safe) \(label)")
      }
      if let reason = m.chance?.reason {
        let holds: Bool
        switch reason {
        case .winsNow: holds = m.outcome == .win
        case .losesNow: holds = m.outcome == .loss
        case .givesWinningReply: holds = unsafe && !full
        case .noWinningReply: holds = !unsafe && !full
        // Proved outcomes: the value claims below check them; an estimate claims nothing.
        case .forcesWin, .forcedLoss, .estimate: holds = true
        }
        if reason != .forcesWin && reason != .forcedLoss && reason != .estimate {
          record(mode, .reason, holds, "\(reason) \(label)")
        }
      }
      // A move that ends the game is an outcome claim (above); value claims are the rest.
      if let value = m.value, value == 1 || value == 0, !full {
        // The opponent moves next: a forced win for the mover is a position the opponent
        // cannot hold; a forced loss, one the opponent wins whatever the mover does.
        let holds: Bool?
        if value == 1 {
          holds = game.holds(mine: after.opponent, theirs: after.player, played: playedNow).map {
            !$0
          }
        } else {
          holds = game.forcesWin(mine: after.opponent, theirs: after.player, played: playedNow)
        }
        guard let holds else {
          skipped += 1
          continue
        }
        if value == 1 {
          record(mode, .value1, holds, "value 1 without a forced win: \(label)")
        } else {
          record(mode, .value0, holds, "value 0 without a forced loss: \(label)")
        }
      }
    }
  }

  /// Whether the move's tiles give the position it claims.
  private func reaches(_ m: RankedMove, _ game: ExhaustiveGame, _ mine: UInt32, _ theirs: UInt32)
    -> Bool
  {
    guard let w = game.index(of: m.word) else { return false }
    return game.outcomes(w, mine: mine, theirs: theirs).contains {
      $0.mine == m.after.player && $0.theirs == m.after.opponent
    }
  }

  mutating func add(_ other: ClaimAudit) {
    for (mode, kinds) in other.counts {
      for (kind, c) in kinds {
        counts[mode, default: [:]][kind, default: Count()].claims += c.claims
        counts[mode, default: [:]][kind, default: Count()].falseClaims += c.falseClaims
      }
    }
    examples += other.examples.prefix(max(0, 12 - examples.count))
    skipped += other.skipped
  }

  /// The counts as a table: per way of solving, false claims of each kind out of all.
  var report: String {
    var lines = ["false claims / claims, per way of solving and kind:"]
    for mode in counts.keys.sorted() {
      let kinds = counts[mode]!.keys.sorted()
      lines.append(
        "  \(mode): "
          + kinds.map {
            "\($0.rawValue) \(counts[mode]![$0]!.falseClaims)/\(counts[mode]![$0]!.claims)"
          }
          .joined(separator: ", "))
    }
    lines.append(
      "  in all: \(falseClaims)/\(claims) false; \(skipped) value claims skipped (search too big)")
    return (lines + examples.map { "  e.g. " + $0 }).joined(separator: "\n")
  }
}
