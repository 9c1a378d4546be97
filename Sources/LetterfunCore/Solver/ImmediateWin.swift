/// Can a side (the mover) win in one? A word wins when it fills the board with the mover
/// ahead: it must use every unclaimed tile, and beyond those it takes the other side's
/// undefended tiles, letter by letter, as far as the word's letters allow. The search looks
/// only at words long enough and holding the rarest letter needed. Built once per game.
struct ImmediateWin {
  let words: PlayableWords
  /// Per word, its letter counts (26 bytes, stride 32).
  private let counts: [UInt8]
  /// Per letter, the words holding it, longest first.
  private let byLetter: [[Int32]]

  init(words: PlayableWords) {
    self.words = words
    counts = words.letterCounts()
    let list = words.words
    var byLength = list.indices.map { Int32($0) }
    byLength.sort { (a, b) in
      let la = list[Int(a)].length
      let lb = list[Int(b)].length
      return la != lb ? la > lb : a < b
    }
    var byLetter = [[Int32]](repeating: [], count: 26)
    for w in byLength {
      var bits = list[Int(w)].presence
      while bits != 0 {
        byLetter[bits.trailingZeroBitCount].append(w)
        bits &= bits - 1
      }
    }
    self.byLetter = byLetter
  }

  /// The first (longest) word that wins for `mover` at `position` and is not `refused`, and
  /// the first winning word that is: a word refused only after one move still wins after
  /// another.
  func search(for mover: Side, at position: Position, refusing refused: (Int) -> Bool) -> (
    found: Int?, refused: Int?
  ) {
    var work = 0
    return search(for: mover, at: position, work: &work, refusing: refused)
  }

  /// `search`, adding the words it looks at to `work` (the look-ahead's budget); `need`: the
  /// tiles the mover must end with (a margin, not just a win: `ProofSearch.margin`).
  func search(
    for mover: Side, at position: Position, need: Int = Rules.winningCount, work: inout Int,
    refusing refused: (Int) -> Bool
  ) -> (found: Int?, refused: Int?) {
    var found: Int? = nil
    var refusedWinner: Int? = nil
    forEachWinner(for: mover, at: position, need: need, work: &work) { w in
      if refused(w) {
        if refusedWinner == nil { refusedWinner = w }
        return true
      }
      found = w
      return false
    }
    return (found, refusedWinner)
  }

  /// Calls `body` with each word that wins for `mover` at `position`, longest first, refused
  /// or not, until it returns false. `need`: the tiles a win must end with (13: any win).
  func forEachWinner(
    for mover: Side, at position: Position, need: Int = Rules.winningCount, work: inout Int,
    _ body: (Int) -> Bool
  ) {
    let unclaimed = position.unclaimed
    // A full board is over: no one moves.
    if unclaimed == 0 { return }
    let mine = position.tiles(of: mover)
    let theirs = position.tiles(of: mover.other)
    let open = unclaimed.nonzeroBitCount
    let exposed = theirs & ~Rules.defended(theirs)
    // The mover needs `need` tiles: those they hold, every unclaimed one, and enough of the
    // other side's.
    let deficit = need - mine.nonzeroBitCount - open
    if deficit > exposed.nonzeroBitCount { return }
    let letterMask = words.letterMask
    var need = [Int](repeating: 0, count: 26)
    var exposedCount = [Int](repeating: 0, count: 26)
    var needLetters: UInt32 = 0
    var exposedLetters: UInt32 = 0
    for l in 0..<26 {
      need[l] = (letterMask[l] & unclaimed).nonzeroBitCount
      exposedCount[l] = (letterMask[l] & exposed).nonzeroBitCount
      if need[l] > 0 { needLetters |= 1 << UInt32(l) }
      if exposedCount[l] > 0 { exposedLetters |= 1 << UInt32(l) }
    }
    let minLength = open + max(deficit, 0)
    var rarest = needLetters.trailingZeroBitCount
    var bits = needLetters
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      if byLetter[l].count < byLetter[rarest].count { rarest = l }
    }
    work &+= 26
    do {
      let counts = self.counts.span
      for w32 in byLetter[rarest] {
        work &+= 1
        let w = Int(w32)
        let r = words.words[w]
        if Int(r.length) < minLength { break }
        if r.presence & needLetters != needLetters { continue }
        let c = w * 32  // 32 counts a word (PlayableWords.letterCounts)
        var covers = true
        var bits = needLetters
        while bits != 0 {
          let l = bits.trailingZeroBitCount
          bits &= bits - 1
          if Int(counts[c + l]) < need[l] {
            covers = false
            break
          }
        }
        if !covers { continue }
        if deficit > 0 {
          var taken = 0
          var bits = exposedLetters & r.presence
          while bits != 0 {
            let l = bits.trailingZeroBitCount
            bits &= bits - 1
            taken += min(Int(counts[c + l]) - need[l], exposedCount[l])
          }
          if taken < deficit { continue }
        }
        if !body(w) { return }
      }
    }
  }
}
