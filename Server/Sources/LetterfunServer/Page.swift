import FoundationEssentials
import LetterfunCore
import LetterfunJSON

/// The one page the server shows at `/`: a form for the screenshot, the words already played
/// and the ranking, and the result below it. Everything comes from this server (the script at
/// `/page.js`, so the page's Content-Security-Policy needs no inline script): a phone on a home
/// network with no internet gets all of it.
enum Page {
  /// The page, with `result` (markup from `PageResult`) drawn below the form and `title`
  /// naming its answer.
  static func html(
    result: String = "", played: String = "", ranking: SolveOptions.Ranking = .length,
    title: String? = nil, shared: [UInt8]? = nil
  ) -> String {
    // A screenshot shared from the gallery comes back with its answer, so the script can ask
    // again with the game's played words, which only the device keeps.
    let sharedShot = shared.map {
      "\n<script type=\"application/octet-stream\" id=\"shared-shot\">\(Page.base64($0))</script>"
    } ?? ""
    var options = ""
    for r in SolveOptions.Ranking.allCases {
      let label =
        ["length": "Longest words first", "score": "Best score first", "best": "The engine's order"][
          r.rawValue] ?? "By \(r.rawValue)"
      options +=
        "<option value=\"\(r.rawValue)\"\(r == ranking ? " selected" : "")>\(label)</option>"
    }
    let heading = title.map { "\(PageResult.escape($0)) – letterfun" } ?? "letterfun"
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <meta name="theme-color" content="\(PageAssets.lightPaper)" media="(prefers-color-scheme: light)">
      <meta name="theme-color" content="\(PageAssets.darkPaper)" media="(prefers-color-scheme: dark)">
      <link rel="manifest" href="/manifest.webmanifest">
      <link rel="icon" href="/icon.svg" type="image/svg+xml">
      <link rel="apple-touch-icon" href="/icon-192.png">
      <title>\(heading)</title>
      <style>\(PageStyle.css)</style>
      </head>
      <body>
      <main>
      <h1>letterfun</h1>
      <p class="lead">Choose a Letterpress screenshot: the board is read and the move to play is shown first.</p>
      <form id="ask" method="post" action="/" enctype="multipart/form-data">
      <div class="wide pick"><label for="shot">Screenshot</label>
      <input id="shot" name="screenshot" type="file" accept="image/*" required>
      <p class="hint" id="pick-hint">Or paste it<span class="drop-hint">, or drop it anywhere on this page</span>.</p>
      <button type="button" id="paste" class="paste" hidden>Paste a screenshot</button></div>
      <div><label for="played">Words already played <span class="hint">(separated by commas)</span></label>
      <input id="played" name="played" type="text" value="\(PageResult.escape(played))" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="played-note">
      <ul id="played-list" class="played-list" aria-label="Words already played in this game" hidden></ul>
      <p id="played-note" class="sr"></p></div>
      <div><label for="rank">Order of the list</label>
      <select id="rank" name="rank">\(options)</select></div>
      <div class="wide"><button class="go" type="submit">Find words</button></div>
      </form>
      <p id="announce" class="sr" aria-live="polite"></p>
      <section id="result" aria-label="Result">\(result)</section>
      </main>
      <script type="application/json" id="themes">\(themeTable)</script>
      <script type="application/json" id="reasons">\(reasonTable)</script>\(sharedShot)
      <script src="/page.js"></script>
      </body>
      </html>

      """
  }

  /// The engine's reasons by JSON code, each with the command line's words and whether it is a
  /// proof, so the page words a chance as `solve` does.
  static let reasonTable: String = {
    var w = JSONWriter()
    w.beginObject()
    for reason in Chance.Reason.allCases {
      w.key(ChanceText.code(reason))
      w.beginObject()
      w.field("text", ChanceText.reason(reason))
      w.field("proof", reason.isProof)
      w.endObject()
    }
    w.endObject()
    return w.text
  }()

  /// Every theme's tile and letter colours by owner (unclaimed tiles as [even, odd]), for the
  /// script to draw boards in.
  static let themeTable: String = {
    var w = JSONWriter()
    w.beginObject()
    for theme in Theme.allCases {
      let p = theme.palette
      w.key(theme.rawValue)
      w.beginObject()
      for (name, colour) in [("tile", p.tile), ("letter", p.letterColour)] {
        w.key(name)
        w.beginObject()
        for owner in Owner.allCases {
          w.key(String(owner.rawValue))
          if owner == .unclaimed {
            w.beginArray()
            w.string(BoardJSON.hex(colour(owner, 0, 0)))
            w.string(BoardJSON.hex(colour(owner, 0, 1)))
            w.endArray()
          } else {
            w.string(BoardJSON.hex(colour(owner, 0, 0)))
          }
        }
        w.endObject()
      }
      w.endObject()
    }
    w.endObject()
    return w.text
  }()

  /// `bytes` in base64 (RFC 4648, padded): the shared screenshot, inert inside the page.
  /// Foundation's encoder: the server links Foundation already, for MultipartKit.
  static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
}
