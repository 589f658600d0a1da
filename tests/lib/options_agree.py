"""options_agree.py -- --help, the man pages and README.md agree with the
option table each tool parses its command line with (issue 33 item 12).

    python3 options_agree.py docs|readme TOP BUILD TOOL...

The truth is each tool's --help=completion (tools/common.c prints it from
tool_options[] and the tool's own table).  Checked against it:

 * every "-x, --long" pair of --help and of the man page (.It Fl x ,
   Fl -long) is one the tool takes, and every short letter it takes is
   listed so in both;
 * the words an option takes (formats, --color's words, --position-
   format's forms) are each named where --help and the man page describe
   that option;
 * the option vocabulary table of every man page (docs) and of README.md
   (readme) says which tools take each shared option, as they do, and
   README.md gives each the short letter the tools give it.

Prints "ok" or "FAIL: why" a line.
"""
import re
import subprocess
import sys

what, top, build, tools = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
SHORT = {t: t.replace("halma-", "") for t in tools}
# Options whose words are checked in the texts (codes and reasons are
# too many to name in a description: the man pages list them apart).
WORDED = {"format", "from", "to", "color", "position-format"}


def say(ok, why):
    print("ok" if ok else "FAIL: " + why)


def spec(tool):
    out = subprocess.run([build + "/" + tool, "--help=completion"],
                         capture_output=True, text=True).stdout
    opts = {}
    for line in out.splitlines():
        f = line.split()
        name = f[1].lstrip("-").rstrip("=")
        opts[name] = {"short": f[0][1:] if f[0] != "-" else None,
                      "kind": f[2], "words": f[3:],
                      "optional": f[1].endswith("=")}
    return opts


def help_items(tool):
    """The --help option list: {long: text of its item}, and the pairs."""
    out = subprocess.run([build + "/" + tool, "--help"],
                         capture_output=True, text=True).stdout
    items, pairs, cur = {}, set(), None
    for line in out.splitlines():
        m = re.match(r"^  (-.*)", line)
        if m:
            head = re.split(r"   +", m.group(1))[0]
            cur = re.findall(r"--([a-z][a-z-]*)", head)
            for p in re.findall(r"(?:^|, )-([A-Za-z]), --([a-z][a-z-]*)",
                                head):
                pairs.add(p)
            for c in cur:
                items[c] = line
        elif cur and line.startswith("    "):
            for c in cur:
                items[c] += " " + line.strip()
        else:
            cur = None
    return items, pairs


def man_items(tool):
    """The man page's .It items outside the vocabulary table."""
    text = open("%s/man/%s.1" % (top, tool), encoding="utf-8").read()
    text = re.sub(r"\.Ss Option vocabulary.*?\n\.Sh", ".Sh", text,
                  flags=re.S)
    items, pairs, cur = {}, set(), None
    for line in text.splitlines():
        if line.startswith(".It ") and "Fl " in line:
            cur = re.findall(r"Fl -([a-z][a-z-]*)", line)
            for p in re.findall(r"Fl ([A-Za-z])(?: Ar \S+| Cm \S+.*?)? , "
                                r"Fl -([a-z][a-z-]*)", line):
                pairs.add(p)
            for c in cur:
                items[c] = line
        elif line.startswith((".It", ".Sh", ".Ss", ".El")):
            cur = None
        elif cur:
            for c in cur:
                items[c] += " " + line
    return items, pairs


def tools_of(cell, names):
    """A 'tools' cell of a vocabulary table as a set of tool names."""
    cell = cell.strip()
    if cell == "all":
        return set(names)
    m = re.match(r"all but (.*)", cell)
    if m:
        return set(names) - {t.strip() for t in m.group(1).split(",")}
    return {t.strip() for t in cell.split(",")}


