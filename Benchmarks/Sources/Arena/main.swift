// Self-play: two configurations of letterfun's solver play each other on random boards under
// the game's rules, with the built-in (official) word list. Never part of CI.
//
//   swift build -c release --package-path Benchmarks --product Arena
//   Benchmarks/.build/release/Arena --a best --b score --games 60 [--seed 1] [--think 120]
//     [--verbose: each game's result] [--trace: each move]
//
// Configurations: length (longest word), score, safe (score, safe moves first), best (the
// look-ahead; best:MS for a think budget other than --think). Each board is played twice, each
// side starting once. Letters are drawn with English letter frequencies. A game ends when every
// tile is taken, or when both sides pass in a row (no word left): then the tiles decide, and a
// tie is a draw. Reports A's wins, draws and losses, A's win rate (a draw counts half) with a
// Wilson 95% interval, and each side's time per move in this process.
import BenchmarkSupport
import Glibc
@_spi(Internals) import LetterfunCore

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

struct Config {
  let name: String
  let options: SolveOptions

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
    default: return nil
    }
  }
}

/// Plays one game; returns A's tiles minus B's at the end.
func play(
  letters: [Character], solver: Solver, a: Config, b: Config, aStarts: Bool,
  times: inout [[Double]], work: inout [[Int]]
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
    let board = try! Board(letters: letters, owners: view.owners)
    var options = (aToMove ? a : b).options
    options.played = played
    let t0 = now()
    let solution = solver.solve(board, options: options)
    times[aToMove ? 0 : 1].append((now() - t0) * 1000)
    if solution.work > 0 { work[aToMove ? 0 : 1].append(solution.work) }
    if let move = solution.moves.first {
      position = aToMove ? move.after : move.after.swapped
      if CommandLine.arguments.contains("--trace") {
        // Each move: who, the word, A's lead after it, unclaimed tiles, each side's defended
        // tiles, the engine's work and value (percent).
        let lead = (position.score >= 0 ? "+" : "") + String(position.score)
        let value = move.value.map { String(Int($0 * 100)) } ?? "-"
        print(
          "  \(aToMove ? "A" : "B") \(move.word) A\(lead) open \(position.unclaimed.nonzeroBitCount)"
            + " A-def \(position.playerDefended.nonzeroBitCount)"
            + " B-def \(position.opponentDefended.nonzeroBitCount) work \(solution.work) value \(value)"
        )
      }
      try! played.add(move.word)
      passes = 0
    } else {
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

func stats(_ xs: [Double]) -> String {
  let s = xs.sorted()
  guard !s.isEmpty else { return "no moves" }
  let median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  func f(_ x: Double) -> String {
    String(Int((x * 10).rounded()) / 10) + "." + String(Int((x * 10).rounded()) % 10)
  }
  return "median \(f(median)) ms, max \(f(s.last!)) ms (\(s.count) moves)"
}

let args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
  return args[i + 1]
}
let games = Int(option("--games") ?? "") ?? 60
let seed = UInt64(option("--seed") ?? "") ?? 1
let think = Int(option("--think") ?? "") ?? SolveOptions.defaultThink
guard let a = Config(option("--a") ?? "best", think: think, seed: seed),
  let b = Config(option("--b") ?? "score", think: think, seed: seed)
else {
  print("usage: Arena --a CONFIG --b CONFIG [--games N] [--seed N] [--think MS]")
  print("CONFIG: length, score, safe, best or best:MS")
  exit(2)
}
let solver = Solver(dictionary: WordGraph.builtIn())
var rng = SplitMix64(state: seed)
var wins = 0
var draws = 0
var losses = 0
var times: [[Double]] = [[], []]
var work: [[Int]] = [[], []]
var letters: [Character] = []
for g in 0..<games {
  // Each board twice, each side starting once.
  if g % 2 == 0 { letters = randomLetters(&rng) }
  let margin = play(
    letters: letters, solver: solver, a: a, b: b, aStarts: g % 2 == 0, times: &times, work: &work)
  if margin > 0 { wins += 1 } else if margin < 0 { losses += 1 } else { draws += 1 }
  if CommandLine.arguments.contains("--verbose") {
    print(
      "game \(g + 1): \(String(letters)) \(g % 2 == 0 ? "A" : "B") starts, A \(margin > 0 ? "+" : "")\(margin)"
    )
  }
}
let n = Double(wins + draws + losses)
let rate = (Double(wins) + Double(draws) / 2) / n
let (low, high) = wilson(Double(wins) + Double(draws) / 2, n)
func pct(_ x: Double) -> String {
  String(Int((x * 1000).rounded()) / 10) + "." + String(Int((x * 1000).rounded()) % 10) + "%"
}
print(
  "\(a.name) vs \(b.name), \(Int(n)) games (seed \(seed)): \(wins) won, \(draws) drawn, \(losses) lost"
)
print("win rate \(pct(rate)) (95% CI \(pct(low))-\(pct(high)))")
print("  \(a.name): \(stats(times[0]))")
print("  \(b.name): \(stats(times[1]))")
// The engine's deterministic work per move (words looked at), in milliseconds of its budget's
// calibration (`LookAhead.workPerMillisecond` per thread, two threads): what a move costs on an
// idle machine, whatever the load here.
for (k, config) in [a, b].enumerated() where !work[k].isEmpty {
  let s = work[k].sorted()
  let ms = { (w: Int) in String(w / 80_000) }
  print(
    "  \(config.name) work: median \(s[s.count / 2]) (\(ms(s[s.count / 2])) ms), max \(s.last!) (\(ms(s.last!)) ms)"
  )
}
