/// Chooses, for one word, which tiles to use: the choice only matters among repeated letters,
/// and only between tiles of different kinds (the opponent's undefended tiles are worth 2,
/// unclaimed ones 1, your own and the opponent's defended ones nothing) or between tiles of one
/// kind in different places (which changes who is defended).
///
/// The best choice, in order: a win (the board fills with you ahead); then the highest score;
/// never a loss that could be avoided; then the most defence (your defended tiles minus the
/// opponent's); then the lowest tile indices. Counts per kind follow from the score; the specific
/// tiles are enumerated (up to `enumerationLimit` combinations, else chosen greedily).
struct TileChooser {
  static let enumerationLimit = 512

  /// What a word does, with its best tiles.
  struct Choice {
    /// Tiles used (all letters).
    var used: UInt32
    /// Tiles that change colour.
    var flipped: UInt32
    var score: Int
    var defence: Int
    var outcome: Move.Outcome
  }

  let position: Position
  let letterMask: [UInt32]  // tiles of each letter
  // Per letter, tiles by kind: a = opponent's undefended, n = unclaimed, z = worth nothing.
  let aMask: [UInt32], nMask: [UInt32], zMask: [UInt32]
  let aCount: [Int], nCount: [Int], zCount: [Int]
  let neutralTotal: Int
  let neutralLetters: UInt32
  let base: Int

  // Scratch for the enumeration, reused between words.
  private var groupMask: [UInt32] = []
  private var groupTake: [Int] = []
  private var bestFlip: UInt32 = 0
  private var bestDefence = Int.min

  init(letters: [UInt8], position: Position) {
    self.position = position
    var lm = [UInt32](repeating: 0, count: 26)
    for (i, l) in letters.enumerated() { lm[Int(l)] |= 1 << UInt32(i) }
    letterMask = lm
    let opp = position.opponent
    let a = opp & ~position.opponentDefended
    let n = position.unclaimed
    let z = position.player | (opp & position.opponentDefended)
    aMask = lm.map { $0 & a }
    nMask = lm.map { $0 & n }
    zMask = lm.map { $0 & z }
    aCount = aMask.map(\.nonzeroBitCount)
    nCount = nMask.map(\.nonzeroBitCount)
    zCount = zMask.map(\.nonzeroBitCount)
    neutralTotal = n.nonzeroBitCount
    var nl: UInt32 = 0
    for l in 0..<26 where nMask[l] != 0 { nl |= 1 << UInt32(l) }
    neutralLetters = nl
    base = position.score
    groupMask.reserveCapacity(26)
    groupTake.reserveCapacity(26)
  }

