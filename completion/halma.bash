# Bash completion for the Halma notation toolkit's tools.
#
# The options are read from each tool's own --help and the rule-set names
# from its --list-variants, so that this file never falls behind the
# tools.  make install puts it where bash-completion looks
# (share/bash-completion/completions), once per tool name.

_halma_options()
{
	"$1" --help 2>/dev/null |
	    grep -o -- '--[a-z][a-z-]*\|^  -[a-zA-Z]' | sed 's/^  //' |
	    sort -u
}

_halma()
{
	local cur prev tool
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	tool=${COMP_WORDS[0]}

	case $prev in
	--variant|--rule-set)
		COMPREPLY=($(compgen -W "$("$tool" --list-variants \
		    2>/dev/null | awk '{ print $1 }')" -- "$cur")
		    $(compgen -f -X '!*.y*ml' -- "$cur"))
		return
		;;
	--format|--from|--to|-t|-f)
		COMPREPLY=($(compgen -W "$("$tool" --help 2>/dev/null |
		    grep -o -- "$prev [a-z|]*" | head -1 |
		    sed "s/^$prev //; s/|/ /g")" -- "$cur"))
		[ ${#COMPREPLY[@]} -gt 0 ] ||
		    COMPREPLY=($(compgen -W "hgn text json yaml" -- "$cur"))
		return
		;;
	-o|--output|--svg|--html)
		COMPREPLY=($(compgen -f -- "$cur"))
		return
		;;
	esac
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_halma_options "$tool")" -- "$cur"))
		return
	fi
	COMPREPLY=($(compgen -f -- "$cur"))
}

complete -o filenames -F _halma halma-validate halma-replay halma-fen \
    halma-stats halma-select
