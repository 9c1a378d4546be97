/// Every word one side can play in one position of the look-ahead, each with its best tiles
/// (`TileChooser`), skipping the words the game would refuse there: those played on the
/// search's path and their prefixes (the words played before the game reached the board are
/// already gone from `PlayableWords`). Counts the words it looks at, which is how the
/// look-ahead's budget is measured: work, not time, so that a busy machine gives the same answer.
///
/// One per thread: it keeps per-word scratch.
final class MoveScan {
  let words: PlayableWords
  /// Words looked at so far.
  private(set) var work = 0
  /// Per word, its letter counts (`PlayableWords.letterCounts`, shared by the threads).
  private let counts: [UInt8]
  /// Per word, the tiles it gains in the position being scanned.
  private var gains: [Int32]

  init(words: PlayableWords, counts: [UInt8]) {
    self.words = words
    self.counts = counts
    gains = [Int32](repeating: 0, count: words.count)
  }

  /// Whether word `i` is refused after the words of `path` were played.
  @inline(__always)
  func refused(_ i: Int, path: [Int32]) -> Bool {
    for p in path where words.isPrefix(i, of: Int(p)) { return true }
    return false
  }

  /// Calls `body` with each playable word and its choice for `mover` at `position`, until it
  /// returns false. With a
  /// `slack`, only for the words whose tiles gained come within `slack` of the most any word
  /// gains, and those that could fill the board: the others cannot be the best or worst move
  /// by an evaluation led by tiles held, and skipping their tile choice is most of the saving.
  func scan(
    _ position: Position, mover: Side, path: [Int32], slack: Int? = nil,
    _ body: (Int, TileChooser.Choice) -> Bool
  ) {
    let chooser = TileChooser(letterMask: words.letterMask, position: position, mover: mover)
    var count = TileChooser.Counts(repeating: 0)
    let theirs = position.tiles(of: mover.other)
    let exposed = theirs & ~Rules.defended(theirs)
    let unclaimed = position.unclaimed
    // Per letter: the other side's undefended tiles (worth 2) at 0-25, unclaimed (1) at 32-57.
    var kinds = InlineArray<64, Int32>(repeating: 0)
    var openLetters: UInt32 = 0
    for l in 0..<26 {
      kinds[l] = Int32((words.letterMask[l] & exposed).nonzeroBitCount)
      kinds[32 + l] = Int32((words.letterMask[l] & unclaimed).nonzeroBitCount)
      if kinds[32 + l] > 0 { openLetters |= 1 << UInt32(l) }
    }
    let n = words.count
    // Borrowed for the scan (and put back after), so the loops use a local span: no exclusivity
    // checks, no copy.
    var gainList: [Int32] = []
    swap(&gainList, &self.gains)
    defer { swap(&gainList, &self.gains) }
    var gains = gainList.mutableSpan
    let countTable = counts
    let wordList = words.words
    let table = countTable.span
    let list = wordList.span
    var most: Int32 = -1
    if let _ = slack {
      work &+= n
      for i in 0..<n {
        let w = list[i]
        let row = i &* 32
        var gain: Int32 = 0
        var fills = w.presence & openLetters == openLetters
        var bits = w.presence
        while bits != 0 {
          let l = bits.trailingZeroBitCount & 31
          bits &= bits - 1
          let c = Int32(table[row &+ l])
          let a = min(c, kinds[l])
          let u = min(c - a, kinds[32 + l])
          gain &+= 2 &* a &+ u
          if c < kinds[32 + l] { fills = false }
        }
        // Words that could end the game are always chosen (marked above any gain).
        if fills { gain = 1000 }
        if gain > most && gain < 1000 && !(path.isEmpty ? false : refused(i, path: path)) {
          most = gain
        }
        gains[i] = gain
      }
    }
    let floor = slack.map { most - Int32($0) } ?? Int32.min
    for i in 0..<n {
      if slack != nil && gains[i] < floor { continue }
      if !path.isEmpty && refused(i, path: path) { continue }
      let w = list[i]
      let row = i &* 32
      var bits = w.presence
      while bits != 0 {
        let l = bits.trailingZeroBitCount & 31
        bits &= bits - 1
        count[l] = Int32(table[row &+ l])
      }
      work &+= 8
      let choice = chooser.choose(presence: w.presence, count: count.span)
      bits = w.presence
      while bits != 0 {
        count[bits.trailingZeroBitCount & 31] = 0
        bits &= bits - 1
      }
      if !body(i, choice) { return }
    }
  }
}
