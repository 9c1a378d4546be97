extension Glyph {
  /// The average of several glyphs, cell by cell: a template learned from its samples.
  static func mean(_ gs: [Glyph]) -> Glyph {
    var sum = [Float](repeating: 0, count: Glyph.rows * Glyph.columns)
    for g in gs {
      for i in 0..<sum.count { sum[i] += g.coverage[i] }
    }
    let n = Float(max(1, gs.count))
    return Glyph(coverage: sum.map { $0 / n })
  }
}
