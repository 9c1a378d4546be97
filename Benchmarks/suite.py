#!/usr/bin/env python3
"""The measuring half of Benchmarks/run.sh (which builds everything first); prints Markdown.

Everything is measured in one run on one machine: the decode floor (libpng/libjpeg alone,
Benchmarks/DecodeFloor), letterfun's stages in process, whole `letterfun solve` processes,
one call over the whole folder, and colons/lp (PyPI `lp` 1.0.0) on the same files.
Process times are wall clock from spawn to exit; peak memory is the child's max RSS from
wait4. Medians with min-max over repeated runs."""
import argparse, json, os, platform, re, statistics, subprocess, sys, time

ap = argparse.ArgumentParser()
ap.add_argument("--screenshots", required=True)
ap.add_argument("--letterfun", required=True)
ap.add_argument("--stages", default="", help="the PipelineBenchmark executable")
ap.add_argument("--floor", required=True, help="the decode-floor executable")
ap.add_argument("--lp", default="", help="the lp console script ('' = not available)")
ap.add_argument("--lp-note", default="")
ap.add_argument("--rounds", type=int, default=15)
ap.add_argument("--runs", type=int, default=20)
ap.add_argument("--folder-runs", type=int, default=5)
ap.add_argument("--pairs", type=int, default=40)
ap.add_argument("--before", default="", help="an older letterfun to measure beside ('' = none)")
# `--think 0` keeps the engine out (issue 36): what is timed is reading a screenshot. A build
# older than `--think` without `--rank best` (before 733a62b) takes --before-args "".
ap.add_argument("--args", default="--think 0", help="letterfun solve's options besides --limit")
ap.add_argument("--before-args", default=None, help="the same for --before (default: --args)")
ap.add_argument("--paired-only", action="store_true",
                help="only the paired rows against the C decode-only process (issue 19)")
a = ap.parse_args()
if not a.paired_only and not a.stages:
    ap.error("--stages is required unless --paired-only")
lf_args = a.args.split()
before_extra = (a.args if a.before_args is None else a.before_args).split()

labels = json.load(open(os.path.join(a.screenshots, "labels.json")))
files = [os.path.join(a.screenshots, r["file"]) for r in labels]
label_of = {os.path.join(a.screenshots, r["file"]): r for r in labels}
cores = os.cpu_count() or 1


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def spread(xs):
    return statistics.median(xs), min(xs), max(xs)


def fmt(m, lo, hi, unit="ms"):
    def f(x):
        return f"{x:.1f}" if x >= 10 else f"{x:.2f}" if x >= 0.1 else f"{x:.3f}"
    return f"{f(m)} ({f(lo)}–{f(hi)}) {unit}".strip()


def run_process(argv, stdout=subprocess.DEVNULL):
    """Wall ms, peak RSS MiB, CPU seconds (user+sys), exit status, and stdout if captured."""
    r, w = os.pipe() if stdout is None else (None, None)
    t0 = time.perf_counter()
    actions = [(os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)]
    if w is None:
        actions.append((os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0))
    else:
        actions.append((os.POSIX_SPAWN_DUP2, w, 1))
    pid = os.posix_spawn(os.path.abspath(argv[0]), argv, os.environ, file_actions=actions)
    out = b""
    if w is not None:
        os.close(w)
        chunks = []
        while True:
            c = os.read(r, 1 << 16)
            if not c:
                break
            chunks.append(c)
        os.close(r)
        out = b"".join(chunks)
    _, status, ru = os.wait4(pid, 0)
    wall = (time.perf_counter() - t0) * 1e3
    return wall, ru.ru_maxrss / 1024, ru.ru_utime + ru.ru_stime, os.waitstatus_to_exitcode(status), out


def repeat_process(argv, runs):
    run_process(argv)  # warm the page cache
    walls, rss = [], []
    for _ in range(runs):
        wall, mib, _, _, _ = run_process(argv)
        walls.append(wall)
        rss.append(mib)
    return spread(walls), max(rss)


