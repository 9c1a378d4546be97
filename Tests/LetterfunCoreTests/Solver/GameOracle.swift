@_spi(Internals) @testable import LetterfunCore

/// The game played out by brute force, for small word lists: every word the game still allows
/// (not played, not a prefix of a played word), every assignment of its letters to tiles, the
/// pass rule (a side with no word passes; two passes in a row end the game). Independent of the
/// engine's search: it knows words as strings and tiles as indices.
final class GameOracle {
  let letters: [Character]
  let words: [String]
  private var memo: [String: Bool] = [:]

  init(board: Board, words: [String]) {
    letters = board.letters
    self.words = words.map { $0.uppercased() }
  }

  /// The words `side` may still play after `played`.
  func allowed(_ played: [String]) -> [String] {
    words.filter { w in !played.contains { $0.uppercased().hasPrefix(w) } && spellable(w) }
  }

  private func spellable(_ w: String) -> Bool {
    var left = letters
    for c in w {
      guard let i = left.firstIndex(of: c) else { return false }
      left.remove(at: i)
    }
    return true
  }

  /// Every position `mover` can reach by playing `word`: each way to give its letters distinct
  /// tiles, the tiles turning as the rules say.
  func positions(_ word: String, by mover: Side, at p: Position) -> Set<Position> {
    var out: Set<Position> = []
    func go(_ k: Int, _ chars: [Character], _ used: UInt32) {
      if k == chars.count {
        out.insert(p.played(used, by: mover))
        return
      }
      for t in 0..<25 where letters[t] == chars[k] && used & (1 << UInt32(t)) == 0 {
        go(k + 1, chars, used | 1 << UInt32(t))
      }
    }
    go(0, Array(word), 0)
    return out
  }

  /// Whether `prover` can force a win with at most `depth` moves of its own, `toMove` to play.
  func wins(
    _ prover: Side, _ p: Position, toMove: Side, played: [String], passed: Bool, depth: Int
  ) -> Bool {
    if p.isOver { return ahead(p, prover) }
    let key = "\(prover)\(p.player),\(p.opponent)\(toMove)\(played.sorted())\(passed)\(depth)"
    if let m = memo[key] { return m }
    let moves = allowed(played)
    var result: Bool
    if moves.isEmpty {
      if passed {
        result = ahead(p, prover)
      } else if toMove == prover && depth == 0 {
        result = false
      } else {
        result = wins(
          prover, p, toMove: toMove.other, played: played, passed: true,
          depth: toMove == prover ? depth - 1 : depth)
      }
    } else if toMove == prover {
      result = false
      search: for w in moves {
        for q in positions(w, by: prover, at: p) {
          if q.isOver {
            if ahead(q, prover) {
              result = true
              break search
            }
            continue
          }
          if depth > 0
            && wins(prover, q, toMove: prover.other, played: played + [w], passed: false,
              depth: depth - 1)
          {
            result = true
            break search
          }
        }
      }
    } else {
      result = true
      search: for w in moves {
        for q in positions(w, by: toMove, at: p) {
          if q.isOver {
            if !ahead(q, prover) {
              result = false
              break search
            }
            continue
          }
          if !wins(prover, q, toMove: prover, played: played + [w], passed: false, depth: depth) {
            result = false
            break search
          }
        }
      }
    }
    memo[key] = result
    return result
  }

  /// Whether the other side can win at once after `mover` played to reach `p`, the words of
  /// `played` (the move's word last) refused.
  func hasWinningReply(after p: Position, by mover: Side, played: [String]) -> Bool {
    if p.isOver { return !ahead(p, mover) }
    return wins(mover.other, p, toMove: mover.other, played: played, passed: false, depth: 0)
  }

  private func ahead(_ p: Position, _ side: Side) -> Bool {
    p.tiles(of: side).nonzeroBitCount > p.tiles(of: side.other).nonzeroBitCount
  }
}
