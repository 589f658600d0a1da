#!/bin/sh
#
# html.sh -- halma-replay --html (spec/html.md): the page's content and
# size, its escaping of record text, claims, the safe-output rules of
# tests/outputs.sh for --html; then, in a headless Chromium when one is
# installed (make check-all installs chromium-headless-shell), the page
# stepped through with keys, clicks and buttons and compared ply by ply
# with halma-fen --all, and screenshots of a square and a star board
# compared with tests/golden/html/*.png (tests/html/viewer.py).
# HALMA_UPDATE_GOLDEN=1 writes the golden images afresh.

set -u
. "$(dirname "$0")/lib/common.sh"
need halma-replay
tool=$BUILD/halma-replay
fen=$BUILD/halma-fen
gold=$top/tests/golden/html

square=$top/examples/legal-halma-10x10-1.hgn
star=$top/tests/records/star-6p-game.hgn
rep=$top/examples/repetition-2.hgn

# ------------------------------------------------------------------
# The page: self-contained, one script, its sections.

"$tool" --html "$tmp/sq.html" "$square" 2>"$tmp/err"
[ $? = 0 ] && ok || bad "square: exit status not 0"
head -c 15 "$tmp/sq.html" | grep -q '^<!DOCTYPE html>' && ok ||
    bad "square: no doctype"
n=$(grep -c '<script' "$tmp/sq.html")
[ "$n" = 1 ] && ok || bad "square: $n scripts, not 1"
# Nothing from elsewhere: no src, no link, no URL but SVG's namespace.
if grep -q -E ' src=|<link|@import|url\((https?:|//)' "$tmp/sq.html" ||
    grep -o -E "https?://[^\"']*" "$tmp/sq.html" |
    grep -v -q -x 'http://www.w3.org/2000/svg'; then
	bad "square: the page refers to something outside it"
else
	ok
fi
n=$(grep -c '<section class="game"' "$tmp/sq.html")
[ "$n" = 1 ] && ok || bad "square: $n sections"
plies=$("$fen" --all "$square" | grep -c .)
n=$(grep -c -E '^<li (class="rep" )?data-(c|pos)=' "$tmp/sq.html")
[ "$n" = "$plies" ] && ok || bad "square: $n moves listed, not $plies"
grep -q '<tr><th>Event</th>' "$tmp/sq.html" && ok || bad "square: no tags"
grep -q 'class="verdict valid"' "$tmp/sq.html" && ok ||
    bad "square: no verdict"
grep -q 'by rule (goal) at <a href="#" data-go=' "$tmp/sq.html" && ok ||
    bad "square: no end by rule"

# One section per game, one board template per rule set.
cat "$square" "$top/examples/legal-corners-8x8-9.hgn" "$square" \
    >"$tmp/three.hgn"
"$tool" --html "$tmp/three.html" "$tmp/three.hgn" 2>/dev/null
n=$(grep -c '<section class="game"' "$tmp/three.html")
[ "$n" = 3 ] && ok || bad "three games: $n sections"
n=$(grep -c '<template id="halma-board-' "$tmp/three.html")
[ "$n" = 2 ] && ok || bad "three games of two rule sets: $n boards"
"$tool" --html "$tmp/one.html" --game 2 "$tmp/three.hgn" 2>/dev/null
n=$(grep -c '<section class="game"' "$tmp/one.html")
grep -q 'id="game-2"' "$tmp/one.html" && [ "$n" = 1 ] && ok ||
    bad "--game 2: not the one section of game 2"

# A broken record: its errors at their ply, exit 1.
"$tool" --html "$tmp/bad.html" \
    "$top/examples/illegal-unreachable-halma-10x10-1.hgn" 2>"$tmp/err"
[ $? = 1 ] && ok || bad "illegal move: exit status not 1"
grep -q 'class="verdict invalid"' "$tmp/bad.html" &&
    grep -q 'data-mark="err"' "$tmp/bad.html" &&
    grep -q '\[illegal-move\]' "$tmp/bad.html" && ok ||
    bad "illegal move: the error is not on the page"
grep -q 'illegal-move' "$tmp/err" && ok ||
    bad "illegal move: not said on standard error"

