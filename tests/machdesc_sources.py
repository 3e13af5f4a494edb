#!/usr/bin/env python3
"""machdesc_sources.py: every number in a machine file says where it comes from.

Usage: machdesc_sources.py FILE.yaml...   (exit 0: all good, 1: problems listed)

A number is a YAML value that is an integer or a list of integers.  Its line must
carry a comment tagged
  [S] <source and place>     stated in a source (slides, TM32 book, TCS guide, ...),
  [I] <reasoning>            inferred from stated facts, or
  [?] estimate: <reasoning>  an estimate; then its entry must say estimated: true
                             (the sibling key `estimated`, or for a top-level key
                             the `<x>_estimated` key right after it).
A file must not cite working notes instead of a source: no 'TRIMEDIA.md', no
'/work/' or '../shared' paths.
"""
import re
import sys

NUM = re.compile(r'^(\s*)(- )?([A-Za-z_][A-Za-z0-9_]*):\s*(-?\d+|\[\s*\d+(\s*,\s*\d+)*\s*\])\s*(#\s*(.*))?$')
TAG = re.compile(r'\[(S|I)\]\s*\S.{4,}|\[\?\] estimate:\s*\S.{4,}')
BANNED = ('TRIMEDIA.md', '/work/', '../shared')


def indent(line):
    return len(line) - len(line.lstrip(' '))


def entry_estimated(lines, i, ind):
    """The `estimated` flag of the entry holding line i (key indent ind)."""
    if ind == 0:
        m = re.match(r'^([A-Za-z_0-9]+_estimated):\s*(\w+)', lines[i + 1] if i + 1 < len(lines) else '')
        return m.group(2) if m else None
    # siblings: same indent, up and down until a line less indented
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(lines):
            l = lines[j]
            if l.strip() == '' or l.lstrip().startswith('#'):
                j += step
                continue
            k = indent(l)
            body = l.strip()
            item = body.startswith('- ')
            if item:
                k += 2
                body = body[2:]
                if step == 1 and k == ind:
                    break           # the next list entry
            if k < ind:
                break
            if k == ind:
                m = re.match(r'^estimated:\s*(\w+)', body)
                if m:
                    return m.group(1)
            if item and k == ind:
                break               # the first line of this list entry
            j += step
    return None


def check(path):
    problems = []
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    for n, line in enumerate(lines, 1):
        for b in BANNED:
            if b in line:
                problems.append(f'{path}:{n}: cites working notes ({b!r}), not a source')
        m = NUM.match(line)
        if not m:
            continue
        key = m.group(3)
        comment = m.group(7) or ''
        ind = len(m.group(1)) + (2 if m.group(2) else 0)
        if not TAG.search(comment):
            problems.append(f"{path}:{n}: '{key}': number without a source "
                            "comment ([S] source, [I] reasoning or [?] estimate: reasoning)")
            continue
        if '[?]' in comment:
            flag = entry_estimated(lines, n - 1, ind)
            if flag != 'true':
                problems.append(f"{path}:{n}: '{key}': an estimate ([?]) in an entry "
                                f"that does not say estimated: true (found {flag})")
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().split('\n')[2], file=sys.stderr)
        return 2
    problems = []
    numbers = 0
    for p in argv[1:]:
        problems += check(p)
        with open(p, encoding='utf-8') as f:
            numbers += sum(1 for l in f if NUM.match(l.rstrip('\n')))
    for p in problems:
        print(p)
    print(f'{numbers} numbers in {len(argv) - 1} files, {len(problems)} problems')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
