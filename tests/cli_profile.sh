#!/bin/bash
# Measured trip counts: a '// tmopt: trip N' comment and a --profile file
# give loops their count with basis "profile"; a constant bound wins; one
# assumed loop around makes the product assumed; a changed profile is not
# served from the results cache; a malformed profile or comment is reported.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/p.c" <<'C'
int scale(const int *v, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)	// tmopt: trip 720
		s += v[i] / d;
	for (int i = 0; i < 16; i++)	// tmopt: trip 99
		s += v[i] / d;
	for (int i = 0; i < n; i++)
		s += v[i] % d;
	for (int k = 0; k < n; k++)
		for (int i = 0; i < n; i++)	// tmopt: trip 8
			s += v[i] / (d + k);
	return s;
}
C
json() { "$tmopt" check --format json --fail-on none --cache "$dir/cache" "$@" "$dir/p.c" 2>/dev/null; }
check() {
	python3 -c '
import json, sys
d = json.loads(sys.stdin.read())
got = {f["line"]: (f["count"], f["count_basis"]) for f in d["findings"]}
want = eval(sys.argv[1])
assert got == want, (got, want)
' "$1" || fail "$2"
}
# (check reads a process substitution: as the end of a pipeline it would
# run in a subshell, whose fail could not stop the script)
check '{5: (720, "profile"), 7: (16, "constant"), 9: (64, "assumed"), 12: (512, "assumed")}' "comments" < <(json)

printf '{"loops": [{"file": "p.c", "line": 8, "trip": 31.6}, {"file": "p.c", "line": 10, "trip": 2}]}\n' > "$dir/prof.json"
check '{5: (720, "profile"), 7: (16, "constant"), 9: (32, "profile"), 12: (16, "profile")}' "profile file" < <(json --profile "$dir/prof.json")
printf '{"loops": [{"file": "p.c", "line": 8, "trip": 5}]}\n' > "$dir/prof.json"
check '{5: (720, "profile"), 7: (16, "constant"), 9: (5, "profile"), 12: (512, "assumed")}' "changed profile served from the cache" < <(json --profile "$dir/prof.json")

printf '{"loops": [{"file": "p.c"}]}\n' > "$dir/bad.json"
out=$("$tmopt" check --profile "$dir/bad.json" "$dir/p.c" 2>&1)
[ $? -eq 2 ] && grep -q "bad.json: loops\[0\]" <<<"$out" || fail "malformed profile: $out"
printf 'int f(int *v, int n) { int s = 0; for (int i = 0; i < n; i++) /* tmopt: trip many */ s += v[i]; return s; }\n' > "$dir/c.c"
out=$("$tmopt" check --no-source --fail-on none --no-cache "$dir/c.c" 2>&1)
grep -q "trip' wants a positive count.*\[suppression\]" <<<"$out" || fail "malformed trip comment: $out"
# a loop in an arm the data rarely takes (twolame's 'if (tonelabel[k] ==
# TONE) for (j = 0; j < 136; j++)'): its function costs what the profile's
# lines say it entered (2 entries in 500 passes), not one run per pass
cat > "$dir/arm.c" <<'C'
double mask(const int *label, const double *x, double *out)
{
	double s = 0;
	for (int k = 0; k < 500; k++) {
		if (label[k] == 7) {
			for (int j = 0; j < 136; j++) {
				out[j] += x[k] * x[j];
			}
		}
	}
	return s;
}
C
cpc() {
	"$tmopt" check --format json --fail-on none --no-cache "$@" "$dir/arm.c" 2>/dev/null |
		python3 -c 'import json, sys; print(json.load(sys.stdin)["functions"][0]["cycles_per_call"])'
}
static=$(cpc)
printf '{"complete": true, "functions": [{"name": "mask", "calls": 1}], "lines": [{"file": "%s", "line": 4, "count": 501}, {"file": "%s", "line": 5, "count": 500}, {"file": "%s", "line": 6, "count": 274}, {"file": "%s", "line": 7, "count": 272}]}\n' \
	"$dir/arm.c" "$dir/arm.c" "$dir/arm.c" "$dir/arm.c" > "$dir/arm.json"
