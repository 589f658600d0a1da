#!/bin/sh
#
# bytes.sh -- every byte of an input accounted for (issue 40): a file
# cut inside a move or at a line end is `truncated' in every tool,
# whatever the tool; the records are made here from a game of
# tests/records, cut as head(1) and a dying pipe cut them.

set -u
. "$(dirname "$0")/lib/common.sh"
record_tools
game=$top/tests/records/snelhalma-win.hgn

# has DESCRIPTION PATTERN FILE: a line of FILE matches (grep).
has() {
	has_line "$1" "$3" "$2"
}

# codes FILE: the invalid games by code of halma-stats.
codes() {
	"$S" "$1" 2>/dev/null | sed -n 's/.*"invalid_by_code":\({[^}]*}\).*/\1/p'
}

# is DESCRIPTION WANT GOT
is() {
	if [ "$2" = "$3" ]; then ok; else bad "$1: '$3', not '$2'"; fi
}

# selected CODE FILE: how many games halma-select --code CODE takes.
selected() {
	"$L" --code "$1" "$2" 2>/dev/null | grep -c '^\[Event '
}

# 3. Cut inside a move token ("20. c12-" of "20. c12-b12 1-0"): one code.
head -c -8 "$game" >"$tmp/mid.hgn"
expect 1 "cut mid-move: validate" "$V" "$tmp/mid.hgn"
has "cut mid-move: validate says truncated" \
    "mid.hgn:10:5: error: 'c12-' .*(end of input) \[truncated\]" "$tmp/err"
is "cut mid-move: stats" '{"truncated":1}' "$(codes "$tmp/mid.hgn")"
is "cut mid-move: select --code truncated" 1 \
    "$(selected truncated "$tmp/mid.hgn")"
is "cut mid-move: select --code syntax" 0 "$(selected syntax "$tmp/mid.hgn")"

# 4. Cut at a line end: the moves, no result, no blank line after them.
sed '$s/ 1-0$//' "$game" >"$tmp/eol.hgn"
expect 1 "cut at a line end: validate" "$V" "$tmp/eol.hgn"
has "cut at a line end: truncated" \
    "eol.hgn:11:1: error: the input ends after the game's moves .*\[truncated\]" \
    "$tmp/err"
is "cut at a line end: stats" '{"truncated":1}' "$(codes "$tmp/eol.hgn")"
is "cut at a line end: select --code truncated" 1 \
    "$(selected truncated "$tmp/eol.hgn")"
# A blank line after it (the end of a --pipe block): the result is missing.
{ cat "$tmp/eol.hgn"; echo; } >"$tmp/blank.hgn"
expect 0 "a blank line after the moves: valid" "$V" "$tmp/blank.hgn"
has "a blank line after the moves: missing-result" \
    "blank.hgn:12:1: warning: missing result at the end .*\[missing-result\]" \
    "$tmp/err"
# A game in progress (Result "*") is not cut.
sed 's/^\[Result "1-0"\]$/[Result "*"]/' "$tmp/eol.hgn" >"$tmp/star.hgn"
expect 0 "a game in progress: valid" "$V" "$tmp/star.hgn"
# Followed by another game: the missing-result warning of the first.
cat "$tmp/eol.hgn" "$game" >"$tmp/two.hgn"
expect 0 "followed by a game: valid" "$V" "$tmp/two.hgn"
has "followed by a game: two valid" "2 games, 2 valid, 0 invalid" "$tmp/err"

# 1. NUL and control bytes in a tag value.  A NUL is refused (a syntax
# error, the tag pair not read), so that "Bob\0one", "Bob\0two" and "Bob"
# are never one player; a control byte is a warning and kept.  A game
# comes first, as a NUL in the first line is binary data to the tools.
{
	printf '[Event "first"]\n\n1. j5-j6 *\n\n'
	for w in 'Bob\0one' 'Bob\0two' 'Bob' 'Bob\001x'; do
		printf '[White "'"$w"'"]\n\n1. j5-j6 *\n\n'
	done
} >"$tmp/nul.hgn"
expect 1 "NUL in a tag value: validate" "$V" "$tmp/nul.hgn"
has "NUL in a tag value: a syntax error" \
    "nul.hgn:5:12: error: NUL byte in the value of tag White \[syntax\]" \
    "$tmp/err"
has "a control byte: a warning" \
    "nul.hgn:17:12: warning: control byte 0x01 in the value of tag White .*\[bad-tag\]" \
    "$tmp/err"
