/// A seeded generator (SplitMix64), so the benchmarks' random boards are the same on every run.
public struct SplitMix64: RandomNumberGenerator {
  public var state: UInt64
  public init(state: UInt64) { self.state = state }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// English letter frequencies (per mille, A-Z), so random boards spell many words.
public let englishFrequencies = [
  82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20,
  1,
]

/// 25 letters drawn with English frequencies, row by row.
public func randomLetters(_ rng: inout SplitMix64) -> [Character] {
  randomLetters(&rng, weights: englishFrequencies)
}

/// 25 letters drawn with these weights (A-Z), row by row.
public func randomLetters(_ rng: inout SplitMix64, weights: [Int]) -> [Character] {
  precondition(weights.count == 26 && weights.allSatisfy { $0 >= 0 })
  let total = weights.reduce(0, +)
  return (0..<25).map { _ in
    var x = Int(rng.next() % UInt64(total))
    var l = 0
    while x >= weights[l] {
      x -= weights[l]
      l += 1
    }
    return Character(UnicodeScalar(UInt8(65 + l)))
  }
}
