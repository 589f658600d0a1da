#!/bin/sh
#
# stats.sh -- halma-stats(1): the golden outputs of a hand-made collection
# in every format; each figure against answers worked out by hand; the
# figures of every shared example against an independent computation
# (Python, from ../shared/examples and its verdicts); the merge of parts
# cut at random game boundaries equal, byte for byte, to the whole; GNU
# parallel and the Hadoop Streaming contract run as the man page says;
# exit statuses, usage errors, output files and the man page's examples.

set -u
. "$(dirname "$0")/lib/common.sh"
tool=$BUILD/halma-stats
golden=$top/tests/golden/stats
ex=$top/../shared/examples
man=$top/man/halma-stats.1
need halma-stats

# check DESCRIPTION COMMAND...: the command must succeed.
check() {
	desc=$1
	shift
	if "$@" >/dev/null; then ok; else bad "$desc"; fi
}

# ------------------------------------------------------------------ #
# Golden outputs of the hand-made collection, every format.

by="-b Player -b Event -b Variant"
for f in json table yaml csv; do
	(cd "$golden" && "$tool" -f $f $by known.hgn) >"$tmp/known.$f" 2>&1
	st=$?
	[ $st = 0 ] || bad "known.hgn -f $f: exit status $st, not 0"
	same "$golden/known.$f" "$tmp/known.$f" "golden known.$f"
done
(cd "$golden" && "$tool" -T -f table -b Event known.hgn) >"$tmp/tags" 2>&1
same "$golden/known-tags.table" "$tmp/tags" "golden known-tags.table"
if python3 -c 'import yaml' 2>/dev/null; then
	check "the YAML holds what the JSON holds" python3 -c '
import json, sys, yaml
a = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
b = json.load(open(sys.argv[2], encoding="utf-8"))
sys.exit(0 if a == b else 1)' "$tmp/known.yaml" "$tmp/known.json"
fi
check "the CSV holds what the JSON holds" python3 -c '
import csv, json, sys
rows = list(csv.reader(open(sys.argv[1], encoding="utf-8", newline="")))
j = json.load(open(sys.argv[2], encoding="utf-8"))
v = {(r[0], r[1], r[2]): r[3] for r in rows[1:]}
ok = rows[0] == ["figure", "group", "item", "value"]
ok &= v[("games", "", "")] == str(j["games"])
ok &= all(v[("results", "", k)] == str(n) for k, n in j["results"].items())
ok &= all(v[("hops", "", str(e["hops"]))] == str(e["jumps"])
          for e in j["moves"]["hops"])
ok &= all(v[("by Player", g["key"], "win")] == str(g["results"]["win"])
          for g in j["breakdowns"][0]["groups"])
sys.exit(0 if ok else 1)' "$tmp/known.csv" "$tmp/known.json"

# ------------------------------------------------------------------ #
# Each figure of the hand-made collection, worked out by hand (the
# games are described in tests/check_stats.c, G1 to G7).

(cd "$golden" && "$tool" $by known.hgn) >"$tmp/k.json" 2>/dev/null
while IFS='|' read -r expr; do
	[ -n "$expr" ] || continue
	if jq -e "$expr" "$tmp/k.json" >/dev/null 2>&1; then
		ok
	else
		bad "known.hgn: $expr"
	fi
done <<'EOF'
.games == 7 and .valid == 5 and .invalid == 2
.invalid_by_code == {"illegal-move": 1, "unknown-variant": 1}
.inputs == {"known.hgn": 7}
.results == {"*": 4, "0-1": 1, "1-0": 1, "1/2-1/2": 1}
.reasons.none == 3 and .reasons.unfinished == 2 and ([.reasons[]] | add) == 5
.length | .games == 5 and .sum == 27 and .min == 2 and .max == 12 and .mean == 5.4
.length.histogram == [{"from": 0, "to": 9, "games": 4}, {"from": 10, "to": 19, "games": 1}]
.moves.steps == 24 and .moves.jumps == 3
.moves.hops == [{"hops": 1, "jumps": 2}, {"hops": 2, "jumps": 1}]
.moves.longest == {"hops": 2, "move": "i1-i3-i5", "tags": {"Event": "Club", "White": "Alice", "Black": "Bob"}, "ply": 5}
.camps[0] == {"player": "White", "turn": 1, "emptied": 2, "never": 3, "sum": 2, "min": 0, "max": 2, "mean": 1}
.camps[1] == {"player": "Black", "turn": 2, "emptied": 3, "never": 2, "sum": 1, "min": 0, "max": 1, "mean": 0.33}
.repetitions == {"games": 1, "found": 5}
[.breakdowns[0].groups[] | .key] == ["Alice", "Bob", "Carol", "Dave", "Erin"]
.breakdowns[0].groups[0] | .games == 4 and .colours == {"Black": 2, "White": 2} and .valid == 3 and .results == {"win": 0, "draw": 1, "loss": 1, "*": 2} and .plies == 13
.breakdowns[0].groups[1] | .key == "Bob" and .games == 4 and .results == {"win": 0, "draw": 1, "loss": 1, "*": 2} and .mean_length == 4
.breakdowns[0].groups[2] | .key == "Carol" and .results.win == 2 and .mean_length == 2.5
.breakdowns[0].groups[3] | .key == "Dave" and .invalid == 2 and .mean_length == null
.breakdowns[0].groups[4] | .key == "Erin" and .games == 2 and .colours == {"Black": 1, "White": 1} and .plies == 24
[.breakdowns[1].groups[] | [.key, .games, .valid]] == [["Open", 3, 2], ["?", 2, 1], ["Club", 2, 2]]
.breakdowns[1].groups[0].results == {"*": 1, "0-1": 1, "1/2-1/2": 1}
[.breakdowns[2].groups[] | [.key, .games, .valid, .mean_length]] == [["halma-10x10", 5, 4, 5.75], ["corners-8x8", 1, 1, 4], ["no-such-variant", 1, 0, null]]
EOF

