internal import CPNG

/// Encodes a `Bitmap` as an 8-bit PNG with libpng's simplified write API.
public struct PNGEncoder: Sendable {
  /// Which channels the file stores.
  public enum Channels: Sendable {
    /// Colour only; alpha is dropped (colours are not composited onto anything).
    case rgb
    case rgba
  }

  public var channels: Channels

  public init(channels: Channels = .rgba) {
    self.channels = channels
  }

  /// Encodes `bitmap` and writes it to `path` atomically (see `AtomicFileWriter`).
  public func write(_ bitmap: Bitmap, to path: String) throws(ImageEncodingError) {
    let bytes = try encode(bitmap)
    do { try AtomicFileWriter.write(bytes, to: path) } catch { throw ImageEncodingError(error) }
  }

  /// The PNG file's bytes.
  public func encode(_ bitmap: Bitmap) throws(ImageEncodingError) -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw .unencodable("it has no pixels (\(bitmap.width)x\(bitmap.height))")
    }
    guard bitmap.width <= 0x7FFF_FFFF / 4, bitmap.height <= 0x7FFF_FFFF else {
      throw .unencodable("it is too large for PNG (\(bitmap.width)x\(bitmap.height))")
    }
    let source: [UInt8]
    var format = UInt32(PNG_FORMAT_FLAG_COLOR)
    switch channels {
    case .rgba:
      source = bitmap.pixels
      format |= UInt32(PNG_FORMAT_FLAG_ALPHA)
    case .rgb:
      var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
      for n in 0..<bitmap.width * bitmap.height {
        rgb[n * 3] = bitmap.pixels[n * 4]
        rgb[n * 3 + 1] = bitmap.pixels[n * 4 + 1]
        rgb[n * 3 + 2] = bitmap.pixels[n * 4 + 2]
      }
      source = rgb
    }
    let stride = Int32(bitmap.width * (channels == .rgba ? 4 : 3))
    // Sound: libpng reads `pixels` (stride × height bytes) and writes `image` inside these closures
    // only.
    var image = unsafe png_image()
    unsafe image.version = UInt32(PNG_IMAGE_VERSION)
    unsafe image.width = UInt32(bitmap.width)
    unsafe image.height = UInt32(bitmap.height)
    unsafe image.format = format
    let result: Result<[UInt8], ImageEncodingError> = unsafe source.withUnsafeBytes { pixels in
      unsafe withUnsafeMutablePointer(to: &image) { image in
        defer { unsafe png_image_free(image) }
        // First call measures, second writes: libpng's own protocol for memory output.
        let failure = { () -> Result<[UInt8], ImageEncodingError> in
          let reason = unsafe CMessage.text(
            of: image.pointee.message, orElse: "libpng gave no reason")
          return .failure(.encoderFailed(reason))
        }
        var size = 0
        guard
          unsafe png_image_write_to_memory(image, nil, &size, 0, pixels.baseAddress, stride, nil)
            != 0
        else { return failure() }
        var output = [UInt8](repeating: 0, count: size)
        let written = unsafe output.withUnsafeMutableBytes { out in
          unsafe png_image_write_to_memory(
            image, out.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
        }
        guard written != 0 else { return failure() }
        return .success(Array(output.prefix(size)))
      }
    }
    return try result.get()
  }
}
