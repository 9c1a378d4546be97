@_spi(Internals) @testable import LetterfunCore

/// The game on a small word list, searched to the end: every word, every choice of tiles, and
/// the game's pass rule (either side may pass at any turn, word left or not; two passes in a
/// row end the game, the tiles deciding, equal tiles a draw). Written apart from the engine:
/// the oracle of what its claims must be.
///
/// Positions are seen from the side to move: `mine` and `theirs` are tile masks.
final class ExhaustiveGame {
  /// How a finished or searched game ends for the side to move.
  enum Result: Int, Comparable {
    case loss = -1
    case draw = 0
    case win = 1

    static func < (a: Result, b: Result) -> Bool { a.rawValue < b.rawValue }
    var flipped: Result { Result(rawValue: -rawValue)! }

    /// Who leads with these tiles when the game ends.
    init(mine: UInt32, theirs: UInt32) {
      let d = mine.nonzeroBitCount - theirs.nonzeroBitCount
      self = d > 0 ? .win : d < 0 ? .loss : .draw
    }
  }

  static let allTiles: UInt32 = (1 << 25) - 1

  let letters: [Character]
  /// The list's words the board's letters can spell, lower case.
  let words: [String]
  /// Per word, the words it is a prefix of (itself included), as bits: once any is played, the
  /// game refuses it.
  private let prefixOf: [UInt64]
  /// Words refused from the start: played before, or a prefix of a word played before.
  private let refusedAtStart: [Bool]
  /// Per word, every set of tiles its letters can be put on (each letter on tiles of that letter).
  private let placements: [[UInt32]]
  private var winMemo: [Key: Bool] = [:]
  private var holdMemo: [Key: Bool] = [:]
  private var leadMemo: [Key: Int] = [:]
  /// Positions searched by the last question; past `budget` the search gives up (`gaveUp`).
  private(set) var nodes = 0
  let budget: Int
  private(set) var gaveUp = false

  private struct Key: Hashable {
    var mine: UInt32
    var theirs: UInt32
    var played: UInt64
    var passed: Bool
  }

  /// `list`: the dictionary (at most 64 words the board spells are kept); `played`: the words
  /// played before, in any case.
  init(letters: [Character], list: [String], played: [String], budget: Int = 5_000) {
    self.letters = letters.map { Character($0.lowercased()) }
    self.budget = budget
    let board = self.letters
    func spells(_ w: String) -> Bool {
      Set(w).allSatisfy { c in w.filter { $0 == c }.count <= board.filter { $0 == c }.count }
    }
    let kept = Array(
      Set(list.map { $0.lowercased() }).filter { !$0.isEmpty && spells($0) }.sorted().prefix(64))
    words = kept
    let before = played.map { $0.lowercased() }
    refusedAtStart = kept.map { w in before.contains { $0.hasPrefix(w) } }
    prefixOf = kept.map { w in
      var bits: UInt64 = 0
      for (j, other) in kept.enumerated() where other.hasPrefix(w) { bits |= 1 << UInt64(j) }
      return bits
    }
    placements = kept.map { w in
      var used: [UInt32] = [0]
      for c in Set(w) {
        let tiles = board.indices.filter { board[$0] == c }
        let count = w.filter { $0 == c }.count
        var next: [UInt32] = []
        for subset in 0..<(1 << tiles.count) where subset.nonzeroBitCount == count {
          var m: UInt32 = 0
          for (j, t) in tiles.enumerated() where subset & (1 << j) != 0 { m |= 1 << UInt32(t) }
          for u in used { next.append(u | m) }
        }
        used = next
      }
      return used
    }
  }

  /// The word's index, if the list has it (any case).
  func index(of word: String) -> Int? { words.firstIndex(of: word.lowercased()) }

  /// Whether word `w` may be played once the words of `played` (bits) were.
  func isPlayable(_ w: Int, played: UInt64) -> Bool {
    !refusedAtStart[w] && prefixOf[w] & played == 0
  }

  /// The tiles a side keeps whatever is played on them: those whose every neighbour is its own
  /// (the game's rule, `Rules`).
  @inline(__always)
  static func defended(_ side: UInt32) -> UInt32 { Rules.defended(side) }

  /// Every distinct position word `w` can reach for the side holding `mine`: each way to put
  /// its letters on tiles of those letters; the other side's defended tiles do not change.
  func outcomes(_ w: Int, mine: UInt32, theirs: UInt32) -> [(mine: UInt32, theirs: UInt32)] {
    let kept = ~(theirs & ExhaustiveGame.defended(theirs))
    var seen: [UInt32] = []
    var out: [(UInt32, UInt32)] = []
    for u in placements[w] {
      let taken = u & kept & ~mine
      if !seen.contains(taken) {
        seen.append(taken)
        out.append((mine | taken, theirs & ~taken))
      }
    }
    return out
  }

  /// The result for the side to move with best play on both sides, the words of `played`
  /// (bits) played since the start; `passed`: the other side passed last turn.
  func result(mine: UInt32, theirs: UInt32, played: UInt64, passed: Bool = false) -> Result? {
    guard let wins = forcesWin(mine: mine, theirs: theirs, played: played, passed: passed) else {
      return nil
    }
    if wins { return .win }
    return holds(mine: mine, theirs: theirs, played: played, passed: passed).map {
      $0 ? .draw : .loss
    }
  }

