"""What the page's browser checks share: the counted checks, the server, colours and axe-core."""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "screenshots")

results = {"passed": 0, "failed": 0}


def check(name, ok, detail=""):
    results["passed" if ok else "failed"] += 1
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok else ": " + str(detail)), flush=True)


def start_server(path):
    server = subprocess.Popen(
        [path, "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    # "letterfun: serving on http://127.0.0.1:PORT/ (Ctrl-C stops)"
    url = line.split(" on ", 1)[1].split(" ", 1)[0]
    return server, url


def launch(p):
    return p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])


def phone(browser, dark=False):
    """A phone as the issue tried it: 390x844 CSS pixels at 3x, touch."""
    return browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=3,
                            is_mobile=True, has_touch=True,
                            color_scheme="dark" if dark else "light")


def in_view(page, selector):
    """Whether the element is wholly inside the viewport (to within a pixel: scrolling stops
    on whole pixels, layout does not)."""
    return page.evaluate(
        """s => { const r = document.querySelector(s).getBoundingClientRect();
             return r.top > -1 && r.bottom < window.innerHeight + 1; }""", selector)


def shown_letters(page):
    return "".join(page.locator("table.board td .letter").all_inner_texts())


def marked_tiles(page):
    """The marked tiles by board index, with the number shown on each."""
    return page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll("table.board td.marked")]
             .map(td => [td.dataset.i, td.querySelector(".order").textContent]))""")


def srgb(css):
    """(r, g, b) of a computed CSS colour, 'rgb(1, 2, 3)' or 'rgba(...)'."""
    inner = css[css.index("(") + 1:css.index(")")]
    return tuple(float(v) for v in inner.replace("/", ",").split(",")[:3])


def luminance(rgb):
    def lin(c):
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """WCAG's contrast ratio of two sRGB colours."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def axe_script():
    """axe-core as shipped in the axe-playwright-python package (installed by .ci/run)."""
    import axe_playwright_python
    path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()


def axe_violations(page, script):
    """axe-core's violations on the page as it is now: [(rule id, impact, nodes)]."""
    page.evaluate(script)
    found = page.evaluate("() => axe.run(document).then(r => r.violations.map(v => "
                          "[v.id, v.impact, v.nodes.length, v.nodes[0] && v.nodes[0].html]))")
    return found


def cli_json(cli, path):
    return json.loads(subprocess.run([cli, "solve", "--json", path],
                                     capture_output=True, text=True).stdout)
