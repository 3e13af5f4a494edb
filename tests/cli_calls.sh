#!/bin/bash
# Runs per call of the entry points across files (src/engine/callgraph.h,
# callgraph_calls()): a straight-line helper of one file that a loop of
# another file calls is code in a loop (a warning, "x N calls" in the text,
# "calls" in the JSON, ranked by total x calls); the same helper called
# once stays a note; one file alone sees only its own calls; the results
# cache keeps the call counts.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
# name=calls (fcalls) or name=calls/basis (fcalls_basis) of the functions
# a run over the files finds, by name
fcalls() {
	"$tmopt" check --no-cache --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%d" % (c["name"], c["calls"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"])))'
}
fcalls_basis() {
	"$tmopt" check --no-cache --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%d/%s" % (c["name"], c["calls"], c["calls_basis"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"])))'
}

mkdir -p "$dir/p"
cat > "$dir/p/bfly.c" <<'C'
float bfly(float x)
{
	return x * 0.5;
}
float once(float x)
{
	return x * 0.25;
}
C
cat > "$dir/p/frame.c" <<'C'
float bfly(float x);
float once(float x);
float frame(float *v, int n)
{
	int i, k;
	for (k = 0; k < 4; k++)
		for (i = 0; i < 16; i++)
			v[i] = bfly(v[i]);
	return once(v[0]);
}
C
# function=severity:calls, one per finding of bfly.c
sev() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%s:%s" % (f["function"], f["severity"], f.get("calls"))
	for f in json.load(sys.stdin)["findings"] if f["file"].endswith("bfly.c")))'
}
got=$(sev --no-cache "$dir/p/bfly.c" "$dir/p/frame.c")
[ "$got" = "bfly=warning:64 once=note:1" ] || fail "two files: $got"
msg=$("$tmopt" check --no-cache --fail-on none --no-source "$dir/p/bfly.c" "$dir/p/frame.c" 2>/dev/null | grep "bfly.c:3")
case $msg in
*"'bfly' runs in a loop of 'frame'"*"x 64 calls)"*) ;;
*) fail "text: $msg" ;;
esac
# ranked by total x calls: bfly (179 x 1 x 64) before frame's own findings
first=$("$tmopt" check --no-cache --fail-on none --no-source --sort cycles --top 1 \
	"$dir/p/bfly.c" "$dir/p/frame.c" 2>/dev/null | head -1)
case $first in *bfly.c:3:*) ;; *) fail "--sort cycles: $first" ;; esac
# the functions array
fns=$(fcalls_basis "$dir/p/bfly.c" "$dir/p/frame.c")
[ "$fns" = "bfly=64/constant frame=1/constant once=1/constant" ] || fail "functions: $fns"
# the report: the hot spot says how often its function runs, from the files
# and from the findings database
"$tmopt" report --format md -q "$dir/p/bfly.c" "$dir/p/frame.c" > "$dir/r.md" 2>/dev/null ||
	fail "report exited $?"
grep -q "runs ~64 times per call of the run's entry points: ranked at 11,456 cycles" "$dir/r.md" ||
	fail "report: $(grep -n 'times per call' "$dir/r.md")"
"$tmopt" check --no-cache --fail-on none --db "$dir/t.db" --release v1 "$dir/p/bfly.c" "$dir/p/frame.c" >/dev/null 2>&1 ||
	fail "check --db exited $?"