specs = {t: spec(t) for t in tools}
for t in tools if what == "docs" else ():
    truth = {(o["short"], n) for n, o in specs[t].items() if o["short"]}
    hi, hp = help_items(t)
    mi, mp = man_items(t)
    for where, pairs in (("--help", hp), ("%s(1)" % t, mp)):
        for s, l in sorted(truth - pairs):
            say(False, "%s: %s does not list -%s, --%s" % (t, where, s, l))
        for s, l in sorted(pairs - truth):
            say(False, "%s: %s lists -%s, --%s, which the tool does not "
                "take" % (t, where, s, l))
        say(True, "")
    for name, o in specs[t].items():
        if name not in WORDED or o["kind"] != "words":
            continue
        for where, items, pat in (("--help", hi, r"(?<![a-z])%s(?![a-z])"),
                                  ("%s(1)" % t, mi, r"Cm %s(?![a-z])")):
            item = items.get(name)
            # "-t, --to  the same as --format": described there.
            same = re.search(r"same as (?:\.?Fl )?--?([a-z][a-z-]*)", item or "")
            if same and same.group(1) in items:
                item = items[same.group(1)]
            if item is None:
                say(False, "%s: %s has no item for --%s" % (t, where, name))
                continue
            missing = [w for w in o["words"]
                       if not re.search(pat % re.escape(w), item)]
            say(not missing, "%s: %s does not name %s for --%s" % (
                t, where, ", ".join(missing), name))
            extra = [w for w in re.findall(r"Cm ([a-z]+)", item)
                     if w not in o["words"] and where != "--help"
                     and name in ("format", "from", "to")
                     and w in ("hgn", "json", "yaml", "pun", "starlog",
                               "hoplog", "text", "table", "csv")]
            say(not extra, "%s: %s names %s for --%s, which it does not "
                "take" % (t, where, ", ".join(extra), name))

# The vocabulary tables: which tools take each option.
takers = {}
for t in tools:
    for name, o in specs[t].items():
        takers.setdefault(name, set()).add(t)
for t in tools if what == "docs" else ():
    text = open("%s/man/%s.1" % (top, t), encoding="utf-8").read()
    table = re.search(r"\.Ss Option vocabulary(.*?)\n\.El", text, re.S)
    if table is None:
        say(False, "%s(1): no option vocabulary table" % t)
        continue
    for line in table.group(1).splitlines():
        m = re.match(r"\.It (.*?) Ta (.*?) Ta ", line)
        if not m or "Em option" in line:
            continue
        longs = re.findall(r"Fl -([a-z][a-z-]*)", m.group(1))
        names = {SHORT[x]: x for x in tools}
        got = {names.get(x, x) for x in tools_of(m.group(2), names)}
        for l in longs:
            optional = any(specs[x][l]["optional"] for x in takers.get(l, ()))
            say(not optional or "Fl -%s Ns Op =" % l in line, "%s(1) "
                "vocabulary: --%s[=...] takes its word optionally" % (t, l))
            say(got == takers.get(l, set()), "%s(1) vocabulary: --%s is "
                "taken by %s, not %s" % (t, l, ", ".join(sorted(
                    SHORT[x] for x in takers.get(l, ()))), m.group(2)))
readme = open(top + "/README.md", encoding="utf-8").read()
rows = [r for r in readme.splitlines() if re.match(r"\| `-", r)]
if what == "readme":
    say(bool(rows), "README.md: no option table")
else:
    rows = []
for r in rows:
    cells = [c.strip() for c in r.strip("|").split("|")]
    longs = re.findall(r"--([a-z][a-z-]*)", cells[0])
    got = tools_of(cells[1], tools)
    for l in longs:
        optional = any(specs[x][l]["optional"] for x in takers.get(l, ()))
        say(not optional or "--%s[=" % l in cells[0], "README.md: "
            "--%s[=...] takes its word optionally, not %s" % (l, cells[0]))
        say(got == takers.get(l, set()), "README.md: --%s is taken by %s, "
            "not %s" % (l, ", ".join(sorted(takers.get(l, ()))), cells[1]))
    m = re.match(r"`-([A-Za-z]), --([a-z-]+)", cells[0])
    for l in longs:
        s = {specs[t][l]["short"] for t in tools if l in specs[t]}
        want = next(iter(s)) if len(s) == 1 else None
        have = m.group(1) if m else None
        say(want == have, "README.md: --%s has the short option %s, not %s"
            % (l, want, have))
