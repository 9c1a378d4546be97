internal import Glibc

/// The hues of the two players' pictures above the board: the game rings (or fills) the
/// screenshot owner's picture on the left in that player's colour, the opponent's on the right
/// in theirs, so these tell whose a colour is when the palette is no known theme's.
public struct HeaderHues: Sendable, Equatable {
  /// The dominant hue (degrees, 0..<360) of the left half of the band above the board...
  public var left: Double?
  /// ...and of the right half; nil where no colourful hue dominates (a grey or black disc).
  public var right: Double?

  public init(left: Double?, right: Double?) {
    self.left = left
    self.right = right
  }

  /// Pixels less colourful than this (channel spread) have no hue worth trusting.
  static let minimumChroma = 60

  /// Measures the band `BoardReader.headerRegion` describes; nil when the image has none.
  public static func measure(_ image: Bitmap, geometry g: BoardGeometry) -> HeaderHues? {
    guard let band = BoardReader.headerRegion(of: g, in: image) else { return nil }
    let half = band.width / 2
    guard half > 0 else { return nil }
    // About 40,000 samples a half whatever the screen size: the rings are large and flat.
    let step = max(1, Int((Double(half * band.height) / 40_000).squareRoot()))
    func dominant(_ x0: Int, _ x1: Int) -> Double? {
      var bins = [Int](repeating: 0, count: 36)
      var sums = [(Double, Double)](repeating: (0, 0), count: 36)
      var total = 0
      var y = band.y
      while y < band.y + band.height {
        var x = x0
        while x < x1 {
          let p = image.pixel(x, y)
          if p.chroma >= minimumChroma {
            let h = p.hue
            let b = min(35, Int(h / 10))
            bins[b] += 1
            sums[b].0 += cos(h * .pi / 180)
            sums[b].1 += sin(h * .pi / 180)
            total += 1
          }
          x += step
        }
        y += step
      }
      // A ring of one colour gives one peak (with its neighbour bin); a photo spreads out.
      guard total >= 20, let peak = bins.indices.max(by: { bins[$0] < bins[$1] }) else {
        return nil
      }
      let around = [(peak + 35) % 36, peak, (peak + 1) % 36]
      let count = around.reduce(0) { $0 + bins[$1] }
      guard count * 2 >= total else { return nil }
      let cx = around.reduce(0.0) { $0 + sums[$1].0 }
      let cy = around.reduce(0.0) { $0 + sums[$1].1 }
      let h = atan2(cy, cx) * 180 / .pi
      return h < 0 ? h + 360 : h
    }
    return HeaderHues(
      left: dominant(band.x, band.x + half), right: dominant(band.x + half, band.x + band.width))
  }

  /// Which side a colour belongs to by these hues: `.player` when it is the left picture's hue
  /// and not the right's, `.opponent` the other way round, `.none` when the header cannot tell.
  func side(of colour: RGB, within degrees: Double) -> Side {
    guard colour.chroma >= HeaderHues.minimumChroma else { return .none }
    let h = colour.hue
    let l = left.map { RGB.hueDistance(h, $0) } ?? .infinity
    let r = right.map { RGB.hueDistance(h, $0) } ?? .infinity
    if l <= degrees && r > 2 * degrees { return .player }
    if r <= degrees && l > 2 * degrees { return .opponent }
    return .none
  }
}

extension RGB {
  /// Largest channel minus smallest: 0 for greys.
  var chroma: Int { Int(max(r, g, b)) - Int(min(r, g, b)) }

  /// Hue in degrees, 0..<360 (0 for greys).
  var hue: Double {
    let (rr, gg, bb) = (Double(r), Double(g), Double(b))
    let hi = max(rr, gg, bb)
    let c = hi - min(rr, gg, bb)
    guard c > 0 else { return 0 }
    var h: Double
    if hi == rr {
      h = (gg - bb) / c
    } else if hi == gg {
      h = (bb - rr) / c + 2
    } else {
      h = (rr - gg) / c + 4
    }
    h *= 60
    return h < 0 ? h + 360 : h
  }

  /// Degrees between two hues the short way round the circle.
  static func hueDistance(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }
}
