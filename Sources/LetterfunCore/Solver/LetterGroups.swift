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
  /// The same, `padWidth` a group, padded with 0 (no letter: it adds nothing to a bound): a
  /// scan of every group's bound runs without a loop per group. Groups of more letters hold
  /// their first `padWidth` here and are listed in `wide`.
  let padded: [UInt16]
  let wide: [Int32]
  static let padWidth = 8
  /// Per letter, the most of it any word holds (a bound's table needs no larger counts).
  let mostOf: [Int32]
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
    var padded = [UInt16](repeating: 0, count: word.count * LetterGroups.padWidth)
    var wide: [Int32] = []
    for g in 0..<word.count {
      let (from, to) = (Int(start[g]), Int(start[g + 1]))
      if to - from > LetterGroups.padWidth { wide.append(Int32(g)) }
      for i in from..<min(to, from + LetterGroups.padWidth) {
        padded[g * LetterGroups.padWidth + i - from] = entry[i]
      }
    }
    var mostOf = [Int32](repeating: 0, count: 26)
    for e in entry { mostOf[Int(e >> 5)] = max(mostOf[Int(e >> 5)], Int32(e & 31)) }
    self.mostOf = mostOf
    self.padded = padded
    self.wide = wide
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
