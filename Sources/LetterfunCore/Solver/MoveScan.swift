/// Every word one side can play in one position of the look-ahead, each with its best tiles
/// (`TileChooser`), skipping the words the game would refuse there: those played on the
/// search's path and their prefixes (the words played before the game reached the board are
/// already gone from `PlayableWords`). Counts the words it looks at, which is how the
/// look-ahead's budget is measured: work, not time, so that a busy machine gives the same answer.
///
/// One per thread: it owns scratch memory.
final class MoveScan {
  let words: PlayableWords
  /// Words looked at so far.
  private(set) var work = 0
  private let count: UnsafeMutablePointer<Int32>

  init(words: PlayableWords) {
    self.words = words
    count = .allocate(capacity: 32)
    count.initialize(repeating: 0, count: 32)
  }

  deinit { count.deallocate() }

  /// Whether word `i` is refused after the words of `path` were played.
  @inline(__always)
  func refused(_ i: Int, path: [Int32]) -> Bool {
    for p in path where words.isPrefix(i, of: Int(p)) { return true }
    return false
  }

  /// Calls `body` with each playable word and its choice for `mover` at `position`.
  func scan(
    _ position: Position, mover: Side, path: [Int32],
    _ body: (Int, TileChooser.Choice) -> Void
  ) {
    let chooser = TileChooser(letterMask: words.letterMask, position: position, mover: mover)
    let count = self.count
    words.words.withUnsafeBufferPointer { list in
      work &+= list.count
      for i in 0..<list.count {
        if !path.isEmpty && refused(i, path: path) { continue }
        let w = list[i]
        w.count(into: count)
        let choice = chooser.choose(presence: w.presence, count: count)
        var bits = w.presence
        while bits != 0 {
          count[bits.trailingZeroBitCount] = 0
          bits &= bits - 1
        }
        body(i, choice)
      }
    }
  }
}
