#!/bin/sh
#
# formats.sh -- every tool reads every form of a record (spec/
# record-format.md, "Recognising the format"): each record of examples/
# and tests/records/ converted with halma-fen to JSON Lines and YAML, then
# read by halma-validate --format json, halma-replay (every board) and
# halma-stats --format json, by content and with --from; the outputs
# equal the text records', file names, lines, columns and byte offsets
# aside.  Then --from against the content, and
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

# The outputs of the inputs listed in the file $1, read as told by "$@"
# (--from ...), in $2.validate, $2.stats and $2.replay.  Every input is
# read by one run of halma-validate and one of halma-stats (a run per
# record costs more than the check under the sanitizers); halma-replay
# plays one game a run, so it runs once per input, its outputs and exit
# statuses one after the other.
outputs() {
	list=$1 out=$2
	shift 2
	tr '\n' '\0' <"$list" | xargs -0 "$BUILD/halma-validate" -q \
	    --format json "$@" 2>/dev/null | strip >"$out.validate"
	tr '\n' '\0' <"$list" | xargs -0 "$BUILD/halma-stats" \
	    --format json "$@" 2>/dev/null | strip >"$out.stats"
	: >"$out.replay"
	while IFS= read -r in; do
		"$BUILD/halma-replay" "$@" "$in" >>"$out.replay" 2>/dev/null
		echo "status $?" >>"$out.replay"
	done <"$list"
}

# Each record converted to JSON Lines and YAML, one file each (a record
# halma-fen cannot convert whole is not compared): FORMAT.list lists the
# conversions, hgn-FORMAT.list their records, in the same order.
n=0
i=0
: >"$tmp/json.list"
: >"$tmp/yaml.list"
: >"$tmp/hgn-json.list"
: >"$tmp/hgn-yaml.list"
for f in "$top"/examples/*.hgn "$top"/tests/records/*.hgn; do
	[ -f "$f" ] || continue
	i=$((i + 1))
	for fmt in json yaml; do
		if "$BUILD/halma-fen" --to $fmt "$f" >"$tmp/c$i.$fmt" \
		    2>/dev/null; then
			printf '%s\n' "$f" >>"$tmp/hgn-$fmt.list"
			printf '%s\n' "$tmp/c$i.$fmt" >>"$tmp/$fmt.list"
			n=$((n + 1))
		fi
	done
done
if [ $n -lt 20 ]; then
	bad "only $n conversions compared"
else
	ok
fi

# The conversions read by content and with --from give the records'
# outputs.
for fmt in json yaml; do
	# The records' outputs (once when both formats took the same records).
	[ $fmt = yaml ] && cmp -s "$tmp/hgn-json.list" "$tmp/hgn-yaml.list" ||
	    outputs "$tmp/hgn-$fmt.list" "$tmp/hgn"
	for how in content from; do
		if [ $how = from ]; then
			outputs "$tmp/$fmt.list" "$tmp/got" --from $fmt
		else
			outputs "$tmp/$fmt.list" "$tmp/got"
		fi
		for what in validate stats replay; do
			if cmp -s "$tmp/hgn.$what" "$tmp/got.$what"; then
				ok
			else
				bad "$fmt ($how): $what differs"
				diff "$tmp/hgn.$what" "$tmp/got.$what" |
				    head -5
			fi
		done
	done
done

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
