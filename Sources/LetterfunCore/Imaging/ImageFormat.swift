/// What a byte buffer holds, judged by its first bytes (never by a file name).
enum ImageFormat: Equatable {
  case png
  /// Apple's "CgBI" PNG variant (Xcode's optimised iOS assets), which libpng refuses.
  case cgbiPNG
  case jpeg
  /// An image format letterfun recognises but does not read, by name ("HEIC", "GIF").
  case other(String)
  /// Not an image; the payload describes it for a message ("text", "a PDF document").
  case notAnImage(String)

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Sniffs the format. Returns `.png` also for a PNG whose signature was damaged, so the PNG
  /// decoder reports the damage rather than calling it "not an image".
  static func sniff(_ bytes: [UInt8]) -> ImageFormat {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }

    if starts(pngSignature) { return ascii("CgBI", at: 12) ? .cgbiPNG : .png }
    // A file cut inside the signature is a truncated image, not text.
    if bytes.count < pngSignature.count && pngSignature.starts(with: bytes) { return .png }
    if bytes.count < 3 && [0xFF, 0xD8, 0xFF].starts(with: bytes) { return .jpeg }
    if starts([0x89]) && ascii("PNG", at: 1) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if ascii("GIF87a") || ascii("GIF89a") { return .other("GIF") }
    if ascii("RIFF") && ascii("WEBP", at: 8) { return .other("WebP") }
    if ascii("ftyp", at: 4), bytes.count >= 12 {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      switch brand {
      case "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs": return .other("HEIC")
      case "mif1", "msf1": return .other("HEIF")
      case "avif", "avis": return .other("AVIF")
      case "qt  ": return .notAnImage("a QuickTime video")
      default: return .notAnImage("a video or other MPEG-4 file")
      }
    }
    if ascii("BM"), bytes.count >= 18, [12, 40, 52, 56, 64, 108, 124].contains(Int(bytes[14])),
      bytes[15] == 0, bytes[16] == 0, bytes[17] == 0
    {
      return .other("BMP")
    }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
      return .other("TIFF")
    }
    if starts([0xFF, 0x0A]) || (starts([0, 0, 0, 0x0C]) && ascii("JXL ", at: 4)) {
      return .other("JPEG XL")
    }
    if starts([0, 0, 0, 0x0C]) && ascii("jP  ", at: 4) { return .other("JPEG 2000") }
    if ascii("8BPS") { return .other("Photoshop") }
    if ascii("%PDF") { return .notAnImage("a PDF document") }
    if starts([0x50, 0x4B, 0x03, 0x04]) { return .notAnImage("a ZIP archive") }
    if starts([0x1F, 0x8B]) { return .notAnImage("a gzip archive") }
    return .notAnImage(looksLikeText(bytes) ? "text" : "unknown data starting \(hex(bytes))")
  }

  private static func looksLikeText(_ bytes: [UInt8]) -> Bool {
    let head = bytes.prefix(512)
    // Tab, newline, carriage return and printable ASCII; bytes of 0x80 and above may be UTF-8.
    return head.allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || ($0 >= 0x20 && $0 != 0x7F) }
  }

  private static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789ABCDEF")
    return bytes.prefix(4).map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }
      .joined(separator: " ")
  }
}
