internal import CJPEGShim

/// Decodes JPEGs with libjpeg-turbo through the C shim, which owns every setjmp.
enum JPEGDecoder {
  /// `minShortSide`: see `ImageDecoder.decode(_:limits:reducingJPEGTo:)`.
  static func decode(_ bytes: [UInt8], limits: ImageLimits, minShortSide: Int? = nil)
    throws(ImageDecodingError) -> Bitmap
  {
    var image = lf_jpeg_image()
    let status = bytes.withUnsafeBufferPointer { input in
      lf_jpeg_decode(
        input.baseAddress, input.count, UInt(max(0, limits.maxPixels)),
        UInt(max(1, limits.maxAspectRatio)), UInt(max(0, minShortSide ?? 0)), &image)
    }
    defer { lf_jpeg_free(image.pixels) }
    let width = Int(image.width)
    let height = Int(image.height)
    switch status {
    case LF_JPEG_OK:
      guard let pixels = image.pixels else { throw .corrupt("the JPEG decoder returned no pixels") }
      let count = width * height * 4
      let stored = Bitmap(
        checkedWidth: width, height: height,
        pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
      // Phones store photos as the sensor saw them and say in EXIF how to turn them.
      return stored.oriented(exif: Int(image.orientation))
    case LF_JPEG_TRUNCATED:
      throw .truncated
    case LF_JPEG_TOO_LARGE:
      // The shim tests both budgets at once; ask the limits which one failed, for the message.
      try limits.check(width: width, height: height)
      throw .tooLarge(width: width, height: height, maxPixels: limits.maxPixels)
    case LF_JPEG_UNSUPPORTED:
      let reason = CMessage.text(of: image.message, orElse: "this JPEG's colours are not RGB")
      throw .unsupported("\(reason); save the screenshot as an RGB JPEG or PNG")
    case LF_JPEG_NO_MEMORY:
      throw .unsupported("there is not enough memory to decode this \(width)x\(height) image")
    default:
      throw .corrupt(CMessage.text(of: image.message, orElse: "libjpeg gave no reason"))
    }
  }
}
