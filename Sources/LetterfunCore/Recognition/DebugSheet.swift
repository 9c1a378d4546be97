/// Pictures of what the reader saw, for a player or developer checking a doubtful reading.
public enum DebugSheet {
  static let glyphScale = 2

  /// The screenshot with the found grid drawn over it.
  public static func outline(_ image: Bitmap, geometry g: BoardGeometry) -> Bitmap {
    var out = image
    let red = RGB(255, 0, 64)
    let thickness = max(2, Int(g.tileSize / 40))
    for k in 0...Board.side {
      let x = Int(g.originX + Double(k) * g.tileSize)
      let y = Int(g.originY + Double(k) * g.tileSize)
      let top = max(0, Int(g.originY))
      let bottom = min(out.height, Int(g.originY + 5 * g.tileSize))
      let left = max(0, Int(g.originX))
      let right = min(out.width, Int(g.originX + 5 * g.tileSize))
      for t in 0..<thickness {
        let xx = min(out.width - 1, max(0, x - thickness / 2 + t))
        for yy in top..<bottom { out.setPixel(xx, yy, red) }
        let yy = min(out.height - 1, max(0, y - thickness / 2 + t))
        if yy >= 0 && yy < out.height { for xx in left..<right { out.setPixel(xx, yy, red) } }
      }
    }
    return out
  }

  /// One row per tile: the glyph as read, its best and second-best templates, and two bars
  /// for their similarities (green the best, grey the runner-up; full width is 100%).
  public static func tiles(_ read: BoardReading, templates: LetterTemplates) -> Bitmap {
    let cw = Glyph.columns * glyphScale
    let ch = Glyph.rows * glyphScale
    let bar = 200
    let gap = 8
    let width = gap + 3 * (cw + gap) + bar + gap
    let rowHeight = ch + gap
    var out = Bitmap(
      checkedWidth: width, height: gap + Board.tileCount * rowHeight, fill: RGB(255, 255, 255))
    for i in 0..<min(Board.tileCount, read.letterMatches.count) {
      let m = read.letterMatches[i]
      let y = gap + i * rowHeight
      draw(read.glyphs[i], into: &out, x: gap, y: y, colour: RGB(0, 0, 0))
      if let best = templates.glyphs[m.best.letter] {
        draw(best, into: &out, x: gap + cw + gap, y: y, colour: RGB(0, 110, 40))
      }
      if let second = templates.glyphs[m.runnerUp.letter] {
        draw(second, into: &out, x: gap + 2 * (cw + gap), y: y, colour: RGB(120, 120, 120))
      }
      let x0 = gap + 3 * (cw + gap)
      fillRect(
        &out, x: x0, y: y + ch / 4, w: Int(Double(bar) * m.best.similarity), h: ch / 5,
        colour: RGB(0, 160, 60))
      fillRect(
        &out, x: x0, y: y + ch / 2, w: Int(Double(bar) * m.runnerUp.similarity), h: ch / 5,
        colour: RGB(170, 170, 170))
    }
    return out
  }

  /// Every learned letter in a grid, with a bar under each for how many samples it came from
  /// (full width is the most-sampled letter).
  public static func contactSheet(_ templates: LetterTemplates) -> Bitmap {
    let cw = Glyph.columns * glyphScale
    let ch = Glyph.rows * glyphScale
    let gap = 10
    let perRow = 7
    let rows = (Alphabet.letters.count + perRow - 1) / perRow
    var out = Bitmap(
      checkedWidth: gap + perRow * (cw + gap), height: gap + rows * (ch + gap + 6),
      fill: RGB(255, 255, 255))
    let most = max(1, templates.samples.values.max() ?? 1)
    for (k, letter) in Alphabet.letters.enumerated() {
      let x = gap + (k % perRow) * (cw + gap)
      let y = gap + (k / perRow) * (ch + gap + 6)
      if let g = templates.glyphs[letter] {
        draw(g, into: &out, x: x, y: y, colour: RGB(0, 0, 0))
        let n = templates.samples[letter] ?? 0
        fillRect(
          &out, x: x, y: y + ch + 1, w: max(1, cw * n / most), h: 4, colour: RGB(0, 120, 255))
      } else {
        fillRect(&out, x: x, y: y, w: cw, h: ch, colour: RGB(255, 200, 200))
      }
    }
    return out
  }

  private static func draw(_ g: Glyph, into out: inout Bitmap, x: Int, y: Int, colour: RGB) {
    for gy in 0..<(Glyph.rows * glyphScale) {
      for gx in 0..<(Glyph.columns * glyphScale) {
        let v = Double(g.coverage[(gy / glyphScale) * Glyph.columns + gx / glyphScale])
        func mix(_ c: UInt8) -> UInt8 { UInt8((255 * (1 - v) + Double(c) * v).rounded()) }
        let px = x + gx
        let py = y + gy
        if px < out.width && py < out.height {
          out.setPixel(px, py, RGB(mix(colour.r), mix(colour.g), mix(colour.b)))
        }
      }
    }
  }

  private static func fillRect(_ out: inout Bitmap, x: Int, y: Int, w: Int, h: Int, colour: RGB) {
    for py in max(0, y)..<min(out.height, y + h) {
      for px in max(0, x)..<min(out.width, x + w) { out.setPixel(px, py, colour) }
    }
  }
}
