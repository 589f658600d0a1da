#!/bin/sh
#
# charts.sh -- halma-stats -f html and -f svg (spec/statistics.md,
# "Charts"): the golden page and picture of the hand-made collection of
# tests/golden/stats, --chart, the same bytes from merged partials and
# in any order of the games, record text escaped, nothing loaded from
# outside; then, in a headless Chromium when one is installed (make
# check-all installs chromium-headless-shell), every bar's rendered
# length against the figures of -f json (tests/html/charts.py).
# HALMA_UPDATE_GOLDEN=1 writes the golden files afresh.

set -u
. "$(dirname "$0")/lib/common.sh"
tool=$BUILD/halma-stats
golden=$top/tests/golden/stats
by="-b Player -b Event -b Variant"
need halma-stats

# well_formed FILE: the file is well-formed XML (an SVG picture).
well_formed() {
	python3 -c 'import sys, xml.etree.ElementTree as ET
ET.parse(sys.argv[1])' "$1" 2>/dev/null
}

# ------------------------------------------------------------------ #
# The golden page and picture.

for f in html svg; do
	(cd "$golden" && "$tool" -f $f $by known.hgn) >"$tmp/known.$f" 2>&1
	st=$?
	[ $st = 0 ] || ko "known.hgn -f $f: exit status $st, not 0"
	if [ "${HALMA_UPDATE_GOLDEN:-}" = 1 ]; then
		cp "$tmp/known.$f" "$golden/known.$f"
	fi
	same "$golden/known.$f" "$tmp/known.$f" "golden known.$f"
done
well_formed "$tmp/known.svg" && ok || ko "known.svg: not well-formed XML"
head -c 15 "$tmp/known.html" | grep -q '^<!DOCTYPE html>' && ok ||
    ko "known.html: no doctype"

# Self-contained: no script at all, nothing from elsewhere, no URL but
# the SVG namespace.
for f in html svg; do
	if grep -q -i -E '<script|<link| src=|@import|url\(|<img|<iframe' \
	    "$tmp/known.$f" || grep -o -E "https?://[^\"']*" "$tmp/known.$f" |
	    grep -v -q -x 'http://www.w3.org/2000/svg'; then
		ko "known.$f: refers to something outside it"
	else
		ok
	fi
done

# The charts, in order, as notation_stats_charts() names them.
want="games results results-by-rule-set reasons reasons-by-rule-set lengths \
chains camps openings openings-two-plies by-Player by-Event by-Variant"
got=$(grep -o 'data-chart="[^"]*"' "$tmp/known.svg" | sed 's/.*="//; s/"//' |
    tr '\n' ' ' | sed 's/ $//')
[ "$got" = "$want" ] && ok || ko "the charts: '$got', not '$want'"
got=$(grep -o '<figure class="chart" id="chart-[^"]*"' "$tmp/known.html" |
    sed 's/.*id="chart-//; s/"//' | tr '\n' ' ' | sed 's/ $//')
[ "$got" = "$want" ] && ok || ko "the page's charts: '$got', not '$want'"
# Without the replay, only the figures of the records.
(cd "$golden" && "$tool" -T -f svg -b Event known.hgn) >"$tmp/t.svg"
got=$(grep -o 'data-chart="[^"]*"' "$tmp/t.svg" | sed 's/.*="//; s/"//' |
    tr '\n' ' ' | sed 's/ $//')
[ "$got" = "games results results-by-rule-set by-Event" ] && ok ||
    ko "-T: the charts are '$got'"

# ------------------------------------------------------------------ #
# --chart: one chart, the same as in the picture of them all.

for c in $want; do
	(cd "$golden" && "$tool" -f svg --chart $c $by known.hgn) \
	    >"$tmp/one.svg" 2>"$tmp/err"
	[ $? = 0 ] || ko "--chart $c: exit status not 0"
	well_formed "$tmp/one.svg" && ok || ko "--chart $c: not well-formed"
	n=$(grep -c 'data-chart=' "$tmp/one.svg")
	[ "$n" = 1 ] && ok || ko "--chart $c: $n charts"
	# The chart's lines but its first (where it is placed): the same.
	sed -n "/<g class=\"chart\" .*data-chart=\"$c\"/,/^<\/g>\$/p" \
	    "$tmp/known.svg" | sed 1d >"$tmp/a"
	sed -n '/<g class="chart" /,/^<\/g>$/p' "$tmp/one.svg" | sed 1d \
	    >"$tmp/b"
	[ -s "$tmp/a" ] && same "$tmp/a" "$tmp/b" "--chart $c: not as drawn \
among every chart"
	(cd "$golden" && "$tool" -f html --chart $c $by known.hgn) \
	    >"$tmp/one.html"
	n=$(grep -c '<figure class="chart"' "$tmp/one.html")
	[ "$n" = 1 ] && grep -q "id=\"chart-$c\"" "$tmp/one.html" && ok ||
	    ko "-f html --chart $c: not that one chart"
