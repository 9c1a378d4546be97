/// A compiled word list: a minimal acyclic automaton (DAWG) stored as one flat array of 32-bit
/// edges, used in place from a mapped file without parsing.
///
/// File layout, little-endian (version 1 or 2):
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 8 | magic `LFDAWG\r\n` |
/// | 8 | 4 | format version (1 or 2) |
/// | 12 | 4 | header size (64) |
/// | 16 | 4 | word count |
/// | 20 | 4 | edge count (including the unused edge 0) |
/// | 24 | 4 | index of the root node's first edge |
/// | 28 | 4 | length of the longest word |
/// | 32 | 8 | size in bytes of the source word list |
/// | 40 | 8 | checksum of the source word list (`Checksum`) |
/// | 48 | 8 | checksum of the edge array |
/// | 56 | 8 | checksum of bytes 0–55 |
/// | 64 | 4 × edge count | edges |
///
/// A node is a run of edges sorted by letter; an edge is `letter` (bits 0–4, 0 = a),
/// `endsWord` (bit 5: the path through this edge spells a word), `lastOfNode` (bit 6) and the
/// index of the child node's first edge (0 when the child has no edges): bits 7–31 in version
/// 1; in version 2 (lists of under 2^18 edges) bits 14–31, and bits 7–13 say which of the
/// letters `requiredLetters` every word continuing below the child contains. A search whose
/// board has none of such a letter left skips the child: over a fifth of a rich board's edges.
// Sound: the mapped edges are private, checked on load, and live as long as `storage`.
@safe public final class WordGraph: @unchecked Sendable {  // immutable after init
  static let magic: [UInt8] = Array("LFDAWG\r\n".utf8)
  static let versions: ClosedRange<UInt32> = 1...2
  static let headerSize = 64
  /// The letters of version 2's bits 7–13, in order: the seven commonest in English words,
  /// whose absence from what is left of a board rules out the most of the list.
  static let requiredLetters: [Int] = [4, 18, 8, 0, 17, 13, 19]  // e s i a r n t
  /// The bits of `requiredLetters` in a version 2 edge.
  static let requiredField: UInt32 = 0x7F << 7
  /// Where a version 2 edge's child index begins, and so the most edges a version 2 file holds.
  static let version2ChildShift: UInt32 = 14
  static let version2EdgeLimit = 1 << (32 - Int(version2ChildShift))

  /// Words in the list.
  public let wordCount: Int
  /// Edges in the automaton (a measure of its size).
  public let edgeCount: Int
  /// Length of the longest word.
  public let maxWordLength: Int
  /// Size and checksum of the word list it was compiled from (to detect a stale file).
  public let sourceSize: UInt64
  public let sourceChecksum: UInt64
  /// The index of the root's first edge.
  let root: UInt32
  /// Where the child index begins in an edge: 7 (version 1) or 14 (version 2).
  let childShift: UInt32
  /// The bits of an edge that list required letters (`requiredField`, none in version 1).
  let requiredBits: UInt32
  /// The edges, in place in the mapped file: read through `withEdges`, a checked span.
  private let edges: UnsafeBufferPointer<UInt32>
  private let storage: MappedFile

  @inline(__always) static func letter(_ e: UInt32) -> Int { Int(e & 31) }
  @inline(__always) static func endsWord(_ e: UInt32) -> Bool { e & 32 != 0 }
  @inline(__always) static func isLast(_ e: UInt32) -> Bool { e & 64 != 0 }
  @inline(__always) func child(_ e: UInt32) -> UInt32 { e >> childShift }

  /// Maps a compiled dictionary file and checks it (magic, version, sizes, checksums, structure).
  public convenience init(contentsOf path: String) throws(DictionaryError) {
    try self.init(contentsOf: path, ownCompile: false)
  }

  /// `ownCompile`: a file this program compiled from a list whose checksum it matched (a cache
  /// entry): its required letters are the builder's, as the built-in one's are, and rechecking
  /// them (a pass over the edges and a table of their size) would cost each run 1-2 ms. Damage
  /// is still caught by the checksums and the structure check.
  convenience init(contentsOf path: String, ownCompile: Bool) throws(DictionaryError) {
    let file: MappedFile
    do { file = try MappedFile(path: path) } catch { throw DictionaryError(reading: error) }
    try self.init(storage: file, path: path, checksRequiredLetters: !ownCompile)
  }

  /// Checks a compiled dictionary already in memory (`path` only names it in errors).
  public convenience init(bytes: [UInt8], path: String = "(memory)") throws(DictionaryError) {
    try self.init(storage: MappedFile(copying: bytes), path: path)
  }

