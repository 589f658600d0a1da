#!/bin/sh
#
# pdn.sh -- PDN, the Portable Draughts Notation (spec/conversion.md,
# "PDN"), in every tool: the lidraughts form (clock comments, results
# 2-0 and 1-1, a game of tags alone), fixed-width moves, a record of
# moves alone, all recognised from their content; GameType other than 20
# refused by name; conversions to HGN, JSON Lines and YAML and back to
# PDN with the same tags, moves and result; PDN positions in the FEN tag
# and on the command line.

set -u
. "$(dirname "$0")/lib/common.sh"
tools_for pdn
R=$BUILD/halma-replay
S=$BUILD/halma-stats
SEL=$BUILD/halma-select

# Every record reads and validates, by content and with --from pdn.
for f in lidraughts fixed-width bare; do
	expect 0 "$f: halma-validate" "$V" "$rec/$f.pdn"
	expect 0 "$f: halma-validate --from pdn" "$V" --from pdn "$rec/$f.pdn"
	expect 0 "$f: halma-replay" "$R" --color=never "$rec/$f.pdn"
	expect 0 "$f: halma-replay --svg" "$R" --svg "$tmp/b.svg" \
	    "$rec/$f.pdn"
done
"$V" --format json "$rec/lidraughts.pdn" >"$tmp/v.jsonl"
python3 - "$tmp/v.jsonl" <<'PY' && ok || ko "lidraughts.pdn: the verdicts"
import json, sys
games = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert len(games) == 3, len(games)
assert all(g["valid"] for g in games)
assert all(g["variant"] == "international-draughts" for g in games), games
assert [g["plies"] for g in games] == [7, 0, 6], [g["plies"] for g in games]
PY

# The fixed-width record: 10- 4 crowns the man on 4.
"$F" "$rec/fixed-width.pdn" >"$tmp/pos"
grep -qx 'international-draughts w:K4,40 b:27 w 3' "$tmp/pos" && ok ||
    ko "fixed-width.pdn ends elsewhere: $(cat "$tmp/pos")"

# Escape lines, a variation, a glyph and a move's strength (PDN): the
# variation and the glyph kept as comments.
expect 0 "annotated.pdn" "$V" "$rec/annotated.pdn"
"$F" --to pdn "$rec/annotated.pdn" >"$tmp/an.pdn"
grep -q '{(1\.\.\. 18-23 2\. 28x19 (2\. 37-32) 14x23)}' "$tmp/an.pdn" && ok ||
    ko "the variation is not kept: $(cat "$tmp/an.pdn")"
grep -q '32-28!? 19-23' "$tmp/an.pdn" && grep -q '{\$1}' "$tmp/an.pdn" && ok ||
    ko "the move strength or the glyph is lost"
printf '[Variant "international-draughts"]\n\n1. 32-28 (1. 31-27) *\n' \
    >"$tmp/var.hgn"
expect 1 "a variation in HGN" "$V" --from hgn "$tmp/var.hgn"
grep -q "variations are not supported" "$tmp/err" && ok ||
    ko "HGN reads a variation: $(cat "$tmp/err")"

# PDN's last game needs no result, and a move it does not give may be
# written "...": a warning and a valid game, where the text format
# calls the same game cut off.
printf '[GameType "20"]\n\n1. 32-28 19-23 2. ... { White to play }' \
    >"$tmp/open.pdn"
expect 0 "a last game with no result" "$V" --from pdn "$tmp/open.pdn"
grep -q 'warning: missing result at the end of the input' "$tmp/err" &&
    ok || ko "no result in PDN: $(cat "$tmp/err")"
printf '[Variant "international-draughts"]\n\n1. 32-28 19-23' \
    >"$tmp/open.hgn"
expect 1 "the same game in HGN" "$V" --from hgn "$tmp/open.hgn"
grep -q 'cut off?' "$tmp/err" && ok || ko "HGN: $(cat "$tmp/err")"
printf '1. 32-28 ... *\n' >"$tmp/dots.hgn"
expect 1 "an ellipsis in HGN" "$V" --from hgn \
    --variant international-draughts "$tmp/dots.hgn"

# What PDN files get wrong by the thousand, read as PDN readers read it:
# "1. ..." numbering Black's move, a move number astray, a step written
# as a capture, a Result tag the movetext contradicts.  Warnings in PDN,
# every game valid; the same mistakes in HGN are errors.
expect 0 "lenient.pdn" "$V" "$rec/lenient.pdn"
for w in 'move number 4\. does not match the game.*\[move-number\] (game 2, ply 5)' \
    '32x28 takes nothing: read as the move 32-28.*(game 3, ply 1)' \
    'the Result tag says 2-0, but the movetext ends with 1-1 \[result-mismatch\] (game 4)'; do
	grep -q "warning: $w" "$tmp/err" && ok || ko "lenient.pdn: no '$w'"
