@_spi(Internals) import LetterfunCore
import Reference

/// What a game needs per board: the solver, the reference, and the words that may be played.
struct Table {
  /// A chosen move: the word, the position after it from the mover's side, a note for --trace.
  struct Choice {
    let word: String
    let after: Position
    let note: String
  }

  let solver: Solver
  let letters: [Character]
  let reference: ReferenceOpponent
  /// The dictionary's words these letters spell, lower case: an external player's word must
  /// be one.
  let words: Set<String>

  init(solver: Solver, letters: [Character]) {
    self.solver = solver
    self.letters = letters
    let board = try! Board(letters: letters, owners: Array(repeating: .unclaimed, count: 25))
    let list = PlayableWords(dictionary: solver.dictionary, board: board).strings
    reference = ReferenceOpponent(letters: letters, words: list)
    words = Set(list.map { $0.lowercased() })
  }

  /// The move `player` makes in `view` (the mover is `.player`), nil when it passes; and the
  /// CPU seconds an external player's run took (nil: timed by the caller).
  func move(_ player: Player, _ view: Position, played: PlayedWords, seed: UInt64)
    throws(ArenaError) -> (Choice?, Double?)
  {
    switch player.kind {
    case .reference:
      guard let c = reference.choose(view, played: played) else { return (nil, nil) }
      return (Choice(word: c.word, after: c.after, note: "value \(c.value)"), nil)
    case .engine(var options):
      let board = try! Board(letters: letters, owners: view.owners)
      options.played = played
      options.seed = seed
      let solution = solver.solve(board, options: options)
      guard let move = solution.moves.first else { return (nil, nil) }
      let value = move.value.map { String(Int($0 * 100)) } ?? "-"
      return (Choice(word: move.word, after: move.after, note: "value " + value), nil)
    case .command(let engine):
      let (answer, cpu) = try engine.move(letters: letters, view: view, played: played)
      guard let (word, tiles) = answer else { return (nil, cpu) }
      let mask = try checked(word, tiles, by: player.name, view: view, played: played)
      return (Choice(word: word.lowercased(), after: view.playedByPlayer(mask), note: ""), cpu)
    }
  }

  /// The tiles of a legal move as a mask: the word spells those distinct tiles, is in the
  /// dictionary, and is neither played nor a prefix of a played word.
  func checked(_ word: String, _ tiles: [Int], by name: String, view: Position, played: PlayedWords)
    throws(ArenaError) -> UInt32
  {
    let board = String(letters) + ":" + String(view.owners.map(\.rawValue))
    func refuse(_ why: String) -> ArenaError {
      .illegalMove(player: name, word: word, why: why, board: board)
    }
    let spelled = Array(word.uppercased())
    guard spelled.count == tiles.count else {
      throw refuse("\(spelled.count) letters on \(tiles.count) tiles")
    }
    var mask: UInt32 = 0
    for (letter, tile) in zip(spelled, tiles) {
      guard tile >= 0, tile < 25 else { throw refuse("tile \(tile) is off the board") }
      guard mask & 1 << UInt32(tile) == 0 else { throw refuse("tile \(tile) used twice") }
      guard letters[tile] == letter else {
        throw refuse("tile \(tile) is \(letters[tile]), not \(letter)")
      }
      mask |= 1 << UInt32(tile)
    }
    guard words.contains(word.lowercased()) else { throw refuse("not in the word list") }
    guard !played.excludes(word) else {
      throw refuse("played already, or a prefix of a played word")
    }
    return mask
  }
}
