extension DebugSheet {
  /// A 3x5 pixel font (each row 3 bits, left bit first, top row first) for captions: capitals,
  /// digits and the punctuation of refusal messages; other characters are left blank.
  static let captionFont: [Character: [UInt8]] = [
    "A": [2, 5, 7, 5, 5], "B": [6, 5, 6, 5, 6], "C": [3, 4, 4, 4, 3], "D": [6, 5, 5, 5, 6],
    "E": [7, 4, 6, 4, 7], "F": [7, 4, 6, 4, 4], "G": [3, 4, 5, 5, 3], "H": [5, 5, 7, 5, 5],
    "I": [7, 2, 2, 2, 7], "J": [1, 1, 1, 5, 2], "K": [5, 5, 6, 5, 5], "L": [4, 4, 4, 4, 7],
    "M": [5, 7, 7, 5, 5], "N": [6, 5, 5, 5, 5], "O": [2, 5, 5, 5, 2], "P": [6, 5, 6, 4, 4],
    "Q": [2, 5, 5, 6, 3], "R": [6, 5, 6, 5, 5], "S": [3, 4, 2, 1, 6], "T": [7, 2, 2, 2, 2],
    "U": [5, 5, 5, 5, 7], "V": [5, 5, 5, 5, 2], "W": [5, 5, 7, 7, 5], "X": [5, 5, 2, 5, 5],
    "Y": [5, 5, 2, 2, 2], "Z": [7, 1, 2, 4, 7],
    "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [6, 1, 2, 4, 7], "3": [6, 1, 2, 1, 6],
    "4": [5, 5, 7, 1, 1], "5": [7, 4, 6, 1, 6], "6": [3, 4, 7, 5, 7], "7": [7, 1, 1, 2, 2],
    "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 6],
    ".": [0, 0, 0, 0, 2], ",": [0, 0, 0, 2, 4], ":": [0, 2, 0, 2, 0], ";": [0, 2, 0, 2, 4],
    "(": [1, 2, 2, 2, 1], ")": [4, 2, 2, 2, 4], "-": [0, 0, 7, 0, 0], "'": [2, 2, 0, 0, 0],
    "/": [1, 1, 2, 4, 4], "%": [5, 1, 2, 4, 5], "?": [6, 1, 2, 0, 2], "!": [2, 2, 2, 0, 2],
    "\"": [5, 5, 0, 0, 0], "|": [2, 2, 2, 2, 2], "=": [0, 7, 0, 7, 0], "+": [0, 2, 7, 2, 0],
  ]

  /// Writes `text` (upper-cased, wrapped at spaces) in black on a white band across the top.
  static func write(_ text: String, into out: inout Bitmap) {
    let scale = max(2, out.width / 250)
    let advance = 4 * scale
    let lineHeight = 7 * scale
    let perLine = max(1, (out.width - 2 * scale) / advance)
    var lines: [String] = []
    var line = ""
    for word in text.uppercased().split(separator: " ") {
      var word = String(word)
      while word.count > perLine {
        if !line.isEmpty { lines.append(line); line = "" }
        lines.append(String(word.prefix(perLine)))
        word = String(word.dropFirst(perLine))
      }
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= perLine {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    let band = min(out.height, lines.count * lineHeight + 2 * scale)
    fillRect(&out, x: 0, y: 0, w: out.width, h: band, colour: RGB(255, 255, 255))
    for (row, text) in lines.enumerated() {
      for (column, c) in text.enumerated() {
        guard let rows = captionFont[c] else { continue }
        let x0 = scale + column * advance
        let y0 = scale + row * lineHeight
        for (dy, bits) in rows.enumerated() {
          for dx in 0..<3 where bits & (4 >> dx) != 0 {
            fillRect(
              &out, x: x0 + dx * scale, y: y0 + dy * scale, w: scale, h: scale,
              colour: RGB(0, 0, 0))
          }
        }
      }
    }
  }
}
