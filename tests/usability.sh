#!/bin/sh
# usability.sh -- the toolkit as a newcomer and a club meet it (issue 33):
# what each tool does where the issue found it wrong or unhelpful, one
# check each, numbered by the issue's items.
. "$(dirname "$0")/lib/common.sh"
need halma-validate halma-replay halma-fen halma-stats halma-select
cd "$tmp" || exit 2
cp "$top/tests/golden/replay/twogames.hgn" .
printf '[Variant "corners-8x8"]\n\n1. f1-f3 *\n' >oneply.hgn

# 3: --ply past the end is an error, exit 2: over every game of a file,
# with --game, and with --html (the page still opens at the start).
expect 2 "replay --ply past the end" "$BUILD/halma-replay" --ply 3 twogames.hgn
has_line "replay --ply past the end" err \
    '^halma-replay: twogames.hgn:7: error: game 2 has 2 legal plies, not 3 \[usage\]$'
expect 2 "replay --game --ply past the end" "$BUILD/halma-replay" \
    --game 1 --ply 9 twogames.hgn
expect 2 "replay --html --ply past the end" "$BUILD/halma-replay" \
    --html page.html --ply 9 twogames.hgn
has_line "replay --html --ply past the end" err \
    'game 1 has 3 legal plies, not 9 \[usage\]'
expect 0 "replay --html --ply within" "$BUILD/halma-replay" \
    --html page.html --game 1 --ply 2 twogames.hgn
# 11: one ply is one ply.
expect 1 "fen --ply past one ply" "$BUILD/halma-fen" --ply 2 oneply.hgn
holds "fen --ply past one ply" err \
    "halma-fen: oneply.hgn:1: error: game 1 has 1 legal ply, not 2 [usage]"

# 4: -l and -s write the format read, or the one -o's name ends in;
# never the one an input's name ends in.
cp "$top/tests/golden/fen/game.hgn" .
"$BUILD/halma-fen" --to json game.hgn >game.json 2>/dev/null
"$BUILD/halma-fen" -l <game.json >piped.out 2>err
if head -c 1 piped.out | grep -q '{'; then ok; else
	ko "halma-fen -l < JSON: not JSON: $(head -c 40 piped.out)"; fi
"$BUILD/halma-fen" -l -o games.yaml game.hgn 2>err
if head -1 games.yaml | grep -qx -- ---; then ok; else
	ko "halma-fen -l -o games.yaml: not YAML: $(head -1 games.yaml)"; fi
cp game.json named.yaml
"$BUILD/halma-fen" -s named.yaml >named.out 2>err
if head -c 1 named.out | grep -q '{'; then ok; else
	ko "halma-fen -s on JSON named .yaml: not JSON"; fi
"$BUILD/halma-fen" -s --to hgn -o out.yaml game.json 2>err
if head -c 1 out.yaml | grep -q '\['; then ok; else
	ko "halma-fen --to hgn -o out.yaml: not HGN"; fi

# 5: a game --format cannot write is a diagnostic and exit 1, in
# halma-select as in halma-fen.
for t in "halma-select -f" "halma-fen -t"; do
	expect 1 "$t pun on halma-10x10" $BUILD/$t pun game.hgn
	has_line "$t pun" err 'error: the game is not written: PUN holds'
done

