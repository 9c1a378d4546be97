@_spi(Internals) import LetterfunCore

/// libFuzzer's driver, declared by hand: it has no header to import.
///
/// SwiftPM links every executable target with `main` aliased to `<Target>_main`, which hides
/// libFuzzer's own `main`; so each target defines that symbol and hands its arguments and its
/// test function to the driver, as libFuzzer's `main` would.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments (`-max_total_time=...`, corpus folders...).
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, test)
}

/// Small limits keep each input cheap: the limit checks themselves are what is under test, and
/// a fuzzer that allocates 200 MB per input finds little in its time.
private let limits = ImageLimits(maxPixels: 4_000_000, maxFileBytes: 1 << 20, maxAspectRatio: 50)

/// Decodes a fuzz input as an image file, with `prefix` put in front unless `isWhole` says the
/// bytes already begin as the format under test does: without it the format sniffer would
/// route most inputs away from the decoder the target is for.
public func decodeImage(
  _ data: UnsafePointer<UInt8>?, _ size: Int, prefix: [UInt8], isWhole: ([UInt8]) -> Bool
) -> CInt {
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if !isWhole(bytes) { bytes = prefix + bytes }
  _ = try? ImageDecoder.decode(bytes, limits: limits)
  return 0
}
