/// Two plies: after each of your moves, can the opponent fill the board with a word and end up
/// ahead? Their words are the board's playable words (the same letters), minus your word and
/// its prefixes. A reply must use every unclaimed tile; beyond those, the opponent takes your
/// undefended tiles, letter by letter, as far as the word's letters allow.
struct SafetyCheck {
  private let letterMask: [UInt32]
  private let records: [WordRecord]
  private let start: Position
  /// Per word, its letter counts (26 bytes, stride 32).
  private var counts: [UInt8]
  /// Per letter, the words holding it, longest first: a reply is sought only among the words
  /// holding the rarest letter it needs.
  private var byLetter: [[Int32]]
  /// Per position after your move, a word that wins it for the opponent (one refused after
  /// some move included), or -1 when none does. Both hold whichever move led there; "no
  /// winning reply to this move" does not, when a reply was refused for being its prefix.
  private var cache: [UInt64: Int32] = [:]

  /// Holds nothing (to release a check's memory).
  static var empty: SafetyCheck { SafetyCheck() }

  private init() {
    letterMask = []
    records = []
    start = Position(player: 0, opponent: 0)
    counts = []
    byLetter = []
  }

  init(search: WordSearch) {
    letterMask = search.chooser.letterMask
    records = search.records
    start = search.chooser.position
    counts = [UInt8](repeating: 0, count: records.count * 32)
    for (i, r) in records.enumerated() {
      for k in 0..<Int(r.length) { counts[i * 32 + r.letter(k)] += 1 }
    }
    let recs = search.records
    var byLength = recs.indices.map { Int32($0) }
    byLength.sort { (a, b) in
      let la = recs[Int(a)].length
      let lb = recs[Int(b)].length
      return la != lb ? la > lb : a < b
    }
    var byLetter = [[Int32]](repeating: [], count: 26)
    for w in byLength {
      var bits = recs[Int(w)].presence
      while bits != 0 {
        byLetter[bits.trailingZeroBitCount].append(w)
        bits &= bits - 1
      }
    }
    self.byLetter = byLetter
  }

  /// The best `limit` moves (all when 0) once unsafe ones rank below safe ones, checking moves
  /// only until that list is settled, with the verdicts found. `order` is the ranking without
  /// safety (wins, then moves that keep the game open, then losses); wins and safe moves keep
  /// their order, ahead of the rest.
  mutating func rankSafeFirst(_ order: [Int32], limit: Int) -> (order: [Int32], unsafe: [Int32]) {
    var ahead: [Int32] = []
    var behind: [Int32] = []
    var unsafe: [Int32] = []
    for i32 in order {
      let i = Int(i32)
      switch records[i].outcome {
      case .win:
        ahead.append(i32)
      case .loss:
        behind.append(i32)
      case .ongoing:
        if winningReply(to: i) == nil {
          ahead.append(i32)
        } else {
          behind.append(i32)
          unsafe.append(i32)
        }
      }
      if limit > 0 && ahead.count >= limit { return (ahead, unsafe) }
    }
    let all = ahead + behind
    return (limit > 0 ? Array(all.prefix(limit)) : all, unsafe)
  }

  /// A winning reply of the opponent to move `i`, if any.
  mutating func winningReply(to i: Int) -> Int? {
    let after = start.playedByPlayer(records[i].flipped)
    let key = UInt64(after.player) | UInt64(after.opponent) << 25
    if let known = cache[key] {
      if known < 0 { return nil }
      if !isPrefix(Int(known), of: i) { return Int(known) }
    }
    let (found, refused) = search(after, excludingPrefixesOf: i)
    cache[key] = Int32(found ?? refused ?? -1)
    return found
  }

  private func isPrefix(_ reply: Int, of move: Int) -> Bool {
    records[reply].isPrefix(of: records[move])
  }

  /// The first winning reply that is not a prefix of `move`, and the first that is.
  private func search(_ after: Position, excludingPrefixesOf move: Int) -> (
    found: Int?, refused: Int?
  ) {
    let unclaimed = after.unclaimed
    let open = unclaimed.nonzeroBitCount
    let exposed = after.player & ~after.playerDefended
    // The opponent needs 13 tiles: those they hold, every unclaimed one, and enough of yours.
    let deficit = Rules.winningCount - after.opponent.nonzeroBitCount - open
    if deficit > exposed.nonzeroBitCount { return (nil, nil) }
    var need = [Int](repeating: 0, count: 26)
    var exposedCount = [Int](repeating: 0, count: 26)
    var needLetters: UInt32 = 0
    var exposedLetters: UInt32 = 0
    for l in 0..<26 {
      need[l] = (letterMask[l] & unclaimed).nonzeroBitCount
      exposedCount[l] = (letterMask[l] & exposed).nonzeroBitCount
      if need[l] > 0 { needLetters |= 1 << UInt32(l) }
      if exposedCount[l] > 0 { exposedLetters |= 1 << UInt32(l) }
    }
    let minLength = open + max(deficit, 0)
    var rarest = needLetters.trailingZeroBitCount
    var bits = needLetters
    while bits != 0 {
      let l = bits.trailingZeroBitCount
      bits &= bits - 1
      if byLetter[l].count < byLetter[rarest].count { rarest = l }
    }
    return counts.withUnsafeBufferPointer { counts -> (Int?, Int?) in
      var refused: Int? = nil
      for w32 in byLetter[rarest] {
        let w = Int(w32)
        let r = records[w]
        if Int(r.length) < minLength { break }
        if r.presence & needLetters != needLetters { continue }
        let c = counts.baseAddress! + w * 32
        var covers = true
        var bits = needLetters
        while bits != 0 {
          let l = bits.trailingZeroBitCount
          bits &= bits - 1
          if Int(c[l]) < need[l] {
            covers = false
            break
          }
        }
        if !covers { continue }
        if deficit > 0 {
          var taken = 0
          var bits = exposedLetters & r.presence
          while bits != 0 {
            let l = bits.trailingZeroBitCount
            bits &= bits - 1
            taken += min(Int(c[l]) - need[l], exposedCount[l])
          }
          if taken < deficit { continue }
        }
        if isPrefix(w, of: move) {
          if refused == nil { refused = w }
          continue
        }
        return (w, refused)
      }
      return (nil, refused)
    }
  }
}
