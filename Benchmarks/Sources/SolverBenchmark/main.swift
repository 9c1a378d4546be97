// Times the solver against the scan-the-list approach in the same run, and whole cold
// `letterfun solve --board ...` processes (wall time and peak resident size).
//
//   swift build -c release                                  # the letterfun binary (root)
//   swift run -c release --package-path Benchmarks SolverBenchmark [--boards N] [--compare LIST]
//
// The built-in dictionary is the official Letterpress list (dict/letterpress-en.txt); --compare
// times another word list beside it, compiled in memory.
import BenchmarkSupport
import Glibc
@_spi(Internals) import LetterfunCore

// MARK: - Timing

func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

struct Stats {
  var samples: [Double]  // milliseconds
  var median: Double {
    let s = samples.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }
  var text: String {
    "median \(fmt(median)) ms (min \(fmt(min)), max \(fmt(max)); n=\(samples.count))"
  }
}

func fmt(_ x: Double) -> String {
  let digits = x < 0.1 ? 4 : x < 10 ? 3 : 1
  var s = String(x)
  if let dot = s.firstIndex(of: ".") {
    let end = s.index(dot, offsetBy: digits + 1, limitedBy: s.endIndex) ?? s.endIndex
    s = String(s[..<end])
  }
  return s
}

/// Runs `body` once per board, `rounds` times over the boards; one sample per board-run.
func measure(_ boards: [Board], rounds: Int, _ body: (Board) -> Int) -> (Stats, Int) {
  var samples: [Double] = []
  var sink = 0
  for _ in 0..<rounds {
    for b in boards {
      let t0 = now()
      sink &+= body(b)
      samples.append(Double(now() - t0) / 1e6)
    }
  }
  return (Stats(samples: samples), sink)
}

// MARK: - Boards

/// Boards with English letter frequencies and owners: a third each early, mid and late game.
func randomBoards(_ n: Int, seed: UInt64) -> [Board] {
  var rng = SplitMix64(state: seed)
  return (0..<n).map { k in
    let letters = randomLetters(&rng)
    let unclaimedPercent = [100, 50, 15][k % 3]
    let owners = (0..<25).map { _ -> Owner in
      if Int(rng.next() % 100) < unclaimedPercent { return .unclaimed }
      return rng.next() % 2 == 0 ? .player : .opponent
    }
    return try! Board(letters: letters, owners: owners)
  }
}

// MARK: - The scan-the-list approach

/// What a word-list scanner does: for every word of the list, check the board's letter counts.
struct ListScanner {
  let words: [[UInt8]]
  init(text: [UInt8]) {
    words = text.split(separator: 0x0A).map { Array($0) }.filter { $0.count >= 2 }
  }
  func playable(_ board: Board) -> [[UInt8]] {
    var out = ReferenceScan.words(words, board: board)
    // The seed's ranking: longest first, then alphabetical.
    out.sort { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
    return out
  }
}

func readFile(_ path: String) -> [UInt8]? {
  guard let f = fopen(path, "rb") else { return nil }
  defer { fclose(f) }
  var out: [UInt8] = []
  var buf = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = fread(&buf, 1, buf.count, f)
    if n <= 0 { break }
    out.append(contentsOf: buf[0..<n])
  }
  return out
}

// MARK: - Processes

/// Spawns a command, waits, and returns wall milliseconds and peak resident KiB.
func spawn(_ argv: [String]) -> (ms: Double, maxRSSKiB: Int, status: Int32) {
  var pid: pid_t = 0
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  defer { posix_spawn_file_actions_destroy(&actions) }
  let cargs = argv.map { strdup($0) } + [nil]
  defer { for p in cargs { free(p) } }
  let t0 = now()
  let rc = posix_spawn(&pid, argv[0], &actions, nil, cargs, environ)
  guard rc == 0 else { return (0, 0, -1) }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  return (Double(now() - t0) / 1e6, usage.ru_maxrss, status)
}

/// Wall time of `runs` processes; peak resident size from one more run under /usr/bin/time
/// (a child's ru_maxrss counts its parent's size at fork, so it is not measured from here).
func measureProcess(_ argv: [String], runs: Int) -> (Stats, Int) {
  _ = spawn(argv)  // warm the page cache
  var samples: [Double] = []
  for _ in 0..<runs {
    let r = spawn(argv)
    if r.status != 0 { print("  !! exit status \(r.status): \(argv.joined(separator: " "))") }
    samples.append(r.ms)
  }
  var peak = 0
  let out = "/tmp/letterfun-bench-rss-\(getpid())"
  if access("/usr/bin/time", X_OK) == 0,
    spawn(["/usr/bin/time", "-f", "%M", "-o", out] + argv).status == 0,
    let text = readFile(out)
  {
    peak = Int(String(decoding: text, as: UTF8.self).split(separator: "\n").last ?? "") ?? 0
    unlink(out)
  }
  return (Stats(samples: samples), peak)
}

// MARK: - Main

let args = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
  guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
  return args[i + 1]
}
let benchDir: String = {
  let exe = CommandLine.arguments[0]
  return exe.contains("/") ? String(exe[..<exe.lastIndex(of: "/")!]) : "."
}()

