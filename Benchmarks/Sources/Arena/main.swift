// Games between two players on random boards under the game's rules, with the built-in
// (official) word list. Never part of CI.
//
//   swift build -c release --package-path Benchmarks --product Arena
//   nice Benchmarks/.build/release/Arena --a best --b reference --games 40 --seeds 1,2,3
//     [--think MS] [--verbose: each game's result] [--trace: each move]
//
// Players: length (longest word), score (`--rank score`: the Best move without flags), safe
// (`--rank score --safe`), best (`--rank best` at --think; best:MS for another budget), and
// reference (Benchmarks/Sources/Reference: a two-ply alpha-beta minimax over every word and
// every choice of tiles, written apart from the engine). Each board is played twice, each side
// starting once. Letters are drawn with English letter frequencies. A word already played, or a
// prefix of one, is refused; a side with no word left passes, and two passes in a row end the
// game. A game ends when every tile is taken or after two passes: then the tiles decide, and a
// tie is a draw. Reports, per seed and in all, A's wins, draws and losses and A's win rate (a
// draw counts half) with a Wilson 95% interval; each player's median and longest move, timed in
// this process.
import BenchmarkSupport
import Glibc
@_spi(Internals) import LetterfunCore
import Reference

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// This process's CPU time (all threads): a move's cost whatever else the machine runs.
func cpu() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// One side of a match.
struct Player {
  let name: String
  /// Nil for the reference.
  let options: SolveOptions?

  init?(_ text: String, think: Int, seed: UInt64) {
    let parts = text.split(separator: ":")
    name = text
    switch parts.first {
    case "length": options = SolveOptions(ranking: .length, limit: 1)
    case "score": options = SolveOptions(ranking: .score, limit: 1)
    case "safe": options = SolveOptions(ranking: .score, checksSafety: true, limit: 1)
    case "best":
      let ms = parts.count > 1 ? Int(parts[1]) ?? think : think
      options = SolveOptions(ranking: .best, limit: 1, thinkMilliseconds: ms, seed: seed)
    case "reference": options = nil
    default: return nil
    }
  }
}

/// What a game needs per board: the solver, and the reference's words.
struct Table {
  let solver: Solver
  let letters: [Character]
  let reference: ReferenceOpponent

  init(solver: Solver, letters: [Character]) {
    self.solver = solver
    self.letters = letters
    let board = try! Board(letters: letters, owners: Array(repeating: .unclaimed, count: 25))
    reference = ReferenceOpponent(
      letters: letters, words: PlayableWords(dictionary: solver.dictionary, board: board).strings)
  }

  /// The word `player` plays and the position after it, seen from the side that moved
  /// (`.player`); nil when it passes.
  func move(_ player: Player, _ view: Position, played: PlayedWords) -> (String, Position, String)?
  {
    guard var options = player.options else {
      guard let c = reference.choose(view, played: played) else { return nil }
      return (c.word, c.after, "value \(c.value)")
    }
    let board = try! Board(letters: letters, owners: view.owners)
    options.played = played
    let solution = solver.solve(board, options: options)
    guard let move = solution.moves.first else { return nil }
    return (move.word, move.after, "value " + (move.value.map { String(Int($0 * 100)) } ?? "-"))
  }
}

/// Plays one game; returns A's tiles minus B's at the end.
func play(
  _ table: Table, a: Player, b: Player, aStarts: Bool, times: inout [[Double]],
  cpuTimes: inout [[Double]]
) -> Int {
  // Positions are kept from A's side: A is the "player".
  var position = Position.start
  var played = PlayedWords()
  var aToMove = aStarts
  var passes = 0
  var turns = 0
  while !position.isOver && passes < 2 && turns < 200 {
    turns += 1
    let view = aToMove ? position : position.swapped
    let t0 = now()
    let c0 = cpu()
    let chosen = table.move(aToMove ? a : b, view, played: played)
    times[aToMove ? 0 : 1].append((now() - t0) * 1000)
    cpuTimes[aToMove ? 0 : 1].append((cpu() - c0) * 1000)
    if let (word, after, note) = chosen {
      position = aToMove ? after : after.swapped
      if trace {
        let lead = (position.score >= 0 ? "+" : "") + String(position.score)
        print(
          "  \(aToMove ? "A" : "B") \(word) A\(lead) open \(position.unclaimed.nonzeroBitCount)"
            + " A-def \(position.playerDefended.nonzeroBitCount)"
            + " B-def \(position.opponentDefended.nonzeroBitCount) \(note)")
      }
      try! played.add(word)
      passes = 0
    } else {
      if trace { print("  \(aToMove ? "A" : "B") passes") }
      passes += 1
    }
    aToMove.toggle()
  }
  return position.score
}

