internal import CPNG

/// Decodes standard PNGs with libpng's simplified API, which keeps its setjmp inside libpng.
///
/// Colour values come out exactly as stored: 8-bit samples unchanged, 16-bit samples rounded to
/// `v * 255 / 65535`, no gamma or colour-profile conversion (tile colours are classified against
/// stored values). Alpha is kept as decoded, not premultiplied, not composited.
enum PNGDecoder {
  /// Chunks that would make libpng convert colours. Dropping them before libpng reads the file
  /// is the only way to switch that off in the simplified API.
  private static let colourManagementChunks: Set<String> = ["gAMA", "sRGB", "iCCP", "cHRM"]

  static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageDecodingError) -> Bitmap {
    if bytes.count < 8 && ImageFormat.pngSignature.starts(with: bytes) { throw .truncated }
    guard bytes.starts(with: ImageFormat.pngSignature) else {
      throw .corrupt("the PNG signature is damaged, as by a text-mode file transfer")
    }
    let input = withoutColourManagement(bytes)
    // Sound: libpng reads `raw` and writes `image` only between begin and finish, inside both
    // closures.
    var image = unsafe png_image()
    unsafe image.version = UInt32(PNG_IMAGE_VERSION)
    let result: Result<Bitmap, ImageDecodingError> = unsafe input.withUnsafeBytes { raw in
      unsafe withUnsafeMutablePointer(to: &image) { image in
        // libpng keeps pointers to `raw` and `image` from begin to finish: both stay in scope.
        defer { unsafe png_image_free(image) }
        guard unsafe png_image_begin_read_from_memory(image, raw.baseAddress, raw.count) != 0 else {
          return unsafe .failure(error(from: image))
        }
        let width = unsafe Int(image.pointee.width)
        let height = unsafe Int(image.pointee.height)
        do throws(ImageDecodingError) {
          try limits.check(width: width, height: height)
        } catch {
          return .failure(error)
        }
        let stride = width * 4
        guard stride <= Int(Int32.max) else {
          return .failure(.tooLarge(width: width, height: height, maxPixels: limits.maxPixels))
        }
        unsafe image.pointee.format = UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
        // Without this flag libpng takes 16-bit samples as linear light and gamma-encodes them
        // on the way to 8 bits: the iPhone X background (49,49,49) would read as (120,120,120).
        unsafe image.pointee.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        unsafe lf_png_image_skip_adler32(image)
        // libpng writes every byte of every row: zero-filling the buffer first was a wasted
        // pass over the largest allocation of a run.
        var finished: Int32 = 0
        // Sound: libpng writes exactly stride × height bytes (checked against the limits above), or
        // fails.
        let pixels = unsafe [UInt8](unsafeUninitializedCapacity: stride * height) { out, count in
          unsafe HugePages.advise(out)
          finished = unsafe png_image_finish_read(image, nil, out.baseAddress, Int32(stride), nil)
          count = finished != 0 ? stride * height : 0
        }
        guard finished != 0 else { return unsafe .failure(error(from: image)) }
        return .success(Bitmap(checkedWidth: width, height: height, pixels: pixels))
      }
    }
    return try result.get()
  }

  /// `bytes` without gAMA, sRGB, iCCP and cHRM chunks (or unchanged if it has none, or if its
  /// chunks cannot be walked, in which case libpng reports the damage).
  static func withoutColourManagement(_ bytes: [UInt8]) -> [UInt8] {
    let (chunks, _) = PNGChunk.chunks(of: bytes)
    let dropped = chunks.filter { colourManagementChunks.contains($0.type) }
    guard !dropped.isEmpty else { return bytes }
    var kept = [UInt8]()
    kept.reserveCapacity(bytes.count)
    var offset = 0
    for chunk in dropped {
      kept += bytes[offset..<chunk.range.lowerBound]
      offset = chunk.range.upperBound
    }
    kept += bytes[offset...]
    return kept
  }

  private static func error(from image: UnsafeMutablePointer<png_image>) -> ImageDecodingError {
    // Sound: `image` is the live png_image of the caller's closure.
    let message = unsafe CMessage.text(of: image.pointee.message, orElse: "libpng gave no reason")
    if message.contains("beyond end of data") || message.contains("Not enough image data") {
      return .truncated
    }
    return .corrupt(message)
  }
}
