#!/bin/bash
# 'tmopt report --db FILE --release TAG': a copy of the corpus stored as
# two releases (the second drops a file); the report of the second names
# the release, draws the per-module trend line chart, and its SARIF form
# carries the stored findings with baselineState against v1 (new,
# unchanged, updated, absent), as 'check --db --previous v1' does.  The
# hot spots of loop rules show their stored loop schedule, and 'diff
# --format json' findings carry it.  A finding suppressed by --baseline
# and stored (release v3) is a SARIF suppression of kind "external" in the
# report from the database, the inline ones stay "inSource".  An unknown
# release is a usage error.
set -u
tmopt=$1
src=${TMOPT_SOURCE_DIR:?}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# loop.c: one division whose loop runs longer in v2 (same fingerprint,
# more cycles: "updated"); new.c only in v2 ("new")
loop() {
	printf 'int f(int *a, int d)\n{\n\tint s = 0;\n\tfor (int i = 0; i < %s; i++)\n\t\ts += a[i] / d;\n\treturn s;\n}\n' "$1"
}
cp -r "$src/corpus" "$dir/corpus"
cd "$dir" || fail "no temp dir"
mkdir corpus/extra
loop 10 > corpus/extra/loop.c
"$tmopt" check corpus/ --db t.db --release v1 -q --fail-on none > /dev/null ||
	fail "check --db v1 exited $?"
rm corpus/int64-emulation/bitops.c
loop 20 > corpus/extra/loop.c
sed 's/int f(/int g(/' corpus/extra/loop.c > corpus/extra/new.c
"$tmopt" check corpus/ --db t.db --release v2 -q --fail-on none > check.txt ||
	fail "check --db v2 exited $?"
