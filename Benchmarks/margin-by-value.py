#!/usr/bin/env python3
"""What a position's value says about the game's end: traced arena games, each position's side
to move by its value (the engine's `Evaluation.tiles`: tiles held, defended tiles 2 more), and
the tile margin that side finished with.

    python3 Benchmarks/margin-by-value.py [--open N] [--width W] TRACE...

Each TRACE is the `--verbose --trace` output of an arena run. Positions with at most N
unclaimed tiles (default 8) are counted, the games' first positions left out (they are the
boards drawn, not positions a move led to). Prints, per band of W values (default 3), how many
positions, and the mean and median final margin of the side to move: where a decided loss by
some margin ranks among open values (`GameSearch.lossWorth`) comes from this table.
"""
import re
import statistics
import sys


def neighbours(i):
    r, c = divmod(i, 5)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < 5 and 0 <= c + dc < 5:
            yield (r + dr) * 5 + c + dc


def value(owners):
    """The side to move's value: its trace line shows the board with that side as b."""
    o = owners.lower()

    def defended(side):
        return sum(
            1 for i, x in enumerate(o) if x == side and all(o[j] == side for j in neighbours(i))
        )

    return o.count("b") - o.count("r") + 2 * (defended("b") - defended("r")), o.count("w")


def main(argv):
    most_open, width, paths = 8, 3, []
    args = iter(argv)
    for a in args:
        if a == "--open":
            most_open = int(next(args))
        elif a == "--width":
            width = int(next(args))
        else:
            paths.append(a)
    if not paths:
        sys.exit(__doc__)
    bands = {}
    for path in paths:
        game = []
        with open(path) as f:
            for line in f:
                m = re.match(r"  ([AB]) \S+ .* at \w+:(\w+)", line)
                if m:
                    game.append((m.group(1), m.group(2)))
                    continue
                m = re.match(r"pair \d+ game \d: .* [AB] starts, A ([+-]?\d+)", line)
                if m:
                    a = int(m.group(1))
                    for k, (side, owners) in enumerate(game):
                        v, unclaimed = value(owners)
                        if k > 0 and unclaimed <= most_open:
                            band = bands.setdefault(v // width * width, [])
                            band.append(a if side == "A" else -a)
                    game = []
    print(f"value band (width {width}), positions, final margin of the side to move: mean, median")
    for v in sorted(bands):
        ms = bands[v]
        print(f"{v:5d} {len(ms):6d} {statistics.mean(ms):6.1f} {statistics.median(ms):6.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
