extension Ranker {
  /// The index of the word `rank(choices, by: .score, limit: 1)` would put first, without
  /// choosing tiles for every word: a word whose tiles were not chosen cannot fill the board, so
  /// its outcome is `.ongoing` and its score the greedy one (the other side's undefended tiles
  /// first, then unclaimed ones); only the words tied on outcome and score get their tiles
  /// chosen, for the defence tie-break. Nil when there is no word.
  static func bestByScore(_ choices: TileChoices) -> Int? {
    let words = choices.words.words
    let records = choices.choices
    let chooser = choices.chooser
    // Outcome class and score, the key's top bits; every word's are exact.
    var top: UInt64 = 0
    var tied: [Int] = []
    var count = TileChooser.Counts(repeating: 0)
    for i in 0..<words.count {
      let r = records[i]
      let head: UInt64
      if r.chosen {
        head = Ranker.head(outcome: r.outcome, score: Int(r.score))
      } else {
        let w = words[i]
        // Each letter adds at most 2 (one of the other side's tiles taken).
        if Ranker.head(outcome: .ongoing, score: chooser.base + 2 * Int(w.length)) < top {
          continue
        }
        w.count(into: &count)
        head = Ranker.head(
          outcome: .ongoing, score: chooser.bestScore(presence: w.presence, count: count.span))
        var bits = w.presence
        while bits != 0 {
          count[bits.trailingZeroBitCount & 31] = 0
          bits &= bits - 1
        }
      }
      if head > top {
        top = head
        tied.removeAll(keepingCapacity: true)
      }
      if head == top { tied.append(i) }
    }
    var best: (key: UInt64, index: Int)?
    for i in tied {
      let k = key(words[i], choices.choice(at: i), index: i, by: .score)
      if best == nil || k > best!.key { best = (k, i) }
    }
    return best?.index
  }
}
