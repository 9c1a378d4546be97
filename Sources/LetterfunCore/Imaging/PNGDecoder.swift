/// Decodes standard PNGs with libpng's simplified API, which keeps its setjmp inside libpng.
///
/// Colour values come out exactly as stored: 8-bit samples unchanged, 16-bit samples rounded to
/// `v * 255 / 65535`, no gamma or colour-profile conversion (tile colours are classified against
/// stored values). Alpha is kept as decoded, not premultiplied, not composited.
enum PNGDecoder {
  /// Chunks that would make libpng convert colours. Dropping them before libpng reads the file
  /// is the only way to switch that off in the simplified API. (An array: a `Set<String>`'s
  /// first use costs a run-time look-up of `String: Hashable`, 0.5% of a small screenshot's
  /// whole run, more than comparing four names.)
  private static let colourManagementChunks = ["gAMA", "sRGB", "iCCP", "cHRM"]

  static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageDecodingError) -> Bitmap {
    if bytes.count < 8 && ImageFormat.pngSignature.starts(with: bytes) { throw .truncated }
    guard bytes.starts(with: ImageFormat.pngSignature) else {
      throw .corrupt("the PNG signature is damaged, as by a text-mode file transfer")
    }
    let input = withoutColourManagement(bytes)
    return try LibPNG.decode(input, limits: limits)
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
}
