import FuzzDriver


/// The PNG signature and a CgBI chunk (length 4, type, 4 data bytes, CRC): what routes bytes to
/// the CgBI decoder, which parses chunks and inflates with zlib itself.
private let prefix: [UInt8] = [
  0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x04, 0x43, 0x67, 0x42, 0x49,
  0x50, 0x00, 0x20, 0x02, 0x2B, 0xD5, 0xB3, 0x7F,
]

/// libFuzzer entry point: the chunks after a CgBI chunk (a whole CgBI file is kept as it is).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCgBI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  decodeImage(data, size, prefix: prefix) { bytes in
    bytes.count >= 16 && bytes[0..<8].elementsEqual(prefix[0..<8])
      && bytes[12..<16].elementsEqual(prefix[12..<16])
  }
}

/// The entry point SwiftPM links as `main` (see `FuzzDriver`).
@_cdecl("FuzzCgBI_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzCgBI)
}