def tsv(argv):
    p = subprocess.run(argv, capture_output=True, text=True, check=True)
    rows = {}
    for line in p.stdout.splitlines():
        f = line.split("\t")
        if len(f) == 6:
            rows[(f[0], f[1])] = (float(f[2]), float(f[3]), float(f[4]))
    return rows


def size_class(r):
    return f"{r['size']}, {r['bit_depth']}-bit"


# ---- the machine
cpu = "unknown CPU"
try:
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
except OSError:
    pass
swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
swift = swift[0] if swift else "swift ?"
load = ""
try:
    load = "; load average " + open("/proc/loadavg").read().split()[0] + " at the start"
except OSError:
    pass
mem = ""
try:
    kb = int(open("/proc/meminfo").readline().split()[1])
    mem = f", {kb / 1048576:.1f} GiB RAM"
except (OSError, ValueError, IndexError):
    pass


def machine_line():
    return (f"Machine: {cpu}, {cores} cores{mem}; {platform.system()} {platform.release()}; "
            f"{swift}{load}. Run {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())};")


# ---- whole processes: one screenshot of each size class (the first board of each)
classes = {}
for r in labels:
    if r["expect"] == "board":
        classes.setdefault(size_class(r), os.path.join(a.screenshots, r["file"]))

# ---- whole processes against the C process that only decodes (issue 19): paired runs, each
# letterfun process beside a `decode-floor --once` process on the same file, in alternating
# order, so that both see the same load; the ratio is the median of the pairs' ratios.
PAIRED = ["640x1136, 8-bit", "1125x2436, 16-bit"]
builds = ([("before", a.before)] if a.before else []) + [("after", a.letterfun)]
args_of = {"before": before_extra, "after": lf_args}


def paired_process(f):
    """Median wall of each build's process and of the C one, and each build's median ratio."""
    argvs = ([[exe, "solve", *args_of[name], "--limit", "5", f] for name, exe in builds]
             + [[a.floor, "--once", f]])
    for argv in argvs:
        run_process(argv)  # warm the page cache
    walls = [[] for _ in argvs]
    for i in range(a.pairs):
        order = range(len(argvs)) if i % 2 == 0 else reversed(range(len(argvs)))
        for k in order:
            walls[k].append(run_process(argvs[k])[0])
    c = walls[-1]
    # With a build before, also this build's wall over that one's, pair by pair.
    direct = statistics.median(x / y for x, y in zip(walls[-2], walls[0])) if a.before else None
    return ([statistics.median(w) for w in walls],
            [statistics.median(x / y for x, y in zip(w, c)) for w in walls[:-1]], direct)


against_c = {}
for cls in PAIRED:
    if cls in classes:
        log(f"paired processes: {cls} x {a.pairs} pairs")
        against_c[cls] = paired_process(classes[cls])


def is_cgbi(f):
    with open(f, "rb") as fh:
        return fh.read(16)[12:16] == b"CgBI"


# The folder's CPU time against the CPU time of the C process decoding the same files, paired
# the same way, over the files plain libpng decodes (Apple's CgBI PNGs left out).
decodable = [f for f in files if not is_cgbi(f)]
log(f"folder CPU: {len(decodable)} files x {a.folder_runs} paired runs")
cpu_argvs = ([[exe, "solve", "--json", *args_of[name], "--limit", "5"] + decodable
              for name, exe in builds]
             + [[a.floor, "--once"] + decodable])
for argv in cpu_argvs:
    run_process(argv)
cpu_runs = [[] for _ in cpu_argvs]
for i in range(a.folder_runs):
    order = range(len(cpu_argvs)) if i % 2 == 0 else reversed(range(len(cpu_argvs)))
    for k in order:
        cpu_runs[k].append(run_process(cpu_argvs[k])[2] * 1e3)
cpu_ratios = [statistics.median(x / y for x, y in zip(w, cpu_runs[-1])) for w in cpu_runs[:-1]]


