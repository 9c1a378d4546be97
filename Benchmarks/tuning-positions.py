#!/usr/bin/env python3
"""A tuning set of mid-game positions for the arena (`--boards positions --labels FILE`), drawn
from the engine's own games, so that changes can be tried on positions like the shared
screenshots' without tuning on those 34.

One position a game from arena `--trace` output (each line's `at LETTERS:OWNERS`, owners from
the mover's side), the number of open tiles drawn as often as among the unfinished boards of
labels.json that have 2-20 open; written in labels.json's form (`expect: board`, the mover
as `b`).

    python3 Benchmarks/tuning-positions.py SEED OUT.json LABELS.json TRACE...
"""
import json
import random
import re
import sys

seed, out, labels, traces = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
rng = random.Random(seed)
with open(labels) as f:
    records = json.load(f)
real = {(r["letters"], r["ownership"]) for r in records if r.get("expect") == "board"}
# How many tiles the real unfinished boards leave open (empty and nearly full boards aside).
opens = sorted(o.count("w") for _, o in real if 2 <= o.count("w") <= 20)

chosen, seen = [], set()
for path in traces:
    games = []
    with open(path) as f:
        for line in f:
            if line.startswith("game "):
                games.append([])
            m = re.search(r" at ([A-Z]{25}):([wbBrR]{25})\s*$", line)
            if m and games:
                games[-1].append((m.group(1), m.group(2)))
    for game in games:
        options = [p for p in game if 2 <= p[1].count("w") <= 20 and p not in seen and p not in real]
        if not options:
            continue
        want = rng.choice(opens)
        nearest = min(abs(p[1].count("w") - want) for p in options)
        p = rng.choice([p for p in options if abs(p[1].count("w") - want) == nearest])
        seen.add(p)
        chosen.append({"expect": "board", "letters": p[0], "ownership": p[1]})
rng.shuffle(chosen)
with open(out, "w") as f:
    json.dump(chosen, f, indent=0)
    f.write("\n")
counts = sorted(c["ownership"].count("w") for c in chosen)
print(f"{len(chosen)} positions from {len(traces)} traces; open tiles median {counts[len(counts) // 2]}")
