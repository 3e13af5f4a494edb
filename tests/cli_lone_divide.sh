#!/bin/bash
# divmod's lone float divides (rules/divmod.c, shared_divisor()): a divide
# outside loops by a divisor no other divide of the function shares saves
# nothing by a reciprocal -- not even when the other arm of an if-else
# divides by a variable of the same name (opus's fast_atan2f, a 'den' of
# its own in each arm: judged false in the nineteenth draw for claiming 5
# cycles).  Nor when the other divides by that divisor run before a loop
# changes it, or compute this divide's own value again (opus's analysis.c:
# 'prob_avg/prob_count' after a loop that divides by and adds to
# prob_count, used three times: judged false in the forty-seventh draw).
# Nor the same text of other variables (a shadowed name), nor a divisor a
# call or a store through memory between them may change (a reviewer's
# counter-examples).  Two divides by one divisor on one path keep their
# saving.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/a.c" <<'C'
float fast_atan2f(float y, float x)
{
	float x2 = x * x, y2 = y * y;
	if (x2 + y2 < 1e-18f)
		return 0;
	if (x2 < y2) {
		float den = (y2 + 0.6f * x2) * (y2 + 0.1f * x2);
		return -x * y * (y2 + 0.4f * x2) / den;
	} else {
		float den = (x2 + 0.6f * y2) * (x2 + 0.1f * y2);
		return x * y * (x2 + 0.4f * y2) / den;
	}
}
float twice(float a, float b, float d)
{
	return a / d + b / d;
}
float after(const float *p, int n, float avg, float cnt, float *lo, float *hi)
{
	int i;
	for (i = 0; i < n; i++) {
		*lo = avg / cnt;
		cnt += p[i];
	}
	*hi = avg / cnt;
	*lo = avg / cnt > *lo ? avg / cnt : *lo;
	return avg / cnt;
}
float two_after(const float *p, int n, float a, float b, float cnt)
{
	int i;
	for (i = 0; i < n; i++) {
		a += p[i] / cnt;
		cnt += p[i];
	}
	return a / cnt + b / cnt;
}
float monic(float *c, int n, float lambda)
{
	int i;
	float g = (1.0f - lambda * lambda) / (1.0f + lambda * c[0]);
	for (i = n - 1; i > 0; i--)
		c[i - 1] -= lambda * c[i];
	return g + (lambda + 2.0f) / (1.0f + lambda * c[0]);
}
float gd;
void step(void);
struct st { float d, e; };
float later(float y, const float *z, float *b, float d, int n)
{
	float a = y / d;
	for (int i = 0; i < n; i++) {
		b[i] = z[i] / d;
		d += 1.0f;
	}
	return a;
}
float shadowed(float y, float z, float p, float q)
{
	float a, b;
	{ float d = p; a = y / d; }
	{ float d = q; b = z / d; }
	return a + b;
}
float called(float y, float z)
{
	float a = y / gd;
	step();
	return a + z / gd;
}
float copied(float y, float z, struct st *s, const struct st *o)
{
	float a = y / s->d;
	*s = *o;
	return a + z / s->d;
}
float again(float y, float d)
{
	float a = y / d;
	y /= d;
	return a + y;
}
C
got=$("$tmopt" check --no-cache --fail-on none --format json "$dir/a.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "divmod":
        print("%d:%s" % (f["line"], "saves" if f["saving_cycles"] else "none"))')
want='8:none
11:none
16:saves
16:saves
22:none
25:none
27:none
33:none
36:saves
36:saves
41:none
44:none
51:none
53:none
61:none
62:none
67:none
69:none
73:none
75:none
79:none
80:none'
[ "$got" = "$want" ] || fail "divides (line:saving): $(echo $got), want $(echo $want)"
echo "1 passed, 0 failed"
