#!/usr/bin/env python3
"""callgrind_profile.py: measured function calls for 'tmopt check --profile'.

    valgrind --tool=callgrind --callgrind-out-file=cg.out ./decoder stream.mp3
    callgrind_profile.py cg.out --per mpg123_read --object libmpg123 > prof.json
    tmopt check -p BUILD --profile prof.json ...

Reads a callgrind output file (its 'fn=', 'cfn=', 'cob=' and 'calls=' lines,
names compressed as '(id) name' the first time and '(id)' after) and writes
{"complete": true, "functions": [{"name": NAME, "calls": CALLS}, ...]}: what
it does not name did not run (tmopt reports its findings as notes); each
function's
calls summed over its callers.  With --per F, the counts are per call of F
(the entry point tmopt counts from: calls per frame, per read), else per run.
With --object S, only functions of objects whose path contains S (the
library under study, not libc).  Build the measured code without inlining
(-O1 -fno-inline): an inlined function has no calls of its own, and tmopt
then estimates it from its callers.  Cycles in the counts (recursion) are
kept as measured.
"""
import argparse
import collections
import json
import re
import sys


def parse(path):
    names = {}  # (kind, id) -> name, kind 'fn' (functions) or 'ob' (objects)
    calls = collections.Counter()
    obj_of = {}
    cur_ob = cur_fn = cfn = cob = None
    line_re = re.compile(r'^(c?(?:fn|ob|fl|fi|fe))=(?:\((\d+)\))?\s*(.*)$')

    def name(kind, ident, rest):
        if ident is None:
            return rest
        key = (kind, ident)
        if rest:
            names[key] = rest
        return names.get(key, '?%s' % ident)

    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            m = line_re.match(line)
            if m:
                tag, ident, rest = m.groups()
                kind = 'ob' if tag.endswith('ob') else 'fl' if tag[-2:] in ('fl', 'fi', 'fe') else 'fn'
                val = name(kind, ident, rest)
                if tag == 'ob':
                    cur_ob = val
                elif tag == 'fn':
                    cur_fn = val
                    obj_of.setdefault(val, cur_ob)
                    cob = None
                elif tag == 'cob':
                    cob = val
                elif tag == 'cfn':
                    cfn = val
                    obj_of.setdefault(val, cob or cur_ob)
                continue
            if line.startswith('calls=') and cfn is not None:
                n = int(line[6:].split()[0])
                calls[cfn] += n
                cfn = None
                cob = None
    return calls, obj_of


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('callgrind_out')
    ap.add_argument('--per', metavar='FUNCTION',
                    help='counts per call of this function')
    ap.add_argument('--object', metavar='SUBSTRING',
                    help='only functions of objects whose path contains it')
    a = ap.parse_args(argv[1:])
    calls, obj_of = parse(a.callgrind_out)
    per = 1
    if a.per:
        per = calls.get(a.per, 0)
        if not per:
            sys.exit('%s: %s is never called' % (a.callgrind_out, a.per))
    out = []
    for fn, n in sorted(calls.items()):
        if a.object and a.object not in (obj_of.get(fn) or ''):
            continue
        if not re.match(r'^[A-Za-z_][A-Za-z0-9_]*$', fn):
            continue  # C++ names, PLT stubs, '0x...' addresses
        if n > 0:
            out.append({'name': fn, 'calls': float('%.6g' % (n / per))})
    # every function that ran has calls (a build without inlining): the
    # ones it does not name did not run
    json.dump({'complete': True, 'functions': out}, sys.stdout, indent=1)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main(sys.argv)
