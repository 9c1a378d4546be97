/// A letter's shape, normalised: letter coverage (0–1) on a fixed grid, scaled to the board's
/// capital height.
///
/// Scaling by height alone keeps each letter's proportions (an I stays narrow, a W wide), which
/// matters as much as the shape for telling letters apart.
public struct Glyph: Sendable, Equatable {
  public static let rows = 28
  @_spi(Internals) public static let columns = 32
  /// Grid rows a capital's height spans, below one empty row; the rows under them take
  /// the tail of a Q.
  static let letterRows = 22

  /// `rows * columns` coverage values, row by row.
  @_spi(Internals) public var coverage: [Float]

  public init(coverage: [Float]) {
    precondition(coverage.count == Glyph.rows * Glyph.columns)
    self.coverage = coverage
  }

  /// An empty grid.
  @_spi(Internals) public static var blank: Glyph {
    Glyph(coverage: [Float](repeating: 0, count: rows * columns))
  }

  /// How alike two glyphs are: 1 for the same shape, 0 for shapes that overlap nowhere.
  @_spi(Internals) public func similarity(to other: Glyph) -> Double {
    Glyph.similarity(lanes, other.lanes)
  }

  /// The coverage eight values to a lane: what `similarity` reads. (`rows * columns` is a
  /// multiple of 8.)
  var lanes: [SIMD8<Float>] { PixelKernels.lanes(coverage) }

  /// `similarity` on glyphs already in lanes. Matching compares every tile with 26 templates:
  /// eight independent sums a step instead of one long chain of additions, which is what
  /// made a scalar loop slow (floating-point sums cannot be reordered by the compiler).
  static func similarity(_ a: [SIMD8<Float>], _ b: [SIMD8<Float>]) -> Double {
    // The lane sums over raw memory (PixelKernels): a zip of the arrays cost half as much again.
    let (diff, total) = PixelKernels.differencesAndTotals(a, b)
    let t = total.sum()
    return t > 0 ? Double(1 - diff.sum() / t) : 0
  }

  /// `similarity` on lanes read in place (a digit's, among all ten's): the same sums in the
  /// same order, so the same value.
  static func similarity(_ a: Span<SIMD8<Float>>, _ b: Span<SIMD8<Float>>) -> Double {
    var diff = SIMD8<Float>()
    var total = SIMD8<Float>()
    for k in 0..<min(a.count, b.count) {
      let (x, y) = (a[k], b[k])
      diff += absoluteDifference(x, y)
      total += x + y
    }
    let t = total.sum()
    return t > 0 ? Double(1 - diff.sum() / t) : 0
  }

  /// How decidedly this glyph is `a` rather than `b`, judged only where the two templates
  /// differ (a Q's tail, an R's leg): 1 when it agrees with `a` there, -1 with `b`.
  @_spi(Internals) public func preference(for a: Glyph, over b: Glyph) -> Double {
    var da: Float = 0
    var db: Float = 0
    for i in 0..<coverage.count where abs(a.coverage[i] - b.coverage[i]) > 0.25 {
      da += abs(coverage[i] - a.coverage[i])
      db += abs(coverage[i] - b.coverage[i])
    }
    return da + db > 0 ? Double((db - da) / (da + db)) : 0
  }
}
