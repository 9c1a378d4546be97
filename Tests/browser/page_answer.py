"""Issue 35, item 1: the answer first. The best move heads the result as a row of its own,
in view with the board on a phone, where the board held in view leaves most of the screen to
the list; a tap on it marks its tiles again; the list's order is named in words."""
import os

from browser_support import (SHARED, axe_script, axe_violations, check, cli_json, in_view,
                             marked_tiles, phone)

BOARD_FILE = "lancy__LetterFun__sample0.png"
# A position where the engine proves a forced win by more than a tile: by 15 at 3873221, so wide
# that an open move is unlikely to outrank it when the price of a sure win moves again.
MARGIN_FILE = "jpsim__LetterpressPlayer__l11.png"
# A position where the engine plays an open move past a proved win by 15 (at 3873221 and after):
# the page names that win too.
PRESS_FILE = "jpsim__LetterpressPlayer__l4.png"


def held_board(page):
    """Where the board's block (the board, its caption and the score) is, and the screen's
    height."""
    return page.evaluate("""() => { const r = document.querySelector(".boardside")
           .getBoundingClientRect(); return {top: r.top, bottom: r.bottom, height: innerHeight}; }""")


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
    # Scrolled down the list, the board held in view leaves most of the screen to the list.
    page.locator("ol.moves button").nth(8).scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    held = held_board(page)
    check("scrolled down the list on a 390x844 phone, the board stays at the top in at most "
          "40% of the screen", abs(held["top"]) < 1 and held["bottom"] <= 0.4 * held["height"],
          held)
    row = page.locator("ol.moves button").nth(8).bounding_box()
    check("and the move scrolled to shows whole below it",
          row["y"] >= held["bottom"] - 1 and row["y"] + row["height"] <= held["height"] + 1,
          f"{row} under {held}")
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

    # A forced win proved by more than a tile says by how much, as the command line says it.
    page = phone(browser)
    page.goto(url)
    page.set_input_files("#shot", os.path.join(SHARED, MARGIN_FILE))
    page.wait_for_selector("button.best")
    margin = cli_json(args.cli, os.path.join(SHARED, MARGIN_FILE))["best"].get("margin")
    text = page.locator("button.best").inner_text()
    check("a forced win proved by more than a tile says by how much on the best move",
          margin is not None and f"forces a win by {margin} or more" in text, f"{margin}: {text}")
    page.close()

    # An open move played past a proved win: the win is a second row, tap it to see its tiles.
    page = phone(browser)
    page.goto(url)
    page.set_input_files("#shot", os.path.join(SHARED, PRESS_FILE))
    page.wait_for_selector("button.best")
    sure = cli_json(args.cli, os.path.join(SHARED, PRESS_FILE)).get("sureWin")
    check("the command line names the proved win the engine plays on past", sure is not None)
    if sure is not None:
        rows = page.locator("button.sure")
        text = rows.inner_text() if rows.count() == 1 else ""
        check("the page names it under the best move, with its proof and margin",
              text.startswith(f"Sure win: {sure['word']} ")
              and f"forces a win by {sure['margin']} or more" in text, text)
        page.locator("button.sure").tap()
        check("a tap on it marks its tiles in order, and it is then the pressed row",
              marked_tiles(page) == {str(t): str(n + 1) for n, t in enumerate(sure["tiles"])}
              and page.get_attribute("button.sure", "aria-pressed") == "true"
              and page.get_attribute("button.best", "aria-pressed") == "false",
              marked_tiles(page))
    page.close()

    # A small phone (375x667): still the board and the best move on the first screen, and the
    # board held in view at under half the screen; on its side (667x375) the board scrolls away.
    page = browser.new_page(viewport={"width": 375, "height": 667}, device_scale_factor=2,
                            is_mobile=True, has_touch=True)
    page.goto(url)
    page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
    page.wait_for_selector("table.board td .letter")
    check("on a 375x667 phone the board and the best move fit the screen together",
          in_view(page, "table.board") and in_view(page, "button.best"))
    page.locator("ol.moves button").nth(8).scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    held = held_board(page)
    check("scrolled down the list on a 375x667 phone, the board held in view takes under half "
          "of it", abs(held["top"]) < 1 and held["bottom"] < 0.5 * held["height"], held)
    page.set_viewport_size({"width": 667, "height": 375})
    page.wait_for_timeout(200)
    position = page.evaluate("getComputedStyle(document.querySelector('.boardside')).position")
    check("on a phone on its side the board scrolls with the page", position == "static",
          position)
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
