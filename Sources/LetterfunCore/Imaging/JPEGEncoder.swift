internal import CJPEGShim

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
    // Sound: the shim reads `pixels` only during the call and hands back `size` bytes of its own,
    // freed by defer.
    var buffer = unsafe lf_jpeg_buffer()
    let status = unsafe bitmap.pixels.withUnsafeBufferPointer { pixels in
      unsafe lf_jpeg_encode(
        pixels.baseAddress, UInt(bitmap.width), UInt(bitmap.height), Int32(quality),
        fullChroma ? 1 : 0, &buffer)
    }
    defer { unsafe lf_jpeg_free(buffer.bytes) }
    guard status == LF_JPEG_OK, let bytes = unsafe buffer.bytes else {
      throw unsafe .encoderFailed(
        CMessage.text(of: buffer.message, orElse: "libjpeg gave no reason"))
    }
    return unsafe Array(UnsafeBufferPointer(start: bytes, count: Int(buffer.size)))
  }
}
