#!/usr/bin/env bash
# letterfun's benchmark suite (issue 5): builds in release, then measures, in one run, the
# decode floor (libpng/libjpeg alone), letterfun per stage, whole processes, the shared
# folder in one call, and colons/lp on the same files. Prints a Markdown table (also written
# to .build/benchmarks.md). Never part of .ci/run.
#
#   Benchmarks/run.sh                      # from the project root
#
# Environment: SCREENSHOTS (default ../shared/screenshots, with labels.json), ROUNDS (15),
# RUNS (20), FOLDER_RUNS (5), PAIRS (40 paired runs against the C decode-only process),
# BEFORE (an older letterfun binary, e.g. main's, measured beside this build in those pairs),
# BEFORE_ARGS (its solve options, default ARGS; "" for one older than 733a62b), ARGS (solve's
# options besides --limit, default "--think 0": the engine left out), PAIRED_ONLY=1 (only
# those paired rows: no stages, no lp, no PipelineBenchmark build), LP_VENV (default /tmp/letterfun-lp-venv, created with `pip install lp
# opencv-python-headless` when missing), LP=skip to leave lp out.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
screenshots=${SCREENSHOTS:-$root/../shared/screenshots}
[ -f "$screenshots/labels.json" ] || { echo "no $screenshots/labels.json (set SCREENSHOTS)" >&2; exit 1; }

echo "building letterfun, PipelineBenchmark and the decode floor (release)..." >&2
swift build -c release --product letterfun >&2
mkdir -p .build
cc -O2 Benchmarks/DecodeFloor/decode-floor.c -o .build/decode-floor \
  $(pkg-config --cflags --libs libpng) -ljpeg -lz
before_args=()
[ -n "${BEFORE_ARGS+set}" ] && before_args=(--before-args "$BEFORE_ARGS")
if [ -n "${PAIRED_ONLY:-}" ]; then
  python3 Benchmarks/suite.py --paired-only --screenshots "$screenshots" \
    --letterfun .build/release/letterfun --floor .build/decode-floor \
    --args "${ARGS:---think 0}" --pairs "${PAIRS:-40}" --folder-runs "${FOLDER_RUNS:-5}" \
    --before "${BEFORE:-}" "${before_args[@]}" | tee .build/benchmarks-paired.md
  exit
fi
# The benchmark package caches the root's file list: a new root source file needs this.
rm -f Benchmarks/.build/release.yaml
swift build -c release --package-path Benchmarks --product PipelineBenchmark >&2

lp="" lp_note=""
if [ "${LP:-}" = skip ]; then
  lp_note="LP=skip"
else
  venv=${LP_VENV:-/tmp/letterfun-lp-venv}
  if [ ! -x "$venv/bin/lp" ]; then
    echo "installing colons/lp into $venv..." >&2
    if ! { python3 -m venv "$venv" && "$venv/bin/pip" install -q lp opencv-python-headless; } >&2
    then
      lp_note="pip install lp opencv-python-headless failed in $venv"
    fi
  fi
  if [ -x "$venv/bin/lp" ]; then
    lp="$venv/bin/lp"
  else
    lp_note=${lp_note:-"no lp in $venv"}
  fi
  [ -n "$lp_note" ] && echo "colons/lp: $lp_note; measuring letterfun alone" >&2
fi

python3 Benchmarks/suite.py --screenshots "$screenshots" \
  --letterfun .build/release/letterfun \
  --stages Benchmarks/.build/release/PipelineBenchmark --floor .build/decode-floor \
  --lp "$lp" --lp-note "$lp_note" \
  --rounds "${ROUNDS:-15}" --runs "${RUNS:-20}" --folder-runs "${FOLDER_RUNS:-5}" \
  --pairs "${PAIRS:-40}" --before "${BEFORE:-}" "${before_args[@]}" --args "${ARGS:---think 0}" \
  | tee .build/benchmarks.md
