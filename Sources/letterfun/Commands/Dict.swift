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
        Keeps the words of 2-25 letters a-z (upper case is folded). The file is
        written atomically. To refresh the built-in dictionary after editing
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
      let trie = try WordGraph.compile(listAt: list, to: out)
      print(
        "\(out): \(trie.wordCount) words, \(trie.edgeCount) edges, \((64 + 4 * trie.edgeCount + 1023) / 1024) KiB"
      )
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
