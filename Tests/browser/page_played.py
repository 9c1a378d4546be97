"""Issue 35, item 3: a game remembered. Played words are kept on the device per game (the
board's letters), shown back as a list, checked against the word list and the board's
letters, and empty for another game's board."""
import os

from browser_support import SHARED, check, cli_json, phone

GAME = "lancy__LetterFun__sample0.png"
OTHER = "artgillespie__pressletter__IMG_1384.PNG"


def upload(page, name):
    page.evaluate("document.getElementById('result').innerHTML = ''")
    page.set_input_files("#shot", os.path.join(SHARED, name))
    page.wait_for_selector("table.board td .letter")
    page.wait_for_function("() => document.getElementById('result').getAttribute('aria-busy') !== 'true'")


def listed(page):
    return [w.upper() for w in page.locator("ol.moves .word").all_inner_texts()]


def run(browser, url, args, labels):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3,
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(url)
    words = [m["word"].upper() for m in cli_json(args.cli, os.path.join(SHARED, GAME))["words"][:2]]
    upload(page, GAME)
    page.fill("#played", ", ".join(words))
    page.click("button.go")
    page.wait_for_function("() => document.getElementById('result').getAttribute('aria-busy') !== 'true'")
    page.wait_for_selector("table.board td .letter")
    shown = page.locator("#played-list .word").all_inner_texts()
    check("played words are shown back as a list", shown == words, shown)
    check("and taken out of the moves", not set(words) & set(listed(page)), listed(page)[:4])

    page.reload()
    check("after a reload the field starts empty", page.input_value("#played") == "")
    upload(page, GAME)
    check("the same game's board brings its played words back",
          page.locator("#played-list .word").all_inner_texts() == words
          and not set(words) & set(listed(page)), page.input_value("#played"))

    upload(page, OTHER)
    check("another game's board starts with no played words",
          page.input_value("#played") == "" and page.locator("#played-list li").count() == 0
          and page.evaluate("document.querySelector('#played-list').hidden"),
          page.input_value("#played"))
    upload(page, GAME)
    check("and the first game's words come back with its board",
          page.locator("#played-list .word").all_inner_texts() == words)

    page.locator(f'#played-list button[data-word="{words[1]}"]').click()
    page.wait_for_function("() => document.getElementById('result').getAttribute('aria-busy') !== 'true'")
    page.wait_for_selector("table.board td .letter")
    check("a played word can be taken out of the list (and the moves are read again)",
          page.locator("#played-list .word").all_inner_texts() == words[:1]
          and words[1] in listed(page) + [page.locator(".best .word").inner_text().upper()],
          page.locator("#played-list .word").all_inner_texts())

    # ZZQX: no Q or X on this board. THHT: the board's letters, but no word.
    page.fill("#played", words[0] + ", zzqx, thht")
    page.click("button.go")
    page.wait_for_function("() => document.getElementById('result').getAttribute('aria-busy') !== 'true'")
    note = page.locator("#played-note").inner_text()
    check("a word the board's letters cannot spell gets a note saying so",
          "ZZQX cannot be spelled with this board's letters" in note, note)
    check("a word missing from the word list gets a note saying so",
          "THHT is not in the word list" in note, note)
    check("the field is then marked invalid for screen readers",
          page.get_attribute("#played", "aria-invalid") == "true")
    context.close()
    shared_page(browser, url, args, labels)


def shared_page(browser, url, args, labels):
    """A screenshot shared from the gallery (the page the server draws for POST /share), opened
    where this game's played words are kept: the page asks again with them, and the answer
    lists none of them."""
    import uuid
    import urllib.request
    image = open(os.path.join(SHARED, GAME), "rb").read()
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"screenshot\"; "
            f"filename=\"Screenshot.png\"\r\nContent-Type: image/png\r\n\r\n").encode() + image \
        + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(url + "share", data=body, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}"})
    with urllib.request.urlopen(request, timeout=60) as r:
        html = r.read()
    words = [m["word"].upper() for m in cli_json(args.cli, os.path.join(SHARED, GAME))["words"][:2]]
    page = browser.new_page()
    page.goto(url)
    letters = labels[GAME]["letters"]
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  ["letterfun.played." + letters, '["' + '", "'.join(words) + '"]'])
    # The shared answer, served at a page of the same origin (the share sheet's POST cannot be
    # made by navigation here).
    page.route("**/shared-answer", lambda r: r.fulfill(status=200, content_type="text/html",
                                                       body=html))
    page.goto(url + "shared-answer")
    page.wait_for_function("() => document.getElementById('result').getAttribute('aria-busy') === 'false'")
    check("a shared screenshot is answered again with the game's kept played words",
          page.input_value("#played") == ", ".join(words)
          and not set(words) & set(listed(page)) and len(listed(page)) > 0,
          (page.input_value("#played"), listed(page)[:3]))
    page.close()
