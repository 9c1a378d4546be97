import Foundation
import Testing

/// The extended suite: sweeps too slow for a newcomer's `swift test` (many screenshots through
/// many variants, exhaustive searches). `.ci/run` runs them with `LETTERFUN_EXTENDED=1`.
enum Extended {
  static let isOn = ProcessInfo.processInfo.environment["LETTERFUN_EXTENDED"] == "1"
  static let offReason: Comment = "extended suite: runs with LETTERFUN_EXTENDED=1 (.ci/run does)"
}
