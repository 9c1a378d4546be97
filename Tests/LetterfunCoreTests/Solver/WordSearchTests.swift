import Testing

@_spi(Internals) @testable import LetterfunCore

@Suite struct WordSearchTests {
  private func check(_ trie: WordGraph, _ list: [String], seed: UInt64, boards: Int) {
    var rng = SplitMix64(seed: seed)
    let solver = Solver(dictionary: trie)
    for _ in 0..<boards {
      let board = BruteForce.randomBoard(&rng, owners: true)
      let found = solver.playableWords(board)
      let expected = BruteForce.scan(list, board: board).sorted()
      #expect(found == expected, "board \(board.letterString)")
      #expect(solver.solve(board, options: SolveOptions(limit: 0, thinkMilliseconds: 0)).moves.count == expected.count)
    }
  }

  @Test func wordsMatchAScanOfTheDefaultList() throws {
    let trie = try #require(Dictionaries.builtIn)
    check(trie, Dictionaries.defaultWords.filter { $0.count <= 25 }, seed: 1, boards: 25)
  }

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func wordsMatchAScanOfTheOfficialList() throws {
    let trie = try #require(Dictionaries.official)
    check(trie, Dictionaries.officialWords, seed: 2, boards: 25)
  }

  /// Version 2 dictionaries let the search skip children whose words need a letter the board
  /// has run out of; nothing it finds, nor the order it finds it in, may change.
  @Test func versionOneAndTwoDictionariesGiveTheSameSolutions() throws {
    let list = WordList(words: Dictionaries.defaultWords.filter { $0.count <= 25 })
    let v1 = try WordGraph(
      bytes: WordGraphBuilder.compile(list, sourceSize: 0, sourceChecksum: 0, version: 1))
    let v2 = try #require(Dictionaries.builtIn)
    #expect(v1.childShift == 7 && v2.childShift == 14 && v2.requiredBits != 0)
    var rng = SplitMix64(seed: 5)
    var boards = [try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY")]
    for _ in 0..<12 { boards.append(BruteForce.randomBoard(&rng, owners: true)) }
    for board in boards {
      for options in [
        SolveOptions(limit: 0, thinkMilliseconds: 0), SolveOptions(ranking: .score, limit: 0, thinkMilliseconds: 0),
        SolveOptions(ranking: .score, played: try PlayedWords(["ABLE", "ZOO"]), limit: 0, thinkMilliseconds: 0),
      ] {
        let one = Solver(dictionary: v1).solve(board, options: options)
        let two = Solver(dictionary: v2).solve(board, options: options)
        #expect(one == two, "board \(board.letterString), \(options.ranking)")
      }
    }
  }

  @Test func boardsWithoutCommonLettersStillWork() throws {
    let trie = try #require(Dictionaries.builtIn)
    let solver = Solver(dictionary: trie)
    let board = try Board(text: String(repeating: "Q", count: 25))
    #expect(
      solver.playableWords(board)
        == BruteForce.scan(Dictionaries.defaultWords, board: board).sorted())
    let vowels = try Board(text: "AEIOUAEIOUAEIOUAEIOUAEIOU")
    #expect(
      solver.playableWords(vowels)
        == BruteForce.scan(Dictionaries.defaultWords, board: vowels).sorted())
  }

  @Test func playedWordAndItsPrefixesAreRefusedButNotItsSuffixes() throws {
    let trie = try #require(Dictionaries.builtIn)
    let solver = Solver(dictionary: trie)
    let board = try Board(text: "HORSERADISHBETLNCMPUGKYWA")
    let all = Set(solver.playableWords(board))
    #expect(all.isSuperset(of: ["horse", "horseradish", "radish", "hors", "ho"]))
    let played = try PlayedWords(["HORSERADISH"])
    let left = Set(solver.playableWords(board, played: played))
    for w in ["horseradish", "horse", "hors", "ho"] { #expect(!left.contains(w)) }
    for w in ["radish", "horses", "dish", "horsed"] where all.contains(w) {
      #expect(left.contains(w))
    }
    #expect(left == all.filter { !"horseradish".hasPrefix($0) })
  }

  @Test func playedWordsExcludeExactlyTheirPrefixesOnRandomBoards() throws {
    let trie = try #require(Dictionaries.builtIn)
    let solver = Solver(dictionary: trie)
    var rng = SplitMix64(seed: 3)
    for _ in 0..<10 {
      let board = BruteForce.randomBoard(&rng, owners: false)
      let all = solver.playableWords(board)
      guard all.count > 10 else { continue }
      let chosen = (0..<3).map { _ in all[Int(rng.next() % UInt64(all.count))] }
      let played = try PlayedWords(chosen.map { $0.uppercased() } + ["notonboard"])
      let expected = all.filter { w in
        !chosen.contains { $0.hasPrefix(w) } && !"notonboard".hasPrefix(w)
      }
      #expect(solver.playableWords(board, played: played) == expected)
      let ranked = solver.solve(board, options: SolveOptions(played: played, limit: 0, thinkMilliseconds: 0))
      #expect(Set(ranked.moves.map { $0.word.lowercased() }) == Set(expected))
    }
  }

  @Test func aBoardSpellingMoreWordsThanTheFirstRoomHoldsIsSearchedAgainInFull() throws {
    let trie = try #require(Dictionaries.builtIn)
    let board = try Board(text: "SATIRESNOTELARDSPICEHUMOG")
    let roomy = PlayableWords(dictionary: trie, board: board, played: PlayedWords())
    #expect(roomy.words.count > 1000)
    for room in [1, 7, roomy.words.count - 1, roomy.words.count] {
      let cramped = PlayableWords(dictionary: trie, board: board, played: PlayedWords(), room: room)
      #expect(cramped.words.count == roomy.words.count, "room \(room)")
      #expect(cramped.words.indices.allSatisfy { cramped.word(at: $0) == roomy.word(at: $0) })
    }
  }

  @Test func wordsOfAllTwentyFiveLettersKeepEveryLetter() throws {
    let words = ["abcdefghijklmnopqrstuvwxy", "yxwvutsrqponmlkjihgfedcba", "abc"]
    let trie = WordGraph(wordList: WordList(text: Array(words.joined(separator: "\n").utf8)))
    let board = try Board(text: "ABCDEFGHIJKLMNOPQRSTUVWXY")
    #expect(Solver(dictionary: trie).playableWords(board) == words.sorted())
  }

  @Test func playedWordsRefuseNonLetters() {
    #expect(throws: PlayedWordError.badPlayedWord("it's")) { try PlayedWords(["it's"]) }
    #expect(throws: PlayedWordError.badPlayedWord("")) { try PlayedWords([""]) }
    let p = try? PlayedWords(["Horseradish"])
    #expect(p?.excludes("HORSE") == true)
    #expect(p?.excludes("radish") == false)
  }
}
