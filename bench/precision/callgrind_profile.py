#!/usr/bin/env python3
"""callgrind_profile.py: measured function calls for 'tmopt check --profile'.

    valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file=cg.out \
        ./decoder stream.mp3
    callgrind_profile.py cg.out --per mpg123_read --object libmpg123 > prof.json
    tmopt check -p BUILD --profile prof.json ...

Reads a callgrind output file (its 'fn=', 'cfn=', 'cob=' and 'calls=' lines,
names compressed as '(id) name' the first time and '(id)' after) and writes
{"complete": true, "functions": [{"name": NAME, "calls": CALLS}, ...]}: what
it does not name did not run (tmopt reports its findings as notes); each
function's
calls summed over its callers; a name two files define (static functions:
wavpack's decorr_stereo_pass in pack.c and unpack.c) comes once per file,
with a "file" key (the callee's 'cfi=' file, or its caller's).  With --per F, the counts are per call of F
(the entry point tmopt counts from: calls per frame, per read), else per run.
With --object S, only functions of objects whose path contains S (the
library under study, not libc).  Build the measured code without optimisation
(-O0 -g): an inlined function has no calls of its own (tmopt then estimates
it from its callers), and an optimised line whose code the compiler merged
into another's ('q = a / d; r = a % d;', one divide) looks not run.  Cycles in the counts (recursion) are
kept as measured.

With per-instruction costs (--dump-instr=yes) it also writes "lines":
[{"file": PATH, "line": N, "count": EXECUTIONS}, ...], per --per call as
the functions: each source line's executions, the largest count that two
of its instructions or more have (each instruction's cost lines summed:
blocks overlap).

A function that ran at least 0.02 times per --per call but that only
set-up code called -- code that ran less often than that, or that only
set-up code called, by the measured calls -- is marked "setup": true (a
table built in a loop of 375 calls once per stream).  The --per function
and its callers (the frame loop up to main) are never set-up code: those
that ran less often than set-up code does are marked "setup": false.
"""
import argparse
import collections
import json
import os
import re
import sys

# tmopt's PROFILE_SETUP_BELOW and PROFILE_SETUP_RUNS (src/analysis/
# profile.h): code that ran less often per --per call, and fewer times in
# the whole run, is set-up code
SETUP_BELOW = 0.02
SETUP_RUNS = 4


def parse(path):
    """Calls per function; with per-instruction costs (callgrind
    --dump-instr=yes), executions per source line: the most any of the
    line's instructions ran, summed over the functions holding the line."""
    names = {}  # (kind, id) -> name, kind 'fn' (functions), 'ob', 'fl'
    calls = collections.Counter()
    # the same per (name, file of the callee): two static functions of
    # one name in two files (wavpack's decorr_stereo_pass in pack.c and
    # unpack.c) are two functions
    file_calls = collections.Counter()
    edges = collections.Counter()  # (caller, callee) -> calls
    obj_of = {}
    lines = {}  # (fn, file, line) -> executions
    instr = {}  # (fn, file, line, instruction address) -> executions
    positions = ['line']
    prev = {}
    cur_ob = cur_fn = cfn = cob = cur_fl = fn_ob = cfl = fn_fl = None
    skip_next = False  # the cost line after 'calls=' is the call's
    line_re = re.compile(r'^(c?(?:fn|ob|fl|fi|fe))=(?:\((\d+)\))?\s*(.*)$')

    def name(kind, ident, rest):
        if ident is None:
            return rest
        key = (kind, ident)
        if rest:
            names[key] = rest
        return names.get(key, '?%s' % ident)

    def position(tok, col):
        if tok == '*':
            v = prev.get(col, 0)
        elif tok[0] in '+-':
            v = prev.get(col, 0) + int(tok, 0)
        else:
            v = int(tok, 0)
        prev[col] = v
        return v

    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line or line[0] == '#':
                continue
            if line.startswith('positions:'):
                positions = line.split()[1:]
                continue
            m = line_re.match(line)
            if m:
                tag, ident, rest = m.groups()
                kind = 'ob' if tag.endswith('ob') else 'fl' if tag[-2:] in ('fl', 'fi', 'fe') else 'fn'
                val = name(kind, ident, rest)
                if tag == 'ob':
                    cur_ob = val
                elif tag == 'fn':
                    cur_fn = val
                    fn_fl = cur_fl
                    obj_of[val] = cur_ob  # its own object, authoritative
                    # the object of the cost lines that follow: one name
                    # can stand for code of several objects ('(below
                    # main)': _start in the program, then the C library's
                    # __libc_start_call_main, whose lines libc6-dbg names)
                    fn_ob = cur_ob
                    cob = None
                elif tag in ('fl', 'fi', 'fe'):
                    cur_fl = val
                elif tag in ('cfi', 'cfl'):
                    cfl = val
                elif tag == 'cob':
                    cob = val
                elif tag == 'cfn':
                    cfn = val
                    obj_of.setdefault(val, cob or cur_ob)
                continue
            if line.startswith('calls=') and cfn is not None:
                n = int(line[6:].split()[0])
                calls[cfn] += n
                # (no cfi=: the callee's code is in the caller's file)
                fl = cfl or fn_fl
                file_calls[(cfn, os.path.normpath(fl) if fl else fl)] += n
                edges[(cur_fn, cfn)] += n
                cfn = None
                cob = None
                cfl = None
                skip_next = True
                continue
            c = line[0]
            if not (c.isdigit() or c in '+-*'):
                continue  # other headers: summary, totals, jumps
            tok = line.split()
            if len(tok) < len(positions):
                continue
            pos = {col: position(t, col) for col, t in zip(positions, tok)}
            if skip_next:
                skip_next = False
                continue
            if 'instr' not in positions or cur_fn is None or len(tok) <= len(positions):
                continue
            # an instruction may come in several cost lines (blocks
            # overlap): its runs are their sum
            key = (cur_fn, cur_fl, pos['line'], pos['instr'], fn_ob)
            instr[key] = instr.get(key, 0) + int(tok[len(positions)])
    # a line's runs: the largest count that two of its instructions or
    # more have (a loop header's test, not its init); one instruction
    # alone can be off -- a call instruction listed again after its
    # calls, a 'rep movs' counted per byte -- unless it is the only one
    per_line = collections.defaultdict(collections.Counter)
    for (fn, fl, ln, _, ob), n in instr.items():
        per_line[(fn, fl, ln, ob)][n] += 1
    for key, counts in per_line.items():
        shared = [n for n, k in counts.items() if k >= 2]
        lines[key] = max(shared) if shared else max(counts)
    return calls, obj_of, lines, edges, file_calls


