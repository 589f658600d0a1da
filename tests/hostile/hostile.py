#!/usr/bin/env python3
#
# hostile.py -- hostile inputs for halma-validate, generated at test time.
#
#   python3 tests/hostile/hostile.py run MEASURE BUILD [CASE...]  run them
#   python3 tests/hostile/hostile.py gen CASE > FILE            write one
#   python3 tests/hostile/hostile.py list                       name them
#
# Records come from the internet and from old archives: a tool must never
# crash, hang or lose games on what it reads.  Each case writes one input
# file (none is kept in the repository) with, in most cases, a good game
# before and a good game after the hostile part, runs halma-validate on it
# and checks that
#  - it exits with the expected status, killed by no signal and by no
#    sanitizer;
#  - it finishes within the case's time bound and stays within its memory
#    bound (peak RSS, measured by MEASURE, the program built from
#    measure.c; the address space is capped as well when the tool is not
#    built with AddressSanitizer, which needs more);
#  - the hostile part is reported with the expected diagnostic code;
#  - the good games around it are still read, checked and found valid
#    (but for bytes between games, which belong to the game after them:
#    that game is still read and replayed, and reported with them);
#  - the input file is left as it was.
# tests/hostile.sh runs this for "make check"; it prints one line per case
# with the time and peak RSS it measured, then "N passed, M failed".

import json
import os
import random
import subprocess
import sys
import tempfile

MB = 1024 * 1024

# A short legal game of each of the two first rule sets, so that the games
# around a hostile part are checked under both.  Neither ends by rule.  The
# halma one (6 plies) comes first in every input of games, the corners one
# (4 plies) last unless a case says otherwise.
GOOD_HALMA = (b'[Event "good"]\n[Variant "halma-10x10"]\n[Result "*"]\n\n'
              b'1. i1-g3 a9-c7 2. h1-f3 c10-e8 3. j2-f4 b10-f8 *\n\n')
GOOD_CORNERS = (b'[Event "good"]\n[Variant "corners-8x8"]\n[Result "*"]\n\n'
                b'1. f1-f3 a6-c6 2. h1-d1 a8-a4 *\n\n')


def around(middle, before=GOOD_HALMA, after=GOOD_CORNERS):
    """The hostile part with a good game on either side."""
    return before + middle + b'\n\n' + after


def tag_game(tags, moves=b'1. i1-g3 a9-c7 *'):
    return tags + b'\n' + moves + b'\n\n'


# ------------------------------------------------------------------
# Generators: each returns the bytes of one input.  They are
# deterministic, so that a failure can be reproduced with "gen".

def gen_garbage():
    rng = random.Random(9)
    # Binary noise with every byte value, and no line that could be taken
    # for the start of a game: the noise must not eat the game after it.
    noise = rng.randbytes(1 << 20)
    noise = noise.replace(b'\n[', b'\n?').replace(b'\r[', b'\r?')
    return around(b'[Event "noise"]\n\n1. ' + noise)


def gen_nul():
    game = (b'[Event "nul \x00 in a tag"]\n[Variant "halma-10x10"]\n\n'
            b'1. i1-g3 {a comment \x00 with NUL} a9-c7 2. h1\x00-f3 *\n\n')
    run = b'[Event "a run of NUL"]\n\n1. i1-g3 ' + b'\x00' * 4096 + b'\n'
    return around(game + run)


def gen_stray_between():
    # Stray bytes between two games start a game of their own, which the
    # tag pairs after them join (spec/record-format.md, "Recovery"): that
    # game is reported for the stray bytes, but its moves are not lost.
    return around(b'\x00\x01 stray bytes\n')


def gen_longline_token():
    # One 100 MB line: a single move token of letters.
    return around(b'[Event "long token"]\n\n1. ' + b'a' * (100 * MB))


def gen_longline_tag():
    return around(b'[Event "' + b'x' * (100 * MB) + b'"]\n\n1. i1-g3 *')


def gen_longline_comment():
    return around(b'[Event "long comment"]\n\n1. i1-g3 {' +
                  b'c' * (100 * MB) + b'} a9-c7 *')


