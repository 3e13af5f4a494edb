#!/usr/bin/env python3
"""merge_profiles.py A.json B.json ... > MERGED.json: one profile of a code
base from the profiles of several of its workloads (an encoder's and a
decoder's), for one 'tmopt check --profile' over the whole code base.

Each function and line keeps the largest count any workload measured
(per call of that workload's entry point: the encoder's functions per
encoded frame, the decoder's per decoded one), not their sum: a function
both run (a bit writer and reader's CRC) runs about that often per frame
in either.  A function is set-up code ("setup": true) only if every
workload that ran it says so; "entries" is the largest; the result is
complete only if every input is.
"""
import json
import sys


def main(paths):
    funcs, lines, entries, complete = {}, {}, 0, True
    for p in paths:
        d = json.load(open(p))
        complete = complete and bool(d.get('complete'))
        entries = max(entries, d.get('entries', 0))
        for f in d.get('functions', []):
            k = (f['name'], f.get('file'))
            g = funcs.get(k)
            if g is None:
                funcs[k] = dict(f)
                continue
            setup = g.get('setup', False) and f.get('setup', False)
            if f['calls'] > g['calls']:
                g.update(f)
            if setup:
                g['setup'] = True
            else:
                g.pop('setup', None)
        for ln in d.get('lines', []):
            k = (ln['file'], ln['line'])
            if k not in lines or ln['count'] > lines[k]['count']:
                lines[k] = dict(ln)
    out = {'complete': complete, 'functions': list(funcs.values()),
           'entries': entries, 'lines': list(lines.values())}
    json.dump(out, sys.stdout)
    sys.stdout.write('\n')


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit('usage: merge_profiles.py A.json B.json ... > MERGED.json')
    main(sys.argv[1:])
