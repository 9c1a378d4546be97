import Foundation
import Testing

@testable import LetterfunCore

/// Board finding and reading hold no unsafe code (issue 20): a kernel that needs raw access
/// lives in Imaging/PixelKernels.swift behind a safe function. Read from the sources, so new
/// unsafe code there fails here.
struct SafeCodeTests {
  @Test func locatingAndRecognitionUseNoUnsafeCode() throws {
    let files = try LayeringTests.sources().filter {
      $0.folder == "Locating" || $0.folder == "Recognition"
    }
    #expect(files.count > 20)
    let offenders = files.filter { $0.code.range(of: "unsafe", options: .caseInsensitive) != nil }
      .map { "\($0.folder)/\($0.file)" }
    #expect(offenders.isEmpty, "unsafe code in \(offenders)")
  }

  @Test func absoluteDifferenceIsTheMagnitudeOfEachLanesDifference() {
    let a = SIMD8<Float>(0, 1, -2, 3.5, 255, -0.0, 1e-30, 7)
    let b = SIMD8<Float>(0, 3, 2, -3.5, 0, 0, -1e-30, 7)
    let d = absoluteDifference(a, b)
    for i in 0..<8 {
      #expect(d[i] == abs(a[i] - b[i]))
      #expect(d[i].sign == .plus)
    }
  }
}
