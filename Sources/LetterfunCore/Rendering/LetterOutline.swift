internal import Glibc

/// A capital drawn the renderer's own way: strokes of one weight along straight centre lines
/// (arcs are cut into short ones), cut flat at a top and a bottom line.
///
/// Units are the capital height, y downwards from the cap line: a straight letter spans 0...1,
/// round ones overshoot a little. The shapes are this project's own approximation of the
/// game's geometric sans-serif, sized from letter boxes measured on real screenshots.
public struct LetterOutline: Sendable {
  /// One straight piece of centre line.
  public struct Segment: Sendable {
    @_spi(Internals) public var x0, y0, x1, y1: Double
  }

  /// The stroke's width: 0.18 of the capital height on every device measured.
  @_spi(Internals) public static let weight = 0.18

  /// Width of the letter's box, by which it is centred on the tile.
  public var width: Double
  /// Ink above `top` and below `bottom` is cut away (flat ends of diagonals).
  @_spi(Internals) public var top: Double
  @_spi(Internals) public var bottom: Double
  @_spi(Internals) public var segments: [Segment]

  init(width: Double, top: Double = 0, bottom: Double = 1, _ build: (inout Pen) -> Void) {
    self.width = width
    self.top = top
    self.bottom = bottom
    var pen = Pen()
    build(&pen)
    segments = pen.segments
  }

  /// Collects segments: lines, and elliptic arcs as short lines overlapping at their joints.
  struct Pen {
    var segments: [Segment] = []

    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
      segments.append(Segment(x0: x0, y0: y0, x1: x1, y1: y1))
    }

