/// The score digits drawn the renderer's own way, as `LetterOutline`s (strokes along centre
/// lines, units of the digit height): this project's approximation of the game's bold rounded
/// figures, sized from digit boxes measured on real headers, never the reader's templates.
enum DigitOutline {
  /// The outline of a digit 0–9, nil for any other character.
  static func of(_ c: Character) -> LetterOutline? {
    guard let d = c.wholeNumberValue, (0...9).contains(d) else { return nil }
    return outlines[d]
  }

  private static let outlines: [LetterOutline] = [
    // 0: an upright oval.
    LetterOutline(width: 0.73, top: -0.1, bottom: 1.1) { p in
      p.arc(0.365, 0.5, 0.275, 0.41, from: 0, to: 360)
    },
    // 1: a stem with a flag, standing on a foot.
    LetterOutline(width: 0.62) { p in
      p.line(0.36, 0.09, 0.36, 0.95)
      p.line(0.36, 0.09, 0.12, 0.25)
      p.line(0.06, 0.91, 0.62, 0.91)
    },
    // 2: a hook over a diagonal, on a flat base.
    LetterOutline(width: 0.7, top: -0.1) { p in
      p.arc(0.34, 0.3, 0.22, 0.21, from: 195, to: 375)
      p.line(0.55, 0.37, 0.1, 0.86)
      p.line(0.07, 0.91, 0.64, 0.91)
    },
    // 3: a flat top, a diagonal, and a bowl open to the left.
    LetterOutline(width: 0.72, top: 0, bottom: 1.1) { p in
      p.line(0.06, 0.09, 0.6, 0.09)
      p.line(0.6, 0.09, 0.24, 0.42)
      p.arc(0.36, 0.66, 0.27, 0.25, from: 245, to: 500)
    },
    // 4: a diagonal and a crossbar, with the stem on the right.
    LetterOutline(width: 0.72) { p in
      p.line(0.5, 0.09, 0.05, 0.63)
      p.line(0.02, 0.66, 0.7, 0.66)
      p.line(0.5, 0.09, 0.5, 0.95)
    },
    // 5: a flag, a short stem and a bowl.
    LetterOutline(width: 0.72, top: 0, bottom: 1.1) { p in
      p.line(0.56, 0.09, 0.12, 0.09)
      p.line(0.12, 0.09, 0.1, 0.44)
      p.arc(0.36, 0.65, 0.27, 0.26, from: 215, to: 500)
    },
    // 6: a round bowl with a stroke rising from it to the top right.
    LetterOutline(width: 0.74, top: -0.1, bottom: 1.1) { p in
      p.arc(0.37, 0.64, 0.27, 0.27, from: 0, to: 360)
      p.arc(0.62, 0.64, 0.52, 0.56, from: 180, to: 258)
    },
    // 7: a flat top and a long diagonal.
    LetterOutline(width: 0.66) { p in
      p.line(0.04, 0.09, 0.62, 0.09)
      p.line(0.62, 0.09, 0.22, 0.95)
    },
    // 8: a small bowl on a larger one.
    LetterOutline(width: 0.74, top: -0.1, bottom: 1.1) { p in
      p.arc(0.36, 0.27, 0.22, 0.19, from: 0, to: 360)
      p.arc(0.37, 0.7, 0.27, 0.21, from: 0, to: 360)
    },
    // 9: a 6 turned over.
    LetterOutline(width: 0.74, top: -0.1, bottom: 1.1) { p in
      p.arc(0.37, 0.36, 0.27, 0.27, from: 0, to: 360)
      p.arc(0.12, 0.36, 0.52, 0.56, from: 0, to: 78)
    },
  ]
}
