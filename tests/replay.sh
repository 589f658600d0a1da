#!/bin/sh
#
# replay.sh -- halma-replay(1): golden boards, SVG diagrams, canonical
# exports and draw claims (tests/golden/replay/NAME.out beside its input,
# NAME.err when something is said on standard error); the SVG checked as
# XML element by element; exports read back and exported again; every
# claim of ../shared/examples/expected.jsonl; colour on a terminal; the
# man page's examples and synopsis; the same boards as halma-fen.

set -u
. "$(dirname "$0")/lib/common.sh"
tool=$BUILD/halma-replay
fen=$BUILD/halma-fen
gold=$top/tests/golden/replay
ex=$top/../shared/examples
need halma-replay

# ------------------------------------------------------------------
# Golden files: NAME, the exit status, the arguments (run in the golden
# directory, so that diagnostics name the input as given).

while read -r name rc args; do
	case $name in
	''|\#*)	continue ;;
	esac
	# shellcheck disable=SC2086
	(cd "$gold" && exec "$tool" $args) >"$tmp/$name.out" 2>"$tmp/$name.err"
	got=$?
	if [ "$got" != "$rc" ]; then
		bad "$name: exit status $got, expected $rc"
		sed 's/^/	/' "$tmp/$name.err"
		continue
	fi
	if ! cmp -s "$gold/$name.out" "$tmp/$name.out"; then
		bad "$name: standard output differs"
		diff "$gold/$name.out" "$tmp/$name.out" | head -20
		continue
	fi
	if [ -f "$gold/$name.err" ]; then
		if ! cmp -s "$gold/$name.err" "$tmp/$name.err"; then
			bad "$name: standard error differs"
			diff "$gold/$name.err" "$tmp/$name.err" | head -20
			continue
		fi
	elif [ -s "$tmp/$name.err" ]; then
		bad "$name: unexpected standard error"
		head -5 "$tmp/$name.err"
		continue
	fi
	ok
done <<'EOF'
# Playback.
opening-all		0	opening.hgn
opening-ply20		0	--ply 20 opening.hgn
opening-camps		0	--camps --first-ply 4 --last-ply 6 opening.hgn
opening-color		0	--color=always --ply 3 opening.hgn
opening-never		0	--color=never --ply 3 opening.hgn
twogames		0	twogames.hgn
twogames-game2		0	--game 2 twogames.hgn
twogames-ply2		0	--ply 2 twogames.hgn
twogames-ply3		2	--ply 3 twogames.hgn
twogames-game2-ply3	2	--game 2 --ply 3 twogames.hgn
twogames-from3		0	--first-ply 3 twogames.hgn
goal-end		0	--first-ply 81 goal.hgn
broken			1	broken.hgn
broken-ply		1	--ply 2 broken.hgn
missing-file		2	--ply 0 no-such-file.hgn
# SVG.
svg-opening		0	--svg - opening.hgn
svg-start		0	--svg - --ply 0 twogames.hgn
svg-corners		0	--svg - --ply 3 twogames.hgn
svg-game2		0	--svg - --game 2 twogames.hgn
svg-over-input		2	--svg opening.hgn opening.hgn
# Canonical export.
emit-opening		0	--emit opening.hgn
emit-long		0	--emit --long opening.hgn
emit-short		0	--emit --short opening.hgn
emit-twogames		0	--emit twogames.hgn
emit-game2		0	--emit --game 2 twogames.hgn
emit-broken		1	--emit broken.hgn
# Repair (spec/conversion.md, "Repair"): with --fix the games whose only
# errors repair mends are written, repaired; without it they are not.
emit-fix		0	--emit --fix repair.hgn
emit-nofix		1	--emit repair.hgn
emit-fix-left		1	--emit --fix repair-left.hgn
usage-fix		2	--fix repair.hgn
# Draw claims (the kinds by rule set: tests/records/claims/ below).  A
# claim with --ply before the record's last ply lapsed: the record goes
# on with the claimant's move, the named one (lapsed-named) or another.
claim-lapsed-named	1	--claim f3-f2 --ply 111 repetition.hgn
claim-second		1	--claim j5-i4 --ply 107 repetition.hgn
claim-lapsed		1	--claim f3-f2 --ply 115 repetition.hgn
claim-json		0	--claim c9-d8 --format json repetition.hgn
claim-end		0	--claim c9-d8 repetition.hgn
claim-hop		1	--claim c9-a7-c5 repetition.hgn
claim-illegal		1	--claim a1-a2 repetition.hgn
claim-opponent		1	--claim f3-f2 repetition.hgn
claim-early		1	--claim h6-i5 early.hgn
claim-over		1	--claim a1-a2 goal.hgn
claim-start		1	--claim h1-f3 --ply 0 repetition.hgn
claim-broken		2	--claim a8-c6 broken.hgn
claim-broken-before	1	--claim i1-e3 --ply 2 broken.hgn
claim-beyond		2	--claim f3-f2 --ply 200 repetition.hgn
claim-syntax		2	--claim f3~f2 --ply 111 repetition.hgn
claim-lapsed-second	1	--claim d8-c9 lapsed-second.hgn
# Usage.
usage-long		2	--long opening.hgn
usage-range		2	--first-ply 3 --ply 2 opening.hgn
usage-color		2	--color=sometimes opening.hgn
usage-game0		2	--game 0 opening.hgn
usage-number		2	--ply x opening.hgn
usage-modes		2	--emit --claim f3-f2 opening.hgn
usage-to		2	--first-ply 5 --last-ply 4 opening.hgn
usage-two-files		2	opening.hgn goal.hgn
usage-interactive	2	--interactive --first-ply 2 opening.hgn
usage-svg-from		2	--svg x.svg --first-ply 3 opening.hgn
usage-claim-camps	2	--claim f3-f2 --camps opening.hgn
usage-format		2	--format json opening.hgn
usage-format-word	2	--claim c9-d8 --format xml repetition.hgn
usage-unknown		2	--frobnicate opening.hgn
usage-no-argument	2	opening.hgn --game
interactive-no-tty	2	--interactive opening.hgn
no-game-3		2	--game 3 twogames.hgn
EOF

