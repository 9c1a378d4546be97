import Foundation
import Testing

/// The page's form posted without scripts: the server draws the result into the page.
@Suite(.serialized) struct PageFormTests {
  static func form(_ fields: [(name: String, file: Bool, value: [UInt8])]) -> ([UInt8], String) {
    let boundary = "----letterfun-test-boundary"
    var body: [UInt8] = []
    for f in fields {
      var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(f.name)\""
      if f.file { head += "; filename=\"shot.png\"\r\nContent-Type: image/png" }
      head += "\r\n\r\n"
      body += Array(head.utf8) + f.value + Array("\r\n".utf8)
    }
    body += Array("--\(boundary)--\r\n".utf8)
    return (body, "multipart/form-data; boundary=\(boundary)")
  }

  @Test func postedScreenshotShowsTheBoardTheBestMoveAndTheMoves() async throws {
    let png = Array(try Data(contentsOf: SolveAPITests.sample))
    let (body, type) = Self.form([
      ("screenshot", true, png), ("played", false, Array("cat, dog".utf8)),
      ("rank", false, Array("score".utf8)),
    ])
    let (page, api) = try await TestServer.with { port in
      (
        try await TestServer.request(
          port: port, path: "/", body: body, headers: ["Content-Type": type]),
        try await TestServer.request(
          port: port, path: "/api/solve?rank=score&played=cat,dog", body: png)
      )
    }
    #expect(page.status == 200)
    // Only the result (the script draws the same markup, and names its classes too).
    let result = try #require(
      page.text.components(separatedBy: "<section id=\"result\"").last?
        .components(separatedBy: "</section>").first)
    let letters = try #require((api.json?["board"] as? [String: Any])?["letters"] as? String)
    let shown = result.components(separatedBy: "<span class=\"letter\">").dropFirst()
      .map { $0.prefix(1) }.joined()
    #expect(shown == letters)
    let best = try #require((api.json?["words"] as? [[String: Any]])?.first?["word"] as? String)
    #expect(result.contains("Best move: <strong class=\"word\">\(best)</strong>"))
    #expect(page.text.contains("value=\"cat, dog\""))
    #expect(page.text.contains("<option value=\"score\" selected>"))
    #expect(result.components(separatedBy: "class=\"marked\"").count - 1 == best.count)
  }

  @Test func postedNonBoardShowsTheRefusalInTheCommandLinesWords() async throws {
    let (body, type) = Self.form([("screenshot", true, Array("not an image".utf8))])
    let page = try await TestServer.with { port in
      try await TestServer.request(
        port: port, path: "/", body: body, headers: ["Content-Type": type])
    }
    #expect(page.status == 422)
    #expect(page.text.contains("class=\"refusal\" role=\"alert\""))
    #expect(page.text.contains("<p class=\"code\">unreadable-image</p>"))
  }
}