"$tmopt" report --db "$dir/t.db" --release v1 --format md -q > "$dir/db.md" 2>/dev/null || fail "report --db exited $?"
grep -q "runs ~64 times per call of the run's entry points" "$dir/db.md" || fail "report --db lost the calls"
# one file alone: its callers are unseen, bfly runs once per call
got=$(sev --no-cache "$dir/p/bfly.c")
[ "$got" = "bfly=note:1 once=note:1" ] || fail "one file: $got"
# the results cache: cold and warm runs agree
got=$(sev --cache "$dir/cache" "$dir/p/bfly.c" "$dir/p/frame.c")
[ "$got" = "bfly=warning:64 once=note:1" ] || fail "cold cache: $got"
got=$(sev --cache "$dir/cache" "$dir/p/bfly.c" "$dir/p/frame.c")
[ "$got" = "bfly=warning:64 once=note:1" ] || fail "warm cache: $got"
# calls in the two arms of an if: one of them runs (the larger arm's
# calls count), a call before the if adds (wavpack's pack_utils called
# its helper in both arms and was "several times per call"); a run of
# one file adds its external functions' calls (their callers are unseen)
cat > "$dir/arms.c" <<'C'
static double g(double x, int n) { return x / n; }
double entry(double x, int n, int f)
{
	if (f)
		return g(x, -1);
	else
		return g(x, n);
}
double entry2(double x, int n, int f)
{
	double s = g(x, 1);
	if (f)
		s += g(x, -1);
	else if (n > 3)
		s += g(x, n) + g(x, 2);
	else
		s += g(x, 3);
	return s;
}
C
fns=$(fcalls "$dir/arms.c")
[ "$fns" = "entry=1 entry2=1 g=4" ] || fail "arms: $fns"
# a run of several files: its entry points are alternatives, g runs at
# most 3 times per call of one (entry2's first call and its larger arm),
# not entry's 1 plus entry2's 3
sed -n '/^double entry/,$p' "$dir/arms.c" > "$dir/arms_api.c"
sed -i '1i double g(double x, int n);' "$dir/arms_api.c"
echo 'double g(double x, int n) { return x / n; }' > "$dir/arms_g.c"
fns=$(fcalls "$dir/arms_api.c" "$dir/arms_g.c")
[ "$fns" = "entry=1 entry2=1 g=3" ] || fail "alternatives: $fns"
# an arm that returns and the rest of the function are two paths: g runs
# twice per call of entry3 (the arm's two calls), not three times
cat > "$dir/ret_api.c" <<'C'
double g(double x, int n);
double entry3(double x, int n, int f)
{
	if (f) {
		double s = g(x, 1);
		return s + g(x, 2);
	}
	return g(x, n);
}
C
fns=$(fcalls "$dir/ret_api.c" "$dir/arms_g.c")
[ "$fns" = "entry3=1 g=2" ] || fail "an arm that returns: $fns"
# dead code in this build: with the project's interface in include/, an
# external function nothing calls and no header there declares is dead,
# and so is what only it calls; the interface's own function is live
mkdir -p "$dir/lib/include" "$dir/lib/src"
cat > "$dir/lib/include/lib.h" <<'C'
int api(int *x, int n, int d);
C
cat > "$dir/lib/src/priv.h" <<'C'
int unused_ext(int *x, int n, int d);
int helper(int *x, int n, int d);
C
cat > "$dir/lib/src/a.c" <<'C'
#include "../include/lib.h"
#include "priv.h"
int api(int *x, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] / d;
	return s;
}
int unused_ext(int *x, int n, int d)
{
	return helper(x, n, d) + x[0] / d;
}
C
cat > "$dir/lib/src/b.c" <<'C'
#include "priv.h"
int helper(int *x, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] % d;
	return s;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/lib/src/a.c" "$dir/lib/src/b.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s=%s%s" % (f["function"], f["severity"], "/dead" if "dead in this build" in f["message"] else "")
	for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: f["function"]) if f["rule"] == "divmod"))')
[ "$got" = "api=warning helper=note/dead unused_ext=note/dead" ] || fail "dead code: $got"
# a header under include/private/ is the library's own, not its interface
# (flac's src/libFLAC/include/private/lpc.h declares the uncalled
# FLAC__lpc_window_data_partial_wide): what only it declares is dead too
mkdir -p "$dir/lib/include/private"
mv "$dir/lib/src/priv.h" "$dir/lib/include/private/priv.h"
sed -i 's|#include "priv.h"|#include "../include/private/priv.h"|' "$dir/lib/src/a.c" "$dir/lib/src/b.c"
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/lib/src/a.c" "$dir/lib/src/b.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s=%s%s" % (f["function"], f["severity"], "/dead" if "dead in this build" in f["message"] else "")
	for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: f["function"]) if f["rule"] == "divmod"))')
