#!/bin/bash
# 'check --format sarif' and 'report --format sarif' validate against the
# SARIF 2.1.0 schema in tests/data (python3-jsonschema), and carry what
# code-scanning services use: rules with help URIs, ruleIndex, levels,
# relative locations, fingerprints, costs, and a notification with
# executionSuccessful false for a file that could not be analysed.  With
# --baseline, results carry baselineState (new, unchanged with an external
# suppression, absent for a baseline entry no longer found).
# Exit 77 (skipped) when no python3 with jsonschema is installed.
set -u
tmopt=$1
src=${TMOPT_SOURCE_DIR:?}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

py=
for p in python3 /usr/bin/python3; do
	if "$p" -c 'import jsonschema; jsonschema.Draft202012Validator' 2>/dev/null; then
		py=$p
		break
	fi
done
if [ -z "$py" ]; then
	echo "SKIP: python3 jsonschema >= 4 is not installed (apt-get install -y python3-jsonschema)"
	exit 77
fi

cd "$src" || fail "no source dir"
"$tmopt" check corpus/ --format sarif --fail-on none -q > "$dir/check.sarif" ||
	fail "check exited $?"
"$tmopt" check corpus/ --format json --fail-on none -q > "$dir/check.json"
"$tmopt" report corpus/divmod --format sarif -q -o "$dir/report.sarif" ||
	fail "report exited $?"
"$tmopt" check corpus/divmod/pow2.c no_such_file.c --format sarif -q \
	> "$dir/error.sarif"
[ $? -eq 3 ] || fail "missing file: want exit 3"

# --baseline: f's division stays (moved: "unchanged", suppressed by the
# baseline), g's modulo goes ("absent"), h's division comes ("new")
mkdir "$dir/bl"
fn() {
	printf 'int %s(int *a, int n, int d)\n{\n\tint s = 0;\n\tfor (int i = 0; i < n; i++)\n\t\ts += a[i] %s d;\n\treturn s;\n}\n' "$1" "$2"
}
{ fn f /; fn g %; } > "$dir/bl/a.c"
(cd "$dir/bl" && "$tmopt" check a.c --write-baseline base.json -q 2>/dev/null) ||
	fail "write-baseline exited $?"
{ echo '/* moved */'; fn f /; fn h '/ 3 +'; } > "$dir/bl/a.c"
(cd "$dir/bl" && "$tmopt" check a.c --baseline base.json --format sarif -q \
	--fail-on none) \
	> "$dir/baseline.sarif" || fail "check --baseline exited $?"

"$py" - "$src/tests/data/sarif-schema-2.1.0.json" "$dir" <<'PY' || fail "SARIF checks"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
d = sys.argv[2]
V = jsonschema.Draft202012Validator
v = V(schema, format_checker=V.FORMAT_CHECKER)
def valid(name):
    doc = json.load(open(d + "/" + name))
    errs = sorted(v.iter_errors(doc), key=lambda e: e.json_path)
    for e in errs[:5]:
        print(name, e.json_path, e.message[:200])
    if errs:
        sys.exit(1)
    return doc
# the validator does reject a broken log
bad = json.load(open(d + "/check.sarif"))
bad["runs"][0]["results"][0]["level"] = "severe"
assert list(v.iter_errors(bad)), "schema accepted a bad level"

doc = valid("check.sarif")
valid("report.sarif")
err = valid("error.sarif")
run = doc["runs"][0]
drv = run["tool"]["driver"]
assert drv["name"] == "tmopt" and drv["version"]
# no path of the build machine: a web address or nothing
assert not drv.get("informationUri", "https:").startswith("file:"), drv["informationUri"]
ids = [r["id"] for r in drv["rules"]]
assert {"divmod", "double-emulation", "int64-emulation"} <= set(ids), ids
for r in drv["rules"]:
    assert not r.get("helpUri", "https:").startswith("file:"), r["helpUri"]
    # the rule page travels with the log (code scanning shows help.markdown)
    assert r["help"]["markdown"].startswith("# "), r["id"]
    assert r["shortDescription"]["text"] and r["fullDescription"]["text"]
    assert r["defaultConfiguration"]["level"] in ("note", "warning", "error")
findings = json.load(open(d + "/check.json"))["findings"]
# JSON lists the reported findings; SARIF also carries the suppressed ones
# (with 'suppressions'), as the SARIF convention wants
res = [r for r in run["results"] if not r.get("suppressions")]
assert all(r["suppressions"][0]["kind"] == "inSource" for r in run["results"] if r.get("suppressions"))
assert len(res) == len(findings), (len(res), len(findings))
for r, f in zip(res, findings):
    # pseudo-rules (a malformed suppression) have no rule entry
    assert r["ruleId"] == f["rule"]
    if "ruleIndex" in r:
        assert ids[r["ruleIndex"]] == r["ruleId"]
    assert r["level"] == f["severity"]
    pl = r["locations"][0]["physicalLocation"]
    assert pl["artifactLocation"]["uri"] == f["file"], (pl, f["file"])
    assert pl["region"]["startLine"] == f["line"]
    assert pl["region"]["startColumn"] == f["column"]
    assert r["partialFingerprints"]["tmopt/v1"] == f["fingerprint"]
    p = r["properties"]
    for k in ("cycles", "count", "count_basis", "total_cycles", "saving_cycles", "function"):
        assert p[k] == f[k], (k, p[k], f[k])
    assert r["message"]["text"] == f["message"]
    assert "baselineState" not in r
assert run["invocations"][0]["executionSuccessful"] is True
inv = err["runs"][0]["invocations"][0]
assert inv["executionSuccessful"] is False
n = inv["toolExecutionNotifications"]
assert len(n) == 1 and n[0]["level"] == "error"
assert n[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "no_such_file.c"
bl = valid("baseline.sarif")["runs"][0]["results"]
st = {r["baselineState"]: r for r in bl}
assert len(bl) == 3 and set(st) == {"new", "unchanged", "absent"}, bl
fn = lambda r: r["locations"][0]["logicalLocations"][0]["name"]
line = lambda r: r["locations"][0]["physicalLocation"]["region"]["startLine"]
assert fn(st["unchanged"]) == "f" and line(st["unchanged"]) == 6
assert st["unchanged"]["suppressions"] == [
    {"kind": "external", "justification": "in baseline base.json"}]
assert fn(st["new"]) == "h" and "suppressions" not in st["new"]
ab = st["absent"]
assert fn(ab) == "g" and line(ab) == 12 and ab["ruleId"] == "divmod", ab
assert ab["partialFingerprints"]["tmopt/v1"] not in (
    st["new"]["partialFingerprints"]["tmopt/v1"],
    st["unchanged"]["partialFingerprints"]["tmopt/v1"])
print("%d results ok" % len(res))
PY
echo ok
