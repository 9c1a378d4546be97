/// The one checksum of the program's files: a fast non-cryptographic 64-bit hash of bytes that
/// detects a changed word list, a damaged compiled dictionary or damaged letter templates (not an
/// integrity seal). Four independent lanes of 8 bytes keep it near memory speed.
@_spi(Internals) public enum Checksum {
  public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let k1: UInt64 = 0x9E37_79B9_7F4A_7C15
    let k2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var h0: UInt64 = 0x243F_6A88_85A3_08D3
    var h1: UInt64 = 0x1319_8A2E_0370_7344
    var h2: UInt64 = 0xA409_3822_299F_31D0
    var h3: UInt64 = 0x082E_FA98_EC4E_6C89
    let n = bytes.count
    var i = 0
    if let base = bytes.baseAddress {
      while i + 32 <= n {
        // Sound: every 8-byte load is at i … i + 31 < n, inside the buffer; the tail is read by
        // checked index.
        h0 = unsafe mix(h0, base.loadUnaligned(fromByteOffset: i, as: UInt64.self), k1, k2)
        h1 = unsafe mix(h1, base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self), k1, k2)
        h2 = unsafe mix(h2, base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self), k1, k2)
        h3 = unsafe mix(h3, base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self), k1, k2)
        i += 32
      }
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    var h = h0 ^ rotate(h1, 17) ^ rotate(h2, 31) ^ rotate(h3, 47)
    while i < n {
      unsafe tail |= UInt64(bytes[i]) << shift
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

  // Sound: the wrappers below pass buffers valid for the closure they are read in.
  public static func of(_ bytes: [UInt8]) -> UInt64 {
    unsafe bytes.withUnsafeBytes { unsafe of($0) }
  }

  public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    // Sound: the buffer is valid for the closure it is read in.
    unsafe bytes.withUnsafeBytes { unsafe of($0) }
  }

  public static func of(_ text: String) -> UInt64 {
    var text = text
    // Sound: the UTF-8 buffer is valid for the closure it is read in.
    return text.withUTF8 { unsafe of(UnsafeRawBufferPointer($0)) }
  }

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
