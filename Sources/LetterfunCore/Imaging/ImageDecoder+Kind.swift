import Foundation

extension ImageDecoder {
  /// What a file holds by its first bytes: "PNG", "JPEG", another format's name, or a
  /// description ("text"); nil when it cannot be opened (reading it then says why).
  public static func kind(ofFileAt path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 64) else { return nil }
    switch ImageFormat.sniff([UInt8](head)) {
    case .png, .cgbiPNG: return "PNG"
    case .jpeg: return "JPEG"
    case .other(let name): return name
    case .notAnImage(let what): return what
    }
  }

  /// Whether a `kind(ofFileAt:)` answer names an image format (read or not), not other data.
  public static func isImageKind(_ kind: String) -> Bool {
    ["PNG", "JPEG", "GIF", "WebP", "HEIC", "HEIF", "AVIF", "BMP", "TIFF", "JPEG XL", "JPEG 2000",
      "Photoshop"].contains(kind)
  }
}
