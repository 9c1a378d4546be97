/// Learns the header's digits from screenshots whose owners are known: each side's score is the
/// number of tiles it owns, so the labels give every digit above the board for free.
///
/// A screenshot teaches only when its header shows both pictures and scores whole, the pictures'
/// colours say whose each is (measured on the labelled tiles, not on a reading), and each score
/// has as many digits as its count.
public struct DigitTrainer: Sendable {
  private var observations: [[Glyph]] = Array(repeating: [], count: 10)

  public init() {}

  /// Adds one screenshot with its 25 labelled owners (`w b B r R`); whether its header taught
  /// anything. Throws when its board cannot be found.
  @discardableResult
  public mutating func add(_ image: Bitmap, owners: [Owner]) throws(BoardError) -> Bool {
    let found = try DigitTrainer.samples(image, owners: owners)
    add(found)
    return !found.isEmpty
  }

  /// Adds digit samples (as `samples(_:owners:)` finds them).
  public mutating func add(_ samples: [(digit: Int, glyph: Glyph)]) {
    for s in samples { observations[s.digit].append(s.glyph) }
  }

  /// The digits a screenshot's header teaches, each with its glyph: none when the header does
  /// not show both scores whole, or its pictures' colours do not say whose each is. Throws when
  /// the board cannot be found.
  public static func samples(
    _ image: Bitmap, owners: [Owner]
  ) throws(BoardError) -> [(digit: Int, glyph: Glyph)] {
    precondition(owners.count == Board.tileCount)
    let located = try BoardLocator().locate(image)
    guard case .found(let view) = HeaderReader.find(image, geometry: located.geometry) else {
      return []
    }
    var scores = [0, 0]
    let counts = (owners.count { $0.side == .player }, owners.count { $0.side == .opponent })
    if counts.0 == counts.1 {
      // Equal scores need no telling whose is whose.
      scores = [counts.0, counts.0]
    } else {
      let palette = FittedPalette.measured(tiles: located.tiles, owners: owners)
      guard let order = view.sides(palette: palette, theme: nil, wideGamut: false) else {
        return []
      }
      scores[order.player] = counts.0
      scores[order.opponent] = counts.1
    }
    let glyphs = HeaderReader.glyphs(of: view, in: image)
    let written = scores.map { Array(String($0)).compactMap(\.wholeNumberValue) }
    guard zip(glyphs, written).allSatisfy({ $0.count == $1.count }) else { return [] }
    var out: [(digit: Int, glyph: Glyph)] = []
    for (gs, ds) in zip(glyphs, written) {
      for (g, d) in zip(gs, ds) { out.append((d, g)) }
    }
    return out
  }

  /// Samples seen so far per digit.
  public var sampleCounts: [Int] { observations.map(\.count) }

  /// The templates learned from everything added: per digit the mean glyph, then the mean of
  /// the samples near it (a misread sample is left out rather than blurring the rest).
  public func templates() -> DigitTemplates {
    var glyphs: [Glyph?] = Array(repeating: nil, count: 10)
    var counts = [Int](repeating: 0, count: 10)
    for d in 0..<10 where !observations[d].isEmpty {
      let first = Glyph.mean(observations[d])
      let kept = observations[d].filter { $0.similarity(to: first) >= 0.8 }
      glyphs[d] = kept.isEmpty ? first : Glyph.mean(kept)
      counts[d] = kept.isEmpty ? observations[d].count : kept.count
    }
    return DigitTemplates(glyphs: glyphs, samples: counts)
  }
}