# Repetitions, each at its ply.
"$tool" --html "$tmp/rep.html" "$rep" 2>/dev/null
n=$(grep -c '<li class="rep">repetition: ' "$tmp/rep.html")
[ "$n" = 2 ] && ok || bad "repetitions: $n listed, not 2"

# ------------------------------------------------------------------
# Record text is text: tags, move text and messages escaped.

cat >"$tmp/evil.hgn" <<'EOF'
[Event "<script>alert(1)</script> & \"quoted\" 'too'"]
[Site "</table><img src=x onerror=alert(2)>"]
[Result "*"]

1. i4-h5 *
EOF
"$tool" --html "$tmp/evil.html" "$tmp/evil.hgn" 2>/dev/null
n=$(grep -c '<script' "$tmp/evil.html")
[ "$n" = 1 ] && ok || bad "escaping: $n scripts on the page"
grep -q '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &#39;too&#39;' \
    "$tmp/evil.html" && ok || bad "escaping: the Event tag is not escaped"
grep -q '<img' "$tmp/evil.html" && bad "escaping: an img element" || ok
printf '<x>"' >"$tmp/a&b<c>.hgn"
cat "$square" >>"$tmp/a&b<c>.hgn"
"$tool" --html "$tmp/name.html" "$tmp/a&b<c>.hgn" 2>/dev/null
grep -q '<title>[^<]*a&amp;b&lt;c&gt;.hgn</title>' "$tmp/name.html" && ok ||
    bad "escaping: the file name in the title"

# ------------------------------------------------------------------
# Claims: the verdict as --claim says it, the evidence side by side.

"$tool" --html "$tmp/claim.html" --claim c9-d8 "$rep" 2>/dev/null
[ $? = 0 ] && ok || bad "valid claim: exit status not 0"
grep -q 'verdict: <span class="word">VALID</span>' "$tmp/claim.html" && ok ||
    bad "valid claim: no verdict"
n=$(grep -c '^<figure>' "$tmp/claim.html")
[ "$n" = 3 ] && ok || bad "valid claim: $n diagrams, not 3 (the claimed \
position and its 2 earlier occurrences)"
grep -q '<figcaption>ply 109 (occurrence 1): 55. c9-d8</figcaption>' \
    "$tmp/claim.html" && ok || bad "valid claim: no diagram of ply 109"
"$tool" --claim c9-d8 "$rep" >"$tmp/claim.txt"
grep '^reason: ' "$tmp/claim.txt" | sed 's/^reason: //' >"$tmp/why"
grep -q -F "<li>reason: $(cat "$tmp/why")</li>" "$tmp/claim.html" && ok ||
    bad "valid claim: not the reason --claim gives"
"$tool" --html "$tmp/claim2.html" --claim c9-d8 --ply 100 "$rep" 2>/dev/null
[ $? = 1 ] && ok || bad "claim too early: exit status not 1"
grep -q 'INVALID' "$tmp/claim2.html" && ok || bad "claim too early: verdict"
"$tool" --html "$tmp/claim3.html" --claim zz "$rep" 2>"$tmp/err"
[ $? = 2 ] && ok || bad "claim with no move: exit status not 2"

# ------------------------------------------------------------------
# A claim as one picture (--svg with --claim; spec/html.md, "Claims as
# one picture"): the page's claim, kept as tests/golden/html/claim.svg
# (HALMA_UPDATE_GOLDEN=1 writes it afresh).

"$tool" --svg "$tmp/claim.svg" --claim c9-d8 "$rep" 2>"$tmp/err"
[ $? = 0 ] && ok || bad "claim picture: exit status not 0"
# As --claim: the game's notes of its repetitions are not repeated there.
[ -s "$tmp/err" ] && bad "claim picture: standard error not empty" || ok
if [ "${HALMA_UPDATE_GOLDEN:-}" = 1 ]; then
	cp "$tmp/claim.svg" "$gold/claim.svg"
fi
cmp -s "$tmp/claim.svg" "$gold/claim.svg" && ok ||
    bad "claim picture: not tests/golden/html/claim.svg"