done
expect 2 "--chart without html or svg" "$tool" --chart games -f json \
    "$golden/known.hgn"
grep -q 'chart goes with --format html or svg' "$tmp/err" && ok ||
    ko "--chart with json: not said"
expect 2 "--chart of no chart" "$tool" -f svg --chart lenghts \
    "$golden/known.hgn"
grep -q -- '--chart lenghts: no such chart.*the charts are games, results, '\
'results-by-rule-set, reasons, reasons-by-rule-set, lengths' "$tmp/err" &&
    ok ||
    ko "--chart of no chart: the charts not named"
[ -s "$tmp/out" ] && ko "--chart of no chart: something written" || ok
expect 2 "--chart of a breakdown not asked for" "$tool" -f svg \
    --chart by-White -b Black "$golden/known.hgn"
for c in lengths reasons-by-rule-set openings openings-two-plies; do
	expect 2 "--chart $c without replay" "$tool" -T -f html \
	    --chart $c "$golden/known.hgn"
done
echo old >"$tmp/old.svg"
"$tool" -f svg --chart nope -o "$tmp/old.svg" "$golden/known.hgn" \
    2>/dev/null
[ "$(cat "$tmp/old.svg")" = old ] && ok ||
    ko "--chart of no chart: the -o file changed"

# ------------------------------------------------------------------ #
# The figures, not the way they were gathered: merged partials of one
# game each, in any order, draw the same bytes.

