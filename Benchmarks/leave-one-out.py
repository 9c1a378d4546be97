#!/usr/bin/env python3
"""Leave-one-board-out: does reading generalise to a board whose letters were never trained on?

For each labelled board of a labels.json, trains templates on all the other boards
(`letterfun train`), reads the held-out board with them (`solve --json --templates`), and
compares letters and owners with its label. A refusal is safe; a wrong board is a silent error.

usage: Benchmarks/leave-one-out.py [LABELS.json] [--bin PATH] [--jobs N]
Defaults: ../shared/screenshots/labels.json and .build/release/letterfun (build it first with
`swift build -c release --product letterfun`). Exit 0 when every board is read exactly.
"""
import argparse, concurrent.futures, json, os, subprocess, sys, tempfile

ap = argparse.ArgumentParser()
ap.add_argument('labels', nargs='?', default='../shared/screenshots/labels.json')
ap.add_argument('--bin', default='.build/release/letterfun')
ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
a = ap.parse_args()

labels_dir = os.path.dirname(os.path.abspath(a.labels))
rows = json.load(open(a.labels))
boards = [r for r in rows if r.get('expect') == 'board']
binary = os.path.abspath(a.bin)


def hold_out(index):
    held = boards[index]
    with tempfile.TemporaryDirectory() as tmp:
        rest = [r for r in rows if r is not held]
        lab = os.path.join(tmp, 'labels.json')
        json.dump(rest, open(lab, 'w'))
        templates = os.path.join(tmp, 'held-out.templates')
        t = subprocess.run([binary, 'train', lab, '--images', labels_dir, '-o', templates],
                           capture_output=True, text=True)
        if t.returncode != 0:
            return held['file'], 'train-failed', t.stderr.strip()[:200]
        s = subprocess.run([binary, 'solve', '--json', '--limit', '1', '--templates', templates,
                            os.path.join(labels_dir, held['file'])], capture_output=True, text=True)
        line = next((l for l in s.stdout.splitlines() if l.strip()), '{}')
        o = json.loads(line)
        if 'error' in o:
            return held['file'], 'refused', o['error'].get('code', '?')
        b = o.get('board', {})
        if b.get('letters') != held['letters']:
            return held['file'], 'WRONG', f"letters {b.get('letters')} != {held['letters']}"
        if held.get('ownership') and b.get('ownership') != held['ownership']:
            return held['file'], 'WRONG', f"owners {b.get('ownership')} != {held['ownership']}"
        return held['file'], 'exact', ''


with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
    results = list(pool.map(hold_out, range(len(boards))))
counts = {}
for f, verdict, detail in results:
    counts[verdict] = counts.get(verdict, 0) + 1
    if verdict != 'exact':
        print(f'{verdict:12} {f} {detail}')
print(f"leave-one-board-out: {counts.get('exact', 0)}/{len(boards)} exact, "
      f"{counts.get('refused', 0)} refused, {counts.get('WRONG', 0)} wrong (silent errors), "
      f"{counts.get('train-failed', 0)} training failures")
sys.exit(0 if counts.get('exact', 0) == len(boards) else 1)
