#!/usr/bin/env python3
"""Whole `letterfun solve --board` processes on the shared screenshots' unfinished boards, timed
for one build or two side by side: the issue's time line (median and longest, idle machine).

    python3 Benchmarks/solve-times.py BIN [BIN2] [--labels FILE] [--args "--think 150"]

Each distinct unfinished board of the labels file (expect "board", some tile unclaimed) is
solved twice by each build and the second run is timed, the builds alternating position by
position so that a busy spell of the machine falls on both. Prints, per build, the median,
longest and total wall and CPU time (user + system) in milliseconds, then with two builds the
ratio of their totals, over all positions and over those where the proofs run (10 open tiles
or fewer). The time of one run is the machine's: compare builds only within one run.
"""
import argparse
import json
import os
import resource
import subprocess
import time


def boards(path):
    seen = []
    with open(path) as f:
        for entry in json.load(f):
            own = entry.get("ownership", "")
            if entry.get("expect") != "board" or "w" not in own:
                continue
            text = entry["letters"] + ":" + own
            if text not in seen:
                seen.append(text)
    return seen


def timed(binary, board, extra):
    """Wall and CPU milliseconds of one solve of `board`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(
        [binary, "solve", "--board", board] + extra, check=True, stdout=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("builds", nargs="+", help="one or two letterfun binaries")
    parser.add_argument(
        "--labels", default=os.path.join(here, "..", "..", "shared", "screenshots", "labels.json"))
    parser.add_argument("--args", default="", help="solve's options besides --board")
    opts = parser.parse_args()
    if len(opts.builds) > 2:
        parser.error("one or two builds")
    positions = boards(opts.labels)
    extra = opts.args.split()
    times = {b: [] for b in opts.builds}
    for p in positions:
        for b in opts.builds:
            timed(b, p, extra)
            times[b].append(timed(b, p, extra))
    opened = [25 - sum(c != "w" for c in p.split(":")[1]) for p in positions]
    print(f"{len(positions)} positions, solve {opts.args or '(defaults)'}")
    for b in opts.builds:
        wall = [t[0] for t in times[b]]
        cpu = [t[1] for t in times[b]]
        print(
            f"{b}: wall median {median(wall):.0f} ms, longest {max(wall):.0f} ms, total "
            f"{sum(wall):.0f} ms; CPU median {median(cpu):.0f} ms, longest {max(cpu):.0f} ms, "
            f"total {sum(cpu):.0f} ms")
    if len(opts.builds) == 2:
        a, b = opts.builds
        for name, keep in [("all", lambda o: True), ("10 open or fewer", lambda o: o <= 10)]:
            ks = [k for k, o in enumerate(opened) if keep(o)]
            for i, what in [(0, "wall"), (1, "CPU")]:
                ta = sum(times[a][k][i] for k in ks)
                tb = sum(times[b][k][i] for k in ks)
                print(f"{name} ({len(ks)}): {what} total, first build over second: {ta / tb:.3f}")


if __name__ == "__main__":
    main()
