import FuzzDriver
import LetterfunCore

// Small limits keep each input cheap: the limit checks themselves are what is under test, and a
// fuzzer that allocates 200 MB per input finds little in its time.
private let limits = ImageLimits(maxPixels: 4_000_000, maxFileBytes: 1 << 20, maxAspectRatio: 50)
private let startOfImage: [UInt8] = [0xFF, 0xD8, 0xFF]

/// libFuzzer entry point: JPEG bytes (the start marker is added when absent) through the shim.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Without the marker the sniffer would route most inputs away from libjpeg.
  if !bytes.starts(with: startOfImage) { bytes = startOfImage + bytes }
  _ = try? ImageDecoder.decode(bytes, limits: limits)
  return 0
}

/// The entry point SwiftPM links as `main` (see `FuzzDriver`).
@_cdecl("FuzzJPEG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzJPEG)
}
