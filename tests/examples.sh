#!/bin/sh
#
# examples.sh -- every record of the shared examples (../shared/examples,
# made by an independent implementation of the rules) through
# halma-validate --format json, compared case by case with the verdicts
# of its expected.jsonl: validity, the ply and code of the first error,
# the outcome the rules impose and why, the repetitions and the plies
# that replay.

BUILD=${BUILD:-build}
top=$(cd "$(dirname "$0")/.." && pwd)
ex=$top/../shared/examples
tool=$BUILD/halma-validate

if [ ! -f "$ex/expected.jsonl" ]; then
	echo "examples.sh: no shared example records beside this tree; skipped"
	exit 0
fi
if [ ! -x "$tool" ]; then
	echo "examples.sh: $tool not built" >&2
	exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

"$tool" --format json "$ex"/*.hgn >"$tmp/out.jsonl" 2>"$tmp/err"
rc=$?

python3 - "$ex/expected.jsonl" "$tmp/out.jsonl" "$rc" <<'EOF'
import json
import os
import sys

expected_path, out_path, rc = sys.argv[1], sys.argv[2], int(sys.argv[3])
got = {}
with open(out_path, encoding="utf-8") as f:
    for line in f:
        o = json.loads(line)
        name = os.path.basename(o["file"])
        if name.endswith(".hgn"):
            name = name[:-4]
        # Each example file holds one game.
        if name in got:
            got[name] = None
        else:
            got[name] = o

passed = failed = 0
any_invalid = False


def first_error(o):
    for e in o["errors"]:
        if e["severity"] == "error":
            return e
    return None


with open(expected_path, encoding="utf-8") as f:
    for line in f:
        exp = json.loads(line)
        case = exp["case"]
        o = got.get(case)
        why = []
        if o is None:
            why.append("no single JSON object for this file")
        else:
            if not exp["valid"]:
                any_invalid = True
            if o["valid"] != exp["valid"]:
                why.append("valid %s, expected %s" % (o["valid"], exp["valid"]))
            e = first_error(o)
            if exp["valid"]:
                if e is not None:
                    why.append("unexpected error %s" % e["code"])
            elif e is None:
                why.append("no error, expected one of %s" % exp["codes"])
            else:
                if e["code"] not in exp["codes"]:
                    why.append("first error %s, expected one of %s"
                               % (e["code"], exp["codes"]))
                if e["ply"] != exp["first_error_ply"]:
                    why.append("first error at ply %s, expected %s"
                               % (e["ply"], exp["first_error_ply"]))
            for k in ("outcome", "reason", "repetitions", "plies", "variant"):
                if o[k] != exp[k]:
                    why.append("%s %s, expected %s" % (k, json.dumps(o[k]),
                               json.dumps(exp[k])))
        if why:
            failed += 1
            print("FAIL %s: %s" % (case, "; ".join(why)))
        else:
            passed += 1

# The exit status follows the worst verdict.
want = 1 if any_invalid else 0
if rc == want:
    passed += 1
else:
    failed += 1
    print("FAIL exit status %d, expected %d" % (rc, want))

print("examples.sh: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
EOF
