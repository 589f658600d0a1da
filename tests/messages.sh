#!/bin/sh
# messages.sh -- one message shape for every tool (issue 13 item 3):
#	prog: file:line:col: severity: message [code]
# the unknown parts left out, for a missing file, an unknown option, an
# unknown rule set and a bad --game/--ply; control bytes never raw.
. "$(dirname "$0")/lib/common.sh"
cd "$tmp" || exit 2
cp "$top/examples/legal-halma-10x10-1.hgn" game.hgn

# The first line of standard error, and the status, of a command.
try() {
	want=$1 line=$2
	shift 2
	"$@" </dev/null >/dev/null 2>err
	rc=$?
	got=$(head -1 err)
	if [ "$rc" = "$want" ] && [ "$got" = "$line" ]; then ok; else
		ko "$*: status $rc, '$got', not $want, '$line'"; fi
}

for t in halma-validate halma-replay halma-fen halma-stats halma-select; do
	try 2 "$t: nonexist.hgn: error: cannot open: No such file or directory [io]" \
	    "$BUILD/$t" nonexist.hgn
	try 2 "$t: error: unknown option --frobnicate (see --help) [usage]" \
	    "$BUILD/$t" --frobnicate game.hgn
	try 2 "$t: error: unknown option -Z (see --help) [usage]" \
	    "$BUILD/$t" -Z game.hgn
	try 2 "$t: error: --variant needs an argument [usage]" \
	    "$BUILD/$t" game.hgn --variant
	try 2 "$t: error: --from pgn: not hgn, json, yaml, pun, starlog, hoplog or pdn [usage]" \
	    "$BUILD/$t" --from pgn game.hgn
	try 2 "$t: error: unknown rule set 'halma-11x11'; did you mean halma-10x10, halma-16x16? [unknown-variant]" \
	    "$BUILD/$t" --variant halma-11x11 game.hgn
	# Every line on standard error has the shape.
	if grep -v -E "^(usage: |       |	|$t: ([^ ]+: )?(error|warning|note): .* \[[a-z-]+\]( \(game [0-9]+(, ply [0-9]+)?\))?$)" err
	then ko "$t: a line out of shape"; else ok; fi
done

try 2 "halma-replay: game.hgn: error: there is no game 2 [usage]" \
    "$BUILD/halma-replay" --game 2 game.hgn
try 2 "halma-replay: error: --game 0: games are numbered from 1 [usage]" \
    "$BUILD/halma-replay" --game 0 game.hgn
try 2 "halma-replay: game.hgn:1: error: game 1 has 82 legal plies, not 500 [usage]" \
    "$BUILD/halma-replay" --ply 500 --svg x.svg game.hgn
try 2 "halma-replay: error: --ply x: not a number [usage]" \
    "$BUILD/halma-replay" --ply x game.hgn
try 2 "halma-fen: error: --ply two: not a number from 0 to 4294967295 [usage]" \
    "$BUILD/halma-fen" --ply two game.hgn
try 1 "halma-fen: game.hgn:1: error: game 1 has 82 legal plies, not 500 [usage]" \
    "$BUILD/halma-fen" --ply 500 game.hgn
try 2 "halma-replay: error: --first-ply goes with playback only, not with --svg [usage]" \
    "$BUILD/halma-replay" --svg x.svg --first-ply 3 game.hgn
test -e x.svg && ko "--svg written on a usage error" || ok

# Control bytes from the input or the command line are escaped.
printf '1. a\033[31mb\010 *\n' >esc.hgn
"$BUILD/halma-validate" esc.hgn 2>err >/dev/null
if LC_ALL=C grep -q "$(printf '[\033\010]')" err; then
	ko "a raw control byte on standard error"; else ok; fi
grep -q "'a\\\\x1b'" err && ok || ko "ESC not shown as \\x1b: $(cat err)"
"$BUILD/halma-validate" "$(printf 'no\033such')" 2>err
grep -q '^halma-validate: no\\x1bsuch: error: cannot open' err && ok ||
    ko "a file name's ESC: $(cat err)"

# "out of memory" has one spelling in the sources.
n=$(grep -h 'out of memory' "$top"/tools/*.c | grep -v '^ \*' | grep -v -c 'tool_oom\|error: out of memory \[limit\]\|"out of memory")')
[ "$n" -eq 0 ] && ok || ko "$n other ways to say out of memory"

finish
