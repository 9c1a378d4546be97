/// Orders records by one 64-bit key each (larger is better), so ranking thousands of words is a
/// sort of integers, and the top N a pass with a small heap.
enum Ranker {
  /// The two plain orders (the engine's is `LookAhead`).
  enum Order {
    case length
    case score
  }

  static let indexBits: UInt64 = 22

  /// The one ranking key. By length: length, then alphabetical. By score: outcome (win, then
  /// ongoing, then loss), score, defence, length, then alphabetical (the search lists words
  /// alphabetically, so a lower index ranks higher).
  @inline(__always)
  static func key(
    outcome: Move.Outcome, score: Int, defence: Int, length: Int, index: Int, by order: Order
  ) -> UInt64 {
    let alphabetical = (UInt64(1) << indexBits) - 1 - UInt64(index)
    let length = UInt64(length)
    switch order {
    case .length:
      return length << 32 | alphabetical
    case .score:
      let klass: UInt64
      switch outcome {
      case .win: klass = 2
      case .ongoing: klass = 1
      case .loss: klass = 0
      }
      let score = UInt64(score + 64)
      let defence = UInt64(defence + 64)
      return klass << 48 | score << 40 | defence << 32 | length << 24 | alphabetical
    }
  }

  /// The key's outcome and score alone (its bits from 40 up): what `bestByScore` compares
  /// before any defence is known.
  @inline(__always)
  static func head(outcome: Move.Outcome, score: Int) -> UInt64 {
    key(outcome: outcome, score: score, defence: 0, length: 0, index: 0, by: .score) >> 40
  }

  @inline(__always)
  static func key(_ w: PlayableWord, _ r: WordChoice, index: Int, by order: Order) -> UInt64 {
    key(
      outcome: r.outcome, score: Int(r.score), defence: Int(r.defence), length: Int(w.length),
      index: index, by: order)
  }

  /// Indices of the best `limit` words (all when `limit` is 0), best first.
  static func rank(_ choices: TileChoices, by order: Order, limit: Int) -> [Int32] {
    let words = choices.words.words
    let records = choices.choices
    precondition(records.count < 1 << indexBits)
    let mask = (UInt64(1) << indexBits) - 1
    var keys: [UInt64]
    if limit <= 0 || limit >= records.count {
      keys = records.indices.map { key(words[$0], records[$0], index: $0, by: order) }
    } else {
      // A min-heap of the best `limit` keys seen.
      keys = []
      keys.reserveCapacity(limit)
      for i in records.indices {
        let k = key(words[i], records[i], index: i, by: order)
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
