#!/bin/bash
# The JSON contract over the corpus: valid JSON, every contract field with
# its type, no errors, and cycles that follow the machine model: they differ
# between tm3260 and tm5250 where the machine files' costs differ.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$tmopt" check --format json --fail-on none --target tm5250 "$root/corpus" > "$dir/5250.json" 2>/dev/null || { echo "FAIL: tm5250 run"; exit 1; }
"$tmopt" check --format json --fail-on none --target tm3260 "$root/corpus" > "$dir/3260.json" 2>/dev/null || { echo "FAIL: tm3260 run"; exit 1; }
python3 - "$dir/5250.json" "$dir/3260.json" "$root/machdesc" <<'PY'
import json, sys, re
a = json.load(open(sys.argv[1])); b = json.load(open(sys.argv[2]))
fields = {"rule": str, "severity": str, "file": str, "line": int, "column": int,
          "function": str, "message": str, "advice": str, "cycles": int, "count": int,
          "count_basis": str, "total_cycles": int, "saving_cycles": int, "fingerprint": str}
assert a["tool"] == "tmopt" and a["target"] == "tm5250" and b["target"] == "tm3260"
assert a["errors"] == [] and b["errors"] == [], (a["errors"], b["errors"])
assert len(a["findings"]) > 50, len(a["findings"])
for f in a["findings"]:
    for k, t in fields.items():
        assert isinstance(f[k], t), (k, f)
    assert f["severity"] in ("note", "warning", "error")
    assert f["count_basis"] in ("constant", "assumed", "profile")
    assert f["total_cycles"] == f["cycles"] * f["count"], f
    assert re.fullmatch(r"[0-9a-f]{16}", f["fingerprint"]), f
# the emulation rules find the same constructs on both targets (the loop
# rules may not: their bounds depend on the machine)
key = lambda f: (f["file"], f["line"], f["column"], f["rule"])
emu = ("divmod", "double-emulation", "int64-emulation")
assert sorted(key(f) for f in a["findings"] if f["rule"] in emu) == \
       sorted(key(f) for f in b["findings"] if f["rule"] in emu)
# loop findings carry their schedule; the chain is long against the
# resources, and a finding never claims more than the loop costs per
# iteration (the jump's delay slots may bound the loop above the chain)
dc = [f for f in a["findings"] if f["rule"] == "dependency-chain"]
assert dc, "no dependency-chain finding"
for f in dc:
    s = f["schedule"]
    assert s["rec_mii"] >= 1.5 * s["res_mii"] and s["ii"] >= s["rec_mii"], f
    # (its price may be a share of the loop's cycles beside other
    # findings; its saving is the loop's, re-scheduled)
    assert f["cycles"] <= s["ii"] and f["saving_cycles"] <= s["ii"] * f["count"], f
    assert s["chain"] and s["trip_basis"] in ("constant", "assumed"), f
assert all("schedule" not in f for f in a["findings"]
           if f["rule"] in ("divmod", "double-emulation", "int64-emulation")), "schedule on a non-loop rule"
# every analysed function has an estimated cost per call
fn = a["functions"]
assert len(fn) > 20, len(fn)
for c in fn:
    assert set(c) == {"name", "file", "line", "cycles_per_call", "basis", "setup", "entry",
                      "dead", "program", "calls", "calls_basis"}, c
    assert (c["calls"] >= 1 or c["dead"]) and c["calls_basis"] in ("constant", "assumed", "profile"), c
    assert c["cycles_per_call"] >= 1 and c["basis"] in ("constant", "assumed", "profile"), c
    assert isinstance(c["setup"], bool) and isinstance(c["entry"], bool), c
    assert isinstance(c["dead"], bool) and isinstance(c["program"], bool), c
# set-up code (main, *_init, and what only they call) is marked, the rest not
assert all(c["setup"] for c in fn if c["name"] == "main" or c["name"].endswith("_init")), fn
assert sum(not c["setup"] for c in fn) > 20, "per-call functions marked set-up"
# fingerprints are unique within a run
fps = [f["fingerprint"] for f in a["findings"]]
assert len(fps) == len(set(fps)), "duplicate fingerprints"
# integer divides cost what each machine file says
def emul(path, name):
    text = open(path).read()
    m = re.search(r"^\s+%s:\s*\{[^}]*cycles:\s*(\d+)" % name, text, re.M)
    if not m:  # block style
        m = re.search(r"^\s+%s:\s*\n(?:\s+[^\n]*\n)*?\s+cycles:\s*(\d+)" % name, text, re.M)
    return int(m.group(1))
ca = {key(f): f for f in a["findings"] if f["rule"] in emu}; cb = {key(f): f for f in b["findings"] if f["rule"] in emu}
idiv = [k for k, f in ca.items() if f["rule"] == "divmod" and "_rt_idiv" in f["message"]]
assert idiv, "no _rt_idiv finding in the corpus"
i5 = emul(sys.argv[3] + "/tm5250.yaml", "idiv"); i3 = emul(sys.argv[3] + "/tm3260.yaml", "idiv")
assert i5 != i3
for k in idiv:
    assert ca[k]["cycles"] == i5 and cb[k]["cycles"] == i3, (k, ca[k]["cycles"], cb[k]["cycles"], i5, i3)
diff = sum(1 for k in ca if ca[k]["cycles"] != cb[k]["cycles"])
print("%d findings, %d with different cycles on tm3260 and tm5250 (idiv %d vs %d)" % (len(ca), diff, i3, i5))
PY
rc=$?
[ $rc -eq 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $rc
