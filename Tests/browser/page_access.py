"""Issue 35, item 5: readable on every theme, for everyone. The tap marks' contrast against
every tile of all eight themes, measured from the page's own colours; numbers of 12 px or
more; each tile named for screen readers; the live region says the best move only; a dark
page; axe-core: no violation in any state (empty, result, refusal, a move tapped, dark)."""
import json
import os

from browser_support import (SHARED, axe_script, axe_violations, check, contrast, phone,
                             srgb)

BOARD_FILE = "lancy__LetterFun__sample0.png"
NON_BOARD_FILE = "colons__lp__not_a_game.png"
# Every owner, free tiles of both shades among them; the move takes every tile.
OWNERS = "wbBrR" * 5
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXY"


def fake_answer(theme):
    move = {"word": LETTERS, "tiles": list(range(25)), "score": 25, "win": False, "loss": False,
            "safe": True, "gain": 1}
    return {"board": {"letters": LETTERS, "ownership": OWNERS, "theme": theme},
            "playable": 1, "words": [move], "best": move}


def marks(page):
    """Each marked tile's background, mark (outline) colour and number's colours and size."""
    return page.evaluate(
        """() => [...document.querySelectorAll("table.board td.marked")].map(td => {
             const s = getComputedStyle(td), o = getComputedStyle(td.querySelector(".order"));
             return [td.dataset.i, s.backgroundColor, s.outlineColor, s.outlineWidth,
                     o.backgroundColor, o.color, parseFloat(o.fontSize)]; })""")


def contrast_on_every_theme(page):
    themes = json.loads(page.locator("#themes").text_content())
    worst, smallest, count = [], 99.0, 0
    for theme in themes:
        body = json.dumps(fake_answer(theme))
        page.route("**/api/solve*", lambda route: route.fulfill(
            status=200, content_type="application/json", body=body))
        page.evaluate("document.getElementById('result').innerHTML = ''")
        page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
        page.wait_for_selector("table.board td.marked")
        page.unroute("**/api/solve*")
        for i, tile, mark, width, badge, ink, size in marks(page):
            count += 1
            ratio = contrast(srgb(tile), srgb(mark))
            number = contrast(srgb(badge), srgb(ink))
            smallest = min(smallest, size)
            if ratio < 3 or number < 4.5 or float(width.rstrip("px")) < 3:
                worst.append(f"{theme} tile {i} {tile}: mark {mark} {ratio:.2f}:1, number {number:.2f}:1")
    check(f"tap marks stand out at 3:1 or more on every tile of all {len(themes)} themes "
          f"({count} tiles measured)", len(themes) == 8 and count == 8 * 25 and not worst, worst[:4])
    check("the tap-order numbers are at least 12 px on a phone", smallest >= 12, smallest)


def run(browser, url, args, labels):
    script = axe_script()
    page = phone(browser)
    page.goto(url)
    found = axe_violations(page, script)
    check("axe-core: no violation on the empty page", not found, found)

    contrast_on_every_theme(page)

    page.evaluate("document.getElementById('result').innerHTML = ''")
    page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
    page.wait_for_selector("table.board td .letter")
    names = page.evaluate("""() => [...document.querySelectorAll("table.board tbody td")]
           .map(td => td.textContent)""")
    own = labels[BOARD_FILE]["ownership"]
    words = {"w": "free", "b": "yours", "B": "yours, defended", "r": "opponent's",
             "R": "opponent's, defended"}
    wrong = [n for i, n in enumerate(names)
             if not n.startswith(labels[BOARD_FILE]["letters"][i] + ", " + words[own[i]])]
    check("each tile names its letter, owner and defence for screen readers", not wrong, wrong[:3])
    said = page.locator("#announce").text_content()
    best = page.locator("button.best").text_content()
    check("the live region says the best move only", said == best and said.startswith("Best move")
          and page.locator("[aria-live]").count() == 1
          and page.locator("#result[aria-live]").count() == 0, said)
    found = axe_violations(page, script)
    check("axe-core: no violation with a result", not found, found)
    page.locator("ol.moves button").nth(2).tap()
    found = axe_violations(page, script)
    check("axe-core: no violation with a move tapped", not found, found)
    page.set_input_files("#shot", os.path.join(SHARED, NON_BOARD_FILE))
    page.wait_for_selector(".refusal")
    found = axe_violations(page, script)
    check("axe-core: no violation with a refusal", not found, found)
    check("after a refusal the played-words field is not marked invalid (no 'undefined')",
          page.get_attribute("#played", "aria-invalid") == "false")
    page.close()

    page = phone(browser, dark=True)
    page.goto(url)
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    check("the page is dark under prefers-color-scheme: dark",
          contrast(srgb(background), (0, 0, 0)) < 2, background)
    found = axe_violations(page, script)
    check("axe-core: no violation on the dark empty page", not found, found)
    page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
    page.wait_for_selector("table.board td .letter")
    page.locator("ol.moves button").nth(2).tap()
    found = axe_violations(page, script)
    check("axe-core: no violation on the dark page with a move tapped", not found, found)
    page.set_input_files("#shot", os.path.join(SHARED, NON_BOARD_FILE))
    page.wait_for_selector(".refusal")
    found = axe_violations(page, script)
    check("axe-core: no violation on the dark page with a refusal", not found, found)
    page.close()
