@_spi(Internals) @testable import LetterfunCore

/// A proof of a forced win in two on a real word list, written apart from the engine: after the
/// mover's move, every reply of the other side (every word it may play, every choice of its
/// tiles, and the pass) is answered by a word filling the board with the mover ahead, or (after a
/// pass) by passing back ahead. The game's refusals apply: a word played, and its prefixes.
///
/// Positions are seen from the mover: `mine` and `theirs` are tile masks.
final class WinInTwo {
  let words: [String]
  /// Per tile, its letter (0-25).
  private let letters: [Int]
  /// Per word, its letter counts.
  private let counts: [[Int]]
  /// Per set of unclaimed tiles, the words that can cover them (letters enough), computed once.
  private var covering: [UInt32: [Int]] = [:]
  /// Per position, the words that fill the board with the side to move ahead.
  private var fills: [UInt64: [Int]] = [:]
  static let allTiles: UInt32 = (1 << 25) - 1

  /// `words`: the list's words the board spells, in any case.
  init(board: Board, words: [String]) {
    self.words = words.map { $0.lowercased() }
    letters = board.letterCodes.map { Int($0) }
    counts = self.words.map { w in
      var c = [Int](repeating: 0, count: 26)
      for u in w.unicodeScalars { c[Int(u.value) - 97] += 1 }
      return c
    }
  }

  /// Whether `w` may be played once the words of `played` were: neither one of them nor a
  /// prefix of one.
  func isPlayable(_ w: Int, after played: [Int]) -> Bool {
    !played.contains { words[$0].hasPrefix(words[w]) }
  }

  private func tiles(_ mask: UInt32) -> [Int] { (0..<25).filter { mask & 1 << UInt32($0) != 0 } }

  /// The words whose letters can cover every tile of `unclaimed`.
  private func cover(_ unclaimed: UInt32) -> [Int] {
    if let known = covering[unclaimed] { return known }
    var need = [Int](repeating: 0, count: 26)
    for t in tiles(unclaimed) { need[letters[t]] += 1 }
    let found = counts.indices.filter { w in (0..<26).allSatisfy { counts[w][$0] >= need[$0] } }
    covering[unclaimed] = found
    return found
  }

  /// Words that fill the board with the side to move ahead: every unclaimed tile, and as many of
  /// the other side's undefended tiles as the word's other letters reach (more only helps).
  func fillingWins(mine: UInt32, theirs: UInt32) -> [Int] {
    let key = UInt64(mine) | UInt64(theirs) << 25
    if let known = fills[key] { return known }
    let unclaimed = WinInTwo.allTiles & ~(mine | theirs)
    var need = [Int](repeating: 0, count: 26)
    for t in tiles(unclaimed) { need[letters[t]] += 1 }
    var exposed = [Int](repeating: 0, count: 26)
    for t in tiles(theirs & ~Rules.defended(theirs)) { exposed[letters[t]] += 1 }
    let open = unclaimed.nonzeroBitCount
    let found = cover(unclaimed).filter { w in
      var taken = 0
      for l in 0..<26 { taken += min(counts[w][l] - need[l], exposed[l]) }
      return mine.nonzeroBitCount + open + taken > theirs.nonzeroBitCount - taken
    }
    fills[key] = found
    return found
  }

  /// Per letter, the least and most of its tiles a word of `counts` must and can take (those that
  /// change hands: unclaimed, or the other side's undefended): words alike there reach the same
  /// positions.
  private func shape(_ c: [Int], changing: [Int], fixed: [Int]) -> [Int]? {
    var out: [Int] = []
    for l in 0..<26 where changing[l] > 0 || c[l] > fixed[l] {
      let least = max(0, c[l] - fixed[l])
      let most = min(c[l], changing[l])
      if least > most { return nil }
      out += [l, least, most]
    }
    return out
  }

  /// Every distinct position word `w` reaches for the side holding `mine`: per letter, any of
  /// its tiles that change hands (unclaimed, or the other side's undefended), the rest of the
  /// letter on tiles that do not.
  func outcomes(_ w: Int, mine: UInt32, theirs: UInt32) -> [(mine: UInt32, theirs: UInt32)] {
    let (changing, fixed, tilesOf) = split(mine: mine, theirs: theirs)
    guard let s = shape(counts[w], changing: changing, fixed: fixed) else { return [] }
    return outcomes(shape: s, tilesOf: tilesOf, mine: mine, theirs: theirs)
  }

  /// Per letter, how many of its tiles change hands and how many do not, and the first ones.
  private func split(mine: UInt32, theirs: UInt32) -> ([Int], [Int], [[Int]]) {
    let takeable = ~mine & ~(theirs & Rules.defended(theirs)) & WinInTwo.allTiles
    var changing = [Int](repeating: 0, count: 26)
    var fixed = [Int](repeating: 0, count: 26)
    var tilesOf = [[Int]](repeating: [], count: 26)
    for t in 0..<25 {
      if takeable & 1 << UInt32(t) != 0 {
        changing[letters[t]] += 1
        tilesOf[letters[t]].append(t)
      } else {
        fixed[letters[t]] += 1
      }
    }
    return (changing, fixed, tilesOf)
  }

  private func outcomes(shape: [Int], tilesOf: [[Int]], mine: UInt32, theirs: UInt32)
    -> [(mine: UInt32, theirs: UInt32)]
  {
    var taken: [UInt32] = [0]
    for k in stride(from: 0, to: shape.count, by: 3) {
      let changing = tilesOf[shape[k]]
      let (least, most) = (shape[k + 1], shape[k + 2])
      var subsets: [UInt32] = []
      for s in 0..<(1 << changing.count) where (least...most).contains(s.nonzeroBitCount) {
        var m: UInt32 = 0
        for (j, t) in changing.enumerated() where s & 1 << j != 0 { m |= 1 << UInt32(t) }
        subsets.append(m)
      }
      taken = taken.flatMap { t in subsets.map { t | $0 } }
    }
    return Set(taken).sorted().map { (mine | $0, theirs & ~$0) }
  }

  /// Whether the mover, having played word `w` to reach `mine`/`theirs`, wins in two whatever
  /// the other side does.
  func forcesWin(after w: Int, mine: UInt32, theirs: UInt32) -> Bool {
    if mine | theirs == WinInTwo.allTiles {
      return mine.nonzeroBitCount > theirs.nonzeroBitCount
    }
    // The other side's pass: pass back ahead, or fill.
    let ahead = mine.nonzeroBitCount > theirs.nonzeroBitCount
    if !ahead
      && !fillingWins(mine: mine, theirs: theirs).contains(where: { isPlayable($0, after: [w]) })
    {
      return false
    }
    // The other side's words, those alike on the tiles that change hands searched once.
    let (changing, fixed, tilesOf) = split(mine: theirs, theirs: mine)
    var alike: [[Int]: [Int]] = [:]
    for r in words.indices where isPlayable(r, after: [w]) {
      if let s = shape(counts[r], changing: changing, fixed: fixed) {
        alike[s, default: []].append(r)
      }
    }
    for (s, replies) in alike {
      for o in outcomes(shape: s, tilesOf: tilesOf, mine: theirs, theirs: mine) {
        // A reply that fills the board: it wins ahead, loses behind (25 tiles: no tie).
        if o.mine | o.theirs == WinInTwo.allTiles {
          if o.mine.nonzeroBitCount > o.theirs.nonzeroBitCount { return false }
          continue
        }
        let answers = fillingWins(mine: o.theirs, theirs: o.mine)
        for r in replies where !answers.contains(where: { isPlayable($0, after: [w, r]) }) {
          return false
        }
      }
    }
    return true
  }
}
