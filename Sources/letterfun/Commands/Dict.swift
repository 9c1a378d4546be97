import ArgumentParser
import LetterfunCore

extension Letterfun {
  struct Dict: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "dict",
      abstract: "Compile and inspect dictionaries.",
      discussion: """
        Examples:
          letterfun dict compile ../shared/dict/letterpress-en.txt -o letterpress.dawg
          letterfun solve --dict letterpress.dawg shot.png
          letterfun dict info letterpress.dawg \\
            --list ../shared/dict/letterpress-en.txt
        """,
      subcommands: [Compile.self, Info.self]
    )
  }
}

extension Letterfun.Dict {
  struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compile",
      abstract: "Compile a word list (a word a line) into a dictionary for --dict.",
      discussion: """
        Keeps the words of 2-25 letters a-z (upper case is folded) and says what
        it skipped, with a few of each kind: "not a-z" (a hyphen, an apostrophe,
        an accent, a digit), "1 letter", "over 25 letters". The file is written
        atomically. To refresh the built-in dictionary after editing
        dict/letterpress-en.txt:
          letterfun dict compile dict/letterpress-en.txt \\
            -o Sources/LetterfunCore/Resources/words.dawg
        """
    )

    @Argument(help: "The word list.")
    var list: String

    @Option(name: .shortAndLong, help: "The output file (default: the list's name with .dawg).")
    var output: String?

    @Flag(help: "Replace the output even when it holds a file that is not a compiled dictionary.")
    var force = false

    func run() throws {
      let out =
        output
        ?? (list.hasSuffix(".txt") ? String(list.dropLast(4)) : list) + ".dawg"
      // The list itself is never written over, even with --force: it is the only copy.
      try CommandError.checkOutput(
        out, kind: .compiledDictionary, writing: "a compiled dictionary", force: force,
        inputs: [(list, "the word list being compiled")])
      let compiled = try WordGraph.compile(listAt: list, to: out)
      print(Compile.report(compiled, output: out))
    }

    /// `words.dawg: 274,923 words; 12 skipped (not a–z: foo-bar, über, ...); 3 repeated;
    /// 301,552 edges, 1,178 KiB`.
    static func report(_ compiled: WordGraph.Compilation, output: String) -> String {
      let trie = compiled.graph
      var text = "\(output): \(grouped(trie.wordCount)) words"
      if let skipped = compiled.skipped.summary { text += "; " + skipped }
      if compiled.repeatedLines > 0 {
        text += "; \(grouped(compiled.repeatedLines)) repeated (kept once)"
      }
      return text
        + "; \(grouped(trie.edgeCount)) edges, \(grouped((64 + 4 * trie.edgeCount + 1023) / 1024)) KiB"
    }
  }

  struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "info",
      abstract: "Check a compiled dictionary, print its header, compare it with a list.")

    @Argument(help: "The compiled dictionary.")
    var file: String

    @Option(help: "A word list to compare it with (is the dictionary compiled from it?).")
    var list: String?

    func run() throws {
      let trie = try WordGraph(contentsOf: file)
      print(
        "\(file): valid; \(trie.wordCount) words, \(trie.edgeCount) edges, longest \(trie.maxWordLength)"
      )
      print("source: \(trie.sourceSize) bytes, checksum \(String(trie.sourceChecksum, radix: 16))")
      if let list {
        let fresh = try trie.isCompiled(fromListAt: list)
        print(
          fresh ? "up to date with \(list)" : "stale: \(list) has changed since it was compiled")
        if !fresh { throw ExitCode.failure }
      }
    }
  }
}

/// `274923` as `274,923`.
func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var out = ""
  for (i, c) in digits.enumerated() {
    if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
    out.append(c)
  }
  return (n < 0 ? "-" : "") + out
}