[ "$got" = "api=warning helper=note/dead unused_ext=note/dead" ] || fail "dead code, private headers: $got"
mv "$dir/lib/include/private/priv.h" "$dir/lib/src/priv.h"
sed -i 's|#include "../include/private/priv.h"|#include "priv.h"|' "$dir/lib/src/a.c" "$dir/lib/src/b.c"
# without headers under include/, nothing is taken for dead
sed -i 's|#include "../include/lib.h"|int api(int *x, int n, int d);|' "$dir/lib/src/a.c"
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/lib/src/a.c" "$dir/lib/src/b.c" 2>/dev/null |
	python3 -c 'import json, sys
print(sum("dead in this build" in f["message"] for f in json.load(sys.stdin)["findings"]))')
[ "$got" = "0" ] || fail "no include/ headers, yet dead: $got"
# the interface's functions are entry points even where a program of the
# run calls them, and the program's main counts only for what nothing
# else reaches: work runs once per call of api, not 64 (the assumed trip) per run of main
mkdir -p "$dir/prog/include" "$dir/prog/src"
echo 'int api(int *x, int d);' > "$dir/prog/include/lib.h"
cat > "$dir/prog/src/a.c" <<'C'
#include "../include/lib.h"
static int work(int *x, int d) { return x[0] / d; }
int api(int *x, int d) { return work(x, d); }
C
cat > "$dir/prog/src/prog.c" <<'C'
#include "../include/lib.h"
static int tone(int *x, int d) { return x[1] % d; }
int main(int argc, char **argv)
{
	int x[2] = { argc, argc }, s = 0;
	for (int i = 0; i < argc; i++)
		s += api(x, argc) + tone(x, argc);
	return s + (argv == 0);
}
C
fns=$(fcalls "$dir/prog/src/a.c" "$dir/prog/src/prog.c")
[ "$fns" = "api=1 main=1 tone=64 work=1" ] || fail "the interface and main: $fns"
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/prog/src/a.c" "$dir/prog/src/prog.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s=%s%s" % (f["function"], f["severity"], "/program" if "program code" in f["message"] else "")
	for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: f["function"]) if f["rule"] == "divmod"))')