# Without replay: the illegal move of game 4 goes unnoticed.
(cd "$golden" && "$tool" -T known.hgn) >"$tmp/t.json" 2>/dev/null
check "-t: valid 6, no figures of play" jq -e '.replay == false and
    .valid == 6 and .invalid_by_code == {"unknown-variant": 1} and
    (has("length") | not) and (has("moves") | not)' "$tmp/t.json"

# ------------------------------------------------------------------ #
# Every shared example against an independent computation of its
# figures: validity and codes, results and ends from the verdicts of
# expected.jsonl; steps, jumps, shortest hop paths and camps by a
# replay of the move texts of its own.

if [ -f "$ex/expected.jsonl" ]; then
	python3 - "$tool" "$ex" >"$tmp/oracle" 2>&1 <<'EOF'
import json
import os
import re
import subprocess
import sys
from collections import deque

tool, ex = sys.argv[1], sys.argv[2]
FILES = "abcdefghijklmnop"


def cells(spec):
    out = set()
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            for f in range(FILES.index(a[0]), FILES.index(b[0]) + 1):
                out.add((f, int(a[1:]) - 1))
        else:
            out.add((FILES.index(part[0]), int(part[1:]) - 1))
    return out


# spec/rules.md sections 2 and 3: boards, directions, camps.
BOARDS = {
    "halma-10x10": (10, 10, 8, [cells("f1-j1,g2-j2,h3-j3,i4-j4,j5"),
                                cells("a10-e10,a9-d9,a8-c8,a7-b7,a6")]),
    "corners-8x8": (8, 8, 4, [cells("e1-h1,f2-h2,g3-h3,h4"),
                              cells("a8-d8,a7-c7,a6-b6,a5")]),
}
DIRS8 = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def cell(s):
    return (FILES.index(s[0]), int(s[1:]) - 1)


def hops(occ, w, h, dirs, a, b):
    """Shortest chain of single jumps from a to b, the stone lifted."""
    seen = {a: 0}
    q = deque([a])
    while q:
        c = q.popleft()
        for df, dr in dirs:
            mid = (c[0] + df, c[1] + dr)
            to = (c[0] + 2 * df, c[1] + 2 * dr)
            if not (0 <= to[0] < w and 0 <= to[1] < h):
                continue
            if mid == a or mid not in occ or (to in occ and to != a):
                continue
            if to not in seen:
                seen[to] = seen[c] + 1
                q.append(to)
    return seen.get(b)


def figures(path, verdict):
    text = open(path, encoding="utf-8").read()
    tags = dict(re.findall(r'^\[(\w+)\s+"([^"]*)"\]', text, re.M))
    body = re.sub(r"\{[^}]*\}", " ", re.sub(r"^\[.*$", "", text, flags=re.M))
    body = re.sub(r";[^\n]*", " ", body)
    toks = body.split()
    result = toks[-1] if toks and toks[-1] in RESULTS else tags.get("Result", "*")
    moves = [t for t in toks if re.fullmatch(r"[a-p]\d+(-[a-p]\d+)+", t)]
    f = {"games": 1, "valid": int(verdict["valid"]), "results": {result: 1}}
    if not verdict["valid"]:
        return f
    w, h, ndirs, camps = BOARDS[verdict["variant"]]
    dirs = DIRS8 if ndirs == 8 else DIRS8[:4]
    occ = {}
    for p in (0, 1):
        for c in camps[p]:
            occ[c] = p
    incamp = [len(camps[0]), len(camps[1])]
    nmoves = [0, 0]
    emptied = [None, None]
    steps = jumps = 0
    hist = {}
    longest = (0, 0)
    tied = {}
    for ply, m in enumerate(moves[:verdict["plies"]], 1):
        p = (ply - 1) % 2
        parts = m.split("-")
        a, b = cell(parts[0]), cell(parts[-1])
        assert occ.get(a) == p, (path, ply, m)
        nmoves[p] += 1
        df, dr = abs(a[0] - b[0]), abs(a[1] - b[1])
        if (max(df, dr) if ndirs == 8 else df + dr) == 1:
            steps += 1
        else:
            n = hops(occ, w, h, dirs, a, b)
            jumps += 1
            hist[n] = hist.get(n, 0) + 1
            if n > longest[0]:
                longest = (n, ply)
            tied.setdefault(n, []).append(ply)
        del occ[a]
        occ[b] = p
        incamp[p] += (b in camps[p]) - (a in camps[p])
        if incamp[p] == 0 and emptied[p] is None:
            emptied[p] = nmoves[p]
    if verdict["outcome"] is not None:
        end = verdict["reason"]
    else:
        end = "none" if result != "*" else "unfinished"
    f.update({"end": end, "plies": verdict["plies"], "steps": steps,
              "jumps": jumps, "hops": hist, "longest": longest,
              "tied": tied.get(longest[0], []),
              "emptied": emptied})
    if verdict["variant"] == "halma-10x10":
        f["repetitions"] = len(verdict["repetitions"])
    return f


