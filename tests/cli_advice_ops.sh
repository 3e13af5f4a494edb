#!/bin/bash
# Advice names only operations the target has (issue: "--target tm3270 never
# prints TM5250 advice").  For each shipped machine file, every finding of
# the corpus is checked: a custom operation named in its message or advice
# (any name listed under custom_ops in some machine file) must be listed by
# the target's own file, and no other chip is named.  Then a machine file
# with UMULM and IMULM removed must get advice without them.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

for t in tm3260 tm5250 tm3270; do
	"$tmopt" check --no-cache --format json --fail-on none --target "$t" \
		"$root/corpus" > "$dir/$t.json" 2>/dev/null
	[ -s "$dir/$t.json" ] || { echo "FAIL: no output for $t"; echo "0 passed, 1 failed"; exit 1; }
done

# a machine file without the high-word multiplies
python3 - "$root/machdesc/tm3260.yaml" "$dir/nomulm.yaml" <<'PY'
import re, sys
out, skip = [], False
for line in open(sys.argv[1]):
    if re.match(r'^  (umulm|imulm):', line):
        skip = True
        continue
    if skip and (re.match(r'^  \S', line) or re.match(r'^\S', line)):
        skip = False
    if not skip:
        out.append(line.replace('name: tm3260', 'name: nomulm', 1))
open(sys.argv[2], 'w').writelines(out)
PY
"$tmopt" check --no-cache --format json --fail-on none --target "$dir/nomulm.yaml" \
	"$root/corpus/divmod" "$root/corpus/int64-emulation" > "$dir/nomulm.json" 2>"$dir/nomulm.err" ||
	{ echo "FAIL: nomulm machine file: $(cat "$dir/nomulm.err")"; echo "0 passed, 1 failed"; exit 1; }

