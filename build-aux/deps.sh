#!/bin/sh
# deps.sh -- make sure the build's Debian packages are there.
#
# Run as root on Debian or Ubuntu, it installs what is missing with
# apt-get; run as anyone else, it names the command to run and fails.
# "deps.sh --dev" adds the tools of the hardening targets (clang, mandoc)
# and the browser of the HTML pages' test (tests/html.sh).
set -u

pkgs="make gcc libc6-dev pkg-config libyaml-dev zlib1g-dev check python3 jq parallel"
[ "${1:-}" = "--dev" ] && pkgs="$pkgs clang mandoc chromium-headless-shell"

missing=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
	    missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "deps.sh: installing:$missing" >&2
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -qq $missing >/dev/null || exit 1
	exit 0
fi
echo "deps.sh: missing Debian packages:$missing" >&2
echo "deps.sh: install them with: sudo apt-get install$missing" >&2
exit 1
