internal import Glibc

/// A modest colour change between a theme's palette and a screenshot of it, as a screen
/// setting, a colour profile or an app's filter makes one: lightness and saturation scaled and
/// the hue turned (in HSL, as ImageMagick's `-modulate`), then a gamma curve on each channel.
///
/// Hue is what tells the sides apart in every theme, and no change of this kind turns it far:
/// so a board's colours fitted by one shift of a theme show that theme's roles, sides included.
struct PaletteShift: Sendable, Equatable {
  /// Lightness scale (1 = unchanged).
  var brightness = 1.0
  /// Saturation scale.
  var saturation = 1.0
  /// Hue turn in degrees.
  var hue = 0.0
  /// Each channel `v` (0...1) becomes `v^(1/gamma)`, as ImageMagick's `-gamma`.
  var gamma = 1.0

  static let identity = PaletteShift()

  /// The widest shift considered, each way: beyond these a change is no longer modest, and
  /// the colours are read as no theme's.
  static let lower = PaletteShift(brightness: 0.75, saturation: 0.6, hue: -20, gamma: 0.6)
  static let upper = PaletteShift(brightness: 1.3, saturation: 1.6, hue: 20, gamma: 1.6)

  /// How far from unchanged, counting one for each of: lightness by 30%, saturation by half,
  /// hue by 15 degrees, gamma 1.5 (or their inverses), so that a fit pays for the shift it
  /// needs and a far-fetched one loses to a plain one.
  var size: Double {
    abs(log(brightness)) / log(1.3) + abs(log(saturation)) / log(1.5) + abs(hue) / 15
      + abs(log(gamma)) / log(1.5)
  }

  /// `c` through the shift, channels in 0...255 before rounding (what a fit measures).
  func channels(_ c: RGB) -> (Double, Double, Double) {
    var (h, s, l) = Self.hsl(c)
    h += hue / 360
    h -= h.rounded(.down)
    s *= saturation
    l *= brightness
    let (r, g, b) = Self.rgb(h, s, l)
    func channel(_ v: Double) -> Double {
      let x = min(1, max(0, v))
      return 255 * (gamma == 1 ? x : pow(x, 1 / gamma))
    }
    return (channel(r), channel(g), channel(b))
  }

  /// `c` through the shift, as stored in a screenshot.
  func apply(_ c: RGB) -> RGB {
    let (r, g, b) = channels(c)
    return RGB(UInt8(r.rounded()), UInt8(g.rounded()), UInt8(b.rounded()))
  }

  /// Hue in turns (0..<1), saturation and lightness (0...1).
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

  /// Channels (0...1, unclamped: a saturation scaled past 1 overshoots until stored).
  static func rgb(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
    let c = (l <= 0.5 ? 2 * l : 2 - 2 * l) * s
    let hh = h * 6
    let x = c * (1 - abs(hh.truncatingRemainder(dividingBy: 2) - 1))
    let m = l - c / 2
    switch Int(hh) % 6 {
    case 0: return (c + m, x + m, m)
    case 1: return (x + m, c + m, m)
    case 2: return (m, c + m, x + m)
    case 3: return (m, x + m, c + m)
    case 4: return (x + m, m, c + m)
    default: return (c + m, m, x + m)
    }
  }
}