passed = failed = 0


def expect(case, what, want, got):
    global passed, failed
    if want == got:
        passed += 1
    else:
        failed += 1
        print("FAIL: %s: %s: expected %r, got %r" % (case, what, want, got))


total = {"steps": 0, "jumps": 0, "games": 0, "valid": 0}
with open(os.path.join(ex, "expected.jsonl"), encoding="utf-8") as fp:
    verdicts = [json.loads(line) for line in fp]
for v in verdicts:
    path = os.path.join(ex, v["case"] + ".hgn")
    want = figures(path, v)
    run = subprocess.run([tool, "--format", "json", path],
                         capture_output=True, text=True)
    got = json.loads(run.stdout)
    case = v["case"]
    # Invalid games are figures: gathered, exit 0.
    expect(case, "exit status", 0, run.returncode)
    expect(case, "games", 1, got["games"])
    expect(case, "valid", want["valid"], got["valid"])
    expect(case, "results", want["results"], got["results"])
    for k in total:
        total[k] += want.get(k, 0)
    if not v["valid"]:
        codes = list(got["invalid_by_code"])
        expect(case, "first error code in %s" % v["codes"], True,
               len(codes) == 1 and codes[0] in v["codes"])
        expect(case, "no figures of play", 0,
               got["length"]["games"] + got["moves"]["steps"])
        continue
    expect(case, "reason", {want["end"]: 1},
           {k: n for k, n in got["reasons"].items() if n})
    expect(case, "length", (want["plies"],) * 3,
           (got["length"]["sum"], got["length"]["min"], got["length"]["max"]))
    expect(case, "steps", want["steps"], got["moves"]["steps"])
    expect(case, "jumps", want["jumps"], got["moves"]["jumps"])
    expect(case, "hops", want["hops"],
           {e["hops"]: e["jumps"] for e in got["moves"]["hops"]})
    lg = got["moves"]["longest"]
    # Among chains of as many hops the first long form in byte order
    # is kept (spec/statistics.md): a ply of one of them.
    expect(case, "longest chain", want["longest"][0],
           lg["hops"] if lg else 0)
    if lg:
        expect(case, "longest chain ply among the longest", True,
               lg["ply"] in want["tied"])
    if lg:
        expect(case, "longest chain path", lg["hops"], lg["move"].count("-"))
    camps = {c["player"]: c for c in got["camps"]}
    for i, name in enumerate(("White", "Black")):
        e = want["emptied"][i]
        c = camps[name]
        expect(case, name + " camp", (0, 1, None) if e is None else (1, 0, e),
               (c["emptied"], c["never"], c["min"]))
    if "repetitions" in want:
        expect(case, "repetitions", want["repetitions"],
               got["repetitions"]["found"])

# All at once: the totals of the single games.
run = subprocess.run([tool, "--format", "json"] +
                     [os.path.join(ex, v["case"] + ".hgn") for v in verdicts],
                     capture_output=True, text=True)
got = json.loads(run.stdout)
expect("all examples", "totals", total,
       {"steps": got["moves"]["steps"], "jumps": got["moves"]["jumps"],
        "games": got["games"], "valid": got["valid"]})
