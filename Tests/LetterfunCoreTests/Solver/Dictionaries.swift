import Foundation

@_spi(Internals) @testable import LetterfunCore

/// Dictionaries shared by the tests, built once per run.
enum Dictionaries {
  /// The built-in dictionary, as installed beside the test binary.
  static let builtIn: WordGraph? = WordGraph.builtIn()

  /// The built-in list as text: the official Letterpress list as committed in `dict/`.
  static let defaultWords: [String] = {
    let url = Shared.projectRoot.appendingPathComponent("dict/letterpress-en.txt")
    return (try? BruteForce.words(at: url)) ?? []
  }()

  /// The official Letterpress list (from ../shared), compiled in memory.
  static let officialWords: [String] = {
    guard Shared.available else { return [] }
    return (try? BruteForce.words(at: Shared.officialWords)) ?? []
  }()

  static let official: WordGraph? = {
    guard !officialWords.isEmpty else { return nil }
    return WordGraph(wordList: WordList(words: officialWords))
  }()
}
