#!/usr/bin/env python3
"""The phone screenshots of docs/ (serve-phone.png, serve-phone-dark.png): the page at
390x844 CSS pixels (2x), light and dark, with a shared screenshot read and its best move
marked. page_test.py --docs DIR makes them; so does this script alone:

usage: page_screenshots.py [--server PATH] [--out DIR]
"""
import argparse
import os
import sys

from browser_support import ROOT, SHARED, launch, start_server

BOARD_FILE = "lancy__LetterFun__sample0.png"


def shoot(browser, url, out):
    os.makedirs(out, exist_ok=True)
    for name, scheme in (("serve-phone.png", "light"), ("serve-phone-dark.png", "dark")):
        page = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                                is_mobile=True, has_touch=True, color_scheme=scheme)
        page.goto(url)
        page.set_input_files("#shot", os.path.join(SHARED, BOARD_FILE))
        page.wait_for_selector("table.board td .letter")
        page.wait_for_timeout(300)
        page.screenshot(path=os.path.join(out, name))
        print("saved " + os.path.join(out, name))
        page.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server",
                        default=os.path.join(ROOT, "Server/.build/debug/letterfun-server"))
    parser.add_argument("--out", default=os.path.join(ROOT, "docs"))
    args = parser.parse_args()
    if not os.path.exists(os.path.join(SHARED, BOARD_FILE)):
        print("screenshots skipped: needs ../shared beside the project (absent here)")
        return 0
    from playwright.sync_api import sync_playwright
    server, url = start_server(args.server)
    try:
        with sync_playwright() as p:
            browser = launch(p)
            shoot(browser, url, args.out)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
