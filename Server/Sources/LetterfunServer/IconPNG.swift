/// A PNG of indexed colours, written without a compressor (deflate's stored blocks): the
/// server's icons are a few flat squares, drawn once at start-up, and the server links no zlib.
struct IconPNG {
  let width: Int
  let height: Int
  /// The palette, as (r, g, b).
  let palette: [(UInt8, UInt8, UInt8)]
  /// One palette index a pixel, row by row.
  let pixels: [UInt8]

  var bytes: [UInt8] {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    header += [8, 3, 0, 0, 0]  // 8 bits an index, indexed colour, no interlace
    Self.chunk("IHDR", header, into: &png)
    Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }, into: &png)
    var raw: [UInt8] = []
    raw.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      raw.append(0)  // no filter
      raw += pixels[(y * width)..<((y + 1) * width)]
    }
    Self.chunk("IDAT", Self.zlibStored(raw), into: &png)
    Self.chunk("IEND", [], into: &png)
    return png
  }

  /// `data` as a zlib stream of stored blocks (RFC 1950, 1951).
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let n = min(65_535, data.count - start)
      let last: UInt8 = start + n == data.count ? 1 : 0
      out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[start..<(start + n)]
      start += n
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
    png += bigEndian(UInt32(data.count))
    let typed = Array(type.utf8) + data
    png += typed
    png += bigEndian(crc32(typed))
  }

  static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }
}
