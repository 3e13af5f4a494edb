#!/usr/bin/env python3
"""table.py DIR: the judgement tables of a draw, for docs/precision.md.

Reads DIR/sample.tsv (sample.py) and the reviewers' DIR/verdicts*.jsonl
(review_prompt.md: one {"id", "verdict", "class", "evidence"} per
finding) and prints the per-rule table (judged, true, P, of them TRUE*)
and the per-finding one; a finding without a verdict is listed as such
and counted as not judged.
"""
import collections, glob, json, os, sys


def main():
    d = sys.argv[1]
    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(d, "sample.tsv")) if l.strip()]
    v = {}
    for p in sorted(glob.glob(os.path.join(d, "verdicts*.jsonl"))):
        for line in open(p):
            line = line.strip()
            if line:
                o = json.loads(line)
                v[int(o["id"])] = o
    per = collections.OrderedDict()
    out = []
    for r in rows:
        i, cb, rule, place, count, basis = int(r[0]), r[1], r[2], r[4], r[6], r[7]
        place = place.split("/", 1)[1] if "/" in place and not place.startswith("/") else place
        if place.startswith("/"):
            place = place.split("/src/", 1)[-1].split("/", 1)[-1]
        # as the earlier tables: the code base's own path, without its src/
        if place.startswith("src/"):
            place = place[4:]
        o = v.get(i)
        verdict = o["verdict"].upper() if o else "not judged"
        s = per.setdefault(rule, [0, 0, 0])
        if o:
            s[0] += 1
            s[1] += verdict in ("TRUE", "TRUE*")
            s[2] += verdict == "TRUE*"
        ev = ""
        if o and verdict != "TRUE":
            ev = ((o.get("class") + ": ") if o.get("class") else "") + o.get("evidence", "")
            ev = ev.replace("|", "\\|").replace("\n", " ")
            if len(ev) > 300:
                ev = ev[:297] + "..."
        out.append("| %d | %s | %s | `%s` | %s %s | %s | %s |" % (
            i, cb, rule, place, count, basis, verdict.replace("*", "\\*"), ev))
    print("| rule | judged | true | P | of them TRUE\\* |")
    print("|---|---:|---:|---:|---:|")
    tot = [0, 0, 0]
    for rule, s in sorted(per.items()):
        print("| %s | %d | %d | %.2f | %d |" % (rule, s[0], s[1], s[1] / s[0] if s[0] else 0, s[2]))
        tot = [a + b for a, b in zip(tot, s)]
    print("| all | %d | %d | %.2f | %d |" % (tot[0], tot[1], tot[1] / tot[0] if tot[0] else 0, tot[2]))
    print()
    print("| # | code base | rule | place | count | verdict | class, evidence (FALSE), what a GCC-class compiler does (TRUE\\*) |")
    print("|---:|---|---|---|---|---|---|")
    print("\n".join(out))


if __name__ == "__main__":
    main()
