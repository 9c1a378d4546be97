import LetterfunCore

/// Writes the pictures of `--debug-dir`: NAME-board.png (the grid found, outlined) and
/// NAME-tiles.png (each tile beside its best and second-best templates, with bars).
enum DebugPictures {
  static func write(
    _ read: BoardReading, image: Bitmap, path: String, templates: LetterTemplates, to folder: String
  ) throws {
    let name = String(path.split(separator: "/").last ?? "screenshot")
    let stem = name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : name
    let base = folder.hasSuffix("/") ? folder + stem : folder + "/" + stem
    let png = PNGEncoder(channels: .rgb)
    try png.write(DebugSheet.outline(image, geometry: read.geometry), to: base + "-board.png")
    try png.write(DebugSheet.tiles(read, templates: templates), to: base + "-tiles.png")
  }
}
