#!/bin/sh
#
# tags.sh -- tags of any number and length, up to the bound of
# spec/record-format.md ("Limits"), are found and grouped by the tools
# (issue 22): a game with 200 tags and White last, White after a value of
# 65,500 bytes and after two, and a game whose tags pass 4 MiB, where a
# `limit` warning names the first tag not kept.  halma-select --tag looks
# tags up through notation_checker_tag(), halma-stats -b through the
# tags it is fed; both must agree, and halma-validate shows the warning
# without calling the game invalid.

set -u
. "$(dirname "$0")/lib/common.sh"
need halma-stats halma-select halma-validate

# is DESCRIPTION WANT GOT
is() {
	if [ "$2" = "$3" ]; then ok; else bad "$1: '$3', not '$2'"; fi
}

# has DESCRIPTION PATTERN FILE: a line of FILE matches (grep -E).
has() {
	if grep -Eq -- "$2" "$3"; then
		ok
	else
		bad "$1: no line matches '$2'"
		sed 's/^/	/' "$3" | cut -c1-200 | head -5
	fi
}

# tagged PREFIX N VALUE: the tags PREFIX0 to PREFIX(N-1), each VALUE.
tagged() {
	_i=0
	while [ $_i -lt "$2" ]; do
		printf '[%s%d "%s"]\n' "$1" $_i "$3"
		_i=$((_i + 1))
	done
}

# a BYTES: that many a's.
a() {
	head -c "$1" /dev/zero | tr '\0' a
}

moves='1. j5-j6 a6-a5 *'
{
	tagged T 199 x
	printf '[White "Late"]\n\n%s\n\n' "$moves"
	printf '[Long "%s"]\n[White "AfterLong"]\n\n%s\n\n' "$(a 65500)" \
	    "$moves"
	printf '[L1 "%s"]\n[L2 "%s"]\n' "$(a 65500)" "$(a 65500)"
	tagged S 20 y
	printf '[White "AfterTwo"]\n\n%s\n\n' "$moves"
	big=$(a 1000000)
	tagged B 5 "$big"
	printf '[White "Cut"]\n\n%s\n' "$moves"
} >"$tmp/tags.hgn"
# The line of the first tag not kept, B4: the lines of the games before
# it (a blank line, the moves and a blank line after each game's tags).
cutline=$((199 + 1 + 3 + 2 + 3 + 22 + 1 + 3 + 5))

# halma-stats -b White: every White found but the one past the bound.
"$BUILD/halma-stats" -T -f csv -b White "$tmp/tags.hgn" >"$tmp/csv" \
    2>"$tmp/err"
is "halma-stats: exit status" 0 $?
grep '^by White,.*,games,' "$tmp/csv" | cut -d, -f2,4 | sort \
    >"$tmp/groups"
printf '%s\n' '?,1' 'AfterLong,1' 'AfterTwo,1' 'Late,1' >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/groups"; then
	ok
else
	bad "halma-stats -b White: the groups"
	cat "$tmp/csv" | head -20
fi
has "halma-stats: the warning names the tag past the bound" \
    "tags.hgn:$cutline:1: warning: the tag B4 and those after it are not kept" \
    "$tmp/err"
is "halma-stats: one warning" 1 "$(wc -l <"$tmp/err" | tr -d ' ')"

# halma-select --tag: the same games through notation_checker_tag().
for w in Late AfterLong AfterTwo; do
	n=$("$BUILD/halma-select" --count --tag "White=$w" "$tmp/tags.hgn" \
	    2>"$tmp/err")
	is "halma-select --tag White=$w" 1 "$n"
	is "halma-select --tag White=$w: the warning of the last game" 1 \
	    "$(grep -c 'warning: the tag B4 and those after it' "$tmp/err")"
done
n=$("$BUILD/halma-select" --count --tag 'White~^After' "$tmp/tags.hgn" \
    2>/dev/null)
is "halma-select --tag White~^After" 2 "$n"
n=$("$BUILD/halma-select" --count --tag 'T198=x' "$tmp/tags.hgn" \
    2>/dev/null)
is "halma-select --tag T198=x (the 199th tag)" 1 "$n"
n=$("$BUILD/halma-select" --count --tag White=Cut "$tmp/tags.hgn" \
    2>"$tmp/err")
is "halma-select --tag White=Cut: past the bound, not seen" 0 "$n"
has "halma-select: the warning says what was cut" \
    "tags.hgn:$cutline:1: warning: the tag B4 and those after it are not kept for lookups by tag: the game's tags pass 4194304 bytes \[limit\]" \
    "$tmp/err"
n=$("$BUILD/halma-select" --count --tag B3~^a "$tmp/tags.hgn" 2>/dev/null)
is "halma-select --tag B3~^a (before the bound)" 1 "$n"
# The game's rule set is still known past the bound.
n=$("$BUILD/halma-select" --count --valid --tag White~. "$tmp/tags.hgn" \
    2>/dev/null)
is "halma-select --valid --tag White~." 3 "$n"

# halma-validate: the warning, and the games valid.
"$BUILD/halma-validate" "$tmp/tags.hgn" >"$tmp/out" 2>"$tmp/err"
is "halma-validate: exit status" 0 $?
has "halma-validate: the warning" \
    "tags.hgn:$cutline:1: warning: the tag B4 .*\[limit\]" "$tmp/err"
has "halma-validate: all valid" "4 games, 4 valid, 0 invalid" "$tmp/err"

finish
