import BenchmarkSupport
@_spi(Internals) import LetterfunCore

/// The arena's command line.
struct Options {
  static let usage = """
    usage: Arena --a PLAYER --b PLAYER [--boards game|english|positions] [--pairs N]
                 [--seeds N,N,...] [--think MS] [--jobs N] [--a-args "ARGS"] [--b-args "ARGS"]
                 [--sprt [--delta D] [--min-pairs N] [--max-pairs N]] [--labels PATH]
                 [--verbose] [--trace] [--record]
    PLAYER: length, score, safe, best, best:MS, reference, or cmd:PATH (another letterfun
      binary; --a-args/--b-args add arguments to its every solve, e.g. "--think 300")
    --boards: game (default; the game's letter frequencies), english, or positions (the shared
      screenshots' unfinished boards, from --labels, default ../shared/screenshots/labels.json)
    --pairs: board pairs a seed (default 20; positions: all of them); each board is played
      twice, each side moving first once
    --seeds: reported seeds are 1-5; seeds 100 and up are for tuning and are never reported
    --sprt: pairs until the SPRT decides H0 score 0.5 against H1 0.5 + delta (default 0.05),
      alpha = beta = 0.05 (no verdict before --min-pairs, default 10), or --max-pairs
      (default 1000); on the first seed only
    --record: prints each position a side moved from (letters, then owners from the mover's
      side as --json spells them) with the game's final margin from that side
    --jobs: games at once (default 1); CPU times of in-process engines need --jobs 1
    """

  var a = "best"
  var b = "reference"
  var aArgs: [String] = []
  var bArgs: [String] = []
  var boards = BoardSet.game
  var pairs: Int?
  var seeds: [UInt64] = [1]
  var think = SolveOptions.defaultThink
  var jobs = 1
  var sprt = false
  var delta = 0.05
  var maxPairs = 1000
  var minPairs = 10
  var labels = "../shared/screenshots/labels.json"
  var verbose = false
  var trace = false
  var record = false

  init(_ args: [String]) throws(ArenaError) {
    var i = 0
    func value() throws(ArenaError) -> String {
      i += 1
      guard i < args.count else { throw .usage("\(args[i - 1]) needs a value") }
      return args[i]
    }
    func number(_ text: String, _ name: String) throws(ArenaError) -> Int {
      guard let n = Int(text), n >= 0 else { throw .usage("\(name) takes a number, not \(text)") }
      return n
    }
    while i < args.count {
      let name = args[i]
      switch name {
      case "--a": a = try value()
      case "--b": b = try value()
      case "--a-args": aArgs = try value().split(separator: " ").map(String.init)
      case "--b-args": bArgs = try value().split(separator: " ").map(String.init)
      case "--boards":
        let v = try value()
        guard let set = BoardSet(rawValue: v) else {
          throw .usage("--boards takes game, english or positions, not \(v)")
        }
        boards = set
      case "--pairs": pairs = try number(try value(), name)
      case "--seeds", "--seed":
        let v = try value()
        seeds = v.split(separator: ",").compactMap { UInt64($0) }
        guard !seeds.isEmpty, seeds.count == v.split(separator: ",").count else {
          throw .usage("--seeds takes numbers separated by commas, not \(v)")
        }
      case "--think": think = try number(try value(), name)
      case "--jobs": jobs = max(1, try number(try value(), name))
      case "--sprt": sprt = true
      case "--delta":
        let v = try value()
        guard let d = Double(v), d > 0, d < 0.5 else {
          throw .usage("--delta takes a score above 0 and below 0.5, not \(v)")
        }
        delta = d
      case "--max-pairs": maxPairs = max(1, try number(try value(), name))
      case "--min-pairs": minPairs = try number(try value(), name)
      case "--labels": labels = try value()
      case "--verbose": verbose = true
      case "--trace": trace = true
      case "--record": record = true
      case "--help", "-h": throw .usage("")
      default: throw .usage("unknown option \(name)")
      }
      i += 1
    }
  }
}