  /// The best tiles for a word whose letters (bit set `presence`) occur `count[l]` times.
  mutating func choose(presence: UInt32, count: UnsafePointer<Int32>) -> Choice {
    // Highest score: per letter, the opponent's undefended tiles first, then unclaimed ones.
    var gain = 0
    var neutralTaken = 0
    var bits = presence
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      let c = Int(count[l])
      let a = min(c, aCount[l])
      let n = min(c - a, nCount[l])
      gain += 2 * a + n
      neutralTaken += n
    }
    let best = base + gain
    if neutralTaken == neutralTotal {
      // That fills the board.
      if best > 0 { return pick(presence, count, fillBoard: false, skip: -1, .win) }
      // A loss, unless some letter can use a worthless tile instead of the last unclaimed one.
      var chosen: Choice? = nil
      var bits = presence
      while bits != 0 {
        let l = bits.trailingZeroBitCount
        bits &= bits - 1
        let c = Int(count[l])
        let a = min(c, aCount[l])
        let n = min(c - a, nCount[l])
        if n >= 1 && c - a - n < zCount[l] {
          let option = pick(presence, count, fillBoard: false, skip: l, .ongoing)
          if chosen == nil || option.defence > chosen!.defence { chosen = option }
        }
      }
      return chosen ?? pick(presence, count, fillBoard: false, skip: -1, .loss)
    }
    // Not filling the board: could this word fill it, with you ahead?
    if neutralLetters & ~presence == 0 {
      var fills = true
      var gainIfFilled = 0
      var bits = presence
      while bits != 0 {
        let l = bits.trailingZeroBitCount
        bits &= bits - 1
        let c = Int(count[l])
        if c < nCount[l] {
          fills = false
          break
        }
        gainIfFilled += nCount[l] + 2 * min(c - nCount[l], aCount[l])
      }
      if fills && base + gainIfFilled > 0 {
        return pick(presence, count, fillBoard: true, skip: -1, .win)
      }
    }
    return pick(presence, count, fillBoard: false, skip: -1, .ongoing)
  }

  /// Builds the choice for a profile: per letter, how many tiles of each kind; `fillBoard` takes
  /// every unclaimed tile first; `skip` leaves one unclaimed tile of that letter for a worthless one.
  private mutating func pick(
    _ presence: UInt32, _ count: UnsafePointer<Int32>, fillBoard: Bool, skip: Int,
    _ outcome: Move.Outcome
  ) -> Choice {
    var fixed: UInt32 = 0
    var worthless: UInt32 = 0
    groupMask.removeAll(keepingCapacity: true)
    groupTake.removeAll(keepingCapacity: true)
    var bits = presence
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      let c = Int(count[l])
      var a: Int
      var n: Int
      if fillBoard {
        n = nCount[l]
        a = min(c - n, aCount[l])
      } else {
        a = min(c, aCount[l])
        n = min(c - a, nCount[l])
        if l == skip { n -= 1 }
      }
      let z = c - a - n
      take(aMask[l], a, &fixed)
      take(nMask[l], n, &fixed)
      if z > 0 {
        // Worthless tiles change nothing: prefer your own, then the lowest index.
        let zm = zMask[l]
        let own = zm & position.player
        worthless |= TileChooser.lowest(own, min(z, own.nonzeroBitCount))
        if z > own.nonzeroBitCount { worthless |= TileChooser.lowest(zm & ~own, z - own.nonzeroBitCount) }
      }
    }
    let flipped: UInt32
    let defence: Int
    if groupMask.isEmpty {
      flipped = fixed
      defence = defenceAfter(fixed)
    } else {
      bestFlip = fixed
      bestDefence = Int.min
      var combinations = 1
      for g in 0..<groupMask.count {
        combinations *= TileChooser.binomial(groupMask[g].nonzeroBitCount, groupTake[g])
        if combinations > TileChooser.enumerationLimit { break }
      }
      if combinations <= TileChooser.enumerationLimit {
        enumerate(0, fixed)
      } else {
        greedy(fixed)
      }
      flipped = bestFlip
      defence = bestDefence
    }
    let after = position.playedByPlayer(flipped)
    return Choice(
      used: flipped | worthless, flipped: flipped, score: after.score, defence: defence,
      outcome: outcome)
  }

  @inline(__always)
  private mutating func take(_ mask: UInt32, _ k: Int, _ fixed: inout UInt32) {
    if k <= 0 { return }
    if k >= mask.nonzeroBitCount {
      fixed |= mask
    } else {
      groupMask.append(mask)
      groupTake.append(k)
    }
  }

  @inline(__always)
  private func defenceAfter(_ flipped: UInt32) -> Int {
    let p = position.player | flipped
    let o = position.opponent & ~flipped
    return Rules.defended(p).nonzeroBitCount - Rules.defended(o).nonzeroBitCount
  }

  private mutating func enumerate(_ g: Int, _ chosen: UInt32) {
    if g == groupMask.count {
      let d = defenceAfter(chosen)
      if d > bestDefence {
        bestDefence = d
        bestFlip = chosen
      }
      return
    }
    let mask = groupMask[g]
    let k = groupTake[g]
    let m = mask.nonzeroBitCount
    // Gosper's hack over k-of-m index sets, lowest indices first; each mapped onto the mask.
    var x: UInt32 = (1 << UInt32(k)) - 1
    let end: UInt32 = 1 << UInt32(m)
    while x < end {
      enumerate(g + 1, chosen | TileChooser.deposit(x, mask))
      let c = x & (0 &- x)
      let r = x &+ c
      x = (((r ^ x) >> 2) / c) | r
    }
  }

  private mutating func greedy(_ fixed: UInt32) {
    var chosen = fixed
    for g in 0..<groupMask.count {
      var left = groupMask[g]
      for _ in 0..<groupTake[g] {
        var pickBit: UInt32 = 0
        var pickD = Int.min
        var bits = left
        while bits != 0 {
          let bit = bits & (0 &- bits)
          bits &= bits - 1
          let d = defenceAfter(chosen | bit)
          if d > pickD {
            pickD = d
            pickBit = bit
          }
        }
        chosen |= pickBit
        left &= ~pickBit
      }
    }
    bestFlip = chosen
    bestDefence = defenceAfter(chosen)
  }

  /// Spreads the low bits of `x` onto the set bits of `mask` (PDEP).
  @inline(__always)
  static func deposit(_ x: UInt32, _ mask: UInt32) -> UInt32 {
    var out: UInt32 = 0
    var m = mask
    var x = x
    while x != 0 {
      let bit = m & (0 &- m)
      if x & 1 != 0 { out |= bit }
      x >>= 1
      m &= m - 1
    }
    return out
  }

  @inline(__always)
  static func lowest(_ mask: UInt32, _ k: Int) -> UInt32 {
    var out: UInt32 = 0
    var m = mask
    for _ in 0..<max(k, 0) {
      let bit = m & (0 &- m)
      out |= bit
      m &= m - 1
    }
    return out
  }

  static func binomial(_ n: Int, _ k: Int) -> Int {
    if k < 0 || k > n { return 0 }
    var r = 1
    for i in 0..<min(k, n - k) { r = r * (n - i) / (i + 1) }
    return r
  }
}
