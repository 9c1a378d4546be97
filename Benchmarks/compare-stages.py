#!/usr/bin/env python3
"""Paired stage timings of two PipelineBenchmark builds: is a change slower anywhere?

    Benchmarks/compare-stages.py BASE_BINARY NEW_BINARY [ALTERNATIONS] [FILE...]

Runs the two binaries in turn (A B, B A, ...) over the same screenshots (default: every PNG in
../shared/screenshots), keeps each file's fastest median per stage, and prints per stage the
sum over files for each binary, their ratio, and the file whose ratio is worst. Build the base
from an older checkout: `git worktree add /tmp/base REV`, then
`swift build -c release --package-path /tmp/base/Benchmarks --product PipelineBenchmark`.
"""
import collections
import glob
import os
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit(__doc__)
base, new = sys.argv[1], sys.argv[2]
alternations = int(sys.argv[3]) if len(sys.argv) > 3 else 4
files = sys.argv[4:]
if not files:
    shots = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "screenshots")
    files = sorted(glob.glob(os.path.join(shots, "*.png")) + glob.glob(os.path.join(shots, "*.PNG")))
if not files:
    sys.exit("no screenshots: give files, or put ../shared beside the project")

# times[binary][stage][file] = the medians of each run
times = {b: collections.defaultdict(lambda: collections.defaultdict(list)) for b in (base, new)}
for r in range(alternations):
    for binary in ((base, new) if r % 2 == 0 else (new, base)):
        out = subprocess.run([binary, "--rounds", "9", *files], capture_output=True, text=True, check=True)
        for line in out.stdout.splitlines():
            stage, file, median, *_ = line.split("\t")
            # Refused screenshots print a reason ("no board") instead of a time.
            if file != "(once per process)" and median.replace(".", "", 1).isdigit():
                times[binary][stage][file].append(float(median))

print(f"{'stage':16} {'base ms':>9} {'new ms':>9} {'ratio':>6}  worst file")
for stage in times[base]:
    common = [f for f in times[base][stage] if f in times[new][stage]]
    b = {f: min(times[base][stage][f]) for f in common}
    n = {f: min(times[new][stage][f]) for f in common}
    worst = max(common, key=lambda f: n[f] / max(b[f], 1e-9))
    print(f"{stage:16} {sum(b.values()):9.2f} {sum(n.values()):9.2f} {sum(n.values()) / sum(b.values()):6.3f}"
          f"  {n[worst] / max(b[worst], 1e-9):.2f} {os.path.basename(worst)}")
