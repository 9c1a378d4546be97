/// Why an image could not be encoded or written; every case shares the code `cannot-write-image`.
public enum ImageEncodingError: LetterfunError, Equatable {
  /// The bitmap has no pixels, or is too large for the format.
  case unencodable(String)
  /// The codec library failed; the payload is its message.
  case encoderFailed(String)
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)

  public var code: String { "cannot-write-image" }

  public var description: String {
    switch self {
    case .unencodable(let detail): return "cannot encode this image: \(detail)"
    case .encoderFailed(let detail): return "the image encoder failed: \(detail)"
    case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
    }
  }
}

extension ImageEncodingError {
  /// A failed write of any file letterfun writes (images, and templates too), as `cannotWrite`.
  public init(_ failure: FileError) {
    self = .cannotWrite(path: failure.path, reason: failure.reason)
  }
}
