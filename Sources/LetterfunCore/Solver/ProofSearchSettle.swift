/// The look-ahead's questions to the exact search, each deepened one move at a time within a cap
/// of work: is a move of the player (or its pass) a forced win, or a forced loss?
extension ProofSearch {
  /// The deepest `settle` goes, in the prover's moves.
  static let deepest = 12

  /// Deepens the search one move at a time after the player's move (one of `group`, reaching
  /// `after`): a forced win of the player (true), a forced loss (false, the opponent forcing
  /// its win), or nil when neither is found within `cap` more work. `settledDepth` is then the
  /// player's moves after the next reply (0 for a win at once after every reply).
  func settle(_ after: Position, group: [Int32], cap: Int) -> Bool? {
    limit = work &+ cap
    defer { limit = .max }
    for depth in 0...ProofSearch.deepest {
      settledDepth = depth
      guard let win = forcesWin(.player, after: after, group: group, depth: depth) else {
        return nil
      }
      if win { return true }
      // A loss in the opponent's first move is the safety check's: from its second on.
      guard let loss = canForceWin(.opponent, toMove: after, after: group, depth: depth + 1)
      else { return nil }
      if loss { return false }
    }
    return nil
  }

  /// Whether the player's move (one of `group`, reaching `after`) forces the game to end with
  /// the player at least `margin` tiles ahead (behind by at most that, when negative), deepened
  /// one move at a time within `cap` more work: true when proved, nil when not found.
  func forcesMargin(_ after: Position, group: [Int32], margin: Int, cap: Int) -> Bool? {
    limit = work &+ cap
    self.margin = margin
    defer {
      limit = .max
      self.margin = 1
    }
    for depth in 0...ProofSearch.deepest {
      settledDepth = depth
      guard let won = forcesWin(.player, after: after, group: group, depth: depth) else {
        return nil
      }
      if won { return true }
    }
    return nil
  }

  /// The player passes at `position` instead of playing: true when the player still forces a
  /// win, false when the opponent forces one, nil when neither is found within `cap` more work.
  /// `afterOpponentsPass`: the opponent passed last turn, so this pass ends the game (a draw is
  /// then nil: neither side wins). `settledDepth` is the prover's moves after the next one.
  func settlePass(_ position: Position, afterOpponentsPass: Bool = false, cap: Int) -> Bool? {
    settledDepth = 0
    if position.isOver || afterOpponentsPass {
      let lead = position.player.nonzeroBitCount - position.opponent.nonzeroBitCount
      return lead == 0 ? nil : lead > 0
    }
    limit = work &+ cap
    defer { limit = .max }
    for depth in 0...ProofSearch.deepest {
      settledDepth = depth
      // The opponent to move, free to end the game by passing back.
      guard
        let win = search(
          .player, position, group: [], proverToMove: false, passed: true, depth: depth)
      else { return nil }
      if win { return true }
      guard
        let loss = search(
          .opponent, position, group: [], proverToMove: true, passed: true, depth: depth)
      else { return nil }
      if loss { return false }
    }
    return nil
  }
}
