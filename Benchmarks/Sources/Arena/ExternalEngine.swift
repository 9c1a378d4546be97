import FoundationEssentials
@_spi(Internals) import LetterfunCore

/// Another `letterfun` binary as a player: `letterfun solve --board LETTERS:OWNERSHIP --played
/// W1,W2 --json --limit 1 [extra arguments]`, whose `best` move it plays.
struct ExternalEngine: Sendable {
  let path: String
  let extraArguments: [String]

  /// The JSON fields the arena reads; a future version may answer `{"pass": true}`.
  private struct Answer: Decodable {
    struct Best: Decodable {
      let word: String?
      let tiles: [Int]?
    }
    struct Refusal: Decodable {
      let code: String?
      let message: String?
    }
    let best: Best?
    let error: Refusal?
  }

  /// The engine's move in `view` (the mover is `.player`, shown as b/B): the word and its
  /// tiles in word order, or nil when it passes; and the CPU seconds the run took.
  func move(letters: [Character], view: Position, played: PlayedWords) throws(ArenaError) -> (
    move: (word: String, tiles: [Int])?, cpuSeconds: Double
  ) {
    let board = String(letters) + ":" + String(view.owners.map(\.rawValue))
    var arguments = ["solve", "--board", board, "--json", "--limit", "1"]
    if !played.isEmpty {
      arguments += ["--played", played.words.map { $0.uppercased() }.joined(separator: ",")]
    }
    arguments += extraArguments
    let run = try ChildProcess(path: path, arguments: arguments)
    let answer: Answer
    do {
      answer = try JSONDecoder().decode(Answer.self, from: Data(run.output))
    } catch {
      if run.status != 0 { throw .commandFailed(path: path, status: run.status, board: board) }
      throw .badAnswer(path: path, detail: "not JSON (\(error))", board: board)
    }
    if let refusal = answer.error {
      throw .badAnswer(
        path: path, detail: "\(refusal.code ?? "?"): \(refusal.message ?? "")", board: board)
    }
    if run.status != 0 { throw .commandFailed(path: path, status: run.status, board: board) }
    guard let best = answer.best, let word = best.word else { return (nil, run.cpuSeconds) }
    guard let tiles = best.tiles else {
      throw .badAnswer(path: path, detail: "best move \(word) without tiles", board: board)
    }
    return ((word, tiles), run.cpuSeconds)
  }
}
