#!/bin/sh
#
# formats.sh -- every tool reads every form of a record (spec/
# record-format.md, "Recognising the format"): each record of examples/
# and tests/records/ converted with halma-fen to JSON Lines and YAML, then
# read by halma-validate --format json, halma-replay (every board, and the
# board at a few plies) and halma-stats --format json, by content and
# with --from; the outputs equal the text record's, file names, lines,
# columns and byte offsets aside.  Then --from against the content, and
# its usage errors.

set -u
. "$(dirname "$0")/lib/common.sh"
need halma-fen halma-validate halma-replay halma-stats halma-select

# JSON output without what names the input or a place in it (the
# statistics' identity hash of the inputs included; their "length"
# figures, an object, stay).
strip() {
	sed -E -e 's/"(file|input)":"[^"]*",?//g' \
	    -e 's/"(line|column|offset|length)":[0-9]+,?//g' \
	    -e 's/"inputs":\{[^}]*\},?//g' -e 's/"identity":"[^"]*",?//g' \
	    -e 's/,([]}])/\1/g'
}

# The outputs of one input (a path), read as told by "$@" (--from ...).
outputs() {
	in=$1 out=$2
	shift 2
	"$BUILD/halma-validate" -q --format json "$@" "$in" 2>/dev/null |
	    strip >"$out.validate"
	"$BUILD/halma-stats" --format json "$@" "$in" 2>/dev/null |
	    strip >"$out.stats"
	: >"$out.replay"
	for ply in "" 0 3 10; do
		if [ -z "$ply" ]; then
			"$BUILD/halma-replay" "$@" "$in"
		else
			"$BUILD/halma-replay" --ply "$ply" "$@" "$in"
		fi >>"$out.replay" 2>/dev/null
		echo "status $?" >>"$out.replay"
	done
}

n=0
for f in "$top"/examples/*.hgn "$top"/tests/records/*.hgn; do
	[ -f "$f" ] || continue
	base=$(basename "$f" .hgn)
	outputs "$f" "$tmp/hgn"
	for fmt in json yaml; do
		if ! "$BUILD/halma-fen" --to $fmt "$f" >"$tmp/$base.$fmt" \
		    2>/dev/null; then
			# A record halma-fen cannot convert whole is not compared.
			continue
		fi
		for how in content from; do
			if [ $how = from ]; then
				outputs "$tmp/$base.$fmt" "$tmp/got" --from $fmt
			else
				outputs "$tmp/$base.$fmt" "$tmp/got"
			fi
			for what in validate stats replay; do
				if cmp -s "$tmp/hgn.$what" "$tmp/got.$what"; then
					ok
				else
					bad "$base: $fmt ($how): $what differs"
					diff "$tmp/hgn.$what" "$tmp/got.$what" |
					    head -5
				fi
			done
		done
		n=$((n + 1))
	done
done
if [ $n -lt 20 ]; then
	bad "only $n conversions compared"
else
	ok
fi

# The same by standard input, where no file name could hint at anything.
f=$top/examples/legal-corners-8x8-9.hgn
"$BUILD/halma-fen" --to yaml "$f" >"$tmp/std.yaml"
"$BUILD/halma-validate" --format json <"$f" | strip >"$tmp/a"
"$BUILD/halma-validate" --format json <"$tmp/std.yaml" | strip >"$tmp/b"
if cmp -s "$tmp/a" "$tmp/b"; then ok; else bad "stdin: yaml verdict differs"; fi
"$BUILD/halma-select" --count --valid <"$tmp/std.yaml" >"$tmp/c"
if [ "$(cat "$tmp/c")" = 1 ]; then ok; else bad "halma-select on yaml"; fi

# --from wins over the content: JSON read as text is a brace comment up
# to the first '}', and then bytes that make no valid game.
"$BUILD/halma-fen" --to json "$f" >"$tmp/j.hgn"
"$BUILD/halma-validate" --from hgn "$tmp/j.hgn" >"$tmp/out" 2>&1
case $(cat "$tmp/out") in
*"0 valid"*)	ok ;;
*)		bad "--from hgn on JSON: $(cat "$tmp/out")" ;;
esac
"$BUILD/halma-validate" "$tmp/j.hgn" >"$tmp/out" 2>&1
case $(cat "$tmp/out") in
*"1 game, 1 valid"*)	ok ;;
*)			bad "JSON named .hgn: $(cat "$tmp/out")" ;;
esac

# A bad --from is a usage error in every tool.
for t in halma-validate halma-replay halma-stats halma-select halma-fen; do
	"$BUILD/$t" --from pgn "$f" >/dev/null 2>"$tmp/err"
	st=$?
	if [ $st -eq 2 ] && grep -q -- "--from" "$tmp/err"; then
		ok
	else
		bad "$t --from pgn: exit $st"
	fi
done

finish
