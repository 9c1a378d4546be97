import Glibc

/// Results of board pairs (each board played twice, each side starting once) and the
/// statistics chess engine testers use on them.
public struct PairCounts: Sendable, Equatable {
  public var wins = 0
  public var levels = 0
  public var losses = 0

  public init(wins: Int = 0, levels: Int = 0, losses: Int = 0) {
    self.wins = wins
    self.levels = levels
    self.losses = losses
  }

  public var pairs: Int { wins + levels + losses }

  /// A pair won counts 1, level 0.5, lost 0: the mean over the pairs.
  public var score: Double {
    pairs == 0 ? 0.5 : (Double(wins) + Double(levels) / 2) / Double(pairs)
  }

  /// Adds a pair whose summed margin (A's, over both games) is `margin`.
  public mutating func add(margin: Int) {
    if margin > 0 {
      wins += 1
    } else if margin < 0 {
      losses += 1
    } else {
      levels += 1
    }
  }

  /// Adds another run's pairs (seeds reported together).
  public mutating func merge(_ other: PairCounts) {
    wins += other.wins
    levels += other.levels
    losses += other.losses
  }

  /// The mean and variance of one pair's result. An outcome never seen counts 0.001 times, as
  /// fishtest regularizes, so a run of identical results still has a variance.
  public var regularizedMoments: (mean: Double, variance: Double) {
    let counts = [wins, levels, losses].map { $0 == 0 ? 1e-3 : Double($0) }
    let n = counts.reduce(0, +)
    let values = [1.0, 0.5, 0.0]
    let mean = zip(counts, values).map { $0 * $1 }.reduce(0, +) / n
    let variance = zip(counts, values).map { $0 * ($1 - mean) * ($1 - mean) }.reduce(0, +) / n
    return (mean, variance)
  }

  /// The score's 95% interval (z = 1.96) by the normal approximation to the trinomial pair
  /// results, clamped to [0, 1].
  public func interval(z: Double = 1.96) -> (low: Double, high: Double) {
    guard pairs > 0 else { return (0, 1) }
    let (_, variance) = regularizedMoments
    let half = z * (variance / Double(pairs)).squareRoot()
    return (max(0, score - half), min(1, score + half))
  }
}

/// The Wilson score interval of `successes` out of `trials` (z = 1.96: 95%).
public func wilsonInterval(successes: Double, trials: Double, z: Double = 1.96) -> (
  low: Double, high: Double
) {
  guard trials > 0 else { return (0, 1) }
  let p = successes / trials
  let centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
  let half =
    z * ((p * (1 - p) / trials + z * z / (4 * trials * trials)).squareRoot()) / (1 + z * z / trials)
  return (centre - half, centre + half)
}

/// A sequential probability ratio test on pair results, as fishtest runs it: the generalized
/// SPRT with the normal approximation, H0: score = 0.5 against H1: score = 0.5 + delta.
public struct PairSPRT: Sendable, Equatable {
  public enum Verdict: Sendable, Equatable {
    /// H1 accepted: A is stronger by at least about delta.
    case stronger
    /// H0 accepted: A is not stronger.
    case notStronger
  }

  public let delta: Double
  public let alpha: Double
  public let beta: Double
  /// No verdict before this many pairs. The normal approximation with the sample's own variance
  /// fails on a handful of pairs: one lost pair alone gives an LLR near -20 (fishtest only
  /// looks after batches of many games). Ten pairs all one way is already a 1-in-1024 event
  /// for an equal match.
  public let minimumPairs: Int

  public init(
    delta: Double = 0.05, alpha: Double = 0.05, beta: Double = 0.05, minimumPairs: Int = 10
  ) {
    precondition(delta > 0 && delta < 0.5 && alpha > 0 && beta > 0 && alpha + beta < 1)
    self.delta = delta
    self.alpha = alpha
    self.beta = beta
    self.minimumPairs = minimumPairs
  }

  /// H0 is accepted at or below this log-likelihood ratio.
  public var lowerBound: Double { log(beta / (1 - alpha)) }
  /// H1 is accepted at or above this.
  public var upperBound: Double { log((1 - beta) / alpha) }

  /// The log-likelihood ratio of H1 to H0 for these results: n (s1 - s0)(2 mean - s0 - s1) /
  /// (2 variance), the normal approximation with the results' own (regularized) variance.
  public func llr(_ counts: PairCounts) -> Double {
    guard counts.pairs > 0 else { return 0 }
    let (mean, variance) = counts.regularizedMoments
    let s0 = 0.5
    let s1 = 0.5 + delta
    return Double(counts.pairs) * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)
  }

  /// The verdict for these results, or nil while the test goes on.
  public func verdict(_ counts: PairCounts) -> Verdict? {
    guard counts.pairs >= minimumPairs else { return nil }
    let l = llr(counts)
    if l >= upperBound { return .stronger }
    if l <= lowerBound { return .notStronger }
    return nil
  }
}
