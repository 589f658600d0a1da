#!/bin/sh
# completion.sh -- the bash completion (completion/halma.bash) in a real
# bash (issue 33 item 2): complete -p names its function for every tool,
# and that function, called the way readline calls it (COMP_WORDS split
# at the spaces and at the '=' of COMP_WORDBREAKS), offers each tool's
# options, its formats after --format, --from, --to, -t and -f, rule-set
# names after --variant and --rule-set, codes, reasons and --color's
# words; every word it offers for an option the tool takes.
. "$(dirname "$0")/lib/common.sh"
if ! command -v bash >/dev/null 2>&1; then
	echo "completion.sh: bash not installed; skipped"
	exit 0
fi
tools="halma-validate halma-replay halma-fen halma-stats halma-select"
need $tools

# In bash: the completion sourced, the function complete -p names for
# the tool called on the words of $1 (a trailing space: a new empty word
# to complete), COMPREPLY printed one a line.
complete_line() {
	PATH="$BUILD:$PATH" bash --norc --noprofile -c '
		. "$1/completion/halma.bash" || exit 3
		line=$2
		set -- $(complete -p "${line%% *}" 2>/dev/null)
		fn=
		while [ $# -gt 0 ]; do
			[ "$1" = -F ] && fn=$2
			shift
		done
		[ -n "$fn" ] || { echo "no complete -F"; exit 4; }
		# The words as readline splits them: at blanks, and "=" a
		# word of its own (COMP_WORDBREAKS).
		COMP_LINE=$line COMP_POINT=${#line}
		read -r -a COMP_WORDS <<<"${line//=/ = }"
		[[ $line == *" " ]] && COMP_WORDS+=("")
		COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
		"$fn" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" \
		    "${COMP_WORDS[COMP_CWORD-1]}"
		printf "%s\n" "${COMPREPLY[@]}"' sh "$top" "$1"
}

# offers LINE WORD...: completing LINE offers every WORD; "!WORD" one it
# must not offer.
offers() {
	_line=$1
	shift
	complete_line "$_line" >"$tmp/got" 2>&1
	for _w; do
		case $_w in
		!*)	if grep -qx -- "${_w#!}" "$tmp/got"; then
				ko "'$_line' offers '${_w#!}': $(echo $(cat "$tmp/got"))"
			else ok; fi ;;
		*)	if grep -qx -- "$_w" "$tmp/got"; then ok; else
				ko "'$_line' does not offer '$_w': $(echo $(cat "$tmp/got"))"
			fi ;;
		esac
	done
}

for t in $tools; do
	if PATH="$BUILD:$PATH" bash --norc --noprofile -c \
	    '. "$1/completion/halma.bash"; complete -p "$2"' sh "$top" "$t" |
	    grep -q -- '-F _halma'; then ok; else
		ko "complete -p $t: no -F _halma"
	fi
done

offers "halma-validate --var" --variant
offers "halma-validate --variant corn" corners-8x8 '!halma-10x10'
offers "halma-replay --variant corn" corners-8x8
offers "halma-fen --variant halma-1" halma-10x10 '!corners-8x8'
offers "halma-select --rule-set sternh" sternhalma-2p
offers "halma-stats --f" --format --from
offers "halma-replay --cl" --claim
offers "halma-validate --format " text json '!yaml'
offers "halma-stats --format " table json yaml csv '!text'
offers "halma-stats -f " table csv '!format'
offers "halma-fen --from " hgn json yaml pun starlog hoplog pdn '!format'
offers "halma-fen --to j" json '!format'
offers "halma-fen -t " hgn hoplog '!format' '!text'
offers "halma-fen -f " starlog '!text'
offers "halma-select --format " pun '!text'
offers "halma-replay --from " hoplog '!text'
offers "halma-fen --position-format " pun numbers letters
offers "halma-select --code ill" illegal-move '!Makefile'
offers "halma-select --reason " none goal draw-after '!Makefile'
offers "halma-replay --col" --color=
offers "halma-replay --color=" auto always never '!Makefile'
offers "halma-replay --color=al" always
offers "halma-replay --color al" '!always'
offers "halma-replay --ply " '!Makefile'
offers "halma-validate -o Makef" Makefile
offers "halma-validate Makef" Makefile
offers "halma-select --" --unique --rejected '!--help=completion'

# Each word offered for an option is one the tool takes: the option
# with that word, then --version, exits 0 (a word refused: exit 2).
for t in $tools; do
	"$BUILD/$t" --help=completion >"$tmp/spec" || ko "$t --help=completion"
	while read -r short long kind words; do
		[ "$kind" = words ] || continue
		for w in $words; do
			case $long in
			*=)	set -- "$long$w" ;;
			*)	set -- "$long" "$w" ;;
			esac
			if "$BUILD/$t" "$@" --version </dev/null >/dev/null \
			    2>"$tmp/err"; then ok; else
				ko "$t $*: refused: $(head -1 "$tmp/err")"
			fi
		done
	done <"$tmp/spec"
done
finish
