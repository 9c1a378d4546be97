import BenchmarkSupport
import Glibc

/// A match: board pairs for a fixed count a seed, or until the SPRT decides.
struct Match {
  let options: Options
  let runner: GameRunner
  let positions: [PairBoard]

  /// What the CPU figures mean when games share the process.
  var cpuNote: String? {
    guard options.jobs > 1 else { return nil }
    let inProcess = [runner.a, runner.b].filter(\.needsProcessClock).map(\.name)
    return "--jobs \(options.jobs): games ran at once, so wall times include waiting for a core;"
      + " CPU is the reference's thread's and a cmd player's process's; an in-process engine's"
      + " CPU needs --jobs 1"
      + (inProcess.isEmpty ? "" : " (\(inProcess.joined(separator: " and ")): not measured)")
  }

  /// The next `count` pairs' games from `source`, pair numbers from `first`.
  func games(_ source: inout BoardSource, count: Int, first: Int, seed: UInt64) -> [Game] {
    (first..<first + count).flatMap { k -> [Game] in
      let board = source.next()
      // A position comes round again on a cycle of its own: the engines get another seed.
      let cycle = source.distinct.map { UInt64(k / $0) } ?? 0
      return [0, 1].map { Game(pair: k, index: $0, board: board, seed: seed &+ cycle) }
    }
  }

  /// Prints a pair's games (--verbose, --trace) and adds it; returns A's summed margin.
  func record(_ games: ArraySlice<Game>, _ records: ArraySlice<GameRecord>, into s: inout Summary)
    -> Int
  {
    let g = Array(games)
    let r = Array(records)
    for (game, rec) in zip(g, r) {
      for line in rec.lines { print(line) }
      for line in rec.positions { print(line) }
      if options.verbose {
        print(
          "pair \(game.pair + 1) game \(game.index + 1): \(game.board.text)"
            + " \(game.aStarts ? "A" : "B") starts, A \(signed(rec.margin))"
            + (rec.capped ? ", stopped at the turn cap" : ""))
      }
    }
    let sum = s.add(r)
    if options.verbose {
      let outcome = sum > 0 ? "won" : sum < 0 ? "lost" : "level"
      print("pair \(g[0].pair + 1): A \(signed(sum)) over both games: \(outcome)")
    }
    return sum
  }

  /// `--pairs` pairs on each seed.
  func fixed() throws(ArenaError) {
    var all = Summary()
    for seed in options.seeds {
      var source = BoardSource(set: options.boards, seed: seed, positions: positions)
      let count = options.pairs ?? source.distinct ?? 20
      let t0 = Clock.wall()
      var summary = Summary()
      // In chunks, so --verbose shows pairs as they end; a few games a thread keep the
      // threads busy while a chunk's longest game finishes.
      let chunk = options.jobs == 1 ? 1 : 4 * options.jobs
      var done = 0
      while done < count {
        let n = min(chunk, count - done)
        let list = games(&source, count: n, first: done, seed: seed)
        let records = try runner.play(list)
        for k in 0..<n {
          _ = record(list[2 * k..<2 * k + 2], records[2 * k..<2 * k + 2], into: &summary)
        }
        System.flush()
        done += n
      }
      print("seed \(seed): \(summary.pairText) [\(Int(Clock.wall() - t0)) s]")
      System.flush()
      all.merge(summary)
    }
    if options.seeds.count > 1 { print("all: \(all.pairText)") }
    for line in all.detailLines(a: runner.a.name, b: runner.b.name, cpuNote: cpuNote) {
      print(line)
    }
  }

  /// Pairs until the SPRT accepts a hypothesis or `--max-pairs`, on the first seed.
  func sequential() throws(ArenaError) {
    let test = PairSPRT(delta: options.delta, minimumPairs: options.minPairs)
    let seed = options.seeds[0]
    print(
      "SPRT: H0 score 0.5, H1 score \(Format.f2(0.5 + options.delta)), alpha 0.05, beta 0.05;"
        + " LLR bounds \(Format.f2(test.lowerBound)) and \(Format.f2(test.upperBound)), no verdict"
        + " before \(test.minimumPairs) pairs; seed \(seed)")
    var source = BoardSource(set: options.boards, seed: seed, positions: positions)
    var summary = Summary()
    var verdict: PairSPRT.Verdict? = nil
    // Games of one batch run at once (two a thread); the test reads the pairs in order, so the
    // verdict is the same at any --jobs.
    let batch = options.jobs
    let bounds = Format.f2(test.lowerBound) + ", " + Format.f2(test.upperBound)
    let t0 = Clock.wall()
    while verdict == nil && summary.pairs.pairs < options.maxPairs {
      let count = min(batch, options.maxPairs - summary.pairs.pairs)
      let list = games(&source, count: count, first: summary.pairs.pairs, seed: seed)
      let records = try runner.play(list)
      for k in 0..<count where verdict == nil {
        let sum = record(list[2 * k..<2 * k + 2], records[2 * k..<2 * k + 2], into: &summary)
        verdict = test.verdict(summary.pairs)
        let p = summary.pairs
        print(
          "pair \(p.pairs): A \(signed(sum)), \(p.wins)-\(p.levels)-\(p.losses),"
            + " LLR \(Format.f2(test.llr(p))) (\(bounds))")
        System.flush()
      }
    }
    let llr = Format.f2(test.llr(summary.pairs))
    switch verdict {
    case .stronger:
      print("verdict: H1 accepted, A is stronger (LLR \(llr) after \(summary.pairs.pairs) pairs)")
    case .notStronger:
      print(
        "verdict: H0 accepted, A is not stronger (LLR \(llr) after \(summary.pairs.pairs) pairs)")
    case nil:
      print("verdict: undecided at the cap of \(options.maxPairs) pairs (LLR \(llr))")
    }
    print("\(summary.pairText) [\(Int(Clock.wall() - t0)) s]")
    for line in summary.detailLines(a: runner.a.name, b: runner.b.name, cpuNote: cpuNote) {
      print(line)
    }
  }
}

func signed(_ n: Int) -> String { (n > 0 ? "+" : "") + String(n) }
