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
    switch channels {
    case .rgba:
      source = bitmap.pixels
    case .rgb:
      var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
      bitmap.withBytes { px in
        for n in 0..<bitmap.width * bitmap.height {
          rgb[n * 3] = px[n * 4]
          rgb[n * 3 + 1] = px[n * 4 + 1]
          rgb[n * 3 + 2] = px[n * 4 + 2]
        }
      }
      source = rgb
    }
    return try LibPNG.encode(source, width: bitmap.width, height: bitmap.height, alpha: channels == .rgba)
  }
}