[ "$got" = "tone=note/program work=warning" ] || fail "program code: $got"
# the summary's costliest: the library's work first, then set-up code
# (main), the program's own code (64 runs of main's loop) after it
sum=$("$tmopt" check --no-cache --fail-on none --no-source "$dir/prog/src/a.c" "$dir/prog/src/prog.c" 2>&1 >/dev/null | tail -1)
case $sum in
*"costliest: 'work'"*"'api'"*"'main'"*) ;;
*) fail "program code in the costliest: $sum" ;;
esac
case $sum in
*"'tone'"*) fail "program code among the three costliest: $sum" ;;
esac
# a once-guarded block of a function that runs 64 times (twolame's
# '!glopts->p1mem' table fill) runs once in the run: its findings show
# calls 0 (once per stream, none per frame), the rest of the function 64;
# the cache keeps it
cat > "$dir/guard.c" <<'C'
struct st { int ready; int tab[1408]; };
static int step(struct st *s, int x, int d)
{
	if (!s->ready) {
		for (int i = 0; i < 1408; i++)
			s->tab[i] = i / d;
		s->ready = 1;
	}
	return s->tab[x & 1023] / d;
}
int frame(struct st *s, int *v, int d)
{
	int k, r = 0;
	for (k = 0; k < 64; k++)
		r += step(s, v[k], d);
	return r;
}
C
guard() {
	"$tmopt" check --format json --fail-on none "$@" "$dir/guard.c" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%d:%s:%s" % (f["line"], f.get("calls"), f["count"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod"))'
}
got=$(guard --no-cache)
[ "$got" = "6:0:1408 9:64:1" ] || fail "once-guarded block: $got"
guard >/dev/null
got=$(guard)
[ "$got" = "6:0:1408 9:64:1" ] || fail "once-guarded block, warm cache: $got"
# a lazy set-up call in a once-guarded block of a per-frame function
# (twolame's 'if (!glopts->p4mem) glopts->p4mem = twolame_psycho_4_init()'
# in twolame_psycho_4) runs once in the run, not once per frame
cat > "$dir/lazy.c" <<'C'
struct mem { double tab[256]; };
struct opt { struct mem *p4; double out[64]; };
extern double cos(double);
extern void *malloc(unsigned long);
static struct mem *psy_init(void)
{
	struct mem *m = malloc(sizeof(*m));
	for (int i = 0; i < 256; i++)
		m->tab[i] = cos(i * 0.1);
	return m;
}
static void psy(struct opt *o, int k)
{
	if (!o->p4)
		o->p4 = psy_init();
	o->out[k & 63] = o->p4->tab[k & 255];
}
void encode(struct opt *o)
{
	for (int k = 0; k < 64; k++)
		psy(o, k);
}
C
fns=$(fcalls_basis "$dir/lazy.c")
[ "$fns" = "encode=1/constant psy=64/constant psy_init=1/constant" ] || fail "lazy set-up call: $fns"
# ... and one in a loop of such a block counts the loop's trips once
cat > "$dir/rows.c" <<'C'
extern void *malloc(unsigned long);
struct st { int *tab; int out[64]; };
static void row_init(int *t, int k, const int *y)
{
	for (int i = 0; i < 256; i++)
		t[k * 256 + i] = (k * i) / y[i];
}
static void frame(struct st *s, const int *y, int k)
{
	if (!s->tab) {
		s->tab = malloc(256 * 256 * sizeof(int));
		for (int r = 0; r < 256; r++)
			row_init(s->tab, r, y);
	}
	s->out[k & 63] += s->tab[k & 65535];
}
void encode(struct st *s, const int *y)
{
	for (int f = 0; f < 64; f++)
		frame(s, y, f);
}
C
fns=$(fcalls_basis "$dir/rows.c")
[ "$fns" = "encode=1/constant frame=64/constant row_init=256/constant" ] || fail "a loop of a once-guarded block: $fns"
# loops of assumed count around calls of looping code count 1 for the
# calls: packets in a loop of unknown count around a frame decoder, a
# channel loop and a search loop inside it, each around a function with a
# sample loop of its own; a constant loop keeps its count, and a leaf
# helper in the innermost unknown loop its assumed trip (64)
cat > "$dir/chain.c" <<'C'
static int samples(int *x, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] / d;
	return s;
}
static int helper(int v, int d)
{
	return v % d;
}
static int channel(int *x, int n, int d)
{
	int best = 0;
	for (int k = 0; k < n; k++) {
		best += samples(x + k, n, d);
		best += helper(x[k], d);
	}
	for (int j = 0; j < 4; j++)
		best += samples(x + j, n, d);
	return best;
}
static int frame(int *x, int nch, int n, int d)
{
	int t = 0;
	for (int c = 0; c < nch; c++)
		t += channel(x + c * n, n, d);
	return t;
}
int decode(int *x, int packets, int nch, int n, int d)
{
	int t = 0;
	for (int p = 0; p < packets; p++)
		t += frame(x, nch, n, d);
	return t;
}
C
fns=$(fcalls "$dir/chain.c")
[ "$fns" = "channel=1 decode=1 frame=1 helper=64 samples=5" ] || fail "unknown loops around calls: $fns"
# the cases of a switch exclude each other: the mean of their groups' calls
# (a case and those it falls into together), each group weighed by its
# labels, the values that enter it (from stop 48; the largest group's
# before: cpe=2 sce=2): cpe (0+1+2+1x2+0)/6 and sce (1+0+1+2x2+0)/6,
# rounded up, 1 each (faad2's ifilter_bank: faad_imdct 8 times for eight
# short windows, measured 1.1 a call)
cat > "$dir/cases.c" <<'C'
static int cpe(int *x, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] / d;
	return s;
}
static int sce(int *x, int d)
{
	return x[0] % d;
}
int block(int *x, int conf, int n, int d)
{
	int s = 0;
	switch (conf) {
	case 1:
		s += sce(x, d);
		break;
	case 2:
		s += cpe(x, n, d);
		break;
	case 5:
		s += sce(x, d);
		s += cpe(x, n, d);
		s += cpe(x + n, n, d);
		break;
	case 6:
		s += sce(x, d);
		/* falls through */
	case 7:
		s += sce(x + 1, d);
		s += cpe(x, n, d);
		break;
	default:
		return -1;
	}
	return s;
}
C
fns=$(fcalls "$dir/cases.c")
[ "$fns" = "block=1 cpe=1 sce=1" ] || fail "the cases of a switch: $fns"
# a switch on 'x & 7' that names all 8 values has no path past its cases:
# 7 of the 8 values call g, 64 passes: 56 (a reviewer's probe: 22 with a
# phantom group and the groups unweighed)
cat > "$dir/mask.c" <<'C'
static int g(int *x, int d)
{
	return x[1] % d;
}
int stacked(int *x, int d)
{
	int s = 0;
	for (int i = 0; i < 64; i++)
		switch (x[i] & 7) {
		case 0: case 1: case 2: case 3: case 4: case 5: case 6:
			s += g(x, d);
			break;
		case 7:
			break;
		}
	return s;
}
C
fns=$(fcalls "$dir/mask.c")
[ "$fns" = "g=56 stacked=1" ] || fail "a switch naming every value of x & 7: $fns"
# a switch of 300 cases, one call each: still one call (more groups than
# a byte holds); a goto back to before a switch or an if may run a second
# case or arm: no exclusion there
{
	echo 'static int f(int *x, int d) { return x[0] % d; }'
	echo 'int many(int *x, int p, int d) { int s = 0; switch (p) {'
	for i in $(seq 0 299); do echo "case $i: s += f(x, d); break;"; done
	echo '} return s; }'
} > "$dir/many.c"
cat > "$dir/again.c" <<'C'
static int g(int *x, int d) { return x[0] % d; }
int sw(int *x, int p, int d)
{
	int s = 0;
again:
	switch (p) {
	case 1: s += g(x, d); p = 2; goto again;
	case 2: s += g(x, d); break;
	}
	return s;
}
C
fns=$(fcalls "$dir/many.c" "$dir/again.c")
[ "$fns" = "f=1 g=2 many=1 sw=1" ] || fail "300 cases, a goto back: $fns"
# a frame's loop (2048 samples, by its bound's name) is looping code: the
# loop of unknown count around its call counts 1
cat > "$dir/frames.c" <<'C'
static int frame(int *x, int blocksize, int d)
{
	int s = 0;
	for (int i = 0; i < blocksize; i++)
		s += x[i] / d;
	return s;
}
int stream(int *x, int packets, int blocksize, int d)
{
	int s = 0;
	for (int p = 0; p < packets; p++)
		s += frame(x, blocksize, d);
	return s;
}
C
fns=$(fcalls "$dir/frames.c")
[ "$fns" = "frame=1 stream=1" ] || fail "a frame's loop around calls: $fns"
# a function stored only into a local pointer its function only calls
# through (libmad's run_sync: 'error_func = error_default;') runs from those
# calls, not from calls through a structure member of as many arguments
# (the decoder's per-frame 'd->filter_func(d->cb, f)'); the failure arms
# that call the error handler are error paths: once.  A copy of the local
# into a member lets the member's calls reach it again.
cat > "$dir/lfp.c" <<'C'
struct frame { int x[8]; };
struct dec { int (*filter_func)(void *, struct frame *); void *cb; int error; };
extern int frame_decode(struct frame *f);
static int error_default(void *data, struct frame *f)
{
	int *bad = data;
	if (*bad)
		f->x[0] = 0;
	*bad = 1;
	return 0;
}
int run(struct dec *d, struct frame *f, int nframes)
{
	int (*error_func)(void *, struct frame *);
	int bad = 0, s = 0;
	error_func = error_default;
	for (int i = 0; i < nframes; i++) {
		if (frame_decode(f) == -1) {
			if (!(d->error & 0xff00))
				break;
			switch (error_func(&bad, f)) {
			case 1:
				return -1;
			default:
				continue;
			}
		}
		s += d->filter_func(d->cb, f);
	}
	return s;
}
C
fns=$(fcalls "$dir/lfp.c")
[ "$fns" = "error_default=1 run=1" ] || fail "a function only a local pointer holds: $fns"
sed -e 's/	error_func = error_default;/	error_func = error_default;\n	d->cb = (void *)error_func;/' "$dir/lfp.c" > "$dir/lfp2.c"
sed -e 's/	error_func = error_default;/	int (*err_weight)(void *, struct frame *) = error_default;/' \
    -e 's/error_func(&bad, f)/err_weight(\&bad, f)/' "$dir/lfp.c" > "$dir/lfp3.c"
