/// The look-ahead's moves, grouped: words that reach the same position (and share a safety
/// verdict) are searched once, as one candidate; each pass of the search refines the
/// candidates' values.
struct LookAheadCandidates {
  typealias Reply = (word: Int32, after: Position, value: Double)

  /// What an opponent who plays by score would reply: its highest-scoring reply (`greedy`, an
  /// index into the candidate's replies, or -1 when that reply hands the player a win or is not
  /// among them), and its highest-scoring reply that does not hand over a win (`careful`).
  struct LikelyReplies {
    var greedy = -1
    var greedyHandsOverWin = false
    var careful = -1
  }

  /// How far a candidate was searched: each pass raises it.
  enum Depth: Int, Comparable {
    /// Its position evaluated.
    case evaluated = 1
    /// Every reply of the opponent weighed.
    case replied = 2
    /// The player's answer to the strongest replies weighed.
    case answered = 3

    static func < (a: Depth, b: Depth) -> Bool { a.rawValue < b.rawValue }
  }

  /// A proved outcome (every reply, every tile choice).
  enum Proof {
    case winsNow, forcesWin, givesWinningReply, forcedLoss, losesNow
  }

  struct Candidate {
    /// The group's first word by score, and every word in it.
    var word: Int32
    var members: [Int32]
    var after: Position
    var outcome: Move.Outcome
    var safety = Safety.unchecked
    var proof: Proof?
    /// The evaluation, in tiles (see `Evaluator`).
    var value: Double
    var depth = Depth.evaluated
    /// The opponent's strongest replies that do not hand the player a win (lowest value for
    /// the player first), for the third ply, and the likely ones among them.
    var replies: [Reply] = []
    var likely = LikelyReplies()
    /// The player's best answer to each of `replies`, after the third ply.
    var answers: [Double]? = nil
    /// The chance to win once the opponent's likely replies are weighed in.
    var chance = 0.5
    /// The candidate's place in the ranking by score (its first word's).
    var scoreRank: Int
  }

  var all: [Candidate] = []
  /// The words in score order (the ranking's tie-break).
  let scoreOrder: [Int32]

  /// One candidate per position reached, its words in score order.
  init(_ choices: TileChoices, evaluator: Evaluator) {
    scoreOrder = Ranker.rank(choices, by: .score, limit: 0)
    var index: [Position: Int] = [:]
    for (rank, i32) in scoreOrder.enumerated() {
      let i = Int(i32)
      let after = choices.after(i)
      if let g = index[after] {
        all[g].members.append(i32)
        continue
      }
      let outcome = choices.choices[i].outcome
      var c = Candidate(
        word: i32, members: [i32], after: after, outcome: outcome,
        value: evaluator.tiles(after, playerToMove: false), scoreRank: rank)
      switch outcome {
      case .win:
        c.proof = .winsNow
        c.safety = .safe
      case .loss:
        c.proof = .losesNow
        c.safety = .unsafe
      case .ongoing: break
      }
      index[after] = all.count
      all.append(c)
    }
  }

  /// Indices of the ongoing candidates `include` keeps, best by value first.
  func byValue(where include: (Candidate) -> Bool) -> [Int] {
    all.indices.filter { all[$0].proof == nil && include(all[$0]) }.sorted {
      (all[$0].value, -all[$0].scoreRank) > (all[$1].value, -all[$1].scoreRank)
    }
  }
}