print("oracle: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
EOF
	st=$?
	grep '^FAIL' "$tmp/oracle"
	n=$(sed -n 's/^oracle: \([0-9]*\) passed.*/\1/p' "$tmp/oracle")
	pass=$((pass + ${n:-0}))
	if [ $st != 0 ]; then
		fail=$((fail + 1))
		tail -3 "$tmp/oracle"
	fi
else
	echo "stats.sh: no shared example records beside this tree; the oracle is skipped"
fi

# ------------------------------------------------------------------ #
# The collection for the merge tests: every shared example and the
# hand-made games, one game per file, in a fixed order.

mkdir "$tmp/g"
one_game_each "$golden/known.hgn" "$tmp/g"
for f in "$ex"/*.hgn; do
	[ -f "$f" ] && cp "$f" "$tmp/g/"
done
ls "$tmp/g" | LC_ALL=C sort >"$tmp/list"
ngames=$(wc -l <"$tmp/list")
(cd "$tmp/g" && cat $(cat "$tmp/list")) >"$tmp/all.hgn"
"$tool" -f json $by <"$tmp/all.hgn" >"$tmp/whole.json" 2>/dev/null
check "the collection has $ngames games" jq -e ".games == $ngames" \
    "$tmp/whole.json"

# Parts cut at random game boundaries, each counted on its own from
# standard input, merged in order: the same bytes as the whole, in every
# format.  The cuts are drawn with fixed seeds, so that a failure repeats.
for seed in 1 2 3 4 5 6; do
	rm -f "$tmp"/part-*
	awk -v seed=$seed -v n=$ngames 'BEGIN {
		srand(seed); k = 1 + seed % 5
		for (i = 0; i < k; i++) cut[1 + int(rand() * (n - 1))] = 1
	}
	{ printf "%s %d\n", $0, part; if (cut[NR]) part++ }' "$tmp/list" |
	while read -r f p; do
		cat "$tmp/g/$f" >>"$tmp/part-$(printf %03d $p).hgn"
	done
	for p in "$tmp"/part-*.hgn; do
		"$tool" -f json $by <"$p" >"${p%.hgn}.json" 2>/dev/null
	done
	nparts=$(ls "$tmp"/part-*.json | wc -l)
	cat "$tmp"/part-*.json | "$tool" -m >"$tmp/merged.json" 2>/dev/null
	same "$tmp/whole.json" "$tmp/merged.json" \
	    "seed $seed: $nparts parts merged = the whole"
	for f in table yaml csv html svg; do
		"$tool" -m -f $f "$tmp"/part-*.json >"$tmp/m.$f" 2>/dev/null
		"$tool" -f $f $by <"$tmp/all.hgn" >"$tmp/w.$f" 2>/dev/null
		same "$tmp/w.$f" "$tmp/m.$f" \
		    "seed $seed: $nparts parts merged = the whole, -f $f"
	done
done

# Merges of merges, and line ends that do not change a figure.
"$tool" -m "$tmp"/part-000.json "$tmp"/part-001.json >"$tmp/m01.json" \
    2>/dev/null
cat "$tmp/m01.json" $(ls "$tmp"/part-*.json | sed 1,2d) |
    "$tool" -m >"$tmp/mm.json" 2>/dev/null
same "$tmp/whole.json" "$tmp/mm.json" "a merge of merges = the whole"

# Every figure is a function of the collection as a set of games (issue
# 16): one process fed the games in a shuffled order, and the parts
# merged in random groups, the groups' merges merged in a random order,
# all give the bytes of the whole.  Fixed seeds, so that a failure
# repeats.  shuffle SEED: the lines of standard input in a random order.
shuffle() {
	awk -v seed="$1" 'BEGIN { srand(seed) } { printf "%.12f %s\n", rand(), $0 }' |
	    LC_ALL=C sort | cut -d' ' -f2-
}
for seed in 11 12 13 14 15; do
	shuffle $seed <"$tmp/list" >"$tmp/shuf"
	(cd "$tmp/g" && cat $(cat "$tmp/shuf")) >"$tmp/shuf.hgn"
	"$tool" -f json $by <"$tmp/shuf.hgn" >"$tmp/shuf.json" 2>/dev/null
	same "$tmp/whole.json" "$tmp/shuf.json" \
	    "seed $seed: the games shuffled = the whole"
	rm -rf "$tmp/grp"
	mkdir "$tmp/grp"
	ls "$tmp"/part-*.json | shuffle $seed |
	    awk -v seed=$seed 'BEGIN { srand(seed) }
	    { printf "%d %s\n", int(rand() * 3), $0 }' |
	while read -r k f; do
		echo "$f" >>"$tmp/grp/$k.list"
	done
	for l in "$tmp"/grp/*.list; do
		"$tool" -m $(cat "$l") >"${l%.list}.json" 2>/dev/null
	done
	ls "$tmp"/grp/*.json | shuffle $seed >"$tmp/grp/order"
	"$tool" -m $(cat "$tmp/grp/order") >"$tmp/grp.json" 2>/dev/null
	same "$tmp/whole.json" "$tmp/grp.json" \
	    "seed $seed: parts merged in random groups and orders = the whole"
done
sed 's/$/\r/' "$tmp/all.hgn" >"$tmp/crlf.hgn"
"$tool" -f json $by <"$tmp/crlf.hgn" >"$tmp/crlf.json" 2>/dev/null
same "$tmp/whole.json" "$tmp/crlf.json" "CRLF line ends count the same"

# ------------------------------------------------------------------ #
# The man page's examples.  Its literal displays: "$ " starts a
# command, a line ending in \e continues it.

awk '/^\.Sh EXAMPLES/ { on = 1; next } /^\.Sh/ { on = 0 }
     on && /^\.Bd -literal/ { inbd = 1; next }
     on && /^\.Ed/ { inbd = 0; print "--"; next }
     on && inbd { gsub(/\\e/, "\\"); gsub(/\\&/, ""); print }' "$man" \
    >"$tmp/examples"
awk '/^\$ / { cmd = substr($0, 3); cont = /\\$/; if (!cont) print cmd; next }
     cont { cmd = cmd "\n" $0; cont = /\\$/; if (!cont) print cmd }' \
    "$tmp/examples" | awk '/^(mapred|hdfs) / { skip = /\\$/; next }
     skip { skip = /\\$/; next } { print }' >"$tmp/commands"
awk '/^#!\/bin\/sh/ { out = "" } { out = out $0 "\n" }
     /halma-stats-map:/ { name = "halma-stats-map" }
     /halma-stats-reduce:/ { name = "halma-stats-reduce" }
     /^--$/ { if (name != "") { sub(/--\n$/, "", out);
	 printf "%s", out > (dir "/" name) } name = ""; out = "" }' \
    dir="$tmp" "$tmp/examples"
check "the man page shows the mapper" test -s "$tmp/halma-stats-map"
check "the man page shows the reducer" test -s "$tmp/halma-stats-reduce"

mkdir "$tmp/run"
cp "$tmp/all.hgn" "$tmp/run/games.hgn"
(cd "$tmp/g" && cat $(sed -n '1,30p' "$tmp/list")) >"$tmp/run/games1.hgn"
(cd "$tmp/g" && cat $(sed '1,30d' "$tmp/list")) >"$tmp/run/games2.hgn"
have_parallel=0
command -v parallel >/dev/null 2>&1 && have_parallel=1
PATH=$BUILD:$PATH
export PATH
nex=0
while IFS= read -r line || [ -n "$line" ]; do
	cmd=$line
	while [ "${cmd%\\}" != "$cmd" ] && IFS= read -r more; do
		cmd="$cmd
$more"
	done
	nex=$((nex + 1))
	case $cmd in
	*parallel*)
		if [ $have_parallel = 0 ]; then
			echo "stats.sh: parallel is not installed:" \
			    "its example is skipped"
			continue
		fi
		;;
	*jq*)
		command -v jq >/dev/null 2>&1 || continue
		;;
	esac
	(cd "$tmp/run" && sh -c "$cmd") >"$tmp/ex.out" 2>"$tmp/ex.err"
	st=$?
	# A merge says what it took on standard error, and only that.
	grep -v '^halma-stats: merged [0-9]* partials*, [0-9]* games*$' \
	    "$tmp/ex.err" >"$tmp/ex.err2"
	if [ $st -le 1 ] && { [ -s "$tmp/ex.out" ] ||
	    [ "${cmd#*-o }" != "$cmd" ]; } && ! [ -s "$tmp/ex.err2" ]; then
		ok
	else
		bad "man page example (status $st): $cmd"
		head -5 "$tmp/ex.err"
	fi
	case $cmd in
	*parallel*)
		# The same table as one process makes of the whole.
		"$tool" -f table <"$tmp/run/games.hgn" >"$tmp/w.table" \
		    2>/dev/null
		same "$tmp/w.table" "$tmp/ex.out" \
		    "the parallel example = one process"
		# The --pipe recipe (the first), cut smaller below.
		[ -f "$tmp/parallel-cmd" ] || echo "$cmd" >"$tmp/parallel-cmd"
		;;
	esac
done <"$tmp/commands"
check "the man page has its examples ($nex)" test $nex -ge 6
test -f "$tmp/run/part1.json" && test -f "$tmp/run/part2.json"
check "the merge example wrote its partials" test $? = 0

# ------------------------------------------------------------------ #
# GNU parallel as the man page calls it, made to cut into many small
# blocks, also of records with CRLF line ends and blank lines between
# games.

if [ $have_parallel = 1 ] && [ -f "$tmp/parallel-cmd" ]; then
	pcmd=$(sed -e 's/| halma-stats -m -f table$//' \
	    -e 's/< games.hgn//' "$tmp/parallel-cmd")
	(cd "$tmp/g" && for f in $(cat "$tmp/list"); do
		cat "$f"; printf '\n\n'; done) >"$tmp/blank.hgn"
	# Escape lines and comments between the tags, a comment line
	# between games, and every other game with CRLF line ends (issue
	# 25: the old recipe cut such games in two).
	(cd "$tmp/g" && n=0 && for f in $(cat "$tmp/list"); do
		n=$((n + 1))
		awk -v n=$n '
		    /^\[/ && ++t == 1 { print; print "% escape line " n; next }
		    /^\[/ && t == 2 { print; print "{ a comment between tags }"
			next }
		    { print }' "$f" >"$tmp/one.hgn"
		if [ $((n % 2)) = 0 ]; then
			sed 's/$/\r/' "$tmp/one.hgn"
		else
			cat "$tmp/one.hgn"
		fi
		printf '\n{ a comment between games }\n\n'
	done) >"$tmp/mixed.hgn"
	most=0
	for input in all crlf blank mixed; do
		"$tool" -f json $by <"$tmp/$input.hgn" >"$tmp/pw.json" \
		    2>/dev/null
		for block in 2k 16k; do
			c=$(printf '%s\n' "$pcmd" |
			    sed -e "s/--block 10M/--block $block/" \
			    -e "s/halma-stats -f json/halma-stats -f json $by/")
			(cd "$tmp" && sh -c "$c") <"$tmp/$input.hgn" \
			    2>/dev/null >"$tmp/pp.json"
			np=$(wc -l <"$tmp/pp.json")
			[ $np -gt $most ] && most=$np
			"$tool" -m "$tmp/pp.json" >"$tmp/pm.json" 2>/dev/null
			same "$tmp/pw.json" "$tmp/pm.json" \
			    "parallel, $input, --block $block ($np parts)"
		done
	done
	# 2k blocks cut the blank-separated file about once per 2 KiB (each
	# part a run of halma-stats, which costs under the sanitizers); the
	# collection is smaller where the shared examples are absent.
	want=$(( $(wc -c <"$tmp/blank.hgn") / 4096 ))
	[ $want -gt 20 ] && want=20
	check "parallel cut into many parts ($most, wanted $want)" \
	    test $most -ge $want
fi

# ------------------------------------------------------------------ #
# Hadoop Streaming, its contract simulated with pipes: whole files of
# line records, each to the man page's mapper with its path in the
# environment; the mapper output lines split into key and value at the
# first tab and sorted by key in byte order; the reducer given
# "key TAB value" lines; its output written the same way.

mkdir "$tmp/hdfs"
i=0
awk -v n=$ngames '{ print $0, int((NR - 1) * 4 / n) }' "$tmp/list" |
while read -r f p; do
	cat "$tmp/g/$f" >>"$tmp/hdfs/games-$p.hgn"
done
sed 's/$/\r/' "$tmp/hdfs/games-1.hgn" >"$tmp/hdfs/x" &&
    mv "$tmp/hdfs/x" "$tmp/hdfs/games-1.hgn"
printf '%s' "$(cat "$tmp/hdfs/games-2.hgn")" >"$tmp/hdfs/x" &&
    mv "$tmp/hdfs/x" "$tmp/hdfs/games-2.hgn"
: >"$tmp/map.out"
maps_ok=1
for f in $(cd "$tmp" && ls hdfs/*.hgn); do
	awk '{ sub(/\r$/, ""); print }' "$tmp/$f" |
	    (cd "$tmp" && mapreduce_map_input_file=$f sh ./halma-stats-map) \
	    >"$tmp/one.out" 2>/dev/null || maps_ok=0
	[ "$(wc -l <"$tmp/one.out")" = 1 ] || maps_ok=0
	grep -q "$(printf '\t')" "$tmp/one.out" && maps_ok=0
	cat "$tmp/one.out" >>"$tmp/map.out"
done
check "each mapper succeeds with one line, no tab" test $maps_ok = 1
LC_ALL=C sort "$tmp/map.out" | awk '{ print $0 "\t" }' |
    (cd "$tmp" && sh ./halma-stats-reduce) >"$tmp/reduce.out" 2>/dev/null
check "the reducer succeeds" test $? = 0
awk '{ print $0 "\t" }' "$tmp/reduce.out" >"$tmp/part-00000"
(cd "$tmp" && "$tool" -f json $(ls hdfs/*.hgn)) >"$tmp/hw.json" 2>/dev/null
"$tool" -m "$tmp/part-00000" >"$tmp/hm.json" 2>/dev/null
st=$?
same "$tmp/hw.json" "$tmp/hm.json" "Hadoop Streaming = the whole"
check "the final merge, invalid games among the figures, exits 0" \
    test $st = 0
check "the mappers named their inputs" jq -e \
    '.inputs | keys == ["hdfs/games-0.hgn", "hdfs/games-1.hgn",
    "hdfs/games-2.hgn", "hdfs/games-3.hgn"]' "$tmp/hm.json"

# ------------------------------------------------------------------ #
# A player without a camp has no camp figure; one with a camp has it.

box=$top/tests/records/gamebox
for f in gevangen-2-win top-secret-halma-white-wins; do
	"$tool" -f json "$box/$f.hgn" >"$tmp/nocamp.json" 2>/dev/null
	check "$f: no camps listed" jq -e '.valid == 1 and .camps == []' \
	    "$tmp/nocamp.json"
done
"$tool" -f json "$box/hollands-halma-win.hgn" >"$tmp/camp.json" 2>/dev/null
check "hollands-halma-win: both camps listed" jq -e '.camps | length == 2' \
    "$tmp/camp.json"

# ------------------------------------------------------------------ #
# Exit statuses, usage errors, diagnostics, output files.

valid=$top/examples/legal-halma-10x10-1.hgn
expect 0 "-h" "$tool" -h
check "-h prints the usage to stdout" grep -q '^usage: halma-stats' \
    "$tmp/out"
check "-h says nothing on stderr" test ! -s "$tmp/err"
expect 0 "--version" "$tool" --version
expect 0 "--list-variants" "$tool" --list-variants
check "--list-variants lists halma-10x10" grep -q '^halma-10x10 ' "$tmp/out"
expect 2 "an unknown option" "$tool" -x "$valid"
check "a usage error prints the usage to stderr" grep -q '^usage:' \
    "$tmp/err"
check "a usage error prints nothing to stdout" test ! -s "$tmp/out"
expect 2 "an unknown format" "$tool" -f xml "$valid"
expect 2 "an empty --by" "$tool" -b '' "$valid"
expect 2 "-m with --by" "$tool" -m -b White "$tmp/whole.json"
expect 2 "-m with -t" "$tool" -m -t "$tmp/whole.json"
expect 2 "an unknown --variant" "$tool" --variant nosuch "$valid"
expect 0 "a valid game" "$tool" "$valid"
check "the default off a terminal is the JSON partial" jq -e \
    '.games == 1' "$tmp/out"
expect 0 "invalid games are figures: exit 0" "$tool" "$golden/known.hgn"
expect 2 "a missing file among good ones" "$tool" "$tmp/nosuch.hgn" \
    "$valid"
check "a missing file: the diagnostic shape" grep -q \
    "^halma-stats: $tmp/nosuch.hgn: error: cannot open: .* \[io\]$" \
    "$tmp/err"
check "a missing file: the other input still counted" jq -e \
    '.games == 1' "$tmp/out"
expect 2 "a directory" "$tool" "$tmp"
expect 0 "--name names standard input" sh -c "\"$tool\" -n games.hgn \
    <\"$valid\""
check "--name: the input's name" jq -e '.inputs == {"games.hgn": 1}' \
    "$tmp/out"
expect 0 "a table on a terminal by default" python3 -c '
import os, pty, sys
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
out = b""
while True:
    try:
        b = os.read(fd, 4096)
    except OSError:
        break
    if not b:
        break
    out += b
os.waitpid(pid, 0)
sys.exit(0 if out.startswith(b"games ") else 1)' "$tool" "$valid"

# Partials that are refused, and merges that make no sense.
sed 's/"games":/"games":x/' "$tmp/whole.json" >"$tmp/broken.json"
expect 2 "-m of a broken partial" "$tool" -m "$tmp/broken.json"
check "a broken partial: FILE:LINE:COLUMN" grep -q \
    "^halma-stats: $tmp/broken.json:1:[0-9]*: error: expected a count \[syntax\]$" \
    "$tmp/err"
"$tool" --tags-only -f json "$valid" >"$tmp/tags.json" 2>/dev/null
expect 2 "-m of replayed and tags-only partials" "$tool" -m \
    "$tmp/whole.json" "$tmp/tags.json"
expect 2 "-m of a stream of replayed and tags-only partials" sh -c \
    "cat \"$tmp/whole.json\" \"$tmp/tags.json\" | \"$tool\" -m"
check "a partial that does not merge: the line it starts on" grep -q \
    '^halma-stats: <stdin>:2:1: error: a partial made without replay' \
    "$tmp/err"
expect 2 "-m of a missing partial among good ones" "$tool" -m \
    "$tmp/nosuch.json" "$tmp/whole.json"
check "a missing partial: the diagnostic shape" grep -q \
    "^halma-stats: $tmp/nosuch.json: error: cannot open: .* \[io\]$" \
    "$tmp/err"
# Nothing is written: figures of part of the partials (issue 40, point 5).
check "a missing partial: nothing written" test ! -s "$tmp/out"
check "a missing partial: what was taken" grep -qx \
    'halma-stats: took 1 partial, [0-9]* games; refused 1 partial: nothing written' \
    "$tmp/err"
expect 2 "-m of nothing" sh -c "\"$tool\" -m </dev/null"
check "-m of nothing says so" grep -q 'no partial to merge' "$tmp/err"
expect 0 "-m of a whole with an invalid game" "$tool" -m \
    "$tmp/whole.json"
"$tool" -f json "$valid" >"$tmp/v.json" 2>/dev/null
expect 0 "-m of valid games only" "$tool" -m "$tmp/v.json"
expect 2 "-m of a partial twice is refused" "$tool" -m "$tmp/v.json" \
    "$tmp/v.json"
check "-m of a partial twice names it" grep -q \
    "^halma-stats: $tmp/v.json:1: error: a partial given before" "$tmp/err"
expect 0 "-m --dedupe of a partial twice" "$tool" -m --dedupe \
    "$tmp/v.json" "$tmp/v.json"
check "-m --dedupe counts it once" jq -e '.games == 1' "$tmp/out"
check "-m --dedupe says so" grep -qx \
    'halma-stats: merged 1 partial, 1 game; 1 given again, not counted' \
    "$tmp/err"

# Partials a killed job leaves: empty, a lone newline, cut short; each
# refused by name (issue 25).
: >"$tmp/empty.json"
expect 2 "-m of an empty partial" "$tool" -m "$tmp/v.json" "$tmp/empty.json"
check "-m of an empty partial names it" grep -q \
    "^halma-stats: $tmp/empty.json:1: error: an empty partial" "$tmp/err"
printf '\n' >"$tmp/nl.json"
expect 2 "-m of a lone newline" "$tool" -m "$tmp/nl.json"
check "-m of a lone newline names it" grep -q \
    "^halma-stats: $tmp/nl.json:1: error: an empty partial" "$tmp/err"
{ cat "$tmp/v.json"; printf ' \r\n'; cat "$tmp/whole.json"; } >"$tmp/gap.json"
expect 2 "-m of a blank line among partials" "$tool" -m "$tmp/gap.json"
check "-m of a blank line: its line" grep -q \
    "^halma-stats: $tmp/gap.json:2: error: an empty partial" "$tmp/err"
head -c 200 "$tmp/v.json" >"$tmp/cut.json"
expect 2 "-m of a truncated partial" "$tool" -m "$tmp/cut.json"
check "-m of a truncated partial says so" grep -q \
    "^halma-stats: $tmp/cut.json:1:201: error: a truncated partial" \
    "$tmp/err"
# Layout 2 had no figures by rule set: such a partial cannot merge.
sed 's/"halma-stats":3/"halma-stats":2/' "$tmp/v.json" >"$tmp/old.json"
expect 2 "-m of a layout 2 partial" "$tool" -m "$tmp/old.json"
check "-m of a layout 2 partial says why" grep -q \
    "layout 2, not 3: made by an older halma-stats" "$tmp/err"
expect 0 "-m says what it took" "$tool" -m "$tmp/v.json"
check "-m says what it took: the line" grep -qx \
    'halma-stats: merged 1 partial, 1 game' "$tmp/err"

# Tags of any number and length group right (issue 22): White after 70
# other tags, and after a tag of 65,500 bytes.
{
	i=0
	while [ $i -lt 70 ]; do
		printf '[T%d "x"]\n' $i
		i=$((i + 1))
	done
	printf '[White "Late"]\n[Black "B"]\n\n1. j5-j6 *\n\n'
	printf '[Long "%s"]\n' "$(head -c 65500 /dev/zero | tr '\0' a)"
	printf '[White "AfterLong"]\n[Black "B"]\n\n1. j5-j6 *\n\n'
} >"$tmp/manytags.hgn"
"$tool" -f json -b White "$tmp/manytags.hgn" >"$tmp/out" 2>"$tmp/err"
check "-b White after 70 tags" jq -e '[.breakdowns[0].groups[].key] |
    sort == ["AfterLong", "Late"]' "$tmp/out"
check "-b White after 70 tags: no warning" test ! -s "$tmp/err"

expect 0 "-o writes a file" "$tool" -o "$tmp/o.json" "$valid"
check "-o: nothing on stdout" test ! -s "$tmp/out"
check "-o: the partial is in the file" jq -e '.games == 1' "$tmp/o.json"
cp "$valid" "$tmp/in.hgn"
expect 2 "-o over an input" "$tool" -o "$tmp/in.hgn" "$tmp/in.hgn"
same "$valid" "$tmp/in.hgn" "-o over an input leaves it alone"
expect 2 "-o over standard input" sh -c "\"$tool\" -o \"$tmp/in.hgn\" \
    <\"$tmp/in.hgn\""
same "$valid" "$tmp/in.hgn" "-o over standard input leaves it alone"
cp "$top/spec/rules/corners-8x8.yaml" "$tmp/my.yaml"
cp "$tmp/my.yaml" "$tmp/my.orig"
expect 2 "-o over the --variant file" "$tool" --variant "$tmp/my.yaml" \
    -o "$tmp/my.yaml" "$valid"
same "$tmp/my.orig" "$tmp/my.yaml" \
    "-o over the --variant file leaves it alone"
if [ -w /dev/full ]; then
	# /dev/full only as a shell redirection of the tool's own streams.
	expect 2 "a write error on standard output" sh -c \
	    "\"$tool\" -f json \"$valid\" >/dev/full"
fi

if command -v mandoc >/dev/null 2>&1; then
	check "mandoc -Tlint is clean" mandoc -Tlint -Wwarning "$man"
	mandoc -Tascii "$man" | col -b | awk '/^SYNOPSIS/ { on = 1; next }
	    /^[A-Z]/ { on = 0 } on' | tr -s ' \t\n' '   ' |
	    sed 's/^ //; s/ $//' >"$tmp/synopsis"
	"$tool" -h | sed -n '1,/^$/p' | sed 's/^usage: //' |
	    tr -s ' \t\n' '   ' | sed 's/^ //; s/ $//' >"$tmp/usage"
	same "$tmp/synopsis" "$tmp/usage" \
	    "the SYNOPSIS is the usage message"
fi

finish
