/// Pictures of what the reader saw, for a player or developer checking a doubtful reading.
public enum DebugSheet {
  static let glyphScale = 2

  /// The screenshot with the found grid drawn over it.
  public static func outline(_ image: Bitmap, geometry g: BoardGeometry) -> Bitmap {
    outline(image, geometry: g, doubtful: [], caption: nil)
  }

  /// The screenshot with a grid drawn over it: red when it was read, orange for a candidate
  /// that was refused; each doubtful cell crossed, and `caption` (e.g. why the grid was
  /// refused) written in a band across the top.
  public static func outline(
    _ image: Bitmap, geometry g: BoardGeometry?, doubtful: Set<Int>, caption: String?
  ) -> Bitmap {
    var out = image
    if let g {
      let colour = caption == nil ? RGB(255, 0, 64) : RGB(255, 140, 0)
      let thickness = max(2, Int(g.tileSize / 40))
      let top = max(0, Int(g.originY))
      let bottom = min(out.height, Int(g.originY + 5 * g.tileSize))
      let left = max(0, Int(g.originX))
      let right = min(out.width, Int(g.originX + 5 * g.tileSize))
      for k in 0...Board.side {
        let x = Int(g.originX + Double(k) * g.tileSize)
        let y = Int(g.originY + Double(k) * g.tileSize)
        for t in 0..<thickness {
          let xx = min(out.width - 1, max(0, x - thickness / 2 + t))
          for yy in top..<max(top, bottom) { out.setPixel(xx, yy, colour) }
          let yy = min(out.height - 1, max(0, y - thickness / 2 + t))
          if yy >= 0 && yy < out.height {
            for xx in left..<max(left, right) { out.setPixel(xx, yy, colour) }
          }
        }
      }
      let magenta = RGB(230, 0, 230)
      for tile in doubtful.sorted() where (0..<Board.tileCount).contains(tile) {
        let x0 = g.originX + Double(tile % Board.side) * g.tileSize
        let y0 = g.originY + Double(tile / Board.side) * g.tileSize
        let n = Int(g.tileSize)
        for i in 0..<max(0, n) {
          for t in 0..<thickness {
            for (px, py) in [(i + t, i), (n - 1 - i + t, i)] {
              let xx = Int(x0) + px
              let yy = Int(y0) + py
              if xx >= 0 && xx < out.width && yy >= 0 && yy < out.height {
                out.setPixel(xx, yy, magenta)
              }
            }
          }
        }
      }
    }
    if let caption { write(caption, into: &out) }
    return out
  }

  /// One row per tile: the glyph as read, its best and second-best templates, and two bars
  /// for their similarities (green the best, grey the runner-up; full width is 100%).
  public static func tiles(_ read: BoardReading, templates: LetterTemplates) -> Bitmap {
    tiles(glyphs: read.glyphs, matches: read.letterMatches, doubtful: [], templates: templates)
  }

  /// The tile sheet of an inspection: as for a reading, with each doubtful tile's row marked
  /// by a magenta band at its left edge.
  public static func tiles(_ seen: ReadingInspection, templates: LetterTemplates) -> Bitmap {
    tiles(
      glyphs: seen.glyphs, matches: seen.matches, doubtful: seen.doubtfulTiles, templates: templates
    )
  }

  static func tiles(
    glyphs: [Glyph?], matches: [LetterMatch?], doubtful: Set<Int>, templates: LetterTemplates
  ) -> Bitmap {
    let cw = Glyph.columns * glyphScale
    let ch = Glyph.rows * glyphScale
    let bar = 200
    let gap = 8
    let width = gap + 3 * (cw + gap) + bar + gap
    let rowHeight = ch + gap
    var out = Bitmap(
      checkedWidth: width, height: gap + Board.tileCount * rowHeight, fill: RGB(255, 255, 255))
    for i in 0..<Board.tileCount {
      let y = gap + i * rowHeight
      if doubtful.contains(i) {
        fillRect(&out, x: 0, y: y - gap / 2, w: gap - 2, h: rowHeight, colour: RGB(230, 0, 230))
      }
      if i < glyphs.count, let glyph = glyphs[i] {
        draw(glyph, into: &out, x: gap, y: y, colour: RGB(0, 0, 0))
      }
      guard i < matches.count, let m = matches[i] else { continue }
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

  static func fillRect(_ out: inout Bitmap, x: Int, y: Int, w: Int, h: Int, colour: RGB) {
    for py in max(0, y)..<min(out.height, y + h) {
      for px in max(0, x)..<min(out.width, x + w) { out.setPixel(px, py, colour) }
    }
  }
}
