/// A board's playable words grouped by their letter counts: words with the same counts (anagrams)
/// can turn the same tiles in every position, so a search that looks at tiles, not words, takes
/// each group once. Flat tables, for the horizon search's scans.
struct LetterGroups: Sendable {
  /// Per letter, its tiles.
  let letterMask: [UInt32]
  /// The longest word's length.
  let longest: Int
  /// Group g's letters with their counts are at `start[g] ..< start[g + 1]` in `entry`, each
  /// `letter * 32 + count`.
  let start: [Int32]
  let entry: [UInt16]
  /// Per group, its letters as a bit set.
  let presence: [UInt32]
  /// Per group, its first word (an index into the playable words), and all its words.
  let word: [Int32]
  let words: [[Int32]]
  /// Per word, its group.
  let groupOf: [Int32]
  /// Per word, the words the game refuses once it is played: itself and its prefixes.
  let refuses: [[Int32]]

  init(words: PlayableWords, counts: [UInt8], refuses: [[Int32]]) {
    letterMask = words.letterMask
    longest = words.words.map { Int($0.length) }.max() ?? 0
    var index: [LetterKey: Int32] = [:]
    var start: [Int32] = [0]
    var entry: [UInt16] = []
    var presence: [UInt32] = []
    var word: [Int32] = []
    var members: [[Int32]] = []
    var groupOf: [Int32] = []
    for i in 0..<words.count {
      let row = i * 32
      var key = LetterKey()
      for l in 0..<26 { key.add(l, counts[row + l]) }
      if let g = index[key] {
        groupOf.append(g)
        members[Int(g)].append(Int32(i))
        continue
      }
      index[key] = Int32(word.count)
      groupOf.append(Int32(word.count))
      members.append([Int32(i)])
      for l in 0..<26 where counts[row + l] > 0 {
        entry.append(UInt16(l * 32) + UInt16(counts[row + l]))
      }
      start.append(Int32(entry.count))
      presence.append(words.words[i].presence)
      word.append(Int32(i))
    }
    self.start = start
    self.entry = entry
    self.presence = presence
    self.word = word
    self.words = members
    self.groupOf = groupOf
    self.refuses = refuses
  }

  /// How many groups.
  var count: Int { word.count }

  /// Where group `g`'s letters are in `entry`.
  @inline(__always)
  func range(_ g: Int) -> (Int, Int) { (Int(start[g]), Int(start[g + 1])) }

  /// 26 letter counts of at most 31 each, packed five bits a letter.
  private struct LetterKey: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var top: UInt16 = 0

    mutating func add(_ l: Int, _ n: UInt8) {
      let v = UInt64(n & 31)
      if l < 12 {
        low |= v << UInt64(5 * l)
      } else if l < 24 {
        high |= v << UInt64(5 * (l - 12))
      } else {
        top |= UInt16(v) << UInt16(5 * (l - 24))
      }
    }
  }
}
