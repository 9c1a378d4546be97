/// Turns PNG, Apple CgBI PNG and JPEG bytes into a `Bitmap`, choosing the format by magic bytes.
///
/// Colours are the stored values, with no gamma or ICC conversion (16-bit PNG samples are rounded
/// to 8 bits), so they compare with measured tile colours. Alpha is kept as stored, straight
/// (not premultiplied) and not composited onto any background; JPEGs come out opaque.
public enum ImageDecoder {
  /// Decodes an image held in memory. With `reducingJPEGTo`, a JPEG whose shorter side is at
  /// least twice that many pixels is decoded at 1/2, 1/4 or 1/8 of its size (the smallest scale
  /// whose shorter side stays at least that), which costs a fraction of a full decode; PNGs
  /// are always decoded whole.
  public static func decode(
    _ bytes: [UInt8], limits: ImageLimits = .default, reducingJPEGTo shortSide: Int? = nil
  ) throws(ImageDecodingError) -> Bitmap {
    guard !bytes.isEmpty else { throw .empty }
    switch ImageFormat.sniff(bytes) {
    case .png: return try PNGDecoder.decode(bytes, limits: limits)
    case .cgbiPNG: return try CgBIDecoder.decode(bytes, limits: limits)
    case .jpeg: return try JPEGDecoder.decode(bytes, limits: limits, minShortSide: shortSide)
    case .other(let name):
      throw .unsupported("this is a \(name) image; export it as PNG or JPEG")
    case .notAnImage(let hint):
      throw .notAnImage(hint)
    }
  }

  /// Reads and decodes an image file; the file name's extension plays no part.
  public static func decode(
    contentsOf path: String, limits: ImageLimits = .default, reducingJPEGTo shortSide: Int? = nil
  ) throws(ImageDecodingError) -> Bitmap {
    try decode(contentsOf: SystemPath(path), limits: limits, reducingJPEGTo: shortSide)
  }

  /// Reads and decodes the image file at a path given as bytes (any name the system allows).
  public static func decode(
    contentsOf path: SystemPath, limits: ImageLimits = .default,
    reducingJPEGTo shortSide: Int? = nil
  ) throws(ImageDecodingError) -> Bitmap {
    let bytes: [UInt8]
    do { bytes = try FileReader.contents(of: path, maxBytes: limits.maxFileBytes) } catch {
      throw ImageDecodingError(error)
    }
    return try decode(bytes, limits: limits, reducingJPEGTo: shortSide)
  }
}
