#!/bin/sh
# completion.sh -- the bash completion offers each tool's options, the
# rule-set names after --variant, and formats after --format.
set -u
BUILD=${BUILD:-build}
pass=0 fail=0
if ! command -v bash >/dev/null 2>&1; then
	echo "completion.sh: bash not installed; skipped"
	exit 0
fi
top=$(pwd)

# $1: the words typed (the last one being completed); $2: a word the
# completion must offer; $3: a word it must not offer (or '').
expect() {
	got=$(PATH="$top/$BUILD:$PATH" bash -c '
		. "$1/completion/halma.bash"
		shift
		COMP_WORDS=($1); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
		case $1 in *" ") COMP_WORDS+=(""); COMP_CWORD=$((COMP_CWORD + 1)) ;; esac
		_halma
		printf "%s\n" "${COMPREPLY[@]}"' sh "$top" "$1")
	if printf '%s\n' "$got" | grep -qx -- "$2" &&
	    { [ -z "$3" ] || ! printf '%s\n' "$got" | grep -qx -- "$3"; }; then
		pass=$((pass + 1))
	else
		echo "FAIL: completing '$1' offers [$(echo $got)], not '$2'${3:+ without '$3'}"
		fail=$((fail + 1))
	fi
}

expect "halma-validate --var" --variant ""
expect "halma-validate --variant corn" corners-8x8 halma-10x10
expect "halma-fen --variant halma-1" halma-10x10 corners-8x8
expect "halma-stats --f" --format ""
expect "halma-replay --cl" --claim ""
expect "halma-validate --format j" json text
echo "completion.sh: $pass passed, $fail failed"
[ $fail = 0 ]
