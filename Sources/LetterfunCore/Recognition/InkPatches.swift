/// The 8-connected patches of set cells in a mask, in the order of each patch's first cell
/// (row by row), with their boxes and areas.
///
/// Found from runs of set cells joined row to row, not cell by cell: a header band holds tens
/// of thousands of cells, and visiting each set cell's eight neighbours cost more than finding
/// the pictures in it.
struct InkPatches {
  /// A patch's box and cell count, in cells.
  struct Patch {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var area: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var centreX: Double { Double(minX + maxX) / 2 }
    var centreY: Double { Double(minY + maxY) / 2 }
  }

  /// A row's run of set cells, `start...end`.
  private struct Run {
    var row: Int
    var start: Int
    var end: Int
  }

  /// The patches, each first seen before the next (by its first cell, row by row).
  private(set) var patches: [Patch] = []
  private var runs: [Run] = []
  /// Per run, the index of its patch.
  private var patchOfRun: [Int] = []
  private let columns: Int

  /// The patches of `mask`, `columns` cells a row.
  init(_ mask: [Bool], columns: Int) {
    let rows = columns > 0 ? mask.count / columns : 0
    self.init(bits: Self.bits(mask, columns: columns), columns: columns, rows: rows)
  }

  /// Words a row takes in `bits`.
  static func words(columns: Int) -> Int { (columns + 63) / 64 }

  /// `mask` as bits, row by row, each row starting a word of its own (`words(columns:)` a row,
  /// cell x of a row at bit x % 64 of its word x / 64, the bits past the last column clear).
  static func bits(_ mask: [Bool], columns: Int) -> [UInt64] {
    let rows = columns > 0 ? mask.count / columns : 0
    let stride = words(columns: columns)
    var out = [UInt64](repeating: 0, count: rows * stride)
    for y in 0..<rows {
      for x in 0..<columns where mask[y * columns + x] {
        out[y * stride + x / 64] |= 1 << UInt64(x % 64)
      }
    }
    return out
  }

  /// The patches of a mask given as `bits` (laid out as `bits(_:columns:)` gives them). Runs
  /// are found a word at a time, by counting zeros, rather than a cell at a time: the header
  /// band's 35,000 cells are mostly background.
  init(bits: [UInt64], columns: Int, rows: Int) {
    self.columns = columns
    let stride = Self.words(columns: columns)
    precondition(bits.count >= rows * stride)
    let cells = bits.span
    // Each run's root: the earliest run it is joined to (roots only ever point earlier).
    var root: [Int] = []
    func find(_ i: Int) -> Int {
      var r = i
      while root[r] != r { r = root[r] }
      var k = i
      while root[k] != r {
        let up = root[k]
        root[k] = r
        k = up
      }
      return r
    }
    var above = 0..<0
    for y in 0..<rows {
      let base = y &* stride
      let first = runs.count
      // The runs of the row above that may still touch a run of this row.
      var next = above.lowerBound
      var w = 0
      // The bits of word w not yet looked at.
      var word = stride > 0 ? cells[base] : 0
      while true {
        while word == 0 && w &+ 1 < stride {
          w &+= 1
          word = cells[base &+ w]
        }
        guard word != 0 else { break }
        let start = w &* 64 &+ word.trailingZeroBitCount
        // The run ends before the first clear bit at or after its start.
        var gap = ~cells[base &+ w] & (~0 &<< UInt64(start & 63))
        while gap == 0 && w &+ 1 < stride {
          w &+= 1
          gap = ~cells[base &+ w]
        }
        let stop = gap == 0 ? stride &* 64 : w &* 64 &+ gap.trailingZeroBitCount
        let end = min(stop, columns) &- 1
        // What is left of the word holding the stop (nothing when the row ended).
        word = gap == 0 ? 0 : cells[base &+ w] & (~0 &<< UInt64(stop & 63))
        let id = runs.count
        runs.append(Run(row: y, start: start, end: end))
        root.append(id)
        // Eight-connected: a run above touches this one when it reaches a column beside it.
        while next < above.upperBound && runs[next].end < start &- 1 { next &+= 1 }
        var k = next
        while k < above.upperBound && runs[k].start <= end &+ 1 {
          let (a, b) = (find(id), find(k))
          if a != b { root[max(a, b)] = min(a, b) }
          k &+= 1
        }
      }
      above = first..<runs.count
    }
    // A patch's root is its earliest run, and so holds its first cell: numbering patches as
    // their roots come keeps the order of a row-by-row flood fill.
    patchOfRun = [Int](repeating: 0, count: runs.count)
    for i in runs.indices {
      let r = find(i)
      let run = runs[i]
      let length = run.end - run.start + 1
      if r == i {
        patchOfRun[i] = patches.count
        patches.append(
          Patch(minX: run.start, minY: run.row, maxX: run.end, maxY: run.row, area: length))
      } else {
        let p = patchOfRun[r]
        patchOfRun[i] = p
        patches[p].minX = min(patches[p].minX, run.start)
        patches[p].maxX = max(patches[p].maxX, run.end)
        patches[p].maxY = run.row
        patches[p].area += length
      }
    }
  }

  /// The cells of patch `index`, as a mask the size of the one read.
  func mask(of index: Int, count: Int) -> [Bool] {
    var out = [Bool](repeating: false, count: count)
    for (i, run) in runs.enumerated() where patchOfRun[i] == index {
      for x in run.start...run.end { out[run.row * columns + x] = true }
    }
    return out
  }

  /// The index of the patch with the most cells (the first of them on a tie), nil for none.
  var largest: Int? {
    var best: Int?
    for (i, p) in patches.enumerated() where best.map({ patches[$0].area < p.area }) ?? true {
      best = i
    }
    return best
  }
}
