/// Decodes JPEGs with libjpeg-turbo (through `LibJPEG` and the C shim, which owns every setjmp).
enum JPEGDecoder {
  /// `minShortSide`: see `ImageDecoder.decode(_:limits:reducingJPEGTo:)`.
  static func decode(_ bytes: [UInt8], limits: ImageLimits, minShortSide: Int? = nil)
    throws(ImageDecodingError) -> Bitmap
  {
    try LibJPEG.decode(bytes, limits: limits, minShortSide: minShortSide)
  }
}
