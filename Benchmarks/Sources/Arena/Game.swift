@_spi(Internals) import LetterfunCore

/// One game of a pair: game 0 has A move first, game 1 has B move first, both from the pair's
/// start (a position's owner is A in game 0 and B in game 1, and moves first both times).
struct Game: Sendable {
  let pair: Int
  let index: Int
  let board: PairBoard
  /// The in-process engines' seed.
  let seed: UInt64

  var aStarts: Bool { index == 0 }

  /// The most turns a game is played for; a game still open then is scored as it stands.
  static let turnCap = 200
}

/// How a game went: A's tiles minus B's at the end, and each player's moves timed.
struct GameRecord: Sendable {
  var margin = 0
  /// The game reached `Game.turnCap` unfinished: its margin is the score after the last move,
  /// which the side that did not start made (a long exchange of retakes swings by that move).
  var capped = false
  /// Twice the margin; a capped game's is the sum of the scores after each side's last move
  /// (the midpoint of the last swing, whoever made it).
  var midpointTwice = 0
  /// Per player (0: A, 1: B), each move's wall time in ms.
  var wall: [[Double]] = [[], []]
  /// Per player, each move's CPU time in ms; moves that could not be timed are left out.
  var cpu: [[Double]] = [[], []]
  /// The --trace lines, printed once the game is over (games may run at the same time).
  var lines: [String] = []
  /// The --record lines: each position a side moved from, from its side, with its final margin.
  var positions: [String] = []
}

extension Game {
  /// Plays the game under the rules: a played word and its prefixes are refused, a side with no
  /// word passes, two passes in a row or a full board end it. `processClock`: no other game runs
  /// in the process, so an in-process engine's move is timed by the process CPU clock.
  func play(
    a: Player, b: Player, solver: Solver, processClock: Bool, trace: Bool, recording: Bool
  )
    throws(ArenaError) -> GameRecord
  {
    let table = Table(solver: solver, letters: board.letters)
    var record = GameRecord()
    // Kept from A's side: A is the `.player`.
    var position = aStarts ? board.start : board.start.swapped
    var played = PlayedWords()
    var aToMove = aStarts
    var passes = 0
    var turns = 0
    var prior = position.score
    // The positions moved from, each with whether A moved (the margin is known at the end).
    var moved: [(owners: String, a: Bool)] = []
    if trace {
      record.lines.append(
        "game \(pair + 1).\(index + 1): \(board.text), \(aStarts ? "A" : "B") starts")
    }
    while !position.isOver && passes < 2 && turns < Game.turnCap {
      turns += 1
      prior = position.score
      let side = aToMove ? 0 : 1
      let player = aToMove ? a : b
      let view = aToMove ? position : position.swapped
      if recording { moved.append((String(view.owners.map(\.rawValue)), aToMove)) }
      let onThread: Bool
      if case .reference = player.kind { onThread = true } else { onThread = false }
      let w0 = Clock.wall()
      let c0 = onThread ? Clock.thread() : Clock.process()
      let (choice, childCPU) = try table.move(player, view, played: played, seed: seed)
      let c1 = onThread ? Clock.thread() : Clock.process()
      record.wall[side].append((Clock.wall() - w0) * 1000)
      if let childCPU {
        record.cpu[side].append(childCPU * 1000)
      } else if onThread || processClock {
        record.cpu[side].append((c1 - c0) * 1000)
      }
      var check = ""
      if trace, let choice {
        if case .reference = player.kind {
        } else if let best = table.reference.choose(view, played: played) {
          let flipped = (choice.after.player & ~view.player)
          let mine = table.reference.value(of: choice.word, flipped: flipped, at: view, played: played)
          check = " ref2 \(mine.map(String.init) ?? "?") best \(best.value) \(best.word)"
          if let mine, mine < best.value { check += " WORSE" }
        }
        let owners = String(view.owners.map(\.rawValue))
        check += " at \(String(board.letters)):\(owners)"
      }
      if let choice {
        position = aToMove ? choice.after : choice.after.swapped
        if trace {
          let lead = (position.score >= 0 ? "+" : "") + String(position.score)
          let open = position.unclaimed.nonzeroBitCount
          record.lines.append(
            "  \(aToMove ? "A" : "B") \(choice.word) A\(lead) open \(open)"
              + " A-def \(position.playerDefended.nonzeroBitCount)"
              + " B-def \(position.opponentDefended.nonzeroBitCount) \(choice.note)\(check)")
        }
        try! played.add(choice.word)
        passes = 0
      } else {
        if trace { record.lines.append("  \(aToMove ? "A" : "B") passes") }
        passes += 1
      }
      aToMove.toggle()
    }
    record.margin = position.score
    record.capped = !position.isOver && passes < 2
    record.midpointTwice = record.capped ? position.score + prior : 2 * position.score
    let letters = String(board.letters)
    record.positions = moved.map {
      "position \(letters) \($0.owners) \($0.a ? record.margin : -record.margin)"
    }
    return record
  }
}