measured=$(cpc --profile "$dir/arm.json")
python3 -c 'import sys; s, m = int(sys.argv[1]), int(sys.argv[2]); assert s > 100 * m > 0, (s, m)' "$static" "$measured" ||
	fail "a rarely entered inner loop: $static cycles per call statically, $measured with the profile"
# a loop's trip from its lines, past a body line that made no
# instructions ('int N;': opus's init_caps, 21 bands, read as 0 before);
# a loop measured at fewer than two passes per entry gets no loop rule
cat > "$dir/caps.c" <<'C'
void caps(int *cap, const int *e, int n, int lm)
{
	for (int i = 0; i < n; i++) {
		int N;
		N = (e[i + 1] - e[i]) << lm;
		cap[i] = N * 3;
	}
}
C
caps() {
	printf '{"complete": true, "functions": [{"name": "caps", "calls": 1}], "lines": [{"file": "caps.c", "line": 3, "count": %s}, {"file": "caps.c", "line": 5, "count": %s}, {"file": "caps.c", "line": 6, "count": %s}]}\n' \
		"$1" "$2" "$2" > "$dir/caps.json"
	"$tmopt" check --format json --fail-on none --no-cache --profile "$dir/caps.json" "$dir/caps.c" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s:%d:%s" % (f["rule"], f["count"], f.get("schedule", {}).get("trip")) for f in json.load(sys.stdin)["findings"]))'
}
got=$(caps 22 21)
[ "$got" = "missing-restrict:21:21" ] || fail "trip past a declaration line: $got"
got=$(caps 2 1)
[ -z "$got" ] || fail "a loop of one pass per entry: $got"
# a function run 5 times in 100 entry calls: 'calls' is the measured 0.05,
# not a whole run, so count x calls (21 x 0.05) is what ran, the JSON
# 'runs' (1.05), and the message needs no word on rounding
printf '{"complete": true, "entries": 100, "functions": [{"name": "caps", "calls": 0.05}], "lines": [{"file": "caps.c", "line": 3, "count": 1.1}, {"file": "caps.c", "line": 5, "count": 1.05}, {"file": "caps.c", "line": 6, "count": 1.05}]}\n' > "$dir/caps.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/caps.json" "$dir/caps.c" 2>/dev/null |
	python3 -c 'import json, sys
f = json.load(sys.stdin)["findings"][0]
print(f["count"], f["calls"], round(f["runs"], 3), "measured: 1.05 runs per call of the entry points, 105 times in the profile" in f["message"])')
[ "$got" = "21 0.05 1.05 False" ] || fail "a rate below the whole runs: $got"
# a line run in a tenth of its function's calls (a rare arm): 'count' is
# the measured 0.1 per call, total_cycles its share; the text says so
cat > "$dir/arm2.c" <<'C'
int arm2(const int *e, int n, int d)
{
	int s = e[0];
	if (s < 0)
		s = e[1] / d;
	return s + n;
}
C
printf '{"complete": true, "entries": 10, "functions": [{"name": "arm2", "calls": 3}], "lines": [{"file": "arm2.c", "line": 4, "count": 3}, {"file": "arm2.c", "line": 5, "count": 0.3}]}\n' > "$dir/arm2.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/arm2.json" "$dir/arm2.c" 2>/dev/null |
	python3 -c 'import json, sys
