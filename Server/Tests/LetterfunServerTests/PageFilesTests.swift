import Foundation
@_spi(Internals) import LetterfunCore
import Testing

@testable import LetterfunServer

/// What the page needs besides itself, and what phones reach it by: the manifest with its icons
/// and share target, the Shortcut's plain answer, the shared screenshot's page, the headers.
@Suite(.serialized) struct PageFilesTests {
  @Test func theManifestNamesIconsThatDecodeAtTheirSizesAndAShareTarget() async throws {
    let (manifest, small, large, svg) = try await TestServer.with { port in
      (
        try await TestServer.request(port: port, method: "GET", path: "/manifest.webmanifest"),
        try await TestServer.request(port: port, method: "GET", path: "/icon-192.png"),
        try await TestServer.request(port: port, method: "GET", path: "/icon-512.png"),
        try await TestServer.request(port: port, method: "GET", path: "/icon.svg")
      )
    }
    #expect(manifest.headers["content-type"] == "application/manifest+json")
    let json = try #require(manifest.json)
    let icons = try #require(json["icons"] as? [[String: Any]])
    #expect(Set(icons.compactMap { $0["src"] as? String }) == ["/icon-192.png", "/icon-512.png", "/icon.svg"])
    let target = try #require(json["share_target"] as? [String: Any])
    #expect(target["action"] as? String == "/share" && target["method"] as? String == "POST")
    // Decoded by the command line's own PNG reader: sizes, and the first tile's colour.
    for (answer, size) in [(small, 192), (large, 512)] {
      #expect(answer.headers["content-type"] == "image/png")
      let image = try ImageDecoder.decode(answer.body)
      #expect(image.width == size && image.height == size)
      let first = Theme.light.palette.tile(.playerDefended, row: 0, column: 0)
      #expect(image.pixel(size * 20 / 100, size * 20 / 100) == first)
    }
    #expect(svg.text.hasPrefix("<svg") && svg.headers["content-type"] == "image/svg+xml")
  }

  @Test func theShortcutsAnswerIsTheBestMoveAndItsTilesInShortText() async throws {
    let png = Array(try Data(contentsOf: SolveAPITests.sample))
    let (text, api, refused) = try await TestServer.with { port in
      (
        try await TestServer.request(port: port, path: "/api/move", body: png),
        try await TestServer.request(port: port, path: "/api/solve", body: png),
        try await TestServer.request(port: port, path: "/api/move", body: Array("no".utf8))
      )
    }
    let best = try #require(api.json?["best"] as? [String: Any])
    let word = try #require(best["word"] as? String)
    let tiles = try #require(best["tiles"] as? [Int])
    let letters = try #require((api.json?["board"] as? [String: Any])?["letters"] as? String)
    let taps = tiles.map { t in
      "\(letters[letters.index(letters.startIndex, offsetBy: t)]) \(t / 5 + 1)-\(t % 5 + 1)"
    }
    #expect(text.status == 200 && text.headers["content-type"] == "text/plain; charset=utf-8")
    #expect(text.text.hasPrefix("Best move: \(word) (+\(best["gain"] as? Int ?? -99))"))
    #expect(text.text.hasSuffix("\nTap (row-column): \(taps.joined(separator: ", "))\n"))
    #expect(!text.text.contains("below"))
    #expect(refused.status == 422 && refused.text.hasPrefix("Not read: "))
    #expect(refused.headers["letterfun-code"] == "unreadable-image")
  }

  @Test func aScreenshotSharedToThePageOpensItWithItsAnswer() async throws {
    let png = Array(try Data(contentsOf: SolveAPITests.sample))
    let (body, type) = PageFormTests.form([
      ("title", false, []), ("screenshot", true, png),
    ])
    let (page, api) = try await TestServer.with { port in
      (
        try await TestServer.request(
          port: port, path: "/share", body: body, headers: ["Content-Type": type]),
        try await TestServer.request(port: port, path: "/api/solve", body: png)
      )
    }
    let word = try #require((api.json?["best"] as? [String: Any])?["word"] as? String)
    #expect(page.status == 200)
    #expect(page.text.contains("<button type=\"button\" class=\"best\""))
    #expect(page.text.contains("Best move: <strong class=\"word\">\(word)</strong>"))
    #expect(page.text.contains("<title>\(word) – letterfun</title>"))
    // The screenshot comes back with it, for the script to ask again with the played words.
    #expect(page.text.contains("id=\"shared-shot\">\(Page.base64(png))</script>"))
  }

  @Test func theSharedScreenshotIsCarriedInBase64AsRFC4648Spells() {
    // RFC 4648's test vectors.
    let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==",
      "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
    for (plain, coded) in vectors { #expect(Page.base64(Array(plain.utf8)) == coded, "\(plain)") }
    #expect(Page.base64([0xFF, 0xFE, 0x00]) == "//4A")
  }

  @Test func everyAnswerForbidsOtherScriptsFramingAndSniffing() async throws {
    let answers = try await TestServer.with { port in
      [
        try await TestServer.request(port: port, method: "GET", path: "/"),
        try await TestServer.request(port: port, method: "GET", path: "/page.js"),
        try await TestServer.request(port: port, method: "GET", path: "/nothing"),
        try await TestServer.request(port: port, path: "/api/solve"),
      ]
    }
    #expect(answers.map(\.status) == [200, 200, 404, 400])
    for answer in answers {
      let policy = answer.headers["content-security-policy"] ?? ""
      #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'"))
      #expect(answer.headers["x-content-type-options"] == "nosniff")
    }
    #expect(answers[1].headers["content-type"] == "text/javascript; charset=utf-8")
  }

  @Test func tapMarksStandOutFromEveryTileOfEveryTheme() {
    func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
    for theme in Theme.allCases {
      for owner in Owner.allCases {
        for column in 0..<2 {
          let tile = theme.palette.tile(owner, row: 0, column: column)
          let mark = TileMark.colours(on: tile).mark
          let l = mark == "#000000" ? 0.0 : 1.0
          #expect(
            ratio(TileMark.luminance(tile), l) >= 3, "\(theme) \(owner): \(tile) under \(mark)")
        }
      }
    }
  }

  @Test func theIconsPNGChecksumsAreZlibsAndPNGs() {
    // The check values of the empty input and of "123456789", as the standards give them.
    #expect(IconPNG.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(IconPNG.zlibStored([]).suffix(4) == [0, 0, 0, 1])
    #expect(IconPNG.zlibStored(Array(repeating: 7, count: 70_000)).count == 2 + 5 * 2 + 70_000 + 4)
  }
}