mkdir "$tmp/g"
one_game_each "$golden/known.hgn" "$tmp/g"
for g in "$tmp"/g/*.hgn; do
	(cd "$tmp/g" && "$tool" -f json -n known.hgn $by <"$g") \
	    >"${g%.hgn}.json" 2>/dev/null
done
for f in html svg; do
	"$tool" -m -f $f "$tmp"/g/*.json >"$tmp/m.$f" 2>/dev/null
	same "$tmp/known.$f" "$tmp/m.$f" "merged partials -f $f: not the whole"
	"$tool" -m -f $f $(ls "$tmp"/g/*.json | sort -r) >"$tmp/r.$f" \
	    2>/dev/null
	same "$tmp/known.$f" "$tmp/r.$f" "partials merged backwards -f $f"
	(cd "$tmp/g" && cat $(ls *.hgn | sort -r) |
	    "$tool" -f $f -n known.hgn $by) >"$tmp/b.$f" 2>/dev/null
	same "$tmp/known.$f" "$tmp/b.$f" "the games backwards -f $f"
done
"$tool" -m -f svg --chart by-Player "$tmp"/g/*.json >"$tmp/m1.svg" \
    2>/dev/null
(cd "$golden" && "$tool" -f svg --chart by-Player $by known.hgn) \
    >"$tmp/w1.svg"
same "$tmp/w1.svg" "$tmp/m1.svg" "-m --chart by-Player: not the whole's"
expect 2 "-m --chart of a breakdown the partials lack" "$tool" -m -f svg \
    --chart by-White "$tmp"/g/*.json

# ------------------------------------------------------------------ #
# Record text is text: a player named with <, &, " and ' and a control
# byte, and a file name with markup, escaped in the page and picture.

evil=$(printf '<b>A&amp;"x\001y'"'"'</b>')
{
	printf '[Event "E&V"]\n[White "%s"]\n' "$(printf '%s' "$evil" |
	    sed 's/"/\\"/g')"
	printf '[Black "Bob"]\n[Result "1-0"]\n\n1. i4-h5 1-0\n'
} >"$tmp/evil.hgn"
for f in html svg json; do
	"$tool" -f $f -b White -b Event -n '<i>in</i>' <"$tmp/evil.hgn" \
	    >"$tmp/evil.$f" 2>/dev/null
done
jq -e --arg k "$evil" '.breakdowns[0].groups | map(.key) | index($k)' \
    "$tmp/evil.json" >/dev/null 2>&1 && ok ||
    ko "escaping: the player's name is not the tag's value"
well_formed "$tmp/evil.svg" && ok || ko "escaping: the SVG is not well-formed"
grep -q '<b>\|<i>' "$tmp/evil.html" "$tmp/evil.svg" &&
    ko "escaping: a tag value became markup" || ok
n=$(grep -c '&lt;b&gt;A&amp;amp;&quot;x␁y&#39;&lt;/b&gt;' "$tmp/evil.svg")
[ "$n" -ge 2 ] && ok ||
    ko "escaping: the name is not escaped in the label and data-key"
grep -q 'E&amp;V' "$tmp/evil.html" && ok || ko "escaping: & in a group"
LC_ALL=C grep -q "$(printf '[\001-\010\013\014\016-\037]')" \
    "$tmp/evil.html" "$tmp/evil.svg" && ko "escaping: a control byte left" ||
    ok

# ------------------------------------------------------------------ #
# A breakdown of more result texts than a legend holds (94: every way
# to share a win among 6 players and among 5): the 63 first in byte
# order drawn, the others one series, "other".

python3 -c '
from itertools import combinations
for v, n in (("sternhalma-6p", 6), ("gevangen-2-5p", 5)):
    for k in range(1, n + 1):
        for c in combinations(range(n), k):
            r = "-".join(("1" if k == 1 else "1/%d" % k) if i in c else "0"
                         for i in range(n))
            print("[Event \"E\"]\n[Variant \"%s\"]\n[Result \"%s\"]\n\n%s\n"
                  % (v, r, r))' >"$tmp/many.hgn"
"$tool" -T -f json -b Event "$tmp/many.hgn" >"$tmp/many.json" 2>/dev/null
"$tool" -T -f svg -b Event "$tmp/many.hgn" >"$tmp/many.svg" 2>/dev/null
n=$(jq '.results | length' "$tmp/many.json")
[ "$n" = 94 ] && ok || ko "many results: $n result texts, not 94"
# Two charts stack by result: the breakdown and the results by rule set.
for c in by-Event results-by-rule-set; do
	"$tool" -T -f svg --chart $c -b Event "$tmp/many.hgn" >"$tmp/one.svg" \
	    2>/dev/null
	n=$(grep -c '<g class="legend">' "$tmp/one.svg")
	[ "$n" = 64 ] && ok || ko "many results, $c: $n in the legend, not 64"
done
grep -q '<rect class="bar" data-key="other" data-value="31"' \
    "$tmp/many.svg" && ok || ko "many results: no bar of the other 31"

# ------------------------------------------------------------------ #
# Openings: 14 first moves of halma-10x10 in 21 games, each answered by
# a6-a5, and two games under rule set names of no rule set (invalid games, no
# opening).  The charts and the table show each rule set's 10 most
# frequent, ties in byte order, and merged partials in two groupings
# count them as one run does: every opening is kept in a partial.

{
	i=0
	for m in g1-e1 g1-e1 g1-e1 h3-g3 h3-g3 h3-g3 h2-h4 h2-h4 f1-e2 \
	    f1-e2 g2-f3 g2-f3 f1-e1 f1-f2 g1-f2 g1-g3 g2-f2 g2-g3 h1-f3 \
	    h2-f2 h2-g3; do
		i=$((i + 1))
		printf '[Event "O"]\n[Round "%d"]\n\n1. %s a6-a5 *\n\n' $i $m
	done
	printf '[Variant "<x>&amp;"]\n\n1. a2-a3 *\n\n'
	printf '[Variant "zz\001"]\n\n1. a2-a3 *\n\n'
} >"$tmp/open.hgn"
for f in json svg html table; do
	(cd "$tmp" && "$tool" -f $f open.hgn) >"$tmp/open.$f" 2>/dev/null
done
n=$(jq -c '.rule_sets[0].openings' "$tmp/open.json")
[ "$n" = '{"games":21,"first":{"f1-e1":1,"f1-e2":2,"f1-f2":1,"g1-e1":3,'\
'"g1-f2":1,"g1-g3":1,"g2-f2":1,"g2-f3":2,"g2-g3":1,"h1-f3":1,"h2-f2":1,'\
'"h2-g3":1,"h2-h4":2,"h3-g3":3},"two":{"f1-e1 a6-a5":1,"f1-e2 a6-a5":2,'\
'"f1-f2 a6-a5":1,"g1-e1 a6-a5":3,"g1-f2 a6-a5":1,"g1-g3 a6-a5":1,'\
'"g2-f2 a6-a5":1,"g2-f3 a6-a5":2,"g2-g3 a6-a5":1,"h1-f3 a6-a5":1,'\
'"h2-f2 a6-a5":1,"h2-g3 a6-a5":1,"h2-h4 a6-a5":2,"h3-g3 a6-a5":3}}' ] &&
    ok || ko "openings: the partial counts $n"
tops="g1-e1 h3-g3 f1-e2 g2-f3 h2-h4 f1-e1 f1-f2 g1-f2 g1-g3 g2-f2"
got=$(sed -n '/data-chart="openings"/,/^<\/g>$/p' "$tmp/open.svg" |
    grep -o '<g class="row" data-key="halma-10x10: [^"]*"' |
    sed 's/.*: //; s/"//' | tr '\n' ' ' | sed 's/ $//')
[ "$got" = "$tops" ] && ok || ko "openings chart: '$got', not '$tops'"
got=$(sed -n '/data-chart="openings-two-plies"/,/^<\/g>$/p' "$tmp/open.svg" |
    grep -o '<g class="row" data-key="halma-10x10: [^ ]* a6-a5"' |
    sed 's/.*: //; s/ a6-a5"//' | tr '\n' ' ' | sed 's/ $//')
[ "$got" = "$tops" ] && ok || ko "openings-two-plies chart: '$got'"
got=$(sed -n '/^openings, the first move$/,/^openings, the first two/p' \
    "$tmp/open.table" | sed -n 's/^    \([^ ]*\) .*/\1/p' | tr '\n' ' ' |
    sed 's/ $//')
