#!/usr/bin/env bash
# Builds the fuzz targets and runs one for a set time: Fuzz/run.sh TARGET SECONDS [libFuzzer flags]
# TARGET is FuzzPNG, FuzzJPEG, FuzzCgBI or FuzzBoard. The corpus grows in Fuzz/.build/corpus/TARGET
# (seeded by make-corpus.py); crashes land in Fuzz/.build/findings/TARGET. One core per run.
set -euo pipefail
cd "$(dirname "$0")"
target=${1:?usage: run.sh TARGET SECONDS [libFuzzer flags]}
seconds=${2:?usage: run.sh TARGET SECONDS [libFuzzer flags]}
shift 2

# -parse-as-library: the targets have no top-level code; libFuzzer's driver is their main.
# The C shim is instrumented too (coverage and ASan), so libjpeg's callers are checked.
swift build -c release \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xcc -fsanitize=fuzzer-no-link,address \
  --product "$target" >&2

corpus=.build/corpus/$target
findings=.build/findings/$target
mkdir -p "$findings"
[ -d "$corpus" ] || python3 make-corpus.py "$target" "$corpus"

# The whole pipeline needs screenshot-sized inputs; the decoders learn more from small ones.
max_len=65536
[ "$target" = FuzzBoard ] && max_len=1048576

exec ".build/release/$target" "$corpus" \
  -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=20 \
  -artifact_prefix="$findings/" -print_final_stats=1 "$@"
