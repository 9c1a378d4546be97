#!/usr/bin/env python3
"""How well the chance `letterfun solve` shows beside its best move foretells the game: every
position of recorded arena games solved again, its chance set against whether the side to move
won, each side's positions in a game weighed once in all (a long war is one game, not a hundred).

    python3 Benchmarks/chance-calibration.py BIN RECORD... [--jobs 2]

Each RECORD is the output of `Arena ... --verbose --record` (self-play: `--a cmd:BIN --b
cmd:BIN`). Prints, per band of the searched value behind the chance (the value is read back
from today's curve when `--curve old`, or from the new one), the positions, the chance shown
and the share of games won; then the logistic fit of the wins on that value, and the weighted
log loss of the chances shown and of the fitted curve. Proofs (100% and 0%) are left out: they are not estimates.
"""
import argparse
import collections
import concurrent.futures
import json
import math
import subprocess


def games(path):
    """(letters, owners, margin, side key) for each position moved from, in the file's games: the
    sides move in turn, so a position's side is its place in the game, odd or even."""
    pending, n = [], 0
    for line in open(path):
        if line.startswith("position "):
            _, letters, owners, margin = line.split()
            pending.append((letters, owners, int(margin)))
        elif line.startswith("pair ") and " game " in line:
            for i, (letters, owners, margin) in enumerate(pending):
                if "w" in owners:
                    yield letters, owners, margin, f"{path}#{n}/{i % 2}"
            pending, n = [], n + 1


def chance(binary, letters, owners):
    out = subprocess.run(
        [binary, "solve", "--rank", "best", "--json", "--limit", "1", "--board",
         f"{letters}:{owners}"], capture_output=True, text=True, check=True).stdout
    best = json.loads(out).get("best")
    return None if best is None else (best.get("value"), best.get("reason"))


def fit(points):
    """Weighted logistic fit of won on value: (centre, scale)."""
    a, b = 0.0, 0.25
    for _ in range(200):
        g0 = g1 = h00 = h01 = h11 = 0.0
        for v, y, w in points:
            q = 1 / (1 + math.exp(-(a + b * v)))
            g0 += w * (y - q)
            g1 += w * (y - q) * v
            h = w * q * (1 - q)
            h00, h01, h11 = h00 + h, h01 + h * v, h11 + h * v * v
        det = h00 * h11 - h01 * h01
        if det <= 0:
            break
        a += (h11 * g0 - h01 * g1) / det
        b += (h00 * g1 - h01 * g0) / det
    return -a / b, 1 / b


def main():
    p = argparse.ArgumentParser()
    p.add_argument("binary")
    p.add_argument("records", nargs="+")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--curve", choices=["old", "new"], default="new",
                   help="the curve BIN shows chances by: old 1/(1+e^(-v/4)), new the fitted one")
    p.add_argument("--centre", type=float, default=-8.0)
    p.add_argument("--scale", type=float, default=3.3)
    args = p.parse_args()
    positions = [g for r in args.records for g in games(r)]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda g: chance(args.binary, g[0], g[1]), positions))
    kept = []
    for (letters, owners, margin, side), r in zip(positions, results):
        if r is None or r[0] is None or not 0 < r[0] < 1:
            continue
        pr = r[0]
        logit = math.log(pr / (1 - pr))
        v = 4 * logit if args.curve == "old" else args.centre + args.scale * logit
        won = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        kept.append((v, won, pr, side))
    per_side = collections.Counter(side for *_, side in kept)
    # (value, won, chance shown, weight)
    rows = [(v, y, pr, 1 / per_side[side]) for v, y, pr, side in kept]
    played = len({side.rsplit("/", 1)[0] for side in per_side})
    print(f"{len(rows)} positions with an estimate, from {played} games")
    for lo in range(-14, 12, 2):
        band = [r for r in rows if lo <= r[0] < lo + 2]
        if band:
            weight = sum(w for *_, w in band)
            print(f"  value {lo:+3d} to {lo + 2:+3d}: {len(band):5d} positions, chance shown "
                  f"{sum(pr for _, _, pr, _ in band) / len(band):.2f}, games won "
                  f"{sum(y * w for _, y, _, w in band) / weight:.2f}")
    centre, scale = fit([(v, y, w) for v, y, _, w in rows])

    def log_loss(chance):
        return -sum(w * (y * math.log(chance(v, pr)) + (1 - y) * math.log(1 - chance(v, pr)))
                    for v, y, pr, w in rows) / sum(w for *_, w in rows)

    shown = log_loss(lambda v, pr: pr)
    fitted = log_loss(lambda v, pr: 1 / (1 + math.exp(-(v - centre) / scale)))
    print(f"fit: an even chance at value {centre:.2f}, scale {scale:.2f}; log loss of the "
          f"chances shown {shown:.3f}, of the fitted curve {fitted:.3f}")


if __name__ == "__main__":
    main()
