/// Finds every word a board can play and the best tiles for each, under the game's rules.
///
/// ```swift
/// let solver = Solver(dictionary: WordGraph.builtIn())
/// let solution = solver.solve(board, options: SolveOptions(ranking: .score, limit: 10))
/// for move in solution.moves { print(move.word, move.tiles, move.score) }
/// ```
///
/// A solve is the engine's parts for the screenshot owner's turn: the playable words (the
/// board's letters, once per game), their tiles for the side to move in this position, and with
/// `checksSafety` the two-ply check of each move against the other side's immediate wins.
public struct Solver: Sendable {
  public let dictionary: WordGraph

  public init(dictionary: WordGraph) {
    self.dictionary = dictionary
  }

  /// The ranked moves for a board.
  public func solve(_ board: Board, options: SolveOptions = SolveOptions()) -> Solution {
    let words = PlayableWords(dictionary: dictionary, board: board, played: options.played)
    // Ranked by length, a word's tiles matter only if it is shown or could end the game.
    var choices = TileChoices(
      words: words, position: Position(board: board), mover: .player,
      everyWord: options.ranking != .length || options.checksSafety)
    let order: [Int32]
    // The move to play (`Solution.bestMove`); a finished game has none.
    var best: Int?
    let playing = choices.position.unclaimed != 0 && words.count > 0
    var values: [Double]? = nil
    var work = 0
    if options.ranking == .best {
      // The engine checks every move's safety itself.
      let engine = LookAhead(
        words: words, thinkMilliseconds: options.thinkMilliseconds, seed: options.seed)
      let ranked = engine.rank(choices, limit: options.limit)
      for i in ranked.risky { choices.markUnsafe(Int(i)) }
      order = ranked.order
      values = ranked.values
      work = ranked.work
    } else if options.checksSafety {
      // Rank without safety, then check moves in that order until the top is settled.
      let unchecked = Ranker.rank(choices, ranking: options.ranking, limit: 0)
      var risky: [Int32] = []
      do {
        // The check's tables go once it is done, before the moves are built.
        var safety = SafetyCheck(words: words)
        let checked = safety.rankSafeFirst(unchecked, choices: choices, limit: options.limit)
        order = checked.order
        risky = checked.risky
        if options.ranking == .length && playing {
          // The move to play is the first safe one by score, whatever order the list is in.
          let byScore = Ranker.rank(choices, ranking: .score, limit: 0)
          let top = safety.rankSafeFirst(byScore, choices: choices, limit: 1)
          best = top.order.first.map(Int.init)
          risky += top.risky
        }
      }
      for i in risky { choices.markUnsafe(Int(i)) }
    } else {
      order = Ranker.rank(choices, ranking: options.ranking, limit: options.limit)
      if options.ranking == .length && playing && options.findsBestMove {
        best = Ranker.bestByScore(choices)
      }
    }
    var moves = order.map {
      choices.move(at: Int($0), safetyChecked: options.checksSafety || values != nil)
    }
    if let values { for k in moves.indices { moves[k].value = values[k] } }
    // The best win is worth telling whatever the ranking and limit hide.
    var win: Int?
    // Most boards have no winning word: no pass over tens of thousands of words for one.
    if choices.hasWin {
      for (i, r) in choices.choices.enumerated() where r.outcome == .win {
        if let w = win {
          let best = choices.choices[w]
          if (best.score, words.words[w].length) >= (r.score, words.words[i].length) { continue }
        }
        win = i
      }
    }
    return Solution(
      board: board, moves: moves, playableCount: words.count,
      winningMove: win.map { choices.move(at: $0, safetyChecked: false) },
      // Ranked by score or by the engine, the list's first move is the one to play.
      bestMove: options.ranking != .length
        ? (playing ? moves.first : nil)
        : best.map { choices.move(at: $0, safetyChecked: options.checksSafety) },
      work: work)
  }

  /// Every word the board can spell (ignoring ownership), lower-case, alphabetical: no ranking
  /// and no tiles (for tests and comparisons).
  @_spi(Internals) public func playableWords(_ board: Board, played: PlayedWords = PlayedWords())
    -> [String]
  {
    PlayableWords(dictionary: dictionary, board: board, played: played).strings.map {
      $0.lowercased()
    }
  }
}
