/// One way to order a board's moves for the side to move: by length, by score, safe moves
/// first, or the engine's look-ahead. Each gives its moves best first, with what it found out
/// about them (safety, chance to win), so the solver treats them all alike.
protocol MoveRanking {
  /// The best `limit` moves (all when 0), best first.
  func rank(_ choices: TileChoices, limit: Int) -> RankedList
}

/// A ranking's answer: the moves best first, each with its verdicts (the one type every ranking
/// hands out, `RankedMove`), and the work spent.
struct RankedList {
  var moves: [RankedMove]
  /// Set when the engine finds passing better than every word (`Solution.pass`).
  var pass: Chance? = nil
  /// Set when the engine's first move is an open one played over a proved win (`Solution.sureWin`).
  var sureWin: RankedMove? = nil
  /// Words looked at (the engine's measure of time; 0 for the plain rankings).
  var work = 0

  init(moves: [RankedMove], work: Int = 0) {
    self.moves = moves
    self.work = work
  }

  /// The words of `order` (indices into the playable words) on the chooser's tiles, no verdicts.
  init(order: [Int32], choices: TileChoices) {
    moves = order.map { choices.ranked(Int($0)) }
  }
}

/// `--rank length`: longest first, then alphabetical.
struct LengthRanking: MoveRanking {
  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    RankedList(order: Ranker.rank(choices, by: .length, limit: limit), choices: choices)
  }
}

/// `--rank score`: wins first, then the score after the move, defence, length; losses last.
struct ScoreRanking: MoveRanking {
  func rank(_ choices: TileChoices, limit: Int) -> RankedList {
    // The first alone needs no tiles for the words that cannot end the game.
    if limit == 1 && !choices.isComplete {
      let first = Ranker.bestByScore(choices).map { [Int32($0)] } ?? []
      return RankedList(order: first, choices: choices)
    }
    return RankedList(order: Ranker.rank(choices, by: .score, limit: limit), choices: choices)
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
