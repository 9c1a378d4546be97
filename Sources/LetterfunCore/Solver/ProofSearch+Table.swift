/// The proofs' table of positions: a node's key (position, turn, pass, the refused words'
/// hashes and the margin asked), and the depth each was proved or not proved at.
extension ProofSearch {
  struct Key: Hashable {
    /// The position, the side to move and whether the last turn was a pass.
    var state: UInt64
    var prover: UInt64
    var other: UInt64
  }

  func key(_ n: Node, _ prover: Side) -> Key {
    let state =
      UInt64(n.position.player) | UInt64(n.position.opponent) << 25
      | (n.proverToMove ? 1 << 50 : 0) | (n.passed ? 1 << 51 : 0)
      | (prover == .player ? 1 << 52 : 0) | UInt64(margin + 32) << 53
    return Key(state: state, prover: n.proverRefused.hash, other: n.otherRefused.hash)
  }

  @inline(__always)
  func remembered(_ k: Key, _ depth: Int) -> Bool? {
    guard let e = table[k] else { return nil }
    if e > 0 && Int(e) - 1 <= depth { return true }
    if e < 0 && -Int(e) - 1 >= depth { return false }
    return nil
  }

  func remember(_ k: Key, _ depth: Int, _ proved: Bool) {
    if exhausted { return }
    table[k] = Int8(clamping: proved ? depth + 1 : -depth - 1)
  }
}
