/// The engine's one move generator: the sets of tiles a group of words (`LetterGroups`: words
/// with the same letter counts) can turn the mover's colour in a position, for the side holding
/// `mine`. Two widths:
/// - `.every`: every distinct set, any number of a letter's turnable tiles the word's letters can
///   cover (a letter's other uses may sit on tiles that cannot turn): what the root tries.
/// - `.most`: the sets that take as many tiles of each letter as the word can, plus, where such a
///   set fills the board, each way of leaving one unclaimed tile open. Exact for a last move
///   judged by tiles and defence: taking a tile more never helps the other side there, so the
///   rest are never better for the mover (and a full board is judged apart).
struct MoveGenerator {
  enum Width { case every, most }
  /// The most subsets of one letter's tiles a set is made from (more are left out: a letter
  /// with six turnable tiles or more, rare).
  static let mostPerLetter = 32
  /// The most letters with a choice of tiles a set is made from (the rest take their lowest
  /// tiles: more than eight is unheard of).
  static let mostLetters = 8

  let groups: LetterGroups
  /// Per letter, its tiles on the board.
  let boardCount: [Int32]
  /// Per tile, its letter.
  let letterOfTile: [UInt8]

  init(groups: LetterGroups, boardCount: [Int32]) {
    self.groups = groups
    self.boardCount = boardCount
    var letters = [UInt8](repeating: 0, count: 25)
    for l in 0..<26 {
      var m = groups.letterMask[l]
      while m != 0 {
        letters[m.trailingZeroBitCount] = UInt8(l)
        m &= m &- 1
      }
    }
    letterOfTile = letters
  }

  /// What the mover can turn in one position.
  struct Node {
    let mine: UInt32
    let theirs: UInt32
    let open: UInt32
    /// The tiles the mover can turn: unclaimed, and the other side's undefended ones.
    let turnable: UInt32
  }

  /// The node for the side holding `mine` to move.
  @inline(__always)
  func node(mine: UInt32, theirs: UInt32) -> Node {
    let open = Rules.allTiles & ~(mine | theirs)
    return Node(
      mine: mine, theirs: theirs, open: open, turnable: open | (theirs & ~Rules.defended(theirs)))
  }

  /// Calls `body` with each set of tiles group `g` can turn at `node` (see `Width`), those
  /// taking more of the other side's tiles first, until `body` returns false; a set that turns
  /// nothing is included when the word can sit on fixed tiles alone. Returns how many sets it
  /// gave (the search's measure of work).
  @discardableResult @inline(__always)
  func forEachFlip(_ g: Int, at node: Node, width: Width, _ body: (UInt32) -> Bool)
    -> Int
  {
    flips(g, at: node, width: width, most: nil, body) ?? 0
  }

  /// `forEachFlip` at `.every` when it gives every set group `g` can turn at `node` (none left
  /// out by the per-letter or per-group caps) and at most `most` of them, what an exact search
  /// needs: their count; nil, having given none, otherwise.
  @inline(__always)
  func forEveryFlip(_ g: Int, at node: Node, most: Int, _ body: (UInt32) -> Bool) -> Int? {
    flips(g, at: node, width: .every, most: most, body)
  }

  @inline(__always)
  private func flips(
    _ g: Int, at node: Node, width: Width, most: Int?, _ body: (UInt32) -> Bool
  ) -> Int? {
    let (from, to) = groups.range(g)
    // Letters whose turnable tiles are all taken (no choice) go into `sure`.
    var sure: UInt32 = 0
    var choosing = false
    for i in from..<to {
      let (t, low, _) = letterRange(groups.entry[i], at: node, width: width)
      if t == 0 { continue }
      if low == Int32(t.nonzeroBitCount) {
        sure |= t
      } else {
        choosing = true
      }
    }
    if !choosing {
      if width == .most && sure & node.open == node.open && node.open != 0 {
        return 1 + leavingOneCounted(g, sure, at: node, body).0
      }
      _ = body(sure)
      return 1
    }
    return choose(g, sure, at: node, width: width, most: most, body)
  }

  /// For one of a group's letters (`entry`: letter * 32 + count), its turnable tiles and how
  /// few and how many of them a set takes: all the word's uses it can (`.most`), or any number
  /// from those the fixed tiles cannot hold (`.every`).
  @inline(__always)
  private func letterRange(_ entry: UInt16, at node: Node, width: Width) -> (
    tiles: UInt32, low: Int32, high: Int32
  ) {
    let l = Int(entry >> 5)
    let t = groups.letterMask[l] & node.turnable
    let c = Int32(entry & 31)
    let k = Int32(t.nonzeroBitCount)
    let high = min(c, k)
    return (t, width == .every ? max(0, c - (boardCount[l] - k)) : high, high)
  }

  /// `forEachFlip` where some letter has a choice of tiles: an odometer over their subsets.
  /// With `most`, nil before any set when not every set fits (`forEveryFlip`).
  private func choose(
    _ g: Int, _ sure: UInt32, at node: Node, width: Width, most: Int?,
    _ body: (UInt32) -> Bool
  ) -> Int? {
    // Most groups choose among a few subsets of a few letters: an odometer of 8 a letter, whose
    // storage costs a quarter as much to clear; the full one when some letter has more.
    var few = InlineArray<64, UInt32>(repeating: 0)
    switch odometer(&few, stride: 8, g, sure, at: node, width: width, most: most, body) {
    case .gave(let n): return n
    case .notEvery: return nil
    case .tooMany: break
    }
    var all = InlineArray<256, UInt32>(repeating: 0)
    switch odometer(
      &all, stride: MoveGenerator.mostPerLetter, g, sure, at: node, width: width, most: most, body)
    {
    case .gave(let n): return n
    default: return nil
    }
  }

