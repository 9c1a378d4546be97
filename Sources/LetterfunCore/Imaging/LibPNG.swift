internal import CPNG
internal import CZlib

/// The program's calls into libpng (PNG decoding and encoding through its simplified API, which
/// keeps its setjmp inside libpng) and zlib (the raw deflate streams of Apple's CgBI PNGs).
/// Each function takes and returns Swift arrays; the pointers the C calls need live inside it.
enum LibPNG {
  /// The RGBA8 pixels of the PNG file `input` (8-bit samples as stored, 16-bit ones rounded,
  /// no gamma conversion: see `PNGDecoder`).
  static func decode(_ input: [UInt8], limits: ImageLimits) throws(ImageDecodingError) -> Bitmap {
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
        // An RGB file (8 or 16 bits, no tRNS) is read as RGB, each row spread to RGBA by our
        // own row transform: libpng's filler moves a pixel's bytes one at a time, half of its
        // work on an 8-bit screenshot (see lf_png_image_spread_rgb).
        let opaqueRGB =
          unsafe image.pointee.format & ~UInt32(PNG_FORMAT_FLAG_LINEAR)
          == UInt32(PNG_FORMAT_FLAG_COLOR) && lf_png_image_spread_rgb(image) != 0
        unsafe image.pointee.format =
          UInt32(PNG_FORMAT_FLAG_COLOR) | (opaqueRGB ? 0 : UInt32(PNG_FORMAT_FLAG_ALPHA))
        // Without this flag libpng takes 16-bit samples as linear light and gamma-encodes them
        // on the way to 8 bits: the iPhone X background (49,49,49) would read as (120,120,120).
        unsafe image.pointee.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        unsafe lf_png_image_skip_adler32(image)
        // libpng writes every byte of every row: zero-filling the buffer first was a wasted
        // pass over the largest allocation of a run.
        var finished: Int32 = 0
        let bytes = stride * height
        // A screenshot-sized image goes to pages of its own (huge pages: see PixelMemory).
        if let memory = PixelMemory(count: bytes) {
          // Sound: libpng writes exactly stride × height bytes, the memory's count, or fails.
          finished = unsafe memory.withUnsafeMutableBytes { out in
            unsafe png_image_finish_read(image, nil, out.baseAddress, Int32(stride), nil)
          }
          guard finished != 0 else { return unsafe .failure(error(from: image)) }
          return .success(Bitmap(checkedWidth: width, height: height, memory: memory))
        }
        // Sound: libpng writes exactly stride × height bytes (checked against the limits above), or
        // fails.
        let pixels = unsafe [UInt8](unsafeUninitializedCapacity: bytes) { out, count in
          finished = unsafe png_image_finish_read(image, nil, out.baseAddress, Int32(stride), nil)
          count = finished != 0 ? bytes : 0
        }
        guard finished != 0 else { return unsafe .failure(error(from: image)) }
        return .success(Bitmap(checkedWidth: width, height: height, pixels: pixels))
      }
    }
    return try result.get()
  }

  /// A PNG file of `source`, `width` × `height` pixels of RGBA8 (`alpha`) or RGB8 bytes, which
  /// the caller has checked against PNG's limits.
  static func encode(
    _ source: [UInt8], width: Int, height: Int, alpha: Bool
  ) throws(ImageEncodingError) -> [UInt8] {
    precondition(source.count == width * height * (alpha ? 4 : 3))
    var format = UInt32(PNG_FORMAT_FLAG_COLOR)
    if alpha { format |= UInt32(PNG_FORMAT_FLAG_ALPHA) }
    let stride = Int32(width * (alpha ? 4 : 3))
    // Sound: libpng reads `pixels` (stride × height bytes) and writes `image` inside these closures
    // only.
    var image = unsafe png_image()
    unsafe image.version = UInt32(PNG_IMAGE_VERSION)
    unsafe image.width = UInt32(width)
    unsafe image.height = UInt32(height)
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

  /// Inflates a raw deflate stream into exactly `expectedCount` bytes; data after them is ignored.
  static func inflateRaw(
    _ input: [UInt8], expectedCount: Int
  ) throws(ImageDecodingError) -> [UInt8] {
    guard !input.isEmpty else { throw .corrupt("the image has no pixel data") }
    // The pixel budget keeps both far below zlib's 32-bit counters; checked all the same.
    guard input.count <= Int(UInt32.max), expectedCount <= Int(UInt32.max) else {
      throw .corrupt("the pixel data is too large")
    }
    var input = input
    var output = [UInt8](repeating: 0, count: expectedCount)
    // Sound: zlib keeps next_in/next_out only inside the buffer closures; they are cleared before
    // leaving.
    var stream = unsafe z_stream()
    // -15: raw deflate, no zlib header (what makes CgBI IDAT unreadable to libpng).
    guard
      unsafe inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .corrupt("zlib could not start") }
    defer { unsafe inflateEnd(&stream) }
    let status: Int32 = unsafe input.withUnsafeMutableBufferPointer { inBuffer in
      unsafe output.withUnsafeMutableBufferPointer { outBuffer in
        unsafe stream.next_in = inBuffer.baseAddress
        unsafe stream.avail_in = UInt32(inBuffer.count)
        unsafe stream.next_out = outBuffer.baseAddress
        unsafe stream.avail_out = UInt32(outBuffer.count)
        var status = Z_OK
        repeat {
          status = unsafe inflate(&stream, Z_NO_FLUSH)
        } while unsafe status == Z_OK && stream.avail_out > 0 && stream.avail_in > 0
        unsafe stream.next_in = nil
        unsafe stream.next_out = nil
        return status
      }
    }
    if unsafe stream.avail_out == 0 { return output }
    switch status {
    case Z_STREAM_END: throw .corrupt("the pixel data is shorter than the image")
    case Z_OK, Z_BUF_ERROR: throw .truncated
    default:
      let reason = unsafe stream.msg.map { unsafe String(cString: $0) } ?? "zlib error \(status)"
      throw .corrupt("bad compressed data: \(reason)")
    }
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