f = [f for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod"][0]
print(f["count"], f["calls"], round(f["runs"], 3), f["total_cycles"] == round(f["cycles"] * 0.1))')
[ "$got" = "0.1 3 0.3 True" ] || fail "a line below one run per call: $got"
"$tmopt" check --fail-on none --no-cache --no-source --profile "$dir/arm2.json" "$dir/arm2.c" 2>/dev/null |
	grep -q "cycles x 0.1 profile" || fail "a line below one run per call, text"
# a line listed with 0 executions did not run (not 1 run costing 0)
sed 's/"line": 5, "count": 0.3/"line": 5, "count": 0/' "$dir/arm2.json" > "$dir/arm0.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/arm0.json" "$dir/arm2.c" 2>/dev/null |
	python3 -c 'import json, sys
f = [f for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod"][0]
print(f["severity"], f.get("runs"), f["count"], f["count_basis"], f["total_cycles"], f["saving_cycles"],
      "did not execute line 5; if it ran, the model counts 1 run per call (constant)" in f["message"])')
[ "$got" = "note 0.0 0 profile 0 0 True" ] || fail "a line of 0 executions: $got"
# one file under two spellings in a profile's lines (opus's analysis.c
# inlines './celt/mathops.h', the other files 'celt/mathops.h'): one file,
# the counts of a line added
mkdir -p "$dir/sp/celt"
cat > "$dir/sp/celt/ops.h" <<'C'
static inline float ratio(float a, float b)
{
	return a / b;
}
C
cat > "$dir/sp/an.c" <<'C'
#include "celt/ops.h"
float an(const float *x, int n) { float s = 0; for (int i = 1; i < n; i++) s += ratio(x[i], x[i - 1]); return s; }
C
printf '{"complete": true, "functions": [{"name": "ratio", "calls": 10}, {"name": "an", "calls": 1}], "lines": [{"file": "./celt/ops.h", "line": 3, "count": 6}, {"file": "celt/ops.h", "line": 3, "count": 4}, {"file": "an.c", "line": 2, "count": 10}]}\n' > "$dir/sp/prof.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/sp/prof.json" "$dir/sp/an.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s:%s" % (f["count"], round(f.get("runs", -1), 3)) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod" and f["file"].endswith("ops.h")))')
[ "$got" = "1:10.0" ] || fail "one file under two spellings: $got"
# a finding on a do-while ('j = 0; do { ... } while (++j < N)', opus's
# vq.c): its 'do' line runs once per entry, its condition once per pass;
# the count is the passes', from the cache too
cat > "$dir/sp/dw.c" <<'C'
float vsum(const float *X, int N)
{
	float s = 0;
	int j = 0; do {
		s += X[j];
	} while (++j < N);
	return s;
}
C
printf '{"complete": true, "functions": [{"name": "vsum", "calls": 10}], "lines": [{"file": "dw.c", "line": 3, "count": 10}, {"file": "dw.c", "line": 4, "count": 10}, {"file": "dw.c", "line": 5, "count": 95}, {"file": "dw.c", "line": 6, "count": 95}, {"file": "dw.c", "line": 7, "count": 10}]}\n' > "$dir/sp/dw.json"
for run in first cached; do
	got=$("$tmopt" check --format json --fail-on none --cache "$dir/dwcache" --profile "$dir/sp/dw.json" "$dir/sp/dw.c" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s:%s:%s" % (f["line"], f["count"], round(f.get("runs", -1), 3)) for f in json.load(sys.stdin)["findings"] if f["rule"] == "loop-overhead"))')
	[ "$got" = "4:10:95.0" ] || fail "a do-while's passes ($run): $got"
done
# a for loop's passes are its body's line, not its header's (which also
# counts the test that ends each entry); a body that never ran (opus's
# 'for (i = 0; i < start; i++)' with start 0: its header ran twice) is not
# run, whatever its header did
cat > "$dir/sp/fo.c" <<'C'
void clear(int *restrict b, const int *restrict a, int start, int n)
{
	for (int i = 0; i < start; i++)
		b[i] = a[i] + 1;
	for (int i = start; i < n; i++)
		b[i] = a[i] - 1;
}
C
printf '{"complete": true, "functions": [{"name": "clear", "calls": 2}], "lines": [{"file": "fo.c", "line": 2, "count": 2}, {"file": "fo.c", "line": 3, "count": 2}, {"file": "fo.c", "line": 5, "count": 42}, {"file": "fo.c", "line": 6, "count": 40}, {"file": "fo.c", "line": 7, "count": 2}]}\n' > "$dir/sp/fo.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/sp/fo.json" "$dir/sp/fo.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s:%s:%s:%s" % (f["line"], f["count"], "not run" in f["message"], "the model counts 64 runs per call (assumed)" in f["message"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "loop-overhead"))')
[ "$got" = "3:0:True:True 5:20:False:False" ] || fail "a for loop's passes: $got"
# the unroll advice weighs a measured count (speex's 'mm[j] = 0' over the
# LPC order, 10 passes): no factor above it, and the passes an unrolled
# loop leaves over run at the loop's own cycles (by 8: one pass of 8 and 2
# single ones, ~3 cycles an iteration, not the 1.06 of an unroll by 16)
cat > "$dir/sp/mm.c" <<'C'
void clr(float *mm, int p)
{
	for (int j = 0; j < p; j++)
		mm[j] = 0;
}
C
printf '{"complete": true, "functions": [{"name": "clr", "calls": 12}], "lines": [{"file": "mm.c", "line": 3, "count": 132}, {"file": "mm.c", "line": 4, "count": 120}]}\n' > "$dir/sp/mm.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/sp/mm.json" "$dir/sp/mm.c" 2>/dev/null |
	python3 -c 'import json, re, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "loop-overhead":
        m = re.search(r"TCS_unroll=(\d+).*~([0-9.]+) cycles per iteration", f["advice"])
        print(m.group(1), m.group(2))')
[ "$got" = "8 3.00" ] || fail "unroll by a measured count: $got"
# ... and under an absolute and a relative one (profiles merged from runs
# in two directories): the relative name is the one absolute file that
# ends with it
printf '{"complete": true, "functions": [{"name": "ratio", "calls": 10}, {"name": "an", "calls": 1}], "lines": [{"file": "%s/sp/celt/ops.h", "line": 3, "count": 6}, {"file": "celt/ops.h", "line": 3, "count": 4}, {"file": "an.c", "line": 2, "count": 10}]}\n' "$dir" > "$dir/sp/prof2.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/sp/prof2.json" "$dir/sp/an.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s:%s" % (f["count"], round(f.get("runs", -1), 3)) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod" and f["file"].endswith("ops.h")))')
[ "$got" = "1:10.0" ] || fail "an absolute and a relative spelling: $got"
# two absolute files end with the relative name: it is neither
mkdir -p "$dir/sp/other/celt"
printf '{"complete": true, "functions": [{"name": "ratio", "calls": 10}, {"name": "an", "calls": 1}], "lines": [{"file": "%s/sp/celt/ops.h", "line": 3, "count": 6}, {"file": "%s/sp/other/celt/ops.h", "line": 3, "count": 5}, {"file": "celt/ops.h", "line": 3, "count": 4}, {"file": "an.c", "line": 2, "count": 10}]}\n' "$dir" "$dir" > "$dir/sp/prof3.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/sp/prof3.json" "$dir/sp/an.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s:%s" % (f["count"], round(f.get("runs", -1), 3)) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod" and f["file"].endswith("ops.h")))')
[ "$got" = "0.6:6.0" ] || fail "a relative name two absolute files end with: $got"
# an outer loop whose body is an inner loop alone, the inner 'for' on a
# line of its own (flac's autocorrelation): its passes are the inner loop's
# entries, so an operation hoisted out of the inner loop counts them
# (4,000 per call), not the assumed trip (100)
cat > "$dir/acorr.c" <<'C'
void acorr(const float *data, int n, double *autoc)
{
	for (int i = 12; i < n; i++)
		for (int j = 0; j < 12; j++)
			autoc[j] += (double)data[i - j] * (double)i;
}
C
printf '{"complete": true, "functions": [{"name": "acorr", "calls": 1}], "lines": [{"file": "acorr.c", "line": 3, "count": 4001}, {"file": "acorr.c", "line": 4, "count": 52000}, {"file": "acorr.c", "line": 5, "count": 48000}]}\n' > "$dir/acorr.json"
got=$("$tmopt" check --format json --fail-on none --no-cache --profile "$dir/acorr.json" "$dir/acorr.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d:%s:%s" % (f["count"], f["count_basis"], "hoistable" in f["message"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "double-emulation"))')
[ "$got" = "48000:profile:False 4000:profile:True" ] || fail "a hoisted operation's count from the outer loop's passes: $got"
echo "1 passed, 0 failed"