done
grep -q 'error' "$tmp/err" && ko "lenient.pdn: $(cat "$tmp/err")" || ok
"$V" -f json "$rec/lenient.pdn" >"$tmp/len.json" 2>/dev/null
python3 - "$tmp/len.json" <<'PY' && ok || ko "lenient.pdn: the verdicts"
import json, sys
g = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert [x["valid"] for x in g] == [True] * 5, g
assert [x["plies"] for x in g] == [3, 6, 2, 2, 2], [x["plies"] for x in g]
assert g[0]["result"] == "0-1" and g[3]["result"] == "1/2-1/2", g
PY
# The step is handed on as what it is: 32-28.
"$F" --to hgn "$rec/lenient.pdn" 2>/dev/null >"$tmp/len.hgn"
grep -qx '1\. 32-28 19-23 \*' "$tmp/len.hgn" && ok ||
    ko "32x28 converted as written: $(cat "$tmp/len.hgn")"
printf '[Variant "international-draughts"]\n\n1. 32x28 19-23 *\n' \
    >"$tmp/x.hgn"
expect 1 "a step written as a capture in HGN" "$V" --from hgn "$tmp/x.hgn"
printf '[Variant "international-draughts"]\n\n1. 32-28 2. 19-23 *\n' \
    >"$tmp/n.hgn"
expect 1 "a move number astray in HGN" "$V" --from hgn "$tmp/n.hgn"
# The toolkit's own text records of draughts (a Variant tag) are
# recognised as PDN from their moves, but read strictly: converted, the
# contradicting Result tag is an error again.
"$V" -f json "$tmp/len.hgn" 2>/dev/null | grep -c '"valid":true' |
    grep -qx 4 && ok || ko "lenient.pdn as HGN read by content: not strict"
printf '[GameType "20"]\n\n1. 32X28 19-23 *\n' >"$tmp/X.pdn"
expect 0 "a step written as a capture, upper case" "$V" "$tmp/X.pdn"
grep -q 'warning: 32X28 takes nothing' "$tmp/err" && ok ||
    ko "32X28: $(cat "$tmp/err")"
# Every game but the last ends with its result in PDN: an error, and
# the game is still converted, every byte of it read.
printf '[GameType "20"]\n\n1. 32-28 19-23\n[GameType "20"]\n\n1. 32-28 *\n' \
    >"$tmp/nores.pdn"
expect 1 "a game with no result before the next" "$V" "$tmp/nores.pdn"
grep -q ':4:1: error: missing result before the next game.s tags (a PDN game ends with its result) \[syntax\] (game 1' "$tmp/err" && ok ||
    ko "no result between PDN games: $(cat "$tmp/err")"
"$F" --to hgn "$tmp/nores.pdn" >"$tmp/nores.hgn" 2>/dev/null
[ "$(grep -c '^1\. 32-28' "$tmp/nores.hgn")" = 2 ] && ok ||
    ko "a game with no result before the next is not converted"
# An ellipsis that moves follow: they cannot be replayed.
printf '[GameType "20"]\n\n1. 31-26 20-25 2. ... 3. 36-31 15-20 *\n' \
    >"$tmp/gap.pdn"
expect 1 "moves after an ellipsis" "$V" "$tmp/gap.pdn"
grep -q "3:19: error: '...' stands for a move the record does not give, and moves follow it" \
    "$tmp/err" && ok || ko "moves after an ellipsis: $(cat "$tmp/err")"
# A game that names no GameType is international draughts; when its
# first move is illegal, the message asks whether it is another game.
printf '[Event "x"]\n\n1. 11-15 24-20 *\n' >"$tmp/other.pdn"
expect 1 "a checkers game with no GameType" "$V" --from pdn "$tmp/other.pdn"
grep -q 'names no GameType, so it is read as international draughts' \
    "$tmp/err" && ok || ko "no hint of another game: $(cat "$tmp/err")"

# Only the first game decides: a result on its tag line ends it, and
# numbers in the bytes after it make nothing PDN.
printf '[Event "e"] *\n\n9-1 *\n\n[Event "a"]\n1. j5-i6 *\n' \
    >"$tmp/first.hgn"
"$V" -f json "$tmp/first.hgn" >"$tmp/first.json" 2>/dev/null
grep -c '"variant":"halma-10x10"' "$tmp/first.json" | grep -qx 3 && ok ||
    ko "a tag line's result: $(cat "$tmp/first.json")"

# Another game type is refused by name, at its tag.
expect 1 "english.pdn" "$V" "$rec/english.pdn"
grep -q 'english.pdn:2:1: error: GameType 21, English draughts, is not built' \
    "$tmp/err" && ok || ko "english.pdn: $(cat "$tmp/err")"

