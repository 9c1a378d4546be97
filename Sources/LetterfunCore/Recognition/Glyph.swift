/// A letter's shape, normalised: ink coverage (0–1) on a fixed grid, scaled to the board's
/// capital height.
///
/// Scaling by height alone keeps each letter's proportions (an I stays narrow, a W wide), which
/// matters as much as the shape for telling letters apart.
public struct Glyph: Sendable, Equatable {
  public static let rows = 28
  public static let columns = 32
  /// Grid rows a capital's height spans, below one empty row; the rows under them take
  /// the tail of a Q.
  static let letterRows = 22

  /// `rows * columns` coverage values, row by row.
  public var coverage: [Float]

  public init(coverage: [Float]) {
    precondition(coverage.count == Glyph.rows * Glyph.columns)
    self.coverage = coverage
  }

  /// An empty grid.
  public static var blank: Glyph {
    Glyph(coverage: [Float](repeating: 0, count: rows * columns))
  }

  /// How alike two glyphs are: 1 for the same shape, 0 for shapes that share no ink.
  public func similarity(to other: Glyph) -> Double {
    var diff: Float = 0
    var total: Float = 0
    // Matching compares every tile with 26 templates: zip walks both without index checks.
    for (a, b) in zip(coverage, other.coverage) {
      diff += abs(a - b)
      total += a + b
    }
    return total > 0 ? Double(1 - diff / total) : 0
  }

  /// How decidedly this glyph is `a` rather than `b`, judged only where the two templates
  /// differ (a Q's tail, an R's leg): 1 when it agrees with `a` there, -1 with `b`.
  public func preference(for a: Glyph, over b: Glyph) -> Double {
    var da: Float = 0
    var db: Float = 0
    for i in 0..<coverage.count where abs(a.coverage[i] - b.coverage[i]) > 0.25 {
      da += abs(coverage[i] - a.coverage[i])
      db += abs(coverage[i] - b.coverage[i])
    }
    return da + db > 0 ? Double((db - da) / (da + db)) : 0
  }
}
