/// The look-ahead's moves, grouped: words that reach the same position (and share a safety
/// verdict) are searched once, as one candidate; each pass of the search refines the
/// candidates' values.
struct LookAheadCandidates {
  /// How far a candidate was searched.
  enum Depth: Int, Comparable {
    /// Its position evaluated.
    case evaluated = 1
    /// Valued by the search past the replies (`GameSearch`).
    case searched = 2

    static func < (a: Depth, b: Depth) -> Bool { a.rawValue < b.rawValue }
  }

  /// A proved outcome (every reply, every tile choice).
  enum Proof {
    case winsNow, forcesWin, givesWinningReply, forcedLoss, losesNow
  }

  struct Candidate {
    /// The group's first word by score, and every word in it.
    var word: Int32
    var members: [Int32]
    var after: Position
    var outcome: Move.Outcome
    var safety = Safety.unchecked
    var proof: Proof?
    /// The player's moves a proof looked ahead (a quicker win first, a later loss first).
    var proofDepth = 0
    /// The least the player ends the game ahead by (behind, when negative), when it is known: a
    /// move that ends the game, or a proof of its margin (`LookAhead.widenMargins`).
    var margin: Int?
    /// The evaluation, in tiles (see `ChanceModel`).
    var value: Double
    var depth = Depth.evaluated
    /// Its place in the search's order (searched candidates only): the engine's preference.
    var searchRank = Int.max
    /// The tiles the search chose, when they are not the chooser's.
    var flipped: UInt32? = nil
    /// The chance to win, from the value (what the player is shown; the order uses `rankValue`).
    var chance = 0.5
    /// The value the order compares estimates by: within `LookAhead.mostLead` either way.
    var rankValue: Double { min(max(value, -LookAhead.mostLead), LookAhead.mostLead) }
    /// The candidate's place in the ranking by score (its first word's).
    var scoreRank: Int

    /// A move that ends the game is proved by its outcome: safe when it wins, unsafe when not.
    init(
      word: Int32, members: [Int32], after: Position, outcome: Move.Outcome, value: Double,
      scoreRank: Int
    ) {
      self.word = word
      self.members = members
      self.after = after
      self.outcome = outcome
      self.value = value
      self.scoreRank = scoreRank
      switch outcome {
      case .win:
        proof = .winsNow
        safety = .safe
        margin = after.score
      case .loss:
        proof = .losesNow
        safety = .unsafe
        margin = after.score
      case .ongoing: break
      }
    }
  }

  var all: [Candidate] = []
  /// The words in score order (the ranking's tie-break).
  let scoreOrder: [Int32]

  /// One candidate per position reached, its words in score order.
  init(_ choices: TileChoices, chances: ChanceModel) {
    scoreOrder = Ranker.rank(choices, by: .score, limit: 0)
    var index: [Position: Int] = [:]
    for (rank, i32) in scoreOrder.enumerated() {
      let i = Int(i32)
      let after = choices.after(i)
      if let g = index[after] {
        all[g].members.append(i32)
        continue
      }
      let outcome = choices.choices[i].outcome
      let c = Candidate(
        word: i32, members: [i32], after: after, outcome: outcome,
        value: chances.tiles(after, playerToMove: false), scoreRank: rank)
      index[after] = all.count
      all.append(c)
    }
  }

  /// Values the search's root moves, best first: each word the search valued becomes a
  /// candidate of its own, with the search's tiles (it leaves the candidate of the words that
  /// reach the same position: those refuse other replies, so the search's value is the word's,
  /// not theirs). `value` in tiles.
  mutating func adopt(
    _ roots: [GameSearch.RootMove], from position: Position, value: (Int) -> Double
  ) {
    var home: [Int32: Int] = [:]
    for (c, cand) in all.enumerated() {
      for w in cand.members { home[w] = c }
    }
    var moved: Set<Int32> = []
    for (rank, r) in roots.enumerated() {
      let after = position.playedByPlayer(r.flipped)
      let outcome: Move.Outcome =
        after.isOver ? (after.score > 0 ? .win : .loss) : .ongoing
      // Never away from a win now. Onto a full board behind where the chooser's tiles keep it
      // open, only when every open choice of the word hands the other side a winning fill
      // (the search keeps the fill when it loses by less: a game is scored by its margin); a
      // move not proved lost still ranks above it.
      guard moved.insert(r.word).inserted, let old = home[r.word],
        outcome != .loss || all[old].after == after || r.lostElsewhere,
        all[old].proof == nil || all[old].outcome == .loss, all[old].depth < .searched
      else { continue }
      all[old].members.removeAll { $0 == r.word }
      if let first = all[old].members.first, all[old].word == r.word {
        all[old].word = first
        all[old].scoreRank = scoreOrder.firstIndex(of: first) ?? all[old].scoreRank
      }
      var c = Candidate(
        word: r.word, members: [r.word], after: after, outcome: outcome, value: value(r.value),
        scoreRank: scoreOrder.firstIndex(of: r.word) ?? scoreOrder.count)
      c.depth = .searched
      c.searchRank = rank
      c.flipped = r.flipped
      home[r.word] = all.count
      all.append(c)
    }
    all.removeAll { $0.members.isEmpty }
  }

  /// Indices of the ongoing candidates `include` keeps, searched first, then best by value.
  func byValue(where include: (Candidate) -> Bool) -> [Int] {
    all.indices.filter { all[$0].proof == nil && include(all[$0]) }.sorted {
      (all[$0].depth, all[$0].value, -all[$0].scoreRank)
        > (all[$1].depth, all[$1].value, -all[$1].scoreRank)
    }
  }
}
