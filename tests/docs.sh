#!/bin/sh
# docs.sh -- the project's documents stand on their own: a clone has no
# ../shared beside it, so
#
#   1. no file outside tests/ names RULES.md or a path into ../shared
#      (the rule text is spec/rules.md); the only exception is test
#      machinery that may add the optional shared example records when
#      they are present: .ci/run and fuzz/Makefile, and only
#      ../shared/examples; and the benchmark's optional peer perft,
#      bench/run.sh and bench/README.md, and only ../shared/peers/bb10.c;
#   2. every relative link of spec/*.md and the READMEs names a file of
#      the tree, and a link's #fragment names a heading of that file;
#   3. every path of the tree that those documents and the man pages name
#      in code (`spec/rules.md`, .Pa spec/rules.md) exists;
#   4. every function libnotation/notation.h exports (NOTATION_EXPORT)
#      has its contract in man/libnotation.3, an item ".It Fn NAME" of one
#      of its lists, and every such item names an exported function.
#
# The checks run on the tree, then on a scratch tree with one fault of
# each kind planted, where each must fail: a check that cannot fail
# proves nothing.
set -u
. "$(dirname "$0")/lib/common.sh"

if ! command -v python3 >/dev/null 2>&1; then
	echo "docs.sh: python3 not installed (build-aux/deps.sh installs it)"
	exit 1
fi


# The files of a tree: git's list where there is one, else every file but
# build output.
files() {
	if git -C "$1" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git -C "$1" ls-files
	else
		(cd "$1" && find . -type f ! -path './.git/*' \
		    ! -path './build*' | sed 's|^\./||')
	fi
}

# Check 1: names of RULES.md and of ../shared.  Prints the offending lines.
names() {
	(cd "$1" && files . | grep -v '^tests/' | while IFS= read -r f; do
		[ -f "$f" ] || continue
		grep -HnI 'RULES\.md' "$f"
		case $f in
		.ci/run | fuzz/Makefile)
			grep -HnIE '\.\./shared/|/work/shared' "$f" |
			    grep -v '\.\./shared/examples' ;;
		bench/run.sh | bench/README.md)
			grep -HnIE '\.\./shared/|/work/shared' "$f" |
			    grep -v '\.\./shared/peers/bb10\.c' ;;
		*)
			grep -HnIE '\.\./shared/|/work/shared' "$f" ;;
		esac
	done)
}

cat >"$tmp/links.py" <<'EOF'
# links.py ROOT FILE... -- the links and code paths of Markdown files and
# the .Pa paths of man pages, checked against the tree under ROOT.
import glob, os, re, sys

root = sys.argv[1]
bad = 0

def say(f, n, msg):
    global bad
    bad += 1
    print("%s:%d: %s" % (f, n, msg))

def prose(text):
    """The lines of a Markdown text outside fenced code blocks."""
    fence = None
    for n, line in enumerate(text.split("\n"), 1):
        m = re.match(r"^\s*(```|~~~)", line)
        if m:
            fence = None if fence == m.group(1) else (fence or m.group(1))
            continue
        if fence is None:
            yield n, line

def slugs(path):
    """GitHub's anchors of a Markdown file's headings."""
    seen, out = {}, set()
    with open(path, encoding="utf-8") as fp:
        for _, line in prose(fp.read()):
            m = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if not m:
                continue
            s = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
            k = seen.get(s, 0)
            seen[s] = k + 1
            out.add(s if k == 0 else "%s-%d" % (s, k))
    return out

# A path of the tree written in code: a top-level directory, then a name.
TREE = r"(?:spec|man|examples|libnotation|tools|tests|bench|fuzz|build-aux)/[\w./*-]*[\w*]"

def exists(rel):
    return bool(glob.glob(os.path.join(root, rel)))

