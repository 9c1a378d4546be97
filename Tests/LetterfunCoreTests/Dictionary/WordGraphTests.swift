import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct WordGraphTests {
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("letterfun-tests-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func wordListFoldsCaseSkipsJunkAndSorts() {
    let text =
      "Zebra\r\nab\nit's\n\na\n  cat \ncafé\nAB\n" + String(repeating: "x", count: 26) + "\nzz"
    let list = WordList(text: Array(text.utf8))
    #expect(list.words == ["ab", "cat", "zebra", "zz"])
    #expect(list.skippedLines == 4)  // it's, a, café, 26 letters
    #expect(list.skipped.count(.notLetters) == 2)
    #expect(list.skipped.count(.tooShort) == 1)
    #expect(list.skipped.count(.tooLong) == 1)
    #expect(list.skipped.examples[SkippedWords.Reason.notLetters.rawValue] == ["it's", "café"])
    #expect(list.repeatedLines == 1)  // AB after ab
    #expect(
      list.skipped.summary
        == "4 skipped (not a–z: it's, café; 1 letter: a; over 25 letters: "
        + String(repeating: "x", count: 26) + ")")
    #expect(WordList(words: ["ab", "cd"]).skipped.summary == nil)
  }

  @Test func compiledTrieHoldsExactlyTheList() throws {
    let words = [
      "a", "an", "and", "ant", "bee", "been", "beer", "horse", "horseradish", "radish", "zz",
    ]
    let trie = WordGraph(wordList: WordList(words: words))
    let expected = words.filter { $0.count >= 2 }
    #expect(trie.allWords() == expected)
    #expect(trie.wordCount == expected.count)
    for w in expected { #expect(trie.contains(w)) }
    for w in ["a", "b", "horser", "radishes", "bees", "zzz", ""] { #expect(!trie.contains(w)) }
  }

  @Test func randomListsRoundTrip() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<20 {
      let n = Int(rng.next() % 400) + 1
      let words = (0..<n).map { _ in
        String(
          (0..<Int(2 + rng.next() % 8)).map { _ in
            Character(UnicodeScalar(UInt8(97 + rng.next() % 5)))
          })
      }
      let trie = WordGraph(wordList: WordList(words: words))
      #expect(trie.allWords() == Array(Set(words)).sorted())
    }
  }

  @Test func committedDefaultMatchesTheCommittedList() throws {
    let trie = try #require(Dictionaries.builtIn)
    let list = Shared.projectRoot.appendingPathComponent("dict/letterpress-en.txt").path
    #expect(
      try trie.isCompiled(fromListAt: list),
      """
      run: letterfun dict compile dict/letterpress-en.txt \
      -o Sources/LetterfunCore/Resources/words.dawg
      """)
    let expected = Dictionaries.defaultWords.filter { $0.count <= 25 }.sorted()
    #expect(trie.allWords() == expected)
    #expect(trie.wordCount == 274_923)
  }

  /// The committed list is the official one, unchanged: the same bytes as ../shared's copy.
  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func committedListIsTheOfficialList() throws {
    let committed = try Data(
      contentsOf: Shared.projectRoot.appendingPathComponent("dict/letterpress-en.txt"))
    #expect(committed == (try Data(contentsOf: Shared.officialWords)))
  }

  // The built-in dictionary is used without its checks (they would cost every run); here they
  // run on the very bytes compiled into the binary, and agree with what the binary reads.
  @Test func builtInBytesPassEveryCheck() throws {
    let checked = try WordGraph(bytes: Array(WordGraph.builtInBytes), path: "built-in")
    let trusted = WordGraph.builtIn()
    #expect(checked.wordCount == trusted.wordCount)
    #expect(checked.edgeCount == trusted.edgeCount)
    #expect(checked.sourceChecksum == trusted.sourceChecksum)
    #expect(checked.allWords() == trusted.allWords())
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func officialListRoundTrips() throws {
    let trie = try #require(Dictionaries.official)
    // Three words of the official list are longer than a board (26+ letters): left out.
    let playable = Dictionaries.officialWords.filter { $0.count <= 25 }
    #expect(playable.count == 274_923)
    #expect(trie.allWords() == playable.sorted())
    #expect(trie.wordCount == 274_923)
  }

  @Test func damagedFilesAreRefused() throws {
    let good = WordGraphBuilder.compile(
      WordList(words: ["cat", "cats", "dog"]), sourceSize: 0, sourceChecksum: 0)
    #expect(throws: Never.self) { try WordGraph(bytes: good) }
    func refused(_ bytes: [UInt8]) -> Bool {
      do {
        _ = try WordGraph(bytes: bytes, path: "x.dawg")
        return false
      } catch {
        return error.code == "dictionary-corrupt"
      }
    }
    #expect(refused([]))
    #expect(refused(Array(good.prefix(40))))  // truncated header
    #expect(refused(Array(good.dropLast(4))))  // truncated edges
    #expect(refused(good + [0, 0, 0, 0]))  // padded
    var magic = good
    magic[0] ^= 1
    #expect(refused(magic))
    for v: UInt8 in [0, 3] {
      var version = good
      version[8] = v
      #expect(refused(version))
    }
    for offset in [16, 20, 24, 40, 48, 56, 64, good.count - 1] {
      var flipped = good
      flipped[offset] ^= 0x10
      #expect(refused(flipped), "byte \(offset)")
    }
    #expect(refused(Array("cat\ndog\n".utf8)))
  }

  /// Version 2's bits on each edge, worked out from the words themselves: the required letters
  /// every word continuing below the edge has after it.
  @Test func versionTwoEdgesNameTheLettersEveryLongerWordHasBelowThem() throws {
    var rng = SplitMix64(seed: 9)
    let alphabet = Array("aeinrstbcdo".utf8)
    var words = Set<String>()
    while words.count < 3000 {
      let n = 2 + Int(rng.next() % 7)
      words.insert(
        String(decoding: (0..<n).map { _ in alphabet[Int(rng.next() % 11)] }, as: UTF8.self))
    }
    let list = WordList(words: Array(words))
    let trie = try WordGraph(
      bytes: WordGraphBuilder.compile(list, sourceSize: 0, sourceChecksum: 0), path: "test")
    #expect(trie.requiredBits == WordGraph.requiredField)
    var checked = 0
    func visit(_ node: UInt32, _ path: [UInt8]) {
      var i = Int(node)
      while true {
        let e = trie.edge(i)
        let prefix = path + [UInt8(0x61 + WordGraph.letter(e))]
        let below = list.words.map { Array($0.utf8) }
          .filter { $0.count > prefix.count && $0.starts(with: prefix) }
        var expected: UInt32 = 0
        if !below.isEmpty {
          expected = WordGraph.requiredField
          for w in below {
            expected &= w[prefix.count...].reduce(0) { $0 | WordGraph.requiredBit(Int($1) - 0x61) }
          }
        }
        #expect(
          e & WordGraph.requiredField == expected, "\(String(decoding: prefix, as: UTF8.self))")
        checked += 1
        if trie.child(e) != 0 { visit(trie.child(e), prefix) }
        if WordGraph.isLast(e) { break }
        i += 1
      }
    }
    visit(trie.root, [])
    #expect(checked > 1000)
  }

  /// A file whose required letters are wrong would make searches skip words: refused, though
  /// its checksums are made to match.
  @Test func aFileClaimingALetterItsWordsLackIsRefused() throws {
    var bytes = WordGraphBuilder.compile(
      WordList(words: ["cat", "cats", "cot", "dog"]), sourceSize: 0, sourceChecksum: 0)
    let trie = try WordGraph(bytes: bytes)
    // The edge "c" leads to words continuing with a, o, t: t is required there, e is not.
    let c = try #require(
      (Int(trie.root)..<trie.edgeCount).first { WordGraph.letter(trie.edge($0)) == 2 })
    let offset = WordGraph.headerSize + 4 * c
    let e = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    #expect(e & WordGraph.requiredBit(19) != 0)
    #expect(e & WordGraph.requiredBit(4) == 0)
    bytes.withUnsafeMutableBytes { raw in
      raw.storeBytes(of: e | WordGraph.requiredBit(4), toByteOffset: offset, as: UInt32.self)
      let payload = UnsafeRawBufferPointer(rebasing: raw[WordGraph.headerSize...])
      raw.storeBytes(of: Checksum.of(payload).littleEndian, toByteOffset: 48, as: UInt64.self)
      let head = UnsafeRawBufferPointer(rebasing: raw[0..<56])
      raw.storeBytes(of: Checksum.of(head).littleEndian, toByteOffset: 56, as: UInt64.self)
    }
    #expect(throws: DictionaryError.self) { try WordGraph(bytes: bytes, path: "x.dawg") }
  }

  /// Lists too large for version 2's 18-bit child indices are written as version 1, whole.
  @Test func aListTooLargeForVersionTwoIsWrittenAsVersionOne() throws {
    var rng = SplitMix64(seed: 11)
    var words = Set<String>()
    while words.count < 40_000 {
      words.insert(
        String(decoding: (0..<12).map { _ in UInt8(0x61 + rng.next() % 26) }, as: UTF8.self))
    }
    let list = WordList(words: Array(words))
    let trie = try WordGraph(
      bytes: WordGraphBuilder.compile(list, sourceSize: 0, sourceChecksum: 0), path: "big")
    #expect(trie.edgeCount >= 1 << 18)
    #expect(trie.requiredBits == 0 && trie.childShift == 7)
    #expect(trie.allWords() == list.words)
  }

  @Test func wordListIsCompiledToTheCacheAndAStaleOrDamagedEntryIsRebuilt() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("mine.txt")
    let cache = dir.appendingPathComponent("cache").path
    try "cat\ndog\n".write(to: list, atomically: true, encoding: .utf8)
    let first = try WordGraph.load(path: list.path, cacheDirectory: cache)
    #expect(first.allWords() == ["cat", "dog"])
    let entry = cache + "/" + WordGraph.cacheName(for: list.path)
    #expect(FileManager.default.fileExists(atPath: entry))
    #expect(try WordGraph(contentsOf: entry).allWords() == ["cat", "dog"])

    // The list changes: the cached file is stale and is rebuilt.
    try "cat\ndog\nemu\n".write(to: list, atomically: true, encoding: .utf8)
    #expect(
      try WordGraph.load(path: list.path, cacheDirectory: cache).allWords() == [
        "cat", "dog", "emu",
      ])
    #expect(try WordGraph(contentsOf: entry).allWords() == ["cat", "dog", "emu"])

    // The cached file is damaged: rebuilt, not trusted.
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entry)))
    bytes[bytes.count - 1] ^= 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: entry))
    #expect(
      try WordGraph.load(path: list.path, cacheDirectory: cache).allWords() == [
        "cat", "dog", "emu",
      ])
    #expect(try WordGraph(contentsOf: entry).allWords() == ["cat", "dog", "emu"])

    // No writable cache: still works, in memory.
    #expect(
      try WordGraph.load(path: list.path, cacheDirectory: "/proc/no-such-dir").allWords() == [
        "cat", "dog", "emu",
      ])
  }

  @Test func compiledFileGivenDirectlyIsUsedAndCheckedAgainstItsList() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let list = dir.appendingPathComponent("w.txt").path
    let out = dir.appendingPathComponent("w.dawg").path
    try "Bee\nwasp\n".write(toFile: list, atomically: true, encoding: .utf8)
    let compiled = try WordGraph.compile(listAt: list, to: out).graph
    #expect(compiled.wordCount == 2)
    #expect(try WordGraph.load(path: out, cacheDirectory: nil).allWords() == ["bee", "wasp"])
    #expect(try compiled.isCompiled(fromListAt: list))
    try "bee\nwasp\nant\n".write(toFile: list, atomically: true, encoding: .utf8)
    #expect(try !compiled.isCompiled(fromListAt: list))
  }

  @Test func unreadableAndEmptyListsGiveClearErrors() throws {
    #expect(throws: DictionaryError.self) {
      try WordGraph.load(path: "/no/such/list.txt", cacheDirectory: nil)
    }
    do {
      _ = try WordGraph.load(path: "/no/such/list.txt", cacheDirectory: nil)
    } catch {
      #expect(error.code == "dictionary-unreadable")
    }
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = dir.appendingPathComponent("empty.txt").path
    try "it's\n\n".write(toFile: empty, atomically: true, encoding: .utf8)
    #expect(throws: DictionaryError.empty(path: empty)) {
      try WordGraph.load(path: empty, cacheDirectory: nil)
    }
  }
}
