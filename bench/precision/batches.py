#!/usr/bin/env python3
"""batches.py DIR N [PROFILED]: the judging batches of a drawn sample.

DIR holds sample.tsv and out/*.json (sample.py's); the sample's findings
are looked up in out/ by code base, rule, file and line and written with
every field a judge needs (message, advice, cycles, count and its basis,
calls and theirs, total, and the measured 'runs' of a profiled run) into
N files DIR/batchK.md, the findings dealt round robin so each batch holds
every rule.  PROFILED, a directory of the same code bases checked with
their profiles (measure_all.sh's profiled/out), adds each finding's
measured counterpart as evidence.  The judging prompt is
review_prompt.md beside this script; its {BATCH}, {OUT}, {SRC} and
{MEASURED} are filled in for each batch into DIR/promptK.md.
"""
import json, os, sys


def load(d):
    out = {}
    for name in os.listdir(d):
        if name.endswith(".json") and not name.endswith(".out.json"):
            try:
                out[name[:-5]] = json.load(open(os.path.join(d, name)))["findings"]
            except (ValueError, KeyError):
                pass
    return out


def find(fs, rule, place, src):
    path, line = place.rsplit(":", 1)
    for f in fs:
        if f["rule"] == rule and f["line"] == int(line) and f["file"].endswith(path):
            yield f


def show(f):
    keys = ("severity", "function", "message", "advice", "cycles", "count", "count_basis",
            "calls", "calls_basis", "total_cycles", "saving_cycles", "runs")
    return "\n".join("  - %s: %s" % (k, f[k]) for k in keys if k in f)


def main():
    d, n = sys.argv[1], int(sys.argv[2])
    prof = load(sys.argv[3]) if len(sys.argv) > 3 else {}
    data = load(os.path.join(d, "out"))
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(d, "sample.tsv")) if l.strip()]
    here = os.path.dirname(os.path.abspath(__file__))
    prompt = open(os.path.join(here, "review_prompt.md")).read()
    src = os.path.join(os.environ.get("PRECISION_DIR", os.path.join(here, "../../build/precision")), "src")
    measured = os.path.join(os.path.dirname(src), "measured")
    batches = [[] for _ in range(n)]
    for i, r in enumerate(rows):
        num, cb, rule, sev, place = r[0], r[1], r[2], r[3], r[4]
        # the one of that place and severity (two findings may share a line)
        cands = [f for f in find(data.get(cb, []), rule, place, src) if f["severity"] == sev]
        f = next((c for c in cands if c["message"].replace("\t", " ") == r[10]), cands[0] if cands else None)
        text = "### %s. %s, %s, `%s`\n" % (num, cb, rule, place)
        if f:
            text += show(f) + "\n"
            g = next((p for p in find(prof.get(cb, []), rule, place, src)
                      if p["column"] == f["column"]), None) if prof else None
            if g:
                text += "  - measured (the same code checked with its workloads' profile): count %s (%s) x calls %s (%s), runs %s per call of the entry points\n" % (
                    g["count"], g["count_basis"], g.get("calls"), g.get("calls_basis"), round(g.get("runs", -1), 4))
        batches[i % n].append(text)
    for k, b in enumerate(batches, 1):
        bf = os.path.abspath(os.path.join(d, "batch%d.md" % k))
        with open(bf, "w") as o:
            o.write("\n".join(b))
        with open(os.path.join(d, "prompt%d.md" % k), "w") as o:
            o.write(prompt.replace("{BATCH}", bf).replace("{OUT}", os.path.abspath(os.path.join(d, "verdicts%d.jsonl" % k)))
                    .replace("{SRC}", src).replace("{MEASURED}", measured))
    print("%d findings in %d batches" % (len(rows), n))


if __name__ == "__main__":
    main()
