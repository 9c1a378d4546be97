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
      var sink = WordSink()
      // Sound: the sink never writes past `room` (it reports overflow and the search reruns
      // larger).
      let words = unsafe [PlayableWord](unsafeUninitializedCapacity: room) { buffer, count in
        sink = unsafe WordSink(buffer)
        walk(into: &sink)
        count = sink.overflowed ? 0 : sink.count
      }
      if !sink.overflowed { return words }
      room = sink.count
    }
  }

  /// The search proper. Iterative, a stack of frames instead of calls (the recursion spent
  /// more on saving registers than on the dictionary), and the path's letters packed in one
  /// 128-bit value (as bytes in memory, copying a word just after storing its last letter
  /// stalled on every word).
  private func walk(into sink: inout WordSink) {
    // Each format gets its own copy of the loop, with its constants: the loop needs every
    // register it can have.
    if dictionary.requiredBits != 0 {
      let (shift, required) = WordGraph.fields(version: 2)
      precondition(dictionary.childShift == shift && dictionary.requiredBits == required)
      walk(into: &sink, childShift: shift, requiredBits: required)
    } else {
      let (shift, required) = WordGraph.fields(version: 1)
      walk(into: &sink, childShift: shift, requiredBits: required)
    }
  }

  @inline(__always)
  private func walk(into sink: inout WordSink, childShift: UInt32, requiredBits: UInt32) {
    // Letters left on the board (entries 0-25) and, at 32 + letter, the letter's required bit
    // (version 2 dictionaries): one base register for both.
    var budget = [Int32](repeating: 0, count: 64)
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
    // A path is at most 25 letters (the board's), so `depth` stays below 32.
    var frames = [Frame](repeating: Frame(), count: 32)
    let playedNext = played.next
    withExtendedLifetime(dictionary) {
      // Sound: edges checked on load: children and node ends inside the array; depth ≤ 25 tiles.
      let edges = unsafe dictionary.edges.baseAddress!
      unsafe budget.withUnsafeMutableBufferPointer { budget in
        unsafe frames.withUnsafeMutableBufferPointer { frames in
          unsafe playedNext.withUnsafeBufferPointer { playedNext in
            let budget = budget.baseAddress!
            let frames = frames.baseAddress!
            let playedNext = playedNext.baseAddress!
            // Declared here, not outside the closures, so that it lives in a register.
            var left = startLeft
            var depth = 0
            var i = Int(dictionary.root)
            var state: Int32 = 0  // in the played-words automaton; -1 once off it
            var presence: UInt32 = 0
            var prefix: UInt128 = 0  // the letters above this node
            while true {
              var e = unsafe edges[i]
              let l = Int(e & 31)
              if unsafe budget[l] > 0 {
                let next = unsafe state >= 0 ? playedNext[Int(state) &* 26 &+ l] : -1
                let bits = presence | 1 &<< UInt32(l)
                let spelling = prefix | UInt128(l) &<< (5 &* depth)
                unsafe budget[l] &-= 1
                // All ones when that was the last of the letter (arithmetic, not a branch:
                // one that went either way at random cost more than the pruning saved).
                let last = unsafe UInt32(bitPattern: (budget[l] &- 1) &>> 31)
                // A word ends here unless it is a played word's prefix (`next` >= 0).
                if e & 32 != 0 && next < 0 {
                  sink.append(PlayableWord(spelling: spelling, length: depth &+ 1, presence: bits))
                }
                let after = unsafe left & ~(UInt32(bitPattern: budget[l &+ 32]) & last)
                // One test for "has a child" and "not ruled out", likewise.
                let child = e & requiredBits & ~after == 0 ? e &>> childShift : 0
                if child != 0 {
                  unsafe frames[depth] = Frame(
                    edge: UInt32(truncatingIfNeeded: i), state: state, presence: presence)
                  depth &+= 1
                  i = Int(child)
                  state = next
                  presence = bits
                  prefix = spelling
                  left = after
                  continue
                }
                unsafe budget[l] &+= 1
              }
              // The node's last edge done: back up to the parent's next edge.
              while e & 64 != 0 {
                if depth == 0 { return }
                depth &-= 1
                let f = unsafe frames[depth]
                i = Int(f.edge)
                state = f.state
                presence = f.presence
                e = unsafe edges[i]
                unsafe budget[Int(e & 31)] &+= 1
                unsafe left |= UInt32(bitPattern: budget[Int(e & 31) &+ 32])
              }
              prefix &= (UInt128(1) &<< (5 &* depth)) &- 1
              i &+= 1
            }
          }
        }
      }
    }
  }
}

/// Where the search writes what it finds: room fixed in advance, counted past when it runs out.
@safe private struct WordSink {
  private var words: UnsafeMutablePointer<PlayableWord>?
  private var room = 0
  private(set) var count = 0
  private(set) var overflowed = false

  init() {}

  init(_ buffer: UnsafeMutableBufferPointer<PlayableWord>) {
    // Sound: the buffer outlives the sink (run's closure); append writes only while count < room.
    unsafe words = buffer.baseAddress
    room = buffer.count
  }

  @inline(__always)
  mutating func append(_ w: PlayableWord) {
    if count < room {
      unsafe (words! + count).initialize(to: w)
    } else {
      overflowed = true
    }
    count &+= 1
  }
}

/// A node of the search's path: the edge taken and the state before it.
private struct Frame {
  var edge: UInt32 = 0
  var state: Int32 = 0
  var presence: UInt32 = 0
}
