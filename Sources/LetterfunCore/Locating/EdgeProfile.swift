internal import Glibc

/// Edge counts of an image: per column (vertical edges) and per row, by blocks of columns.
struct EdgeProfile {
  let width: Int
  let height: Int
  /// For each column and run level j, how many edge pixels lie in vertical runs at least
  /// `runLength(j)` long (index `x * runLevels + j`).
  var columnRuns: [Int]
  static let runLevels = 24

  /// The run length of each level: 8 pixels growing by a quarter per level.
  static let runLengths: [Double] = (0..<runLevels).map {
    Double(minimumRun) * pow(1.25, Double($0))
  }

  /// The highest level whose run length is at most `length`.
  func runLevel(atMost length: Double) -> Int {
    var j = 0
    while j + 1 < EdgeProfile.runLevels && EdgeProfile.runLengths[j + 1] <= length { j += 1 }
    return j
  }
  /// For each row, the running sum of its horizontal-edge counts per block of `blockWidth`
  /// columns: entry `y * (blocks + 1) + b` counts blocks 0..<b.
  var rowPrefix: [Int32]
  let blockWidth = 8
  let blocks: Int

  /// Edge pixels count only in straight runs at least this long: tile boundaries are long
  /// lines, while JPEG noise and most of a letter's outline are not.
  static let minimumRun = 8

  init(_ image: Bitmap, threshold: Int) {
    width = image.width
    height = image.height
    let blocks = (width + blockWidth - 1) / blockWidth
    self.blocks = blocks
    let blockWidth = self.blockWidth
    let levels = EdgeProfile.runLevels
    // Runs have whole lengths, so "at least runLengths[j]" is "at least its ceiling".
    let levelLengths = EdgeProfile.runLengths.map { Int($0.rounded(.up)) }
    // Locals, not stored properties, inside the loop: one uniqueness check per image, not
    // one per pixel.
    var columnRuns = [Int](repeating: 0, count: width * levels)
    var rowBlocks = [Int32](repeating: 0, count: height * blocks)
    let minRun = EdgeProfile.minimumRun
    // Differences span two pixels so that edges blurred by scaling or JPEG still count.
    // The edge pixels come as bits, 64 to a word, one row after another: runs are then found
    // by comparing whole words with the row above (vertical) or by skipping to the next set
    // bit (horizontal), and only edge pixels cost work, not every pixel of the thumbnail.
    let (vertical, horizontal, words) = image.edgeBits(threshold: threshold)
    // Vertical runs: a run begins where a column's bit is set and was not in the row above,
    // and ends where it is no longer set; its length is the rows in between.
    var runStart = [Int](repeating: 0, count: words * 64)
    for y in 0...height {
      for k in 0..<words {
        let above = y > 0 ? vertical[(y - 1) * words + k] : 0
        let here = y < height ? vertical[y * words + k] : 0
        var ended = above & ~here
        while ended != 0 {
          let x = k * 64 + ended.trailingZeroBitCount
          EdgeProfile.addRun(y - runStart[x], column: x, levelLengths, to: &columnRuns)
          ended &= ended - 1
        }
        var began = here & ~above
        while began != 0 {
          runStart[k * 64 + began.trailingZeroBitCount] = y
          began &= began - 1
        }
      }
    }
    // Horizontal runs: every pixel of a run at least `minRun` long counts in its block.
    for y in 0..<height {
      let base = y * words
      let blockRow = y * blocks
      var x = 0
      while x < width {
        // The next set bit at or after x, then the next clear one after it.
        var k = x >> 6
        var w = horizontal[base + k] & (~0 << UInt64(x & 63))
        while w == 0 && k + 1 < words {
          k += 1
          w = horizontal[base + k]
        }
        if w == 0 { break }
        let first = k * 64 + w.trailingZeroBitCount
        var c = ~horizontal[base + k] & (~0 << UInt64(first & 63))
        while c == 0 && k + 1 < words {
          k += 1
          c = ~horizontal[base + k]
        }
        let end = c == 0 ? words * 64 : k * 64 + c.trailingZeroBitCount
        if end - first >= minRun {
          var px = first
          while px < end {
            let b = px / blockWidth
            let blockEnd = min(end, (b + 1) * blockWidth)
            rowBlocks[blockRow + b] &+= Int32(blockEnd - px)
            px = blockEnd
          }
        }
        x = end
      }
    }
    self.columnRuns = columnRuns
    // Every column candidate asks for its own span of blocks: running sums answer each row
    // with one subtraction.
    let counts = rowBlocks.span
    let rows = height
    self.rowPrefix = [Int32](capacity: rows * (blocks + 1)) { out in
      for y in 0..<rows {
        // The row as a span of `blocks`, the sums appended: one bounds check a row, not two
        // a block.
        let row = counts.extracting(y * blocks..<(y + 1) * blocks)
        var sum: Int32 = 0
        out.append(0)
        for b in 0..<blocks {
          sum &+= row[b]
          out.append(sum)
        }
      }
    }
  }

  /// Counts a finished vertical run of `length` edge pixels in column `x` at every level
  /// whose (whole) run length it reaches.
  private static func addRun(
    _ length: Int, column x: Int, _ levelLengths: [Int], to columnRuns: inout [Int]
  ) {
    guard length >= minimumRun else { return }
    var j = 0
    while j < runLevels && length >= levelLengths[j] {
      columnRuns[x &* runLevels &+ j] &+= length
      j &+= 1
    }
  }

  /// For each row, the share of columns in [x0, x1) with a horizontal edge (whole blocks only).
  func rowCoverage(from x0: Double, to x1: Double) -> [Double] {
    let b0 = max(0, Int((x0 / Double(blockWidth)).rounded(.up)))
    let b1 = min(blocks, Int((x1 / Double(blockWidth)).rounded(.down)))
    guard b1 > b0 else { return [Double](repeating: 0, count: height) }
    let span = Double((b1 - b0) * blockWidth)
    var out = [Double](repeating: 0, count: height)
    let stride = blocks + 1
    for y in 0..<height {
      out[y] = Double(rowPrefix[y * stride + b1] - rowPrefix[y * stride + b0]) / span
    }
    return out
  }
}
