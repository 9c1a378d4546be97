import FuzzDriver

private let startOfImage: [UInt8] = [0xFF, 0xD8, 0xFF]

/// libFuzzer entry point: JPEG bytes (the start marker is added when absent) through the shim.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  decodeImage(data, size, prefix: startOfImage) { $0.starts(with: startOfImage) }
}

/// The entry point SwiftPM links as `main` (see `FuzzDriver`).
@_cdecl("FuzzJPEG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzJPEG)
}
