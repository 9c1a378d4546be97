import Testing

@_spi(Internals) @testable import LetterfunCore

/// A board is always 25 letters A–Z and 25 owners, however it was made: the solver indexes
/// tables by letter and tile without checking again.
@Suite struct BoardValidationTests {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXY")
  static let unclaimed = [Owner](repeating: .unclaimed, count: 25)

  @Test func aBoardOfLowerCaseLettersIsTheBoardOfTheirCapitals() throws {
    let lower = try Board(letters: Array("abcdefghijklmnopqrstuvwxy"), owners: Self.unclaimed)
    #expect(lower == (try Board(letters: Self.alphabet, owners: Self.unclaimed)))
    #expect(lower.letterString == "ABCDEFGHIJKLMNOPQRSTUVWXY")
    #expect(lower.letterCodes == Array(0..<25))
  }

  @Test(arguments: [(24, 25), (26, 25), (25, 24), (25, 26), (0, 0)])
  func aBoardWithOtherThan25LettersOrOwnersIsRefused(letters: Int, owners: Int) {
    let l = (0..<letters).map { Alphabet.letters[$0 % 26] }
    let o = [Owner](repeating: .player, count: owners)
    #expect(throws: BoardTextError.wrongTileCount(letters: letters, owners: owners)) {
      try Board(letters: l, owners: o)
    }
  }

  /// Digits, accented and non-Latin letters, a letter with a combining mark (which sorts between
  /// "A" and "Z" as a Character), whitespace, an emoji, "ß" (whose capital is two letters).
  @Test(arguments: ["1", "?", " ", "\r\n", "é", "É", "Ω", "A\u{20DD}", "ß", "ﬁ", "🅰", "Ａ"])
  func aBoardWithALetterOutsideAToZIsRefused(odd: String) throws {
    var letters = Self.alphabet
    letters[7] = try #require(odd.count == 1 ? odd.first : nil)
    #expect(throws: BoardTextError.notALetter(letters[7], tile: 7)) {
      try Board(letters: letters, owners: Self.unclaimed)
    }
  }

  /// A letter with a combining mark passed the old range check; "ß" and "ﬁ" upper-case to two
  /// letters, so 24 typed characters made a board of 25.
  @Test(arguments: [
    ("ABCDEFGHIJKLMNOPQRSTUVWX", "A\u{20DD}"), ("ABCDEFGHIJKLMNOPQRSTUVW", "ß"),
    ("ABCDEFGHIJKLMNOPQRSTUVW", "ﬁ"), ("ABCDEFGHIJKLMNOPQRSTUVWX", "é"),
  ])
  func aTypedBoardWithALetterOutsideAToZIsRefused(plain: String, odd: String) {
    let text = plain + odd
    #expect(throws: BoardTextError.badLetters(text)) { try Board(text: text) }
  }

  @Test func refusedBoardsShareTheStableCodeAndNameTheTile() {
    let errors: [BoardTextError] = [
      .wrongTileCount(letters: 3, owners: 25), .notALetter("\u{7}", tile: 12),
    ]
    #expect(errors.allSatisfy { $0.code == "bad-board-text" })
    #expect(errors[0].description.contains("not 3 letters and 25 owners"))
    // Row and column from 1, and a control character escaped rather than printed.
    #expect(errors[1].description == "tile 13 (row 3, column 3) holds '\\u{07}', not a letter A-Z")
  }

  @Test func settingAnOwnerChangesThatTileOnly() throws {
    var board = try Board(letters: Self.alphabet, owners: Self.unclaimed)
    board.setOwner(.opponentDefended, at: 24)
    #expect(board.ownershipString == String(repeating: "w", count: 24) + "R")
    #expect(board.letterString == String(Self.alphabet))
  }

  /// Random lists of characters from a mixed pool: whatever the initialiser accepts is a board
  /// the solver takes without crashing (the old check let "a" and "A\u{20DD}" through to an
  /// `asciiValue! - 65` there).
  @Test func everyAcceptedBoardSolvesWithoutCrashing() throws {
    let solver = Solver(dictionary: try #require(Dictionaries.builtIn))
    let pool: [Character] =
      Alphabet.letters + Array("abcdefghijklmnopqrstuvwxyz") + ["é", "A\u{20DD}", "1", "ß", "@"]
    var rng = SplitMix64(seed: 17)
    var accepted = 0
    for round in 0..<400 {
      // Mostly 25 tiles, mostly letters: enough boards get through to solve.
      let count = round % 10 == 0 ? 24 + Int(rng.next() % 3) : 25
      let letters = (0..<count).map { _ -> Character in
        // One tile in 40 from the whole pool, the rest from A–Z and a–z.
        let range = rng.next() % 40 == 0 ? pool.count : 52
        return pool[Int(rng.next() % UInt64(range))]
      }
      let owners = (0..<25).map { _ in Owner.allCases[Int(rng.next() % 5)] }
      guard let board = try? Board(letters: letters, owners: owners) else { continue }
      accepted += 1
      #expect(board.letters.allSatisfy { c in c.asciiValue.map { (65...90).contains($0) } == true })
      if accepted % 8 == 0 {
        let letters = board.letters
        let moves = solver.solve(board, options: SolveOptions(limit: 3, thinkMilliseconds: 0)).moves
        #expect(moves.allSatisfy { m in String(m.tiles.map { letters[$0] }) == m.word })
      }
    }
    #expect(accepted > 100)
  }
}

/// A position's two masks never overlap and never reach past tile 24.
@Suite struct PositionValidationTests {
  @Test(arguments: [(1, 1), (0, 1 << 25), (1 << 31, 0), (0b110, 0b011)] as [(UInt32, UInt32)])
  func aPositionWithATileOnBothSidesOrPastTile24IsRefused(player: UInt32, opponent: UInt32) {
    #expect(Position(player: player, opponent: opponent) == nil)
  }

  @Test func playingBitsPastTile24LeavesThemUnclaimed() throws {
    let p = try #require(Position(player: 0b1, opponent: 0b10))
    let after = p.playedByPlayer(0b100 | 1 << 27)
    #expect(after.player == 0b101 && after.opponent == 0b10)
    #expect(p.playedByOpponent(1 << 31) == p)
  }
}
