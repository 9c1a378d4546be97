/// One way to order a board's moves for the side to move: by length, by score, safe moves
/// first, or the engine's look-ahead. Each gives its moves best first, with what it found out
/// about them (safety, chance to win), so the solver treats them all alike.
protocol MoveRanking {
  /// The best `limit` moves (all when 0), best first.
  func rank(_ choices: TileChoices, limit: Int) -> RankedList
}

/// A ranking's answer: word indices best first, each with its verdicts, and the work spent.
struct RankedList {
  struct Entry: Equatable {
    /// Index into the playable words.
    var word: Int32
    var safety: Safety = .unchecked
    var chance: Chance? = nil
    /// The tiles the move turns when the ranking chose them (else the chooser's).
    var flipped: UInt32? = nil
  }

  var entries: [Entry]
  /// Set when the engine finds passing better than every word (`Solution.pass`).
  var pass: Chance? = nil
  /// Words looked at (the engine's measure of time; 0 for the plain rankings).
  var work = 0

  init(entries: [Entry], work: Int = 0) {
    self.entries = entries
    self.work = work
  }

  /// Indices with no verdicts.
  init(order: [Int32]) {
    entries = order.map { Entry(word: $0) }
  }
}

/// `--rank length`: longest first, then alphabetical.
struct LengthRanking: MoveRanking {
  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    RankedList(order: Ranker.rank(choices, by: .length, limit: limit))
  }
}

/// `--rank score`: wins first, then the score after the move, defence, length; losses last.
struct ScoreRanking: MoveRanking {
  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    // The first alone needs no tiles for the words that cannot end the game.
    if limit == 1 && !choices.isComplete {
      return RankedList(order: Ranker.bestByScore(choices).map { [Int32($0)] } ?? [])
    }
    return RankedList(order: Ranker.rank(choices, by: .score, limit: limit))
  }
}

/// `--safe`: another ranking's order with the moves that leave the other side a winning reply
/// moved below the rest (`SafetyCheck`), each checked move marked.
struct SafeFirstRanking: MoveRanking {
  let base: Ranker.Order

  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    var safety = SafetyCheck(words: choices.words)
    return safety.rankSafeFirst(Ranker.rank(choices, by: base, limit: 0), choices: choices, limit: limit)
  }
}
