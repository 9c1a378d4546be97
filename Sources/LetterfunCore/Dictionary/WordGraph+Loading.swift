extension WordGraph {
  /// The built-in English dictionary: the official Letterpress list (`dict/letterpress-en.txt`),
  /// compiled into the binary.
  public static func builtIn() -> WordGraph { shared }

  // Built once per process. Its bytes are part of the program, so the checks a file gets
  // (checksums, a pass over every edge) were made when it was compiled and again by the tests
  // (`builtInBytes` through `init(bytes:)`); repeating them would cost every run 0.3 ms.
  private static let shared = WordGraph(trusted: MappedFile.builtInDictionary)

  /// A copy of the built-in dictionary's bytes, as `letterfun dict compile` wrote them.
  @_spi(Internals) public static var builtInBytes: [UInt8] { MappedFile.builtInDictionary.array }

  /// A dictionary given by the player: a compiled file (recognised by its magic) is mapped and
  /// checked; a word list is compiled once into the cache and reused while the list is
  /// unchanged (a stale or damaged cache entry is rebuilt, never trusted). `compiled` hears
  /// what a list left out, each time the list is compiled.
  public static func load(
    path: String, cacheDirectory: String? = defaultCacheDirectory(),
    compiled: (SkippedWords) -> Void = { _ in }
  ) throws(DictionaryError) -> WordGraph {
    let head: [UInt8]
    do { head = try FileReader.prefix(of: path, count: magic.count) } catch {
      throw DictionaryError(reading: error)
    }
    // A compiled file cut inside its magic ("LFDAWG") would otherwise read as a one-word list.
    if head == magic || (head.count >= 6 && magic.starts(with: head)) {
      return try WordGraph(contentsOf: path)
    }

    let text: [UInt8]
    do { text = try FileReader.contents(of: path) } catch { throw DictionaryError(reading: error) }
    let size = UInt64(text.count)
    let checksum = Checksum.of(text)
    let cached = cacheDirectory.map { $0 + "/" + cacheName(for: path) }
    if let cached, FileIO.exists(cached),
      let trie = try? WordGraph(contentsOf: cached, ownCompile: true),
      trie.sourceSize == size, trie.sourceChecksum == checksum,
      // An entry from before version 2 is rebuilt when the list fits it (a faster search).
      trie.requiredBits != 0 || trie.edgeCount >= WordGraph.version2EdgeLimit
    {
      return trie
    }
    let list = WordList(text: text)
    guard !list.words.isEmpty else { throw .empty(path: path) }
    compiled(list.skipped)
    let bytes = WordGraphBuilder.compile(list, sourceSize: size, sourceChecksum: checksum)
    if let cacheDirectory, let cached, FileIO.makeDirectories(cacheDirectory) {
      try? AtomicFileWriter.write(bytes, to: cached)  // a cache that cannot be written is no error
    }
    return try WordGraph(bytes: bytes, path: path)
  }

  /// A list compiled into a file: the dictionary, and what the list left out.
  public struct Compilation: Sendable {
    public let graph: WordGraph
    /// The lines that were not words a board can hold.
    public let skipped: SkippedWords
    /// The lines that repeated a word (kept once).
    public let repeatedLines: Int
  }

  /// Compiles the word list at `listPath` into a dictionary file at `outputPath` (atomically).
  /// Returns the compiled dictionary and what the list left out.
  @discardableResult
  public static func compile(listAt listPath: String, to outputPath: String)
    throws(DictionaryError) -> Compilation
  {
    let text: [UInt8]
    do { text = try FileReader.contents(of: listPath) } catch {
      throw DictionaryError(reading: error)
    }
    let list = WordList(text: text)
    guard !list.words.isEmpty else { throw .empty(path: listPath) }
    let bytes = WordGraphBuilder.compile(
      list, sourceSize: UInt64(text.count), sourceChecksum: Checksum.of(text))
    do { try AtomicFileWriter.write(bytes, to: outputPath) } catch {
      throw DictionaryError(writing: error)
    }
    return Compilation(
      graph: try WordGraph(bytes: bytes, path: outputPath), skipped: list.skipped,
      repeatedLines: list.repeatedLines)
  }

  /// Whether this dictionary was compiled from exactly the bytes of the list at `listPath`.
  public func isCompiled(fromListAt listPath: String) throws(DictionaryError) -> Bool {
    let text: [UInt8]
    do { text = try FileReader.contents(of: listPath) } catch {
      throw DictionaryError(reading: error)
    }
    return UInt64(text.count) == sourceSize && Checksum.of(text) == sourceChecksum
  }

  /// `$XDG_CACHE_HOME/letterfun`, else `$HOME/.cache/letterfun`.
  public static func defaultCacheDirectory() -> String? {
    if let xdg = FileIO.environment("XDG_CACHE_HOME") { return xdg + "/letterfun" }
    if let home = FileIO.environment("HOME") { return home + "/.cache/letterfun" }
    return nil
  }

  static func cacheName(for path: String) -> String {
    let key = Checksum.of(Array(FileIO.absolute(path).utf8))
    let hex = String(key, radix: 16)
    return "list-" + String(repeating: "0", count: 16 - hex.count) + hex + ".dawg"
  }
}
