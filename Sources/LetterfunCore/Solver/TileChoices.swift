/// The best tiles of every playable word for one side (the mover) in one position: the part of
/// a solve that depends on who owns what. Score, defence and outcome are the mover's.
struct TileChoices {
  let words: PlayableWords
  let chooser: TileChooser
  /// Per word, in the words' order.
  private(set) var choices: [WordChoice]
  /// Whether some word wins the game for the mover.
  private(set) var hasWin: Bool
  /// Whether every word's tiles are chosen (else only those of words that could end the game).
  let isComplete: Bool

  /// With `everyWord` false, tiles are chosen only for words that could end the game (their
  /// outcome matters to every ranking and to the winning move); `move(at:)` chooses the others'
  /// when they are shown (most words of a board never are when moves are ranked by length).
  init(words: PlayableWords, position: Position, mover: Side, everyWord: Bool) {
    self.words = words
    isComplete = everyWord
    let chooser = TileChooser(letterMask: words.letterMask, position: position, mover: mover)
    self.chooser = chooser
    // Letters with unclaimed tiles: a word short of any of them leaves the board unfinished.
    let unclaimed = position.unclaimed
    var openLetters: UInt32 = 0
    for l in 0..<26 where words.letterMask[l] & unclaimed != 0 { openLetters |= 1 << UInt32(l) }
    var wins = 0
    // The word's letter counts, and the unclaimed tiles per letter.
    var count = TileChooser.Counts(repeating: 0)
    var open = TileChooser.Counts(repeating: 0)
    for l in 0..<26 { open[l] = Int32((words.letterMask[l] & unclaimed).nonzeroBitCount) }
    let list = words.words
    choices = [WordChoice](capacity: list.count) { out in
      for i in list.indices {
        let w = list[i]
        var choice = WordChoice.unchosen
        if everyWord || w.presence & openLetters == openLetters {
          w.count(into: &count)
          var fills = true
          if !everyWord {
            var bits = openLetters
            while bits != 0 {
              let l = bits.trailingZeroBitCount & 31
              bits &= bits - 1
              if count[l] < open[l] {
                fills = false
                break
              }
            }
          }
          if fills {
            choice = chooser.choose(presence: w.presence, count: count.span)
            if choice.outcome == .win { wins &+= 1 }
          }
          var bits = w.presence
          while bits != 0 {
            count[bits.trailingZeroBitCount & 31] = 0
            bits &= bits - 1
          }
        }
        out.append(choice)
      }
    }
    hasWin = wins > 0
  }

  var position: Position { chooser.position }
  var mover: Side { chooser.mover }

  /// Word `i`'s choice, chosen now if it was not yet.
  func choice(at i: Int) -> WordChoice {
    let c = choices[i]
    if c.chosen { return c }
    let w = words.words[i]
    var count = TileChooser.Counts(repeating: 0)
    w.count(into: &count)
    return chooser.choose(presence: w.presence, count: count.span)
  }

  /// The position after word `i` (its tiles chosen).
  func after(_ i: Int) -> Position { position.played(choices[i].flipped, by: mover) }

  /// Word `i` as a move, its tiles in the word's order: the chooser's, or those that turn
  /// `turning` (a choice the engine made; the word's other letters on tiles that cannot turn).
  func move(at i: Int, turning: UInt32? = nil) -> Move {
    var c = choice(at: i)
    let w = words.words[i]
    if let turning, turning != c.flipped {
      c = choice(of: w, turning: turning)
    }
    var left = c.used
    var tiles = TileList()
    for k in 0..<Int(w.length) {
      let m = left & chooser.letterMask[w.letter(k)]
      let bit = m & (0 &- m)
      tiles.append(bit.trailingZeroBitCount)
      left &= ~bit
    }
    return Move(
      word: w.string, tiles: tiles, mover: mover, score: Int(c.score), outcome: c.outcome,
      defence: Int(c.defence), after: position.played(c.flipped, by: mover))
  }

  /// Word `i` as a ranking hands it out: its move (on `turning`, else the chooser's tiles) with
  /// the ranking's verdicts.
  func ranked(
    _ i: Int, safety: Safety = .unchecked, chance: Chance? = nil, turning: UInt32? = nil
  ) -> RankedMove {
    RankedMove(move: move(at: i, turning: turning), safety: safety, chance: chance)
  }
}

extension TileChoices {
  /// Word `w` played on the tiles `turning` and, for its other letters, tiles that cannot turn.
  private func choice(of w: PlayableWord, turning: UInt32) -> WordChoice {
    let theirs = position.tiles(of: mover.other)
    let turnable = position.unclaimed | (theirs & ~Rules.defended(theirs))
    var count = TileChooser.Counts(repeating: 0)
    w.count(into: &count)
    var used = turning
    var bits = w.presence
    while bits != 0 {
      let l = bits.trailingZeroBitCount & 31
      bits &= bits - 1
      let mask = chooser.letterMask[l]
      var rest = Int(count[l]) - (turning & mask).nonzeroBitCount
      var fixed = mask & ~turnable
      while rest > 0 && fixed != 0 {
        used |= fixed & (0 &- fixed)
        fixed &= fixed - 1
        rest -= 1
      }
    }
    let after = position.played(turning, by: mover)
    let held = after.tiles(of: mover).nonzeroBitCount - after.tiles(of: mover.other).nonzeroBitCount
    let outcome: Move.Outcome = after.isOver ? (held > 0 ? .win : .loss) : .ongoing
    let defence =
      Rules.defended(after.tiles(of: mover)).nonzeroBitCount
      - Rules.defended(after.tiles(of: mover.other)).nonzeroBitCount
    return WordChoice(
      used: used, flipped: turning, score: held, defence: defence, outcome: outcome)
  }
}

/// One word's tiles and what they do, compactly (a board may have tens of thousands); score,
/// defence and outcome are the mover's.
struct WordChoice {
  /// Tiles used (all letters).
  var used: UInt32
  /// Tiles that change colour (to the mover's).
  var flipped: UInt32
  var outcome: Move.Outcome
  var score: Int8
  var defence: Int8
  /// Whether the tiles were chosen (`unchosen` is not).
  let chosen: Bool

  /// A word whose tiles are not chosen yet (see `TileChoices.init`).
  static let unchosen = WordChoice()

  private init() {
    used = 0
    flipped = 0
    outcome = .ongoing
    score = 0
    defence = 0
    chosen = false
  }

  @inline(__always)
  init(used: UInt32, flipped: UInt32, score: Int, defence: Int, outcome: Move.Outcome) {
    self.used = used
    self.flipped = flipped
    self.outcome = outcome
    self.score = Int8(score)
    self.defence = Int8(defence)
    chosen = true
  }
}