has "NUL in a tag value: counted" "5 games, 3 valid, 2 invalid" "$tmp/err"
is "NUL in a tag value: one Bob in halma-stats -b White" 1 \
    "$("$S" -b White "$tmp/nul.hgn" 2>/dev/null |
    grep -o '"key":"Bob","games":[0-9]*' | sed 's/.*://')"
# The same through JSON's \u0000.
printf '{"tags":{"White":"Bob\\u0000one"},"moves":["j5-j6"],"result":"*"}\n' \
    >"$tmp/nul.json"
expect 1 "JSON \\u0000 in a tag value: validate" "$V" "$tmp/nul.json"
has "JSON \\u0000 in a tag value: a syntax error" \
    "nul.json:1:[0-9][0-9]*: error: NUL byte in the value of tag White" "$tmp/err"

# 2. UTF-16 text in the middle of a stream (with and without its
# byte-order mark, either byte order) is reported where it stands, and
# the game after it keeps its verdict.  It is no game (point 8): the
# input is invalid (exit 1), but no game is.
for enc in UTF-16 UTF-16BE UTF-16LE; do
	for i in 1 2 3; do cat "$game"; echo; done |
	    iconv -f UTF-8 -t $enc >"$tmp/u16" || continue
	cat "$game" "$tmp/u16" "$game" >"$tmp/mix.hgn"
	expect 1 "$enc between games: validate" "$V" "$tmp/mix.hgn"
	has "$enc between games: no game" \
	    "2 games, 2 valid, 0 invalid; 1 not a game" "$tmp/err"
	has "$enc between games: said where" \
	    "mix.hgn:11:[12]: error: .*(not a game)" "$tmp/err"
	is "$enc between games: stats" '{}' "$(codes "$tmp/mix.hgn")"
done

# 7. Zero padding after the last gzip member is no error, as to gzip(1).
if command -v gzip >/dev/null 2>&1; then
	gzip -c "$game" >"$tmp/pad.hgn.gz"
	head -c 10240 /dev/zero >>"$tmp/pad.hgn.gz"
	expect 0 "gzip with zero padding: validate" "$V" "$tmp/pad.hgn.gz"
	has "gzip with zero padding: the game" "1 game, 1 valid, 0 invalid" \
	    "$tmp/err"
	printf x >>"$tmp/pad.hgn.gz"
	expect 2 "a byte after the zero padding: unreadable" "$V" \
	    "$tmp/pad.hgn.gz"
	has "a byte after the zero padding: said" \
	    "bad gzip data after the zero padding" "$tmp/err"
fi

# 18. A star engine's game_end gives the result: "draw": true a draw,
# "winner" that player's win (mapped to the toolkit's players).
log=$top/tests/records/starlog/game-2p.jsonl
F=$BUILD/halma-fen
need halma-fen
sed 's/{"type":"game_end","reason":"aborted"}/{"type":"game_end","plies":8,"draw":true,"winner":null,"reason":"max_ply"}/' \
    "$log" >"$tmp/draw.jsonl"
expect 0 "a star log's draw" "$F" --from starlog --to hgn "$tmp/draw.jsonl"
has "a star log's draw: 1/2-1/2" ' 1/2-1/2$' "$tmp/out"
sed 's/{"type":"game_end","reason":"aborted"}/{"type":"game_end","draw":false,"winner":1,"reason":"goal"}/' \
    "$log" >"$tmp/win.jsonl"
expect 0 "a star log's winner" "$F" --from starlog --to hgn "$tmp/win.jsonl"
has "a star log's winner: log player 1, who moved first" ' 1-0$' "$tmp/out"

# 18. A profile in an engine's own words: no Variant tag, --variant names
# the rule set (without it the default rule set cannot replay the game).
sed 's/"rule_profile":"sternhalma-2p"/"rule_profile":"CCZ-121-Strict-LG-v2"/' \
    "$tmp/draw.jsonl" >"$tmp/ccz.jsonl"
expect 0 "an engine's profile, --variant" "$V" --from starlog \
    --variant sternhalma-2p "$tmp/ccz.jsonl"
has "an engine's profile, --variant: valid" "1 game, 1 valid" "$tmp/err"
expect 1 "an engine's profile, no --variant: the default rule set" \
    "$V" --from starlog "$tmp/ccz.jsonl"

finish
