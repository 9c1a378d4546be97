/// Why an image could not be read; every case shares the code `unreadable-image`.
public enum ImageDecodingError: LetterfunError, Equatable {
  /// The file or byte buffer holds nothing.
  case empty
  /// Not an image at all; the payload says what it looks like instead ("text", "a PDF document").
  case notAnImage(String)
  /// The data stops before the image does.
  case truncated
  /// The data is damaged; the payload is the decoder's own words.
  case corrupt(String)
  /// More pixels than `ImageLimits.maxPixels`.
  case tooLarge(width: Int, height: Int, maxPixels: Int)
  /// One side far longer than the other (see `ImageLimits.maxAspectRatio`).
  case implausibleShape(width: Int, height: Int)
  /// A file bigger than `ImageLimits.maxFileBytes`.
  case fileTooLarge(bytes: Int, maxBytes: Int)
  /// An image format or variant letterfun does not read; the payload is the whole advice.
  case unsupported(String)
  /// The file cannot be opened or read.
  case cannotRead(path: String, reason: String)
  /// The path names a folder.
  case isDirectory(path: String)
  /// Pixel bytes that do not fill a `width` × `height` RGBA image exactly.
  case pixelCountMismatch(width: Int, height: Int, bytes: Int)
  /// A size or region that leaves no image (a side of 0, a crop outside); the payload says which.
  case badGeometry(String)

  public var code: String { "unreadable-image" }

  public var description: String {
    switch self {
    case .empty:
      return "the image is empty (0 bytes)"
    case .notAnImage(let hint):
      return
        "this is not an image (it looks like \(hint)); letterfun reads PNG and JPEG screenshots"
    case .truncated:
      return "the image is cut short (truncated); copy or export the screenshot again"
    case .corrupt(let detail):
      return "the image is damaged (\(detail)); copy or export the screenshot again"
    case .tooLarge(let width, let height, let maxPixels):
      return
        "the image is \(width)x\(height) pixels, more than the \(maxPixels) pixels letterfun reads;"
        + " use a screenshot"
    case .implausibleShape(let width, let height):
      return "the image is \(width)x\(height) pixels, too long and thin to be a screenshot"
    case .fileTooLarge(let bytes, let maxBytes):
      return "the file is \(bytes) bytes, more than the \(maxBytes) bytes letterfun reads"
    case .unsupported(let advice):
      return advice
    case .cannotRead(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .isDirectory(let path):
      return "\(path) is a folder, not an image file"
    case .pixelCountMismatch(let width, let height, let bytes):
      return
        "the pixel data has \(bytes) bytes, but a \(width)x\(height) image needs"
        + " \(width &* height &* 4) (4 per pixel: R, G, B, A)"
    case .badGeometry(let detail):
      return "cannot make that image: \(detail)"
    }
  }
}

extension ImageDecodingError {
  /// A failed read of an image file, in this error's words (a folder has its own case).
  init(_ failure: FileError) {
    switch failure.cause {
    case .isDirectory: self = .isDirectory(path: failure.path)
    case .tooLarge(let bytes, let maxBytes): self = .fileTooLarge(bytes: bytes, maxBytes: maxBytes)
    case .system, .notRegularFile, .noFileName:
      self = .cannotRead(path: failure.path, reason: failure.reason)
    }
  }
}
