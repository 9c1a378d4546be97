/// Names the letter of a glyph by comparing it with every template.
public struct LetterMatcher: Sendable {
  public let templates: LetterTemplates
  private let entries: [(Character, [SIMD8<Float>])]

  public init(templates: LetterTemplates) {
    self.templates = templates
    self.entries = Alphabet.letters.compactMap { l in templates.glyphs[l].map { (l, $0.lanes) } }
  }

  /// The best and second-best letters for a glyph, with their similarities.
  public func match(_ glyph: Glyph) -> LetterMatch {
    var best = LetterMatch.Candidate(letter: "?", similarity: 0)
    var second = best
    let lanes = glyph.lanes
    for (letter, template) in entries {
      let s = Glyph.similarity(lanes, template)
      if s > best.similarity {
        second = best
        best = .init(letter: letter, similarity: s)
      } else if s > second.similarity {
        second = .init(letter: letter, similarity: s)
      }
    }
    var preference = 1.0
    if let a = templates.glyphs[best.letter], let b = templates.glyphs[second.letter] {
      preference = glyph.preference(for: a, over: b)
    }
    return LetterMatch(best: best, runnerUp: second, preference: preference)
  }
}

/// A glyph's reading: the best letter and the one it was nearest to being instead.
public struct LetterMatch: Sendable, Equatable {
  public struct Candidate: Sendable, Equatable {
    public var letter: Character
    public var similarity: Double
  }

  public var best: Candidate
  public var runnerUp: Candidate
  /// How decidedly the glyph is the best letter rather than the runner-up, judged where their
  /// templates differ: 1 fully, 0 undecided (see `Glyph.preference(for:over:)`).
  public var preference: Double

  /// Margin over the runner-up: a reading is only as sure as its gap to the next letter.
  public var margin: Double { best.similarity - runnerUp.similarity }
}
