#!/bin/sh
# options.sh -- the one option vocabulary (issue 13 item 2, issue 22
# item 5): every long option in a tool's --help is in its man page and
# every one of the man page is in --help; every short option a tool's
# --help lists is in its man page; a short letter means one thing in
# every tool, and the shared long options mean one thing (the table of
# tools/common.c, printed in README.md).
. "$(dirname "$0")/lib/common.sh"

tools="halma-validate halma-replay halma-fen halma-stats halma-select"

# The long options of --help's option list (lines that start with an
# option after the indent), and those of the man page (.Fl -name).
# The option list of --help: lines that start with an option after a
# two-space indent, cut where the description starts (two spaces).
help_opts() {
	"$BUILD/$1" --help | sed -n 's/^  \(-.*\)/\1/p' | sed 's/   *.*//'
}
help_long() {
	help_opts "$1" | grep -o -- '--[a-z][a-z-]*' | sed 's/^--//' | sort -u
}
help_short() {
	help_opts "$1" | sed -n 's/^-\([A-Za-z]\)\([ ,]\|$\).*/\1/p' | sort -u
}
# The options the man page lists: its .It and .Op lines.
man_opts() {
	sed '/^\.Ss Option vocabulary/,/^\.Sh/d' "$top/man/$1.1" |
	    grep -E '^\.(It|Op) .*Fl '
}
man_long() {
	man_opts "$1" | grep -o 'Fl -[a-z][a-z-]*' | sed 's/^Fl -//' | sort -u
}
man_short() {
	man_opts "$1" | grep -o 'Fl [A-Za-z]\+\( \|$\)' |
	    sed 's/^Fl //; s/ $//' | fold -w1 | sort -u
}

# both TOOL DASH HELP MAN: the options listed in the files HELP (from
# --help) and MAN (from the man page) are the same; each one missing from
# either is named, with DASH (- or --) before it.
both() {
	for o in $(comm -23 "$3" "$4"); do
		ko "$1: $2$o is in --help, not in $1(1)"
	done
	for o in $(comm -13 "$3" "$4"); do
		ko "$1: $2$o is in $1(1), not in --help"
	done
	[ -z "$(comm -3 "$3" "$4")" ] && ok
}

for t in $tools; do
	help_long "$t" >"$tmp/h"
	man_long "$t" >"$tmp/m"
	[ -s "$tmp/h" ] || ko "$t: no long option in --help"
	both "$t" -- "$tmp/h" "$tmp/m"
	help_short "$t" >"$tmp/hs"
	man_short "$t" >"$tmp/ms"
	both "$t" - "$tmp/hs" "$tmp/ms"
	# Each short option the help lists is taken by the tool.
	for o in $(cat "$tmp/hs"); do
		"$BUILD/$t" "-$o" </dev/null >/dev/null 2>"$tmp/err"
		if grep -q "unknown option -$o" "$tmp/err"; then
			ko "$t: -$o listed but refused"
		else
			ok
		fi
	done
	# Every tool says --help and --version the same way.
	if "$BUILD/$t" --version | grep -q "^$t "; then ok; else
		ko "$t: --version"; fi
done

# A short letter means one thing in every tool: "-x, --long" pairs.
for t in $tools; do
	"$BUILD/$t" --help | sed -n 's/^  -\([A-Za-z]\), --\([a-z-]*\).*/\1 \2/p'
done | sort -u >"$tmp/pairs"
dups=$(cut -d' ' -f1 "$tmp/pairs" | uniq -d)
if [ -z "$dups" ]; then ok; else
	ko "letters with two meanings: $(echo $dups)"; fi

# The README's table names every short letter of every tool.
while read -r letter long; do
	if grep -q -- "-$letter, --$long" "$top/README.md"; then ok; else
		ko "README.md: no '-$letter, --$long' in the option table"; fi
done <"$tmp/pairs"

# --color takes its word with '=' only: it never swallows the next
# argument (halma-replay --color --ply 2 FILE plays ply 2).
game=$top/examples/legal-halma-10x10-1.hgn
if [ -f "$game" ]; then
	if "$BUILD/halma-replay" --color --ply 2 "$game" >"$tmp/out" 2>"$tmp/err" &&
	    grep -q '^ply 2' "$tmp/out"; then ok; else
		ko "--color --ply 2 FILE: $(cat "$tmp/err")"; fi
fi

# --help, the man pages and their vocabulary tables against the option
# table each tool parses its command line with (--help=completion):
# the same short letters, the same formats (issue 33 item 12).
python3 "$top/tests/lib/options_agree.py" docs "$top" "$BUILD" $tools \
    >"$tmp/agree"
oks "$tmp/agree"

finish
