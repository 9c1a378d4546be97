/// Bounds a decoder checks before it allocates, so a hostile or mistaken file cannot exhaust memory.
public struct ImageLimits: Sendable, Equatable {
  /// Most pixels (width × height) an image may have.
  public var maxPixels: Int
  /// Largest file `ImageDecoder.decode(contentsOf:)` reads.
  public var maxFileBytes: Int
  /// Largest ratio of the longer side to the shorter one.
  public var maxAspectRatio: Int

  public init(maxPixels: Int, maxFileBytes: Int, maxAspectRatio: Int) {
    self.maxPixels = maxPixels
    self.maxFileBytes = maxFileBytes
    self.maxAspectRatio = maxAspectRatio
  }

  /// 50 megapixels, 64 MiB, 50:1: several times the largest iPad screenshot, and no panoramas.
  public static let `default` = ImageLimits(
    maxPixels: 50_000_000, maxFileBytes: 64 << 20, maxAspectRatio: 50)

  /// Throws unless `width` × `height` is a size worth allocating for.
  func check(width: Int, height: Int) throws(ImageDecodingError) {
    guard width > 0, height > 0 else {
      throw .corrupt("the image claims a size of \(width)x\(height) pixels")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= maxPixels else {
      throw .tooLarge(width: width, height: height, maxPixels: maxPixels)
    }
    let (longest, overflowed) = min(width, height).multipliedReportingOverflow(by: maxAspectRatio)
    guard overflowed || max(width, height) <= longest else {
      throw .implausibleShape(width: width, height: height)
    }
  }
}