# ------------------------------------------------------------------
# The SVG diagrams as XML: well-formed, one stone per stone, one cell
# per cell, the coordinates, and the arrow through every landing cell.

python3 - "$tmp" <<'EOF' >"$tmp/svg.log" 2>&1
import re
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
tmp = sys.argv[1]
cases = {
    # name: stones, cells, camp cells, labels, last move (long form)
    "svg-opening": (30, 100, 30, 40, "d9-b7-d5-f3"),
    "svg-start": (20, 64, 20, 32, None),
    "svg-corners": (20, 64, 20, 32, "g2-g4"),
    "svg-game2": (30, 100, 30, 40, "c10-e8"),
}
failed = 0
for name, (stones, cells, camps, labels, last) in cases.items():
    problems = []
    try:
        root = ET.parse("%s/%s.out" % (tmp, name)).getroot()
    except ET.ParseError as e:
        print("FAIL: %s: not well-formed XML: %s" % (name, e))
        failed += 1
        continue
    if root.tag != NS + "svg":
        problems.append("root is %s" % root.tag)
    got = [c for c in root.iter(NS + "circle")
           if c.get("class", "").split()[:1] == ["stone"]]
    if len(got) != stones:
        problems.append("%d stones, not %d" % (len(got), stones))
    for c in got:
        if float(c.get("r")) <= 0:
            problems.append("a stone of radius %s" % c.get("r"))
    cl = [e for e in root.iter(NS + "rect")
          if e.get("class", "").split()[:1] == ["cell"]]
    if len(cl) != cells:
        problems.append("%d cells, not %d" % (len(cl), cells))
    cp = [e for e in cl if "camp" in e.get("class").split()]
    if len(cp) != camps:
        problems.append("%d camp cells, not %d" % (len(cp), camps))
    tx = list(root.iter(NS + "text"))
    if len(tx) != labels:
        problems.append("%d coordinates, not %d" % (len(tx), labels))
    title = root.find(NS + "title")
    if title is None or not re.match(r"(halma-10x10|corners-8x8) ",
                                     title.text or ""):
        problems.append("no position string in the title")
    lines = [e for e in root.iter(NS + "polyline")
             if e.get("class") == "last-move"]
    desc = root.find(NS + "desc")
    if last is None:
        if lines or desc is not None:
            problems.append("a last move where there is none")
    else:
        if len(lines) != 1:
            problems.append("%d arrows, not 1" % len(lines))
        else:
            pts = lines[0].get("points").split()
            if len(pts) != len(last.split("-")):
                problems.append("arrow through %d points, not %d" %
                                (len(pts), len(last.split("-"))))
        if desc is None or desc.text != "last move " + last:
            problems.append("desc %r" % (desc.text if desc is not None
                                         else None))
    # Every stone stands in the middle of a cell.
    centres = {(float(e.get("x")) + float(e.get("width")) / 2,
                float(e.get("y")) + float(e.get("height")) / 2) for e in cl}
    for c in got:
        if (float(c.get("cx")), float(c.get("cy"))) not in centres:
            problems.append("a stone off its cell at %s,%s" %
                            (c.get("cx"), c.get("cy")))
            break
    if problems:
        print("FAIL: %s: %s" % (name, "; ".join(problems)))
        failed += 1
    else:
        print("ok %s" % name)