  /// Whether the side to move can force a win (`atLeastDraw` false) or at least a draw.
  private func search(
    _ atLeastDraw: Bool, mine: UInt32, theirs: UInt32, played: UInt64, passed: Bool
  ) -> Bool {
    func good(_ r: Result) -> Bool { atLeastDraw ? r != .loss : r == .win }
    if mine | theirs == ExhaustiveGame.allTiles { return good(Result(mine: mine, theirs: theirs)) }
    let key = Key(mine: mine, theirs: theirs, played: played, passed: passed)
    if let known = atLeastDraw ? holdMemo[key] : winMemo[key] { return known }
    nodes += 1
    if nodes > budget { gaveUp = true }
    if gaveUp { return false }
    // After the other side's pass, passing back ends the game as it stands.
    var found = passed && good(Result(mine: mine, theirs: theirs))
    // Moves that end the game first (no search needed), then the rest.
    var open: [(mine: UInt32, theirs: UInt32, played: UInt64)] = []
    let kept = ~(theirs & ExhaustiveGame.defended(theirs))
    search: for w in words.indices where !found && isPlayable(w, played: played) {
      for u in placements[w] {
        let taken = u & kept & ~mine
        let m = mine | taken
        let t = theirs & ~taken
        if m | t == ExhaustiveGame.allTiles {
          if good(Result(mine: m, theirs: t)) {
            found = true
            break search
          }
        } else {
          open.append((m, t, played | 1 << UInt64(w)))
        }
      }
    }
    if !found {
      // The reply must fail to force the opposite.
      for o in open
      where !search(!atLeastDraw, mine: o.theirs, theirs: o.mine, played: o.played, passed: false) {
        found = true
        break
      }
    }
    if !found && !passed {
      // A pass, word left or not: the other side may then end the game by passing back.
      found = !search(!atLeastDraw, mine: theirs, theirs: mine, played: played, passed: true)
    }
    if gaveUp { return false }
    if atLeastDraw { holdMemo[key] = found } else { winMemo[key] = found }
    return found
  }

  /// Whether the side to move can force a win; nil when the search gave up (over `budget`
  /// positions for one question: the game is then too big for any further question).
  func forcesWin(mine: UInt32, theirs: UInt32, played: UInt64, passed: Bool = false) -> Bool? {
    if gaveUp { return nil }
    nodes = 0
    let found = search(false, mine: mine, theirs: theirs, played: played, passed: passed)
    return gaveUp ? nil : found
  }

  /// Whether the side to move can force at least a draw; nil when the search gave up.
  func holds(mine: UInt32, theirs: UInt32, played: UInt64, passed: Bool = false) -> Bool? {
    if gaveUp { return nil }
    nodes = 0
    let found = search(true, mine: mine, theirs: theirs, played: played, passed: passed)
    return gaveUp ? nil : found
  }

  /// The most the side to move can end the game ahead by (behind, when negative) with best
  /// play on both sides: a game is scored by its margin. Nil when the search gave up.
  func bestLead(mine: UInt32, theirs: UInt32, played: UInt64, passed: Bool = false) -> Int? {
    if gaveUp { return nil }
    nodes = 0
    let lead = leadSearch(mine: mine, theirs: theirs, played: played, passed: passed)
    return gaveUp ? nil : lead
  }

  private func leadSearch(mine: UInt32, theirs: UInt32, played: UInt64, passed: Bool) -> Int {
    let here = mine.nonzeroBitCount - theirs.nonzeroBitCount
    if mine | theirs == ExhaustiveGame.allTiles { return here }
    let key = Key(mine: mine, theirs: theirs, played: played, passed: passed)
    if let known = leadMemo[key] { return known }
    nodes += 1
    if nodes > budget { gaveUp = true }
    if gaveUp { return 0 }
    // Passing back after the other side's pass ends the game as it stands; a first pass hands
    // the other side the same choice.
    var best =
      passed
      ? here : -leadSearch(mine: theirs, theirs: mine, played: played, passed: true)
    let kept = ~(theirs & ExhaustiveGame.defended(theirs))
    for w in words.indices where isPlayable(w, played: played) {
      for u in placements[w] {
        let taken = u & kept & ~mine
        let m = mine | taken
        let t = theirs & ~taken
        let v =
          m | t == ExhaustiveGame.allTiles
          ? m.nonzeroBitCount - t.nonzeroBitCount
          : -leadSearch(mine: t, theirs: m, played: played | 1 << UInt64(w), passed: false)
        best = max(best, v)
      }
    }
    if gaveUp { return 0 }
    leadMemo[key] = best
    return best
  }

  /// Whether the side to move can end the game ahead at once with some word and tiles.
  func canWinAtOnce(mine: UInt32, theirs: UInt32, played: UInt64) -> Bool {
    for w in words.indices where isPlayable(w, played: played) {
      for o in outcomes(w, mine: mine, theirs: theirs)
      where o.mine | o.theirs == ExhaustiveGame.allTiles
        && o.mine.nonzeroBitCount > o.theirs.nonzeroBitCount
      {
        return true
      }
    }
    return false
  }
}
