"""viewer.py -- step through a page of halma-replay --html in a headless
Chromium (tests/html.sh): keys, clicks and buttons, and after every step
the position the board shows (its data-pos) against halma-fen --all's
position of the same ply; the last move drawn along its hops; a
screenshot of the board against a golden PNG with a tolerance.

usage: viewer.py BROWSER PAGE POSITIONS [--golden PNG --shot-ply N]
       [--update] [--escape TEXT]
Exit 0 when everything matched, 1 with a FAIL line per mismatch.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

TOLERANCE = 0.002	# share of the board's pixels that may differ: a stone is 0.3%

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL: " + what)


def shown(b):
    return b.eval("(function(){var d=document.querySelector('.board');"
                  "return [+d.getAttribute('data-ply'),"
                  "d.getAttribute('data-pos')];})()")


def expect(b, positions, ply, how):
    got = shown(b)
    check(got[0] == ply, "%s: the page shows ply %s, not %d" %
          (how, got[0], ply))
    check(got[1] == positions[ply], "%s: ply %d shows %r, halma-fen "
          "has %r" % (how, ply, got[1], positions[ply]))
    # The stones drawn are those of the position string.
    n = b.eval("document.querySelectorAll('.board g.stones circle').length")
    # (Stones in hand, "+N" after the cells, are not drawn.)
    want = sum(len(f.split(":", 1)[1].split("+")[0].split(",")) for f in
               positions[ply].split()[1:] if ":" in f and
               f.split(":")[1].split("+")[0])
    check(n == want, "%s: ply %d: %d stones drawn, %d in the position" %
          (how, ply, n, want))
    # The last move: a line through every cell of its long form (the
    # two cells of data-c when the item has no data-path; none for a
    # pass, whose data-c is empty, or a move of one changed cell).
    hops = b.eval("(function(){var l=document.querySelector('.board "
                  "polyline.last-move');var li=document.querySelectorAll("
                  "'ol.moves li:not(.bad)')[%d];var p=li.getAttribute("
                  "'data-path');var c=li.getAttribute('data-c')||'';"
                  "return [l?l.getAttribute('points').split("
                  "' ').length:0,p!==null?p.split('-').length:"
                  "c.indexOf(',')<0?0:2];})()"
                  % ply)
    if ply == 0:
        check(hops[0] == 0, "%s: ply 0 has a last move drawn" % how)
    else:
        check(hops[0] == hops[1], "%s: ply %d: the last move is drawn "
              "through %d points, its long form has %d cells" %
              (how, ply, hops[0], hops[1]))


def click_item(b, ply):
    r = b.eval("(function(){var li=document.querySelectorAll('ol.moves "
               "li:not(.bad)')[%d];li.scrollIntoView({block:'nearest'});"
               "var r=li.getBoundingClientRect();return [r.left+r.width/2,"
               "r.top+r.height/2];})()" % ply)
    b.click(r[0], r[1])


# The characters a button may show: Latin-1, and the triangles of WGL4
# (U+25B2, U+25BA, U+25BC, U+25C4), which DejaVu and Liberation both have.
# The media symbols (U+23EE, U+23ED) are empty boxes in them.
WGL4_TRIANGLES = {0x25B2, 0x25BA, 0x25BC, 0x25C4}


def font_has(ch):
    """Whether fontconfig finds ch in DejaVu Sans (None: no fc-list)."""
    if shutil.which("fc-list") is None:
        return None
    out = subprocess.run(["fc-list", ":charset=%x" % ord(ch), "family"],
                         capture_output=True, text=True).stdout
    return "DejaVu Sans" in out if "DejaVu" in subprocess.run(
        ["fc-list", ":", "family"], capture_output=True,
        text=True).stdout else None


def check_glyphs(b):
    labels = b.eval("Array.prototype.map.call(document.querySelectorAll("
                    "'.nav button'),function(e){return e.getAttribute("
                    "'data-step')+' '+e.textContent;})")
    check(len(labels) == 4, "%d navigation buttons, not 4" % len(labels))
    for label in labels:
        step, text = label.split(" ", 1)
        for ch in text:
            check(ord(ch) < 0x100 or ord(ch) in WGL4_TRIANGLES,
                  "button %s: U+%04X is not a glyph ordinary fonts have" %
                  (step, ord(ch)))
            check(font_has(ch) is not False, "button %s: U+%04X is not in "
                  "DejaVu Sans" % (step, ord(ch)))


def click_button(b, step):
    r = b.eval("(function(){var e=document.querySelector('[data-step=%s]');"
               "var r=e.getBoundingClientRect();return [r.left+r.width/2,"
               "r.top+r.height/2];})()" % step)
    b.click(r[0], r[1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("browser")
    ap.add_argument("page")
    ap.add_argument("positions")
    ap.add_argument("--golden")
    ap.add_argument("--shot-ply", type=int, default=0)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--escape")
    a = ap.parse_args()

    with open(a.positions) as f:
        positions = [line.rstrip("\n") for line in f if line.strip()]
    last = len(positions) - 1
    with cdp.opened(a.browser, a.page) as b:
        # Nothing from elsewhere: one script, inline, and no other resource.
        n = b.eval("document.querySelectorAll('script[src],link,img,iframe,"
                   "object,embed,style[src]').length")
        check(n == 0, "the page loads %d external resources" % n)
        n = b.eval("document.scripts.length")
        check(n == 1, "the page has %d scripts, not its one" % n)
        n = b.eval("document.querySelectorAll('ol.moves li:not(.bad)')"
                   ".length")
        check(n == len(positions), "%d plies listed, halma-fen has %d" %
              (n - 1, last))
        if a.escape is not None:
            t = b.eval("document.querySelector('table.tags').textContent")
            check(a.escape in t, "the tag value %r is not shown as text" %
                  a.escape)

        expect(b, positions, 0, "load")
        b.key("End")
        expect(b, positions, last, "End")
        b.key("Home")
        expect(b, positions, 0, "Home")
        b.key("ArrowLeft")
        expect(b, positions, 0, "Left at the start")
        for k in range(1, min(last, 12) + 1):
            b.key("ArrowRight")
            expect(b, positions, k, "Right")
        for k in range(min(last, 12) - 1, min(last, 12) - 4, -1):
            if k < 0:
                break
            b.key("ArrowLeft")
            expect(b, positions, k, "Left")
        b.key("End")
        b.key("ArrowRight")
        expect(b, positions, last, "Right at the end")
        for ply in sorted({last // 2, 1 if last else 0, last, last // 3}):
            click_item(b, ply)
            expect(b, positions, ply, "click on ply %d" % ply)
        check_glyphs(b)
        click_button(b, "first")
        expect(b, positions, 0, "button first")
        click_button(b, "next")
        expect(b, positions, min(1, last), "button next")
        click_button(b, "last")
        expect(b, positions, last, "button last")
        click_button(b, "prev")
        expect(b, positions, max(last - 1, 0), "button prev")

        if a.golden:
            click_item(b, a.shot_ply)
            expect(b, positions, a.shot_ply, "click before the screenshot")
            # The move list's highlight is not in the picture: the board
            # only.  Its coordinate labels are hidden: they are drawn in
            # whatever sans-serif font the machine has, and another
            # machine's fonts must not fail the test (the board's cells,
            # camps and stones are geometry, the same everywhere).
            r = b.eval("(function(){var s=document.querySelector('.board "
                       "svg');s.querySelectorAll('text').forEach(function(t)"
                       "{t.style.visibility='hidden';});"
                       "var r=s.getBoundingClientRect();window.scrollTo(0,0);"
                       "return [r.left,r.top,r.width,r.height];})()")
            png = b.screenshot({"x": r[0], "y": r[1], "width": r[2],
                                "height": r[3]})
            if a.update or not os.path.exists(a.golden):
                if not a.update:
                    check(False, "no golden image %s (run with --update)" %
                          a.golden)
                else:
                    w, h, rows = cdp.png_decode(png)
                    with open(a.golden, "wb") as f:
                        f.write(cdp.png_encode(w, h, rows))
            else:
                with open(a.golden, "rb") as f:
                    want = cdp.png_decode(f.read())
                got = cdp.png_decode(png)
                d = cdp.png_differ(got, want)
                if d > TOLERANCE:
                    keep = a.golden + ".new.png"
                    with open(os.path.join(tempfile.gettempdir(),
                              os.path.basename(keep)), "wb") as f:
                        f.write(png)
                check(d <= TOLERANCE, "%s: %.2f%% of the pixels differ "
                      "(at most %.2f%%)" % (a.golden, 100 * d,
                                            100 * TOLERANCE))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
