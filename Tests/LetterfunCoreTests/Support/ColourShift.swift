import Foundation
@_spi(Internals) import LetterfunCore

/// A colour change a screen setting, a colour profile or an app's filter can make, applied to
/// every pixel as ImageMagick applies it (checked against ImageMagick 6's output in
/// `ColourShiftTests`): `-gamma g`, and `-modulate brightness,saturation,hue` in HSL.
///
/// Shared with `Benchmarks/Sources/ShiftSweep` (a link to this file), which prints the sweep's
/// table from a release build.
struct ColourShift: Sendable, Hashable {
  enum Kind: Hashable {
    /// Each channel `v` (0...1) becomes `v^(1/g)`: below 1 darker, above 1 lighter.
    case gamma(Double)
    /// Percentages, 100 = unchanged: lightness and saturation scaled, hue turned by
    /// `(hue - 100) * 1.8` degrees (ImageMagick's -modulate in its default HSL).
    case modulate(brightness: Double, saturation: Double, hue: Double)
  }

  var kind: Kind

  static func gamma(_ g: Double) -> ColourShift { ColourShift(kind: .gamma(g)) }
  static func modulate(_ b: Double, _ s: Double, _ h: Double) -> ColourShift {
    ColourShift(kind: .modulate(brightness: b, saturation: s, hue: h))
  }
  /// The hue turned by `degrees`, as `-modulate 100,100,H` turns it.
  static func hue(_ degrees: Double) -> ColourShift { modulate(100, 100, 100 + degrees / 1.8) }

  /// ImageMagick's own spelling, e.g. `-gamma 0.8` or `-modulate 92,115,100`.
  var name: String {
    func n(_ x: Double) -> String {
      x == x.rounded() ? String(Int(x)) : String(format: "%.2f", x)
    }
    switch kind {
    case .gamma(let g): return "-gamma \(n(g))"
    case .modulate(let b, let s, let h): return "-modulate \(n(b)),\(n(s)),\(n(h))"
    }
  }

  /// The issue's four (issue 30), which players' screenshots went through.
  static let issueFour: [ColourShift] = [
    .gamma(0.8), .gamma(1.2), .modulate(92, 115, 100), .modulate(108, 88, 100),
  ]

  /// The whole family: gamma 0.7 to 1.3, brightness and saturation ±20%, hue ±10 degrees,
  /// and the issue's four.
  static let family: [ColourShift] = [
    .gamma(0.7), .gamma(0.8), .gamma(0.9), .gamma(1.1), .gamma(1.2), .gamma(1.3),
    .modulate(80, 100, 100), .modulate(120, 100, 100),
    .modulate(100, 80, 100), .modulate(100, 120, 100),
    .hue(-10), .hue(10),
    .modulate(92, 115, 100), .modulate(108, 88, 100),
  ]

  /// One colour through the change.
  func apply(_ c: RGB) -> RGB {
    switch kind {
    case .gamma(let g):
      func f(_ v: UInt8) -> UInt8 { Self.byte(pow(Double(v) / 255, 1 / g)) }
      return RGB(f(c.r), f(c.g), f(c.b))
    case .modulate(let b, let s, let h):
      var (hue, sat, light) = Self.hsl(c)
      // As ImageMagick: the hue in turns, saturation and lightness scaled and left unclamped
      // (the channels are clamped when stored).
      hue += (h - 100).truncatingRemainder(dividingBy: 200) / 200
      hue -= hue.rounded(.down)
      sat *= s / 100
      light *= b / 100
      return Self.rgb(hue, sat, light)
    }
  }

  /// Every pixel of `image` through the change (alpha kept).
  func apply(_ image: Bitmap) -> Bitmap {
    var out = image
    // A gamma is one table per channel; a modulate is remembered per colour in a small cache,
    // since screenshots repeat few colours over millions of pixels.
    var table = [UInt8](repeating: 0, count: 256)
    if case .gamma = kind {
      for v in 0..<256 { table[v] = apply(RGB(UInt8(v), 0, 0)).r }
    }
    let slots = 1 << 16
    var keys = [UInt32](repeating: .max, count: slots)
    var values = [RGB](repeating: RGB(0, 0, 0), count: slots)
    let isGamma = if case .gamma = kind { true } else { false }
    out.withMutablePixels { px in
      var i = 0
      while i < px.count {
        if isGamma {
          px[i] = table[Int(px[i])]
          px[i + 1] = table[Int(px[i + 1])]
          px[i + 2] = table[Int(px[i + 2])]
        } else {
          let key = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
          let slot = Int((key &* 2_654_435_761) >> 16) & (slots - 1)
          var c: RGB
          if keys[slot] == key {
            c = values[slot]
          } else {
            c = apply(RGB(px[i], px[i + 1], px[i + 2]))
            keys[slot] = key
            values[slot] = c
          }
          px[i] = c.r
          px[i + 1] = c.g
          px[i + 2] = c.b
        }
        i += 4
      }
    }
    return out
  }

  static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, (v * 255).rounded()))) }

  /// Hue in turns (0..<1), saturation and lightness (0...1), as ImageMagick's ConvertRGBToHSL.
  static func hsl(_ c: RGB) -> (Double, Double, Double) {
    let (r, g, b) = (Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255)
    let hi = max(r, g, b)
    let lo = min(r, g, b)
    let d = hi - lo
    let l = (hi + lo) / 2
    guard d > 0 else { return (0, 0, l) }
    let s = l <= 0.5 ? d / (hi + lo) : d / (2 - hi - lo)
    var h = hi == r ? (g - b) / d : hi == g ? (b - r) / d + 2 : (r - g) / d + 4
    h /= 6
    if h < 0 { h += 1 }
    return (h, s, l)
  }

  /// Back to a colour, as ImageMagick's ConvertHSLToRGB (channels clamped when stored).
  static func rgb(_ h: Double, _ s: Double, _ l: Double) -> RGB {
    let c = (l <= 0.5 ? 2 * l : 2 - 2 * l) * s
    let hh = h * 6
    let x = c * (1 - abs(hh.truncatingRemainder(dividingBy: 2) - 1))
    let m = l - c / 2
    let (r, g, b): (Double, Double, Double) =
      switch Int(hh) % 6 {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    return RGB(byte(r + m), byte(g + m), byte(b + m))
  }
}
