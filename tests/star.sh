#!/bin/sh
# star.sh -- Sternhalma on the star board through the tools (spec/star.md):
# the records of tests/records/star-*.hgn get the verdicts written below
# from halma-validate; spec/star.md's examples validate and its drawing is
# the one halma-replay prints; halma-replay writes the long form the
# records use and draws the star as SVG; halma-stats counts the games;
# halma-fen draws and converts them.  A tool that is not built is named,
# and its checks are left out.
set -u
. "$(dirname "$0")/lib/common.sh"
validate=$BUILD/halma-validate
replay=$BUILD/halma-replay
stats=$BUILD/halma-stats
fen=$BUILD/halma-fen
rec=tests/records
skip() { echo "star.sh: $1 is not built: $2 not checked"; }

# The value of the first KEY in a one-line JSON object: a number, true,
# false, null, or a string without its quotes.
field() {
	awk -v k="\"$2\":" '{
		if ((i = index($0, k)) == 0)
			next
		s = substr($0, i + length(k))
		if (s ~ /^"/) {
			s = substr(s, 2)
			sub(/".*/, "", s)
		} else
			sub(/[],}].*/, "", s)
		print s
		exit
	}' "$1"
}

# ------------------------------------------------------------------
# Verdicts.  Each line: file, game, then what halma-validate must say:
# valid, plies, the outcome the rules imposed and why (- for none), and
# the first error as code@line:column/ply (- for none).  The games of
# star-*-game.hgn were played out by a test program of their own (see the
# comment in each); every other verdict was worked out by hand.

verdicts='
star-2p-game.hgn	1	true	130	0-1	goal	-
star-2p-15-game.hgn	1	true	139	1-0	goal	-
star-3p-game.hgn	1	true	192	0-0-1	goal	-
star-3p-15-game.hgn	1	true	167	0-1-0	goal	-
star-4p-game.hgn	1	true	163	0-0-1-0	goal	-
star-6p-game.hgn	1	true	197	0-0-0-0-1-0	goal	-
star-2p-opening.hgn	1	true	6	-	-	-
star-2p-illegal.hgn	1	false	2	-	-	illegal-move@8:21/3
star-2p-illegal.hgn	2	false	2	-	-	illegal-move@17:21/3
star-2p-illegal.hgn	3	false	2	-	-	illegal-move@26:21/3
star-2p-illegal.hgn	4	false	4	-	-	illegal-move@36:38/5
star-2p-illegal.hgn	5	false	0	-	-	illegal-move@44:4/1
star-3p-end.hgn	1	true	5	0-1-0	goal	-
star-3p-end.hgn	2	false	5	0-1-0	goal	result-mismatch@22:59/null
star-3p-end.hgn	3	false	5	0-1-0	goal	move-after-end@30:65/6
star-3p-end.hgn	4	false	5	-	-	move-number@38:45/5
star-3p-end.hgn	5	false	2	-	-	syntax@45:23/null
'

if [ -x "$validate" ]; then
	echo "$verdicts" | while IFS='	' read -r f g valid plies out why err; do
		[ -n "$f" ] || continue
		"$validate" --format json "$rec/$f" 2>/dev/null |
		    sed -n "${g}p" >"$tmp/game.json"
		[ "$(field "$tmp/game.json" game)" = "$g" ] ||
		    { echo "FAIL: $f game $g: no verdict"; continue; }
		o=$(field "$tmp/game.json" outcome)
		r=$(field "$tmp/game.json" reason)
		[ "$o" = null ] && o=-
		[ "$r" = null ] && r=-
		e=-
		if grep -q '"errors":\[{' "$tmp/game.json"; then
			sed 's/.*"errors":\[{\([^}]*\)}.*/{\1}/' "$tmp/game.json" \
			    >"$tmp/err.json"
			e=$(field "$tmp/err.json" code)@$(field "$tmp/err.json" \
			    line):$(field "$tmp/err.json" column)/$(field \
			    "$tmp/err.json" ply)
		fi
		got="$(field "$tmp/game.json" valid) $(field "$tmp/game.json" \
		    plies) $o $r $e"
		if [ "$got" = "$valid $plies $out $why $err" ]; then
			echo ok
		else
			echo "FAIL: $f game $g: got '$got', want" \
			    "'$valid $plies $out $why $err'"
		fi
	done >"$tmp/verdicts"
	grep -v '^ok$' "$tmp/verdicts"
	pass=$((pass + $(grep -c '^ok$' "$tmp/verdicts")))
	fail=$((fail + $(grep -c '^FAIL' "$tmp/verdicts")))

	# The exit status: 1 when a game is invalid, 0 when all are valid.
	"$validate" -q "$rec"/star-*-game.hgn "$rec/star-2p-opening.hgn" &&
	    ok || bad "halma-validate: the valid star records are not valid"
	"$validate" -q "$rec/star-2p-illegal.hgn" 2>/dev/null
	[ $? = 1 ] && ok || bad "halma-validate: exit status not 1"

	# The records of spec/star.md, section 8, are valid.
	sed -n '/^## 8\./,$p' spec/star.md | sed -n 's/^    //p' |
	    awk '/^\[Variant/ && n++ { print "" } { print }' >"$tmp/spec.hgn"
	"$validate" --format json "$tmp/spec.hgn" >"$tmp/spec.json" 2>&1
	if [ "$(grep -c '"valid":true' "$tmp/spec.json")" = 2 ]; then
		ok
	else
		bad "spec/star.md's records:"; cat "$tmp/spec.json"
	fi
