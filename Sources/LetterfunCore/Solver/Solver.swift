/// Finds every word a board can play and the best tiles for each, under the game's rules, and
/// the move to play.
///
/// ```swift
/// let solver = Solver(dictionary: WordGraph.builtIn())
/// let solution = solver.solve(board, options: SolveOptions(ranking: .score, limit: 10))
/// for move in solution.moves { print(move.word, move.tiles, move.score) }
/// print(solution.bestMove?.chance?.value ?? 0)
/// ```
///
/// A solve is the engine's parts for the screenshot owner's turn: the playable words (the
/// board's letters, once per game), their tiles for the side to move in this position, the
/// list in the ranking asked for (`MoveRanking`), and the best move: the engine's
/// (`LookAhead`) when it has a budget, else the first by score.
public struct Solver: Sendable {
  public let dictionary: WordGraph

  public init(dictionary: WordGraph) {
    self.dictionary = dictionary
  }

  /// The ranked moves for a board, and the move to play.
  public func solve(_ board: Board, options: SolveOptions = SolveOptions()) -> Solution {
    let position = Position(board: board)
    // A finished game: nothing to play, only who won.
    if position.isOver {
      var over = Solution(board: board, moves: [], playableCount: 0, winningMove: nil)
      over.gameOver = Solution.GameOver(position)
      return over
    }
    let words = PlayableWords(dictionary: dictionary, board: board, played: options.played)
    // Built only when used: its tables cost more than the instant choice.
    let engine = {
      LookAhead(words: words, thinkMilliseconds: options.thinkMilliseconds, seed: options.seed)
    }
    let engineBest = options.ranking != .best && options.findsBestMove
      && options.thinkMilliseconds > 0
    // Ranked by length, a word's tiles matter only if it is shown or could end the game.
    let choices = TileChoices(
      words: words, position: position, mover: .player,
      everyWord: options.ranking != .length || options.checksSafety || engineBest)
    let list = listRanking(options, engine: engine).rank(choices, limit: options.limit)
    var work = list.work
    var best: RankedMove?
    var pass = list.pass
    var sureWin = list.sureWin
    if words.count > 0 {
      if engineBest {
        let top = engine().rank(choices, limit: 1)
        best = top.moves.first
        pass = top.pass
        sureWin = top.sureWin
        work += top.work
      } else if options.ranking != .length {
        // Ranked by score or by the engine, the list's first move is the one to play.
        best = list.moves.first
      } else if options.findsBestMove {
        let byScore: any MoveRanking =
          options.checksSafety ? SafeFirstRanking(base: .score) : ScoreRanking()
        best = byScore.rank(choices, limit: 1).moves.first
      }
    }
    var solution = Solution(
      board: board, moves: list.moves, playableCount: words.count,
      winningMove: bestWin(choices).map { choices.ranked($0) })
    solution.bestMove = pass == nil ? best : nil
    solution.pass = pass
    solution.sureWin = pass == nil ? sureWin : nil
    solution.work = work
    return solution
  }

  /// The ranking of the list shown.
  private func listRanking(_ options: SolveOptions, engine: () -> LookAhead) -> any MoveRanking {
    switch (options.ranking, options.checksSafety) {
    case (.best, _): engine()
    case (.length, false): LengthRanking()
    case (.score, false): ScoreRanking()
    case (.length, true): SafeFirstRanking(base: .length)
    case (.score, true): SafeFirstRanking(base: .score)
    }
  }

  /// The move that wins by the most (then the longest), whatever the ranking and limit hide.
  private func bestWin(_ choices: TileChoices) -> Int? {
    // Most boards have no winning word: no pass over tens of thousands of words for one.
    guard choices.hasWin else { return nil }
    let words = choices.words.words
    var win: Int?
    for (i, r) in choices.choices.enumerated() where r.outcome == .win {
      if let w = win, (choices.choices[w].score, words[w].length) >= (r.score, words[i].length) {
        continue
      }
      win = i
    }
    return win
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
