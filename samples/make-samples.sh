#!/usr/bin/env bash
# Renders the project's own sample screenshots with `letterfun render` (its own letter outlines)
# and writes their labels in the plain format `letterfun train` reads: FILE LETTERS OWNERSHIP.
set -euo pipefail
cd "$(dirname "$0")"
bin=${LETTERFUN:-../.build/release/letterfun}
: > labels.txt
render() { # name board theme size [extra flags]
  local name=$1 board=$2 theme=$3 size=$4; shift 4
  "$bin" render --board "$board" --theme "$theme" --size "$size" --output "$name.png" "$@"
  echo "$name.png ${board/:/ }" >> labels.txt
}
render light-640x1136 RSTLNEAIOUPMQBCDHGKVWYFZX:wwbBBwwbBBrrwbbRRrwwRRrww light 640x1136
render dark-750x1334 CASONTELBDLRATBCTHYDRCNEE:BBbrRbbBbrrrbrrRRrbbRRRrr dark 750x1334
render pop-1125x2436-wiggle WYFSECWDNJBSONOLSFCTQIUKN:wwwrwrwrbbwrrbBwwwbBwrbwb pop 1125x2436 --wide-gamut --wiggle 5,6,7,8
render forest-768x1024 HEARTSOUNDPLAYGRIMEBOXJKV:wwwwwwwwwwwwwwwwwwwwwwwww forest 768x1024
render contrast-1024x768 QUIZJAMBOXFLYVEGHTDNSPRCK:RRrbwRRrbwrrrbwbbbbwBBBbw contrast 1024x768