def gen_longline_moves():
    # 100 MB of moves on one line: a legal shuffle out of the camps and
    # back, which the camp rule ends at move 50 (both players still have
    # stones at home); the rest of the line comes after the end.
    moves = b'i1-g3 a9-c7 g3-i1 c7-a9 ' * (100 * MB // 24)
    return around(b'[Event "long move line"]\n\n' + moves + b'*')


def gen_open_comments():
    # A million comment openers, never closed: one comment that runs to
    # the next tag line, far longer than any comment may be.
    return around(b'[Event "open"]\n\n1. i1-g3 ' + b'{' * 1000000 + b'\n')


def gen_open_comment_lines():
    return around(b'[Event "open lines"]\n\n1. i1-g3 ' +
                  b'{ unterminated\n' * 1000000)


def gen_many_comments():
    # A million closed comments: all legal, each one an event.
    return around(b'[Event "comments"]\n[Variant "halma-10x10"]\n\n'
                  b'1. i1-g3 ' + b'{c} ' * 1000000 + b'a9-c7 *',
                  after=GOOD_HALMA)


def gen_comments_between():
    # Comments between games belong to the game after them; a million of
    # them are more than the reader keeps, which is said, and that game is
    # still read and replayed.
    return GOOD_HALMA + b'{c} ; c\n' * 1000000 + GOOD_CORNERS


def gen_boms_between():
    return GOOD_HALMA + b'\xef\xbb\xbf' * 1000000 + GOOD_CORNERS


def gen_many_tags():
    tags = b''.join(b'[Tag%d "value %d"]\n' % (i, i) for i in range(1000000))
    return around(tag_game(b'[Variant "halma-10x10"]\n' + tags))


def gen_long_tag_values():
    # Values around the limit of one token (1 MiB) and far over it.
    return (GOOD_HALMA +
            tag_game(b'[Event "' + b'v' * (1 << 19) + b'"]') +
            tag_game(b'[Event "' + b'w' * ((1 << 20) + 1) + b'"]') +
            tag_game(b'[Event "' + b'\\\\' * (3 << 20) + b'"]') +
            GOOD_CORNERS)


def gen_bad_utf8():
    bad = b'\xff\xfe\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80\xe2\x82'
    return around(tag_game(b'[Event "' + bad + b'"]\n[Site "\xc3"]',
                           b'1. i1-g3 {' + bad + b'} a9-c7 ; ' + bad +
                           b'\n*'))


def gen_bom():
    bom = b'\xef\xbb\xbf'
    return (bom + GOOD_HALMA + bom + tag_game(b'[Event "bom"]',
            b'1. i1-g3 ' + bom + b'a9-c7 *') + bom + GOOD_CORNERS)


def gen_crlf():
    text = GOOD_HALMA + GOOD_CORNERS + GOOD_HALMA
    return text.replace(b'\n', b'\r\n')


def gen_cr():
    text = GOOD_HALMA + GOOD_CORNERS + GOOD_HALMA
    return text.replace(b'\n', b'\r')


def gen_move_numbers():
    return (GOOD_HALMA +
            tag_game(b'[Event "huge"]', b'99999999999999999999999999. '
                     b'i1-g3 *') +
            tag_game(b'[Event "2^32"]', b'4294967296. i1-g3 *') +
            tag_game(b'[Event "2^64"]', b'18446744073709551616... i1-g3 *') +
            tag_game(b'[Event "digits"]', b'1. i1-g3 ' + b'1' * (2 << 20) +
                     b'... a9-c7 *') +
            GOOD_CORNERS)


def gen_long_chain():
    # i2 jumps over h3 to g4 and back, again and again: a legal long form
    # of 4000 hops, then one of 4000 hops whose last hop is no jump, then
    # one too long to be a token at all.
    legal = b'i2' + b'-g4-i2' * 1999 + b'-g4'
    broken = b'i2' + b'-g4-i2' * 1999 + b'-g5'
    huge = b'i2' + b'-g4-i2' * 200000 + b'-g4'
    return (GOOD_HALMA +
            tag_game(b'[Event "chain"]\n[Variant "halma-10x10"]',
                     b'1. ' + legal + b' a9-c7 *') +
            tag_game(b'[Event "broken chain"]', b'1. ' + broken + b' *') +
            tag_game(b'[Event "huge chain"]', b'1. ' + huge + b' *') +
            GOOD_CORNERS)


# Past the camp rule's move 50, both camps empty: White on ranks 1-3 of
# files a-e, Black on ranks 8-10 of files f-j.  Neither goal can fill.
SHUFFLE_FEN = (b'halma-10x10 '
               b'w:a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,b3,c3,d3,e3 '
               b'b:f8,g8,h8,i8,j8,f9,g9,h9,i9,j9,f10,g10,h10,i10,j10 w 60')


def gen_million_plies():
    # Two stones shuffle back and forth: 1,000,000 legal plies that no
    # rule ends (every position repeats, which is only reported).
    parts = [b'[Event "shuffle"]\n[Variant "halma-10x10"]\n'
             b'[FEN "' + SHUFFLE_FEN + b'"]\n\n']
    n = 60
    for i in range(250000):
        parts.append(b'%d. c3-c4 h8-h7 %d. c4-c3 h7-h8\n' % (n, n + 1))
        n += 2
    parts.append(b'*\n\n')
    return GOOD_HALMA + b''.join(parts) + GOOD_CORNERS


def gen_million_games():
    game = b'[Result "*"]\n\n1. i1-g3 *\n\n'
    bad = b'[Result "*"]\n\n1. i1-i3 *\n\n'
    return (GOOD_HALMA + game * 500000 + bad + game * 500000 +
            GOOD_CORNERS)


def gen_rules_huge():
    # A rule file over the 1 MiB limit.
    return b'name: huge\n# ' + b'x' * (2 * MB) + b'\n'


def gen_rules_sizes():
    return (b'name: absurd\nboard: {shape: square, width: 1000000000, '
            b'height: 99999999999999999999999999999}\nplayers: []\n')


def gen_rules_cells():
    cells = b', '.join([b'a1'] * 200000)
    return (b'name: cells\nboard: {shape: square, width: 16, height: 16}\n'
            b'players:\n  - {name: A, letter: a, camp: [' + cells +
            b'], goal: [p16]}\n')


def gen_rules_alias():
    # A cycle (a node that contains itself) and a billion laughs.
    laughs = b'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n'
    for i in range(1, 10):
        laughs += (b'a%d: &a%d [' % (i, i) +
                   b', '.join([b'*a%d' % (i - 1)] * 9) + b']\n')
    return b'name: &n [*n]\n' + laughs


def gen_rules_players():
    player = b'  - {name: P, letter: p, camp: [a1], goal: [a2]}\n'
    return (b'name: players\nboard: {shape: square, width: 4, height: 4}\n'
            b'players:\n' + player * 100000)


def gen_rules_deep():
    return b'name: deep\nboard: ' + b'[' * 100000 + b'\n'


# ------------------------------------------------------------------
# Cases.  An input of games is checked through the JSON Lines verdicts:
#   games         how many games (at least that many if not exact_games)
#   bad           game number -> a code one of its errors must have; every
#                 other game must be valid (when exact_games)
#   warn          game number -> a code one of its warnings must have
#   plies         game number -> the plies that must replay
#   repeats       game number -> at least that many repetitions reported
#   last_plies    the plies of the good game at the end (default 4)
#   valid_last    whether that game must be valid (default yes)
# or, with games None, through the summary line (games, valid, invalid).
# A rule file (rules) is given with --variant before a good game and must
# be refused with a bad-rules diagnostic and exit status 2.  sec and mb
# are the bounds in seconds and peak RSS megabytes for a plain build; a
# sanitizer build gets more (below).

def case(gen, sec, mb=16, name=None, **kw):
    """A case named after its generator (gen_long_chain: long-chain), its
    bounds sec seconds and mb MiB, with what else it expects."""
    if name is None:
        name = gen.__name__[len('gen_'):].replace('_', '-')
    return dict(name=name, gen=gen, sec=sec, mb=mb, **kw)


CASES = [
    case(gen_garbage, games=3, bad={2: 'syntax'}, sec=5,
         exact_games=False),
    case(gen_nul, games=4, bad={2: 'syntax', 3: 'syntax'}, sec=5),
    case(gen_stray_between, games=2, exact_games=False, valid_last=False,
         sec=5),
    case(gen_longline_token, games=3, bad={2: 'limit'}, sec=10),
    case(gen_longline_tag, games=3, bad={2: 'limit'}, sec=10),
    case(gen_longline_comment, games=3, bad={2: 'limit'}, sec=10),
    case(gen_longline_moves, games=3, bad={2: 'move-after-end'}, sec=20),
    case(gen_open_comments, games=3, bad={2: 'syntax'}, sec=10),
    case(gen_open_comment_lines, games=3, bad={2: 'syntax'}, sec=10),
    case(gen_many_comments, games=3, bad={}, last_plies=6, sec=10),
    case(gen_comments_between, games=2, bad={2: 'limit'}, plies={2: 4},
         valid_last=False, sec=10),
    case(gen_boms_between, games=2, bad={2: 'limit'}, plies={2: 4},
         valid_last=False, sec=10),
    case(gen_many_tags, games=3, bad={}, sec=10),
    case(gen_long_tag_values, games=5, bad={3: 'limit', 4: 'limit'}, sec=5),
    case(gen_bad_utf8, games=3, bad={}, warn={2: 'encoding'}, sec=5),
    case(gen_bom, games=3, bad={}, warn={2: 'encoding'}, sec=5),
    case(gen_crlf, games=3, bad={}, last_plies=6, sec=5),
    case(gen_cr, games=3, bad={}, last_plies=6, sec=5),
    case(gen_move_numbers, games=6, bad={2: 'limit', 3: 'move-number',
         4: 'limit', 5: 'limit'}, sec=5),
    case(gen_long_chain, games=5, bad={3: 'illegal-move', 4: 'limit'}, sec=5),
    case(gen_million_plies, games=3, bad={}, plies={2: 1000000},
         repeats={2: 900000}, sec=15, mb=64),
    case(gen_million_games, games=None, summary=(1000003, 1000002, 1), sec=20),
] + [case(gen, rules=True, sec=5) for gen in (gen_rules_huge,
         gen_rules_sizes, gen_rules_cells, gen_rules_alias,
         gen_rules_players, gen_rules_deep)] + [
    case(None, name='rules-endless', path='/dev/zero', rules=True, sec=5),
]

# What a sanitizer build may take on top: AddressSanitizer's shadow
# memory and quarantine, and several times the time.
ASAN_SEC = 8
ASAN_MB = 320


class Failure(Exception):
    pass


def sanitized(tool):
    with open(tool, 'rb') as f:
        return b'__asan_init' in f.read()


def run(measure, argv, sec, mb, asan, tmp):
    """Run argv with bounds; return (status, seconds, peak RSS in MB)."""
    env = dict(os.environ)
    cap = 0
    if asan:
        env['ASAN_OPTIONS'] = env.get('ASAN_OPTIONS', '') + \
            ':detect_leaks=1:quarantine_size_mb=16'
    else:
        # Room for the code and libraries on top of the bound.
        cap = mb + 256
    report = os.path.join(tmp, 'report')
    with open(os.path.join(tmp, 'out'), 'wb') as out, \
            open(os.path.join(tmp, 'err'), 'wb') as err:
        subprocess.run([measure, report, str(sec), str(cap)] + argv,
                       stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                       env=env, check=True)
    with open(report) as f:
        how, code, elapsed, rss = f.read().split()
    if how == 'timeout':
        raise Failure('still running after %d s: killed' % sec)
    if how == 'signal':
        raise Failure('killed by signal %s' % code)
    return int(code), float(elapsed), int(rss) / 1024.0


def check_games(case, out_path, err_path):
    lines = []
    with open(out_path, encoding='utf-8') as f:
        for line in f:
            lines.append(json.loads(line))
    games = case['games']
    if case.get('exact_games', True) and len(lines) != games:
        raise Failure('%d games reported, %d expected' % (len(lines), games))
    if len(lines) < games:
        raise Failure('%d games reported, at least %d expected' %
                      (len(lines), games))
    first, last = lines[0], lines[-1]
    good = [('first', first)]
    if case.get('valid_last', True):
        good.append(('last', last))
    for name, g in good:
        # A warning (a byte-order mark before it, say) leaves it valid.
        if not g['valid'] or any(e['severity'] == 'error'
                                 for e in g['errors']):
            raise Failure('the good game %s is not valid: %s' %
                          (name, json.dumps(g)[:300]))
    if first['plies'] != 6 or last['plies'] != case.get('last_plies', 4):
        raise Failure('the good games replayed %d and %d plies' %
                      (first['plies'], last['plies']))
    if case.get('exact_games', True):
        for i, g in enumerate(lines, 1):
            want = case.get('bad', {}).get(i)
            if want is None and not g['valid']:
                raise Failure('game %d is invalid: %s' %
                              (i, json.dumps(g)[:300]))
            if want is not None:
                codes = [e['code'] for e in g['errors']]
                if g['valid'] or want not in codes:
                    raise Failure('game %d: expected %s, got %s' %
                                  (i, want, codes))
                if not all(e['line'] and e['message'] for e in g['errors']):
                    raise Failure('game %d: a diagnostic without a place '
                                  'or message' % i)
        for i, want in case.get('plies', {}).items():
            if lines[i - 1]['plies'] != want:
                raise Failure('game %d: %d plies, expected %d' %
                              (i, lines[i - 1]['plies'], want))
        for i, want in case.get('repeats', {}).items():
            if len(lines[i - 1]['repetitions']) < want:
                raise Failure('game %d: %d repetitions, expected %d' %
                              (i, len(lines[i - 1]['repetitions']), want))
    else:
        if all(g['valid'] for g in lines):
            raise Failure('no game was found invalid')
    for i, want in case.get('warn', {}).items():
        codes = [e['code'] for e in lines[i - 1]['errors']]
        if want not in codes:
            raise Failure('game %d: no %s warning: %s' % (i, want, codes))


def check_summary(case, err_path):
    with open(err_path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    want = '%d games, %d valid, %d invalid' % case['summary']
    if want not in text:
        raise Failure('summary "%s" expected, stderr ends: %s' %
                      (want, text[-300:]))


def fingerprint(path):
    st = os.stat(path)
    return (st.st_size, st.st_mtime_ns, st.st_ino)


def run_case(case, tool, measure, asan, tmp):
    sec = case['sec'] * (ASAN_SEC if asan else 1)
    mb = case['mb'] + (ASAN_MB if asan else 0)
    inp = case.get('path')
    if inp is None:
        # The input is made by another process: a child inherits the peak
        # RSS of the process that forks it, so this one must stay small.
        inp = os.path.join(tmp, case['name'] + ('.yaml' if case.get('rules')
                                                  else '.hgn'))
        with open(inp, 'wb') as f:
            subprocess.run([sys.executable, os.path.abspath(__file__),
                            'gen', case['name']], stdout=f, check=True)
    out = os.path.join(tmp, 'out')
    err = os.path.join(tmp, 'err')
    before = fingerprint(inp)
    if case.get('rules'):
        good = os.path.join(tmp, 'good.hgn')
        with open(good, 'wb') as f:
            f.write(GOOD_HALMA)
        argv = [tool, '--format', 'json', '--variant', inp, good]
        want = 2
    elif case['games'] is None:
        argv = [tool, inp]
        want = 1
    else:
        argv = [tool, '--format', 'json', inp]
        want = 1 if case.get('bad') or not case.get('exact_games', True) else 0
    status, elapsed, rss = run(measure, argv, sec, mb, asan, tmp)
    with open(err, 'rb') as f:
        errtext = f.read()
    if b'Sanitizer' in errtext or b'runtime error' in errtext:
        raise Failure('sanitizer report:\n' +
                      errtext.decode('utf-8', 'replace')[-2000:])
    if status != want:
        raise Failure('exit status %d, expected %d; stderr ends: %s' %
                      (status, want,
                       errtext[-300:].decode('utf-8', 'replace')))
    if rss > mb:
        raise Failure('peak RSS %.0f MB over the bound of %d MB' % (rss, mb))
    if case.get('rules'):
        if b'[bad-rules]' not in errtext:
            raise Failure('no bad-rules diagnostic: %s' %
                          errtext[-300:].decode('utf-8', 'replace'))
        if os.path.getsize(out) != 0:
            raise Failure('games were checked under a bad rule file')
    elif case['games'] is None:
        check_summary(case, err)
    else:
        check_games(case, out, err)
    if fingerprint(inp) != before:
        raise Failure('the input file was changed')
    return elapsed, rss


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == 'list':
        for c in CASES:
            print(c['name'])
        return 0
    if len(sys.argv) == 3 and sys.argv[1] == 'gen':
        for c in CASES:
            if c['name'] == sys.argv[2] and c['gen'] is not None:
                sys.stdout.buffer.write(c['gen']())
                return 0
        print('hostile.py: no case %s' % sys.argv[2], file=sys.stderr)
        return 2
    if len(sys.argv) < 4 or sys.argv[1] != 'run':
        print('usage: hostile.py run MEASURE BUILD [CASE ...] | gen CASE | '
              'list', file=sys.stderr)
        return 2
    measure = os.path.abspath(sys.argv[2])
    tool = os.path.join(sys.argv[3], 'halma-validate')
    if not os.access(tool, os.X_OK):
        print('hostile.py: %s not built' % tool, file=sys.stderr)
        return 1
    only = set(sys.argv[4:])
    asan = sanitized(tool)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='hostile.') as tmp:
        for case in CASES:
            if only and case['name'] not in only:
                continue
            try:
                elapsed, rss = run_case(case, tool, measure, asan, tmp)
                print('ok    %-20s %6.2f s %6.1f MB' %
                      (case['name'], elapsed, rss))
                passed += 1
            except Failure as e:
                print('FAIL  %-20s %s' % (case['name'], e))
                failed += 1
            sys.stdout.flush()
    print('hostile.py: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
