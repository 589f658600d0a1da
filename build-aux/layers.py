#!/usr/bin/env python3
"""layers.py -- check that the library keeps its layers.

    python3 build-aux/layers.py [BUILD]

The folders of libnotation/ and their order, bottom up, are read from
libnotation/LAYERS.  What is checked:

  - every folder of libnotation/ is a listed layer;
  - a file includes the private headers of its own folder and of the
    folders below it only ("notation.h", the public header, anywhere);
  - a built object (BUILD/lib/FOLDER/NAME.o, read with nm) refers only to
    symbols defined in its own folder or in folders below it;
  - no two files call each other in a circle, read from the same symbols
    (who defines what, who refers to it);
  - no .c file of the library is over 1,000 lines.

Each breach is one line on standard error; the exit status is 0 when
there is none, 1 otherwise, 2 when the check cannot run.
"""
import os
import re
import subprocess
import sys

TOP = "libnotation"
MAX_LINES = 1000


def layers():
    order = []
    with open(os.path.join(TOP, "LAYERS"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                order.append(line[0])
    return {name: i for i, name in enumerate(order)}


def sources():
    for folder in sorted(os.listdir(TOP)):
        path = os.path.join(TOP, folder)
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith((".c", ".h")):
                    yield folder, os.path.join(path, name)


INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def check_includes(rank, bad):
    for folder, path in sources():
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
        if path.endswith(".c") and len(lines) > MAX_LINES:
            bad.append("%s: %d lines, over %d" % (path, len(lines),
                                                   MAX_LINES))
        for n, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if m is None or m.group(1) == "notation.h":
                continue
            inc = m.group(1)
            other = inc.split("/", 1)[0] if "/" in inc else None
            if other is None or other not in rank:
                bad.append('%s:%d: includes "%s", which names no layer '
                           "(write FOLDER/HEADER)" % (path, n, inc))
            elif rank[other] > rank[folder]:
                bad.append('%s:%d: includes "%s": %s lies above %s'
                           % (path, n, inc, other, folder))


def symbols(build, rank):
    """Each object's defined and undefined globals, by folder/name."""
    defs, refs = {}, {}
    libdir = os.path.join(build, "lib")
    for folder in rank:
        path = os.path.join(libdir, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if not name.endswith(".o"):
                continue
            obj = folder + "/" + name[:-2]
            out = subprocess.run(["nm", os.path.join(path, name)],
                                 capture_output=True, text=True,
                                 check=True).stdout
            refs[obj] = set()
            for line in out.splitlines():
                f = line.split()
                if len(f) == 2 and f[0] == "U":
                    refs[obj].add(f[1])
                elif len(f) == 3 and f[1] in "TDBRCGSVW":
                    defs[f[2]] = obj
    return defs, refs


def circles(graph):
    """The strongly connected components of more than one file (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def check_calls(build, rank, bad):
    defs, refs = symbols(build, rank)
    if not refs:
        print("layers.py: no objects under %s/lib: build first" % build,
              file=sys.stderr)
        sys.exit(2)
    graph = {}
    for obj, names in sorted(refs.items()):
        folder = obj.split("/", 1)[0]
        for sym in sorted(names):
            other = defs.get(sym)
            if other is None or other == obj:
                continue
            graph.setdefault(obj, {}).setdefault(other, []).append(sym)
            ofolder = other.split("/", 1)[0]
            if rank[ofolder] > rank[folder]:
                bad.append("%s.o refers to %s, defined in %s.o: %s lies "
                           "above %s" % (obj, sym, other, ofolder, folder))
    for comp in circles(graph):
        ties = []
        for a in comp:
            for b in comp:
                if b in graph.get(a, {}):
                    ties.append("%s -> %s (%s)" % (a, b, ", ".join(
                        graph[a][b][:3])))
        bad.append("a circle of %d files: %s" % (len(comp), "; ".join(ties)))


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
    try:
        rank = layers()
    except OSError as e:
        print("layers.py: %s" % e, file=sys.stderr)
        return 2
    bad = []
    for folder in sorted(os.listdir(TOP)):
        if os.path.isdir(os.path.join(TOP, folder)) and folder not in rank:
            bad.append("%s/%s: a folder that %s/LAYERS does not list"
                       % (TOP, folder, TOP))
    check_includes(rank, bad)
    check_calls(build, rank, bad)
    for line in bad:
        print("layers.py: %s" % line, file=sys.stderr)
    if not bad:
        print("layers.py: %d layers kept, no circle" % len(rank))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
