"""cdp.py -- a headless Chromium driven over the Chrome DevTools Protocol
with --remote-debugging-pipe (the browser reads commands on fd 3 and
writes answers and events on fd 4, each a JSON text ended by a NUL), and
PNG decoding with zlib, for tests/html.sh.  Standard library only.
"""
import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import struct
import subprocess
import tempfile
import time
import zlib

BROWSERS = ("chromium-headless-shell", "chromium", "chromium-browser")


def find_browser():
    """The path of a Chromium, or None."""
    env = os.environ.get("HALMA_CHROMIUM")
    if env:
        return env
    for name in BROWSERS:
        for d in os.environ.get("PATH", "").split(os.pathsep) + \
                ["/usr/lib/chromium"]:
            p = os.path.join(d, name)
            if os.path.isfile(p) and os.access(p, os.X_OK):
                return p
    return None


class Browser:
    def __init__(self, path, profile):
        # Our ends of the two pipes above fd 10, so that the child's
        # dup2() onto 3 and 4 never lands on one of them.
        to_r, to_w = os.pipe()
        from_r, from_w = os.pipe()
        fds = [fcntl.fcntl(f, fcntl.F_DUPFD_CLOEXEC, 10)
               for f in (to_r, to_w, from_r, from_w)]
        for f in (to_r, to_w, from_r, from_w):
            os.close(f)
        to_r, to_w, from_r, from_w = fds

        def child():
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        args = [path, "--headless", "--remote-debugging-pipe",
                "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--hide-scrollbars", "--force-device-scale-factor=1",
                "--font-render-hinting=none",
                "--user-data-dir=" + profile, "about:blank"]
        self.proc = subprocess.Popen(args, preexec_fn=child, close_fds=False,
                                     stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        os.close(to_r)
        os.close(from_w)
        self.wfd, self.rfd = to_w, from_r
        self.buf = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.wfd)
        os.close(self.rfd)

    def _read(self, deadline):
        while b"\0" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from the browser")
            r, _, _ = select.select([self.rfd], [], [], left)
            if r:
                chunk = os.read(self.rfd, 1 << 16)
                if not chunk:
                    raise EOFError("the browser closed its pipe")
                self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, session=True, timeout=30, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if session and self.session:
            msg["sessionId"] = self.session
        data = json.dumps(msg).encode() + b"\0"
        while data:
            data = data[os.write(self.wfd, data):]
        deadline = time.monotonic() + timeout
        while True:
            m = self._read(deadline)
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            if "method" in m:
                self.events.append(m)

    def wait_event(self, method, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            for i, m in enumerate(self.events):
                if m["method"] == method:
                    del self.events[i]
                    return m
            self.events.append(self._read(deadline))

    def open_page(self, width, height):
        t = self.call("Target.createTarget", session=False, url="about:blank")
        a = self.call("Target.attachToTarget", session=False,
                      targetId=t["targetId"], flatten=True)
        self.session = a["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=width,
                  height=height, deviceScaleFactor=1, mobile=False)

    def navigate(self, url):
        self.events = []
        self.call("Page.navigate", url=url)
        self.wait_event("Page.loadEventFired")

    def eval(self, expr):
        r = self.call("Runtime.evaluate", expression=expr, returnByValue=True)
        if "exceptionDetails" in r:
            raise RuntimeError("%s: %s" % (expr, r["exceptionDetails"]))
        return r["result"].get("value")

    KEYS = {"ArrowLeft": 37, "ArrowRight": 39, "Home": 36, "End": 35}

    def key(self, name):
        code = self.KEYS[name]
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=name,
                      code=name, windowsVirtualKeyCode=code,
                      nativeVirtualKeyCode=code)

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y,
                      button="left", clickCount=1)

    def screenshot(self, clip):
        r = self.call("Page.captureScreenshot", format="png",
                      clip=dict(clip, scale=1))
        return base64.b64decode(r["data"])


@contextlib.contextmanager
def opened(browser, path, width=1100, height=900):
    """The file at path in a page of a fresh headless Chromium (the one at
    browser, with a profile of its own), width x height pixels; the
    browser closed and its profile removed at the end of the block."""
    profile = tempfile.mkdtemp(prefix="halma-chromium.")
    b = Browser(browser, profile)
    try:
        b.open_page(width, height)
        b.navigate("file://" + os.path.abspath(path))
        yield b
    finally:
        b.close()
        shutil.rmtree(profile, ignore_errors=True)


def png_decode(data):
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA,
    non-interlaced PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, hdr = 8, [], None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            hdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    w, h, depth, ctype, _, _, interlace = hdr
    if depth != 8 or ctype not in (2, 6) or interlace != 0:
        raise ValueError("PNG not 8-bit RGB/RGBA non-interlaced")
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[x] = (line[x] + pr) & 255
        prev = line
        if bpp == 4:
            rgb = bytearray()
            for x in range(w):
                rgb += line[4 * x:4 * x + 3]
            rows.append(bytes(rgb))
        else:
            rows.append(bytes(line))
    return w, h, rows


def png_encode(w, h, rows):
    """An 8-bit RGB PNG of rows (RGB bytes each), filter 0."""
    def chunk(kind, body):
        c = struct.pack(">I", len(body)) + kind + body
        return c + struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)
    raw = b"".join(b"\0" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" +
            chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def png_differ(a, b, threshold=48):
    """The share of pixels whose channels differ by more than threshold,
    or 1.0 when the sizes differ."""
    wa, ha, ra = a
    wb, hb, rb = b
    if (wa, ha) != (wb, hb):
        return 1.0
    bad = 0
    for y in range(ha):
        la, lb = ra[y], rb[y]
        if la == lb:
            continue
        for x in range(0, 3 * wa, 3):
            if (abs(la[x] - lb[x]) > threshold or
                    abs(la[x + 1] - lb[x + 1]) > threshold or
                    abs(la[x + 2] - lb[x + 2]) > threshold):
                bad += 1
    return bad / float(wa * ha)
