/// The one checksum of the program's files: a fast non-cryptographic 64-bit hash of bytes that
/// detects a changed word list, a damaged compiled dictionary or damaged letter templates (not an
/// integrity seal). Four independent lanes of 8 bytes keep it near memory speed.
@_spi(Internals) public enum Checksum {
  /// The checksum of `bytes`.
  public static func of(_ bytes: Span<UInt8>) -> UInt64 {
    let k1: UInt64 = 0x9E37_79B9_7F4A_7C15
    let k2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var h0: UInt64 = 0x243F_6A88_85A3_08D3
    var h1: UInt64 = 0x1319_8A2E_0370_7344
    var h2: UInt64 = 0xA409_3822_299F_31D0
    var h3: UInt64 = 0x082E_FA98_EC4E_6C89
    let n = bytes.count
    var i = 0
    while i + 32 <= n {
      h0 = mix(h0, bytes.word(at: i), k1, k2)
      h1 = mix(h1, bytes.word(at: i + 8), k1, k2)
      h2 = mix(h2, bytes.word(at: i + 16), k1, k2)
      h3 = mix(h3, bytes.word(at: i + 24), k1, k2)
      i += 32
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    var h = h0 ^ rotate(h1, 17) ^ rotate(h2, 31) ^ rotate(h3, 47)
    while i < n {
      tail |= UInt64(bytes[i]) << shift
      shift += 8
      i += 1
      if shift == 64 {
        h = mix(h, tail, k1, k2)
        tail = 0
        shift = 0
      }
    }
    h = mix(h, tail ^ (UInt64(n) << 1), k1, k2)
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    return h
  }

  public static func of(_ bytes: [UInt8]) -> UInt64 { of(bytes.span) }

  public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 { of(bytes.span) }

  public static func of(_ text: String) -> UInt64 { of(text.utf8.span) }

  /// The checksum as 16 lowercase hex digits, as text files state it.
  public static func hex(_ sum: UInt64) -> String {
    let s = String(sum, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }

  @inline(__always)
  private static func mix(_ h: UInt64, _ w: UInt64, _ k1: UInt64, _ k2: UInt64) -> UInt64 {
    rotate(h ^ (w &* k2), 29) &* k1
  }

  @inline(__always)
  private static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
}
