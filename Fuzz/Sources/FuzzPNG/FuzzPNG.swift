import FuzzDriver

private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// libFuzzer entry point: PNG bytes (the signature is added when absent) through libpng.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  decodeImage(data, size, prefix: signature) { $0.starts(with: signature) }
}

/// The entry point SwiftPM links as `main` (see `FuzzDriver`).
@_cdecl("FuzzPNG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzPNG)
}
