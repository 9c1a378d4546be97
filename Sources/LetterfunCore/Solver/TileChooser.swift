/// Chooses, for one word played by one side (the mover) in one position, which tiles to use:
/// the choice only matters among repeated letters, and only between tiles of different kinds
/// (the other side's undefended tiles are worth 2, unclaimed ones 1, the mover's own and the
/// other side's defended ones nothing) or between tiles of one kind in different places (which
/// changes who is defended). Either side's choice is the same code: the masks are the mover's
/// and the other side's, never the player's and the opponent's.
///
/// The best choice, in order: a win (the board fills with the mover ahead); then the highest
/// score; never a loss that could be avoided; then the most defence (the mover's defended tiles
/// minus the other side's); then the lowest tile indices. Counts per kind follow from the score alone; the
/// specific tiles are enumerated exhaustively when there are at most `enumerationLimit`
/// combinations, else chosen greedily one tile at a time by the defence they give.
///
/// One instance per position and side; immutable, its scratch is on the stack of each call.
final class TileChooser {
  static let enumerationLimit = 16
  /// Per word, a letter's count (0-25; the rest stay 0): `choose` reads them as a span (an
  /// InlineArray parameter would be copied whole at each read).
  typealias Counts = InlineArray<32, Int32>
  /// Per group of tiles to choose among: a group takes some but not all of two or more tiles of
  /// one letter and kind, so a board's 25 tiles make at most 12.
  typealias GroupList<T> = InlineArray<16, T>

  let position: Position
  /// The side playing the words.
  let mover: Side
  /// Tiles of each letter.
  let letterMask: [UInt32]
  let neutralTotal: Int
  let neutralLetters: UInt32
  let base: Int
  /// The mover's tiles and the other side's.
  let mine: UInt32
  let theirs: UInt32

  // Per letter, tiles by kind: a = the other side's undefended, n = unclaimed, z = worth
  // nothing (the mover's, or the other side's defended). Masks at [kind * 26 + letter], counts
  // likewise.
  private let masks: InlineArray<78, UInt32>
  private let counts: InlineArray<78, Int>

  /// `letterMask` holds the tiles of each letter; `mover` is `.player` or `.opponent`.
  init(letterMask lm: [UInt32], position: Position, mover: Side) {
    precondition(mover != .none, "a move is made by a side")
    self.position = position
    self.mover = mover
    mine = position.tiles(of: mover)
    theirs = position.tiles(of: mover.other)
    letterMask = lm
    let theirsDefended = Rules.defended(theirs)
    let a = theirs & ~theirsDefended
    let n = position.unclaimed
    let z = mine | (theirs & theirsDefended)
    var masks = InlineArray<78, UInt32>(repeating: 0)
    var counts = InlineArray<78, Int>(repeating: 0)
    var nl: UInt32 = 0
    for l in 0..<26 {
      for (kind, m) in [a, n, z].enumerated() {
        masks[kind * 26 + l] = lm[l] & m
        counts[kind * 26 + l] = (lm[l] & m).nonzeroBitCount
      }
      if lm[l] & n != 0 { nl |= 1 << UInt32(l) }
    }
    self.masks = masks
    self.counts = counts
    neutralTotal = n.nonzeroBitCount
    neutralLetters = nl
    base = mine.nonzeroBitCount - theirs.nonzeroBitCount
  }

  // Letters are < 26, kinds < 3: inside the 78 counts.
  @inline(__always) private func aCount(_ l: Int) -> Int { counts[l] }
  @inline(__always) private func nCount(_ l: Int) -> Int { counts[26 + l] }
  @inline(__always) private func zCount(_ l: Int) -> Int { counts[52 + l] }

  /// The highest score the word can make, whatever the outcome: what `choose` gives a word that
  /// cannot fill the board.
  func bestScore(presence: UInt32, count: Span<Int32>) -> Int {
    base + highestGain(presence: presence, count: count).gain
  }