"$tool" --svg - --claim c9-d8 "$rep" >"$tmp/claim-out.svg" 2>/dev/null
cmp -s "$tmp/claim.svg" "$tmp/claim-out.svg" && ok ||
    bad "claim picture: --svg - is not --svg FILE"
# Well-formed, with the verdict, the lines of --claim's report and three
# diagrams (the claimed position and its 2 earlier occurrences) in a row.
python3 - "$tmp/claim.svg" "$tmp/claim.txt" <<'PY' && ok ||
import sys, xml.etree.ElementTree as ET
NS = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == NS + "svg", root.tag
assert root.find(NS + "title").text == "Draw claim with c9-d8: VALID"
lines = ["".join(t.itertext()) for t in root.iter(NS + "text")
         if t.get("x") == "12"]
assert "verdict: VALID" in lines[0], lines[0]
for want in [l.rstrip("\n") for l in open(sys.argv[2])]:
    if not want.startswith("verdict: "):
        assert want in lines, "not in the picture: %r" % want
figs = [g.find(NS + "svg") for g in root.iter(NS + "g")
        if g.get("class") == "figure"]
assert len(figs) == 3, len(figs)
xs = [int(f.get("x")) for f in figs]
assert xs == sorted(xs) and len(set(f.get("y") for f in figs)) == 1, xs
ids = [e.get("id") for e in root.iter() if e.get("id") is not None]
assert len(ids) == len(set(ids)), "an id given twice: %r" % ids
PY
    bad "claim picture: not the claim and its three diagrams"
"$tool" --svg "$tmp/claim2.svg" --claim c9-d8 --ply 100 "$rep" 2>/dev/null
[ $? = 1 ] && grep -q '<title>Draw claim with c9-d8: INVALID' \
    "$tmp/claim2.svg" && ok || bad "claim picture, too early: not INVALID"
"$tool" --svg "$tmp/claim3.svg" --claim zz "$rep" 2>/dev/null
[ $? = 2 ] && [ ! -e "$tmp/claim3.svg" ] && ok ||
    bad "claim picture of no move: a picture written, or not exit 2"
"$tool" --svg "$tmp/claim4.svg" --claim c9-d8 --emit "$rep" 2>/dev/null
[ $? = 2 ] && [ ! -e "$tmp/claim4.svg" ] && ok ||
    bad "claim picture with --emit: not refused"

# ------------------------------------------------------------------
# A pass (spec/moves.md, "Pass") changes no cell: its item's data-c is
# empty, and no other item of the game has an empty one.

"$tool" --html "$tmp/pass.html" "$top/tests/records/hoplog/game.hgn" \
    2>/dev/null
passes=$(grep -c ' pass</li>' "$tmp/pass.html")
empty=$(grep -c '<li data-c=""' "$tmp/pass.html")
[ "$passes" -ge 1 ] && [ "$passes" = "$empty" ] && ok ||
    bad "pass: $passes passes, $empty items with an empty data-c"

# ------------------------------------------------------------------
# --html is an output like -o (tests/outputs.sh): never over an input.

cp "$square" "$tmp/in.hgn"
"$tool" --html "$tmp/in.hgn" "$tmp/in.hgn" 2>"$tmp/err"
[ $? = 2 ] && ok || bad "--html onto its input: exit status not 2"
cmp -s "$square" "$tmp/in.hgn" && ok || bad "--html onto its input: replaced"
ln -s in.hgn "$tmp/link.hgn"
"$tool" --html "$tmp/link.hgn" "$tmp/in.hgn" 2>/dev/null
[ $? = 2 ] && cmp -s "$square" "$tmp/in.hgn" && ok ||
    bad "--html onto a link to its input: not refused"
"$tool" --html "$tmp/in.hgn" - <"$tmp/in.hgn" >/dev/null 2>&1
cmp -s "$square" "$tmp/in.hgn" && ok ||
    bad "--html onto a file read as standard input: replaced"
echo old >"$tmp/old.html"
"$tool" --html "$tmp/old.html" "$square" 2>/dev/null
head -c 15 "$tmp/old.html" | grep -q '^<!DOCTYPE html>' && ok ||
    bad "a plain file: not replaced"
