#!/usr/bin/env bash
# Builds dict/words.txt, letterfun's default word list, from Debian's SCOWL word-list packages:
#   apt-get install -y wamerican-huge wbritish-huge
# Keeps the lower-case a-z words of 2+ letters (no proper nouns, no apostrophes, no accents),
# merges both spellings, sorts them (C locale) and writes one word a line.
# Also writes dict/COPYING-SCOWL, the SCOWL notice from the packages' copyright files.
set -euo pipefail
cd "$(dirname "$0")"
american=/usr/share/dict/american-english-huge
british=/usr/share/dict/british-english-huge
for f in "$american" "$british"; do
  [[ -r $f ]] || { echo "missing $f: apt-get install -y wamerican-huge wbritish-huge" >&2; exit 1; }
done
tmp=$(mktemp words.XXXXXX)
trap 'rm -f "$tmp"' EXIT
cat "$american" "$british" | LC_ALL=C grep -E '^[a-z]{2,}$' | LC_ALL=C sort -u >"$tmp"
mv "$tmp" words.txt
trap - EXIT
{
  echo "dict/words.txt is derived from SCOWL (Spell Checker Oriented Word Lists) as packaged by"
  echo "Debian: $(dpkg-query -W -f '${Package} ${Version}' wamerican-huge), $(dpkg-query -W -f '${Package} ${Version}' wbritish-huge)."
  echo "It keeps the lower-case a-z words of 2+ letters (dict/build-wordlist.sh)."
  echo "The packages' copyright notices follow, unchanged."
  echo
  echo "==== wamerican-huge: /usr/share/doc/wamerican-huge/copyright ===="
  cat /usr/share/doc/wamerican-huge/copyright
  if ! cmp -s /usr/share/doc/wamerican-huge/copyright /usr/share/doc/wbritish-huge/copyright; then
    echo
    echo "==== wbritish-huge: /usr/share/doc/wbritish-huge/copyright ===="
    cat /usr/share/doc/wbritish-huge/copyright
  fi
} >COPYING-SCOWL
echo "dict/words.txt: $(wc -l <words.txt) words" >&2
