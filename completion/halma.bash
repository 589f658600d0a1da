# Bash completion for the Halma notation toolkit's tools.
#
# Each tool says what it takes in `TOOL --help=completion`, printed from
# the one option table it reads its command line with (tools/common.c),
# one option a line:
#
#	-f --format words hgn json yaml	the words its argument takes
#	- --variant variant NAME ...	rule-set names, or a rule file
#	-o --output file		a file name
#	- --ply any			anything: nothing to offer
#	- --color= words auto ...	the argument joined: --color=auto
#	-q --quiet none			no argument
#
# so that this file never falls behind the tools.  make install puts it
# where bash-completion looks (share/bash-completion/completions), once
# per tool name.

# The line of --help=completion of tool $1 for option $2, or nothing.
_halma_option()
{
	"$1" --help=completion 2>/dev/null |
	    awk -v o="$2" '$1 == o || $2 == o || $2 == o "=" { print; exit }'
}

# COMPREPLY: what may follow option line $1 (its words after the kind),
# completing $2.
_halma_argument()
{
	local -a f
	read -r -a f <<<"$1"
	case ${f[2]} in
	words)
		COMPREPLY=($(compgen -W "${f[*]:3}" -- "$2"))
		;;
	variant)
		COMPREPLY=($(compgen -W "${f[*]:3}" -- "$2")
		    $(compgen -f -X '!*.y*ml' -- "$2") $(compgen -d -- "$2"))
		;;
	file)
		COMPREPLY=($(compgen -f -- "$2"))
		;;
	esac
}

_halma()
{
	local cur prev tool line opt pre=
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	tool=${COMP_WORDS[0]}

	# --color=al: one word, or three where COMP_WORDBREAKS holds '='.
	if [[ $cur == --*=* ]]; then
		opt=${cur%%=*} pre=$opt= cur=${cur#*=}
	elif [[ $cur == = ]]; then
		opt=$prev cur=
	elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
		opt=${COMP_WORDS[COMP_CWORD-2]}
	fi
	if [[ -n $opt ]]; then
		line=$(_halma_option "$tool" "$opt")
		[[ -n $line ]] && _halma_argument "$line" "$cur"
		[[ -n $pre ]] && COMPREPLY=("${COMPREPLY[@]/#/$pre}")
		return
	fi

	# An option that takes the next word as its argument.
	if [[ $prev == -* ]]; then
		line=$(_halma_option "$tool" "$prev")
		case $line in
		*" none"|"- --"*"= "*|"")
			;;
		*)
			_halma_argument "$line" "$cur"
			return
			;;
		esac
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$("$tool" --help=completion \
		    2>/dev/null | awk '{ if ($1 != "-") print $1; print $2 }')" \
		    -- "$cur"))
		# --color= waits for its word.
		[[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] &&
		    compopt -o nospace 2>/dev/null
		return
	fi
	COMPREPLY=($(compgen -f -- "$cur"))
}

complete -o filenames -F _halma halma-validate halma-replay halma-fen \
    halma-stats halma-select