def paired_report():
    L = []
    L.append(f"**Against the C process that only decodes** (issue 19): whole `letterfun solve "
             f"{a.args} --limit 5 FILE` processes beside `decode-floor --once FILE` (libpng/libjpeg, "
             f"start-up included), median of {a.pairs} pairs (wall; the ratio is the median of the "
             f"pairs' ratios); and the folder's CPU time (`solve --json {a.args} --limit 5`, user + "
             f"system) beside the C process's decoding the same {len(decodable)} files, median of "
             f"{a.folder_runs} pairs"
             + (f"; before = `{a.before}`" if a.before else "") + ":")
    L.append("")
    head = "| | C decode-only process |"
    line = "|---|---|"
    for name, _ in builds:
        label = "letterfun" if name == "after" else "letterfun before"
        head += f" {label} | × C |"
        line += "---|---|"
    L.append(head + " target |")
    L.append(line + "---|")
    targets = {"640x1136, 8-bit": "≤ 1.5", "1125x2436, 16-bit": "≤ 1.1"}
    for cls, (medians, ratios, _) in against_c.items():
        row = f"| {cls}, whole process | {medians[-1]:.2f} ms |"
        for m, r in zip(medians, ratios):
            row += f" {m:.2f} ms | **{r:.2f}** |"
        L.append(row + f" {targets[cls]} |")
    row = (f"| the folder ({len(decodable)} files), CPU time | "
           f"{statistics.median(cpu_runs[-1]):.0f} ms |")
    for w, r in zip(cpu_runs, cpu_ratios):
        row += f" {statistics.median(w):.0f} ms | **{r:.2f}** |"
    L.append(row + " ≤ 1.2 |")
    if a.before:
        L.append("")
        L.append("This build's wall time over the build before's, median of the same pairs: "
                 + "; ".join(f"{cls} {d:.3f}" for cls, (_, _, d) in against_c.items()) + ".")
    return L


if a.paired_only:
    print(machine_line())
    print("")
    print("\n".join(paired_report()))
    sys.exit(0)


# ---- decode floor and stages, in process
log(f"decode floor: {len(files)} files x {a.rounds} rounds")
floor = {f: v for (s, f), v in tsv([a.floor, "--rounds", str(a.rounds)] + files).items()}
# The same with zlib's Adler-32 off, as letterfun decodes PNGs (CRC-32s still checked).
lean = {f: v for (s, f), v in
        tsv([a.floor, "--rounds", str(a.rounds), "--skip-adler32"] + files).items()}
log(f"letterfun stages: {len(files)} files x {a.rounds} rounds")
stage_rows = tsv([a.stages, "--rounds", str(a.rounds)] + files)
# The floor again after the stages, keeping each file's faster median: on a shared machine a
# busy spell during one floor run would otherwise flatter every ratio to it.
log(f"decode floor again: {len(files)} files x {a.rounds} rounds")
for table, extra in ((floor, []), (lean, ["--skip-adler32"])):
    again = tsv([a.floor, "--rounds", str(a.rounds)] + extra + files)
    for (s_, f), v in again.items():
        if v[0] < table[f][0]:
            table[f] = v

# ---- whole processes, one of each size class
log(f"whole processes: {len(classes)} size classes x {a.runs} runs")
single = {}
for cls, f in classes.items():
    single[cls] = repeat_process([a.letterfun, "solve", *lf_args, "--limit", "5", f], a.runs)


# ---- accuracy from one folder call's JSON
def score_letterfun(out):
    by_file = {}
    for line in out.decode(errors="replace").splitlines():
        try:
            o = json.loads(line)
        except json.JSONDecodeError:
            continue
        by_file[os.path.realpath(str(o.get("file", "")))] = o
    boards = refusals = 0
    for r in labels:
        o = by_file.get(os.path.realpath(os.path.join(a.screenshots, r["file"])), {})
        b = o.get("board") or {}
        if r["expect"] == "board":
            boards += b.get("letters") == r["letters"] and b.get("ownership") == r["ownership"]
        else:
            refusals += "error" in o
    return boards, refusals


n_boards = sum(r["expect"] == "board" for r in labels)
n_refusals = len(labels) - n_boards
log(f"folder: {len(files)} files in one call x {a.folder_runs} runs")


