"""Issue 35, item 1: the answer first. The best move heads the result as a row of its own,
in view with the board on a phone; a tap on it marks its tiles again; the list's order is
named in words."""
import os

from browser_support import (SHARED, axe_script, axe_violations, check, cli_json, in_view,
                             marked_tiles, phone)

BOARD_FILE = "lancy__LetterFun__sample0.png"


def run(browser, url, args, labels):
    page = phone(browser)
    page.goto(url)
    page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
    page.wait_for_selector("table.board td .letter")
    best = cli_json(args.cli, os.path.join(SHARED, BOARD_FILE))["best"]
    expected = {str(t): str(n + 1) for n, t in enumerate(best["tiles"])}
    check("the best move is a row of its own (a button) heading the moves",
          page.locator("button.best").count() == 1
          and page.evaluate("""() => { const b = document.querySelector("button.best");
                 const l = document.querySelector("ol.moves");
                 return !!(b.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING); }"""))
    check("on a 390x844 phone the board and the best move fit the screen together",
          in_view(page, "table.board") and in_view(page, "button.best"),
          page.evaluate("""() => [document.querySelector("table.board").getBoundingClientRect().top,
                 document.querySelector("button.best").getBoundingClientRect().bottom,
                 innerHeight]"""))
    page.locator("ol.moves button").nth(3).tap()
    moved = marked_tiles(page)
    page.locator("button.best").scroll_into_view_if_needed()
    page.locator("button.best").tap()
    check("a tap on the best move, after another move, marks its tiles again in order",
          moved != expected and marked_tiles(page) == expected, f"{marked_tiles(page)} vs {expected}")
    check("the best move's row is then the pressed one",
          page.get_attribute("button.best", "aria-pressed") == "true"
          and page.locator("ol.moves button[aria-pressed=true]").count() == 0)
    heading = page.locator("#moves-heading").inner_text()
    check("the list's order is named in a player's words (default: longest first)",
          heading.endswith("longest first"), heading)
    page.select_option("#rank", "best")
    page.click("button.go")
    page.wait_for_function(
        "() => document.querySelector('#moves-heading')?.textContent.endsWith(\"the engine's order\")",
        timeout=30000)
    check("the engine's ranking is named \"the engine's order\"", True)
    check("the page's title names the best move",
          page.title().startswith(best["word"]), page.title())
    page.close()

    # A desktop: the board beside the best move and the list, all of it on the first screen.
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(url)
    page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
    page.wait_for_selector("table.board td .letter")
    side_by_side = page.evaluate("""() => {
        const b = document.querySelector("table.board").getBoundingClientRect();
        const m = document.querySelector("button.best").getBoundingClientRect();
        return m.left >= b.right && m.top < b.bottom; }""")
    width = page.evaluate("document.documentElement.scrollWidth")
    check("at 1280x800 the best move sits beside the board, both in view, nothing wider",
          side_by_side and in_view(page, "table.board") and in_view(page, "button.best")
          and width <= 1280, f"{side_by_side} {width}")
    page.locator("ol.moves button").nth(5).click()
    page.locator("button.best").click()
    check("at 1280x800 a click on the best move marks its tiles again",
          marked_tiles(page) == expected, marked_tiles(page))
    found = axe_violations(page, axe_script())
    check("axe-core: no violation at 1280x800 with a move marked", not found, found)
    page.close()