    /// An arc of the ellipse centred (`cx`, `cy`) with radii `rx`, `ry`, from angle `from` to
    /// `to` in degrees (0 is right, 90 is down, as on screen).
    mutating func arc(
      _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from: Double, to: Double
    ) {
      let pieces = max(4, Int((abs(to - from) / 6).rounded(.up)))
      func point(_ k: Int) -> (Double, Double) {
        let a = (from + (to - from) * Double(k) / Double(pieces)) * .pi / 180
        return (cx + rx * cos(a), cy + ry * sin(a))
      }
      for k in 0..<pieces {
        let (ax, ay) = point(k)
        let (bx, by) = point(k + 1)
        // Lengthened a little both ways so neighbouring pieces, and the lines an arc meets,
        // leave no notch between them.
        let len = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
        let e = len > 0 ? LetterOutline.weight * 0.2 / len : 0
        line(ax - (bx - ax) * e, ay - (by - ay) * e, bx + (bx - ax) * e, by + (by - ay) * e)
      }
    }
  }

  /// The outline of a capital A–Z, nil for anything else.
  public static func of(_ letter: Character) -> LetterOutline? { alphabet[letter] }

  /// Half the stroke, the centre line's distance from an outer edge.
  private static let h = weight / 2
  /// How far round letters reach past the cap and base lines.
  private static let over = 0.018

  static let alphabet: [Character: LetterOutline] = {
    let h = LetterOutline.h
    let o = LetterOutline.over
    var a: [Character: LetterOutline] = [:]
    a["A"] = LetterOutline(width: 0.86) { p in
      p.line(0.43, -0.06, 0.085, 1.06)
      p.line(0.43, -0.06, 0.775, 1.06)
      p.line(0.2, 0.72, 0.66, 0.72)
    }
    a["B"] = LetterOutline(width: 0.70) { p in
      p.line(h, 0, h, 1)
      p.line(h, h, 0.34, h)
      p.line(h, 0.47, 0.39, 0.47)
      p.line(h, 1 - h, 0.39, 1 - h)
      p.arc(0.34, (h + 0.47) / 2, 0.19, (0.47 - h) / 2, from: -90, to: 90)
      p.arc(0.39, (0.47 + 1 - h) / 2, 0.22, (1 - h - 0.47) / 2, from: -90, to: 90)
    }
    a["C"] = LetterOutline(width: 0.895, top: -o, bottom: 1 + o) { p in
      p.arc(0.5 + 0.02, 0.5, 0.5 + o - h, 0.5 + o - h, from: 42, to: 318)
    }
    a["D"] = LetterOutline(width: 0.84) { p in
      p.line(h, 0, h, 1)
      p.line(h, h, 0.42, h)
      p.line(h, 1 - h, 0.42, 1 - h)
      p.arc(0.42, 0.5, 0.84 - h - 0.42, 0.5 - h, from: -90, to: 90)
    }
    a["E"] = LetterOutline(width: 0.615) { p in
      p.line(h, 0, h, 1)
      p.line(h, h, 0.615, h)
      p.line(h, 0.5, 0.57, 0.5)
      p.line(h, 1 - h, 0.615, 1 - h)
    }
    a["F"] = LetterOutline(width: 0.56) { p in
      p.line(h, 0, h, 1)
      p.line(h, h, 0.56, h)
      p.line(h, 0.53, 0.52, 0.53)
    }
    a["G"] = LetterOutline(width: 0.93, top: -o, bottom: 1 + o) { p in
      // Narrower than the O, open at the upper right; a short bar and a straight right side
      // down to the base line, where it stands out as a spur.
      p.arc(0.465, 0.5, 0.465 - h, 0.5 + o - h, from: 0, to: 318)
      p.line(0.93 - h, 0.45, 0.93 - h, 1)
      p.line(0.62, 0.5, 0.93, 0.5)
    }
    a["H"] = LetterOutline(width: 0.81) { p in
      p.line(h, 0, h, 1)
      p.line(0.81 - h, 0, 0.81 - h, 1)
      p.line(h, 0.5, 0.81 - h, 0.5)
    }
    a["I"] = LetterOutline(width: 0.18) { p in
      p.line(h, 0, h, 1)
    }
    a["J"] = LetterOutline(width: 0.63, bottom: 1 + o) { p in
      p.line(0.18, h, 0.63, h)
      p.line(0.63 - h, 0, 0.63 - h, 0.64)
      p.arc(0.63 - h - 0.25, 0.64, 0.25, 1 + o - h - 0.64, from: 0, to: 165)
    }
    a["K"] = LetterOutline(width: 0.73) { p in
      p.line(h, 0, h, 1)
      p.line(0.12, 0.64, 0.68, -0.04)
      p.line(0.33, 0.43, 0.70, 1.04)
    }
    a["L"] = LetterOutline(width: 0.60) { p in
      p.line(h, 0, h, 1)
      p.line(h, 1 - h, 0.60, 1 - h)
    }
    a["M"] = LetterOutline(width: 1.035) { p in
      p.line(h, 0, h, 1)
      p.line(1.035 - h, 0, 1.035 - h, 1)
      p.line(0.06, -0.06, 0.5175, 0.76)
      p.line(1.035 - 0.06, -0.06, 0.5175, 0.76)
      // Fills the notch the two diagonals' square ends leave at the vertex.
      p.line(0.5175, 0.68, 0.5175, 0.8)
    }
    a["N"] = LetterOutline(width: 0.81) { p in
      p.line(h, 0, h, 1)
      p.line(0.81 - h, 0, 0.81 - h, 1)
      p.line(0.1, -0.03, 0.71, 1.03)
    }
    a["O"] = LetterOutline(width: 1.035, top: -o, bottom: 1 + o) { p in
      let r = 0.5 + o - h
      p.arc(0.5175, 0.5, r, r, from: 0, to: 360)
    }
    a["P"] = LetterOutline(width: 0.685) { p in
      p.line(h, 0, h, 1)
      p.line(h, h, 0.365, h)
      p.line(h, 0.56, 0.365, 0.56)
      p.arc(0.365, (h + 0.56) / 2, 0.685 - h - 0.365, (0.56 - h) / 2, from: -90, to: 90)
    }
    a["Q"] = LetterOutline(width: 1.047, top: -o, bottom: 1.03) { p in
      let r = 0.5 + o - h
      p.arc(0.5175, 0.5, r, r, from: 0, to: 360)
      // The tail runs from inside the bowl to its lower right, hardly past it.
      p.line(0.62, 0.62, 1.0, 0.98)
    }
    a["R"] = LetterOutline(width: 0.72) { p in
      p.line(h, 0, h, 1)
      p.line(h, h, 0.35, h)
      p.line(h, 0.55, 0.35, 0.55)
      p.arc(0.35, (h + 0.55) / 2, 0.66 - h - 0.35, (0.55 - h) / 2, from: -90, to: 90)
      p.line(0.36, 0.52, 0.68, 1.04)
    }
    a["S"] = LetterOutline(width: 0.667, top: -o, bottom: 1 + o) { p in
      let rx = 0.3335 - h
      let ry = (0.5 - (h - o)) / 2
      p.arc(0.3335, 0.5 - ry, rx, ry, from: 335, to: 90)
      p.arc(0.3335, 0.5 + ry, rx, ry, from: 270, to: 515)
    }
    a["T"] = LetterOutline(width: 0.84) { p in
      p.line(0, h, 0.84, h)
      p.line(0.42, 0, 0.42, 1)
    }
    a["U"] = LetterOutline(width: 0.81, bottom: 1 + o) { p in
      p.line(h, 0, h, 0.6)
      p.line(0.81 - h, 0, 0.81 - h, 0.6)
      p.arc(0.405, 0.6, 0.405 - h, 1 + o - h - 0.6, from: 0, to: 180)
    }
    a["V"] = LetterOutline(width: 0.86) { p in
      p.line(0.085, -0.06, 0.43, 1.06)
      p.line(0.775, -0.06, 0.43, 1.06)
    }
    a["W"] = LetterOutline(width: 1.246) { p in
      p.line(0.075, -0.05, 0.35, 1.05)
      p.line(0.623, -0.05, 0.35, 1.05)
      p.line(0.623, -0.05, 0.896, 1.05)
      p.line(1.171, -0.05, 0.896, 1.05)
    }
    a["X"] = LetterOutline(width: 0.77) { p in
      p.line(0.08, -0.04, 0.69, 1.04)
      p.line(0.69, -0.04, 0.08, 1.04)
    }
    a["Y"] = LetterOutline(width: 0.79) { p in
      p.line(0.075, -0.05, 0.395, 0.56)
      p.line(0.715, -0.05, 0.395, 0.56)
      p.line(0.395, 0.5, 0.395, 1)
    }
    a["Z"] = LetterOutline(width: 0.754) { p in
      p.line(0.04, h, 0.72, h)
      p.line(0, 1 - h, 0.754, 1 - h)
      p.line(0.64, h, 0.1, 1 - h)
    }
    return a
  }()
}
