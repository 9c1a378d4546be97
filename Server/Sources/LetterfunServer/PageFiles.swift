import Hummingbird
import NIOCore

/// The files the page loads besides itself: its script, the web app manifest and the icons.
enum PageFiles {
  static let allowed: [String: [String]] = [
    "/page.js": ["GET"], "/manifest.webmanifest": ["GET"], "/icon.svg": ["GET"],
    "/icon-192.png": ["GET"], "/icon-512.png": ["GET"], "/favicon.ico": ["GET"],
  ]

  static func register(on router: Router<ServerContext>) {
    router.get("/page.js") { _, _ in file(PageScript.js, type: "text/javascript; charset=utf-8") }
    router.get("/manifest.webmanifest") { _, _ in
      file(PageAssets.manifest, type: "application/manifest+json")
    }
    router.get("/icon.svg") { _, _ in file(PageAssets.svg, type: "image/svg+xml") }
    router.get("/icon-192.png") { _, _ in file(PageAssets.png192, type: "image/png") }
    router.get("/icon-512.png") { _, _ in file(PageAssets.png512, type: "image/png") }
    // Browsers ask for it whatever the page links; a PNG in it is read as such.
    router.get("/favicon.ico") { _, _ in file(PageAssets.png192, type: "image/png") }
  }

  /// A file of the page: the same for every visitor, so caches may keep it for a day.
  static func file(_ text: String, type: String) -> Response {
    file(Array(text.utf8), type: type)
  }

  static func file(_ bytes: [UInt8], type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=86400"],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
