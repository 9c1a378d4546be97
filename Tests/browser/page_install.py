"""Issue 35, item 4 and the server's answers around the page: the web app manifest with its
icons and share target (Android's share sheet), the plain answer endpoint an iPhone Shortcut
posts to, HEAD /, the favicon and the security headers."""
import json
import os
import struct
import urllib.request
import uuid

from browser_support import SHARED, check, cli_json

BOARD_FILE = "lancy__LetterFun__sample0.png"


def fetch(url, data=None, headers=None, method=None):
    request = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", data[16:24])


def run(browser, url, args, labels):
    status, headers, body = fetch(url + "manifest.webmanifest")
    manifest = json.loads(body) if status == 200 else {}
    check("the manifest answers, as a web app manifest",
          status == 200 and headers.get("Content-Type", "").startswith("application/manifest+json"),
          status)
    check("the manifest names the app, a standalone display and theme colours",
          manifest.get("name") and manifest.get("display") == "standalone"
          and manifest.get("theme_color") and manifest.get("background_color"), manifest)
    sizes = []
    for icon in manifest.get("icons", []):
        s, h, data = fetch(url + icon["src"].lstrip("/"))
        if icon["type"] == "image/png":
            got = png_size(data)
            want = tuple(int(v) for v in icon["sizes"].split("x"))
            sizes.append((icon["src"], s == 200 and got == want))
        else:
            sizes.append((icon["src"], s == 200 and data.lstrip().startswith(b"<svg")))
    check("every icon the manifest names answers, PNGs at their stated sizes (192 and 512)",
          sizes and all(ok for _, ok in sizes)
          and {"192x192", "512x512"} <= {i["sizes"] for i in manifest["icons"]}, sizes)
    target = manifest.get("share_target", {})
    files = target.get("params", {}).get("files", [{}])
    check("the manifest has a share target taking images as a form post",
          target.get("method") == "POST" and target.get("enctype") == "multipart/form-data"
          and "image/*" in files[0].get("accept", []), target)

    # What Android posts when a screenshot is shared from the gallery.
    image = open(os.path.join(SHARED, BOARD_FILE), "rb").read()
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\n\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"{files[0].get('name')}\"; "
            f"filename=\"Screenshot.png\"\r\nContent-Type: image/png\r\n\r\n").encode() + image \
        + f"\r\n--{boundary}--\r\n".encode()
    status, _, page_bytes = fetch(url + target.get("action", "/share").lstrip("/"), data=body,
                                  headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    best = cli_json(args.cli, os.path.join(SHARED, BOARD_FILE))["best"]
    text = page_bytes.decode()
    check("a screenshot shared to the page opens it with its answer",
          status == 200 and f'Best move: <strong class="word">{best["word"]}</strong>' in text
          and f"<title>{best['word']} \u2013 letterfun</title>" in text, status)

    status, headers, answer = fetch(url + "api/move", data=image)
    said = answer.decode()
    taps = ", ".join(f"{labels[BOARD_FILE]['letters'][t]} {t // 5 + 1}-{t % 5 + 1}"
                     for t in best["tiles"])
    check("the Shortcut endpoint answers the best move and the tiles to tap, in short text",
          status == 200 and headers.get("Content-Type", "").startswith("text/plain")
          and said.startswith(f"Best move: {best['word']} (+{best['gain']})")
          and f"Tap (row-column): {taps}" in said and len(said) < 300, said)
    status, headers, answer = fetch(url + "api/move", data=b"not a picture")
    check("the Shortcut endpoint says in words why a picture was not read",
          status == 422 and answer.decode().startswith("Not read: ")
          and headers.get("Letterfun-Code") == "unreadable-image", answer)

    status, headers, body = fetch(url, method="HEAD")
    check("HEAD / answers 200 without a body", status == 200 and body == b"", status)
    status, headers, body = fetch(url + "favicon.ico")
    check("/favicon.ico answers an icon", status == 200 and png_size(body) is not None, status)
    status, headers, _ = fetch(url)
    policy = headers.get("Content-Security-Policy", "")
    check("the page carries a Content-Security-Policy with scripts from itself only and no framing",
          "script-src 'self'" in policy and "frame-ancestors 'none'" in policy, policy)
    check("and nosniff", headers.get("X-Content-Type-Options") == "nosniff", headers)
    status, headers, _ = fetch(url + "nowhere")
    check("a refusal carries the same headers",
          status == 404 and headers.get("X-Content-Type-Options") == "nosniff"
          and "frame-ancestors" in headers.get("Content-Security-Policy", ""), headers)
    status, _, body = fetch(url, data=b"--x--\r\n",
                            headers={"Content-Type": "multipart/form-data; boundary=x"})
    check("a form sent without a screenshot is told in a player's words",
          status == 400 and "no screenshot was chosen" in body.decode(), status)
