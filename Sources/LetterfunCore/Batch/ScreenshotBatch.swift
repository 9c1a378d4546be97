/// The screenshots named on a command line: files as given, folders opened to the images
/// directly inside them (recognised by content, in name order). Files in a folder that are
/// not images at all (text, PDF) are skipped; images letterfun cannot read (HEIC) are kept,
/// so each gets an error that says what to do, and so are files named like images
/// (`notes.png` holding text gets its own error). Paths stay the bytes the system gives, so a
/// name that is not UTF-8 is read like any other.
public enum ScreenshotBatch {
  /// One entry of a batch: an image to read, or a file left out and why.
  public enum Input: Sendable, Equatable {
    case image(SystemPath)
    case skipped(SystemPath, reason: String)
  }

  /// Expands paths written as text (see `expand(_:)` for paths as bytes).
  public static func expand(_ paths: [String]) -> [Input] {
    expand(paths.map { SystemPath($0) })
  }

  /// Expands paths in order; a folder contributes its images sorted by name (byte order).
  public static func expand(_ paths: [SystemPath]) -> [Input] {
    var out: [Input] = []
    for path in paths {
      guard FileIO.isFolder(path) else {
        // Named files are always tried, so that a bad one gets its own error.
        out.append(.image(path))
        continue
      }
      guard let names = SystemCalls.folderEntries(path) else {
        out.append(.skipped(path, reason: "cannot list this folder"))
        continue
      }
      for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != 0x2E {
        let full = path.appending(name)
        if FileIO.isFolder(full) {
          out.append(.skipped(full, reason: "a folder inside a folder is not searched"))
        } else if !hasImageExtension(String(decoding: name, as: UTF8.self)),
          let kind = ImageDecoder.kind(ofFileAt: full), !ImageDecoder.isImageKind(kind)
        {
          // Images of other formats stay in, so that their error says how to convert them;
          // so does anything named like an image, which the player takes for a screenshot.
          out.append(.skipped(full, reason: "not an image (\(kind))"))
        } else {
          out.append(.image(full))
        }
      }
    }
    return out
  }

  /// Whether a file name ends like an image's (`.png`, `.JPG`, `.heic`...).
  static func hasImageExtension(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    let ext = name[name.index(after: dot)...].lowercased()
    return ["png", "jpg", "jpeg", "heic", "heif", "gif", "webp", "bmp", "tif", "tiff", "avif"]
      .contains(ext)
  }
}