[ "$got" = "$tops" ] && ok || ko "openings table: '$got', not '$tops'"
grep -q 'data-key="&lt;x&gt;&amp;amp;"' "$tmp/open.svg" && ok ||
    ko "results-by-rule-set: a rule set name not escaped"
well_formed "$tmp/open.svg" && ok || ko "open.svg: not well-formed"
mkdir "$tmp/o"
one_game_each "$tmp/open.hgn" "$tmp/o"
for g in "$tmp"/o/*.hgn; do
	"$tool" -f json -n open.hgn <"$g" >"${g%.hgn}.json" 2>/dev/null
done
# One partial a game merged at once, forwards; and backwards in pairs,
# then the pairs' partials merged.
mkdir "$tmp/o2"
set -- $(ls "$tmp"/o/*.json | sort -r)
i=0
while [ $# -gt 0 ]; do
	i=$((i + 1))
	if [ $# -ge 2 ]; then
		"$tool" -m -f json "$1" "$2" >"$tmp/o2/$i.json" 2>/dev/null
		shift 2
	else
		cp "$1" "$tmp/o2/$i.json"
		shift
	fi
done
for f in json svg html table; do
	"$tool" -m -f $f "$tmp"/o/*.json >"$tmp/om.$f" 2>/dev/null
	same "$tmp/open.$f" "$tmp/om.$f" "openings, partials merged -f $f"
	"$tool" -m -f $f $(ls "$tmp"/o2/*.json | sort -r) >"$tmp/op.$f" \
	    2>/dev/null
	same "$tmp/open.$f" "$tmp/op.$f" "openings, pairs merged -f $f"
done

# ------------------------------------------------------------------ #
# In the browser: every bar's length against the JSON figures.

if find_browser; then
	(cd "$golden" && "$tool" -f json $by known.hgn) >"$tmp/known.json"
	for f in html svg; do
		python3 "$top/tests/html/charts.py" "$browser" \
		    "$tmp/known.$f" "$tmp/known.json" && ok ||
		    ko "known.$f: the charts in $browser"
	done
	python3 "$top/tests/html/charts.py" "$browser" "$tmp/evil.html" \
	    "$tmp/evil.json" --escape "$evil" && ok ||
	    ko "escaping: the page in $browser"
	# More games, more rule sets, a breakdown by a player's tag.
	set -- "$top"/examples/*.hgn "$top"/tests/records/gamebox/*.hgn
	"$tool" -f json -b White -b Variant -b Player "$@" >"$tmp/ex.json" \
	    2>/dev/null
	"$tool" -f html -b White -b Variant -b Player "$@" >"$tmp/ex.html" \
	    2>/dev/null
	python3 "$top/tests/html/charts.py" "$browser" "$tmp/ex.html" \
	    "$tmp/ex.json" && ok || ko "examples: the page in $browser"
	# Openings past the 10 drawn, ties, names to escape.
	python3 "$top/tests/html/charts.py" "$browser" "$tmp/open.html" \
	    "$tmp/open.json" && ok || ko "openings: the page in $browser"
	# More result texts than the legend holds: the rest are "other".
	python3 "$top/tests/html/charts.py" "$browser" "$tmp/many.svg" \
	    "$tmp/many.json" && ok || ko "many results: the picture in $browser"
fi

finish