func wilson(_ wins: Double, _ n: Double) -> (Double, Double) {
  let z = 1.96
  let p = wins / n
  let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
  let half = z * ((p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()) / (1 + z * z / n)
  return (centre - half, centre + half)
}

func f1(_ x: Double) -> String {
  let t = Int((x * 10).rounded())
  return String(t / 10) + "." + String(t % 10)
}

func stats(_ xs: [Double]) -> String {
  let s = xs.sorted()
  guard !s.isEmpty else { return "no moves" }
  let median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  return "median \(f1(median)) ms, max \(f1(s.last!)) ms (\(s.count) moves)"
}

func pct(_ x: Double) -> String { f1(x * 100) + "%" }

struct Tally {
  var wins = 0
  var draws = 0
  var losses = 0
  var games: Int { wins + draws + losses }
  var text: String {
    let n = Double(games)
    let points = Double(wins) + Double(draws) / 2
    let (low, high) = wilson(points, n)
    return "\(wins) won, \(draws) drawn, \(losses) lost of \(games): \(pct(points / n))"
      + " (95% CI \(pct(low))-\(pct(high)))"
  }
}

let args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
  return args[i + 1]
}
let trace = args.contains("--trace")
let verbose = args.contains("--verbose")
let games = Int(option("--games") ?? "") ?? 40
let seeds = (option("--seeds") ?? option("--seed") ?? "1").split(separator: ",").compactMap {
  UInt64($0)
}
let think = Int(option("--think") ?? "") ?? SolveOptions.defaultThink
guard !seeds.isEmpty, games > 0,
  let a = Player(option("--a") ?? "best", think: think, seed: seeds[0]),
  let b = Player(option("--b") ?? "reference", think: think, seed: seeds[0])
else {
  print("usage: Arena --a PLAYER --b PLAYER [--games N] [--seeds N,N,...] [--think MS]")
  print("PLAYER: length, score, safe, best, best:MS or reference")
  exit(2)
}
let solver = Solver(dictionary: WordGraph.builtIn())
var all = Tally()
var times: [[Double]] = [[], []]
var cpuTimes: [[Double]] = [[], []]
print("\(a.name) vs \(b.name), \(games) games a seed, think \(think)")
for seed in seeds {
  var rng = SplitMix64(state: seed)
  var tally = Tally()
  var table: Table? = nil
  let t0 = now()
  for g in 0..<games {
    // Each board twice, each side starting once.
    if g % 2 == 0 { table = Table(solver: solver, letters: randomLetters(&rng)) }
    if trace { print("game \(g + 1): \(String(table!.letters)), \(g % 2 == 0 ? "A" : "B") starts") }
    let margin = play(table!, a: a, b: b, aStarts: g % 2 == 0, times: &times, cpuTimes: &cpuTimes)
    if margin > 0 {
      tally.wins += 1
    } else if margin < 0 {
      tally.losses += 1
    } else {
      tally.draws += 1
    }
    if verbose {
      print(
        "game \(g + 1): \(String(table!.letters)) \(g % 2 == 0 ? "A" : "B") starts, A \(margin > 0 ? "+" : "")\(margin)"
      )
      fflush(nil)
    }
  }
  all.wins += tally.wins
  all.draws += tally.draws
  all.losses += tally.losses
  print("seed \(seed): \(tally.text) [\(Int(now() - t0)) s]")
  fflush(nil)
}
if seeds.count > 1 { print("all: \(all.text)") }
// Wall time depends on the machine's load; CPU time (both threads of the engine) less so.
print("  \(a.name): wall \(stats(times[0])); CPU \(stats(cpuTimes[0]))")
print("  \(b.name): wall \(stats(times[1])); CPU \(stats(cpuTimes[1]))")
