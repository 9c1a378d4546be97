/// Compiles a sorted word list into the `WordGraph` file format: Daciuk's incremental
/// construction of the minimal automaton, then one flat edge array.
enum WordGraphBuilder {
  private struct Key: Hashable {
    var isWord: Bool
    var edges: [UInt64]  // letter << 32 | canonical child id
  }

  private struct Pending {
    var isWord = false
    var letters: [UInt8] = []
    var children: [Int32] = []
  }

  /// `version` 2 (required letters) when the list fits its 18-bit child indices, else 1;
  /// tests may ask for 1.
  static func compile(
    _ list: WordList, sourceSize: UInt64, sourceChecksum: UInt64, version: UInt32 = 2
  ) -> [UInt8] {
    var register: [Key: Int32] = [:]
    var canonIsWord: [Bool] = []
    var canonEdges: [[UInt64]] = []

    func freeze(_ node: Pending) -> Int32 {
      var key = Key(isWord: node.isWord, edges: [])
      key.edges.reserveCapacity(node.letters.count)
      for (l, c) in zip(node.letters, node.children) {
        key.edges.append(UInt64(l) << 32 | UInt64(UInt32(bitPattern: c)))
      }
      if let id = register[key] { return id }
      let id = Int32(canonIsWord.count)
      canonIsWord.append(node.isWord)
      canonEdges.append(key.edges)
      register[key] = id
      return id
    }

    var path: [Pending] = [Pending()]
    var previous: [UInt8] = []
    var maxLength = 0
    for word in list.words {
      let w = Array(word.utf8).map { $0 &- 0x61 }
      maxLength = max(maxLength, w.count)
      var p = 0
      while p < w.count && p < previous.count && w[p] == previous[p] { p += 1 }
      while path.count > p + 1 {
        let id = freeze(path.removeLast())
        path[path.count - 1].children[path[path.count - 1].children.count - 1] = id
      }
      for l in w[p...] {
        path[path.count - 1].letters.append(l)
        path[path.count - 1].children.append(-1)
        path.append(Pending())
      }
      path[path.count - 1].isWord = true
      previous = w
    }
    while path.count > 1 {
      let id = freeze(path.removeLast())
      path[path.count - 1].children[path[path.count - 1].children.count - 1] = id
    }
    let root = freeze(path[0])

    // Lay nodes out depth-first from the root; edge 0 stays unused so 0 can mean "no child".
    var start = [UInt32](repeating: 0, count: canonIsWord.count)
    var next: UInt32 = 1
    var order: [Int32] = []
    var stack: [Int32] = [root]
    if !canonEdges[Int(root)].isEmpty {
      start[Int(root)] = next
      next += UInt32(canonEdges[Int(root)].count)
    }
    while let n = stack.popLast() {
      order.append(n)
      for e in canonEdges[Int(n)].reversed() {
        let c = Int(UInt32(truncatingIfNeeded: e))
        if start[c] == 0 && !canonEdges[c].isEmpty {
          start[c] = next
          next += UInt32(canonEdges[c].count)
          stack.append(Int32(c))
        }
      }
    }
    precondition(next < (1 << 25), "word list too large for the edge format")
    let version: UInt32 = version >= 2 && next < WordGraph.version2EdgeLimit ? 2 : 1
    let (childShift, _) = WordGraph.fields(version: version)
    // Canonical ids are given children first, so one pass in id order sees every child done.
    var required = [UInt32](repeating: 0, count: canonIsWord.count)
    if version >= 2 {
      for id in canonEdges.indices {
        var all = WordGraph.requiredField
        for e in canonEdges[id] {
          let c = Int(UInt32(truncatingIfNeeded: e))
          all &= WordGraph.requiredWay(
            letter: Int(e >> 32), endsWord: canonIsWord[c],
            below: canonEdges[c].isEmpty ? 0 : required[c])
        }
        required[id] = all
      }
    }
    var edges = [UInt32](repeating: 0, count: Int(next))
    edges[0] = 64  // unused: an empty last edge
    for n in order where !canonEdges[Int(n)].isEmpty {
      let es = canonEdges[Int(n)]
      for (j, e) in es.enumerated() {
        let letter = UInt32(e >> 32)
        let c = Int(UInt32(truncatingIfNeeded: e))
        var word = letter
        if canonIsWord[c] { word |= 32 }
        if j == es.count - 1 { word |= 64 }
        word |= start[c] << childShift
        if !canonEdges[c].isEmpty { word |= required[c] }
        edges[Int(start[Int(n)]) + j] = word
      }
    }

    var out = [UInt8](repeating: 0, count: WordGraph.headerSize + 4 * edges.count)
    // Little-endian fields by shifts: no pointers into the array.
    func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
      for k in 0..<(T.bitWidth / 8) {
        out[offset + k] = UInt8(truncatingIfNeeded: value >> (8 * k))
      }
    }
    for (i, b) in WordGraph.magic.enumerated() { out[i] = b }
    put(version, at: 8)
    put(UInt32(WordGraph.headerSize), at: 12)
    put(UInt32(list.words.count), at: 16)
    put(UInt32(edges.count), at: 20)
    put(start[Int(root)], at: 24)
    put(UInt32(maxLength), at: 28)
    put(sourceSize, at: 32)
    put(sourceChecksum, at: 40)
    for (i, e) in edges.enumerated() { put(e, at: WordGraph.headerSize + 4 * i) }
    put(Checksum.of(out[WordGraph.headerSize...]), at: 48)
    put(Checksum.of(out[0..<56]), at: 56)
    return out
  }
}
