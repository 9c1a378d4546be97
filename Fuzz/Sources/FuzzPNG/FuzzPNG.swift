import FuzzDriver
import LetterfunCore

// Small limits keep each input cheap: the limit checks themselves are what is under test, and a
// fuzzer that allocates 200 MB per input finds little in its time.
private let limits = ImageLimits(maxPixels: 4_000_000, maxFileBytes: 1 << 20, maxAspectRatio: 50)
private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// libFuzzer entry point: PNG bytes (the signature is added when absent) through libpng.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Without the signature the sniffer would route most inputs away from libpng.
  if !bytes.starts(with: signature) { bytes = signature + bytes }
  _ = try? ImageDecoder.decode(bytes, limits: limits)
  return 0
}

/// The entry point SwiftPM links as `main` (see `FuzzDriver`).
@_cdecl("FuzzPNG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzPNG)
}
