import Foundation
import LetterfunServer
import Testing

/// Admission and the budget for bodies in flight, decided before a body is read.
@Suite(.serialized) struct AdmissionTests {
  /// With one place (a worker, no queue) held by a slow upload, the next request is refused
  /// as busy at once, and its body is drained so a naive client reads the answer.
  @Test func aRequestPastThePoolsPlacesIsBusyBeforeItsBodyIsRead() async throws {
    let png = Array(try Data(contentsOf: SolveAPITests.sample))
    let (slow, second) = try await TestServer.withLoad({
      $0.workers = 1
      $0.queueLimit = 0
    }) { port, load in
      async let slow = TestServer.request(
        port: port, path: "/api/solve", body: png, pauseAfter: 1000, pause: .seconds(4))
      // The slow upload holds the one place before the second comes (a fixed sleep was not
      // enough with the other suites running beside this one).
      let held = try await TestServer.waitUntil { load.admittedRequests == 1 }
      #expect(held, "the slow upload was never admitted")
      let second = try await TestServer.request(
        port: port, path: "/api/solve", body: png, naive: true)
      return (try await slow, second)
    }
    #expect(second.status == 503 && second.errorCode == "busy")
    #expect(slow.status == 200)
  }

  /// Two uploads that each fit the cap but not the budget together: the second is refused.
  @Test func bodiesInFlightKeepToTheBudget() async throws {
    let png = Array(try Data(contentsOf: SolveAPITests.sample))
    let (slow, second) = try await TestServer.withLoad({
      $0.maxUploadBytes = 1 << 20
      $0.bodyBudgetBytes = 1 << 20
    }) { port, load in
      let held = [UInt8](repeating: 7, count: 700_000)
      async let slow = TestServer.request(
        port: port, path: "/api/solve", body: held, pauseAfter: 650_000, pause: .seconds(4))
      // The server has reserved what the slow upload sent before the second comes.
      let reserved = try await TestServer.waitUntil { load.bodyBytes >= 650_000 }
      #expect(reserved, "the slow upload's bytes were never reserved")
      let second = try await TestServer.request(
        port: port, path: "/api/solve", body: held + png.prefix(0), naive: true)
      return (try await slow, second)
    }
    #expect(second.status == 503 && second.errorCode == "busy")
    // The held one is read in full once it is sent (and refused as no image).
    #expect(slow.status == 422)
  }

  /// A body's share of the budget comes back once its request is answered: with room for one
  /// upload, uploads one after another all get through (none is refused as busy).
  @Test func anAnsweredBodyGivesItsBudgetBack() async throws {
    let answers = try await TestServer.with({
      $0.maxUploadBytes = 1 << 20
      $0.bodyBudgetBytes = 1 << 20
    }) { port in
      var out: [RawHTTP.Response] = []
      for _ in 0..<4 {
        out.append(
          try await TestServer.request(
            port: port, path: "/api/solve", body: [UInt8](repeating: 7, count: 700_000)))
      }
      return out
    }
    #expect(answers.map(\.status) == [422, 422, 422, 422])
  }

  /// A body cut short by the read timeout gives its share back when it is answered: the
  /// reader waiting on the silent client is cancelled with the answer, not left holding it.
  @Test func aTimedOutBodyGivesItsBudgetBackWithItsAnswer() async throws {
    let (slow, next) = try await TestServer.withLoad({
      $0.maxUploadBytes = 1 << 20
      $0.bodyBudgetBytes = 1 << 20
      $0.readTimeout = .seconds(1)
    }) { port, load in
      async let slow = TestServer.request(
        port: port, path: "/api/solve", body: [UInt8](repeating: 7, count: 700_000),
        pauseAfter: 600_000, pause: .seconds(6))
      let reserved = try await TestServer.waitUntil { load.bodyBytes >= 600_000 }
      #expect(reserved, "the slow upload's bytes were never reserved")
      // Its 408 gives the share back; a share never given back leaves `next` busy below, so
      // the wait ends short of the client's own pause either way.
      _ = try await TestServer.waitUntil(timeout: .seconds(4)) { load.bodyBytes == 0 }
      let next = try await TestServer.request(
        port: port, path: "/api/solve", body: [UInt8](repeating: 7, count: 700_000))
      return (try await slow, next)
    }
    #expect(slow.status == 408 && slow.errorCode == "upload-timeout")
    #expect(next.status == 422, "\(next.status) \(next.errorCode ?? "-")")
  }
}
