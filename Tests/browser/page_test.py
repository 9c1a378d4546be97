#!/usr/bin/env python3
"""The page in a real browser (Debian's chromium, driven by Playwright), at phone size.

Starts the built letterfun-server on a free loopback port, then: uploads a shared screenshot
through the file input and checks the 25 letters shown are the labelled ones; taps a move and
checks its tiles are marked in word order; uploads a non-board and checks the refusal; saves a
screenshot of the page. Needs ../shared beside the project (skipped with a reason otherwise).

usage: page_test.py [--server PATH] [--cli PATH] [--screenshot PNG]
"""
import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "screenshots")
# A light-theme iPhone screenshot: the page's picture in the README shows the usual case.
BOARD_FILE = "lancy__LetterFun__sample0.png"
NON_BOARD_FILE = "colons__lp__not_a_game.png"

results = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok else ": " + detail), flush=True)


def start_server(path):
    server = subprocess.Popen(
        [path, "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    # "letterfun: serving on http://127.0.0.1:PORT/ (Ctrl-C stops)"
    url = line.split(" on ", 1)[1].split(" ", 1)[0]
    return server, url


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server",
                        default=os.path.join(ROOT, "Server/.build/debug/letterfun-server"))
    parser.add_argument("--cli", default=os.path.join(ROOT, ".build/debug/letterfun"))
    parser.add_argument("--screenshot", default="/tmp/letterfun-page.png")
    args = parser.parse_args()
    labels_path = os.path.join(SHARED, "labels.json")
    if not os.path.exists(labels_path):
        print("browser test skipped: needs ../shared beside the project (absent here)")
        print("0 passed, 0 failed, 1 skipped")
        return 0
    labels = {e["file"]: e for e in json.load(open(labels_path))}
    label = labels[BOARD_FILE]

    from playwright.sync_api import sync_playwright

    server, url = start_server(args.server)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=["--no-sandbox"])
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
            best = page.locator("p.best strong").inner_text()
            marked = page.locator("table.board td.marked").count()
            check("the best move's tiles are marked", marked == len(best), f"{marked} for {best}")
            width = page.evaluate("document.documentElement.scrollWidth")
            check("the result fits the phone's width", width <= 375, f"{width} px")

            third = page.locator("ol.moves button").nth(2)
            word = third.locator(".word").inner_text()
            tiles = [int(t) for t in third.get_attribute("data-tiles").split(",")]
            third.tap()
            check("the tapped move is pressed", third.get_attribute("aria-pressed") == "true")
            marked = page.locator("table.board td.marked")
            shown = sorted(int(marked.nth(i).get_attribute("data-i")) for i in range(marked.count()))
            check("the tapped move's tiles are marked", shown == sorted(tiles),
                  f"{shown} != {sorted(tiles)} for {word}")
            in_order = all(
                page.locator(f'table.board td[data-i="{t}"] .order').inner_text() == str(n + 1)
                for n, t in enumerate(tiles))
            spelled = "".join(
                page.locator(f'table.board td[data-i="{t}"] .letter').inner_text() for t in tiles)
            check("they are numbered in word order", in_order and spelled == word,
                  f"{spelled} vs {word}")
            # The board, the best move and the first moves, as a phone shows them.
            page.evaluate("document.getElementById('result').scrollIntoView()")
            page.screenshot(path=args.screenshot)
            print("page saved to " + args.screenshot)

            # Keyboard: the moves are buttons, reachable and pressable without a pointer.
            page.locator("ol.moves button").nth(1).focus()
            page.keyboard.press("Enter")
            check("a move can be chosen with the keyboard",
                  page.locator("ol.moves button").nth(1).get_attribute("aria-pressed") == "true")

            page.set_input_files("#shot", os.path.join(SHARED, NON_BOARD_FILE))
            page.wait_for_selector(".refusal")
            message = page.locator(".refusal .message").inner_text()
            code = page.locator(".refusal .code").inner_text()
            cli = subprocess.run(
                [args.cli, "solve", "--json",
                 os.path.join(SHARED, NON_BOARD_FILE)], capture_output=True, text=True)
            expected = json.loads(cli.stdout)["error"] if cli.stdout else {}
            check("a non-board is refused in the command line's words",
                  code == "not-a-board" and message == expected.get("message"),
                  f"{code}: {message} vs {expected}")
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 1 if results["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
