import FuzzDriver
@_spi(Internals) import LetterfunCore

// A few megapixels cover every phone screenshot in the seed corpus while keeping runs fast.
private let limits = ImageLimits(maxPixels: 4_000_000, maxFileBytes: 4 << 20, maxAspectRatio: 50)

private let reader: BoardReader = {
  do { return BoardReader(templates: try .builtIn()) } catch {
    fatalError("the built-in templates do not load: \(error)")
  }
}()

/// libFuzzer entry point: the whole path from bytes to a board, as `letterfun solve` takes it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzBoard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let image = try? ImageDecoder.decode(bytes, limits: limits) else { return 0 }
  if let read = try? reader.read(image) {
    // A board that is returned must be a whole board: 25 letters A-Z and 25 owners.
    precondition(read.board.letters.count == 25 && read.board.owners.count == 25)
    precondition(read.board.letters.allSatisfy { $0.isASCII && $0.isUppercase })
  }
  return 0
}

/// The entry point SwiftPM links as `main` (see `FuzzDriver`).
@_cdecl("FuzzBoard_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzBoard)
}
