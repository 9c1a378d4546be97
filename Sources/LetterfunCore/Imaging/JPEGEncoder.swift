/// Encodes a `Bitmap` as a baseline JPEG with libjpeg-turbo; alpha is dropped.
public struct JPEGEncoder: Sendable {
  /// 1 (smallest) to 100 (best).
  public var quality: Int
  /// Keep chroma at full resolution (4:4:4) instead of the 4:2:0 phones and most tools write.
  public var fullChroma: Bool

  public init(quality: Int = 90, fullChroma: Bool = false) {
    self.quality = quality
    self.fullChroma = fullChroma
  }

  /// The JPEG file's bytes.
  public func encode(_ bitmap: Bitmap) throws(ImageEncodingError) -> [UInt8] {
    guard (1...100).contains(quality) else {
      throw .unencodable("JPEG quality must be 1 to 100, not \(quality)")
    }
    guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 65500, bitmap.height <= 65500 else {
      throw .unencodable(
        "JPEG needs 1 to 65500 pixels a side, not \(bitmap.width)x\(bitmap.height)")
    }
    return try LibJPEG.encode(bitmap, quality: quality, fullChroma: fullChroma)
  }
}