for f in sys.argv[2:]:
    path = os.path.join(root, f)
    with open(path, encoding="utf-8") as fp:
        text = fp.read()
    if not f.endswith(".md"):
        for n, line in enumerate(text.split("\n"), 1):
            m = re.match(r"^\.Pa\s+(" + TREE + r")", line)
            if m and not exists(m.group(1)):
                say(f, n, "names %s, which is not in the tree" % m.group(1))
        continue
    for n, line in prose(text):
        for code in re.findall(r"`([^`]+)`", line):
            if re.fullmatch(TREE, code) and not exists(code):
                say(f, n, "names `%s`, which is not in the tree" % code)
        line = re.sub(r"`[^`]*`", "", line)
        targets = re.findall(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", line)
        m = re.match(r"^\s*\[[^\]]+\]:\s*(\S+)", line)
        if m:
            targets.append(m.group(1))
        for t in targets:
            if re.match(r"^[a-z][a-z0-9+.-]*:", t):
                continue                        # http:, mailto: ...
            file, _, frag = t.partition("#")
            target = os.path.normpath(os.path.join(os.path.dirname(f), file)) if file else f
            tpath = os.path.join(root, target)
            if target.startswith("..") or not os.path.exists(tpath):
                say(f, n, "links to %s, which is not in the tree" % t)
            elif frag and target.endswith(".md") and frag not in slugs(tpath):
                say(f, n, "links to #%s, which is no heading of %s" % (frag, target))
sys.exit(1 if bad else 0)
EOF

# Checks 2 and 3 over the documents of the tree under $1.
links() {
	(cd "$1" && python3 "$tmp/links.py" . $(files . | grep -E \
	    '^(spec/[^/]*\.md|README\.md|[^/]*/README\.md|man/[^/]*\.[1-9])$'))
}

# Check 4 over the tree under $1: prints each function the header and
# the man page disagree about.
api() {
	awk '/^NOTATION_EXPORT/ { getline
	    if (match($0, /notation_[a-z0-9_]+\(/))
		print substr($0, RSTART, RLENGTH - 1) }' \
	    "$1/libnotation/notation.h" | sort -u >"$tmp/api.h"
	awk '$1 == ".It" && $2 == "Fn" { print $3 }' \
	    "$1/man/libnotation.3" | sort -u >"$tmp/api.3"
	comm -23 "$tmp/api.h" "$tmp/api.3" |
	    sed 's|^|man/libnotation.3 states no contract of |'
	comm -13 "$tmp/api.h" "$tmp/api.3" |
	    sed 's|^|man/libnotation.3 states the contract of no export: |'
}

# The tree itself.
if names "$top" >"$tmp/names"; [ -s "$tmp/names" ]; then
	bad "files outside tests/ name RULES.md or ../shared" \
	    "(spec/rules.md is the rule text):"
	cat "$tmp/names"
else
	ok
fi
if links "$top" >"$tmp/links"; then
	ok
else
	bad "documents name files or headings that are not in the tree:"
	cat "$tmp/links"
fi
if api "$top" >"$tmp/api"; [ -s "$tmp/api" ]; then
	bad "notation.h and libnotation(3) disagree:"
	cat "$tmp/api"
else
	ok
fi
n=$(sort -u "$tmp/api.h" | wc -l)
[ "$n" -ge 100 ] && ok || bad "only $n exported functions found in notation.h"
n=$(cd "$top" && files . | grep -cE '^(spec/[^/]*\.md|README\.md)$')
[ "$n" -ge 5 ] && ok || bad "only $n of spec/*.md and README.md found"

# A scratch tree with one planted fault of each kind; each must be found.
mk() {
	rm -rf "$tmp/t" && mkdir -p "$tmp/t/spec" "$tmp/t/man" "$tmp/t/.ci" \
	    "$tmp/t/fuzz" "$tmp/t/tests" "$tmp/t/examples" "$tmp/t/libnotation"
	printf '# Rules\n\n## 2. `halma-10x10`\n\n### 2.6 Draw claims\n' \
	    >"$tmp/t/spec/rules.md"
	printf 'See [rules](rules.md#26-draw-claims) and `spec/rules.md`.\n' \
	    >"$tmp/t/spec/moves.md"
	printf 'Start at [spec/rules.md](spec/rules.md#2-halma-10x10).\n' \
	    >"$tmp/t/README.md"
	printf '.Pa spec/rules.md\n' >"$tmp/t/man/x.1"
	printf 'test -d ../shared/examples\n' >"$tmp/t/.ci/run"
	printf 'EXAMPLES ?= ../shared/examples\n' >"$tmp/t/fuzz/Makefile"
	printf '# may use ../shared/examples, RULES.md\n' >"$tmp/t/tests/x.sh"
	printf 'NOTATION_EXPORT\nint\tnotation_x_new(void);\n' \
	    >"$tmp/t/libnotation/notation.h"
	printf '.Bl -tag -width Ds\n.It Fn notation_x_new void\nNew.\n.El\n' \
	    >"$tmp/t/man/libnotation.3"
}
mk
names "$tmp/t" >"$tmp/out"
[ ! -s "$tmp/out" ] && ok || { bad "a clean scratch tree:"; cat "$tmp/out"; }
links "$tmp/t" >"$tmp/out" && ok || { bad "a clean scratch tree:"; cat "$tmp/out"; }
api "$tmp/t" >"$tmp/out"
[ ! -s "$tmp/out" ] && ok || { bad "a clean scratch tree:"; cat "$tmp/out"; }

# plant CHECK FILE TEXT EXPECT: append TEXT to FILE of a clean scratch
# tree; CHECK must fail and say EXPECT.
plant() {
	mk
	printf '%s\n' "$3" >>"$tmp/t/$2"
	if [ "$1" = names ] || [ "$1" = api ]; then
		"$1" "$tmp/t" >"$tmp/out"
		[ -s "$tmp/out" ] && rc=1 || rc=0
	else
		links "$tmp/t" >"$tmp/out"
		rc=$?
	fi
	if [ $rc -ne 0 ] && grep -q -- "$4" "$tmp/out"; then
		ok
	else
		bad "$1 missed '$3' in $2 (said: $(cat "$tmp/out"))"
	fi
}
plant names man/x.1 '.Pq RULES.md section 1' 'man/x.1:2:'
plant names spec/moves.md 'the rules ([RULES](../../shared/RULES.md))' \
    'spec/moves.md:2:'
plant names examples/README.md 'chosen from ../shared/examples' \
    'examples/README.md:1:'
plant names .ci/run 'cat ../shared/seeds/000.txt' '.ci/run:2:'
plant names fuzz/Makefile 'RULES ?= /work/shared/RULES' 'fuzz/Makefile:2:'
plant links spec/moves.md 'See [gone](gone.md).' 'gone.md'
plant links README.md 'See [star](spec/star.md).' 'spec/star.md'
plant links spec/moves.md 'See [x](rules.md#27-no-such-section).' \
    '27-no-such-section'
plant links spec/moves.md 'See [x](#nothing-here).' '#nothing-here'
plant links spec/moves.md 'See [outside](../../shared/RULES.md).' \
    'not in the tree'
plant links README.md 'Read `spec/nothing.md` first.' 'spec/nothing.md'
plant links man/x.1 '.Pa spec/nothing.md' 'man/x.1:2:'
plant api libnotation/notation.h "$(printf 'NOTATION_EXPORT\nvoid\tnotation_x_free(int);')" \
    'no contract of notation_x_free'
plant api man/libnotation.3 '.It Fn notation_x_gone void' \
    'no export: notation_x_gone'

finish
