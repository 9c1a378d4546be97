/// The exact search near the end of a game: can one side (the prover) force a win, whatever the
/// other side plays? Every word of either side with every choice of its tiles (choices that
/// give the same position are one), the game's refusals (a played word and its prefixes) and
/// the game's pass rule (either side may pass at any turn, word left or not; two passes in a row
/// end the game, the tiles as they stand, equal tiles a win for neither). An AND-OR search,
/// which is alpha-beta on a won/not-won value, bounded by the prover's moves still to make, with
/// a transposition table; `LookAhead` deepens it one move at a time while its budget lasts. A
/// "yes" is a proof; a "no" only says none was found at that depth.
///
/// Words that reach the same position from one move are searched once, soundly: the side
/// proving gets only the words no member of the group leaves (the union of what each refuses),
/// the other side every word that some member leaves (the intersection), so what is proved
/// holds whichever word of the group was played. A group that fails that way and is small is
/// searched word by word.
final class ProofSearch {
  let words: PlayableWords
  private var wins: WinCache
  /// The words grouped by letter counts, and the sets of tiles each group can turn.
  let groups: LetterGroups
  let generator: MoveGenerator
  /// Per word, the words the game refuses once it is played: itself and its prefixes.
  let refuses: [[Int32]]
  /// Per word, a random 64-bit number: a set of refused words hashes to the XOR of its words'.
  private let zobrist: [UInt64]
  /// Per node, the depth a win was proved at (d + 1), or the depth it was not found at (−d − 1).
  var table: [Key: Int8] = [:]
  /// Words and tile choices looked at (the look-ahead's budget counts them).
  private(set) var work = 0
  /// The search gives up (proving nothing) once `work` passes this.
  var limit = Int.max
  /// The look-ahead's wall-clock guard (`LookAhead.now()` seconds): past it the search gives up.
  var deadline = Double.infinity
  private(set) var exhausted = false
  /// Scratch for generating a node's moves (`ProofSearch+Moves.swift`): each group's tile
  /// sets, and the table grouping them.
  var moveCache: MoveCache
  var tileSets = TileSetTable(bits: 12)
  /// Scratch for grouping a node's (tile set, word) pairs, kept between nodes so that each node
  /// does not grow its arrays again from nothing.
  var pairScratch = PairScratch()
  /// The depth of the last `settle`'s or `settlePass`'s result (`ProofSearchSettle.swift`).
  var settledDepth = 0
  /// The prover wins when the game ends with it at least this many tiles ahead: 1 is any win;
  /// more asks for a win by that much, less than 1 for a loss by at most that much (a game is
  /// scored by its margin).
  var margin = 1 {
    didSet { margin = min(max(margin, -Rules.tileCount), Rules.tileCount) }
  }
  /// The tiles the prover, and the other side, must end with on a full board to win.
  private var proverNeed: Int { (margin + Rules.tileCount + 1) / 2 }
  private var otherNeed: Int { (Rules.tileCount - margin) / 2 + 1 }

  /// Groups at most this large that fail as a group are searched word by word.
  static let wordByWord = 8
  /// A word with more distinct tile choices than this (or more than the generator gives,
  /// `MoveGenerator.forEveryFlip`) ends the search unproved.
  static let mostChoices = 4096