# To HGN, JSON Lines and YAML, and back to PDN: the same record.
"$F" --to pdn "$rec/lidraughts.pdn" >"$tmp/a.pdn" || ko "--to pdn"
for fmt in hgn json yaml; do
	"$F" --to $fmt "$rec/lidraughts.pdn" >"$tmp/c.$fmt" ||
	    ko "--to $fmt"
	expect 0 "the $fmt copy validates" "$V" "$tmp/c.$fmt"
	"$F" --to pdn "$tmp/c.$fmt" >"$tmp/b.pdn" || ko "$fmt --to pdn"
	same "$tmp/a.pdn" "$tmp/b.pdn" "lidraughts.pdn through $fmt"
done
grep -q '{\[%clock w0:10:00 B0:10:00\]}' "$tmp/a.pdn" && ok ||
    ko "the clock comments are lost"
grep -q '^\[GameType "20"\]$' "$tmp/c.hgn" && ok || ko "GameType lost"
grep -q ' 2-0$' "$tmp/c.hgn" && ok || ko "the result 2-0 is not kept"
grep -q '"result":"1-1"' "$tmp/c.json" && ok || ko "1-1 is not kept"
# Tags, moves and results equal the input's (layout aside).
tr -s ' \n' '\n\n' <"$rec/lidraughts.pdn" | grep -v '^$' | sort >"$tmp/x"
tr -s ' \n' '\n\n' <"$tmp/a.pdn" | grep -v '^$' | grep -v '^1\.\.\.$' |
    sort >"$tmp/y"
same "$tmp/x" "$tmp/y" "lidraughts.pdn --to pdn: tokens"

# A record of moves alone is PDN, and --to pdn gives it its GameType.
"$F" --to pdn "$rec/bare.pdn" >"$tmp/bare.pdn"
head -1 "$tmp/bare.pdn" | grep -qx '\[GameType "20"\]' && ok ||
    ko "bare.pdn --to pdn: $(head -1 "$tmp/bare.pdn")"

# The FEN tag: read in PDN's form, written in it by --to pdn, in the
# toolkit's by the tools' positions.
grep -q '^\[FEN "W:W10,45:B16"\]$' "$tmp/bare.pdn" "$rec/fixed-width.pdn" &&
    ok || ko "the FEN tag"
"$F" --to hgn "$rec/fixed-width.pdn" | "$F" --to pdn >"$tmp/fw.pdn"
grep -q '^\[FEN "W:W10,45:B16"\]$' "$tmp/fw.pdn" && ok ||
    ko "the FEN tag through HGN"
expect 0 "halma-fen -r W:W31-50:B1-20" "$F" -r 'W:W31-50:B1-20'
printf '[Variant "international-draughts"]\n[FEN "international-draughts w:K4,40 b:27 b 3"]\n\n*\n' |
    "$F" --to pdn >"$tmp/k.pdn"
grep -q '^\[FEN "B:WK4,40:B27"\]$' "$tmp/k.pdn" && ok ||
    ko "a toolkit position to PDN: $(grep FEN "$tmp/k.pdn")"

# Statistics and selection.
expect 0 "halma-stats" "$S" "$rec/lidraughts.pdn"
# A man crowned is counted (10- 4), in a partial and in merges of it.
cp "$rec/fixed-width.pdn" "$tmp/other.pdn"
"$S" -f json "$rec/fixed-width.pdn" >"$tmp/crown.json"
"$S" -f json "$tmp/other.pdn" >"$tmp/crown1.json"
"$S" -m -f json "$tmp/crown.json" "$tmp/crown1.json" >"$tmp/crown2.json"
python3 - "$tmp/crown.json" "$tmp/crown2.json" <<'PY' && ok ||
import json, sys
one, two = (json.load(open(f)) for f in sys.argv[1:])
assert one["moves"]["crownings"] == 1, one["moves"]
assert two["moves"]["crownings"] == 2, two["moves"]
PY
    ko "crownings: $(cat "$tmp/crown.json")"
"$S" -f table "$rec/fixed-width.pdn" | grep -Eq '^ +crownings +1$' &&
    ok || ko "the table has no crownings row"
expect 0 "halma-select --valid" "$SEL" --valid "$rec/lidraughts.pdn"
[ "$(grep -c '^\[Event' "$tmp/out")" = 3 ] && ok ||
    ko "halma-select --valid: not 3 games"
expect 0 "halma-select --rule-set" "$SEL" --count --rule-set \
    international-draughts "$rec/lidraughts.pdn"
grep -qx 3 "$tmp/out" && ok || ko "--rule-set: $(cat "$tmp/out")"
expect 0 "halma-select --unique" "$SEL" --count --unique \
    "$rec/lidraughts.pdn" "$rec/lidraughts.pdn"
grep -qx 3 "$tmp/out" && ok || ko "--unique: $(cat "$tmp/out")"

finish
