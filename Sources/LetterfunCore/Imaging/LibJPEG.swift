internal import CJPEGShim

/// The program's calls into libjpeg-turbo, all through `CJPEGShim`, which keeps every libjpeg
/// call behind its own setjmp. Each function takes and returns Swift values; the C buffers live
/// inside it.
enum LibJPEG {
  /// `JPEGDecoder.decode`: the RGBA8 pixels of a JPEG file, turned as its EXIF says.
  static func decode(_ bytes: [UInt8], limits: ImageLimits, minShortSide: Int?)
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

  /// `JPEGEncoder.encode` for a bitmap and quality the caller has checked.
  static func encode(
    _ bitmap: Bitmap, quality: Int, fullChroma: Bool
  ) throws(ImageEncodingError) -> [UInt8] {
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