# 6: under -T the table gives no validity, it says it was not checked.
cp "$top"/examples/*.hgn .
"$BUILD/halma-stats" -T -f table -b White legal-*.hgn illegal-*.hgn \
    syntax-*.hgn mismatch-*.hgn >table 2>err
has_line "halma-stats -T table" table '^validity not checked'
if grep -q '^  valid\|^  invalid\| valid  invalid ' table; then
	ko "halma-stats -T table counts valid games: $(cat table)"
else ok; fi
"$BUILD/halma-stats" -f table legal-*.hgn illegal-*.hgn >table 2>err
has_line "halma-stats table" table '^  invalid  *1$'

# 11: every message in the one shape; bytes that are not UTF-8 escaped.
expect 2 "-o over an input" "$BUILD/halma-validate" -o game.hgn game.hgn
holds "-o over an input" err \
    "halma-validate: game.hgn: error: refusing to write over an input [usage]"
printf '1. a\351b\303\251 *\n' >latin1.hgn
"$BUILD/halma-validate" latin1.hgn >/dev/null 2>err
if LC_ALL=C grep -q "$(printf '\351')b" err; then
	ko "a raw non-UTF-8 byte on standard error: $(cat err)"; else ok; fi
has_line "non-UTF-8 escaped" err "a\\\\xe9b"
has_line "UTF-8 kept" err "$(printf '\303\251')"

# 9: halma-replay --list-variants, as the other tools.
"$BUILD/halma-validate" --list-variants >want 2>/dev/null
expect 0 "halma-replay --list-variants" "$BUILD/halma-replay" --list-variants
same want out "halma-replay --list-variants"

# 8: help that says the fix.
expect 2 "--varient" "$BUILD/halma-validate" --varient corners-8x8 game.hgn
has_line "--varient" err 'unknown option --varient; did you mean --variant? \[usage\]$'
expect 2 "--colour" "$BUILD/halma-replay" --colour=always game.hgn
has_line "--colour" err 'did you mean --color?'
expect 2 "--co" "$BUILD/halma-select" --co game.hgn
has_line "--co" err 'is short for more than one option: --code, --count'
expect 2 "--color always" "$BUILD/halma-replay" --color always game.hgn
has_line "--color always" err "write --color=always \[usage\]$"
expect 0 "--color --ply 2" "$BUILD/halma-replay" --color --ply 2 game.hgn
expect 2 "--code typo" "$BUILD/halma-select" --code ilegal-move game.hgn
has_line "--code typo" err 'did you mean illegal-move? (ok, syntax, illegal-move,'
expect 2 "--reason typo" "$BUILD/halma-select" --reason gaol game.hgn
has_line "--reason typo" err 'did you mean goal? (none, goal,'
expect 0 "-b Whte" "$BUILD/halma-stats" -b Whte -f table legal-*.hgn
holds "-b Whte" err \
    "halma-stats: warning: --by Whte: no game has the tag Whte; did you mean White? [usage]"

# 10: what each tool is given that it cannot use, said.
expect 2 "stats -m of a record" "$BUILD/halma-stats" -m game.hgn
has_line "stats -m of a record" err \
    'game.hgn:1: error: not a partial but a game record: -m reads what halma-stats --format json wrote \[syntax\]'
expect 2 "select --unique --duplicates" "$BUILD/halma-select" --unique \
    --duplicates game.hgn
has_line "select --unique --duplicates" err 'exclude each other \[usage\]'
: >empty.hgn
expect 1 "replay of no game" "$BUILD/halma-replay" empty.hgn
holds "replay of no game" err \
    "halma-replay: empty.hgn: error: no game to replay: the input holds none [syntax]"
expect 1 "replay --html of no game" "$BUILD/halma-replay" --html page.html \
    empty.hgn
has_line "replay --html of no game" page.html 'No game to replay'
expect 1 "--position-format pun on 10x10" "$BUILD/halma-fen" \
    --position-format pun -r "halma-10x10 w:f1 b:a10 w 1"
has_line "--position-format pun on 10x10" err \
    'PUN fits 8x8 boards of two players, those of the rule sets ugolki-3x3, ugolki-3x4 and ugolki-4x4; halma-10x10 is 10x10 with 2 players'

# 13: the man pages read right, and draw the stones the tool draws.
if command -v mandoc >/dev/null 2>&1; then
	for m in "$top"/man/*.[1-9]; do
		mandoc -Tutf8 "$m" 2>/dev/null | col -b >page
		if grep -n "An FILE\|’’\|(‘w,\|four things" page; then
			ko "${m##*/}: the wording the issue names"
		else ok; fi
	done
	mandoc -Tutf8 "$top/man/halma-replay.1" | col -b >page
	printf '[Variant "sternhalma-6p"]\n\n*\n' >six.hgn
	printf '[Variant "gevangen-2"]\n\n*\n' >shared.hgn
	for g in six shared; do
		"$BUILD/halma-replay" --color=always --ply 0 $g.hgn >board
		python3 -c '
import sys
board = open(sys.argv[1], encoding="utf-8").read()
page = open(sys.argv[2], encoding="utf-8").read()
gone = sorted({c for c in board if ord(c) > 127 and c not in page})
print("missing " + " ".join(gone) if gone else "ok")' board page >glyphs
		holds "halma-replay(1) names the stones of $g.hgn" glyphs ok
	done
fi

# 14: --fix says the same words in every tool that takes it, and
# repairs with the same notes.
for t in halma-fen halma-select halma-replay; do
	"$BUILD/$t" --help | sed -n '/^  --fix/,/^  -/p' | sed '$d' |
	    tr -s ' \n' '  ' >fixhelp
	if grep -q "repair the result and the Result tags, each change a note" \
	    fixhelp; then ok; else ko "$t --help: --fix says $(cat fixhelp)"; fi
done
cp "$top/tests/golden/fen/repair.hgn" .
"$BUILD/halma-fen" --fix repair.hgn 2>&1 >/dev/null | grep repaired |
    sed 's/^halma-fen: //' >fix.fen
