"""Issue 35, item 2: nothing mixed up. Each upload cancels the one before and only the
newest answer is drawn; the button shows a read in progress; the same file twice is read
twice; the file control is a large target; paste and drop give an answer."""
import base64
import os
import tempfile

from browser_support import SHARED, check, phone, shown_letters

FIRST = "lancy__LetterFun__sample0.png"
SECOND = "jpsim__LetterpressPlayer__l6.png"


def send_event(page, kind, path):
    """Pastes or drops the file at `path` on the page, as a browser does (a DataTransfer
    holding the file)."""
    data = base64.b64encode(open(path, "rb").read()).decode()
    page.evaluate(
        """([kind, data]) => {
             const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
             const dt = new DataTransfer();
             dt.items.add(new File([bytes], "shot.png", {type: "image/png"}));
             if (kind === "paste") {
               document.dispatchEvent(new ClipboardEvent("paste", {clipboardData: dt, bubbles: true}));
             } else {
               const at = document.querySelector("h1");
               at.dispatchEvent(new DragEvent("dragover", {dataTransfer: dt, bubbles: true, cancelable: true}));
               at.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
             }
           }""", [kind, data])


def run(browser, url, args, labels):
    page = phone(browser)
    page.goto(url)
    # The first upload is held back until the second has been answered: were it drawn then,
    # the older answer would replace the newer one.
    held = []

    def hold_first(route):
        if not held:
            held.append(route)
        else:
            route.continue_()

    page.route("**/api/solve*", hold_first)
    page.set_input_files("#shot", os.path.join(SHARED, FIRST))
    page.wait_for_function("() => true")
    for _ in range(50):
        if held:
            break
        page.wait_for_timeout(100)
    reading = page.locator("button.go").inner_text()
    check("while a screenshot is read the button says so", "Reading" in reading, reading)
    page.set_input_files("#shot", os.path.join(SHARED, SECOND))
    page.wait_for_selector("table.board td .letter")
    second = labels[SECOND]["letters"]
    try:
        held[0].continue_()
    except Exception:
        pass  # the page cancelled it: nothing to release
    page.wait_for_timeout(1500)
    check("two quick uploads end on the second's answer", shown_letters(page) == second,
          shown_letters(page))
    check("the button is back to its label once the newest answer is drawn",
          "Reading" not in page.locator("button.go").inner_text())
    page.unroute("**/api/solve*")

    sent = []
    page.on("request", lambda r: sent.append(r.url) if "/api/solve" in r.url else None)
    for _ in range(2):
        page.evaluate("document.getElementById('result').innerHTML = ''")
        page.set_input_files("#shot", os.path.join(SHARED, FIRST))
        page.wait_for_selector("table.board td .letter")
    check("choosing the same file twice reads it twice", len(sent) == 2, f"{len(sent)} requests")

    box = page.locator("#shot").bounding_box()
    check("the file control is a large target (at least 48 px tall, the form's width)",
          box["height"] >= 48 and box["width"] >= 300, box)

    # A 0-byte file, in a folder of this run's own.
    empty = os.path.join(tempfile.mkdtemp(prefix="letterfun-page-"), "empty.png")
    open(empty, "wb").close()
    before = len(sent)
    page.evaluate("document.getElementById('result').innerHTML = ''")
    page.set_input_files("#shot", empty)
    page.wait_for_selector(".refusal")
    message = page.locator(".refusal .message").inner_text()
    check("an empty file is refused in the page's words, without asking the server",
          "empty" in message and "request body" not in message and len(sent) == before, message)

    for kind in ("paste", "drop"):
        page.evaluate("document.getElementById('result').innerHTML = ''")
        send_event(page, kind, os.path.join(SHARED, FIRST))
        page.wait_for_selector("table.board td .letter")
        check(f"a screenshot {'pasted' if kind == 'paste' else 'dropped on the page'} is read",
              shown_letters(page) == labels[FIRST]["letters"], shown_letters(page))
    page.close()
