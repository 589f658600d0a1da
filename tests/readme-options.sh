#!/bin/sh
# readme-options.sh -- README.md's option table says which tools take
# each shared option, and with which short letter, as the tools' own
# option table does (--help=completion; issue 33 item 12).  options.sh
# checks --help and the man pages the same way.
. "$(dirname "$0")/lib/common.sh"
tools="halma-validate halma-replay halma-fen halma-stats halma-select"
need $tools
python3 "$top/tests/lib/options_agree.py" readme "$top" "$BUILD" $tools \
    >"$tmp/agree"
oks "$tmp/agree"
finish
