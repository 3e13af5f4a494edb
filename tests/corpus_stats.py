#!/usr/bin/env python3
"""corpus_stats.py: count the annotated cases of each rule folder.

Usage: corpus_stats.py CORPUS_DIR

For every folder CORPUS_DIR/<rule-id>/ prints how many positive (`expect:`)
and negative (`no:`) cases of <rule-id> its .c files hold (`RULE x2` is one
case), and exits 1 when a folder has fewer than 15 cases of its rule or fewer
than 40% negatives, so that a rule cannot be tested only by what it reports.
Cases of other rules in the folder are listed but not judged.  Standard
library only; the annotation syntax is the one of corpus_check.py.
"""

import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_check import parse_annotations  # noqa: E402

MIN_CASES = 15
MIN_NEGATIVE = 0.40


def folder_counts(folder):
    """Return ({rule: [positive, negative]}, [problems]) over folder's .c files."""
    counts = collections.defaultdict(lambda: [0, 0])
    problems = []
    for root, _dirs, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".c"):
                continue
            ann = parse_annotations(os.path.join(root, name))
            problems += ann.problems
            for rule, positive in ann.cases():
                counts[rule][0 if positive else 1] += 1
    return counts, problems


def main(argv):
    if len(argv) != 2:
        sys.stderr.write("usage: corpus_stats.py CORPUS_DIR\n")
        return 2
    top = argv[1]
    try:
        folders = sorted(d for d in os.listdir(top) if os.path.isdir(os.path.join(top, d)))
    except OSError as e:
        sys.stderr.write("%s: cannot list: %s\n" % (top, e))
        return 2
    status = 0
    for rule in folders:
        counts, problems = folder_counts(os.path.join(top, rule))
        for p in problems:
            print(p)
            status = 1
        pos, neg = counts.get(rule, [0, 0])
        total = pos + neg
        share = neg / total if total else 0.0
        verdict = "ok"
        if total < MIN_CASES:
            verdict = "too few cases (want %d)" % MIN_CASES
        elif share < MIN_NEGATIVE:
            verdict = "too few negatives (want %d%%)" % int(MIN_NEGATIVE * 100)
        if verdict != "ok":
            status = 1
        print("%-24s %3d positive %3d negative %3d%% negative  %s"
              % (rule, pos, neg, round(share * 100), verdict))
        for other in sorted(r for r in counts if r != rule):
            print("  %-22s %3d positive %3d negative (other rule)" % (other, *counts[other]))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