"$tmopt" report --db t.db --release v2 -o r.html -q || fail "report exited $?"
grep -q 'release <code>v2</code>' r.html || fail "release not in the header"
grep -q '<svg class="chart lines"' r.html || fail "no trend chart"
grep -q '>v1</text>' r.html || fail "trend has no v1 point"
grep -q '<svg class="chart bars"' r.html || fail "no bar charts"
# the trend's value axis has round ticks, and a module has one colour in
# the bar chart by module, the trend lines and the module tables
python3 - r.html <<'PY' || fail "axis ticks or module colours"
import re, sys
h = open(sys.argv[1]).read()
lines = h[h.index('<svg class="chart lines"'):]
lines = lines[:lines.index("</svg>")]
ticks = re.findall(r'class="lbl tick"[^>]*>([^<]*)<', lines)
assert len(ticks) >= 3, ticks
def val(t):
    t = t.replace(",", "").strip()
    m = {"k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12}
    return float(t.split()[0]) * m[t.split()[1]] if " " in t else float(t)
v = [val(t) for t in ticks]
step = v[1] - v[0]
assert v[0] == 0 and all(abs((b - a) - step) < 1e-6 * step for a, b in zip(v, v[1:])), v
mant = step / 10 ** (len(str(int(step))) - 1)
assert mant in (1, 2, 2.5, 5), (step, ticks)
bars = h[h.index("by module</figcaption>"):]
bars = bars[:bars.index("</svg>")]
bar_colour = {}
for m, c in re.findall(r'<g><title>([^<:]*):[^<]*</title><text[^>]*>[^<]*</text><rect class="c(\d)"', bars):
    bar_colour[m] = c
line_colour = dict((m, c) for c, m in re.findall(r'<g class="s(\d)"><title>([^<]*)</title>', lines))
common = set(bar_colour) & set(line_colour)
assert len(common) >= 3, (bar_colour, line_colour)
for m in common:
    assert bar_colour[m] == line_colour[m], (m, bar_colour[m], line_colour[m])
print("ticks", ticks, "modules with one colour:", len(common))
PY
"$tmopt" report --db t.db --release v2 --format md -q > r.md || fail "md exited $?"
grep -q '^| rule | findings' r.md || fail "md has no rule table"
# the stored loop schedules: the hot spots of loop rules show the same
# "Loop schedule" lines as the report of the files themselves
grep -q 'Loop schedule' r.html || fail "html from --db has no loop schedule"
grep -q 'Loop schedule' r.md || fail "md from --db has no loop schedule"
"$tmopt" report corpus/ --format md -q > files.md || fail "md of files exited $?"
diff <(grep 'Loop schedule' files.md) <(grep 'Loop schedule' r.md) > /dev/null ||
	fail "loop schedules differ between --db and the files"
# and 'diff --format json' carries them as 'check --format json' does
"$tmopt" check corpus/ --format json -q --fail-on none > c.json ||
	fail "check --format json exited $?"
"$tmopt" diff --db t.db --format json v1 v2 > d.json || fail "diff exited $?"
[ "$(grep -c '"schedule"' d.json)" -gt 0 ] || fail "diff json has no schedule"
"$tmopt" report --db t.db --release v2 --format sarif -q > r.sarif ||
	fail "sarif exited $?"
"$tmopt" report --db t.db --release v1 --format sarif -q > r1.sarif ||
	fail "sarif v1 exited $?"
grep -q baselineState r1.sarif && fail "first release: no baselineState"
"$tmopt" report --db t.db --release v2 --previous v2 --format sarif -q \
	> same.sarif || fail "sarif --previous exited $?"
"$tmopt" check corpus/ --db t.db --previous v1 --format sarif -q \
	--fail-on none > c.sarif || fail "check --previous exited $?"
"$tmopt" check corpus/ --db t.db --previous nope --format sarif -q \
	--fail-on none > /dev/null 2>&1
[ $? -eq 2 ] || fail "check --previous nope: want exit 2"
"$tmopt" check corpus/ --db t.db --previous v1 -q > /dev/null 2>&1
[ $? -eq 2 ] || fail "check --previous without --format sarif: want exit 2"
"$tmopt" report --db t.db --release v2 --previous v1 -q > /dev/null 2>&1
[ $? -eq 2 ] || fail "report --previous without --format sarif: want exit 2"
n=$(grep -c '^\S' check.txt)
if command -v python3 > /dev/null; then
	python3 - "$n" <<'PY' || fail "baselineState checks"
import json, sys
def results(name):
    return json.load(open(name))["runs"][0]["results"]
def states(res):
    out = {}
    for r in res:
        out.setdefault(r.get("baselineState"), []).append(r)
    return out
n = int(sys.argv[1])
r2, c, same = results("r.sarif"), results("c.sarif"), results("same.sarif")
# the release's findings (suppressed ones flagged) plus v1's absent ones
shown = [r for r in r2 if r.get("baselineState") != "absent"]
assert len([r for r in shown if not r.get("suppressions")]) == n, (len(shown), n)
s = states(r2)
assert set(s) == {"new", "unchanged", "updated", "absent"}, set(s)
uri = lambda r: r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
assert [uri(r) for r in s["new"]] == ["corpus/extra/new.c"], s["new"]
assert [uri(r) for r in s["updated"]] == ["corpus/extra/loop.c"], s["updated"]
assert s["absent"] and all(uri(r) == "corpus/int64-emulation/bitops.c"
                           for r in s["absent"]), s["absent"]
fp = lambda r: r["partialFingerprints"]["tmopt/v1"]
assert all(fp(r) for r in s["absent"])
# 'check --previous' on the v2 tree agrees with the report
key = lambda r: (r.get("baselineState"), uri(r), fp(r))
assert sorted(map(key, c)) == sorted(map(key, r2)), "check and report differ"
# a release compared with itself: all unchanged, none absent
assert {r.get("baselineState") for r in same} == {"unchanged"}
# v2's findings in 'diff v1 v2' carry the schedules 'check' reports
loc = lambda f: (f["fingerprint"], f["file"], f["line"], f["column"])
want = {loc(f): f.get("schedule") for f in json.load(open("c.json"))["findings"]}
d = json.load(open("d.json"))
got = {loc(f): f.get("schedule") for f in d["new"] + d["persisting"]}
assert any(want.values()), "check reports no schedule"
assert got == want, "diff and check schedules differ"
print("%d results ok" % len(r2))
PY
else
	m=$(grep -c '"ruleId"' r.sarif)
	[ "$m" -ge "$n" ] || fail "sarif has $m results, check printed $n findings"
fi
# v3: loop.c's findings baselined; the kinds survive the database
"$tmopt" check corpus/extra/loop.c --write-baseline bl.json -q 2> /dev/null ||
	fail "write-baseline exited $?"
"$tmopt" check corpus/ --baseline bl.json --db t.db --release v3 -q \
	--fail-on none > /dev/null || fail "check --baseline --db v3 exited $?"
"$tmopt" report --db t.db --release v3 --format sarif -q > r3.sarif ||
	fail "sarif v3 exited $?"
grep -q '"kind": "external"' r3.sarif || fail "v3: no external suppression"
grep -q '"justification": "baseline"' r3.sarif || fail "v3: no justification"
grep -q '"kind": "inSource"' r3.sarif || fail "v3: no inSource suppression"
grep -q '"kind": "external"' r.sarif && fail "v2: external without a baseline"
if command -v python3 > /dev/null; then
	python3 <<'PY' || fail "suppression kind checks"
import json
res = json.load(open("r3.sarif"))["runs"][0]["results"]
uri = lambda r: r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
kinds = {}
for r in res:
    for s in r.get("suppressions", []):
        kinds.setdefault(s["kind"], set()).add(uri(r))
        if s["kind"] == "external":
            assert s["justification"] == "baseline", s
assert kinds.get("external") == {"corpus/extra/loop.c"}, kinds
assert kinds.get("inSource") and all(u.startswith("corpus/suppression/")
                                     for u in kinds["inSource"]), kinds
# every loop.c finding is baselined, and nothing else is
assert all(r.get("suppressions") for r in res if uri(r) == "corpus/extra/loop.c")
PY
fi
"$tmopt" report --db t.db --release nope -q > /dev/null 2>&1
[ $? -eq 2 ] || fail "unknown release: want exit 2"
"$tmopt" report --db t.db corpus/ -q > /dev/null 2>&1
[ $? -eq 2 ] || fail "--db without --release: want exit 2"
echo ok
