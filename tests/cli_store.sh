#!/bin/bash
# The findings database end to end: store the corpus as release v1, then an
# edited copy as v2 (one divide in a loop added, one divide removed, one
# file shifted by ten lines), and check that 'tmopt diff v1 v2 --format
# json' lists exactly the added and the removed finding, that the shifted
# file's findings persist, and that history, trend and runs answer in every
# format.  Also: --db without --release and an unknown release exit 2.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cp -r "$root/corpus" "$dir/corpus"
mkdir -p "$dir/corpus/zz_store"
cat > "$dir/corpus/zz_store/edit.c" <<'EOF'
int keep(const int *v, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i] % d;
	return s;
}

int gone(int a, int b)
{
	return a / b;
}
EOF
cd "$dir" || exit 1
db=t.db

"$tmopt" check -q --db $db corpus/ --fail-on none >/dev/null 2>&1
[ $? -eq 2 ] || fail "--db without --release must exit 2"
[ ! -e $db ] || fail "--db without --release must not create the database"

"$tmopt" check -q --db $db --release v1 --commit 1111111 --fail-on none \
	--format json corpus/ > v1.json || fail "check --db v1"

# v2: edit the copy
cat > corpus/zz_store/edit.c <<'EOF'
int keep(const int *v, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i] % d;
	return s;
}

int gone(int a, int b)
{
	return a + b;
}

int added(const int *v, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i] / d;
	return s;
}
EOF
shifted=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["findings"][0]["file"])' v1.json)
{ for i in 1 2 3 4 5 6 7 8 9 10; do echo "/* shifted $i */"; done; cat "$shifted"; } > shifted.tmp
mv shifted.tmp "$shifted"

"$tmopt" check -q --db $db --release v2 --commit 2222222 --fail-on none \
	--format json corpus/ > v2.json || fail "check --db v2"
"$tmopt" diff --db $db v1 v2 --format json > diff.json || fail "diff"

python3 - v1.json v2.json diff.json "$shifted" <<'PY' || fail "diff content"
import json, sys
v1, v2, d = (json.load(open(p)) for p in sys.argv[1:4])
shifted = sys.argv[4]
assert set(d) == {"new", "resolved", "persisting"}, d.keys()
contract = ["rule", "severity", "file", "line", "column", "function", "message",
            "advice", "cycles", "count", "count_basis", "total_cycles",
            "saving_cycles", "fingerprint"]
for k in ("new", "resolved", "persisting"):
    for f in d[k]:
        for c in contract:
            assert c in f, (c, f)
div_new = [f for f in d["new"] if f["rule"] == "divmod"]
assert len(div_new) == 1 and div_new[0]["function"] == "added", d["new"]
assert div_new[0]["file"] == "corpus/zz_store/edit.c" and div_new[0]["line"] == 18, div_new
assert all(f["function"] == "added" for f in d["new"]), d["new"]
assert len(d["resolved"]) == 1, d["resolved"]
r = d["resolved"][0]
assert (r["rule"], r["function"], r["line"]) == ("divmod", "gone", 11), r
assert len(d["persisting"]) == len(v1["findings"]) - 1, (len(d["persisting"]), len(v1["findings"]))
assert len(d["persisting"]) + len(d["new"]) == len(v2["findings"])
# the shifted file: same findings ten lines further down, zero delta
moved = [f for f in d["persisting"] if f["file"] == shifted]
before = [f for f in v1["findings"] if f["file"] == shifted]
assert moved and len(moved) == len(before), (len(moved), len(before))
assert sorted(f["line"] for f in moved) == sorted(f["line"] + 10 for f in before)
assert all(f["delta_cycles"] == 0 for f in d["persisting"]), "cycle deltas"
PY

# the other commands, every format
for fmt in text csv json; do
	"$tmopt" history --db $db --format $fmt > h.$fmt || fail "history $fmt"
	"$tmopt" trend --db $db --by module --format $fmt > t.$fmt || fail "trend $fmt"
	"$tmopt" runs --db $db --format $fmt > r.$fmt || fail "runs $fmt"
	"$tmopt" diff --db $db v1 v2 --format $fmt > d.$fmt 2>/dev/null || fail "diff $fmt"
done
python3 - v1.json v2.json <<'PY' || fail "history/trend/runs content"
import json, sys, csv
v1, v2 = (json.load(open(p)) for p in sys.argv[1:3])
h = json.load(open("h.json"))
assert [x["release"] for x in h] == ["v1", "v2"], h
assert h[0]["findings"] == len(v1["findings"]) and h[1]["findings"] == len(v2["findings"]), h
assert h[0]["total_cycles"] == sum(f["total_cycles"] for f in v1["findings"]), h
t = json.load(open("t.json"))
zz = [x for x in t if x["module"] == "zz_store"][0]
assert zz["v1"] == 2 and zz["v2"] >= 2, zz
r = json.load(open("r.json"))
assert [(x["release"], x["commit"]) for x in r] == [("v1", "1111111"), ("v2", "2222222")], r
assert r[0]["files"] == r[1]["files"] and r[0]["machine_hash"] == v1["machine_hash"], r
rows = list(csv.reader(open("h.csv")))
assert rows[0] == ["release", "time", "findings", "total_cycles"] and len(rows) == 3, rows
assert open("h.text").readline().split() == ["release", "time", "findings", "total_cycles"]
PY

"$tmopt" history --db $db --rule divmod --module zz_store --format json > hz.json || fail "history filters"
python3 -c 'import json; h = json.load(open("hz.json")); assert [x["findings"] for x in h] == [2, 2], h' || fail "history --rule --module"
"$tmopt" history --db $db --function gone --format json > hf.json || fail "history --function"
python3 -c 'import json; h = json.load(open("hf.json")); assert [x["findings"] for x in h] == [1, 0], h' || fail "history --function"
"$tmopt" diff --db $db v1 nope >/dev/null 2>&1
[ $? -eq 2 ] || fail "unknown release must exit 2"
"$tmopt" runs --db missing.db >/dev/null 2>&1
[ $? -eq 2 ] || fail "a missing database must exit 2"
[ ! -e missing.db ] || fail "queries must not create a database"
echo "ok"
