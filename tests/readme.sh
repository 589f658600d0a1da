#!/bin/sh
# readme.sh -- every command of the README's tour runs as written, from
# the top of the tree, on the bundled records: it says something and
# exits 0 or 1 (1 where the records hold invalid games), never 2.
set -u
. "$(dirname "$0")/lib/common.sh"

if ! command -v jq >/dev/null 2>&1; then
	echo "readme.sh: jq not installed; the README's tour is skipped"
	exit 0
fi
sed -n 's/^    \$ //p' README.md | sed 's/  *# .*$//' >"$tmp/cmds"
n=0
while IFS= read -r cmd; do
	n=$((n + 1))
	# The tour says build/; the sanitizer build lives elsewhere.
	run=$(printf '%s\n' "$cmd" | sed "s|build/halma-|$BUILD/halma-|g")
	bash -o pipefail -c "$run" </dev/null >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -le 1 ] && { [ -s "$tmp/out" ] || [ -s "$tmp/err" ]; }; then
		ok
	else
		ko "README command $n exits $rc: $cmd"
		head -5 "$tmp/err"
	fi
done <"$tmp/cmds"
[ "$n" -ge 8 ] && ok || ko "only $n commands found in the README"
finish
