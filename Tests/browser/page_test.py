#!/usr/bin/env python3
"""The page in a real browser (Debian's chromium, driven by Playwright), at phone size.

Starts the built letterfun-server on a free loopback port, then checks issue 35's items: the
best move first, as a row that marks its tiles again (page_answer.py); uploads cancelled and
ordered, the same file twice, paste and drop (page_uploads.py); played words kept per game
(page_played.py); the manifest, icons, share target, Shortcut endpoint and headers
(page_install.py); the tap marks' contrast on all eight themes and axe-core in every state
(page_access.py); and the earlier flow below (letters, scrolling, gains, taps, keyboard,
played words, a finished board, a refusal). Needs ../shared beside the project (skipped with
a reason otherwise).

usage: page_test.py [--server PATH] [--cli PATH] [--screenshot PNG] [--docs DIR]
"""
import argparse
import json
import os
import sys

from browser_support import (ROOT, SHARED, check, cli_json, in_view, launch, results,
                             start_server)

# A light-theme iPhone screenshot: the page's picture in the README shows the usual case.
BOARD_FILE = "lancy__LetterFun__sample0.png"
NON_BOARD_FILE = "colons__lp__not_a_game.png"
# Every tile taken: the game is over.
FINISHED_FILE = "jpsim__LetterpressPlayer__l6.png"


def uncovered(page, td):
    """Whether the tile's centre shows the tile itself (or its letter or badge), not something
    drawn over it."""
    return page.evaluate(
        """td => { const r = td.getBoundingClientRect();
             const x = r.left + r.width / 2, y = r.top + r.height / 2;
             const hit = document.elementFromPoint(x, y);
             return hit !== null && (hit === td || td.contains(hit)); }""", td)


def badge_overlaps(page):
    """The marked tiles whose number badge overlaps their letter."""
    return page.evaluate(
        """() => [...document.querySelectorAll("table.board td.marked")].filter(td => {
             const a = td.querySelector(".order").getBoundingClientRect();
             const b = td.querySelector(".letter").getBoundingClientRect();
             return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
           }).map(td => td.dataset.i)""")


def expected_after(ownership, move):
    """The score after a move, you first: free and undefended opponent tiles become yours."""
    owners = list(ownership)
    for t in move["tiles"]:
        if owners[t] in "wr":
            owners[t] = "b"
    return f"{sum(o in 'bB' for o in owners)}\u2013{sum(o in 'rR' for o in owners)}"


def without_list_place(line):
    """The command line's best-move line without where the move is in the list, which the
    page leaves out (its best move is a row of its own)."""
    for marker in (", not in the list below", ", number "):
        at = line.rfind(marker)
        if at >= 0 and line.endswith("below"):
            return line[:at]
    return line


def ask_again(page):
    """Sends the chosen screenshot again with the form as it is now ("Find words")."""
    page.evaluate("document.getElementById('result').innerHTML = ''")
    page.click("button.go")


