#!/usr/bin/env python3
"""sample.py DIR SEED: draw the review's sample from DIR/out/*.json.

Per rule: the findings of all code bases, each code base's sorted by
(file, line, column, fingerprint) and shuffled with random.Random(SEED +
rule), then taken round robin across code bases (warnings before notes)
until 10 are drawn (all of them when a rule has fewer).  Writes
DIR/sample.tsv (one row per sampled finding: id, code base, rule,
severity, file:line, function, count, basis, total cycles, message) and
DIR/top.tsv (the 10 warnings of largest total cycles per code base,
weighed by the runs of their function per call of the entry points, the
JSON "calls": what 'check --sort cycles' shows first; set-up code and
straight-line code run once per call are notes), and
prints the per-rule totals.  Deterministic for a given tmopt output.
"""
import collections, json, os, random, sys, glob

SAMPLE = 10


def load(d):
    out = {}
    for p in sorted(glob.glob(os.path.join(d, "out", "*.json"))):
        name = os.path.basename(p)[:-5]
        try:
            out[name] = json.load(open(p))["findings"]
        except (ValueError, KeyError):
            out[name] = []
    return out


def short(path, d):
    src = os.path.join(d, "src") + "/"
    return path[len(src):] if path.startswith(src) else path


def weight(f):
    """What tmopt ranks by (finding_weight()): with a profile, a measured
    finding's cycles x its unrounded runs per entry call (JSON "runs": a
    block run in 5 of 432 frames weighs 0.012 runs, not 1); else
    total_cycles x calls, capped as tmopt caps."""
    if "runs" in f:
        return min(int(f["cycles"] * f["runs"] + 0.5), 2 ** 63 - 1)
    return min(f["total_cycles"] * f.get("calls", 1), 2 ** 63 - 1)


def row(i, name, f, d):
    return "\t".join(str(x) for x in (
        i, name, f["rule"], f["severity"], "%s:%d" % (short(f["file"], d), f["line"]),
        f["function"], f["count"], f["count_basis"], f["total_cycles"],
        f.get("calls", 1), f["message"].replace("\t", " ")))


def main():
    d, seed = sys.argv[1], int(sys.argv[2])
    data = load(d)
    rules = sorted({f["rule"] for fs in data.values() for f in fs})
    lines, totals = [], collections.Counter()
    for rule in rules:
        per = {}
        for name, fs in data.items():
            mine = sorted((f for f in fs if f["rule"] == rule),
                          key=lambda f: (f["file"], f["line"], f["column"], f["fingerprint"]))
            rnd = random.Random("%d/%s/%s" % (seed, rule, name))
            rnd.shuffle(mine)
            mine.sort(key=lambda f: f["severity"] == "note")   # stable: warnings first
            per[name] = mine
            totals[rule] += len(mine)
        drawn, k = [], 0
        while len(drawn) < SAMPLE and any(k < len(v) for v in per.values()):
            for name in sorted(per):
                if k < len(per[name]) and len(drawn) < SAMPLE:
                    drawn.append((name, per[name][k]))
            k += 1
        for name, f in drawn:
            lines.append(row(len(lines) + 1, name, f, d))
    with open(os.path.join(d, "sample.tsv"), "w") as o:
        o.write("\n".join(lines) + "\n")
    top = []
    for name, fs in sorted(data.items()):
        fs = sorted((f for f in fs if f["severity"] != "note"),
                    key=lambda f: (-weight(f), f["file"], f["line"]))[:10]
        for f in fs:
            top.append(row(len(top) + 1, name, f, d))
    with open(os.path.join(d, "top.tsv"), "w") as o:
        o.write("\n".join(top) + "\n")
    for name, fs in sorted(data.items()):
        c = collections.Counter(f["rule"] for f in fs)
        print("%s: %d findings: %s" % (name, len(fs), ", ".join("%s %d" % kv for kv in sorted(c.items()))))
    print("sampled: %d findings (%s)" % (len(lines), ", ".join(
        "%s %d/%d" % (r, min(SAMPLE, totals[r]), totals[r]) for r in rules)))


if __name__ == "__main__":
    main()