sys.exit(1 if failed else 0)
EOF
if [ $? = 0 ]; then
	pass=$((pass + $(grep -c '^ok ' "$tmp/svg.log")))
else
	grep -v '^ok ' "$tmp/svg.log"
	pass=$((pass + $(grep -c '^ok ' "$tmp/svg.log")))
	fail=$((fail + $(grep -c '^FAIL' "$tmp/svg.log")))
fi

# An SVG file is the same bytes as the SVG on standard output.
if (cd "$tmp" && "$tool" --svg board.svg "$gold/opening.hgn") &&
    cmp -s "$tmp/board.svg" "$gold/svg-opening.out"; then
	ok
else
	bad "--svg FILE differs from --svg -"
fi
# And the input that --svg refused to write over is unchanged.
if cmp -s "$gold/opening.hgn" - <<'EOF'
[Variant "halma-10x10"]
[Black "Bea"]
[White "Wim"]
[Event "Club evening"]
[Annotator "test"]
[Date "2026.11.20"]
[Result "*"]

{An opening of twenty plies, short and long forms mixed.}
1. h1-f3 a8-c6 2. i1-e3 a7-a5 3. h2-f2-d4 a9-c5
4. i2-c4 b9-d3 5. j2-f4 c5-g3 {Black is in White's half already.} 6. e3-a9 c9-e3
7. g2-e4 b8-d6 8. f3-b9 d10-b8 9. h3-f3-d5-d7 b7-h3 10. f4-h4 d9-f3 *
EOF
then
	ok
else
	bad "--svg over the input changed the input"
fi

# ------------------------------------------------------------------
# Canonical export: exporting an export gives the same bytes, in every
# move form; the long form read back and written short is the short
# form; and so for every valid record of the shared examples.

roundtrip() {
	# $1: a record; $2...: options besides --emit
	f=$1
	shift
	if ! "$tool" --emit "$@" "$f" >"$tmp/rt1" 2>"$tmp/rt.err"; then
		bad "export of $f $*: exit status $?"
		return
	fi
	if ! "$tool" --emit "$@" "$tmp/rt1" >"$tmp/rt2" 2>>"$tmp/rt.err"; then
		bad "export of the export of $f $*: exit status $?"
		return
	fi
	if cmp -s "$tmp/rt1" "$tmp/rt2"; then
		ok
	else
		bad "export of $f $* is not a fixed point"
		diff "$tmp/rt1" "$tmp/rt2" | head -10
	fi
}

for opt in "" --long --short; do
	# shellcheck disable=SC2086
	roundtrip "$gold/opening.hgn" $opt
	# shellcheck disable=SC2086
	roundtrip "$gold/twogames.hgn" $opt
done
# A repaired record validates clean, and its repair changes nothing.
"$tool" --emit --fix "$gold/repair.hgn" >"$tmp/fix1.hgn" 2>/dev/null
"$tool" --emit --fix "$tmp/fix1.hgn" >"$tmp/fix2.hgn" 2>"$tmp/fix2.err"
if [ "$("$BUILD"/halma-validate "$tmp/fix1.hgn" 2>&1)" = \
    "halma-validate: 5 games, 5 valid, 0 invalid" ] &&
    cmp -s "$tmp/fix1.hgn" "$tmp/fix2.hgn" && [ ! -s "$tmp/fix2.err" ]; then
	ok
else
	bad "--emit --fix: not clean, or not a fixed point"
fi

"$tool" --emit --long "$gold/opening.hgn" >"$tmp/long.hgn" &&
    "$tool" --emit --short "$tmp/long.hgn" >"$tmp/long-short.hgn" &&
    cmp -s "$tmp/long-short.hgn" "$gold/emit-short.out" && ok ||
    bad "the long export written short is not the short export"

# The shared examples: each exported once in every move form, then the
# exports of a form all together exported again (a run per record costs
# more than the check under the sanitizers).
if [ -f "$ex/expected.jsonl" ]; then
	n=0
	: >"$tmp/all"
	: >"$tmp/all--long"
	: >"$tmp/all--short"
	for f in "$ex"/*.hgn; do
		"$tool" --emit "$f" >"$tmp/one" 2>/dev/null || continue
		for opt in "" --long --short; do
			# shellcheck disable=SC2086
			[ -z "$opt" ] || "$tool" --emit $opt "$f" >"$tmp/one" \
			    2>/dev/null || bad "export of $f $opt: exit status $?"
			# Games one after the other, a blank line between.
			[ ! -s "$tmp/all$opt" ] || echo >>"$tmp/all$opt"
			cat "$tmp/one" >>"$tmp/all$opt"
		done
		n=$((n + 1))
	done
	[ "$n" -gt 20 ] && ok || bad "only $n valid shared examples exported"
	for opt in "" --long --short; do
		# shellcheck disable=SC2086
		"$tool" --emit $opt "$tmp/all$opt" >"$tmp/again" 2>/dev/null ||
		    bad "export of the examples' exports $opt: exit status $?"
		same "$tmp/all$opt" "$tmp/again" \
		    "the examples' exports $opt are not a fixed point"
	done
else
	echo "replay.sh: no shared example records beside this tree; skipped"
fi

# ------------------------------------------------------------------
# Every claim of the shared examples, adjudicated as expected.jsonl
# says (when they are there).

if [ -f "$ex/expected.jsonl" ]; then
	python3 - "$ex/expected.jsonl" >"$tmp/claims" <<'EOF'
import json
import sys

for line in open(sys.argv[1], encoding="utf-8"):
    o = json.loads(line)
    if "claim" in o:
        print(o["case"], o["claim"]["move"],
              "valid" if o["claim"]["valid"] else "invalid")
EOF
	ncl=0
	while read -r case move want; do
		ncl=$((ncl + 1))
		"$tool" --claim "$move" "$ex/$case.hgn" >"$tmp/claim.out" \
		    2>"$tmp/claim.err"
		rc=$?
		case $rc.$want in
		0.valid|1.invalid)
			if grep -q "^verdict: $(echo "$want" |
			    tr a-z A-Z)" "$tmp/claim.out"; then
				ok
			else
				bad "$case: the verdict line does not say $want"
			fi
			;;
		*)
			bad "$case: claim $move: exit status $rc, expected $want"
			cat "$tmp/claim.out" "$tmp/claim.err"
			;;
		esac
	done <"$tmp/claims"
	[ "$ncl" -ge 9 ] && ok || bad "only $ncl claims in expected.jsonl"
fi

# ------------------------------------------------------------------
# Claims by rule set and kind (tests/records/claims/RULESET-KIND.hgn):
# the Claim tag names the move, ClaimPly the ply claimed after (else
# the last), ClaimCheck the first check that fails ("none": valid).
# Every rule set with a claimable repetition has a record of each kind
# the issue of claims names (too early only where the rule has a
# min-move: international-draughts allows a claim at any move), every
# one whose repetition is only noted (claim: false) a refused one; each
# record is judged as text, as JSON and on the page, and the three agree.

claims=$top/tests/records/claims
for f in "$top"/spec/rules/*.yaml; do
	grep -q '^  repetition:' "$f" || continue
	set=$(basename "$f" .yaml)
	if grep -q '^  repetition:.*claim: false' "$f"; then
		kinds=no-rule
	else
		kinds="valid early illegal ends lapsed decided opponent"
		grep -q '^  repetition:.*min-move' "$f" ||
		    kinds="valid illegal ends lapsed decided opponent"
	fi
	for kind in $kinds; do
		[ -f "$claims/$set-$kind.hgn" ] && ok ||
		    bad "$set: no claim record of kind $kind"
	done
done

# The checks in the same order in halma-replay(1), spec/rules.md section
# 2.6 and the tool's own names (the JSON "check" of the records above).
man_checks=$(sed -n '/^\.Ss DRAW CLAIMS/,/^\.Sh /p' "$top/man/halma-replay.1" |
    sed -n '/^\.Bl -enum/,/^\.El/p' | sed -n 's/^\.Cm \([a-z-]*\) :$/\1/p' |
    tr '\n' ' ')
spec_checks=$(sed -n '/^### 2.6/,/^### 2.7/p' "$top/spec/rules.md" |
    grep -o '\[`[a-z-]*`' | tr -d '[`' | tr '\n' ' ')
[ "$man_checks" = "no-rule decided game-over lapsed illegal ends-game \
occurrences too-early " ] && [ "$man_checks" = "$spec_checks" ] && ok ||
    bad "the claim checks: man page '$man_checks', spec '$spec_checks'"

tag() {
	sed -n "s/^\[$1 \"\(.*\)\"\]\$/\1/p" "$2"
}

for f in "$claims"/*.hgn; do
	name=$(basename "$f" .hgn)
	move=$(tag Claim "$f")
	ply=$(tag ClaimPly "$f")
	want=$(tag ClaimCheck "$f")
	[ "$want" = none ] && rc=0 || rc=1
	for format in text json; do
		"$tool" --claim "$move" ${ply:+--ply "$ply"} --format $format \
		    "$f" >"$tmp/$name.$format" 2>/dev/null
		got=$?
		[ "$got" = "$rc" ] && ok ||
		    bad "$name: --format $format: exit status $got, not $rc"
	done
	"$tool" --html "$tmp/$name.html" --claim "$move" ${ply:+--ply "$ply"} \
	    "$f" 2>/dev/null
	got=$?
	[ "$got" = "$rc" ] && ok || bad "$name: --html: exit status $got, not $rc"
	python3 - "$tmp/$name" "$want" <<'PY' && ok || bad "$name: text, JSON and page disagree"
import html
import json
import re
import sys

base, want = sys.argv[1], sys.argv[2]
text = open(base + ".text", encoding="utf-8").read().splitlines()
o = json.loads(open(base + ".json", encoding="utf-8").read())
page = html.unescape(open(base + ".html", encoding="utf-8").read())
fails = []
def check(cond, what):
    if not cond:
        fails.append(what)
check((o["check"] or "none") == want, "check %s, not %s" % (o["check"], want))
check(o["valid"] == (want == "none"), "valid")
check(text[1] == "verdict: " + o["verdict"], "verdict line")
check('verdict: <span class="word">%s</span>' % o["verdict"] in page,
      "the page's verdict")
check(text[0].split(" before playing ")[1].startswith(o["move"] + ","),
      "the move echoed")
check(o["move"] == o["move"].strip().lower(), "the move not canonical")
reason = [l[8:] for l in text if l.startswith("reason: ")]
check(reason == [o["reason"]], "reason")
check("<li>reason: %s</li>" % o["reason"] in page, "the page's reason")
occ = [l for l in text if re.match(r"occurrence \d+: ", l)]
if o["occurrences"] is None:
    check(not occ, "occurrences listed though not counted")
else:
    check(len(occ) == len(o["occurrences"]), "occurrences")
    for line, e in zip(occ, o["occurrences"]):
        label = "the start position" if e["ply"] == 0 else "after %d%s %s" % (
            e["move_number"], "." if e["player"] == "White" else "...",
            e["move"])
        check(line == "occurrence %d: ply %d, %s, %s to move" % (
            e["occurrence"], e["ply"], label, e["side_to_move"]), line)
        check("ply %d (occurrence %d)" % (e["ply"], e["occurrence"]) in page,
              "the page's diagram of ply %d" % e["ply"])
    c = o["claimed"]
    check(any(l.startswith("occurrence %d (claimed): after %d" % (
        c["occurrence"], c["move_number"])) for l in text), "claimed line")
    check("occurrence %d (claimed): " % c["occurrence"] in page,
          "the page's claimed diagram")
check(sum(l.startswith("lapsed: ") for l in text) == len(o["lapsed"]),
      "lapsed")
check((o["played_instead"] is not None) == (want == "lapsed"),
      "played instead")
if fails:
    print("\n".join(fails))
    sys.exit(1)
PY
done

# ------------------------------------------------------------------
# Colour: never into a pipe with auto; on a terminal unless NO_COLOR.

"$tool" --ply 0 "$gold/opening.hgn" | grep -q "$(printf '\033')" &&
    bad "colour into a pipe" || ok
on_tty() {
	python3 - "$@" <<'EOF'
import os
import pty
import sys

out = b""
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
while True:
    try:
        data = os.read(fd, 4096)
    except OSError:
        break
    if not data:
        break
    out += data
os.waitpid(pid, 0)
sys.stdout.write("colour\n" if b"\x1b[" in out else "plain\n")
sys.stdout.write("unicode\n" if "\u25cf".encode() in out else "ascii\n")
EOF
}
got=$(unset NO_COLOR; on_tty "$tool" --ply 0 "$gold/opening.hgn" |
    tr '\n' ' ')
[ "$got" = "colour unicode " ] && ok || bad "on a terminal: $got"
got=$(NO_COLOR=1 on_tty "$tool" --ply 0 "$gold/opening.hgn" | tr '\n' ' ')
[ "$got" = "plain ascii " ] && ok || bad "on a terminal with NO_COLOR: $got"
got=$(NO_COLOR=1 on_tty "$tool" --color=always --ply 0 "$gold/opening.hgn" |
    tr '\n' ' ')
[ "$got" = "colour unicode " ] && ok || bad "--color=always, NO_COLOR: $got"

# ------------------------------------------------------------------
# --interactive on a pseudo-terminal: the keys step as the man page says,
# the diagnostics come after the last screen, and an interrupt gives the
# terminal back as it was before the tool dies of it.

keys() {
	# $1: the keys, with \033 for ESC; the rest: the command.  Prints
	# the heading of each screen, what came after the last one, and the
	# exit status.
	timeout 20 python3 - "$@" <<'EOF'
import os
import pty
import select
import sys
import time

keys = sys.argv[1].encode().decode("unicode_escape").encode()
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[2], sys.argv[2:])
out = b""


def drain(seconds):
    global out
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.02)
        if r:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            if not data:
                return
            out += data


# Keys go out once the first screen is up, each after the screen before
# it; what the tool writes after the last one is read to the end.
deadline = time.time() + 10
while b"q: quit" not in out and time.time() < deadline:
    drain(0.05)
# An escape sequence goes out in one write, as a terminal sends it; a
# lone ESC waits 0.1 s before the next key.
import re
for k in re.findall(rb"\x1b(?:[\[O][0-9;]*[A-Za-z~])?|.", keys, re.S):
    os.write(fd, k)
    drain(0.1)
while True:
    try:
        data = os.read(fd, 65536)
    except OSError:
        break
    if not data:
        break
    out += data
_, status = os.waitpid(pid, 0)
text = out.decode("utf-8", "replace").replace("\r", "")
screens = text.split("\033[H\033[2J")
for scr in screens[1:]:
    print(scr.split("\n", 1)[0])
tail = screens[-1].split("quit\n", 1)
if len(tail) == 2 and tail[1]:
    sys.stdout.write(tail[1])
print("status %d" % os.waitstatus_to_exitcode(status))
EOF
}

keys 'nn>p\033[D\033[C<\033[F\033[Hpq' "$tool" --interactive \
    "$gold/opening.hgn" >"$tmp/keys.out" 2>&1
cat >"$tmp/keys.want" <<'EOF'
ply 0 of 20: start position
ply 1 of 20: 1. h1-f3
ply 2 of 20: 1... a8-c6
ply 20 of 20: 10... d9-f3
ply 19 of 20: 10. f4-h4
ply 18 of 20: 9... b7-h3
ply 19 of 20: 10. f4-h4
ply 0 of 20: start position
ply 20 of 20: 10... d9-f3
ply 0 of 20: start position
ply 0 of 20: start position
status 0
EOF
cmp -s "$tmp/keys.want" "$tmp/keys.out" && ok ||
    { bad "--interactive keys"; diff "$tmp/keys.want" "$tmp/keys.out"; }

# The Home/End/arrow keys as terminals send them (CSI, SS3, VT220
# ~-codes); a lone Esc does not swallow the key after it.
keys '\033[F\033[H\033OC\033[4~\033[1~\033OF\033OH\033[C\033n\033[7~\033[8~\033q' \
    "$tool" --interactive "$gold/opening.hgn" >"$tmp/keys.out" 2>&1
cat >"$tmp/keys.want" <<'EOF'
ply 0 of 20: start position
ply 20 of 20: 10... d9-f3
ply 0 of 20: start position
ply 1 of 20: 1. h1-f3
ply 20 of 20: 10... d9-f3
ply 0 of 20: start position
ply 20 of 20: 10... d9-f3
ply 0 of 20: start position
ply 1 of 20: 1. h1-f3
ply 1 of 20: 1. h1-f3
ply 2 of 20: 1... a8-c6
ply 0 of 20: start position
ply 20 of 20: 10... d9-f3
ply 20 of 20: 10... d9-f3
status 0
EOF
cmp -s "$tmp/keys.want" "$tmp/keys.out" && ok ||
    { bad "--interactive: terminal key sequences, lone Esc";
    diff "$tmp/keys.want" "$tmp/keys.out"; }

keys ' q' "$tool" --interactive --game 2 --ply 1 "$gold/twogames.hgn" \
    >"$tmp/keys.out" 2>&1
printf 'ply 1 of 2: 1. h1-f3\nply 2 of 2: 1... c10-e8\nstatus 0\n' |
    cmp -s - "$tmp/keys.out" && ok ||
    { bad "--interactive --game 2 --ply 1"; cat "$tmp/keys.out"; }

keys 'n>q' "$tool" --interactive "$gold/broken.hgn" >"$tmp/keys.out" 2>&1
cat >"$tmp/keys.want" <<EOF
ply 0 of 4: start position
ply 1 of 4: 1. h1-f3
ply 4 of 4: 2... a7-a5
halma-replay: $gold/broken.hgn:5:34: error: there is no stone on f5 [illegal-move] (game 1, ply 5)
status 1
EOF
cmp -s "$tmp/keys.want" "$tmp/keys.out" && ok ||
    { bad "--interactive on a broken record";
    diff "$tmp/keys.want" "$tmp/keys.out"; }

timeout 20 python3 - "$tool" "$gold/opening.hgn" <<'EOF' >"$tmp/sig.out" 2>&1
import os
import pty
import signal
import sys
import termios
import time

pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], [sys.argv[1], "--interactive", sys.argv[2]])
out = b""
deadline = time.time() + 10
while b"q: quit" not in out and time.time() < deadline:
    out += os.read(fd, 65536)
raw = not termios.tcgetattr(fd)[3] & termios.ICANON
os.kill(pid, signal.SIGINT)
while True:
    try:
        if not os.read(fd, 65536):
            break
    except OSError:
        break
_, status = os.waitpid(pid, 0)
back = bool(termios.tcgetattr(fd)[3] & termios.ICANON)
died = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGINT
print("raw %s, given back %s, died of SIGINT %s" % (raw, back, died))
EOF
grep -q '^raw True, given back True, died of SIGINT True$' "$tmp/sig.out" &&
    ok || { bad "--interactive and SIGINT"; cat "$tmp/sig.out"; }

# ------------------------------------------------------------------
# Help, version, and the man page: its synopsis is the usage message,
# it lints clean, and its examples run and print what it shows.

"$tool" --help >"$tmp/help" 2>&1 && grep -q "^usage: halma-replay" \
    "$tmp/help" && ok || bad "--help"
"$tool" --version | grep -q "^halma-replay [0-9]" && ok || bad "--version"

man=$top/man/halma-replay.1
if command -v mandoc >/dev/null 2>&1; then
	mandoc -Tlint -Wwarning "$man" >"$tmp/lint" 2>&1 && ok ||
	    { bad "mandoc -Tlint"; cat "$tmp/lint"; }
	MANWIDTH=200 mandoc -Tascii -O width=200 "$man" | col -b |
	    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1d;$d' |
	    tr -s ' \t\n' ' ' | sed 's/^ //; s/ $//' >"$tmp/syn.man"
	"$tool" --help 2>&1 | sed -n '/^usage:/,/^$/p' |
	    sed 's/^usage: //' | tr -s ' \t\n' ' ' |
	    sed 's/^ //; s/ $//' >"$tmp/syn.usage"
	cmp -s "$tmp/syn.man" "$tmp/syn.usage" && ok ||
	    { bad "the SYNOPSIS is not the usage message";
	    cat "$tmp/syn.man" "$tmp/syn.usage"; }
else
	bad "mandoc not installed"
fi

# The EXAMPLES: each "$ command" of a literal display runs from a
# directory that has the sources' examples/, and the lines after it, if
# any, are exactly its output.
mkdir "$tmp/ex" && ln -s "$top/examples" "$tmp/ex/examples"
awk -v dir="$tmp/ex" '
	/^\.Sh EXAMPLES/ { on = 1; next }
	/^\.Sh / { on = 0 }
	on && /^\.Bd -literal/ { inbd = 1; next }
	on && /^\.Ed/ { inbd = 0; next }
	on && inbd {
		gsub(/\\e/, "\\")
		if ($0 ~ /^\$ /) {
			n++
			cmd = dir "/cmd" n
			out = dir "/want" n
			sub(/^\$ /, "")
			print > cmd
			printf "" > out
			next
		}
		print > out
	}' "$man"
nex=0
for cmd in "$tmp"/ex/cmd*; do
	[ -f "$cmd" ] || continue
	nex=$((nex + 1))
	want=$tmp/ex/want${cmd##*cmd}
	(cd "$tmp/ex" && PATH=$BUILD:$PATH PAGER=cat LESS= sh "$cmd" \
	    >"$cmd.out" 2>"$cmd.err" </dev/null)
	rc=$?
	if [ "$rc" -gt 1 ]; then
		bad "man example $(cat "$cmd"): exit status $rc"
		cat "$cmd.err"
	elif [ -s "$want" ] && ! cmp -s "$want" "$cmd.out"; then
		bad "man example $(cat "$cmd") prints something else"
		diff "$want" "$cmd.out" | head -10
	else
		ok
	fi
done
[ "$nex" -ge 5 ] && ok || bad "only $nex man page examples found"

# ------------------------------------------------------------------
# The board of --ply N is the board halma-fen draws from the position
# string halma-fen prints for that ply.

if [ -x "$fen" ]; then
	for spec in opening.hgn:0 opening.hgn:7 opening.hgn:20 \
	    twogames.hgn:3 goal.hgn:82 repetition.hgn:111; do
		f=$gold/${spec%%:*}
		p=${spec##*:}
		# The board without the heading and the end line.
		"$tool" --game 1 --ply "$p" "$f" 2>/dev/null |
		    sed '1d; /^end: /d' >"$tmp/r.board"
		pos=$("$fen" --ply "$p" "$f" 2>/dev/null | sed -n 1p)
		"$fen" --render "$pos" >"$tmp/f.board" 2>"$tmp/f.err"
		if [ -s "$tmp/r.board" ] && cmp -s "$tmp/r.board" \
		    "$tmp/f.board"; then
			ok
		else
			bad "$spec: halma-replay and halma-fen draw different boards"
			diff "$tmp/r.board" "$tmp/f.board" | head -10
		fi
	done
	# Every ply of whole games, square boards and the star, two to six
	# players: the boards of the playback, headings and end lines left
	# out, are those halma-fen draws from its position strings.
	for f in "$gold/opening.hgn" "$gold/goal.hgn" \
	    "$top/tests/records/halma-16x16-4p-win.hgn" \
	    "$top/tests/records/corners-mini-win.hgn" \
	    "$top/tests/records/spronghalma-win.hgn" \
	    "$top/tests/records/star-3p-game.hgn" \
	    "$top/tests/records/star-6p-game.hgn"; do
		"$tool" "$f" 2>/dev/null |
		    sed '/^ply [0-9]*: /d; /^end: /d' >"$tmp/r.boards"
		"$fen" --all "$f" 2>/dev/null | "$fen" --render \
		    >"$tmp/f.boards" 2>"$tmp/f.err"
		if [ "$(grep -c '' "$tmp/r.boards")" -gt 20 ] &&
		    cmp -s "$tmp/r.boards" "$tmp/f.boards"; then
			ok
		else
			bad "${f##*/}: the playback and halma-fen differ"
			diff "$tmp/r.boards" "$tmp/f.boards" | head -10
		fi
	done
else
	bad "$fen not built: the boards cannot be compared"
fi

finish
