#!/bin/sh
#
# width.sh -- text tables line up whatever the tags hold (issue 22):
# halma-stats' tables of a collection whose White, Black and Event tags
# hold CJK, Hangul, fullwidth forms, emoji (alone, with a skin tone, in a
# zero width joiner sequence) and a combining accent, against golden files,
# and every breakdown's rows as wide as its head, each column ending in the
# same terminal column, measured independently with Python's unicodedata.

set -u
. "$(dirname "$0")/lib/common.sh"
need halma-stats
tool=$BUILD/halma-stats
golden=$top/tests/golden/width

# aligned DESCRIPTION FILE: in each breakdown of the table (from its
# "by " head to the blank line after it), every line takes as many
# terminal columns as the head, and the right-aligned columns end where
# the head's do.  Widths by unicodedata: 0 for Mn, Me, Cf (but U+00AD) and
# Cc, 2 for East Asian W and F, else 1.
aligned() {
	if python3 - "$2" <<'PY'
import re, sys, unicodedata

def width(s):
    n = 0
    for ch in s:
        cat = unicodedata.category(ch)
        if ch != "\u00ad" and cat in ("Mn", "Me", "Cf", "Cc"):
            continue
        n += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return n

def ends(line):
    # The terminal column where each cell ends; cells are parted by two
    # blanks or more (no key here holds two in a row).
    out = []
    col = 0
    for cell in re.finditer(r"\S+(?: \S+)*", line):
        col = width(line[:cell.end()])
        out.append(col)
    return out

bad = 0
block = None
for raw in open(sys.argv[1], encoding="utf-8"):
    line = raw.rstrip("\n")
    if line.startswith("by "):
        block = line
        head = ends(line)
        continue
    if block is None:
        continue
    if line == "":
        block = None
        continue
    got = ends(line)
    if width(line) != width(block) or got[1:] != head[1:]:
        print("misaligned under %r: %r (ends %s, head %s)" %
              (block.split()[1], line, got, head))
        bad = 1
sys.exit(bad)
PY
	then ok; else bad "$1"; fi
}

by="-b White -b Event -b Player"
(cd "$golden" && "$tool" -f table $by wide.hgn) >"$tmp/wide.table" 2>&1
st=$?
[ $st = 0 ] || bad "wide.hgn -f table: exit status $st, not 0"
same "$golden/wide.table" "$tmp/wide.table" "golden wide.table"
(cd "$golden" && "$tool" -T -f table $by wide.hgn) >"$tmp/wide-tags.table" \
    2>&1
same "$golden/wide-tags.table" "$tmp/wide-tags.table" \
    "golden wide-tags.table"
if command -v python3 >/dev/null 2>&1; then
	aligned "the breakdowns line up" "$tmp/wide.table"
	aligned "the breakdowns line up (-T)" "$tmp/wide-tags.table"
	# The keys as JSON carries them, unchanged by the padding.
	"$tool" -T -f json -b White "$golden/wide.hgn" >"$tmp/wide.json"
	if python3 - "$tmp/wide.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1], encoding="utf-8"))
keys = sorted(g["key"] for g in j["breakdowns"][0]["groups"])
want = sorted(["王小明", "김민준", "🎉 Party", "Jose\u0301", "ＡＢＣ",
               "👨\u200d👩\u200d👧 family", "Zoë", "ASCII Name"])
sys.exit(0 if keys == want else 1)
PY
	then ok; else bad "-f json: the keys as the tags hold them"; fi
else
	echo "width.sh: python3 absent: alignment not measured" >&2
fi

finish
