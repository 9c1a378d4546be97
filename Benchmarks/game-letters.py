#!/usr/bin/env python3
"""The game's letter table (BenchmarkSupport/GameLetters.swift) recounted from labels.json:
each distinct board (`expect: board`) once, whatever its themes and CgBI copies.

    python3 Benchmarks/game-letters.py [../shared/screenshots/labels.json]
"""
import collections
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "../shared/screenshots/labels.json"
with open(path) as f:
    records = json.load(f)
boards = sorted({r["letters"].upper() for r in records if r.get("expect") == "board"})
counts = collections.Counter("".join(boards))
total = sum(counts.values())
print(f"{len(boards)} distinct boards, {total} letters")
print("| letter | count | share |")
print("|---|---|---|")
for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
    print(f"| {letter} | {counts[letter]} | {100 * counts[letter] / total:.1f}% |")
print("Swift:", ", ".join(str(counts[l]) for l in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