  /// What the word adds to the mover's lead at most, taking per letter the other side's
  /// undefended tiles first, then unclaimed ones; and how many unclaimed tiles that takes.
  @inline(__always)
  private func highestGain(presence: UInt32, count: Span<Int32>) -> (gain: Int, neutralTaken: Int) {
    var gain = 0
    var neutralTaken = 0
    var bits = presence
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      let c = Int(count[l & 31])
      let a = min(c, aCount(l))
      let n = min(c - a, nCount(l))
      gain += 2 * a + n
      neutralTaken += n
    }
    return (gain, neutralTaken)
  }

  /// The best tiles for a word whose letters (bit set `presence`) occur `count[l]` times.
  func choose(presence: UInt32, count: Span<Int32>) -> WordChoice {
    let (gain, neutralTaken) = highestGain(presence: presence, count: count)
    let best = base + gain
    if neutralTaken == neutralTotal {
      // A board with no unclaimed tile is over: no word wins or loses it.
      if neutralTotal == 0 {
        return pick(presence, count, fillBoard: false, skip: -1, .ongoing)
      }
      // That fills the board.
      if best > 0 { return pick(presence, count, fillBoard: false, skip: -1, .win) }
      // A loss, unless some letter can use a worthless tile instead of the last unclaimed one.
      var chosen: WordChoice? = nil
      var bits = presence
      while bits != 0 {
        let l = bits.trailingZeroBitCount
        bits &= bits - 1
        let c = Int(count[l & 31])
        let a = min(c, aCount(l))
        let n = min(c - a, nCount(l))
        if n >= 1 && c - a - n < zCount(l) {
          let option = pick(presence, count, fillBoard: false, skip: l, .ongoing)
          if chosen == nil || option.defence > chosen!.defence { chosen = option }
        }
      }
      if let chosen { return chosen }
      return pick(presence, count, fillBoard: false, skip: -1, .loss)
    }
    // Not filling the board: could this word fill it, with the mover ahead?
    if neutralLetters & ~presence == 0 {
      var fills = true
      var gainIfFilled = 0
      var bits = presence
      while bits != 0 {
        let l = bits.trailingZeroBitCount
        bits &= bits - 1
        let c = Int(count[l & 31])
        if c < nCount(l) {
          fills = false
          break
        }
        gainIfFilled += nCount(l) + 2 * min(c - nCount(l), aCount(l))
      }
      if fills && base + gainIfFilled > 0 {
        return pick(presence, count, fillBoard: true, skip: -1, .win)
      }
    }
    return pick(presence, count, fillBoard: false, skip: -1, .ongoing)
  }

  /// Builds the choice for a profile: per letter, how many tiles of each kind; `fillBoard` takes
  /// every unclaimed tile first; `skip` leaves one unclaimed tile of that letter for a worthless one.
  private func pick(
    _ presence: UInt32, _ count: Span<Int32>, fillBoard: Bool, skip: Int,
    _ outcome: Move.Outcome
  ) -> WordChoice {
    var fixed: UInt32 = 0
    var worthless: UInt32 = 0
    var groupMask = GroupList<UInt32>(repeating: 0)
    var groupTake = GroupList<Int>(repeating: 0)
    var groups = 0
    var combinations = 1
    var bits = presence
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      let c = Int(count[l & 31])
      var a: Int
      var n: Int
      if fillBoard {
        n = nCount(l)
        a = min(c - n, aCount(l))
      } else {
        a = min(c, aCount(l))
        n = min(c - a, nCount(l))
        if l == skip { n -= 1 }
      }
      // The other side's undefended tiles, then unclaimed ones.
      addGroup(l, a, &fixed, &groupMask, &groupTake, &groups, &combinations)
      addGroup(26 + l, n, &fixed, &groupMask, &groupTake, &groups, &combinations)
      let z = c - a - n
      if z > 0 {
        // Worthless tiles change nothing: prefer the mover's own, then the lowest index.
        let zm = masks[52 + l]
        let own = zm & mine
        let ownCount = own.nonzeroBitCount
        worthless |= TileChooser.lowest(own, min(z, ownCount))
        if z > ownCount { worthless |= TileChooser.lowest(zm & ~own, z - ownCount) }
      }
    }
    let flipped: UInt32
    if groups == 0 {
      flipped = fixed
    } else if combinations <= TileChooser.enumerationLimit {
      flipped = enumerate(fixed, groupMask.span, groupTake.span, groups)
    } else {
      flipped = greedy(fixed, groupMask.span, groupTake.span, groups)
    }
    let p = mine | flipped
    let o = theirs & ~flipped
    return WordChoice(
      used: flipped | worthless, flipped: flipped,
      score: p.nonzeroBitCount - o.nonzeroBitCount,
      defence: Rules.defended(p).nonzeroBitCount - Rules.defended(o).nonzeroBitCount,
      outcome: outcome)
  }

  /// Takes `k` tiles of kind-and-letter `slot`: all of them (fixed), or a choice (a group).
  @inline(__always)
  private func addGroup(
    _ slot: Int, _ k: Int, _ fixed: inout UInt32, _ groupMask: inout GroupList<UInt32>,
    _ groupTake: inout GroupList<Int>, _ groups: inout Int, _ combinations: inout Int
  ) {
    if k <= 0 { return }
    let m = counts[slot]
    if k >= m {
      fixed |= masks[slot]
      return
    }
    groupMask[groups] = masks[slot]
    groupTake[groups] = k
    groups += 1
    if combinations <= TileChooser.enumerationLimit {
      combinations *= TileChooser.binomial(m, k)
    }
  }
}
