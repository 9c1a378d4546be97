import Foundation
import Testing

/// `POST /api/solve` on a running server: the boards it reads and the answers it gives.
@Suite(.serialized) struct SolveAPITests {
  static let sample = Shared.projectRoot.appendingPathComponent("samples/light-640x1136.png")

  @Test(.enabled(if: Shared.available, Shared.missingReason))
  func everySharedScreenshotGivesItsLabelledBoardOrItsRefusal() async throws {
    let labels = try Shared.loadLabels()
    // Four clients at once: the boards must not depend on what else the pool is reading.
    let misses = try await TestServer.with { port in
      try await withThrowingTaskGroup(of: [String].self) { group in
        for client in 0..<4 {
          group.addTask {
            var misses: [String] = []
            for label in labels.enumerated().filter({ $0.offset % 4 == client }).map(\.element) {
              misses += try await Self.check(label, port: port)
            }
            return misses
          }
        }
        return try await group.reduce([], +)
      }
    }
    #expect(labels.count == 66)
    #expect(misses.isEmpty, "\(misses.joined(separator: "\n"))")
  }

  /// What differs between the server's answer for a labelled screenshot and its label.
  static func check(_ label: Shared.Label, port: Int) async throws -> [String] {
    let r = try await TestServer.request(
      port: port, path: "/api/solve?limit=3", body: try Shared.bytes(label.file))
    if label.expect == "board" {
      let board = r.json?["board"] as? [String: Any]
      let got =
        "\(r.status) \(board?["letters"] as? String ?? "-")"
        + " \(board?["ownership"] as? String ?? "-")"
      let want = "200 \(label.letters ?? "") \(label.ownership ?? "")"
      var misses = got == want ? [] : ["\(label.file): got \(got), want \(want)"]
      if r.json?["file"] != nil { misses.append("\(label.file): has a file key") }
      return misses
    }
    guard r.status == 422, r.errorCode == label.error else {
      return ["\(label.file): got \(r.status) \(r.errorCode ?? "-"), want 422 \(label.error ?? "")"]
    }
    return []
  }

  @Test func answerIsOneSolveJSONObjectWithoutFile() async throws {
    let r = try await TestServer.with { port in
      try await TestServer.request(
        port: port, path: "/api/solve?limit=2&rank=score&played=CAT,dog",
        body: Array(try Data(contentsOf: Self.sample)), headers: ["Content-Type": "text/plain"])
    }
    #expect(r.status == 200)
    #expect(r.headers["content-type"] == "application/json")
    let json = try #require(r.json)
    #expect(Set(json.keys) == ["board", "playable", "words", "best"])
    #expect((json["words"] as? [Any])?.count == 2)
    // The move to play is the engine's whatever the list's ranking, with what it adds, its
    // chance to win and the reason, as on the command line.
    let best = try #require(json["best"] as? [String: Any])
    #expect(best["gain"] is Int)
    #expect((best["value"] as? Double).map { (0...1).contains($0) } == true)
    #expect(best["reason"] is String)
    #expect(r.text.hasPrefix("{\"board\":{\"letters\":"))
  }

  @Test func limitZeroListsEveryPlayableWord() async throws {
    let r = try await TestServer.with { port in
      try await TestServer.request(
        port: port, path: "/api/solve?limit=0", body: Array(try Data(contentsOf: Self.sample)))
    }
    let json = try #require(r.json)
    #expect((json["words"] as? [Any])?.count == json["playable"] as? Int)
  }

  @Test func badQueriesAre400WithACode() async throws {
    let body = Array(try Data(contentsOf: Self.sample))
    let answers = try await TestServer.with { port in
      var out: [RawHTTP.Response] = []
      for query in ["limit=-1", "limit=many", "rank=random", "played=ab1"] {
        out.append(
          try await TestServer.request(port: port, path: "/api/solve?\(query)", body: body))
      }
      return out
    }
    for r in answers {
      #expect(r.status == 400)
    }
    #expect(answers.prefix(3).allSatisfy { $0.errorCode == "bad-query" })
    // A played word is refused with the command line's code for it.
    #expect(answers.last?.errorCode == "bad-played-word")
  }

  @Test func statusCodesOfTheOtherAddresses() async throws {
    let (health, page, missing, wrongMethod, getAPI, head) = try await TestServer.with { port in
      (
        try await TestServer.request(port: port, method: "GET", path: "/healthz"),
        try await TestServer.request(port: port, method: "GET", path: "/"),
        try await TestServer.request(port: port, method: "GET", path: "/nothing"),
        try await TestServer.request(port: port, method: "DELETE", path: "/"),
        try await TestServer.request(port: port, method: "GET", path: "/api/solve"),
        try await TestServer.request(port: port, method: "PUT", path: "/healthz", body: [1])
      )
    }
    #expect(health.status == 200 && health.text == "ok\n")
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(
      page.text.contains("<input id=\"shot\" name=\"screenshot\" type=\"file\" accept=\"image/*\""))
    #expect(missing.status == 404 && missing.errorCode == "not-found")
    #expect(wrongMethod.status == 405 && wrongMethod.errorCode == "method-not-allowed")
    #expect(wrongMethod.headers["allow"] == "GET, HEAD, POST")
    #expect(getAPI.status == 405 && getAPI.headers["allow"] == "POST")
    #expect(head.status == 405)
  }

  @Test func thePageLoadsNothingFromOutside() async throws {
    let page = try await TestServer.with { port in
      try await TestServer.request(port: port, method: "GET", path: "/")
    }
    for outside in ["http://", "https://", "//", "@import", "url("] {
      #expect(!page.text.contains(outside), "the page names \(outside)")
    }
    // What it links (its script, manifest and icons) are paths of this server.
    for attribute in ["src=\"", "href=\""] {
      for link in page.text.components(separatedBy: attribute).dropFirst() {
        #expect(link.hasPrefix("/"), "\(attribute)\(link.prefix(30))")
      }
    }
  }
}
