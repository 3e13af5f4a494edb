#!/bin/bash
# double-emulation's advice for a math call: its float twin, and for the
# functions that grow fast (pow, exp, exp2, ldexp, cosh, sinh) only where
# the result stays within float's range -- wavpack's test generator raises
# 'sin(a) + 1.0' to a width of up to 200 and scales back by 'pow(2.0,
# -width)': powf overflows there (judged invalid advice in the
# thirty-second draw, stop 48).  sqrt's twin is the hardware fsqrt, with no
# such caveat.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cat > "$dir/m.c" <<'C'
#include <math.h>
double gain(double a, double width)
{
	return pow(sin(a) + 1.0, width) * pow(2.0, -width);
}
double root(double a)
{
	return sqrt(a);
}
double scaled(float x)
{
	return exp(x) * 1e-20 + expm1(x);
}
C
"$tmopt" check --no-cache --fail-on none --format json "$dir/m.c" 2>/dev/null |
	python3 -c '
import json, sys
adv = {}
fix = {}
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "double-emulation" and f["message"].startswith("\x27"):
        adv.setdefault(f["message"].split("\x27")[1], []).append(f["advice"])
        fix[f["message"].split("\x27")[1]] = "fix" in f
ok = len(adv.get("pow", [])) == 2 and all("within float\x27s range" in a for a in adv["pow"])
ok = ok and adv.get("sin") and all("range" not in a for a in adv["sin"])
ok = ok and adv.get("sqrt") and all("range" not in a for a in adv["sqrt"])
# exp and expm1 of a float: the caveat, and no rename fix (exp(x) * 1e-20
# would overflow as expf for x above 88.7)
ok = ok and all("within float\x27s range" in adv.get(k, [""])[0] and not fix[k] for k in ("exp", "expm1"))
print("1 passed, 0 failed" if ok else "FAIL: advice %r\n0 passed, 1 failed" % adv)
sys.exit(0 if ok else 1)'
