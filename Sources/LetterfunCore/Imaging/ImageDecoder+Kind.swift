extension ImageDecoder {
  /// What a file holds by its first bytes: "PNG", "JPEG", another format's name, or a
  /// description ("text"); nil when it is no regular file or cannot be opened (reading it then
  /// says why). A FIFO in a folder is not opened for reading, which would wait for a writer.
  @_spi(Internals) public static func kind(ofFileAt path: String) -> String? {
    kind(ofFileAt: SystemPath(path))
  }

  /// `kind(ofFileAt:)` of a path given as bytes.
  @_spi(Internals) public static func kind(ofFileAt path: SystemPath) -> String? {
    guard let head = try? FileReader.prefix(of: path, count: 64) else { return nil }
    switch ImageFormat.sniff(head) {
    case .png, .cgbiPNG: return "PNG"
    case .jpeg: return "JPEG"
    case .other(let name): return name
    case .notAnImage(let what): return what
    }
  }

  /// Whether a `kind(ofFileAt:)` answer names an image format (read or not), not other data.
  @_spi(Internals) public static func isImageKind(_ kind: String) -> Bool {
    [
      "PNG", "JPEG", "GIF", "WebP", "HEIC", "HEIF", "AVIF", "BMP", "TIFF", "JPEG XL", "JPEG 2000",
      "Photoshop",
    ].contains(kind)
  }
}