def strip_prefix(fl, prefix):
    """fl without the directory prefix (tmopt matches a path by its end)."""
    return fl[len(prefix):] if prefix and fl.startswith(prefix) else fl


def dump_profile(functions, lines, entries):
    """Write the profile to standard output: the functions, the lines
    ((file, line, executions per entry call), if any) and the run's length
    (the entry point's calls, or None).  Every function that ran has calls
    (a build without inlining): the ones it does not name did not run, nor
    did the lines of the files it measured that it does not name."""
    prof = {'complete': True, 'functions': functions}
    if entries:
        prof['entries'] = entries  # the run's length, for set-up code
    if lines:
        prof['lines'] = [{'file': fl, 'line': ln, 'count': float('%.6g' % c)}
                         for fl, ln, c in lines]
    json.dump(prof, sys.stdout, indent=1)
    sys.stdout.write('\n')


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('callgrind_out')
    ap.add_argument('--per', metavar='FUNCTION',
                    help='counts per call of this function')
    ap.add_argument('--object', metavar='SUBSTRING',
                    help='only functions of objects whose path contains it')
    ap.add_argument('--strip', metavar='PREFIX', default='',
                    help='remove PREFIX from the source paths of "lines" '
                    '(tmopt matches a path by its end)')
    a = ap.parse_args(argv[1:])
    calls, obj_of, lines, edges, file_calls = parse(a.callgrind_out)
    files_of = collections.defaultdict(list)
    for (fn, fl), n in sorted(file_calls.items()):
        if fl:
            files_of[fn].append((fl, n))
    per = 1
    if a.per:
        per = calls.get(a.per, 0)
        if not per:
            sys.exit('%s: %s is never called' % (a.callgrind_out, a.per))
    # set-up code as the run shows it: what ran less than once per --per
    # call, and what only set-up code called (a per-stream table loop of
    # 375 calls is set-up code however often it ran); callers outside
    # --object (the driver) do not count, the --per function never is
    def ours(fn):
        return not a.object or a.object in (obj_of.get(fn) or '')
    callers = collections.defaultdict(set)
    for (c, f), n in edges.items():
        if c != f and ours(c):
            callers[f].add(c)
    # the --per function and what calls it, up to main: the frame loop,
    # which runs rarely by count but is no set-up code
    frame, todo = set(), [a.per] if a.per else []
    all_callers = collections.defaultdict(set)
    for (c, f) in edges:
        if c != f:
            all_callers[f].add(c)
    while todo:
        fn = todo.pop()
        if fn not in frame:
            frame.add(fn)
            todo.extend(all_callers[fn])
    setup = {fn for fn, n in calls.items()
             if n / per < SETUP_BELOW and (not a.per or n < SETUP_RUNS) and fn not in frame}
    more = True
    while more:
        more = False
        for fn in calls:
            if fn in setup or fn in frame or not callers[fn]:
                continue
            if all(c in setup for c in callers[fn]):
                setup.add(fn)
                more = True
    out = []
    for fn, n in sorted(calls.items()):
        if a.object and a.object not in (obj_of.get(fn) or ''):
            continue
        if not re.match(r'^[A-Za-z_][A-Za-z0-9_]*$', fn):
            continue  # C++ names, PLT stubs, '0x...' addresses
        if n > 0:
            # one entry per file where two files define the name
            parts = files_of[fn] if len(files_of[fn]) > 1 else [(None, n)]
            for fl, k in parts:
                e = {'name': fn, 'calls': float('%.6g' % (k / per))}
                if fl:
                    e['file'] = strip_prefix(fl, a.strip)
                # what tmopt would take for set-up code without a mark
                rare = k / per < SETUP_BELOW and (not a.per or k < SETUP_RUNS)
                if fn in setup and not rare:
                    e['setup'] = True
                elif fn in frame and rare:
                    e['setup'] = False  # the frame loop, however rarely
                out.append(e)
    per_line = collections.Counter()
    for (fn, fl, ln, ob), n in lines.items():
        if fl and ln > 0 and (not a.object or a.object in (ob or '')):
            per_line[(fl, ln)] += n
    dump_profile(out, [(strip_prefix(fl, a.strip), ln, n / per)
                       for (fl, ln), n in sorted(per_line.items())],
                 per if a.per else None)


if __name__ == '__main__':
    main(sys.argv)
