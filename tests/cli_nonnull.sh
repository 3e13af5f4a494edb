#!/bin/bash
# Branches only a null pointer takes (model_null_arm(), callgraph_nonnull()):
# vorbis's vorbis_lpc_predict() fills its history with zeros under 'if
# (!prime)', and both its callers pass 'work + ...' -- the fill never runs
# (drawn false in three static draws).  A finding in such an arm is a note
# when every call of the run passes the parameter a pointer C does not let
# be null (pointer arithmetic, '&x', an array); a call passing another
# pointer, a run of the callee's file alone, and a cached rerun are checked.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail() { echo "FAIL: $*"; echo "$pass passed, 1 failed"; exit 1; }

cat > "$dir/lpc.c" <<'C'
#include <stddef.h>
void lpc_predict(const float *coeff, const float *prime, int m, float *data,
		 long n, float g)
{
	float work[64];
	int i;
	if (!prime)
		for (i = 0; i < m; i++)
			work[i] = (float)i / g;
	else
		for (i = 0; i < m; i++)
			work[i] = prime[i] / g;
	for (i = 0; i < n; i++)
		data[i] = work[i & 63] * coeff[0];
}
void lpc_fill(float *out, const float *base, int n, float g)
{
	int i;
	if (base == NULL) {
		for (i = 0; i < n; i++)
			out[i] = (float)i / g;
	}
}
void lpc_copy(const float *prime, int m, float *work)
{
	int i;
	if (!prime)
		for (i = 0; i < m; i++)
			work[i] = 1.f;
	else
		for (i = 0; i < m; i++)
			work[i] = prime[i];
}
C
cat > "$dir/main.c" <<'C'
void lpc_predict(const float *coeff, const float *prime, int m, float *data,
		 long n, float g);
void lpc_fill(float *out, const float *base, int n, float g);
void lpc_copy(const float *prime, int m, float *work);
float pcm[4096], c[32], hist[64];
void run(float *buf, float g, const float *maybe)
{
	lpc_predict(c, buf + 32, 16, buf + 64, 1024, g);
	lpc_predict(c, &hist[0], 16, pcm, 1024, g);
	lpc_fill(pcm, hist, 16, g);
	lpc_fill(pcm, maybe, 16, g);
	lpc_copy(buf + 8, 16, pcm);
}
C
sev() {	# severity of the $3 (divmod) finding on line $2 of the JSON in $1
	python3 -c 'import json, sys
for f in json.load(open(sys.argv[1]))["findings"]:
    if f["rule"] == sys.argv[3] and f["line"] == int(sys.argv[2]):
        print(f["severity"], "null pointer" in f["message"])' "$1" "$2" "${3:-divmod}"
}
cd "$dir" || exit 1
for run in first cached; do
	cache=--no-cache
	[ $run = cached ] && cache=
	[ $run = first ] && "$tmopt" check --fail-on none --format json lpc.c main.c >/dev/null 2>&1
	"$tmopt" check $cache --fail-on none --format json lpc.c main.c >"$dir/both.json" 2>/dev/null ||
		fail "$run: check failed"
	[ "$(sev both.json 9)" = "note True" ] ||
		fail "$run: the fill under 'if (!prime)': $(sev both.json 9)"
	[ "$(sev both.json 21)" = "warning False" ] ||
		fail "$run: 'base == NULL' with a caller passing a pointer parameter: $(sev both.json 21)"
	# (a loop that is the arm's statement: a loop finding)
	[ "$(sev both.json 28 loop-overhead)" = "note True" ] ||
		fail "$run: the loop under 'if (!prime)': $(sev both.json 28 loop-overhead)"
	pass=$((pass + 1))
done
# the callee's file alone: its callers are not known
"$tmopt" check --no-cache --fail-on none --format json lpc.c >"$dir/one.json" 2>/dev/null ||
	fail "one file: check failed"
[ "$(sev one.json 9)" = "warning False" ] || fail "one file: $(sev one.json 9)"
pass=$((pass + 1))
echo "$pass passed, 0 failed"
