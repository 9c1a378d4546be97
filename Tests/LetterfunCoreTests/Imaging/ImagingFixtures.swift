import Foundation
import Testing

@_spi(Internals) @testable import LetterfunCore

/// The committed fixtures of `Tests/LetterfunCoreTests/Fixtures` and the shared screenshot labels.
enum ImagingFixtures {
  static let folder = Shared.projectRoot.appendingPathComponent("Tests/LetterfunCoreTests/Fixtures")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  static func screenshot(_ name: String) -> String {
    Shared.screenshots.appendingPathComponent(name).path
  }

  /// One record of `labels.json`, the fields these tests use.
  struct Label: Decodable, Sendable, CustomTestStringConvertible {
    let file: String
    let size: String
    let bitDepth: Int

    enum CodingKeys: String, CodingKey {
      case file, size
      case bitDepth = "bit_depth"
    }

    var testDescription: String { file }

    var width: Int { Int(size.split(separator: "x")[0]) ?? -1 }
    var height: Int { Int(size.split(separator: "x")[1]) ?? -1 }
  }

  /// The screenshot labels, or none when `../shared` is absent (the tests are disabled then).
  static let labels: [Label] = {
    guard let data = try? Data(contentsOf: Shared.labels) else { return [] }
    return (try? JSONDecoder().decode([Label].self, from: data)) ?? []
  }()

  /// The five Apple CgBI screenshots and the normal files they are copies of.
  static let cgbiTwins: [(cgbi: String, normal: String)] = [
    "IMG_1384.PNG", "IMG_1385.PNG", "IMG_1386.PNG", "iPhone_5_1.png", "iPhone_5_2.png",
  ].map {
    ("artgillespie__pressletter__xcappdata-CgBI__\($0)", "artgillespie__pressletter__\($0)")
  }

  /// The error `body` throws, or nil if it returns.
  static func error(_ body: () throws(ImageDecodingError) -> Bitmap) -> ImageDecodingError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  /// Whether `error` is `.corrupt` with any message.
  static func isCorrupt(_ error: ImageDecodingError?) -> Bool {
    if case .corrupt = error { return true }
    return false
  }

  /// A PNG chunk with its CRC, for hand-built files.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// RGBA of every pixel, row by row.
  static func rgba(_ bitmap: Bitmap) -> [[UInt8]] {
    // `pixels` is a copy for a decoded screenshot: taken once.
    let pixels = bitmap.pixels
    return stride(from: 0, to: pixels.count, by: 4).map { Array(pixels[$0..<$0 + 4]) }
  }

  /// Largest and mean absolute difference over all channels of two same-sized bitmaps.
  static func difference(_ a: Bitmap, _ b: Bitmap) -> (max: Int, mean: Double) {
    var largest = 0
    var sum = 0
    let (x, y) = (a.pixels, b.pixels)
    for i in x.indices {
      let d = abs(Int(x[i]) - Int(y[i]))
      largest = max(largest, d)
      sum += d
    }
    return (largest, Double(sum) / Double(max(1, x.count)))
  }
}
