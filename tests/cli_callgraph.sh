#!/bin/bash
# Set-up code across files (src/engine/callgraph.h): a function that only
# set-up code calls -- in any file of the run -- is set-up code, through
# chains (static twiddle_pass <- make_twiddles <- codec_init in another
# file); one also called per frame, or whose address is taken anywhere in
# the run, is not; one file alone judges only its static functions; a
# file from the results cache contributes its calls as a parsed one does.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/fft.c" <<'C'
static void twiddle_pass(int *w, int n, int s)
{
	int i, k;
	for (k = 0; k < n; k++)
		for (i = 0; i < n; i++)
			w[i] += s / (i + k + 1);
}
void make_twiddles(int *w, int n)
{
	twiddle_pass(w, n, 1 << 20);
}
int fft_run(int *x, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		x[i] = x[i] % d;
	return x[0];
}
int shared_gain(const int *x, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += x[i] / d;
	return s;
}
int table_op(const int *x, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += d / (x[i] | 1);
	return s;
}
void release_pass(int *w, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		w[i] = w[i] / d;
}
int scale_all(int *x, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		x[i] = x[i] / d;
	return x[0];
}
C
# a header's inline helper calls scale_all: it runs wherever it is inlined
cat > "$dir/p/dsp.h" <<'C'
int scale_all(int *x, int n, int d);
static inline int dsp_scale(int *x, int n) { return scale_all(x, n, 3); }
C
cat > "$dir/p/codec.c" <<'C'
#include "dsp.h"
void make_twiddles(int *w, int n);
int fft_run(int *x, int n, int d);
int shared_gain(const int *x, int n, int d);
int table_op(const int *x, int n, int d);
void release_pass(int *w, int n, int d);
int (*const codec_ops[])(const int *, int, int) = { table_op };
int codec_init(int *w, int n)
{
	make_twiddles(w, n);
	return shared_gain(w, n, 3) + table_op(w, n, 5) + scale_all(w, n, 7);
}
int codec_frame(int *x, int n, int d)
{
	return fft_run(x, n, d) + shared_gain(x, n, d) + dsp_scale(x, n);
}
void codec_destroy(int *w, int n)
{
	release_pass(w, n, 7);
}
C
# (scale_all: codec_init calls it, and dsp.h's inline helper, per frame)
# the severity of each function's divmod findings, as "f=sev" words
sev() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted({"%s=%s" % (f["function"], f["severity"]) for f in fs if f["rule"] == "divmod"})))'
}
# (make_twiddles has no finding of its own: its static helper has)
want="fft_run=warning release_pass=note scale_all=warning shared_gain=warning table_op=warning twiddle_pass=note"
got=$(sev --no-cache "$dir/p/fft.c" "$dir/p/codec.c")
[ "$got" = "$want" ] || fail "two files: $got"
"$tmopt" check --no-cache --fail-on none "$dir/p/fft.c" "$dir/p/codec.c" 2>/dev/null |
	grep -q "in set-up code: 'twiddle_pass' is only called from 'codec_init', which by its name runs once per stream" ||
	fail "the message does not name the set-up function of the other file"

# --sort cycles: the set-up note, the costliest finding, comes after the
# per-frame warnings; the summary's costliest function is not set-up code
out=$("$tmopt" check --no-cache --fail-on none --sort cycles --top 1 "$dir/p/fft.c" "$dir/p/codec.c" 2>/dev/null)
echo "$out" | grep -q ": warning: " || fail "--sort cycles does not show a warning first: $out"
echo "$out" | grep -q "costliest: 'twiddle_pass'" && fail "set-up code leads the costliest functions: $out"
[ "$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/fft.c" "$dir/p/codec.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join(sorted(c["name"] for c in json.load(sys.stdin)["functions"] if c["setup"])))')" = \
	"codec_destroy codec_init make_twiddles release_pass twiddle_pass" ] || fail "JSON functions setup"
# the report's hot spots: per-frame warnings lead, the set-up note follows
(cd "$dir/p" && "$tmopt" report fft.c codec.c --format md -o "$dir/r.md" -q) || fail "report"
first=$(grep -m1 '^### 1\. ' "$dir/r.md")
case "$first" in *twiddle_pass*|"") fail "the first hot spot is set-up code: $first" ;; esac
# entry points: what no code of the run calls and no pointer reaches
[ "$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/fft.c" "$dir/p/codec.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join(sorted(c["name"] for c in json.load(sys.stdin)["functions"] if c["entry"])))')" = \
	"codec_destroy codec_frame codec_init" ] || fail "JSON functions entry"