def floor_sum_now(extra):
    """The decode floor summed over all files, one round, measured now."""
    return sum(v[0] for v in tsv([a.floor, "--rounds", "1"] + extra + files).values())


def folder_runs(exe):
    """Each folder call right after a one-round floor of the same files (both kinds), so that
    each ratio compares two measurements taken under the same machine load."""
    argv = [exe, "solve", "--json", *lf_args, "--limit", "5"] + files
    run_process(argv)
    walls, rss, cpu_ms, floors, leans = [], [], [], [], []
    for _ in range(a.folder_runs):
        floors.append(floor_sum_now([]))
        leans.append(floor_sum_now(["--skip-adler32"]))
        wall, mib, cpu_s, _, out = run_process(argv, stdout=None)
        walls.append(wall)
        rss.append(mib)
        cpu_ms.append(cpu_s * 1e3)
    return walls, rss, cpu_ms, out, floors, leans


folder_walls, folder_rss, folder_cpu, out, folder_floors, folder_leans = folder_runs(a.letterfun)
lf_boards, lf_refusals = score_letterfun(out)

# ---- colons/lp, same files
ANSI = re.compile(r"\x1b\[30;(41|44|47)(;7)?m (.) \x1b\[0m")
OWNER = {"41": "r", "44": "b", "47": "w"}


def lp_board(out):
    tiles = ANSI.findall(out.decode(errors="replace"))
    if len(tiles) != 25:
        return None
    letters = "".join(t[2] for t in tiles)
    owners = "".join(OWNER[t[0]].upper() if t[1] else OWNER[t[0]] for t in tiles)
    return letters, owners


