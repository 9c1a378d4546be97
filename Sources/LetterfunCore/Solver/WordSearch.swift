/// Depth-first search of the dictionary bounded by the board's letter counts: the walk behind
/// `PlayableWords`.
struct WordSearch {
  let dictionary: WordGraph
  /// Per letter, how many tiles have it.
  let boardCount: [Int32]
  let played: PlayedWords

  /// Finds the words, in dictionary order. `room` is how many the first attempt has space for.
  func run(room initialRoom: Int) -> [PlayableWord] {
    guard dictionary.edgeCount > 1 else { return [] }
    // Rich boards spell tens of thousands of words (68,154 is the most seen with the default
    // list): room for them from the start (capacity never written costs address space, not
    // memory), and in a board that spells more, a second search into room of the size the
    // first one counted.
    var room = max(initialRoom, 1)
    while true {
      var found = 0
      let words = [PlayableWord](capacity: room) { out in found = walk(into: &out) }
      if found == words.count { return words }
      room = found
    }
  }

  /// The search proper. Iterative, a stack of frames instead of calls (the recursion spent
  /// more on saving registers than on the dictionary), and the path's letters packed in one
  /// 128-bit value (as bytes in memory, copying a word just after storing its last letter
  /// stalled on every word). Writes the words while `sink` has room; returns how many there are.
  private func walk(into sink: inout OutputSpan<PlayableWord>) -> Int {
    // Each format gets its own copy of the loop, with its constants: the loop needs every
    // register it can have.
    if dictionary.requiredBits != 0 {
      let (shift, required) = WordGraph.fields(version: 2)
      precondition(dictionary.childShift == shift && dictionary.requiredBits == required)
      return walk(into: &sink, childShift: shift, requiredBits: required)
    } else {
      let (shift, required) = WordGraph.fields(version: 1)
      return walk(into: &sink, childShift: shift, requiredBits: required)
    }
  }

  @inline(__always)
  private func walk(
    into sink: inout OutputSpan<PlayableWord>, childShift: UInt32, requiredBits: UInt32
  ) -> Int {
    // Letters left on the board (entries 0-25) and, at 32 + letter, the letter's required bit
    // (version 2 dictionaries): one base register for both. Indexed by `e & 31` and that plus
    // 32, so the compiler drops the bounds checks.
    var budget = InlineArray<64, Int32>(repeating: 0)
    // The required letters still on the board, as edge bits: a child whose words all need one
    // that is gone holds nothing to find.
    var initiallyLeft: UInt32 = 0
    for l in 0..<26 {
      budget[l] = boardCount[l]
      if requiredBits != 0 {
        budget[32 + l] = Int32(bitPattern: WordGraph.requiredBit(l))
        if budget[l] > 0 { initiallyLeft |= WordGraph.requiredBit(l) }
      }
    }
    let startLeft = initiallyLeft
    let playedNext = played.next
    // Edges and played-word states are read through spans (checked); the edges' children and
    // node ends were checked on load, so a check failing would mean a bug, not bad input.
    return dictionary.withEdges { edges in
      let playedNext = playedNext.span
      // A path is at most 25 letters (the board's), so `depth` stays below 32: indexed by
      // `depth & 31` (the same number), which needs no bounds check.
      var frames = InlineArray<32, Frame>(repeating: Frame())
      var found = 0
      // Declared here, not outside the closure, so that it lives in a register.
      var left = startLeft
      var depth = 0
      var i = Int(dictionary.root)
      var state: Int32 = 0  // in the played-words automaton; -1 once off it
      var presence: UInt32 = 0
      var prefix: UInt128 = 0  // the letters above this node
      while true {
        var e = edges[i]
        let l = Int(e & 31)
        if budget[l] > 0 {
          let next = state >= 0 ? playedNext[Int(state) &* 26 &+ l] : -1
          let bits = presence | 1 &<< UInt32(l)
          let spelling = prefix | UInt128(l) &<< (5 &* depth)
          budget[l] &-= 1
          // All ones when that was the last of the letter (arithmetic, not a branch:
          // one that went either way at random cost more than the pruning saved).
          let last = UInt32(bitPattern: (budget[l] &- 1) &>> 31)
          // A word ends here unless it is a played word's prefix (`next` >= 0). Past the
          // room, words are only counted (the search reruns with room for them all).
          if e & 32 != 0 && next < 0 {
            if !sink.isFull {
              sink.append(PlayableWord(spelling: spelling, length: depth &+ 1, presence: bits))
            }
            found &+= 1
          }
          let after = left & ~(UInt32(bitPattern: budget[l &+ 32]) & last)
          // One test for "has a child" and "not ruled out", likewise.
          let child = e & requiredBits & ~after == 0 ? e &>> childShift : 0
          if child != 0 {
            frames[depth & 31] = Frame(
              edge: UInt32(truncatingIfNeeded: i), state: state, presence: presence)
            depth &+= 1
            i = Int(child)
            state = next
            presence = bits
            prefix = spelling
            left = after
            continue
          }
          budget[l] &+= 1
        }
        // The node's last edge done: back up to the parent's next edge.
        while e & 64 != 0 {
          if depth == 0 { return found }
          depth &-= 1
          let f = frames[depth & 31]
          i = Int(f.edge)
          state = f.state
          presence = f.presence
          e = edges[i]
          budget[Int(e & 31)] &+= 1
          left |= UInt32(bitPattern: budget[Int(e & 31) &+ 32])
        }
        prefix &= (UInt128(1) &<< (5 &* depth)) &- 1
        i &+= 1
      }
    }
  }
}

/// A node of the search's path: the edge taken and the state before it.
private struct Frame {
  var edge: UInt32 = 0
  var state: Int32 = 0
  var presence: UInt32 = 0
}