  /// Compiles a word list in memory.
  public convenience init(wordList: WordList, sourceSize: UInt64 = 0, sourceChecksum: UInt64 = 0) {
    let bytes = WordGraphBuilder.compile(
      wordList, sourceSize: sourceSize, sourceChecksum: sourceChecksum)
    do {
      try self.init(bytes: bytes)
    } catch {
      preconditionFailure("the builder wrote an invalid dictionary: \(error)")
    }
  }

  /// The built-in dictionary: its header read, nothing checked (see `builtIn`).
  // Sound: the built-in bytes are static and passed every load check when compiled and in the
  // tests.
  init(trusted storage: MappedFile) {
    let raw = unsafe storage.bytes
    func u32(_ o: Int) -> UInt32 {
      unsafe UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt32.self))
    }
    func u64(_ o: Int) -> UInt64 {
      unsafe UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt64.self))
    }
    self.storage = storage
    unsafe self.edges = unsafe UnsafeRawBufferPointer(rebasing: raw[WordGraph.headerSize...])
      .bindMemory(to: UInt32.self)
    self.root = u32(24)
    (childShift, requiredBits) = WordGraph.fields(version: u32(8))
    self.edgeCount = Int(u32(20))
    self.wordCount = Int(u32(16))
    self.maxWordLength = Int(u32(28))
    self.sourceSize = u64(32)
    self.sourceChecksum = u64(40)
  }

  private init(storage: MappedFile, path: String, checksRequiredLetters: Bool = true)
    throws(DictionaryError)
  {
    let raw = unsafe storage.bytes
    func corrupt(_ why: String) -> DictionaryError { .corrupt(path: path, reason: why) }
    // The magic first: a word list shorter than a header is no compiled dictionary at all, and
    // the advice for one (compile the list) differs from the advice for a damaged one.
    // Sound: `raw` is the storage's whole buffer; prefix reads at most its count.
    guard unsafe WordGraph.magic.starts(with: raw.prefix(WordGraph.magic.count)) else {
      throw corrupt(DictionaryError.notCompiled)
    }
    guard raw.count >= WordGraph.headerSize else { throw corrupt("truncated header") }
    // The header is read from a copy, by checked index. Sound: `raw` holds at least that many.
    let header = unsafe Array(raw.prefix(WordGraph.headerSize))
    func u32(_ o: Int) -> UInt32 { WordGraph.littleEndian(header[o..<(o + 4)]) }
    func u64(_ o: Int) -> UInt64 { WordGraph.littleEndian(header[o..<(o + 8)]) }
    let version = u32(8)
    guard WordGraph.versions.contains(version) else {
      throw corrupt("format version \(version), expected 1 or 2")
    }
    guard Checksum.of(header[0..<56]) == u64(56) else {
      throw corrupt("header checksum mismatch")
    }
    guard Int(u32(12)) == WordGraph.headerSize else { throw corrupt("bad header size") }
    let edgeCount = Int(u32(20))
    guard edgeCount >= 1, raw.count == WordGraph.headerSize + 4 * edgeCount else {
      throw corrupt("truncated or padded: \(raw.count) bytes for \(edgeCount) edges")
    }
    // Sound: the payload is the rest of `raw`, which `storage` holds; the file is 4-byte
    // aligned in memory (mmap and allocate give page or 16-byte alignment).
    let payload = unsafe UnsafeRawBufferPointer(rebasing: raw[WordGraph.headerSize...])
    guard unsafe Checksum.of(payload) == u64(48) else { throw corrupt("edge checksum mismatch") }
    let edges = unsafe payload.bindMemory(to: UInt32.self)
    let root = u32(24)
    guard Int(root) < edgeCount else { throw corrupt("root out of range") }
    // Structure: every letter is a–z, every child is inside the array, and the last edge
    // closes its node, so walking a node never leaves the array.
    // The checks read the edges through a span (bounds-checked); sound: `storage`, which owns
    // the bytes, outlives it, and the edges are 4-byte aligned (above).
    let view = unsafe edges.span
    guard WordGraph.isLast(view[edgeCount - 1]) else { throw corrupt("unterminated node") }
    let (childShift, requiredBits) = WordGraph.fields(version: version)
    for i in view.indices {
      let e = view[i]
      guard e & 31 < 26, Int(e >> childShift) < edgeCount else {
        throw corrupt("edge out of range")
      }
    }
    // A required letter that is not would make a search skip words: silently wrong answers.
    if checksRequiredLetters && requiredBits != 0 && !WordGraph.requiredLettersAreExact(view) {
      throw corrupt("required letters do not match the words")
    }
    self.storage = storage
    unsafe self.edges = unsafe edges
    self.root = root
    self.childShift = childShift
    self.requiredBits = requiredBits
    self.edgeCount = edgeCount
    self.wordCount = Int(u32(16))
    self.maxWordLength = Int(u32(28))
    self.sourceSize = u64(32)
    self.sourceChecksum = u64(40)
  }

  /// The little-endian integer in `bytes` (as many as the type has).
  static func littleEndian<T: FixedWidthInteger>(_ bytes: ArraySlice<UInt8>) -> T {
    var v: T = 0
    for (k, b) in bytes.enumerated() { v |= T(b) << (8 * k) }
    return v
  }

  /// Where an edge's child index begins, and which bits list required letters.
  static func fields(version: UInt32) -> (childShift: UInt32, requiredBits: UInt32) {
    version >= 2 ? (version2ChildShift, requiredField) : (7, 0)
  }

  /// The required letters of one way on from a node: the edge's letter, and when the path
  /// does not end there, those of every word below its child. A node's required letters are
  /// the bits common to all its ways (starting from `requiredField`). Shared by the builder and
  /// the check of a loaded file.
  @inline(__always)
  static func requiredWay(letter: Int, endsWord: Bool, below: UInt32) -> UInt32 {
    requiredBit(letter) | (endsWord ? 0 : below)
  }

  /// The bit of a required letter in a version 2 edge (0 for other letters).
  @inline(__always)
  static func requiredBit(_ letter: Int) -> UInt32 { requiredBitOf[letter] }

  private static let requiredBitOf: [UInt32] = (0..<26).map { l in
    requiredLetters.firstIndex(of: l).map { 1 << UInt32(7 + $0) } ?? 0
  }

  /// Whether every edge's required letters are those its child's own edges imply (their
  /// letters, and the bits they carry in turn): node by node, which from the nodes without
  /// children up makes every edge's bits exactly those of the words below it. Two passes in
  /// array order, no walk: it runs on every load of a compiled file a player gives.
  private static func requiredLettersAreExact(_ edges: Span<UInt32>) -> Bool {
    let shift = version2ChildShift
    // Per node, indexed by its first edge: the letters every word below it needs.
    var required = [UInt32](repeating: 0, count: edges.count)
    var all = requiredField
    var first = 1
    for i in 1..<edges.count {
      let e = edges[i]
      let below = e & requiredField
      if e >> shift == 0 && below != 0 { return false }  // no words below, so none needed
      all &= requiredWay(letter: letter(e), endsWord: endsWord(e), below: below)
      if isLast(e) {
        required[first] = all
        all = requiredField
        first = i + 1
      }
    }
    for i in 1..<edges.count {
      let e = edges[i]
      if e >> shift != 0 && e & requiredField != required[Int(e >> shift)] { return false }
    }
    return true
  }

  /// Whether the automaton accepts `word` (case-insensitive a–z).
  public func contains(_ word: String) -> Bool {
    var node = root
    var accepted = false
    for (i, c) in word.utf8.enumerated() {
      let l = Int(c | 0x20) - 0x61
      guard l >= 0, l < 26, node != 0 || i == 0 else { return false }
      guard let e = findEdge(node, letter: l) else { return false }
      accepted = WordGraph.endsWord(e)
      node = child(e)
    }
    return accepted && !word.isEmpty
  }

  /// Calls `body` with the edges as a span (every read bounds-checked): the only way out of this
  /// file to the mapped edges, so that the solver's walk needs no unsafe code of its own.
  // Sound: `edges` lies inside `storage`'s bytes (checked on load, 4-byte aligned), which
  // `self`, kept alive for the call, holds; the span cannot outlive the closure.
  @inline(__always)
  func withEdges<R, E: Error>(_ body: (Span<UInt32>) throws(E) -> R) throws(E) -> R {
    try withExtendedLifetime(self) { () throws(E) -> R in try body(unsafe edges.span) }
  }

  /// Edge `i` (bounds-checked).
  func edge(_ i: Int) -> UInt32 { withEdges { $0[i] } }

  // The load checks proved every child inside the array and every node closed by a last edge,
  // so the walk ends inside it (and a span checks each read regardless).
  private func findEdge(_ node: UInt32, letter: Int) -> UInt32? {
    withEdges { edges in
      var i = Int(node)
      while true {
        let e = edges[i]
        if WordGraph.letter(e) == letter { return e }
        if WordGraph.isLast(e) { return nil }
        i += 1
      }
    }
  }

  /// Every word, in alphabetical order (for tests and `dict` tools; allocates).
  @_spi(Internals) public func allWords() -> [String] {
    var out: [String] = []
    out.reserveCapacity(wordCount)
    var path: [UInt8] = []
    func walk(_ node: UInt32) {
      var i = Int(node)
      while true {
        let e = edge(i)
        path.append(UInt8(0x61 + WordGraph.letter(e)))
        if WordGraph.endsWord(e) { out.append(String(decoding: path, as: UTF8.self)) }
        let c = child(e)
        if c != 0 && path.count < 64 { walk(c) }
        path.removeLast()
        if WordGraph.isLast(e) { break }
        i += 1
      }
    }
    if edgeCount > 1 { walk(root) }
    return out
  }
}