else
	skip "$validate" "the verdicts"
fi

# ------------------------------------------------------------------
# halma-replay: the drawing of spec/star.md, section 6, is the start of
# sternhalma-3p; the long-form records are written in exactly the long
# form the tools write, and the short-form ones in the short form; the
# exported record validates as the original does; the star in SVG.

moves() {
	tr -s ' \n' '\n\n' <"$1" | grep -E '^[a-q][0-9]+-'
}

# What halma-validate says of each game of a file, less where it stands.
verdict() {
	"$validate" --format json "$1" 2>/dev/null |
	    sed 's/"file":"[^"]*","game":[0-9]*,"line":[0-9]*,//
		s/"errors":.*//'
}

if [ -x "$replay" ]; then
	printf '[Variant "sternhalma-3p"]\n*\n' >"$tmp/empty3.hgn"
	"$replay" --ply 0 "$tmp/empty3.hgn" 2>&1 | sed 1d >"$tmp/r.board"
	sed -n '/^## 6\./,/^## 7\./p' spec/star.md |
	    sed -n '/^     17 /,/^      1 /s/^    //p' >"$tmp/spec.board"
	if [ -s "$tmp/spec.board" ] && cmp -s "$tmp/r.board" \
	    "$tmp/spec.board"; then
		ok
	else
		bad "spec/star.md's drawing is not halma-replay's"
		diff "$tmp/spec.board" "$tmp/r.board" | head -10
	fi

	for f in star-2p-game.hgn:long star-3p-game.hgn:long \
	    star-4p-game.hgn:long star-6p-game.hgn:long \
	    star-2p-15-game.hgn:short star-3p-15-game.hgn:short; do
		form=${f##*:}
		f=$rec/${f%%:*}
		"$replay" --emit --"$form" "$f" >"$tmp/emit.hgn" 2>/dev/null
		moves "$f" >"$tmp/a"
		moves "$tmp/emit.hgn" >"$tmp/b"
		if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then
			ok
		else
			bad "$f: halma-replay --emit --$form writes other moves"
			diff "$tmp/a" "$tmp/b" | head -5
		fi
		if [ -x "$validate" ]; then
			verdict "$f" >"$tmp/v1"
			verdict "$tmp/emit.hgn" >"$tmp/v2"
			[ -s "$tmp/v1" ] && cmp -s "$tmp/v1" "$tmp/v2" && ok ||
			    bad "$f: the exported record validates differently"
		fi
	done

	# The SVG of ply 80 of the six-player game: 121 holes, 60 stones,
	# and no two coordinates in one place.
	"$replay" --svg - --ply 80 "$rec/star-6p-game.hgn" >"$tmp/s.svg" \
	    2>/dev/null
	holes=$(grep -c '<circle class="cell' "$tmp/s.svg")
	stones=$(grep -c '<circle class="stone ' "$tmp/s.svg")
	[ "$holes" = 121 ] && ok || bad "SVG: $holes holes, not 121"
	[ "$stones" = 60 ] && ok || bad "SVG: $stones stones, not 60"
	for l in w r y b g p; do
		n=$(grep -c "class=\"stone stone-$l\"" "$tmp/s.svg")
		[ "$n" = 10 ] && ok || bad "SVG: $n stones of $l, not 10"
	done
	grep '<text' "$tmp/s.svg" |
	    sed 's/.* x="\([^"]*\)" y="\([^"]*\)".*/\1 \2/' |
	    sort | uniq -d >"$tmp/dup"
	[ -s "$tmp/dup" ] && bad "SVG: labels on one another: $(cat "$tmp/dup")" ||
	    ok
	# Seventeen rank numbers on each side, 17 file letters at each end.
	n=$(grep -c '<text[^>]*>[0-9]*</text>' "$tmp/s.svg")
	[ "$n" = 34 ] && ok || bad "SVG: $n rank numbers, not 34"
	n=$(grep -c '<text[^>]*>[a-q]</text>' "$tmp/s.svg")
	[ "$n" = 34 ] && ok || bad "SVG: $n file letters, not 34"
else
	skip "$replay" "drawings and export"
fi

# ------------------------------------------------------------------
# halma-stats: the six played-out games, all won by the goal, 988 plies.

if [ -x "$stats" ]; then
	"$stats" -f json "$rec"/star-*-game.hgn >"$tmp/stats.json" 2>&1
	got="$(field "$tmp/stats.json" games) $(field "$tmp/stats.json" \
	    valid) $(field "$tmp/stats.json" goal) $(field "$tmp/stats.json" \
	    sum) $(($(field "$tmp/stats.json" steps) + $(field \
	    "$tmp/stats.json" jumps)))"
	[ "$got" = "6 6 6 988 988" ] && ok ||
	    bad "halma-stats: games, valid, goal, plies, moves: '$got'"
else
	skip "$stats" "statistics"
fi

# ------------------------------------------------------------------
# halma-fen: the start strings of spec/star.md, section 5, are the ones
# printed for ply 0, and the board drawn from a position string is the
# board halma-replay draws for that ply (less the line that says how the
# game ended, which halma-replay adds at the last ply); perft agrees with
# spec/star.md; records go to JSON and YAML and back unchanged.

if [ -x "$fen" ]; then
	sed -n '/^## 5\./,/^## 6\./s/^    \(sternhalma-[^ ]*\) /\1 /p' \
	    spec/star.md >"$tmp/starts"
	while read -r v rest; do
		printf '[Variant "%s"]\n*\n' "$v" >"$tmp/v.hgn"
		got=$("$fen" --ply 0 "$tmp/v.hgn" 2>&1 | sed -n 1p)
		[ "$got" = "$v $rest" ] && ok ||
		    bad "halma-fen --ply 0 for $v: '$got'"
	done <"$tmp/starts"
	[ "$(wc -l <"$tmp/starts")" = 6 ] && ok ||
	    bad "spec/star.md: not six start strings"
	for p in 0 37 80 197; do
		f=$rec/star-6p-game.hgn
		pos=$("$fen" --ply "$p" "$f" 2>/dev/null | sed -n 1p)
		"$fen" --render "$pos" >"$tmp/f.board" 2>/dev/null
		"$replay" --ply "$p" "$f" 2>/dev/null | sed '1d; /^end: /d' \
		    >"$tmp/r.board"
		[ -s "$tmp/f.board" ] && cmp -s "$tmp/f.board" "$tmp/r.board" &&
		    ok || bad "ply $p: halma-fen and halma-replay draw differently"
	done

	# The perft table of spec/star.md, section 7.
	awk -F' *[|] *' '/^## 7\./ { p = 1 } /^## 8\./ { p = 0 }
	    p && $2 ~ /^sternhalma-/ { print $2, $3, $4, $5 }' \
	    spec/star.md >"$tmp/perft"
	[ "$(wc -l <"$tmp/perft")" = 6 ] && ok ||
	    bad "spec/star.md: not six rows of perft"
	perfts "$tmp/perft"

	# HGN to JSON and to YAML and back: the same moves, the same verdict.
	# (Not for star-3p-end.hgn's verdicts: the JSON and YAML forms keep no
	# move numbers, so its wrong one cannot survive the trip.)
	for f in "$rec"/star-*-game.hgn "$rec/star-2p-opening.hgn" \
	    "$rec/star-3p-end.hgn"; do
		for to in json yaml; do
			"$fen" -t "$to" "$f" >"$tmp/c.$to" 2>/dev/null
			"$fen" -f "$to" -t hgn "$tmp/c.$to" >"$tmp/back.hgn" \
			    2>/dev/null
			moves "$f" >"$tmp/a"
			moves "$tmp/back.hgn" >"$tmp/b"
			[ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b" && ok ||
			    bad "$f: the moves change through $to"
			[ -x "$validate" ] && [ "${f##*/}" != star-3p-end.hgn ] ||
			    continue
			verdict "$f" >"$tmp/v1"
			verdict "$tmp/back.hgn" >"$tmp/v2"
			[ -s "$tmp/v1" ] && cmp -s "$tmp/v1" "$tmp/v2" && ok ||
			    bad "$f: the verdicts change through $to"
		done
	done
else
	skip "$fen" "position strings and conversions"
fi

finish
