#!/usr/bin/env python3
"""corpus_check.py: compare tmopt's findings on one corpus file with the
file's annotations.

Usage: corpus_check.py TMOPT_BIN FILE.c

Runs `TMOPT_BIN check --format json --fail-on none --assumed-trip 100 [ARGS]
FILE.c`, where ARGS come from an optional line `// tmopt-args: --target
tm3260` in the file (which may set another --assumed-trip), and
checks the JSON findings against the annotations at the ends of lines:

    x = a / b;        // expect: divmod
    y = c / d + e;    // expect: divmod, double-emulation
    z = (p - q) * r;  // expect: int64-emulation x2
    u = v / 8u;       // no: divmod: unsigned divide by 8 is a shift

`expect:` lists the findings that must be reported on that line (`RULE xN`
for N findings of one rule); `no: RULE: reason` says RULE must not report on
that line.  One line may hold an `expect:` and any number of `no:`.  Every
finding on a line without a matching `expect:` is an error, whatever its
rule.  Exit status: 0 when everything matches, 1 on any mismatch, malformed
annotation, entry in the "errors" array, or tmopt exit status other than 0
or 1.  Standard library only.
"""

import collections
import json
import os
import re
import shlex
import subprocess
import sys

RULE_RE = r"[a-z0-9][a-z0-9-]*"
EXPECT_RE = re.compile(r"//\s*expect:\s*(.*?)\s*(?=//|$)")
NO_RE = re.compile(r"//\s*no:\s*(.*?)\s*(?=//|$)")
NO_BODY_RE = re.compile(r"(" + RULE_RE + r")\s*:\s*(\S.*)$")
ITEM_RE = re.compile(r"(" + RULE_RE + r")(?:\s+x([0-9]+))?"
                     r"((?:\s+(?:note|warning|error|hoisted|count=[0-9]+|basis=[a-z]+))*)$")
ARGS_RE = re.compile(r"//\s*tmopt-args:\s*(.*?)\s*$")
# Anything that looks like an annotation, to catch typos ("// expects:").
LOOSE_RE = re.compile(r"//\s*(expect\w*|no)\s*:")


class Annotations:
    """The annotations of one file.

    expect: {line: Counter(rule -> count)}
    attrs: {(line, rule): [attribute]} -- what every finding of that rule on
        that line must show: a severity (note, warning, error), its count
        (count=N), its count basis (basis=assumed), 'hoisted' (the message
        says the work is loop-invariant)
    negative: {line: {rule: reason}}
    args: extra tmopt arguments (list)
    problems: malformed annotations, as "FILE:LINE: text" strings
    """

    def __init__(self):
        self.expect = {}
        self.attrs = {}
        self.negative = {}
        self.args = []
        self.problems = []

    def n_expected(self):
        return sum(sum(c.values()) for c in self.expect.values())

    def n_negative(self):
        return sum(len(d) for d in self.negative.values())

    def cases(self):
        """Yield (rule, positive) for every case; `RULE x2` is one case."""
        for counter in self.expect.values():
            for rule in counter:
                yield rule, True
        for negs in self.negative.values():
            for rule in negs:
                yield rule, False


def parse_annotations(path):
    """Read FILE's annotations; malformed ones land in .problems."""
    ann = Annotations()
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().splitlines()
    for lineno, text in enumerate(lines, 1):
        where = "%s:%d" % (path, lineno)
        m = ARGS_RE.search(text)
        if m:
            ann.args.extend(shlex.split(m.group(1)))
            continue
        n_loose = len(LOOSE_RE.findall(text))
        n_parsed = 0
        for m in EXPECT_RE.finditer(text):
            n_parsed += 1
            counter = ann.expect.setdefault(lineno, collections.Counter())
            items = [s.strip() for s in m.group(1).split(",")]
            for item in items:
                im = ITEM_RE.match(item)
                if not im or (im.group(2) is not None and int(im.group(2)) < 1):
                    ann.problems.append("%s: malformed expect item '%s'" % (where, item))
                    continue
                counter[im.group(1)] += int(im.group(2) or 1)
                if im.group(3).split():
                    ann.attrs.setdefault((lineno, im.group(1)), []).extend(im.group(3).split())
        for m in NO_RE.finditer(text):
            n_parsed += 1
            bm = NO_BODY_RE.match(m.group(1))
            if not bm:
                ann.problems.append("%s: malformed negative (want 'no: RULE: reason'): '%s'"
                                    % (where, m.group(1)))
                continue
            ann.negative.setdefault(lineno, {})[bm.group(1)] = bm.group(2)
        if n_loose != n_parsed:
            ann.problems.append("%s: unrecognised annotation: %s" % (where, text.strip()))
        for rule in ann.negative.get(lineno, {}):
            if rule in ann.expect.get(lineno, {}):
                ann.problems.append("%s: both expect and no for %s" % (where, rule))
    return ann


