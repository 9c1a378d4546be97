import LetterfunCore

/// What makes the page installable and shareable to: the web app manifest (with its share
/// target, for Android's share sheet), the icons, and the page's colours for the browser.
enum PageAssets {
  static let lightPaper = "#f7f6f3"
  static let darkPaper = "#16181d"

  /// The icon's board, a small game in the light theme's colours: who holds each tile.
  static let iconBoard = "BbwrR" + "bbwrr" + "wwbww" + "bwwrr" + "BbwrR"

  static let manifest = """
    {
      "name": "letterfun",
      "short_name": "letterfun",
      "description": "The move to play on a Letterpress board, from its screenshot.",
      "start_url": "/",
      "scope": "/",
      "display": "standalone",
      "background_color": "\(lightPaper)",
      "theme_color": "\(lightPaper)",
      "icons": [
        {"src": "/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        {"src": "/icon.svg", "sizes": "any", "type": "image/svg+xml"}
      ],
      "share_target": {
        "action": "/share",
        "method": "POST",
        "enctype": "multipart/form-data",
        "params": {"files": [{"name": "screenshot", "accept": ["image/*"]}]}
      }
    }

    """

  static func colour(_ owner: Character) -> RGB {
    Theme.light.palette.tile(Owner(rawValue: owner) ?? .unclaimed, row: 0, column: 0)
  }

  /// The icon as SVG: 5x5 tiles on the page's paper, with a margin Android's masks leave whole.
  static let svg: String = {
    var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">"
    s += "<rect width=\"100\" height=\"100\" fill=\"\(lightPaper)\"/>"
    for (n, owner) in iconBoard.enumerated() {
      let c = colour(owner)
      let hex = "#" + [c.r, c.g, c.b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
      s += "<rect x=\"\(15 + 14 * (n % 5))\" y=\"\(15 + 14 * (n / 5))\" width=\"14\" height=\"14\" fill=\"\(hex)\"/>"
    }
    return s + "</svg>\n"
  }()

  /// The icon as a PNG of `size` pixels a side, drawn like the SVG.
  static func png(size: Int) -> [UInt8] {
    let owners = Array(iconBoard)
    var palette: [(UInt8, UInt8, UInt8)] = [(0xF7, 0xF6, 0xF3)]
    let kinds: [Character] = ["w", "b", "B", "r", "R"]
    for k in kinds {
      let c = colour(k)
      palette.append((c.r, c.g, c.b))
    }
    var pixels = [UInt8](repeating: 0, count: size * size)
    let margin = size * 15 / 100
    let tile = (size - 2 * margin) / 5
    for y in 0..<(tile * 5) {
      for x in 0..<(tile * 5) {
        let owner = owners[(y / tile) * 5 + x / tile]
        pixels[(y + margin) * size + x + margin] = UInt8(1 + kinds.firstIndex(of: owner)!)
      }
    }
    return IconPNG(width: size, height: size, palette: palette, pixels: pixels).bytes
  }

  static let png192 = png(size: 192)
  static let png512 = png(size: 512)
}
