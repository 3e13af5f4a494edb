#!/bin/bash
# 'tmopt report' and 'tmopt check' agree on the corpus: the same results,
# the same inline suppressions (SARIF suppression records), and the HTML
# and Markdown reports count the same unsuppressed findings as check.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
cd "$root" || exit 1
"$tmopt" check --no-cache --fail-on none --format sarif corpus > "$dir/check.sarif" 2>/dev/null
"$tmopt" report --no-cache --format sarif -o "$dir/report.sarif" corpus 2>/dev/null
"$tmopt" report --no-cache --format md -o "$dir/report.md" corpus 2>/dev/null
python3 - "$dir" <<'PY' || fail "check and report disagree"
import json, re, sys
d = sys.argv[1]
def results(p):
    run = json.load(open(p))["runs"][0]
    out = set()
    for r in run["results"]:
        loc = r["locations"][0]["physicalLocation"]
        sup = tuple(sorted(s["kind"] for s in r.get("suppressions", [])))
        out.add((r["ruleId"], loc["artifactLocation"]["uri"],
                 loc["region"]["startLine"], loc["region"]["startColumn"],
                 r["level"], sup))
    return out
c, r = results(d + "/check.sarif"), results(d + "/report.sarif")
if c != r:
    print("only in check:", sorted(c - r)[:10])
    print("only in report:", sorted(r - c)[:10])
    sys.exit(1)
nsup = sum(1 for x in c if x[5])
assert nsup > 0, "the corpus has inline suppressions"
shown = len(c) - nsup
md = open(d + "/report.md").read()
m = re.search(r"^\| ([\d,]+) \| [\d,]+ \|.* \| ([\d,]+) \|$", md, re.M)
num = lambda s: int(s.replace(",", ""))
assert m and num(m.group(1)) == shown and num(m.group(2)) == nsup, (m and m.group(0), shown, nsup)
print(f"{len(c)} results, {nsup} suppressed, {shown} shown in both")
PY
echo "1 passed, 0 failed"
