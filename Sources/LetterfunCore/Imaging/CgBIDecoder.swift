/// Decodes Apple's CgBI PNGs (Xcode's "optimised" iOS PNGs), which stock libpng refuses.
///
/// The format differs from PNG in three ways: a `CgBI` chunk comes first, the IDAT stream is raw
/// deflate without the zlib header and checksum, and pixels are BGRA with premultiplied alpha.
/// Output is straight (not premultiplied) RGBA8; fully transparent pixels come out (0,0,0,0).
enum CgBIDecoder {
  static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageDecodingError) -> Bitmap {
    let (chunks, problem) = PNGChunk.chunks(of: bytes)
    switch problem {
    case .malformed(let detail): throw .corrupt(detail)
    case .truncated where !chunks.contains(where: { $0.type == "IDAT" }): throw .truncated
    // A file cut inside IEND or after the last IDAT may still hold every pixel: inflate decides.
    case .truncated, nil: break
    }
    guard chunks.count >= 2, chunks[0].type == "CgBI", chunks[1].type == "IHDR",
      chunks[1].data.count == 13
    else {
      throw .corrupt("a CgBI PNG must start with its CgBI and IHDR chunks")
    }
    let header = Array(bytes[chunks[1].data])
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let (bitDepth, colourType, interlace) = (header[8], header[9], header[12])
    try limits.check(width: width, height: height)
    guard bitDepth == 8, colourType == 6 || colourType == 2 else {
      throw .unsupported(
        "this Apple CgBI PNG has bit depth \(bitDepth) and colour type \(colourType);"
          + " only 8-bit RGB and RGBA are read; export it again as a normal PNG")
    }
    guard interlace == 0 else {
      throw .unsupported("this Apple CgBI PNG is interlaced; export it again as a normal PNG")
    }
    let channels = colourType == 6 ? 4 : 3
    let stride = width * channels
    var compressed = [UInt8]()
    for chunk in chunks where chunk.type == "IDAT" { compressed += bytes[chunk.data] }
    let filtered = try LibPNG.inflateRaw(compressed, expectedCount: (stride + 1) * height)
    let pixels = try unfilter(filtered, stride: stride, height: height, bytesPerPixel: channels)
    return Bitmap(
      checkedWidth: width, height: height, pixels: straightRGBA(pixels, channels: channels))
  }

  /// Undoes PNG row filters and returns the pixel rows without their filter bytes.
  private static func unfilter(
    _ data: [UInt8], stride: Int, height: Int, bytesPerPixel bpp: Int
  ) throws(ImageDecodingError) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: stride * height)
    var previous = [UInt8](repeating: 0, count: stride)
    var current = [UInt8](repeating: 0, count: stride)
    for y in 0..<height {
      let start = y * (stride + 1)
      let filter = data[start]
      for i in 0..<stride { current[i] = data[start + 1 + i] }
      switch filter {
      case 0:
        break
      case 1:
        for i in bpp..<max(bpp, stride) { current[i] &+= current[i - bpp] }
      case 2:
        for i in 0..<stride { current[i] &+= previous[i] }
      case 3:
        for i in 0..<stride {
          let left = i >= bpp ? Int(current[i - bpp]) : 0
          current[i] &+= UInt8((left + Int(previous[i])) / 2)
        }
      case 4:
        for i in 0..<stride {
          let a = i >= bpp ? Int(current[i - bpp]) : 0
          let b = Int(previous[i])
          let c = i >= bpp ? Int(previous[i - bpp]) : 0
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          current[i] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
        }
      default:
        throw .corrupt("row \(y) has unknown filter type \(filter)")
      }
      pixels.replaceSubrange(y * stride..<(y + 1) * stride, with: current)
      swap(&previous, &current)
    }
    return pixels
  }

  /// BGRA premultiplied (or BGR) → RGBA straight.
  private static func straightRGBA(_ pixels: [UInt8], channels: Int) -> [UInt8] {
    let count = pixels.count / channels
    var out = [UInt8](repeating: 255, count: count * 4)
    for n in 0..<count {
      let i = n * channels
      let o = n * 4
      let (b, g, r) = (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
      guard channels == 4 else {
        (out[o], out[o + 1], out[o + 2]) = (UInt8(r), UInt8(g), UInt8(b))
        continue
      }
      let a = Int(pixels[i + 3])
      // Opaque, as screenshots are: un-premultiplying changes nothing ((c·255 + 127) / 255 = c)
      // and three divisions a pixel were most of this function's time.
      if a == 255 {
        (out[o], out[o + 1], out[o + 2]) = (UInt8(r), UInt8(g), UInt8(b))
        continue
      }
      func straight(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
      (out[o], out[o + 1], out[o + 2], out[o + 3]) = (
        straight(r), straight(g), straight(b), UInt8(a)
      )
    }
    return out
  }
}
