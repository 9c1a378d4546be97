import LetterfunCore

/// Writes the pictures of `--debug-dir`: STEM-board.png (the grid found, outlined; or the best
/// candidate and why it was refused) and STEM-tiles.png (each tile beside its best and
/// second-best templates, with bars; doubtful tiles marked).
enum DebugPictures {
  /// The file name without its folder and extension: the base of its pictures' names.
  static func stem(of path: String) -> String {
    let name = String(path.split(separator: "/").last ?? "screenshot")
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// Writes both pictures of one input; an existing file that is not an image is replaced only
  /// with `force`.
  static func write(
    _ seen: ReadingInspection, image: Bitmap, stem: String, templates: LetterTemplates,
    to folder: String, force: Bool
  ) throws {
    let base = folder.hasSuffix("/") ? folder + stem : folder + "/" + stem
    let caption = seen.refusal.map { "refused: \($0.code): \($0.description)" }
    var pictures = [
      (
        base + "-board.png",
        DebugSheet.outline(
          image, geometry: seen.geometry, doubtful: seen.doubtfulTiles, caption: caption)
      )
    ]
    // No grid, no tiles to show.
    if !seen.glyphs.isEmpty {
      pictures.append((base + "-tiles.png", DebugSheet.tiles(seen, templates: templates)))
    }
    let png = PNGEncoder(channels: .rgb)
    for (path, picture) in pictures {
      try CommandError.checkOutput(path, kind: .image, writing: "an image", force: force)
      try png.write(picture, to: path)
    }
  }
}

extension ReadingInspection {
  /// What a successful reading saw: its grid, glyphs and matches, nothing doubted.
  init(_ read: BoardReading) {
    self.init(
      geometry: read.geometry, glyphs: read.glyphs, matches: read.letterMatches,
      doubtfulTiles: [], refusal: nil)
  }
}
