"""charts.py -- halma-stats' charts (spec/statistics.md, "Charts") in a
headless Chromium, for tests/charts.sh:

    python3 charts.py BROWSER PICTURE PARTIAL [--escape TEXT]

PICTURE is what -f html or -f svg wrote, PARTIAL what -f json wrote of
the same figures.  The picture is opened from disk and, as the browser
lays it out, every chart is held against the partial: each bar stands
for the figure its data-key names with the value the partial gives it,
the bars the partial asks for are all there, and every bar is as long,
in rendered pixels, as its value over the longest row of its chart
(to half a pixel).  With --escape, some row's label shows TEXT as text.
Prints what failed and exits 1, or exits 0.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


def shown(s):
    """A key as the charts write it: control bytes as Control Pictures."""
    return "".join(chr(0x2400 + ord(c)) if ord(c) < 0x20 else
                   "\u2421" if c == "\x7f" else c for c in s)


def bucket_label(h):
    if h["to"] is None:
        return "%d or more" % h["from"]
    return "%d-%d" % (h["from"], h["to"])


def stacked(counts, keys, total):
    """A row's (value, bars) cut into the series keys (in byte order):
    past 64 of them the first 63, the rest one bar, "other"."""
    drawn = set(keys if len(keys) <= 64 else keys[:63])
    bars = {shown(k): str(v) for k, v in counts.items() if v and k in drawn}
    other = sum(v for k, v in counts.items() if k not in drawn)
    if other:
        bars["other"] = str(other)
    return (str(total), bars)


def by_bytes(keys):
    return sorted(keys, key=lambda k: k.encode())


def openings(p, which):
    """The 12 rule sets with the most games that have openings, the 10
    most frequent of each (count, then the moves in byte order)."""
    want = {}
    rsets = [r for r in p["rule_sets"] if r["openings"]["games"]][:12]
    for r in rsets:
        top = sorted(r["openings"][which].items(),
                     key=lambda kv: (-kv[1], kv[0].encode()))[:10]
        for k, v in top:
            key = shown("%s: %s" % (r["rule_set"], k))
            want[key] = (str(v), {key: str(v)})
    return want


def expected(chart, p):
    """{row key: (row value, {bar key: value})} that the partial asks for;
    None for a chart this test does not know."""
    def one(d):
        return {shown(k): (str(v), {shown(k): str(v)}) for k, v in d.items()}
    if chart == "games":
        d = {"valid": p["valid"]}
        d.update(p["invalid_by_code"])
        return one(d)
    if chart == "results":
        return one(p["results"])
    if chart == "results-by-rule-set":
        keys = by_bytes({k for r in p["rule_sets"] for k in r["results"]})
        return {shown(r["rule_set"]): stacked(r["results"], keys, r["games"])
                for r in p["rule_sets"][:40]}
    if chart == "reasons":
        return one({k: v for k, v in p["reasons"].items() if v})
    if chart == "reasons-by-rule-set":
        return {shown(r["rule_set"]): (str(r["valid"]), {
            k: str(v) for k, v in r["reasons"].items() if v})
            for r in [r for r in p["rule_sets"] if r["valid"]][:40]}
    if chart == "openings":
        return openings(p, "first")
    if chart == "openings-two-plies":
        return openings(p, "two")
    if chart == "lengths":
        hist = p["length"]["histogram"]
        d = {}
        if hist:
            for f in range(hist[0]["from"], hist[-1]["from"] + 1, 10):
                d["%d-%d" % (f, f + 9)] = 0
            for h in hist:
                d.pop("%d-%d" % (h["from"], h["from"] + 9), None)
                d[bucket_label(h)] = h["games"]
        return one(d)
    if chart == "chains":
        hops = p["moves"]["hops"]
        d = {}
        for h in range(1, (hops[-1]["hops"] if hops else 0) + 1):
            d["%d hop%s" % (h, "" if h == 1 else "s")] = 0
        for h in hops:
            d["%d hop%s" % (h["hops"], "" if h["hops"] == 1 else "s")] = \
                h["jumps"]
        return one(d)
    if chart == "camps":
        return {shown(c["player"]): (
            "null" if c["mean"] is None else "%.2f" % c["mean"],
            {shown(c["player"]): "null" if c["mean"] is None else
             "%.2f" % c["mean"]}) for c in p["camps"]}
    if chart.startswith("by-"):
        for b in p["breakdowns"]:
            if "by-" + b["tag"] != chart:
                continue
            # Past 63 result texts (in byte order), the rest are "other".
            keys = by_bytes({k for g in b["groups"] for k in g["results"]})
            return {shown(g["key"]): stacked(g["results"], keys, g["games"])
                    for g in b["groups"][:40]}
    return None


GATHER = r"""
(function () {
  var out = [];
  document.querySelectorAll('[data-chart]').forEach(function (c) {
    var rows = [], box = c.getBoundingClientRect();
    c.querySelectorAll('g.row').forEach(function (r) {
      var bars = [];
      r.querySelectorAll('rect.bar').forEach(function (b) {
        bars.push([b.getAttribute('data-key'), b.getAttribute('data-value'),
                   b.getBoundingClientRect().width]);
      });
      rows.push([r.getAttribute('data-key'), r.getAttribute('data-value'),
                 bars, r.querySelector('text').textContent]);
    });
    out.push([c.getAttribute('data-chart'), box.width, box.height, rows]);
  });
  return out;
})()
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("browser")
    ap.add_argument("picture")
    ap.add_argument("partial")
    ap.add_argument("--escape")
    a = ap.parse_args()
    with open(a.partial) as f:
        p = json.load(f)

    with cdp.opened(a.browser, a.picture) as b:
        n = b.eval("document.querySelectorAll('script,link,img,iframe,"
                   "object,embed,[src]').length")
        check(n == 0, "the picture has %d scripts or external resources" % n)
        charts = b.eval(GATHER)

    check(charts, "no chart rendered")
    labels = []
    for name, w, h, rows in charts:
        check(w > 0 and h > 0, "%s: not rendered (%gx%g)" % (name, w, h))
        want = expected(name, p)
        check(want is not None, "%s: a chart the test does not know" % name)
        if want is None:
            continue
        got = {r[0]: (r[1], {k: v for k, v, _ in r[2]}) for r in rows}
        check(got == want, "%s: the bars are not the partial's figures:\n"
              "  drawn   %r\n  partial %r" % (name, got, want))
        # The lengths: each bar its value over the longest row's.
        most = max([float(r[1]) for r in rows if r[1] != "null"] or [0])
        longest = [sum(x[2] for x in r[2]) for r in rows
                   if r[1] != "null" and float(r[1]) == most]
        if most <= 0 or not longest:
            continue
        px = longest[0] / most
        check(longest[0] > 100, "%s: the longest bar is %g px" %
              (name, longest[0]))
        for key, value, bars, label in rows:
            labels.append(label)
            total = 0.0
            for k, v, width in bars:
                val = 0.0 if v == "null" else float(v)
                total += width
                check(abs(width - val * px) <= 0.5,
                      "%s: %s/%s is %g px long for %s, not %g" %
                      (name, key, k, width, v, val * px))
            if value != "null":
                check(abs(total - float(value) * px) <= 0.5,
                      "%s: row %s is %g px long for %s" %
                      (name, key, total, value))
    if a.escape is not None:
        check(shown(a.escape) in labels, "no label shows %r as text: %r" %
              (a.escape, labels))
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
