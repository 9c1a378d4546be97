/// One chunk of a PNG stream, located by byte ranges into the file it came from.
struct PNGChunk: Equatable {
  /// The four-letter type, e.g. `IHDR`.
  let type: String
  /// The whole chunk: length, type, data and CRC.
  let range: Range<Int>
  /// The data alone.
  let data: Range<Int>

  /// Why a chunk walk stopped early.
  enum Problem: Error, Equatable {
    /// The bytes end inside a chunk.
    case truncated
    /// A length or type field no PNG writer produces.
    case malformed(String)
  }

  /// The chunks of `bytes` after the 8-byte signature, up to and including `IEND`. Bytes after
  /// `IEND` are ignored (some iOS tools pad files with zeros). CRCs are not checked.
  static func chunks(of bytes: [UInt8]) -> (chunks: [PNGChunk], problem: Problem?) {
    var chunks: [PNGChunk] = []
    var offset = 8
    while true {
      guard bytes.count - offset >= 8 else { return (chunks, .truncated) }
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      guard length <= Int(Int32.max) else {
        return (chunks, .malformed("a chunk claims \(length) bytes"))
      }
      let typeBytes = bytes[offset + 4..<offset + 8]
      let isLetter = { (b: UInt8) in (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
      guard typeBytes.allSatisfy(isLetter) else {
        return (chunks, .malformed("invalid chunk type"))
      }
      guard bytes.count - offset - 12 >= length else { return (chunks, .truncated) }
      let type = String(decoding: typeBytes, as: UTF8.self)
      let data = offset + 8..<offset + 8 + length
      chunks.append(PNGChunk(type: type, range: offset..<data.upperBound + 4, data: data))
      offset = data.upperBound + 4
      if type == "IEND" { return (chunks, nil) }
    }
  }
}
