#!/usr/bin/env python3
"""gcov_profile.py: measured function calls and line executions from gcov,
for 'tmopt check --profile'.

    cc -O0 -g --coverage -c ... ; cc --coverage ... -o decoder
    ./decoder stream.mp3                 # writes the .gcda files
    gcov_profile.py --per mpg123_read obj/*.o > prof.json
    tmopt check -p BUILD --profile prof.json ...

Runs 'gcov --json-format --stdout' on each object (its .gcno and .gcda
beside it), or reads the JSON gcov already wrote (FILE.gcov.json.gz,
FILE.json), and writes {"complete": true, "functions": [{"name", "file",
"calls"}, ...], "lines": [{"file", "line", "count"}, ...]}: each
function's calls and each source line's executions, summed over the
objects (an inline function of a header counts in every object that has a
copy), per call of the --per function.  What it does not name did not run
(tmopt reports its findings as notes): name every object of the code
tmopt analyses.  Build without optimisation (-O0): an inlined function has
no calls of its own, and an optimised line whose code the compiler merged
into another's looks not run.  The instrumented program runs at about
native speed, so a whole stream can be measured.

gcov has no call edges: unlike callgrind_profile.py, it marks no code
"setup" for being called only by set-up code; tmopt's threshold (code that
ran less than 0.02 times per --per call is set-up code) still applies.
"""
import argparse
import collections
import gzip
import json
import subprocess
import sys

from callgrind_profile import dump_profile, strip_prefix


def load(path):
    """The gcov JSON documents of one input: an object file (gcov run on
    it) or a JSON file gcov wrote (gzip or not)."""
    if path.endswith(('.o', '.obj', '.gcda', '.gcno')):
        r = subprocess.run(['gcov', '--json-format', '--stdout', path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
        if r.returncode:
            sys.exit('gcov_profile.py: gcov failed on %s: %s'
                     % (path, r.stderr.strip()[-300:]))
        # one document per line (one per object)
        return [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt') as f:
        text = f.read()
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        return [json.loads(l) for l in text.splitlines() if l.strip()]


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('inputs', nargs='+', metavar='OBJECT|JSON')
    ap.add_argument('--per', metavar='FUNCTION',
                    help='counts per call of this function')
    ap.add_argument('--strip', metavar='PREFIX', default='',
                    help='remove PREFIX from the source paths (tmopt '
                    'matches a path by its end)')
    a = ap.parse_args(argv[1:])
    calls = collections.Counter()  # (name, file) -> calls
    lines = collections.Counter()  # (file, line) -> executions
    for path in a.inputs:
        for doc in load(path):
            for f in doc.get('files', []):
                fl = f.get('file', '')
                for fn in f.get('functions', []):
                    calls[(fn['name'], fl)] += fn.get('execution_count', 0)
                for ln in f.get('lines', []):
                    lines[(fl, ln['line_number'])] += ln.get('count', 0)
    per = 1
    if a.per:
        per = sum(n for (name, _), n in calls.items() if name == a.per)
        if not per:
            sys.exit('gcov_profile.py: %s is never called' % a.per)

    out = [{'name': name, 'file': strip_prefix(fl, a.strip),
            'calls': float('%.6g' % (n / per))}
           for (name, fl), n in sorted(calls.items()) if n > 0]
    dump_profile(out, [(strip_prefix(fl, a.strip), ln, n / per)
                       for (fl, ln), n in sorted(lines.items()) if n > 0 and ln > 0],
                 per if a.per else None)


if __name__ == '__main__':
    main(sys.argv)