# a divisor the loop changes ('q[j] / f[j]', wavpack's median): no
# reciprocal before the loop, no saving; an invariant one keeps the advice
cat > "$dir/moved.c" <<'C'
void norm(float *out, const float *q, const float *f, float g, int n)
{
	for (int j = 0; j < n; j++)
		out[j] = q[j] / f[j] + q[j] / g;
}
struct words { unsigned median[3]; };
unsigned runs(struct words *c, const unsigned *v, int n)
{
	unsigned s = 0;
	for (int j = 0; j < n; j++) {
		s += v[j] / ((c->median[2] >> 4) + 1);
		c->median[2] -= v[j] & 7;
	}
	return s;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/moved.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "divmod":
        print(f["line"], f["column"], f["saving_cycles"] > 0, f["advice"].startswith("the divisor changes in the loop"))')
want="4 17 False True
4 31 True False
11 13 False True"
[ "$got" = "$want" ] || { echo "FAIL: advice for a divisor the loop changes: $got"; echo "0 passed, 1 failed"; exit 1; }

# 64-bit operations on a product wider than a word (opus's
# silk_RSHIFT_ROUND64(silk_SMULL(a, b), q)): no 32-bit version, no
# saving; on 16-bit factors, or shifted back by a constant, the advice
# stands
cat > "$dir/wide.c" <<'C'
#include <stdint.h>
int32_t round_q(int32_t a, int32_t b, int q)
{
	int64_t t = (((int64_t)a * b >> (q - 1)) + 1) >> 1;
	return (int32_t)t;
}
int32_t narrow_q(int16_t a, int16_t b, int q)
{
	int64_t t = ((int64_t)a * b) >> q;
	return (int32_t)t;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/wide.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "int64-emulation":
        print(f["line"], f["saving_cycles"] > 0, (f["advice"] or "").startswith("keep"))')
want="4 False True
9 True False"
[ "$got" = "$want" ] || { echo "FAIL: advice on a product wider than a word: $got"; echo "0 passed, 1 failed"; exit 1; }
# ... and through a local a write of which is such a product (opus's
# 'tmp64 = silk_RSHIFT_ROUND64(silk_SMULL(...), mult2Q); if (tmp64 >
# silk_int32_MAX || ...)', an overflow test; a saturating 't = INT32_MAX'
# beside it leaves the product where it reaches); a local no product
# reaches (a sum of two words) keeps the advice
cat > "$dir/widevar.c" <<'C'
#include <stdint.h>
int inv(int32_t *A, const int32_t *B, int n, int q)
{
	for (int k = 0; k < n; k++) {
		int64_t t64;
		t64 = ((int64_t)A[k] * B[k]) >> q;
		if (t64 > 2147483647)
			return 0;
		A[k] = (int32_t)t64;
	}
	return 1;
}
int narrow(int32_t *A, const int32_t *B, int n, int q)
{
	for (int k = 0; k < n; k++) {
		int64_t t64 = (int64_t)A[k] + B[k];
		if (k & 1)
			t64 = B[k];
		if (t64 > 2147483647)
			return 0;
	}
	return 1;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/widevar.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "int64-emulation" and f["line"] in (7, 19):
        print(f["line"], (f["advice"] or "").startswith("keep"))')
want="7 True
19 False"
[ "$got" = "$want" ] || { echo "FAIL: a local holding a product wider than a word: $got"; echo "0 passed, 1 failed"; exit 1; }
# a group whose wide operations are the loop's recurrence keeps their
# cycles (a variant without the others alone is no faster: no 'idle slots')
cat > "$dir/widerec.c" <<'C'
#include <stdint.h>
int64_t dot(const int32_t *x, const int32_t *y, const int32_t *z, int n)
{
	int64_t acc = 0;
	for (int i = 0; i < n; i++)
		acc = acc + (int64_t)x[i] * y[i] + (int64_t)x[i+1] * y[i+1] + ((int64_t)z[i] << 2);
	return acc;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/widerec.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join(str(f["cycles"] > 0) for f in json.load(sys.stdin)["findings"] if f["rule"] == "int64-emulation"))')
[ "$got" = "True" ] || { echo "FAIL: a wide recurrence's cycles: $got"; echo "0 passed, 1 failed"; exit 1; }
# a pointer the loop moves by a variable ('*destin += x; destin +=
# num_chans;', wavpack's mix_samples_with_gain) is another address each
# pass, or the same one when the step is 0: its value is not kept in a
# register, and with restrict its load still waits for the last store
# (16 cycles: ld 5, fadd 6, st 5); by a constant it is another element
cat > "$dir/mix.c" <<'C'
void mixr(float *restrict destin, const float *restrict source, int n, int nch, float g)
{
	while (n--) {
		*destin += *source++ * g;
		destin += nch;
	}
}
void mix2(float *restrict destin, const float *restrict source, int n, float g)
{
	while (n--) {
		*destin += *source++ * g;
		destin += 2;
	}
}
C
got=$(for l in 3 10; do "$tmopt" explain-loop --format json "$dir/mix.c:$l" 2>/dev/null |
	python3 -c 'import json, sys
l = json.load(sys.stdin)["loops"][0]
print(l["rec_mii"], l["ii"])'; done | tr '\n' ' ')
[ "$got" = "16 16 1 9 " ] || { echo "FAIL: a pointer moved by a variable: $got"; echo "0 passed, 1 failed"; exit 1; }
# ... moved through a pointer to it ('*pp += nch', a reviewer's case): the same
cat > "$dir/mixpp.c" <<'C'
void via_pp(float *restrict destin, const float *restrict source, int n, int nch, float g)
{
	float *restrict *pp = &destin;
	while (n--) {
		*destin += *source++ * g;
		*pp += nch;
	}
}
C
got=$("$tmopt" explain-loop --format json "$dir/mixpp.c:4" 2>/dev/null |
	python3 -c 'import json, sys; print(json.load(sys.stdin)["loops"][0]["rec_mii"])')
[ "$got" = "16" ] || { echo "FAIL: a pointer moved through a pointer to it: $got"; echo "0 passed, 1 failed"; exit 1; }
# a loop whose findings' claims cut none of its cycles keeps their savings
# (a reviewer's case: a divide beside a 64-bit add saved 79 of its 114)
cat > "$dir/beside.c" <<'C'
#include <stdint.h>
void alone(int *restrict a, const int *restrict b, const int *restrict c, int n, int d)
{
	for (int i = 0; i < n; i++) {
		int t = b[i] * c[i];
		t = t * c[i + 1] + b[i + 1];
		t = t * c[i + 2] + b[i + 2];
		t = t * c[i + 3] + b[i + 3];
		t = t * c[i + 4] + b[i + 4];
		a[i] = t + b[i] / d;
	}
}
void beside(int *restrict a, const int *restrict b, const int *restrict c,
	    int64_t *restrict o, int n, int d)
{
	for (int i = 0; i < n; i++) {
		int t = b[i] * c[i];
		t = t * c[i + 1] + b[i + 1];
		t = t * c[i + 2] + b[i + 2];
		t = t * c[i + 3] + b[i + 3];
		t = t * c[i + 4] + b[i + 4];
		a[i] = t + b[i] / d;
		o[i] = (int64_t)c[i] + o[i];
	}
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/beside.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join(str(f["saving_cycles"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod"))')
set -- $got
[ $# -eq 2 ] && [ "$1" -gt 0 ] && [ $(($2 * 10)) -ge $(($1 * 9)) ] || { echo "FAIL: a divide's saving beside another finding: $got"; echo "0 passed, 1 failed"; exit 1; }

python3 - "$root/machdesc" "$dir" <<'PY'
import glob, json, os, re, sys
mdir, out = sys.argv[1], sys.argv[2]

def ops_of(path):
    names, on = set(), False
    for line in open(path):
        if re.match(r'^custom_ops:', line):
            on = True
            continue
        if on and re.match(r'^\S', line):
            on = False
        m = re.match(r'^  ([a-z0-9_]+):', line)
        if on and m:
            names.add(m.group(1))
    return names

files = {os.path.basename(p)[:-5]: ops_of(p) for p in glob.glob(mdir + '/*.yaml')}
files['nomulm'] = ops_of(out + '/nomulm.yaml')
union = set().union(*files.values())
chips = {'tm3260': 'TM3260', 'tm5250': 'TM5250', 'tm3270': 'TM3270'}
bad, checked, named = 0, 0, 0
for t in ['tm3260', 'tm5250', 'tm3270', 'nomulm']:
    doc = json.load(open(f'{out}/{t}.json'))
    for f in doc['findings']:
        text = (f.get('message') or '') + ' ' + (f.get('advice') or '')
        checked += 1
        for op in union:
            if re.search(r'(?<![A-Za-z0-9_])' + op + r'(?![A-Za-z0-9_])', text, re.I):
                named += 1
                if op not in files[t]:
                    bad += 1
                    print(f"FAIL: {t}: {f['file']}:{f['line']} [{f['rule']}] names '{op}', which {t} lacks")
        for other, chip in chips.items():
            if other != t and chip in (f.get('advice') or ''):
                bad += 1
                print(f"FAIL: {t}: {f['file']}:{f['line']} [{f['rule']}] advice names {chip}")
    if t == 'nomulm' and not doc['findings']:
        bad += 1
        print('FAIL: no findings with the nomulm machine file')
print(f'{checked} findings checked, {named} operation names, {bad} wrong')
print('1 passed, 0 failed' if not bad else '0 passed, 1 failed')
sys.exit(1 if bad else 0)
PY
