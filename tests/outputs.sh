#!/bin/sh
#
# outputs.sh -- the output files and streams of every tool, as
# tools/common.c writes them (issue 25, issue 22): a regular file replaced
# whole; a FIFO, a device and a link's target written in place and never
# replaced; no output over a file the command reads (records, standard
# input, the --variant rule file); a write error on any stream is exit 2.
#
# Everything happens in a temporary directory: the device node is one
# this test makes there (as root; otherwise a notice and a skip), and
# /dev/full is only ever the target of a shell redirection of a tool's
# own standard output or error, never an -o argument.

. "$(dirname "$0")/lib/common.sh"
cd "$top" || exit 1
need halma-validate halma-stats halma-fen halma-replay

game=$top/examples/legal-halma-10x10-1.hgn
bad=$top/examples/syntax-halma-10x10-8.hgn
cp "$game" "$tmp/game.hgn"

# write TOOL OUT: the tool's command line that writes its output to OUT.
write() {
	case $1 in
	validate) set -- "$BUILD/halma-validate" --format json -o "$2" \
		    "$tmp/game.hgn" ;;
	stats)	set -- "$BUILD/halma-stats" -f json -o "$2" "$tmp/game.hgn" ;;
	fen)	set -- "$BUILD/halma-fen" -t json -o "$2" "$tmp/game.hgn" ;;
	replay)	set -- "$BUILD/halma-replay" --svg "$2" "$tmp/game.hgn" ;;
	esac
	"$@"
}

# The first bytes each tool writes, to know its output when we see it.
first() {
	case $1 in
	validate) echo '{"file":' ;;
	stats)	echo '{"halma-stats":' ;;
	fen)	echo '{' ;;
	replay)	echo '<?xml' ;;
	esac
}

for t in validate stats fen replay; do
	d=$tmp/$t
	mkdir "$d"

	# A regular file: replaced whole, nothing left beside it.
	echo old >"$d/plain"
	write $t "$d/plain" 2>"$d/err"
	st=$?
	[ $st -le 1 ] && ok || ko "$t: a plain file: exit $st"
	head -c 20 "$d/plain" | grep -qF "$(first $t)" && ok ||
	    ko "$t: a plain file: not written"
	set -- "$d"/plain.*
	[ -e "$1" ] && ko "$t: a temporary file left: $1" || ok

	# A symbolic link: its target replaced, the link still a link.
	echo old >"$d/target"
	ln -s target "$d/link"
	write $t "$d/link" 2>"$d/err"
	[ -L "$d/link" ] && ok || ko "$t: the link was replaced"
	head -c 20 "$d/target" | grep -qF "$(first $t)" && ok ||
	    ko "$t: the link's target was not written"
	# A dangling link: the file it names is made, the link kept.
	ln -s made "$d/dangling"
	write $t "$d/dangling" 2>"$d/err"
	[ -L "$d/dangling" ] && [ -f "$d/made" ] && ok ||
	    ko "$t: a dangling link"
	# A chain of links, relative, through a directory.
	mkdir "$d/sub"
	echo old >"$d/sub/far"
	ln -s far "$d/sub/near"
	ln -s sub/near "$d/chain"
	write $t "$d/chain" 2>"$d/err"
	[ -L "$d/chain" ] && [ -L "$d/sub/near" ] &&
	    head -c 20 "$d/sub/far" | grep -qF "$(first $t)" && ok ||
	    ko "$t: a chain of links"

	# A FIFO: written to, still a FIFO.
	mkfifo "$d/fifo"
	# (A tool that never opens it must not hang the test.)
	timeout 20 cat "$d/fifo" >"$d/from-fifo" &
	reader=$!
	write $t "$d/fifo" 2>"$d/err"
	st=$?
	wait $reader
	[ $st -le 1 ] && ok || ko "$t: a FIFO: exit $st"
	[ -p "$d/fifo" ] && ok || ko "$t: the FIFO was replaced"
	head -c 20 "$d/from-fifo" | grep -qF "$(first $t)" && ok ||
	    ko "$t: nothing came through the FIFO"

	# A character device made here (the null device's numbers): written
	# to, never replaced.
	if mknod "$d/null" c 1 3 2>/dev/null; then
		write $t "$d/null" 2>"$d/err"
		st=$?
		[ $st -le 1 ] && ok || ko "$t: a device: exit $st"
		[ -c "$d/null" ] && ok || ko "$t: the device was replaced"
	else
		echo "outputs.sh: cannot make a device node (not root):" \
		    "$t's device test skipped"
	fi

	# A directory is no output.
	mkdir "$d/dir"
	write $t "$d/dir" 2>"$d/err"
	st=$?
	[ $st -eq 2 ] && [ -d "$d/dir" ] && ok ||
	    ko "$t: a directory as output: exit $st"

	# The output is the input, directly or through a link.
	cp "$game" "$tmp/game.hgn"
	write $t "$tmp/game.hgn" 2>"$d/err"
	st=$?
	[ $st -eq 2 ] && cmp -s "$game" "$tmp/game.hgn" && ok ||
	    ko "$t: over its input: exit $st"
	grep -q "refusing to write over an input" "$d/err" && ok ||
	    ko "$t: over its input: no message"
	ln -s ../game.hgn "$d/to-input"
	write $t "$d/to-input" 2>"$d/err"
	st=$?
	[ $st -eq 2 ] && cmp -s "$game" "$tmp/game.hgn" && ok ||
	    ko "$t: over its input through a link: exit $st"
