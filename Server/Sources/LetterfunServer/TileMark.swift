import LetterfunCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colour that marks a tile to tap, black or white, whichever stands out more from the
/// tile: one fixed colour falls below WCAG's 3:1 on some theme (black on the contrast theme's
/// black tiles, a dark outline on the dark theme's). The page's script picks it the same way.
enum TileMark {
  /// The mark's colour and the ink of the number drawn on it, as CSS colours.
  static func colours(on tile: RGB) -> (mark: String, ink: String) {
    let l = luminance(tile)
    // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05).
    return (l + 0.05) * (l + 0.05) >= 0.05 * 1.05 ? ("#000000", "#ffffff") : ("#ffffff", "#000000")
  }

  /// WCAG's relative luminance of an sRGB colour.
  static func luminance(_ c: RGB) -> Double {
    func linear(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
  }

  /// What a screen reader says of a tile after its letter: who holds it, and whether defended.
  static func ownerWords(_ owner: Owner) -> String {
    switch owner {
    case .unclaimed: "free"
    case .player: "yours"
    case .playerDefended: "yours, defended"
    case .opponent: "opponent's"
    case .opponentDefended: "opponent's, defended"
    }
  }
}