  init(words: PlayableWords, groups: LetterGroups, win: ImmediateWin) {
    self.words = words
    self.groups = groups
    generator = MoveGenerator(groups: groups, boardCount: words.boardCount)
    wins = WinCache(win: win)
    moveCache = MoveCache(groups: groups.count)
    refuses = groups.refuses
    var state: UInt64 = 0x5EED_0F_A11_C0DE
    zobrist = (0..<words.count).map { _ in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// One node: the position, whose turn, whether the last turn was a pass, and the words each
  /// side may no longer play (the prover's at least those the game refuses, the other's at most).
  struct Node {
    var position: Position
    var proverToMove: Bool
    var passed: Bool
    var proverRefused: Refused
    var otherRefused: Refused
  }

  @inline(__always)
  func insert(_ list: [Int32], into set: inout Refused) {
    set.insert(list, hashes: zobrist)
  }

  /// Whether `prover`, to move at `position` (after the `group` of words, any one of them,
  /// was played by the other side), can force a win with at most `depth` more moves after its
  /// next one. Nil when the work limit ended the search.
  func canForceWin(
    _ prover: Side, toMove position: Position, after group: [Int32], depth: Int
  ) -> Bool? {
    search(prover, position, group: group, proverToMove: true, depth: depth)
  }

  /// Whether `prover`, having played one of the `group` of words to reach `position`, wins
  /// whatever the other side replies, with at most `depth` more moves after each reply's
  /// answer (0: it wins at once after every reply). Nil when the work limit ended the search.
  func forcesWin(_ prover: Side, after position: Position, group: [Int32], depth: Int) -> Bool? {
    search(prover, position, group: group, proverToMove: false, depth: depth)
  }

  /// The one entry: `prover` proves from `position`, reached by one of `group`; `passed`: the
  /// side to move may end the game by passing back.
  func search(
    _ prover: Side, _ position: Position, group: [Int32], proverToMove: Bool, passed: Bool = false,
    depth: Int
  ) -> Bool? {
    exhausted = false
    // Whoever played the group, the proof must hold for each member: the prover loses what
    // any member refuses, the other side only what every member refuses.
    var node = Node(
      position: position, proverToMove: proverToMove, passed: passed,
      proverRefused: Refused(count: words.count), otherRefused: Refused(count: words.count))
    insertRefusals(of: group[...], into: &node)
    let proved = proverToMove ? proverNode(node, prover, depth) : otherNode(node, prover, depth)
    return exhausted ? nil : proved
  }

  /// The game ended (two passes in a row, or a full board): did the prover end `margin` ahead?
  private func ahead(_ p: Position, _ prover: Side) -> Bool {
    p.tiles(of: prover).nonzeroBitCount - p.tiles(of: prover.other).nonzeroBitCount >= margin
  }

  private func anyWord(notIn refused: Refused) -> Bool { !refused.coversAll(words.count) }

  private func proverNode(_ n: Node, _ prover: Side, _ depth: Int) -> Bool {
    if n.position.isOver { return ahead(n.position, prover) }
    // After the other side's pass, passing back ends the game: ahead, that is the win.
    if n.passed && ahead(n.position, prover) { return true }
    if work > limit || LookAhead.now() > deadline { exhausted = true }
    if exhausted { return false }
    let k = key(n, prover)
    if let known = remembered(k, depth) { return known }
    let refused = n.proverRefused
    let fills = wins.winner(
      for: prover, at: n.position, need: proverNeed, refusing: { refused.contains($0) })
    if fills != nil {
      remember(k, depth, true)
      return true
    }
    var proved = false
    if depth > 0 && anyWord(notIn: n.proverRefused) {
      // Each position the prover can reach once (by its first word), strongest for it first.
      let node = generator.node(
        mine: n.position.tiles(of: prover), theirs: n.position.tiles(of: prover.other))
      let generated = movesByTiles(at: node, refusing: refused)
      work &+= generated.work
      guard let reached = generated.moves else {
        exhausted = true
        return false
      }
      // Each move's strength once: a comparator that recomputed it cost more than the scan.
      work &+= reached.count
      // Sorted in place: `sorted` would copy the array first.
      var moves = reached.map { r -> (flipped: UInt32, word: Int32, strength: Int) in
        (
          r.flipped, generated.words[Int(r.from)],
          strength(n.position.played(r.flipped, by: prover), prover)
        )
      }
      moves.sort { a, b in
        // The tiles last: ties must not follow the order the moves were generated in.
        (a.strength, -a.word, -Int64(a.flipped)) > (b.strength, -b.word, -Int64(b.flipped))
      }
      for m in moves {
        let after = n.position.played(m.flipped, by: prover)
        // A move that fills the board behind loses; one ahead was an immediate win.
        if after.isOver { continue }
        var next = n
        next.position = after
        next.proverToMove = false
        next.passed = false
        let r = refuses[Int(m.word)]
        insert(r, into: &next.proverRefused)
        insert(r, into: &next.otherRefused)
        if otherNode(next, prover, depth - 1) {
          proved = true
          break
        }
        if exhausted { return false }
      }
    }
    // The prover's pass, its last try: only ahead can it win so (the other side may pass back),
    // and after the other's pass that win was taken above.
    if !proved && depth > 0 && !n.passed && ahead(n.position, prover) {
      var next = n
      next.proverToMove = false
      next.passed = true
      proved = otherNode(next, prover, depth - 1)
      if exhausted { return false }
    }
    remember(k, depth, proved)
    return proved
  }

  private func otherNode(_ n: Node, _ prover: Side, _ depth: Int) -> Bool {
    let other = prover.other
    if n.position.isOver { return ahead(n.position, prover) }
    // After the prover's pass, the other side passing back ends the game short of a win.
    if n.passed && !ahead(n.position, prover) { return false }
    if work > limit || LookAhead.now() > deadline { exhausted = true }
    if exhausted { return false }
    let k = key(n, prover)
    if let known = remembered(k, depth) { return known }
    let refused = n.otherRefused
    let fills = wins.winner(
      for: other, at: n.position, need: otherNeed, refusing: { refused.contains($0) })
    if fills != nil {
      remember(k, depth, false)
      return false
    }
    // The other side's pass first, at any turn: it refutes whenever the prover, not ahead,
    // cannot win from here (ahead, the prover passes back and wins at once).
    if !n.passed {
      var next = n
      next.proverToMove = true
      next.passed = true
      let answered = proverNode(next, prover, depth)
      if exhausted { return false }
      if !answered {
        remember(k, depth, false)
        return false
      }
    }
    if !anyWord(notIn: n.otherRefused) {
      remember(k, depth, true)
      return true
    }
    // Each position the other side can reach, with the words that reach it.
    let node = generator.node(
      mine: n.position.tiles(of: other), theirs: n.position.tiles(of: prover))
    let generated = movesByTiles(at: node, refusing: refused)
    work &+= generated.work
    guard let reaching = generated.moves else {
      exhausted = true
      return false
    }
    // The other side's strongest replies first: the likeliest to refute.
    work &+= reaching.count
    var replies = reaching.map {
      (flipped: $0.flipped, from: $0.from, to: $0.to,
       strength: strength(n.position.played($0.flipped, by: other), other))
    }
    replies.sort { $0.strength != $1.strength ? $0.strength > $1.strength : $0.flipped < $1.flipped }
    for (flipped, from, to, _) in replies {
      let group = generated.words[Int(from)..<Int(to)]
      let after = n.position.played(flipped, by: other)
      // Filling the board ahead was ruled out above: one behind is the prover's win.
      if after.isOver { continue }
      var next = n
      next.position = after
      next.proverToMove = true
      next.passed = false
      var together = next
      insertRefusals(of: group, into: &together)
      if proverNode(together, prover, depth) { continue }
      if exhausted { return false }
      guard group.count > 1 && group.count <= ProofSearch.wordByWord else {
        remember(k, depth, false)
        return false
      }
      for w in group {
        var alone = next
        insert(refuses[Int(w)], into: &alone.proverRefused)
        insert(refuses[Int(w)], into: &alone.otherRefused)
        if !proverNode(alone, prover, depth) {
          remember(k, depth, false)
          return false
        }
      }
    }
    remember(k, depth, true)
    return true
  }

  /// Move ordering only: the engine's one judgement (`Evaluation.tiles`) for the mover.
  @inline(__always)
  private func strength(_ p: Position, _ mover: Side) -> Int {
    Evaluation.tiles(mine: p.tiles(of: mover), theirs: p.tiles(of: mover.other))
  }
}
