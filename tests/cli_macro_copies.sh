#!/bin/bash
# A macro argument expanded twice in one full expression ('#define
# ABS(x) ((x) < 0 ? -(x) : (x))', flac's local_abs64 in fixed.c) is one
# value: every compiler computes it once, so its operations are priced and
# reported once (model_mark_copies(), NF_COPY).  An argument with a side
# effect ('ABS(*p++)') is expanded, and run, twice.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/abs.c" <<'C'
#include <stdint.h>
#define local_abs64(x) ((uint64_t)((x) < 0 ? -(x) : (x)))
#define IMIN(a, b) ((a) < (b) ? (a) : (b))
uint64_t err(const int64_t *data, int n, int32_t d, int32_t *o)
{
	uint64_t t = 0;
	for (int i = 4; i < n; i++) {
		t += local_abs64(data[i] - 4 * data[i-1] + 6 * data[i-2]);
		o[i] = IMIN(o[i] / d, 7);
	}
	return t;
}
uint64_t steps(const int64_t *p, int n)
{
	uint64_t t = 0;
	while (n--)
		t += local_abs64(*p++ + 3);
	return t;
}
C
# the 64-bit operations of each line, over its findings: "and in the same
# expression ... (N 64-bit operations)" or one
ops() {
	"$tmopt" check --no-cache --format json --fail-on none "$dir/abs.c" 2>/dev/null |
		python3 -c 'import json, re, sys
c = {}
keep = ("int64-emulation", "divmod")
for f in json.load(sys.stdin)["findings"]:
    m = re.search(r"\((\d+) 64-bit operations\)", f["message"])
    if f["rule"] not in keep:
        continue
    n = int(m.group(1)) if f["rule"] == "int64-emulation" and m else 1
    c[(f["line"], f["rule"])] = c.get((f["line"], f["rule"]), 0) + n
print(" ".join("%d:%s=%d" % (k[0], k[1], v) for k, v in sorted(c.items())))'
}
got=$(ops)
# line 8: x once (a multiply, a shift, two adds), the negation, t += : 6;
# line 9: one divide; line 17: '*p++ + 3' twice (the step runs twice),
# the negation and t += : 4
[ "$got" = "8:int64-emulation=6 9:divmod=1 17:int64-emulation=4" ] || fail "operations: $got"

# A divide an earlier statement computed (model.recomps) is one finding:
# its message names the lines that use the value again, so a reader (and
# bench/precision/recall.py) finds every divide of the source in one.
# opus's frame-size tests: Fs/50 in an if's condition, again in its arms.
cat > "$dir/again.c" <<'C'
int frames(int fs, int n, int mode)
{
	int size;
	if (n > fs / 50 || mode) {
		if (mode == 1)
			size = fs / 50;
		else
			size = 2 * (fs / 50);
	} else
		size = fs / 50 + n % 3;
	return size + n % 3;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/again.c" 2>/dev/null |
	python3 -c 'import json, re, sys
for f in json.load(sys.stdin)["findings"]:
    m = re.search(r"\(computed once: its value is used again at lines? ([0-9, ]+)\)", f["message"])
    print("%d:%s" % (f["line"], m.group(1).replace(" ", "") if m else "-"))')
# line 4's Fs/50 runs on every path: lines 6, 8 and 10 reuse it; line 10's
# n % 3 is in an else arm, so line 11's is not its copy (and 11 has no copy)
[ "$(echo $got)" = "4:6,8,10 10:- 11:-" ] || fail "recomputed divides: $(echo $got)"
echo "2 passed, 0 failed"