// The cold-scan mode: a whole process that reads the text list and scans it (for comparison).
if args.first == "scan-cold" {
  let list = option("--list")!
  let board = try! Board(text: option("--board")!)
  let scanner = ListScanner(text: readFile(list)!)
  let words = scanner.playable(board)
  for w in words.prefix(20) { print(String(decoding: w, as: UTF8.self).uppercased()) }
  exit(0)
}

let boardCount = Int(option("--boards") ?? "60")!
let rounds = Int(option("--rounds") ?? "5")!
let runs = Int(option("--runs") ?? "40")!
let comparePath = option("--compare")
let defaultList = option("--default-list") ?? "dict/letterpress-en.txt"
let letterfun = option("--letterfun") ?? ".build/release/letterfun"

print(
  "letterfun solver benchmark: \(boardCount) random boards x \(rounds) rounds; \(runs) process runs"
)
let boards = randomBoards(boardCount, seed: 2026)

let (loadStats, _) = measure([boards[0]], rounds: 50) { _ in
  WordGraph.builtIn().edgeCount
}
print("load built-in dictionary (mmap + checks): \(loadStats.text)")

var dictionaries: [(String, WordGraph, String)] = []
dictionaries.append(("built-in (official list)", WordGraph.builtIn(), defaultList))
if let comparePath {
  guard let text = readFile(comparePath) else { fatalError("cannot read \(comparePath)") }
  dictionaries.append((comparePath, WordGraph(wordList: WordList(text: text)), comparePath))
}

for (name, trie, listPath) in dictionaries {
  print("\n== \(name): \(trie.wordCount) words, \(trie.edgeCount) edges ==")
  let solver = Solver(dictionary: trie)
  var counts: [Int] = []
  for b in boards { counts.append(solver.solve(b, options: SolveOptions(limit: 1)).playableCount) }
  let sc = Stats(samples: counts.map(Double.init))
  print(
    "playable words per board: median \(Int(sc.median)) (min \(Int(sc.min)), max \(Int(sc.max)))")

  let (words, _) = measure(boards, rounds: rounds) { solver.playableWords($0).count }
  print("words only (DFS, strings):             \(words.text)")
  let (best20, _) = measure(boards, rounds: rounds) {
    solver.solve($0, options: SolveOptions(ranking: .length, limit: 20)).moves.count
  }
  print("top 20 by length (tiles: shown + enders): \(best20.text)")
  let (score20, _) = measure(boards, rounds: rounds) {
    solver.solve($0, options: SolveOptions(ranking: .score, limit: 20)).moves.count
  }
  print("all words + best tiles, top 20 (score):  \(score20.text)")
  let (all, _) = measure(boards, rounds: rounds) {
    solver.solve($0, options: SolveOptions(ranking: .score, limit: 0)).moves.count
  }
  print("all words + best tiles, all as Moves:    \(all.text)")
  let (safe20, _) = measure(boards, rounds: 1) {
    solver.solve($0, options: SolveOptions(ranking: .score, checksSafety: true, limit: 20)).moves
      .count
  }
  print("--safe, top 20 (2-ply):                  \(safe20.text)")
  let (safe, _) = measure(boards, rounds: 1) {
    solver.solve($0, options: SolveOptions(ranking: .score, checksSafety: true, limit: 0)).moves
      .count
  }
  print("--safe, every move checked (2-ply):      \(safe.text)")

  if let text = readFile(listPath) {
    let scanner = ListScanner(text: text)
    let (scan, _) = measure(boards, rounds: max(1, rounds / 2)) { scanner.playable($0).count }
    print("scan-the-list (list in memory):          \(scan.text)")
    let (parseScan, _) = measure(Array(boards.prefix(10)), rounds: 1) {
      ListScanner(text: readFile(listPath)!).playable($0).count
    }
    print("scan-the-list incl. reading the list:    \(parseScan.text)")
  }
}

print("\n== cold processes (wall time per process, peak RSS) ==")
let sample = boards[1]
let boardArg = sample.letterString + ":" + sample.ownershipString
print("board B = \(boardArg)")
if access(letterfun, X_OK) == 0 {
  for (label, extra) in [
    ("letterfun solve --board B", [String]()),
    ("letterfun solve --board B --rank score --json", ["--rank", "score", "--json"]),
    ("letterfun solve --board B --rank score --safe", ["--rank", "score", "--safe"]),
  ] {
    let (s, rss) = measureProcess([letterfun, "solve", "--board", boardArg] + extra, runs: runs)
    print("\(label): \(s.text); peak RSS \(rss / 1024).\(rss % 1024 * 10 / 1024) MiB")
  }
  let (h, hrss) = measureProcess([letterfun, "--help"], runs: runs)
  print(
    "letterfun --help (start-up floor): \(h.text); peak RSS \(hrss / 1024).\(hrss % 1024 * 10 / 1024) MiB"
  )
} else {
  print("(no \(letterfun): build it with swift build -c release at the root)")
}
let me = CommandLine.arguments[0]
let (c, crss) = measureProcess(
  [me, "scan-cold", "--list", defaultList, "--board", boardArg], runs: max(5, runs / 4))
print("scan-the-list process (read + scan \(defaultList)): \(c.text); peak RSS \(crss / 1024) MiB")
