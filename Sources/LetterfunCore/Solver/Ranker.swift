/// Orders records by one 64-bit key each (larger is better), so ranking thousands of words is a
/// sort of integers, and the top N a pass with a small heap.
enum Ranker {
  static let indexBits: UInt64 = 22

  /// The key without safety (`SafetyCheck.rankSafeFirst` moves unsafe moves down).
  static func key(
    _ w: PlayableWord, _ r: WordChoice, index: Int, ranking: SolveOptions.Ranking
  ) -> UInt64 {
    let alphabetical = (UInt64(1) << indexBits) - 1 - UInt64(index)  // the search is alphabetical
    let length = UInt64(w.length)
    switch ranking {
    case .length:
      return length << 32 | alphabetical
    case .score, .best:
      let klass: UInt64
      switch r.outcome {
      case .win: klass = 2
      case .ongoing: klass = 1
      case .loss: klass = 0
      }
      let score = UInt64(Int(r.score) + 64)
      let defence = UInt64(Int(r.defence) + 64)
      return klass << 48 | score << 40 | defence << 32 | length << 24 | alphabetical
    }
  }

  /// Indices of the best `limit` words (all when `limit` is 0), best first.
  static func rank(_ choices: TileChoices, ranking: SolveOptions.Ranking, limit: Int) -> [Int32] {
    let words = choices.words.words
    let records = choices.choices
    precondition(records.count < 1 << indexBits)
    let mask = (UInt64(1) << indexBits) - 1
    var keys: [UInt64]
    if limit <= 0 || limit >= records.count {
      keys = records.indices.map {
        key(words[$0], records[$0], index: $0, ranking: ranking)
      }
    } else {
      // A min-heap of the best `limit` keys seen.
      keys = []
      keys.reserveCapacity(limit)
      for i in records.indices {
        let k = key(words[i], records[i], index: i, ranking: ranking)
        if keys.count < limit {
          keys.append(k)
          var c = keys.count - 1
          while c > 0 {
            let p = (c - 1) / 2
            if keys[p] <= keys[c] { break }
            keys.swapAt(p, c)
            c = p
          }
        } else if k > keys[0] {
          keys[0] = k
          var p = 0
          while true {
            let l = 2 * p + 1
            if l >= keys.count { break }
            var c = l
            if l + 1 < keys.count && keys[l + 1] < keys[l] { c = l + 1 }
            if keys[p] <= keys[c] { break }
            keys.swapAt(p, c)
            p = c
          }
        }
      }
    }
    keys.sort()
    return keys.reversed().map { Int32(mask - ($0 & mask)) }
  }
}
