#!/bin/sh
# pgo-check.sh PLAIN PGO -- "make check-pgo": the tools of "make pgo"
# (build directory PGO) do what those of the plain build (PLAIN) do.
# Each tool's main modes run on every record of tests/records and
# examples/ in both builds; their outputs, standard error and exit
# status must be byte for byte the same.  Prints one line per mode and
# input that differs, then "N same, M different"; exit 1 on a difference.
set -u

plain=${1:-build}
pgo=${2:-build-pgo}
for b in "$plain" "$pgo"; do
	if [ ! -x "$b/halma-validate" ]; then
		echo "pgo-check.sh: $b/halma-validate not built" >&2
		exit 2
	fi
done
plain=$(cd "$plain" && pwd)
pgo=$(cd "$pgo" && pwd)
# A plain build made by "make pgo" itself would be compared with its
# like: nothing to check against (build-aux/pgo.sh leaves pgo/made).
if [ -e "$plain/pgo/made" ]; then
	echo "pgo-check.sh: $plain was built by make pgo: no plain build" \
	    "to compare with (make clean all): skipped"
	exit 0
fi
cd "$(dirname "$0")/.." || exit 2
top=$(pwd)
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
same=0
differ=0

# run NAME INPUT ARGS...: the tool line ARGS (its first word a tool's
# name, o.* its output files) in both builds, in a directory each.
run() {
	name=$1 in=$2 tool=$3
	shift 3
	for side in plain pgo; do
		if [ $side = plain ]; then b=$plain; else b=$pgo; fi
		rm -rf "$tmp/$side"
		mkdir "$tmp/$side"
		(cd "$tmp/$side" && "$b/$tool" "$@" "$top/$in" \
		    >stdout 2>stderr; echo $? >status)
	done
	if diff -r "$tmp/plain" "$tmp/pgo" >/dev/null; then
		same=$((same + 1))
	else
		differ=$((differ + 1))
		echo "differs: $name on $in"
	fi
}

for in in tests/records/*.hgn examples/*.hgn; do
	run validate "$in" halma-validate
	run validate-json "$in" halma-validate -f json -o o.json
	run stats "$in" halma-stats -f json -o o.json
	run select "$in" halma-select --valid -o o.hgn --rejected o.rej
	run fen-json "$in" halma-fen -t json -o o.json
	run fen-yaml "$in" halma-fen -t yaml -o o.yaml
	run fen-long "$in" halma-fen -t hgn -l -o o.hgn
	run html "$in" halma-replay --html o.html
	run boards "$in" halma-replay
done
echo "pgo-check.sh: $same same, $differ different"
if [ $same -lt 100 ]; then
	echo "pgo-check.sh: too few records compared ($same)" >&2
	exit 1
fi
[ $differ -eq 0 ]
