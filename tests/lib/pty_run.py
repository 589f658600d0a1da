"""pty_run.py -- run a command on a pseudo-terminal, for tests/progress.sh.

    python3 pty_run.py [--keep-stdin] [--keep-stdout] [--interrupt TEXT] OUT
        -- CMD [ARG...]

CMD runs with its standard error (and its standard input and output,
unless --keep-stdin or --keep-stdout leaves it the one this script was
given: a file or a pipe) on a new pseudo-terminal of 80 columns.  Every
byte the terminal received is written to OUT, and what the screen shows
at the end to OUT.screen: the bytes played on a screen that knows
carriage return, newline, backspace and erase to the end of the line
(ESC [ K), one line of text a line.  The exit status is CMD's (128 + the
signal that ended it).  With --interrupt, CMD gets SIGINT once TEXT has
reached the terminal, as a ^C would send it.

    python3 pty_run.py --screen FILE

prints the screen of the bytes of FILE the same way.
"""
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios


def screen(data):
    """The lines of the screen after data, as text."""
    lines, row, col = [[]], 0, 0
    i = 0
    text = data.decode("utf-8", "replace")
    while i < len(text):
        c = text[i]
        if c == "\r":
            col = 0
        elif c == "\n":
            row += 1
            if row == len(lines):
                lines.append([])
        elif c == "\b":
            col = max(col - 1, 0)
        elif c == "\x1b" and text[i + 1:i + 3] == "[K":
            del lines[row][col:]
            i += 2
        elif c == "\x1b":
            lines[row][col:col + 1] = ["<ESC>"]
            col += 1
        else:
            line = lines[row]
            while len(line) < col:
                line.append(" ")
            if col < len(line):
                line[col] = c
            else:
                line.append(c)
            col += 1
        i += 1
    out = ["".join(l).rstrip() for l in lines]
    while out and out[-1] == "":
        out.pop()
    return "".join(l + "\n" for l in out)


def main(argv):
    if argv[:1] == ["--screen"]:
        with open(argv[1], "rb") as f:
            sys.stdout.write(screen(f.read()))
        return 0
    keep_in = keep_out = False
    interrupt = None
    interrupted = False
    while argv and argv[0].startswith("--"):
        if argv[0] == "--interrupt":
            interrupt = argv[1].encode()
            argv = argv[1:]
        keep_in |= argv[0] == "--keep-stdin"
        keep_out |= argv[0] == "--keep-stdout"
        argv = argv[1:]
    out, cmd = argv[0], argv[2:]
    saved_in, saved_out = os.dup(0), os.dup(1)
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(2, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        if keep_in:
            os.dup2(saved_in, 0)
        if keep_out:
            os.dup2(saved_out, 1)
        os.closerange(3, 256)
        # A ^C must reach the command as it would from a terminal, also
        # where this script runs in the background of a shell, which
        # starts it with SIGINT ignored: an ignored signal stays ignored
        # across exec, and the tools leave it so.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        try:
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    os.close(saved_in)
    os.close(saved_out)
    data = b""
    waited = 0
    while True:
        try:
            r, _, _ = select.select([fd], [], [], 1)
            if not r:
                # A command that outlives its time (or a ^C) is killed.
                waited += 1
                if waited == (10 if interrupted else 300):
                    os.kill(pid, signal.SIGKILL)
                continue
            waited = 0
            chunk = os.read(fd, 65536)
        except OSError:
            break	# EIO: the command and its children closed the pty
        if not chunk:
            break
        data += chunk
        if interrupt is not None and interrupt in data:
            os.kill(pid, signal.SIGINT)
            interrupt = None
            interrupted = True
    interrupted = False
    _, status = os.waitpid(pid, 0)
    with open(out, "wb") as f:
        f.write(data)
    with open(out + ".screen", "w", encoding="utf-8") as f:
        f.write(screen(data))
    if os.WIFSIGNALED(status):
        return 128 + os.WTERMSIG(status)
    return os.WEXITSTATUS(status)


sys.exit(main(sys.argv[1:]))
