import Foundation
import LetterfunServer
import Testing

/// Bodies no screenshot would send get a 4xx with a code, and the server keeps answering.
@Suite(.serialized) struct HostileBodyTests {
  static let sample = SolveAPITests.sample

  /// Sends `hostile`, then checks the server still reads a real screenshot.
  func refuses(
    status: Int, code: String, configure: @escaping (inout ServerOptions) -> Void = { _ in },
    _ hostile: @escaping @Sendable (Int) async throws -> RawHTTP.Response
  ) async throws {
    let good = Array(try Data(contentsOf: Self.sample))
    var options = ServerOptions()
    configure(&options)
    let fits = good.count <= options.maxUploadBytes
    let (bad, after) = try await TestServer.with(configure) { port in
      let bad = try await hostile(port)
      // A real screenshot when the limit allows it, else the health check.
      let after =
        fits
        ? try await TestServer.request(port: port, path: "/api/solve", body: good)
        : try await TestServer.request(port: port, method: "GET", path: "/healthz")
      return (bad, after)
    }
    #expect(bad.status == status)
    #expect(bad.errorCode == code)
    #expect(after.status == 200, "the server stopped answering after \(code)")
  }

  @Test func emptyBodyIs400() async throws {
    try await refuses(status: 400, code: "empty-body") {
      try await TestServer.request(port: $0, path: "/api/solve")
    }
  }

  @Test func textIs422UnreadableImage() async throws {
    try await refuses(status: 422, code: "unreadable-image") {
      try await TestServer.request(
        port: $0, path: "/api/solve", body: Array("hello, this is not a picture\n".utf8))
    }
  }

  @Test func truncatedPNGIs422UnreadableImage() async throws {
    let png = Array(try Data(contentsOf: Self.sample))
    try await refuses(status: 422, code: "unreadable-image") {
      try await TestServer.request(
        port: $0, path: "/api/solve", body: Array(png.prefix(png.count / 3)))
    }
  }

  @Test func fortyMegabytesOfNoiseIs413() async throws {
    // xorshift: noise needs no cryptographic generator, and 40 MB of system randomness a
    // word at a time is slow in a debug build.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let noise = [UInt8](unsafeUninitializedCapacity: 40 << 20) { buffer, count in
      let words = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt64.self)
      for i in words.indices {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        words[i] = state
      }
      count = buffer.count
    }
    try await refuses(status: 413, code: "too-large") {
      try await TestServer.request(port: $0, path: "/api/solve", body: noise)
    }
  }

  @Test func chunkedBodyPastTheLimitIs413() async throws {
    // No length is announced: the limit holds on what arrives, not on what the client says.
    let png = Array(try Data(contentsOf: Self.sample))
    try await refuses(status: 413, code: "too-large", configure: { $0.maxUploadBytes = 10_000 }) {
      try await TestServer.request(
        port: $0, path: "/api/solve", body: png, chunked: true)
    }
  }

  @Test func slowUploadIs408() async throws {
    let png = Array(try Data(contentsOf: Self.sample))
    try await refuses(
      status: 408, code: "upload-timeout", configure: { $0.readTimeout = .seconds(1) }
    ) {
      try await TestServer.request(
        port: $0, path: "/api/solve", body: png, pauseAfter: 1000, pause: .seconds(3))
    }
  }
}
