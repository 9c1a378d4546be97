internal import CJPEGShim

/// Decodes JPEGs with libjpeg-turbo through the C shim, which owns every setjmp.
enum JPEGDecoder {
  /// `minShortSide`: see `ImageDecoder.decode(_:limits:reducingJPEGTo:)`.
  static func decode(_ bytes: [UInt8], limits: ImageLimits, minShortSide: Int? = nil)
    throws(ImageDecodingError) -> Bitmap
  {
    // Sound: the shim reads `input` only during the call; pixels (width × height × 4) are its own,
    // freed by defer.
    var image = unsafe lf_jpeg_image()
    let status = unsafe bytes.withUnsafeBufferPointer { input in
      unsafe lf_jpeg_decode(
        input.baseAddress, input.count, UInt(max(0, limits.maxPixels)),
        UInt(max(1, limits.maxAspectRatio)), UInt(max(0, minShortSide ?? 0)), &image)
    }
    defer { unsafe lf_jpeg_free(image.pixels) }
    let width = unsafe Int(image.width)
    let height = unsafe Int(image.height)
    switch status {
    case LF_JPEG_OK:
      guard let pixels = unsafe image.pixels else {
        throw .corrupt("the JPEG decoder returned no pixels")
      }
      let count = width * height * 4
      let stored = unsafe Bitmap(
        checkedWidth: width, height: height,
        pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
      // Phones store photos as the sensor saw them and say in EXIF how to turn them.
      return unsafe stored.oriented(exif: Int(image.orientation))
    case LF_JPEG_TRUNCATED:
      throw .truncated
    case LF_JPEG_TOO_LARGE:
      // The shim tests both budgets at once; ask the limits which one failed, for the message.
      try limits.check(width: width, height: height)
      throw .tooLarge(width: width, height: height, maxPixels: limits.maxPixels)
    case LF_JPEG_UNSUPPORTED:
      let reason = unsafe CMessage.text(
        of: image.message, orElse: "this JPEG's colours are not RGB")
      throw .unsupported("\(reason); save the screenshot as an RGB JPEG or PNG")
    case LF_JPEG_NO_MEMORY:
      throw .unsupported("there is not enough memory to decode this \(width)x\(height) image")
    default:
      throw unsafe .corrupt(CMessage.text(of: image.message, orElse: "libjpeg gave no reason"))
    }
  }
}
