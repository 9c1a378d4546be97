/// The column grids worth ordering, kept while they are scored: those scoring at least a cut
/// that rises as better grids come. The picks come from the head of the best-first order, in
/// practice its first two hundred grids of some twenty thousand, so keeping them all (a fresh
/// half megabyte the kernel must fault in) and sorting them all was wasted work.
struct ColumnShortlist {
  /// A grid and its place in scoring order, which breaks ties between equal scores.
  struct Entry {
    var candidate: BoardLocator.ColumnCandidate
    var order: Int
  }

  /// Scores run from 0 to 6: bins of 1/512 (exact, as a power of two), the last one closed.
  static let bins = 3072

  @inline(__always)
  static func bin(_ score: Double) -> Int { max(0, min(bins - 1, Int(score * 512))) }

  /// How many grids the shortlist holds at least, when that many score above 0.
  let wanted: Int
  /// Grids scoring below this are dropped as they come. It only ever rises, and every grid
  /// scoring at least this much is kept, so the kept grids are always a head of the order.
  /// Grids scoring 0 (no edge under any line) are dropped from the start: thousands of them
  /// are all a search of large tiles finds in some screenshots.
  private(set) var cut = Double.leastNonzeroMagnitude
  /// The bin of `cut`: the histogram is only true from there up.
  private var cutBin = 0
  /// The kept grids in scoring order.
  private(set) var kept: [Entry] = []
  /// How many grids were scored.
  private(set) var count = 0
  /// When `kept` reaches this many, the cut is raised.
  private var limit: Int
  /// Per score bin, how many kept grids fall in it.
  private var histogram = [Int32](repeating: 0, count: ColumnShortlist.bins)

  /// A shortlist of at least `wanted` grids; `Int.max` keeps every grid, 0 included.
  init(wanted: Int) {
    self.wanted = wanted
    if wanted == .max {
      limit = .max
      cut = -.infinity
    } else {
      limit = 2 * wanted
      kept.reserveCapacity(limit)
    }
  }

  /// Whether every grid scored is kept.
  var keepsAll: Bool { kept.count == count }

  @inline(__always)
  mutating func add(_ candidate: BoardLocator.ColumnCandidate) {
    if candidate.score >= cut {
      histogram[ColumnShortlist.bin(candidate.score)] &+= 1
      kept.append(Entry(candidate: candidate, order: count))
      if kept.count >= limit { raiseCut() }
    }
    count += 1
  }

  /// Raises the cut to the lowest score of the highest bin that leaves `wanted` grids at or
  /// above it, and drops the grids below. A bin's lowest score is a multiple of 1/512, which
  /// compares exactly: a score is at least bin b's lowest exactly when it falls in b or above.
  private mutating func raiseCut() {
    var b = ColumnShortlist.bins - 1
    var above = Int(histogram[b])
    while b > cutBin && above < wanted {
      b -= 1
      above += Int(histogram[b])
    }
    if b > cutBin {
      let score = Double(b) / 512
      cut = score
      cutBin = b
      kept.removeAll { $0.candidate.score < score }
    }
    // Many grids in the cut's bin can leave the list long: let it grow then.
    if kept.count > limit / 4 * 3 { limit = 2 * kept.count }
  }

  /// Hands the kept grids to `body` best first (ties in scoring order) until it returns false.
  /// The grids are bucketed by score bin, highest first, and each bin sorted only when the walk
  /// reaches it: the walk rarely goes past a few hundred grids.
  func walkBestFirst(_ body: (Entry) -> Bool) {
    guard !kept.isEmpty else { return }
    let top = ColumnShortlist.bins - 1
    // Where each bin's grids start in `byBin`, counted from the top bin (index top - b).
    var next = [Int](repeating: 0, count: top - cutBin + 2)
    for b in stride(from: top, through: cutBin, by: -1) {
      next[top - b + 1] = next[top - b] + Int(histogram[b])
    }
    var byBin = [Int](repeating: 0, count: kept.count)
    for i in kept.indices {
      let slot = top - ColumnShortlist.bin(kept[i].candidate.score)
      byBin[next[slot]] = i
      next[slot] += 1
    }
    // `next[slot]` is now where bin slot ends, which is where slot + 1 starts.
    func before(_ i: Int, _ j: Int) -> Bool {
      let a = kept[i]
      let b = kept[j]
      return a.candidate.score != b.candidate.score
        ? a.candidate.score > b.candidate.score : a.order < b.order
    }
    var first = 0
    for slot in 0...(top - cutBin) {
      let end = next[slot]
      guard first < end else { continue }
      // Insertion sort: a bin holds a few grids, mostly in order already. Many equal or
      // close scores (a drawn test image) could make that quadratic: a full sort then.
      if end - first > 32 {
        byBin[first..<end].sort(by: before)
      } else if end - first > 1 {
        for k in first + 1..<end {
          let i = byBin[k]
          var j = k
          while j > first && before(i, byBin[j - 1]) {
            byBin[j] = byBin[j - 1]
            j -= 1
          }
          byBin[j] = i
        }
      }
      while first < end {
        if !body(kept[byBin[first]]) { return }
        first += 1
      }
    }
  }

  /// The kept grids best first, ties in scoring order.
  func ordered() -> [Entry] {
    var all: [Entry] = []
    all.reserveCapacity(kept.count)
    walkBestFirst { entry in
      all.append(entry)
      return true
    }
    return all
  }
}
