/// The slow, obviously right way to find the playable words: check every word of a list against
/// the board's letter counts. The tests check the dictionary search against it, and the solver
/// benchmark times the search against it (what a word-list scanner does).
@_spi(Internals) public enum ReferenceScan {
  /// The words of `list` (lowercase a–z bytes) that the board's letters can spell, in list order;
  /// a word with any other byte is never spellable.
  public static func words(_ list: [[UInt8]], board: Board) -> [[UInt8]] {
    let have = letterCounts(board)
    return list.filter { spells($0, have) }
  }

  /// The words of `list` that the board's letters can spell, in list order.
  public static func words(_ list: [String], board: Board) -> [String] {
    let have = letterCounts(board)
    return list.filter { spells($0.utf8, have) }
  }

  /// How many of each letter a–z the board holds.
  private static func letterCounts(_ board: Board) -> InlineArray<26, Int> {
    var have = InlineArray<26, Int>(repeating: 0)
    for c in board.letters { have[Int(c.asciiValue! - 65)] += 1 }
    return have
  }

  private static func spells(_ word: some Sequence<UInt8>, _ have: InlineArray<26, Int>) -> Bool {
    var need = have
    for b in word {
      let l = Int(b &- 97)
      guard l < 26 else { return false }
      need[l] -= 1
      if need[l] < 0 { return false }
    }
    return true
  }
}
