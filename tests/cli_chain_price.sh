#!/bin/bash
# dependency-chain's price in a loop its branches bind (rules/
# dependency_chain.c, inv_report()): a list-scheduled body runs one
# iteration after another, and a variable kept in memory costs what the
# loop re-scheduled with it in a register saves -- not the whole pass
# (wavpack's decorr_stereo_pass, 'dpp->weight_A': 64 of 80 cycles claimed
# for a 1-cycle saving, drawn false in the seventeenth draw).  The same
# variable in a loop without the branch keeps the pass's price.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/c.c" <<'C'
struct dp { int weight; int delta; };
void update(struct dp *d, int *buf, const int *src, int n)
{
	for (int i = 0; i < n; i++) {
		int s = src[i], b = buf[i];
		buf[i] = s - ((d->weight * b + 512) >> 10);
		if (s && b)
			d->weight += ((s ^ b) >> 30) | d->delta;
	}
}
void update_flat(struct dp *d, int *buf, const int *src, int n)
{
	for (int i = 0; i < n; i++) {
		int s = src[i], b = buf[i];
		buf[i] = s - ((d->weight * b + 512) >> 10);
		d->weight += ((s ^ b) >> 30) | d->delta;
	}
}
C
got=$("$tmopt" check --no-cache --fail-on none --format json "$dir/c.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "dependency-chain":
        # cycles per iteration against the saving per iteration
        print("%d:%d:%d" % (f["line"], f["cycles"], f["saving_cycles"] // f["count"]))')
branchy=$(grep '^8:' <<<"$got") flat=$(grep '^16:' <<<"$got")
[ -n "$branchy" ] && [ -n "$flat" ] || fail "findings: $got"
IFS=: read -r _ bc bs <<<"$branchy"
IFS=: read -r _ fc fs <<<"$flat"
# the branchy loop's chain: at most what it saves; the flat loop's: the pass
[ "$bc" -le "$bs" ] || fail "branchy loop's chain priced $bc for a saving of $bs: $got"
[ "$fc" -gt "$fs" ] || fail "flat loop's chain priced $fc, its saving $fs: $got"
echo "1 passed, 0 failed"