done

# ------------------------------------------------------------------
# The --variant rule file is an input too (issue 22: these three replaced
# it and exited 0).

cp "$top/spec/rules/corners-8x8.yaml" "$tmp/my.yaml"
cp "$tmp/my.yaml" "$tmp/my.orig"
refused() {
	name=$1
	shift
	"$@" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -eq 2 ] && ok || ko "$name: exit $st, not 2"
	cmp -s "$tmp/my.yaml" "$tmp/my.orig" && ok ||
	    ko "$name: the rule file was replaced"
	grep -q "refusing to write over an input" "$tmp/err" && ok ||
	    ko "$name: no message"
	cp "$tmp/my.orig" "$tmp/my.yaml"
}
refused "halma-stats --variant my.yaml -o my.yaml" \
    "$BUILD/halma-stats" --variant "$tmp/my.yaml" -o "$tmp/my.yaml" "$game"
refused "halma-fen --variant my.yaml -t json -o my.yaml" \
    "$BUILD/halma-fen" --variant "$tmp/my.yaml" -t json -o "$tmp/my.yaml" \
    "$game"
refused "halma-replay --variant my.yaml --svg my.yaml" \
    "$BUILD/halma-replay" --variant "$tmp/my.yaml" --svg "$tmp/my.yaml" \
    "$game"
refused "halma-validate --variant my.yaml -o my.yaml" \
    "$BUILD/halma-validate" --variant "$tmp/my.yaml" -o "$tmp/my.yaml" \
    "$game"
ln -s my.yaml "$tmp/rules-link.yaml"
refused "halma-stats: the rule file through a link" \
    "$BUILD/halma-stats" --variant "$tmp/rules-link.yaml" \
    -o "$tmp/my.yaml" "$game"
refused "halma-fen: -o a link to the rule file" \
    "$BUILD/halma-fen" --variant "$tmp/my.yaml" -t json \
    -o "$tmp/rules-link.yaml" "$game"
# Standard input is an input.
cp "$game" "$tmp/stdin.hgn"
"$BUILD/halma-fen" -t json -o "$tmp/stdin.hgn" <"$tmp/stdin.hgn" \
    >/dev/null 2>&1
st=$?
[ $st -eq 2 ] && cmp -s "$game" "$tmp/stdin.hgn" && ok ||
    ko "halma-fen -o over standard input: exit $st"

# ------------------------------------------------------------------
# A write error on any stream ends the tool with exit 2.  /dev/full is
# the target of a redirection of the tool's own streams only.

if [ -w /dev/full ]; then
	full() {
		name=$1
		shift
		sh -c "$1" sh "$BUILD" "$game" "$bad" >/dev/null 2>"$tmp/err"
		st=$?
		[ $st -eq 2 ] && ok || ko "$name: exit $st, not 2"
	}
	full "halma-fen, stdout" '"$1/halma-fen" -t json "$2" >/dev/full'
	full "halma-fen, stderr" '"$1/halma-fen" -t json "$3" 2>/dev/full'
	full "halma-replay, stdout" '"$1/halma-replay" "$2" >/dev/full'
	full "halma-replay --svg -, stdout" \
	    '"$1/halma-replay" --svg - "$2" >/dev/full'
	full "halma-replay, stderr" '"$1/halma-replay" "$3" 2>/dev/full'
	full "halma-stats, stdout" '"$1/halma-stats" -f json "$2" >/dev/full'
	full "halma-validate, stdout" \
	    '"$1/halma-validate" --format json "$2" >/dev/full'
	full "halma-validate, stderr" '"$1/halma-validate" "$3" 2>/dev/full'
	full "halma-validate --list-variants, stdout" \
	    '"$1/halma-validate" --list-variants >/dev/full'
	full "halma-fen -h, stdout" '"$1/halma-fen" -h >/dev/full'
	# The message goes to standard error when that still works.
	sh -c '"$1/halma-fen" -t json "$2" >/dev/full' sh "$BUILD" "$game" \
	    2>"$tmp/err"
	grep -q "standard output" "$tmp/err" && ok ||
	    ko "a write error on standard output: no message"
	# Without the full disk, the same commands exit 0 or 1.
	"$BUILD/halma-fen" -t json "$bad" >/dev/null 2>&1
	st=$?
	[ $st -le 1 ] && ok || ko "halma-fen of a bad game: exit $st"
else
	echo "outputs.sh: no /dev/full: write-error tests skipped"
fi

finish
