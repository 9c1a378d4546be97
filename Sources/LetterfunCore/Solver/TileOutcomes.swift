/// Every position one word can lead to, for one side (the mover) in one position: the tiles a
/// word turns are, per letter, any of that letter's tiles that can change colour (unclaimed, or
/// the other side's undefended), at least as many as its letters that cannot go elsewhere (on
/// the mover's tiles or the other side's defended ones) and at most as many as it has. Where
/// `TileChooser` picks the best choice, this lists them all, for the exact search.
struct TileOutcomes {
  /// Per letter, its tiles that can change colour, and how many of its tiles cannot.
  private var open = InlineArray<26, UInt32>(repeating: 0)
  private var fixed = InlineArray<26, Int32>(repeating: 0)
  /// Letters with a tile that can change colour.
  private var openLetters: UInt32 = 0

  init(_ letterMask: [UInt32], _ position: Position, mover: Side) {
    let mine = position.tiles(of: mover)
    let theirs = position.tiles(of: mover.other)
    let theirsDefended = Rules.defended(theirs)
    let turnable = position.unclaimed | (theirs & ~theirsDefended)
    for l in 0..<26 {
      open[l] = letterMask[l] & turnable
      fixed[l] = Int32((letterMask[l] & (mine | theirsDefended)).nonzeroBitCount)
      if open[l] != 0 { openLetters |= 1 << UInt32(l) }
    }
  }

  /// Calls `body` once per distinct set of tiles the word (letters `presence`, counts in row
  /// `row` of `counts`, stride 32) can turn. False, having called nothing, when there are more
  /// than `ProofSearch.mostChoices`.
  func each(_ presence: UInt32, _ counts: [UInt8], row: Int, _ body: (UInt32) -> Void) -> Bool {
    var sure: UInt32 = 0
    // Per letter with a choice: its open tiles and the fewest and most it takes.
    var choices: [(mask: UInt32, least: Int, most: Int)] = []
    var total = 1
    var bits = presence & openLetters
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      let c = Int(counts[row * 32 + l])
      let m = open[l]
      let n = m.nonzeroBitCount
      let least = max(0, c - Int(fixed[l]))
      let most = min(c, n)
      if least == n {
        sure |= m
        continue
      }
      var ways = 0
      for k in least...most { ways += TileChooser.binomial(n, k) }
      if ways == 1 { continue }  // only none of them
      total *= ways
      if total > ProofSearch.mostChoices { return false }
      choices.append((m, least, most))
    }
    if choices.isEmpty {
      body(sure)
      return true
    }
    // Per letter with a choice, every subset of its open tiles of an allowed size.
    let subsets = choices.map { c -> [UInt32] in
      var list: [UInt32] = []
      let n = c.mask.nonzeroBitCount
      for x in 0..<(UInt32(1) << UInt32(n)) {
        let k = x.nonzeroBitCount
        if k >= c.least && k <= c.most { list.append(TileChooser.deposit(x, c.mask)) }
      }
      return list
    }
    var odometer = [Int](repeating: 0, count: subsets.count)
    while true {
      var turned = sure
      for (g, i) in odometer.enumerated() { turned |= subsets[g][i] }
      body(turned)
      var g = subsets.count - 1
      while g >= 0 {
        odometer[g] += 1
        if odometer[g] < subsets[g].count { break }
        odometer[g] = 0
        g -= 1
      }
      if g < 0 { return true }
    }
  }
}