lp_single, lp_folder = {}, None
if a.lp:
    log(f"lp: {len(classes)} size classes x {max(3, a.runs // 4)} runs, then every file once")
    for cls, f in classes.items():
        lp_single[cls] = repeat_process([a.lp, f, "5"], max(3, a.runs // 4))
    lp_boards = lp_refusals = 0
    walls, rss = [], []
    for f in files:
        wall, mib, _, status, out = run_process([a.lp, f, "5"], stdout=None)
        walls.append(wall)
        rss.append(mib)
        r = label_of[f]
        got = lp_board(out) if status == 0 else None
        if r["expect"] == "board":
            lp_boards += got == (r["letters"], r["ownership"])
        else:
            lp_refusals += got is None
    lp_folder = (sum(walls), max(rss), lp_boards, lp_refusals)

# ---- the report
floor_sum = statistics.median(folder_floors)
lean_sum = statistics.median(folder_leans)
L = []
L.append(machine_line() + f" {a.rounds} rounds per stage, {a.runs} runs per process.")
L.append("")
L.append("**Per stage, in process** (median over the files of each file's median; "
         "min–max across files; decode floor = libpng/libjpeg alone):")
L.append("")
L.append("| stage | per screenshot | × decode floor |")
L.append("|---|---|---|")
stage_names = [("floor", "decode floor (C, libpng/libjpeg)"),
               ("lean", "decode floor, Adler-32 off (as letterfun decodes)"), ("decode", "decode"),
               ("locate", "board finding"), ("owners", "owners"), ("letters", "letters"),
               ("solve", "solve (5 words)")]
for key, name in stage_names:
    if key == "floor":
        vals = [floor[f][0] for f in files]
        ratios = [1.0]
    elif key == "lean":
        vals = [lean[f][0] for f in files]
        ratios = [lean[f][0] / floor[f][0] for f in files]
    else:
        pairs = [(v[0], floor[f][0]) for (s, f), v in stage_rows.items() if s == key]
        if not pairs:
            continue
        vals = [p[0] for p in pairs]
        ratios = [p[0] / p[1] for p in pairs]
    L.append(f"| {name} ({len(vals)} files) | {fmt(*spread(vals))} | "
             f"{statistics.median(ratios):.2f} |")
after = {}
for (s, f), v in stage_rows.items():
    if s in ("locate", "owners", "letters"):
        after[f] = after.get(f, 0) + v[0]
if after:
    L.append(f"| locate + owners + letters ({len(after)} files) | "
             f"{fmt(*spread(list(after.values())))} | "
             f"{statistics.median(after[f] / floor[f][0] for f in after):.2f} |")
for (s, f), v in stage_rows.items():
    if s.startswith("load"):
        L.append(f"| {s} (once per process) | {v[0]:.2f} ms | |")
L.append("")
L.append(f"**One screenshot, whole process** (`letterfun solve {a.args} --limit 5 FILE`, wall clock "
         "from spawn to exit, and peak RSS):")
L.append("")
head = "| screenshot | decode floor | letterfun | × floor | letterfun peak RSS |"
line = "|---|---|---|---|---|"
if a.lp:
    head += " lp | lp peak RSS | lp ÷ letterfun |"
    line += "---|---|---|"
L.append(head)
L.append(line)
for cls, f in classes.items():
    (m, lo, hi), rss = single[cls]
    row = (f"| {cls} | {floor[f][0]:.2f} ms | {fmt(m, lo, hi)} | {m / floor[f][0]:.1f} | "
           f"{rss:.1f} MiB |")
    if a.lp:
        (lm, llo, lhi), lrss = lp_single[cls]
        row += f" {fmt(lm, llo, lhi)} | {lrss:.0f} MiB | {lm / m:.0f}× |"
    L.append(row)
L.append("")
fm, flo, fhi = spread(folder_walls)
used = statistics.median(folder_cpu) / fm
L.append(f"**The folder**: all {len(files)} shared screenshots in one "
         f"`letterfun solve --json {a.args} --limit 5` call, {a.folder_runs} runs:")
L.append("")
L.append("| | wall | peak RSS | CPU time | boards read exactly | refusals right |")
L.append("|---|---|---|---|---|---|")
L.append(f"| decode floor, sum of files ÷ {cores} cores (median of the runs) | "
         f"{floor_sum / cores:.0f} ms | | {floor_sum:.0f} ms | | |")
L.append(f"| decode floor with Adler-32 off, ÷ {cores} cores | {lean_sum / cores:.0f} ms | | "
         f"{lean_sum:.0f} ms | | |")
L.append(f"| letterfun | {fmt(fm, flo, fhi)} | {max(folder_rss):.1f} MiB | "
         f"{statistics.median(folder_cpu):.0f} ms ({used:.2f} cores) | "
         f"{lf_boards}/{n_boards} | {lf_refusals}/{n_refusals} |")
if lp_folder:
    L.append(f"| lp, one process per file | {lp_folder[0]:.0f} ms | {lp_folder[1]:.0f} MiB | | "
             f"{lp_folder[2]}/{n_boards} | {lp_folder[3]}/{n_refusals} |")
L.append("")

def paired(sums):
    """Median over runs of wall ÷ (that run's floor ÷ cores), and ÷ (floor ÷ cores used)."""
    by_cores = [w / (f / cores) for w, f in zip(folder_walls, sums)]
    by_used = [w / (f / (c / w)) for w, f, c in zip(folder_walls, sums, folder_cpu)]
    return statistics.median(by_cores), statistics.median(by_used)


(r1, r2), (r3, r4) = paired(folder_floors), paired(folder_leans)
L.append("Each folder call follows a one-round floor of the same files; ratios are the median "
         "over the runs of each call against its own floor.")
L.append("")
L.append(f"Folder wall ÷ (decode floor ÷ {cores} cores): **{r1:.2f}**; "
         f"÷ (decode floor ÷ cores used, {used:.2f}): **{r2:.2f}**. "
         f"Against the floor with Adler-32 off: **{r3:.2f}** and **{r4:.2f}**.")
L.append("")
L += paired_report()
if a.lp:
    L.append("")
    L.append("lp is "
             "PyPI `lp` 1.0.0 (colons/lp), run as its `lp FILE 5` console script; its board "
             "is read from the coloured grid it prints, and a refusal is a run that prints "
             "no grid.")
if not a.lp:
    L.append("")
    L.append(f"colons/lp: not measured ({a.lp_note or 'not available'}).")
print("\n".join(L))
