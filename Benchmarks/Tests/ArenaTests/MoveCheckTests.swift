@_spi(Internals) import LetterfunCore
import Testing

@testable import Arena

/// An external player's move is played only when the rules allow it.
@Suite struct MoveCheckTests {
  /// CATS on the first row; the rest filler the word list never spells with it.
  static let table = Table(
    solver: Solver(dictionary: WordGraph.builtIn()),
    letters: Array("CATSQ" + String(repeating: "Z", count: 20)))

  func refusal(_ word: String, _ tiles: [Int], played: [String] = []) -> String? {
    do {
      _ = try Self.table.checked(
        word, tiles, by: "cmd:x", view: .start, played: try! PlayedWords(played))
      return nil
    } catch {
      guard case .illegalMove(_, _, let why, _) = error else { return "other error" }
      return why
    }
  }

  @Test func aWordSpellingItsTilesIsPlayed() throws {
    let mask = try Self.table.checked(
      "CATS", [0, 1, 2, 3], by: "cmd:x", view: .start, played: PlayedWords())
    #expect(mask == 0b1111)
  }

  @Test func tilesThatDoNotSpellTheWordAreRefused() {
    #expect(refusal("CATS", [1, 0, 2, 3]) == "tile 1 is A, not C")
    #expect(refusal("CATS", [0, 1, 2]) == "4 letters on 3 tiles")
    #expect(refusal("CATS", [0, 1, 2, 25]) == "tile 25 is off the board")
    #expect(refusal("CAT", [0, 1, 1]) == "tile 1 used twice")
  }

  @Test func aWordOutsideTheListIsRefused() {
    #expect(refusal("TSAC", [2, 3, 1, 0]) == "not in the word list")
  }

  @Test func aPlayedWordAndItsPrefixesAreRefused() {
    #expect(refusal("CATS", [0, 1, 2, 3], played: ["cats"]) != nil)
    #expect(refusal("CAT", [0, 1, 2], played: ["cats"]) != nil)
    #expect(refusal("CATS", [0, 1, 2, 3], played: ["cat"]) == nil)
  }
}

/// The boards of a match: the same for the same seed, and a position's owner moves first twice.
@Suite struct BoardSourceTests {
  @Test func sameSeedAndSetGiveTheSameBoards() {
    var first = BoardSource(set: .game, seed: 3, positions: [])
    var again = BoardSource(set: .game, seed: 3, positions: [])
    var english = BoardSource(set: .english, seed: 3, positions: [])
    let a = (0..<4).map { _ in first.next().letters }
    #expect(a == (0..<4).map { _ in again.next().letters })
    #expect(a != (0..<4).map { _ in english.next().letters })
  }

  @Test func aPositionsOwnerIsAThenBAndMovesFirstBothTimes() throws {
    let board = try Board(text: "CATSQZZZZZZZZZZZZZZZZZZZZ:bbwwwrrwwwwwwwwwwwwwwwwww")
    let pair = PairBoard(letters: board.letters, start: Position(board: board))
    let games = [0, 1].map { Game(pair: 0, index: $0, board: pair, seed: 1) }
    #expect(games[0].aStarts && !games[1].aStarts)
    // A holds the owner's two tiles in game 1 and the other side's two in game 2.
    #expect(pair.start.player == 0b11 && pair.start.opponent == 0b110_0000)
    #expect(pair.start.swapped.player == 0b110_0000)
  }
}