set -- "$tmp"/old.html.*
[ -e "$1" ] && bad "a temporary file left: $1" || ok
"$tool" --html - "$square" >"$tmp/stdout.html" 2>/dev/null
cmp -s "$tmp/stdout.html" "$tmp/sq.html" && ok ||
    bad "--html -: not the page on standard output"
"$tool" --html "$tmp/none.html" --game 9 "$square" 2>/dev/null
[ $? = 2 ] && [ ! -e "$tmp/none.html" ] && ok ||
    bad "--game 9 of 1: a page written, or not exit 2"
"$tool" --html "$tmp/x.html" --svg "$tmp/x.svg" "$square" 2>/dev/null
[ $? = 2 ] && [ ! -e "$tmp/x.html" ] && ok || bad "--html --svg: not refused"

# ------------------------------------------------------------------
# Size: a long game's page stays small (spec/html.md, "Size").

"$tool" --html "$tmp/long.html" "$top/tests/records/html/long-320.hgn" \
    2>/dev/null
n=$(wc -c <"$tmp/long.html")
[ "$n" -lt 1000000 ] && ok || bad "320 plies: the page has $n bytes"

# ------------------------------------------------------------------
# In the browser.

if find_browser; then
	update=
	[ "${HALMA_UPDATE_GOLDEN:-}" = 1 ] && update=--update
	# name record ply-of-the-screenshot
	while read -r name rec shot; do
		"$tool" --html "$tmp/$name.html" "$top/$rec" 2>/dev/null
		"$fen" --all "$top/$rec" >"$tmp/$name.pos" 2>/dev/null
		if [ "$shot" = - ]; then
			set --
		else
			set -- --golden "$gold/$name.png" --shot-ply "$shot"
		fi
		if python3 "$top/tests/html/viewer.py" "$browser" \
		    "$tmp/$name.html" "$tmp/$name.pos" $update "$@"; then
			ok
		else
			bad "$name: the page in $browser"
		fi
	done <<EOF
square examples/legal-halma-10x10-1.hgn 5
star tests/records/star-6p-game.hgn 10
corners examples/legal-corners-8x8-9.hgn -
star2 tests/records/star-2p-game.hgn -
tref4 tests/records/variants/trefhalma-4p-game.hgn -
gevangen tests/records/gamebox/gevangen-1-3p-out.hgn -
gevangen2 tests/records/gamebox/gevangen-2-3p-draw.hgn -
highscore tests/records/variants/highscore-star-game.hgn -
topsecret tests/records/gamebox/top-secret-halma-white-wins.hgn -
pass tests/records/gamebox/top-secret-halma-pass.hgn -
passes tests/records/gamebox/de-trein-passes.hgn -
connectie6 tests/records/gamebox/connectie-6p-game.hgn -
stersolitair tests/records/gamebox/ster-solitair-win.hgn -
katenmuis tests/records/gamebox/kat-en-muis-placement.hgn -
walled tests/records/gamebox/gevangen-1-3p-walled-out.hgn -
rakado tests/records/gamebox/rakado-penalty-any.hgn -
rakado3 tests/records/gamebox/rakado-star-3p-opening.hgn -
dice tests/records/gamebox/dobbelsteenhalma-opening.hgn -
chevaux tests/records/gamebox/petits-chevaux-home.hgn -
chevaux4 tests/records/gamebox/petits-chevaux-4p-opening.hgn -
gomoku tests/records/gamebox/gomoku-4p-teams-placing.hgn -
tippy tests/records/gamebox/tippy-win.hgn -
draughts tests/records/gamebox/international-draughts-crown.hgn -
draughtskings tests/records/gamebox/international-draughts-two-kings-count.hgn -
EOF
	"$fen" --all "$tmp/evil.hgn" >"$tmp/evil.pos" 2>/dev/null
	python3 "$top/tests/html/viewer.py" "$browser" "$tmp/evil.html" \
	    "$tmp/evil.pos" --escape "<script>alert(1)</script>" && ok ||
	    bad "escaping: the page in $browser"
fi

finish