def earlier_flow(browser, url, args, labels):
    label = labels[BOARD_FILE]
    page = browser.new_page(viewport={"width": 375, "height": 812},
                            device_scale_factor=2, is_mobile=True, has_touch=True)
    page.goto(url)
    check("the page has a labelled file input for images",
          page.get_by_label("Screenshot").get_attribute("accept") == "image/*")
    width = page.evaluate("document.documentElement.scrollWidth")
    check("nothing is wider than the 375 px phone", width <= 375, f"{width} px")

    page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
    page.wait_for_selector("table.board td .letter")
    letters = "".join(page.locator("table.board td .letter").all_inner_texts())
    check("the 25 letters shown are the labelled ones", letters == label["letters"],
          f"{letters} != {label['letters']}")
    scrolled = page.evaluate("window.scrollY")
    check("after reading, the page scrolls to the board", scrolled > 0
          and in_view(page, "table.board"), f"scrollY {scrolled}")
    check("the best move's line is in view with the board", in_view(page, ".best"))
    best = page.locator(".best strong").inner_text()
    marked = page.locator("table.board td.marked").count()
    check("the best move's tiles are marked", marked == len(best), f"{marked} for {best}")
    cli_answer = cli_json(args.cli, os.path.join(SHARED, BOARD_FILE))
    cli_best = cli_answer["best"]
    line = page.locator(".best").inner_text()
    check("the best move and its gain are the command line's",
          line.startswith(f"Best move: {cli_best['word']} (+{cli_best['gain']})"), line)
    import subprocess
    cli_text = subprocess.run([args.cli, "solve", os.path.join(SHARED, BOARD_FILE)],
                              capture_output=True, text=True).stdout
    cli_line = next((l for l in cli_text.splitlines() if l.startswith("Best move:")), "")
    check("the best move's line is the command line's (less its place in the list)",
          " ".join(line.split()) == " ".join(without_list_place(cli_line).split()),
          f"{line!r} vs {cli_line!r}")
    marked = page.locator("table.board td.marked")
    shown = {int(marked.nth(i).get_attribute("data-i")): int(
        marked.nth(i).locator(".order").inner_text()) for i in range(marked.count())}
    check("the marked tiles are the best move's, in order",
          shown == {t: n + 1 for n, t in enumerate(cli_best["tiles"])}, f"{shown} for {cli_best}")
    check("no badge covers its letter", not badge_overlaps(page), str(badge_overlaps(page)))
    width = page.evaluate("document.documentElement.scrollWidth")
    check("the result fits the phone's width", width <= 375, f"{width} px")

    own = cli_answer["board"]["ownership"]
    lead = sum(o in "bB" for o in own) - sum(o in "rR" for o in own)
    cards = page.locator("ol.moves button")
    wrong = []
    for n, m in enumerate(cli_answer["words"]):
        pts = cards.nth(n).locator(".pts").inner_text()
        after = cards.nth(n).locator(".after").inner_text()
        if pts != f"+{m['score'] - lead}" or after != expected_after(own, m):
            wrong.append(f"{m['word']}: {pts} {after}")
    check("every move shows its gain (+N) and the score after it (you first)",
          not wrong and cards.count() == len(cli_answer["words"]), "; ".join(wrong[:3]))

    far = page.locator("ol.moves button").nth(14)
    word = far.locator(".word").inner_text()
    tiles = [int(t) for t in far.get_attribute("data-tiles").split(",")]
    far.scroll_into_view_if_needed()
    far.tap()
    check("the tapped move is pressed", far.get_attribute("aria-pressed") == "true")
    marked = page.locator("table.board td.marked")
    shown = sorted(int(marked.nth(i).get_attribute("data-i")) for i in range(marked.count()))
    check("the tapped move's tiles are marked", shown == sorted(tiles),
          f"{shown} != {sorted(tiles)} for {word}")
    in_order = all(
        page.locator(f'table.board td[data-i="{t}"] .order').inner_text() == str(n + 1)
        for n, t in enumerate(tiles))
    spelled = "".join(
        page.locator(f'table.board td[data-i="{t}"] .letter').inner_text() for t in tiles)
    check("they are numbered in word order", in_order and spelled == word, f"{spelled} vs {word}")
    hidden = [t for t in tiles if not uncovered(
        page, page.locator(f'table.board td[data-i="{t}"]').element_handle())]
    check("the tapped move's tiles are in view, uncovered, with the list scrolled",
          not hidden, f"tiles {hidden} of {word} hidden")
    check("no badge covers its letter after a tap", not badge_overlaps(page))
    page.screenshot(path=args.screenshot)
    print("page saved to " + args.screenshot)

    page.set_viewport_size({"width": 320, "height": 640})
    page.wait_for_timeout(300)
    overlaps = badge_overlaps(page)
    check("no badge covers its letter at 320 px", not overlaps, str(overlaps))
    page.set_viewport_size({"width": 375, "height": 812})

    page.locator("ol.moves button").nth(1).focus()
    page.keyboard.press("Enter")
    check("a move can be chosen with the keyboard",
          page.locator("ol.moves button").nth(1).get_attribute("aria-pressed") == "true")

    first, second = [m["word"].lower() for m in cli_answer["words"][:2]]
    page.fill("#played", f"{first}, {second}")
    ask_again(page)
    page.wait_for_selector("table.board td .letter")
    listed = [w.lower() for w in page.locator("ol.moves .word").all_inner_texts()]
    check("played words with spaces after the commas are taken out of the list",
          page.locator(".refusal").count() == 0 and first not in listed
          and second not in listed, f"{first}, {second} in {listed[:5]}")
    page.fill("#played", f"{first}, x1")
    ask_again(page)
    page.wait_for_selector(".refusal")
    heading = page.locator(".refusal h2").inner_text()
    check("a malformed played word is reported as such, not as an unread screenshot",
          "played" in heading and "screenshot" not in heading
          and page.locator(".refusal .code").inner_text() == "bad-played-word"
          and page.get_attribute("#played", "aria-invalid") == "true", heading)
    page.fill("#played", "")

    page.set_input_files("#shot", os.path.join(SHARED, FINISHED_FILE))
    page.wait_for_selector("table.board td .letter")
    check("a finished board lists no moves",
          page.locator("ol.moves li").count() == 0
          and page.locator(".best").inner_text().startswith(("Game over", "No move")),
          page.locator(".best").inner_text())

    page.set_input_files("#shot", os.path.join(SHARED, NON_BOARD_FILE))
    page.wait_for_selector(".refusal")
    message = page.locator(".refusal .message").inner_text()
    code = page.locator(".refusal .code").inner_text()
    expected = cli_json(args.cli, os.path.join(SHARED, NON_BOARD_FILE)).get("error", {})
    check("a non-board is refused in the command line's words",
          code == "not-a-board" and message == expected.get("message"),
          f"{code}: {message} vs {expected}")
    page.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server",
                        default=os.path.join(ROOT, "Server/.build/debug/letterfun-server"))
    parser.add_argument("--cli", default=os.path.join(ROOT, ".build/debug/letterfun"))
    parser.add_argument("--screenshot", default="/tmp/letterfun-page.png")
    parser.add_argument("--docs", help="also write the phone screenshots of docs/ here")
    args = parser.parse_args()
    labels_path = os.path.join(SHARED, "labels.json")
    if not os.path.exists(labels_path):
        print("browser test skipped: needs ../shared beside the project (absent here)")
        print("0 passed, 0 failed, 1 skipped")
        return 0
    labels = {e["file"]: e for e in json.load(open(labels_path))}

    from playwright.sync_api import sync_playwright
    import page_access
    import page_answer
    import page_install
    import page_played
    import page_screenshots
    import page_uploads

    server, url = start_server(args.server)
    try:
        with sync_playwright() as p:
            browser = launch(p)
            page_answer.run(browser, url, args, labels)
            page_uploads.run(browser, url, args, labels)
            page_played.run(browser, url, args, labels)
            page_install.run(browser, url, args, labels)
            page_access.run(browser, url, args, labels)
            earlier_flow(browser, url, args, labels)
            if args.docs:
                page_screenshots.shoot(browser, url, args.docs)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 1 if results["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
