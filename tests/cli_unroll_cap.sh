#!/bin/bash
# loop-overhead's unroll factor stops at the count a loop's bound's name
# gives (rules/loop_overhead.c): two channels share a jump by 2, an
# order's 8 passes by 8 at most, a chained stream's one link by none;
# a frame's samples take the best factor.  A count nothing gives (an
# assumed one) stops at the factor a few passes fill, the cube root of
# --assumed-trip: 4 by default, 10 at --assumed-trip 1000.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/u.c" <<'C'
struct chain { int links; int *len; };
int total(const struct chain *vf)
{
	int acc = 0;
	for (int i = 0; i < vf->links; i++)
		acc += vf->len[i];
	return acc;
}
void gains(int *restrict g, const int *restrict v, int channels)
{
	for (int c = 0; c < channels; c++)
		g[c] = v[c] >> 1;
}
void taps(int *restrict g, const int *restrict v, int order)
{
	for (int i = 0; i < order; i++)
		g[i] = v[i] >> 1;
}
void frame(int *restrict g, const int *restrict v, int blocksize)
{
	for (int i = 0; i < blocksize; i++)
		g[i] = v[i] >> 1;
}
void down(int *restrict g, const int *restrict v, int L, int I)
{
	for (int k = L; k > I; k--)
		g[k] = v[k] >> 1;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/u.c" 2>/dev/null |
	python3 -c 'import json, re, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted("%s=%s" % (f["function"], re.search(r"TCS_unroll=(\d+)", f["advice"]).group(1))
                      for f in fs if f["rule"] == "loop-overhead")))')
set -- $got
[ $# -eq 4 ] || fail "expected findings for down, frame, gains and taps only: $got"
case "$got" in *"down=4"*) ;; *) fail "an assumed count not capped at 4: $got" ;; esac
case "$got" in *total=*) fail "a loop over one link advised: $got" ;; esac
case "$got" in *"gains=2"*) ;; *) fail "two channels not capped at 2: $got" ;; esac
t=$(printf '%s\n' "$@" | sed -n 's/^taps=//p')
[ -n "$t" ] && [ "$t" -le 8 ] || fail "an order's 8 passes unrolled past 8: $got"
f=$(printf '%s\n' "$@" | sed -n 's/^frame=//p')
[ -n "$f" ] && [ "$f" -ge "$t" ] || fail "a frame's samples capped: $got"
# the cap follows the user's knob
got=$("$tmopt" check --no-cache --format json --fail-on none --assumed-trip 1000 "$dir/u.c" 2>/dev/null |
	python3 -c 'import json, re, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted("%s=%s" % (f["function"], re.search(r"TCS_unroll=(\d+)", f["advice"]).group(1))
                      for f in fs if f["rule"] == "loop-overhead" and f["function"] == "down")))')
d=${got#down=}
[ -n "$got" ] && [ "$d" -gt 4 ] && [ "$d" -le 10 ] || fail "--assumed-trip 1000: the cap is not the cube root, 10: $got"
echo "1 passed, 0 failed"