fns=$(fcalls "$dir/lfp2.c")
[ "$fns" = "error_default=65 run=1" ] || fail "a local pointer copied into a member: $fns"
fns=$(fcalls "$dir/lfp3.c")
[ "$fns" = "error_default=64 run=1" ] || fail "a pointer named for a computation: $fns"
# teardown by its name and its work: a '*_clear' (or '*_end', '*_done',
# '*_reset') that frees memory is set-up code (vorbis's vorbis_dsp_clear,
# _vp_psy_clear: 0.002 and 0.006 runs per frame measured), out of the
# summary's costliest; a reset that frees nothing (a bit buffer's, once a
# frame) is not, nor a free() in a function of another name
cat > "$dir/tear.c" <<'C'
#include <stdlib.h>
struct look { float *ath, *octave; int n; };
struct bits { unsigned char *buf; int pos, bytes; };
void psy_clear(struct look *p)
{
	for (int i = 0; i < 64; i++)
		p->ath[i] = 0;
	free(p->ath);
	free(p->octave);
}
void bits_reset(struct bits *b)
{
	for (int i = 0; i < 64; i++)
		b->buf[i] = 0;
	b->pos = 0;
}
void release_table(struct look *p)
{
	for (int i = 0; i < 64; i++)
		p->octave[i] = 0;
	free(p->octave);
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/tear.c" 2>/dev/null | python3 -c 'import json, sys
print(" ".join("%s=%s" % (c["name"], c["setup"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"])))')
[ "$got" = "bits_reset=False psy_clear=True release_table=False" ] || fail "teardown by its name and its work: $got"
# calls of one function in several arms of ifs without else are
# alternatives, as the arms of an if-else: the largest arm's count, plus
# the calls outside them (opus's encoder calls celt_encode_with_ec in a
# redundancy arm before and after the main one: 1 a frame measured, 5
# summed); a loop's count inside an arm stays the arm's
cat > "$dir/opt.c" <<'C'
static int enc(int *x, int n, int d) { int s = 0; for (int i = 0; i < n; i++) s += x[i] / d; return s; }
int frame(int *x, int n, int d, int red, int mode, int tail)
{
	int s = enc(x, n, d);
	if (red && mode)
		s += enc(x, 8, d);
	if (mode != 1)
		s += enc(x, n, d);
	if (red && !mode)
		s += enc(x, 8, d);
	if (tail)
		for (int k = 0; k < 3; k++)
			s += enc(x + k, n, d);
	return s;
}
C
fns=$(fcalls "$dir/opt.c")
[ "$fns" = "enc=4 frame=1" ] || fail "calls in optional arms: $fns"
# (review of stop 47) the local's store used as a value lets the address
# out: 'd->cb = (void *)(error_func = error_default)' (65, as a copy);
# an error metric through a pointer named 'error_fn' whose value the code
# computes with is no error report (64 calls, not 1); a reset that frees
# only in a rare arm and runs per frame in a loop is no teardown; 16
# optional ifs around an if-else keep its arms apart; an if after a loop
# is no alternative to the ifs inside it
sed -e 's/	error_func = error_default;/	d->cb = (void *)(error_func = error_default);/' "$dir/lfp.c" > "$dir/lfp4.c"
fns=$(fcalls "$dir/lfp4.c")
[ "$fns" = "error_default=65 run=1" ] || fail "a local's store as a value: $fns"
cat > "$dir/errfn.c" <<'C'
struct search { int (*error_fn)(const int *a, const int *b, int n); int thresh; };
static int sad(const int *a, const int *b, int n)
{
	int s = 0;
	for (int i = 0; i < 16; i++)
		s += (a[i] - b[i]) / 3;
	return s + n;
}
void init(struct search *st) { st->error_fn = sad; }
int best_match(struct search *st, const int *cur, const int *ref, int nref)
{
	int best = 1 << 30;
	for (int k = 0; k < nref; k++) {
		if (ref[k] > st->thresh) {
			int e = st->error_fn(cur, ref + k, 16);
			best = e < best ? e : best;
		}
	}
	return best;
}
C
fns=$(fcalls "$dir/errfn.c")
[ "$fns" = "best_match=1 init=1 sad=64" ] || fail "an error metric through a pointer: $fns"
cat > "$dir/tear2.c" <<'C'
#include <stdlib.h>
struct enc { float *scratch; int n; float out[64]; };
void frame_reset(struct enc *e)
{
	for (int i = 0; i < 64; i++)
		e->out[i] = e->out[i] / 3.0f;
	if (e->n > 4096) {
		free(e->scratch);
		e->scratch = 0;
	}
}
int encode(struct enc *e, int frames)
{
	int s = 0;
	for (int k = 0; k < frames; k++) {
		frame_reset(e);
		s += (int)e->out[k & 63];
	}
	return s;
}
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/tear2.c" 2>/dev/null | python3 -c 'import json, sys
print(" ".join("%s=%s:%s" % (c["name"], c["calls"], c["setup"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"])))')
[ "$got" = "encode=1:False frame_reset=65:False" ] || fail "a per-frame reset that frees in a rare arm: $got"
{
	echo 'static int enc(int *x, int n, int d) { int s = 0; for (int i = 0; i < 16; i++) s += x[i] / d; return s + n; }'
	echo 'int deep(int *x, int n, int d, int *c)'
	echo '{'
	echo '	int s = 0;'
	for i in $(seq 0 15); do echo "	if (c[$i] > 0) {"; done
	echo '	if (c[99] > 0) s += enc(x, n, d); else s -= enc(x, n, d);'
	for i in $(seq 0 15); do echo '	}'; done
	echo '	return s;'
	echo '}'
} > "$dir/deep.c"
fns=$(fcalls "$dir/deep.c")
[ "$fns" = "deep=1 enc=1" ] || fail "16 optional ifs around an if-else: $fns"
cat > "$dir/opt4.c" <<'C'
static int enc(int *x, int n, int d) { int s = 0; for (int i = 0; i < n; i++) s += x[i] / d; return s; }
int a3(int *x, int n, int d, int m)
{
	int s = 0;
	for (int k = 0; k < 4; k++) {
		if (x[k] > 1)
			s += enc(x, n, d);
		if (x[k] > 2)
			s += enc(x + 1, n, d);
	}
	if (m)
		s += enc(x, n, d);
	return s;
}
C
fns=$(fcalls "$dir/opt4.c")
[ "$fns" = "a3=1 enc=5" ] || fail "an if after a loop and the ifs in it: $fns"
# a loop stepping by a variable (blocks of a partition, vorbis's
# 'for (i = 0; i < n; i += partition)') around the call of looping code
# counts the cube root of the assumed trip, 4; stepping by 1 it counts 1
cat > "$dir/blocks.c" <<'C'
static int norm(const int *x, int n, int d) { int s = 0; for (int j = 0; j < n; j++) s += x[j] / d; return s; }
static int norm2(const int *x, int n, int d) { int s = 0; for (int j = 0; j < n; j++) s += x[j] % d; return s; }
int quant(const int *x, int n, int partition, int d)
{
	int s = 0;
	for (int i = 0; i < n; i += partition)
		s += norm(x + i, partition > n - i ? n - i : partition, d);
	for (int i = 0; i < n; i++)
		s += norm2(x + i, partition, d);
	return s;
}
C
fns=$(fcalls "$dir/blocks.c")
[ "$fns" = "norm=4 norm2=1 quant=1" ] || fail "a loop stepping by a variable around calls: $fns"
echo "1 passed, 0 failed"
