/// How `TileChooser` tries the ways to take some of a letter's tiles: every combination when
/// few, else greedily; and the bit tricks both use.
extension TileChooser {
  @inline(__always)
  func defenceAfter(_ flipped: UInt32) -> Int {
    Rules.defended(mine | flipped).nonzeroBitCount
      - Rules.defended(theirs & ~flipped).nonzeroBitCount
  }

  /// Tries every combination of the groups' subsets (an odometer over precomputed subset
  /// lists), keeping the first best: lowest indices first on ties.
  func enumerate(
    _ fixed: UInt32, _ groupMask: Span<UInt32>, _ groupTake: Span<Int>, _ groups: Int
  ) -> UInt32 {
    // At most enumerationLimit combinations, so no more subsets (each group has two or more).
    var subsets = InlineArray<48, UInt32>(repeating: 0)
    var subsetStart = InlineArray<17, Int>(repeating: 0)
    var total = 0
    for g in 0..<groups {
      subsetStart[g] = total
      let mask = groupMask[g]
      let k = groupTake[g]
      let end: UInt32 = 1 << UInt32(mask.nonzeroBitCount)
      // Gosper's hack over k-of-m index sets, in increasing order, mapped onto the mask.
      var x: UInt32 = (1 << UInt32(k)) - 1
      while x < end {
        subsets[total] = TileChooser.deposit(x, mask)
        total += 1
        let c = x & (0 &- x)
        let r = x &+ c
        x = (((r ^ x) >> 2) / c) | r
      }
    }
    subsetStart[groups] = total
    var best = Int.min
    var bestSet = fixed
    if groups == 1 {
      for i in 0..<total {
        let f = fixed | subsets[i]
        let d = defenceAfter(f)
        if d > best {
          best = d
          bestSet = f
        }
      }
      return bestSet
    }
    // partial[g] holds fixed plus the chosen subsets of groups 0..<g.
    var odometer = GroupList<Int>(repeating: 0)
    var partial = InlineArray<17, UInt32>(repeating: 0)
    partial[0] = fixed
    for g in 0..<groups {
      odometer[g] = subsetStart[g]
      partial[g + 1] = partial[g] | subsets[subsetStart[g]]
    }
    while true {
      let f = partial[groups]
      let d = defenceAfter(f)
      if d > best {
        best = d
        bestSet = f
      }
      var g = groups - 1
      while g >= 0 {
        odometer[g] += 1
        if odometer[g] < subsetStart[g + 1] { break }
        odometer[g] = subsetStart[g]
        g -= 1
      }
      if g < 0 { break }
      for h in g..<groups { partial[h + 1] = partial[h] | subsets[odometer[h]] }
    }
    return bestSet
  }

  /// One tile at a time, group by group, each the one giving the most defence so far.
  func greedy(
    _ fixed: UInt32, _ groupMask: Span<UInt32>, _ groupTake: Span<Int>, _ groups: Int
  ) -> UInt32 {
    var chosen = fixed
    for g in 0..<groups {
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
    return chosen
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