  private enum Odometer {
    case gave(Int)
    case notEvery
    /// A letter has more subsets than `stride` holds (nothing given yet).
    case tooMany
  }

  /// The odometer over `choices`, `stride` subsets a letter (at `slot * stride`), at most
  /// `mostPerLetter` kept; `.tooMany`, before any set is given, when `stride` is fewer.
  @inline(__always)
  private func odometer<let N: Int>(
    _ choices: inout InlineArray<N, UInt32>, stride: Int, _ g: Int, _ sure: UInt32,
    at node: Node, width: Width, most: Int?, _ body: (UInt32) -> Bool
  ) -> Odometer {
    let (from, to) = groups.range(g)
    var sure = sure
    var counts = InlineArray<8, Int>(repeating: 0)
    var slots = 0
    var total = 1
    for i in from..<to {
      let (t, low, high) = letterRange(groups.entry[i], at: node, width: width)
      if t == 0 || low == Int32(t.nonzeroBitCount) { continue }
      if most != nil && slots == MoveGenerator.mostLetters { return .notEvery }
      if slots == MoveGenerator.mostLetters {
        // More choosing letters than the odometer holds: rare, take the lowest tiles.
        sure |= MoveGenerator.lowest(t, Int(high))
        continue
      }
      var count = 0
      var ways = 0
      var s = t
      let base = slots &* stride
      while true {
        let n = Int32(s.nonzeroBitCount)
        if n >= low && n <= high {
          ways &+= 1
          if count < MoveGenerator.mostPerLetter {
            if count == stride { return .tooMany }
            // Insertion by how many of the other side's tiles the subset takes, most first.
            let key = (s & node.theirs).nonzeroBitCount
            var j = count
            while j > 0 && (choices[base &+ j &- 1] & node.theirs).nonzeroBitCount < key {
              choices[base &+ j] = choices[base &+ j &- 1]
              j &-= 1
            }
            choices[base &+ j] = s
            count &+= 1
          }
        }
        if s == 0 { break }
        s = (s &- 1) & t
      }
      if let most {
        total &*= ways
        if ways > MoveGenerator.mostPerLetter || total > most { return .notEvery }
      }
      counts[slots] = count
      slots &+= 1
    }
    var emitted = 0
    var at = InlineArray<8, Int>(repeating: 0)
    while true {
      var f = sure
      for j in 0..<slots { f |= choices[j &* stride &+ at[j]] }
      emitted &+= 1
      if width == .most && f & node.open == node.open && node.open != 0 {
        let (n, go) = leavingOneCounted(g, f, at: node, body)
        emitted &+= n
        if !go { break }
      } else if !body(f) {
        break
      }
      var j = 0
      while j < slots {
        at[j] &+= 1
        if at[j] < counts[j] { break }
        at[j] = 0
        j &+= 1
      }
      if j == slots { break }
    }
    return .gave(emitted)
  }

  /// A set `f` that fills the board, and each way to leave one of its unclaimed tiles open
  /// instead, where the letter's other use can sit on a tile that cannot turn.
  private func leavingOneCounted(
    _ g: Int, _ f: UInt32, at node: Node, _ body: (UInt32) -> Bool
  ) -> (Int, Bool) {
    if !body(f) { return (0, false) }
    var emitted = 0
    var opened = f & node.open
    while opened != 0 {
      let u = opened.trailingZeroBitCount
      opened &= opened &- 1
      let l = Int(letterOfTile[u])
      let c = wordCount(g, l)
      let k = Int32((groups.letterMask[l] & node.turnable).nonzeroBitCount)
      if c - (min(c, k) - 1) <= boardCount[l] - k {
        emitted &+= 1
        if !body(f & ~(1 << UInt32(u))) { return (emitted, false) }
      }
    }
    return (emitted, true)
  }

  /// One strong set for group `g`: of each letter as many tiles as it can, the other side's
  /// first; nil when it would fill the board (the caller then looks at every set).
  @inline(__always)
  func greedyFlip(_ g: Int, at node: Node) -> UInt32? {
    let (from, to) = groups.range(g)
    var f: UInt32 = 0
    for i in from..<to {
      let e = Int(groups.entry[i])
      let t = groups.letterMask[e >> 5] & node.turnable
      if t == 0 { continue }
      let c = e & 31
      let theirs = t & node.theirs
      let n = theirs.nonzeroBitCount
      if n >= c {
        f |= MoveGenerator.lowest(theirs, c)
      } else {
        f |= theirs | MoveGenerator.lowest(t & ~theirs, c - n)
      }
    }
    if f & node.open == node.open && node.open != 0 { return nil }
    return f
  }

  /// How many of letter `l` group `g` holds.
  @inline(__always)
  func wordCount(_ g: Int, _ l: Int) -> Int32 {
    let (from, to) = groups.range(g)
    for i in from..<to where Int(groups.entry[i]) >> 5 == l { return Int32(groups.entry[i] & 31) }
    return 0
  }

  /// The `k` lowest tiles of `mask`.
  @inline(__always)
  static func lowest(_ mask: UInt32, _ k: Int) -> UInt32 {
    var m = mask
    var out: UInt32 = 0
    for _ in 0..<k where m != 0 {
      out |= m & (0 &- m)
      m &= m &- 1
    }
    return out
  }
}