# a program: main calls codec_init once and codec_frame in its frame loop;
# what codec_frame reaches stays per frame
cat > "$dir/p/main.c" <<'C'
int codec_init(int *w, int n);
int codec_frame(int *x, int n, int d);
void codec_destroy(int *w, int n);
int main(int argc, char **argv)
{
	static int buf[64];
	int f, s = codec_init(buf, 64);
	for (f = 0; f < argc * 100; f++)
		s += codec_frame(buf, 64, argv[0][0]);
	codec_destroy(buf, 64);
	return s;
}
C
got=$(sev --no-cache "$dir/p/fft.c" "$dir/p/codec.c" "$dir/p/main.c")
[ "$got" = "$want" ] || fail "with main's frame loop: $got"

# the files a change touches (--diff) are a part of the project: the
# callers of make_twiddles elsewhere are unseen, twiddle_pass stays hot
if command -v git >/dev/null; then
	(cd "$dir/p" && git init -q . && git add fft.c && git -c user.name=t -c user.email=t@t \
		commit -qm base && sed -i 's|s / (i + k + 1)|s / (i + k + 2)|' fft.c && git diff > ../change.diff) ||
		fail "git"
	got=$(cd "$dir/p" && "$tmopt" check --no-cache --format json --fail-on none --diff ../change.diff fft.c codec.c 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%s" % (f["function"], f["severity"]) for f in json.load(sys.stdin)["findings"]))')
	[ "$got" = "twiddle_pass=warning" ] || fail "--diff: $got"
	rm -rf "$dir/p/.git"
fi

# one file alone: make_twiddles's callers are unseen
got=$(sev --no-cache "$dir/p/fft.c")
[ "$got" = "fft_run=warning release_pass=warning scale_all=warning shared_gain=warning table_op=warning twiddle_pass=warning" ] ||
	fail "one file: $got"

# the results cache: a warm run gives the same, and a cached file's calls
# still count when the other file changes
got=$(sev --cache "$dir/cache" "$dir/p/fft.c" "$dir/p/codec.c")
[ "$got" = "$want" ] || fail "cold cache: $got"
grep -q "^C	.*fft.c	make_twiddles	twiddle_pass	0	1	0	1	0	0	0,0,0,0,0,0,0,0$" "$dir"/cache/*.tmc ||
	fail "the cache entry does not hold the file's calls"
touch -d "2020-01-01" "$dir"/cache/*.tmc
got=$(sev --cache "$dir/cache" "$dir/p/fft.c" "$dir/p/codec.c")
[ "$got" = "$want" ] || fail "warm cache: $got"
[ "$(find "$dir/cache" -name '*.tmc' -newermt 2021-01-01 | wc -l)" = 2 ] ||
	fail "the warm run did not read both entries from the cache"
sed -i 's/return fft_run(x, n, d)/make_twiddles(x, n);\n\treturn fft_run(x, n, d)/' "$dir/p/codec.c"
got=$(sev --cache "$dir/cache" "$dir/p/fft.c" "$dir/p/codec.c")
[ "$got" = "fft_run=warning release_pass=note scale_all=warning shared_gain=warning table_op=warning twiddle_pass=warning" ] ||
	fail "fft.c cached, codec.c changed: $got"

# hot: exempts a function and what only it calls
printf 'hot:\n  - make_twiddles\n' > "$dir/p/.tmopt.yaml"
got=$(sev --no-cache "$dir/p/fft.c" "$dir/p/codec.c")
[ "$got" = "fft_run=warning release_pass=note scale_all=warning shared_gain=warning table_op=warning twiddle_pass=warning" ] ||
	fail "hot list: $got"
# change-guarded calls: 'if (d->changed) update(d)', update() lowering the
# flag, runs once per change; what only such blocks call, in any file, is
# set-up code (make_steps in another file); a call under a flag that
# update() does not lower stays per frame
mkdir -p "$dir/q"
cat > "$dir/q/dec.c" <<'C'
struct dec { int changed, other, step[16]; };
void make_steps(int *s, int n, int d);
static void update(struct dec *d, int den)
{
	make_steps(d->step, 16, den);
	d->changed = 0;
}
void dec_set(struct dec *d) { d->changed = 1; d->other = 1; }
void dec_clear(struct dec *d) { d->other = 0; }
int dec_frame(struct dec *d, const int *x, int n, int den)
{
	int i, s = 0;
	for (i = 0; i < n; i++) {
		if (d->changed)
			update(d, den);
		if (d->other)
			per_frame(x[i], den);
		s += x[i] * d->step[i & 15];
	}
	return s;
}
C
cat > "$dir/q/tab.c" <<'C'
void make_steps(int *s, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		s[i] = (i << 16) / d;
}
int per_frame(int v, int d)
{
	return v / d;
}
C
sed -i '1i int per_frame(int v, int d);' "$dir/q/dec.c"
got=$(sev --no-cache "$dir/q/dec.c" "$dir/q/tab.c")
[ "$got" = "make_steps=note per_frame=warning" ] || fail "change guard: $got"
"$tmopt" check --no-cache --format json --fail-on none "$dir/q/dec.c" "$dir/q/tab.c" 2>/dev/null |
	python3 -c 'import json, sys
fn = {f["name"]: f for f in json.load(sys.stdin)["functions"]}
assert fn["update"]["setup"] and fn["make_steps"]["setup"], fn["update"]
assert not fn["per_frame"]["setup"] and fn["per_frame"]["calls"] == 64, fn["per_frame"]' ||
	fail "change guard: set-up flags or calls"

# a call in place from another file (opus's LP_variable_cutoff.c filters
# its frame with silk_biquad_alt_stride1(frame, ..., frame, len)): the
# missing-restrict advice would be undefined behaviour, so the finding is a
# note that names the call; a call through a table in place alike
# (libwebp's un-filters); an out-of-place call leaves the warning, and a
# warm cache gives the same
mkdir -p "$dir/ip"
cat > "$dir/ip/bq.c" <<'C'
void biquad(const float *in, const float *b, float *s, float *out, int n)
{
	for (int k = 0; k < n; k++) {
		float x = in[k];
		float y = s[0] + b[0] * x;
		s[0] = s[1] + b[1] * x - b[3] * y;
		s[1] = b[2] * x - b[4] * y;
		out[k] = y;
	}
}
void add_rows(const float *a, const float *b, float *out, int n)
{
	for (int i = 0; i < n; i++)
		out[i] = a[i] + b[i];
}
void (*row_op[1])(const float *, const float *, float *, int);
void ops_init(void) { row_op[0] = add_rows; }
void hpf(int n, const float *x, float *y)
{
	for (int i = 1; i < n; i++)
		y[i] = x[i] - 0.5f * x[i - 1];
}
C
cat > "$dir/ip/hp.c" <<'C'
void biquad(const float *in, const float *b, float *s, float *out, int n);
void hp(const float *pcm, float *o, const float *b, float *st, int n) { biquad(pcm, b, st, o, n); }
C
cat > "$dir/ip/lp.c" <<'C'
void biquad(const float *in, const float *b, float *s, float *out, int n);
extern void (*row_op[1])(const float *, const float *, float *, int);
void lp(float *frame, const float *b, float *st, int n) { biquad(frame, b, st, frame, n); }
void acc(float *sum, const float *row, int n) { row_op[0](sum, row, sum, n); }
void hpf(int n, const float *x, float *y);
void pre(float *f) { hpf(160, f, f); }	/* a literal first: no node of its own */
C
mr() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null | python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "missing-restrict":
        print(f["function"], f["severity"], "in place" if "calls %r in place" % f["function"] in f["message"] else "")' |
		sort | tr '\n' ';'
}
got=$(mr --no-cache "$dir/ip/bq.c" "$dir/ip/hp.c")
[ "$got" = "add_rows warning ;biquad warning ;hpf warning ;" ] || fail "out of place: $got"
got=$(mr --no-cache "$dir/ip/bq.c" "$dir/ip/hp.c" "$dir/ip/lp.c")
[ "$got" = "add_rows note in place;biquad note in place;hpf note in place;" ] || fail "in place: $got"
mr --cache "$dir/ipc" "$dir/ip/bq.c" "$dir/ip/hp.c" "$dir/ip/lp.c" >/dev/null
got=$(mr --cache "$dir/ipc" "$dir/ip/bq.c" "$dir/ip/hp.c" "$dir/ip/lp.c")
[ "$got" = "add_rows note in place;biquad note in place;hpf note in place;" ] || fail "in place, warm cache: $got"
# ... and through a wrapper that passes its own parameters on, offset
# (opus's comb_filter(y, x, ...) calls comb_filter_const_c(y + i, x + i,
# ...), the decoder comb_filter(out, out, ...)): a note naming both calls,
# from a warm cache too; the wrapper called out of place leaves the warning
mkdir -p "$dir/fw"
cat > "$dir/fw/k.c" <<'C'
void kern(float *y, const float *x, int n)
{
	for (int i = 1; i < n; i++)
		y[i] = x[i] + 0.5f * x[i - 1];
}
void wrap(float *y, float *x, int n)
{
	kern(y + 1, x + 1, n - 1);
}
C
cat > "$dir/fw/o.c" <<'C'
void wrap(float *y, float *x, int n);
void enc(float *out, float *in, int n) { wrap(out, in, n); }
C
cat > "$dir/fw/d.c" <<'C'
void wrap(float *y, float *x, int n);
void dec(float *buf, int n) { wrap(buf, buf, n); }
C
fw() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null | python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "missing-restrict":
        print(f["function"], f["severity"], "dec-wrap-kern" if "'"'dec'"' in" in f["message"] and "calls '"'wrap'"' in place" in f["message"] and "are passed on to '"'kern'"'" in f["message"] else "")' |
		sort | tr '\n' ';'
}
got=$(fw --no-cache "$dir/fw/k.c" "$dir/fw/o.c")
[ "$got" = "kern warning ;" ] || fail "wrapper out of place: $got"
got=$(fw --no-cache "$dir/fw/k.c" "$dir/fw/o.c" "$dir/fw/d.c")
[ "$got" = "kern note dec-wrap-kern;" ] || fail "wrapper in place: $got"
fw --cache "$dir/fwc" "$dir/fw/k.c" "$dir/fw/o.c" "$dir/fw/d.c" >/dev/null
got=$(fw --cache "$dir/fwc" "$dir/fw/k.c" "$dir/fw/o.c" "$dir/fw/d.c")
[ "$got" = "kern note dec-wrap-kern;" ] || fail "wrapper in place, warm cache: $got"
# a wrapper whose argument is a local shadowing its parameter, or the
# parameter set to another buffer, passes nothing on: the warning stays
cat > "$dir/fw/s.c" <<'C'
void kern(float *y, const float *x, int n)
{
	for (int i = 1; i < n; i++)
		y[i] = x[i] + 0.5f * x[i - 1];
}
float tmp[64], tmp2[64];
void wrap(float *y, float *x, int n)
{
	{
		float *y = tmp;
		kern(y + 1, x + 1, n - 1);
	}
}
void wrap2(float *y, float *x, int n)
{
	y = tmp2;
	kern(y + 1, x + 1, n - 1);
}
void dec(float *buf, int n) { wrap(buf, buf, n); wrap2(buf, buf, n); }
C
got=$(fw --no-cache "$dir/fw/s.c")
[ "$got" = "kern warning ;" ] || fail "shadowed or reassigned parameter: $got"
# one pointer passed twice, but not for two of the parameters the advice
# names (out and in): the warning stays
cat > "$dir/ip/f.c" <<'C'
void f(float *out, const float *in, const float *u1, const float *u2, int n)
{
	(void)u1; (void)u2;
	for (int i = 0; i < n; i++)
		out[i] = in[i] * 2.0f + in[i + 1] * 3.0f;
}
C
cat > "$dir/ip/g2.c" <<'C'
void f(float *, const float *, const float *, const float *, int);
void g2(float *a, float *b, float *c, float *d, float *z, int n) { f(a, b, a, z, n); f(c, d, z, d, n); }
C
got=$(mr --no-cache "$dir/ip/f.c" "$dir/ip/g2.c")
[ "$got" = "f warning ;" ] || fail "other parameters passed alike: $got"
# arguments a macro writes (libwebp's 'ADD(ARG)' calls of VP8LAddVector)
# are all at the macro's place: no call in place for their one text
cat > "$dir/ip/h.c" <<'C'
struct H { float x[64], y[64]; };
void f(float *, const float *, const float *, const float *, int);
#define ADD(F) f(out->F, a->F, b->F, b->F, 64)
void hadd(const struct H *a, const struct H *b, struct H *out) { ADD(x); ADD(y); }
C
got=$(mr --no-cache "$dir/ip/f.c" "$dir/ip/h.c")
[ "$got" = "f warning ;" ] || fail "a macro's arguments: $got"

# a note in set-up code says why too (stop 42): a straight-line divide is
# a note already, and its message names the set-up caller as a warning's
# would (a reviewer judged such a note of flac's 33-bit path unreachable
# as its message did not say it was cold)
mkdir -p "$dir/sn"
cat > "$dir/sn/a.c" <<'C'
int apply_scale(int a, int d) { return a / d; }
C
cat > "$dir/sn/b.c" <<'C'
int apply_scale(int a, int d);
int codec_init(int a, int d) { return apply_scale(a, d); }
C
out=$("$tmopt" check --no-cache --fail-on none "$dir/sn/a.c" "$dir/sn/b.c" 2>/dev/null | grep "a.c:1:")
case "$out" in
*": note: "*"(in set-up code: 'apply_scale' is only called from 'codec_init', which by its name runs once per stream)"*) ;;
*) fail "a set-up note does not say why: $out" ;;
esac
echo "1 passed, 0 failed"