# The assumed trip the annotations' counts are written for (count=100
# basis=assumed): the corpus tests how the model counts, whatever the
# default of --assumed-trip, which may follow measurements (64 from stop 43);
# a file's tmopt-args may set another.
REFERENCE_TRIP = "100"


def run_tmopt(tmopt, path, args):
    """Run tmopt; return (doc, problems)."""
    if not any(a == "--assumed-trip" or a.startswith("--assumed-trip=") for a in args):
        args = ["--assumed-trip", REFERENCE_TRIP] + args
    cmd = [tmopt, "check", "--format", "json", "--fail-on", "none"] + args + [path]
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, ["%s: cannot run %s: %s" % (path, tmopt, e)]
    problems = []
    if proc.returncode not in (0, 1):
        problems.append("%s: tmopt exited with status %d" % (path, proc.returncode))
        for line in proc.stderr.splitlines():
            problems.append("%s: tmopt: %s" % (path, line))
    try:
        doc = json.loads(proc.stdout)
    except ValueError as e:
        problems.append("%s: tmopt printed no valid JSON: %s" % (path, e))
        return None, problems
    if not isinstance(doc, dict) or not isinstance(doc.get("findings"), list):
        problems.append("%s: JSON has no \"findings\" array" % path)
        return None, problems
    return doc, problems


def same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def compare(path, ann, doc):
    """Return the list of problems of findings against annotations."""
    problems = []
    for err in doc.get("errors") or []:
        problems.append("%s: tmopt error: %s" % (path, json.dumps(err) if not isinstance(err, str) else err))
    actual = collections.defaultdict(list)   # (line, rule) -> [finding]
    for f in doc["findings"]:
        fpath = f.get("file") or ""
        if not same_file(fpath, path):
            problems.append("%s:%s: unexpected %s: %s (outside the checked file)"
                            % (fpath or "?", f.get("line"), f.get("rule"), f.get("message")))
            continue
        actual[(int(f.get("line") or 0), f.get("rule"))].append(f)
    keys = set(actual)
    for line, counter in ann.expect.items():
        keys.update((line, rule) for rule in counter)
    for line, rule in sorted(keys, key=lambda k: (k[0], str(k[1]))):
        found = actual.get((line, rule), [])
        want = ann.expect.get(line, {}).get(rule, 0)
        for _ in range(want - len(found)):
            problems.append("%s:%d: missing %s" % (path, line, rule))
        for f in found[want:]:
            text = "%s:%d: unexpected %s: %s" % (path, line, rule, f.get("message"))
            reason = ann.negative.get(line, {}).get(rule)
            if reason is not None:
                text += " (negative case: %s)" % reason
            problems.append(text)
        for f in found[:want]:
            for a in ann.attrs.get((line, rule), []):
                ok = (f.get("severity") == a if a in ("note", "warning", "error") else
                      "loop-invariant" in (f.get("message") or "") if a == "hoisted" else
                      str(f.get("count")) == a[6:] if a.startswith("count=") else
                      f.get("count_basis") == a[6:])
                if not ok:
                    problems.append("%s:%d: %s finding is not '%s': severity %s, count %s (%s): %s"
                                    % (path, line, rule, a, f.get("severity"), f.get("count"),
                                       f.get("count_basis"), f.get("message")))
    return problems


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: corpus_check.py TMOPT_BIN FILE.c\n")
        return 2
    tmopt, path = argv[1], argv[2]
    try:
        ann = parse_annotations(path)
    except OSError as e:
        sys.stderr.write("%s: cannot read: %s\n" % (path, e))
        return 1
    problems = list(ann.problems)
    doc, run_problems = run_tmopt(tmopt, path, ann.args)
    problems += run_problems
    if doc is not None:
        problems += compare(path, ann, doc)
    for p in problems:
        print(p)
    summary = "%d expected, %d negative" % (ann.n_expected(), ann.n_negative())
    if problems:
        print("%s, %d problem%s" % (summary, len(problems), "" if len(problems) == 1 else "s"))
        return 1
    print(summary + ", ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
