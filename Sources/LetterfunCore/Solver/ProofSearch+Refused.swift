extension ProofSearch {
  /// The words refused on a path, as a bit set with its hash (the XOR of its words' random
  /// numbers, so the proofs' table tells paths apart without comparing sets).
  struct Refused: Equatable {
    private var bits: [UInt64]
    private(set) var hash: UInt64 = 0

    init(count: Int) { bits = [UInt64](repeating: 0, count: (count + 63) / 64) }

    @inline(__always)
    func contains(_ i: Int) -> Bool { bits[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    /// Whether all of the first `count` words are in the set.
    func coversAll(_ count: Int) -> Bool {
      for (k, b) in bits.enumerated() {
        let left = count - k * 64
        let full: UInt64 = left >= 64 ? ~0 : (1 << UInt64(left)) - 1
        if b & full != full { return false }
      }
      return true
    }

    /// Adds the words of `list`; `hashes`: each word's random number.
    mutating func insert(_ list: [Int32], hashes: [UInt64]) {
      for w in list {
        let i = Int(w)
        let bit: UInt64 = 1 << UInt64(i & 63)
        if bits[i >> 6] & bit == 0 {
          bits[i >> 6] |= bit
          hash ^= hashes[i]
        }
      }
    }
  }
}
