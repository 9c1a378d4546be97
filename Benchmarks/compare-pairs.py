#!/usr/bin/env python3
"""Two arena runs on the same boards, compared pair by pair: did build A's change gain?

    python3 Benchmarks/compare-pairs.py RUN_A RUN_B

Each RUN is the `--verbose` output of `Arena --a cmd:BIN --b reference` on one seed (or one
positions file), so that pair N is the same board in both. Prints the pair score of each, how
many pairs A's summed margin is better and worse in, with a two-sided sign test over the pairs
that differ, and how many pairs' results (won / level / lost) are better and worse.
"""
import math
import re
import sys


def margins(path):
    """Pair number -> A's summed tile margin over the pair's two games."""
    out = {}
    with open(path) as f:
        for line in f:
            m = re.match(r"pair (\d+): A ([+-]?\d+) over both games", line)
            if m:
                out[int(m.group(1))] = int(m.group(2))
    return out


def sign(x):
    return (x > 0) - (x < 0)


def score(run, pairs):
    return sum(1 if run[k] > 0 else 0.5 if run[k] == 0 else 0 for k in pairs) / len(pairs)


if len(sys.argv) != 3:
    sys.exit(__doc__)
a, b = margins(sys.argv[1]), margins(sys.argv[2])
pairs = sorted(set(a) & set(b))
if not pairs:
    sys.exit("no pair is in both runs")
better = sum(a[k] > b[k] for k in pairs)
worse = sum(a[k] < b[k] for k in pairs)
n = better + worse
p = min(1.0, 2 * sum(math.comb(n, i) for i in range(min(better, worse) + 1)) / 2**n) if n else 1.0
won = sum(sign(a[k]) > sign(b[k]) for k in pairs)
lost = sum(sign(a[k]) < sign(b[k]) for k in pairs)
print(
    f"pairs {len(pairs)}: pair score A {100 * score(a, pairs):.1f}%, B {100 * score(b, pairs):.1f}%; "
    f"summed margin better / worse {better} / {worse} (sign test p = {p:.3f}); "
    f"result better / worse {won} / {lost}"
)
