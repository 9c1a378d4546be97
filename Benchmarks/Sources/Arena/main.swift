// Games between two players under the game's rules, with the built-in (official) word list,
// scored by board pairs as chess engine testers score openings. Never part of CI.
//
//   nice swift build -c release --package-path Benchmarks --product Arena
//   nice Benchmarks/.build/release/Arena --a best --b reference --boards game --pairs 20
//   nice Benchmarks/.build/release/Arena --a cmd:NEW/letterfun --b cmd:OLD/letterfun --sprt
//
// Players (Player.swift): length, score, safe, best, best:MS, reference (the two-ply alpha-beta
// of Benchmarks/Sources/Reference), cmd:PATH (another letterfun binary, run once a move).
// Boards (BoardSource.swift): game (the game's letter frequencies, gameLetterCounts), english,
// positions (the shared screenshots' unfinished boards, from where they stand). Each board is
// played twice, each side moving first once (a position's owner is A once and B once, and moves
// first both times); the pair goes to the side with the larger summed margin, a level sum is
// half (Match.swift). A word already played, or a prefix of one, is refused; a side with no
// word passes; two passes in a row or a full board end a game, or the 200-turn cap, where it is
// scored as it stands (Game.swift). The report (Summary.swift): the pair score with a 95%
// interval, pairs won/level/lost, A's games as starter and as second, each player's move times,
// and any games the cap stopped. --sprt runs the sequential test of
// BenchmarkSupport/PairStatistics.swift. Seeds 1-5 are reported; 100 and up are for tuning.
import Glibc
@_spi(Internals) import LetterfunCore

func run() throws(ArenaError) {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  let a = try Player(options.a, think: options.think, extra: options.aArgs)
  let b = try Player(options.b, think: options.think, extra: options.bArgs)
  let positions =
    options.boards == .positions ? try BoardSource.positions(labels: options.labels) : []
  let runner = GameRunner(
    a: a, b: b, solver: Solver(dictionary: WordGraph.builtIn()), jobs: options.jobs,
    trace: options.trace, recording: options.record)
  let extra = [("A", options.aArgs), ("B", options.bArgs)].filter { !$0.1.isEmpty }
    .map { " (\($0.0) runs with \($0.1.joined(separator: " ")))" }.joined()
  print(
    "A \(a.name) vs B \(b.name), boards \(options.boards.rawValue)"
      + (positions.isEmpty ? "" : " (\(positions.count) positions)")
      + ", think \(options.think), jobs \(options.jobs)\(extra)")
  System.flush()
  let match = Match(options: options, runner: runner, positions: positions)
  if options.sprt { try match.sequential() } else { try match.fixed() }
}

do {
  try run()
} catch {
  if case .usage(let why) = error {
    if why.isEmpty {
      print(Options.usage)
      exit(0)
    }
    System.printError("Arena: \(why)\n" + Options.usage)
    exit(2)
  }
  System.printError("Arena: \(error) [\(error.code)]")
  exit(1)
}
