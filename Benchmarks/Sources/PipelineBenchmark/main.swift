// Times each stage of reading a screenshot, in process, on every file given:
// decode, board finding, owners, letters, solve. One line per file and stage, tab-separated:
//
//   stage <TAB> file <TAB> median ms <TAB> min ms <TAB> max ms <TAB> rounds
//
// `Benchmarks/run.sh` turns these lines into the README's table. Run alone:
//   swift run -c release --package-path Benchmarks PipelineBenchmark [--rounds N] FILE...
// `--repeat N FILE` reads one file N times and prints nothing: a steady load for callgrind.
import Glibc
@_spi(Internals) import LetterfunCore

func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func fail(_ message: String) -> Never {
  print("PipelineBenchmark: \(message)")
  exit(1)
}

func parse() -> (rounds: Int, repeatCount: Int, files: [String]) {
  var args = Array(CommandLine.arguments.dropFirst())
  var rounds = 15
  var repeatCount = 0
  if args.first == "--dump" {
    args.removeFirst()
    repeatCount = -1
  }
  while let first = args.first, first.hasPrefix("--") {
    args.removeFirst()
    guard let value = args.first.flatMap({ Int($0) }) else { fail("\(first) needs a number") }
    args.removeFirst()
    switch first {
    case "--rounds": rounds = max(1, value)
    case "--repeat": repeatCount = value
    default: fail("unknown option \(first)")
    }
  }
  return (rounds, repeatCount, args)
}
let (rounds, repeatCount, args) = parse()
guard !args.isEmpty else { fail("give screenshot files") }

// Loading the built-in templates and dictionary happens once per process: timed once, cold.
let templates: LetterTemplates
let trie: WordGraph
do {
  let t0 = now()
  templates = try LetterTemplates.builtIn()
  let t1 = now()
  trie = WordGraph.builtIn()
  let t2 = now()
  if repeatCount == 0 {
    for (stage, ns) in [("load templates", t1 - t0), ("load dictionary", t2 - t1)] {
      let ms = Double(ns) / 1e6
      print("\(stage)\t(once per process)\t\(ms)\t\(ms)\t\(ms)\t1")
    }
  }
} catch {
  fail("\(error)")
}
let reader = BoardReader(templates: templates)
let solver = Solver(dictionary: trie)
let options = SolveOptions(limit: 5)

// `--dump FILE...`: every intermediate result, to check that an optimisation changed none.
if repeatCount < 0 {
  for file in args {
    guard let image = try? ImageDecoder.decode(contentsOf: file) else { continue }
    print(file, image.width, image.height, image.pixels.reduce(0) { $0 &* 31 &+ Int($1) })
    do {
      let located = try reader.locate(image)
      print(located)
      let ownership = reader.owners(of: located, in: image)
      let read = try reader.read(image, located: located, ownership: ownership)
      print(read)
      print(solver.solve(read.board, options: options).moves.map { "\($0)" })
    } catch {
      print(error)
    }
  }
  exit(0)
}

if repeatCount > 0 {
  var sink = 0
  for _ in 0..<repeatCount {
    for file in args {
      guard let image = try? ImageDecoder.decode(contentsOf: file) else { continue }
      if let read = try? reader.read(image) {
        sink &+= solver.solve(read.board, options: options).moves.count
      }
    }
  }
  exit(sink == -1 ? 1 : 0)
}

/// Times `body` `rounds` times (after one warm-up call) and prints its line.
func time<T>(_ stage: String, _ file: String, _ body: () throws -> T) rethrows -> T {
  var result = try body()
  var samples: [Double] = []
  for _ in 0..<rounds {
    let t0 = now()
    result = try body()
    samples.append(Double(now() - t0) / 1e6)
  }
  samples.sort()
  let median =
    samples.count % 2 == 1
    ? samples[samples.count / 2]
    : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
  print("\(stage)\t\(file)\t\(median)\t\(samples[0])\t\(samples[samples.count - 1])\t\(rounds)")
  return result
}

for file in args {
  guard let image = try? time("decode", file, { try ImageDecoder.decode(contentsOf: file) })
  else {
    print("error\t\(file)\tnot decoded")
    continue
  }
  guard let located = try? time("locate", file, { try reader.locate(image) }) else {
    print("refused\t\(file)\tno board")  // the refusals: later stages have nothing to do
    continue
  }
  let ownership = time("owners", file) { reader.owners(of: located, in: image) }
  let letters = { try reader.read(image, located: located, ownership: ownership) }
  guard let read = try? time("letters", file, letters) else {
    print("refused\t\(file)\tletters")
    continue
  }
  _ = time("solve", file) { solver.solve(read.board, options: options) }
}