"$BUILD/halma-select" --fix repair.hgn 2>&1 >/dev/null | grep repaired |
    sed 's/^halma-select: //' >fix.select
"$BUILD/halma-replay" --emit --fix repair.hgn 2>&1 >/dev/null |
    grep repaired | sed 's/^halma-replay: //' >fix.replay
same fix.fen fix.select "--fix notes of halma-select"
same fix.fen fix.replay "--fix notes of halma-replay"
# The messages of tests run without ../shared name no path outside the
# tree.
pat='echo.*[$]ex'
if grep -n "$pat" "$top"/tests/*.sh | grep -v '^[^:]*usability.sh:'; then
	ko "a test prints the path of ../shared"; else ok; fi

# 14: the interactive replay says how the game ended, on its last ply.
cp "$top/tests/golden/replay/goal.hgn" .
python3 - "$BUILD/halma-replay" goal.hgn >screen <<'PY'
import os, pty, select, sys
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], ["halma-replay", "--interactive", "--ply", "82",
                           sys.argv[2]])
out, sent = b"", False
while True:
    r, _, _ = select.select([fd], [], [], 10)
    if not r:
        break
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        break
    if not chunk:
        break
    out += chunk
    if not sent and b"q: quit" in out:
        os.write(fd, b"q")
        sent = True
os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf-8", "replace"))
PY
has_line "interactive: the end on the last ply" screen \
    'ply 82 of 82: .*; end: 0-1 by rule (goal) at ply 82'

# 14: a first build keeps every object, so that "make" after it (after
# "make demo") builds nothing again.  An object is a word ending in .o:
# the temporary directory's random name may hold ".o" too.
if make -n -C "$top" BUILD="$tmp/fresh" all 2>/dev/null |
    grep -E '^rm .*\.o( |$)'; then
	ko "a first build removes objects the next make builds again"
else ok; fi

# 7: rule files: start cells that fill the own goal, and a camp rule the
# draw of draw-after comes before, are warned; warnings in line order.
cat >won.yaml <<'YAML'
name: won-at-start
title: "Begins won"
board: {shape: square, width: 8, height: 8}
directions: 4
jumps: short
players:
  - name: White
    letter: w
    camp: [e1, f1]
    start: [a8, b8]
    goal: [a8, b8]
  - name: Black
    letter: b
    camp: [a8, b8]
    start: [e1, f1]
    goal: [g1, h1]
end:
  goal: immediate
  draw-after: {move: 3}
  camp-rule: {move: 10}
YAML
expect 0 "rule file with dead rules" "$BUILD/halma-fen" --variant won.yaml \
    --perft 1
cat >want <<'EOF2'
halma-fen: won.yaml:10:12: warning: White starts on every cell of its own goal: the game begins already won [bad-rules]
halma-fen: won.yaml:20:3: warning: camp-rule after move 10 can never take effect: draw-after ends every game after move 3 [bad-rules]
EOF2
same want err "warnings of won.yaml, in line order"

# 7: no-move-loses where a player with no move passes is warned.
sed 's/^  camp-rule: {move: 10}/  no-move-loses: true/' won.yaml |
    sed 's/^jumps: short/jumps: short\npass: always/' >pass.yaml
expect 0 "no-move-loses with pass: always" "$BUILD/halma-fen" \
    --variant pass.yaml --perft 1
has_line "no-move-loses with pass: always" err \
    'warning: no-move-loses can never take effect: with pass: always a player with no move passes instead \[bad-rules\]$'

# 8: rule files: a player's name mistyped, a '{' left open, a document of
# a '---' and comments only.
sed 's/^    goal: \[g1, h1\]/    goal: white/' won.yaml >name.yaml
expect 2 "goal: white" "$BUILD/halma-fen" --variant name.yaml --perft 1
has_line "goal: white" err \
    "names no player: 'white'; did you mean 'White'? \\[bad-rules\\]$"
printf 'name: x\nboard: {shape: square, width: 8\ndirections: 4\n' \
    >open.yaml
expect 2 "an unclosed {" "$BUILD/halma-fen" --variant open.yaml --perft 1
has_line "an unclosed {" err \
    "open.yaml:2:31: error: '8 directions' runs over a line end: the '{' of line 2, column 8 is unclosed"
printf -- '---\n# nothing yet\n' >doc.yaml
expect 2 "a document of ---" "$BUILD/halma-fen" --variant doc.yaml --perft 1
has_line "a document of ---" err \
    "doc.yaml:1:1: error: the rule file's document is empty"

finish
