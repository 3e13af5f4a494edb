#!/bin/bash
# Arms of branches on an integer parameter across files (model.c
# model_param_arm(), callgraph.c arm_never_runs()): speex's
# pitch_unquant_3tap() conceals lost frames in 'if (count_lost && pitch >
# subframe_offset)', and every call, through a structure member in
# another file, passes the decoder's 'st->count_lost', which the
# configured settings give 0 (a clean stream); opus's celt_synthesis()
# is passed the channel count 2 by every call.  An arm that no value the
# run's calls pass takes never runs: a note, no count.  Not when a call
# passes a value the run does not know, nor for an interface function a
# header under 'include' declares (the application may pass anything),
# nor for a parameter the function changes, nor when a file does not
# parse; the else-arm of a '||' whose first operand that tests a
# parameter always holds does not run either.  The results cache keeps
# what the branch tests.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p/include"
cat > "$dir/p/include/api.h" <<'C'
struct st;
struct ops;
int api_fill(int *t, int n, int d, int mode);
int decode(struct st *st, const struct ops *o, int *t, int n, int d, int p);
const struct ops *get(void);
C
cat > "$dir/p/ltp.c" <<'C'
#include "include/api.h"
int unquant(int *t, int n, int d, int count_lost, int pitch)
{
	int i, s = 0;
	if (count_lost && pitch > 3) {
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	}
	if (count_lost > 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	else
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	if (pitch == 2)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	return s;
}
int synth(int *t, int n, int d, int CC, int k, int w)
{
	int i, s = 0;
	if (CC == 1)
		for (i = 0; i < n; i++) s += t[i] / (d + 5);
	if (CC == 2 || k > 4)
		s++;
	else
		for (i = 0; i < n; i++) s += t[i] / (d + 6);
	w += k;
	if (w == 1)
		for (i = 0; i < n; i++) s += t[i] / (d + 7);
	return s;
}
int api_fill(int *t, int n, int d, int mode)
{
	int i, s = 0;
	if (mode == 3)
		for (i = 0; i < n; i++) s += t[i] / (d + 8);
	return s;
}
C
cat > "$dir/p/dec.c" <<'C'
#include "include/api.h"
struct st { int count_lost; };
struct ops { int (*unq)(int *, int, int, int, int); };
int unquant(int *t, int n, int d, int count_lost, int pitch);
int synth(int *t, int n, int d, int CC, int k, int w);
static const struct ops ops = { unquant };
int decode(struct st *st, const struct ops *o, int *t, int n, int d, int p)
{
	return o->unq(t, n, d, st->count_lost, p) + unquant(t, n, d, 0, 5) +
	       synth(t, n, d, 2, p, 1) + synth(t, n, d, 2, 7, 1) +
	       api_fill(t, n, d, 1);
}
const struct ops *get(void) { return &ops; }
C
printf '[{ "directory": "%s", "file": "ltp.c", "command": "cc -c ltp.c" },
  { "directory": "%s", "file": "dec.c", "command": "cc -c dec.c" }]\n' \
	"$dir/p" "$dir/p" > "$dir/p/compile_commands.json"
printf 'entries: [decode]\nsettings: ["st.count_lost = 0"]\n' > "$dir/p/.tmopt.yaml"
# "line=severity:count" of the divides
lines() {
	"$tmopt" check -p "$1" "${@:2}" --format json --fail-on none 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d=%s:%d" % (f["line"], f["severity"], f["count"]) for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: f["line"]) if f["rule"] == "divmod"))'
}
want="6=note:0 9=note:0 11=warning:64 13=warning:64 20=note:0 24=note:0 27=warning:64 34=warning:64"
got=$(lines "$dir/p" --no-cache)
[ "$got" = "$want" ] || fail "arms the calls decide: $got"
"$tmopt" check -p "$dir/p" --no-cache --fail-on none 2>/dev/null |
	grep -q "never runs: every call of the run passes 'count_lost' as 0, so 'count_lost != 0' never holds and the branch at line 5 does not take this arm" ||
	fail "the note does not say why"
# the results cache: cold and warm runs agree
got=$(lines "$dir/p" --cache "$dir/c"; lines "$dir/p" --cache "$dir/c")
[ "$got" = "$want"$'\n'"$want" ] || fail "cache: $got"
# without the setting, a field the run does not know: the arms stay
printf 'entries: [decode]\n' > "$dir/p/.tmopt.yaml"
got=$(lines "$dir/p" --no-cache)
[ "$got" = "6=warning:64 9=warning:64 11=warning:64 13=warning:64 20=note:0 24=note:0 27=warning:64 34=warning:64" ] ||
	fail "without the setting: $got"
# without 'entries:', the application may call any function of external
# linkage with its own values (a reviewer's counter-examples: a header
# outside 'include', one the defining file does not include)
rm "$dir/p/.tmopt.yaml"
got=$(lines "$dir/p" --no-cache)
[ "$got" = "6=warning:64 9=warning:64 11=warning:64 13=warning:64 20=warning:64 24=warning:64 27=warning:64 34=warning:64" ] ||
	fail "without entries: $got"
# a file that does not parse may hold other calls
printf 'int broken(void) { return }\n' > "$dir/p/bad.c"
printf '[{ "directory": "%s", "file": "ltp.c", "command": "cc -c ltp.c" },
  { "directory": "%s", "file": "dec.c", "command": "cc -c dec.c" },
  { "directory": "%s", "file": "bad.c", "command": "cc -c bad.c" }]\n' \
	"$dir/p" "$dir/p" "$dir/p" > "$dir/p/compile_commands.json"
got=$(lines "$dir/p" --no-cache)
[ "$got" = "6=warning:64 9=warning:64 11=warning:64 13=warning:64 20=warning:64 24=warning:64 27=warning:64 34=warning:64" ] ||
	fail "a file that does not parse: $got"
# ... nor one call down from an interface function or an entry point (the
# application passes its own), nor through a field (the application may
# set it), nor from a caller with inline assembly, and one reason per note
mkdir -p "$dir/q/include"
cat > "$dir/q/include/codec.h" <<'C'
struct codec { int mode; };
int codec_decode(int *t, int n, int d, int mode);
int codec_flush(int *t, int n, int d);
int codec_run(struct codec *c, int *t, int n, int d);
C
cat > "$dir/q/synth.c" <<'C'
int synth(int *t, int n, int d, int mode)
{
	int i, s = 0;
	if (mode == 1)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	return s;
}
int synth2(int *t, int n, int d, int mode)
{
	int i, s = 0;
	if (mode == 1)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	return s;
}
int synth3(int *t, int n, int d, int mode)
{
	int i, s = 0;
	if (mode == 1)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	return s;
}
C
cat > "$dir/q/api.c" <<'C'
#include "include/codec.h"
int synth(int *t, int n, int d, int mode), synth2(int *t, int n, int d, int mode);
int synth3(int *t, int n, int d, int mode);
int codec_decode(int *t, int n, int d, int mode) { return synth(t, n, d, mode); }
int codec_flush(int *t, int n, int d) { return codec_decode(t, n, d, 0); }
int codec_run(struct codec *c, int *t, int n, int d) { return synth2(t, n, d, c->mode); }
static int mid(int *t, int n, int d, int x)
{
	__asm__("" : "+r"(x));
	return synth3(t, n, d, x);
}
int codec_mid(int *t, int n, int d) { return mid(t, n, d, 0); }
C
printf '[{ "directory": "%s", "file": "synth.c", "command": "cc -c synth.c" },
  { "directory": "%s", "file": "api.c", "command": "cc -c api.c" }]\n' \
	"$dir/q" "$dir/q" > "$dir/q/compile_commands.json"
printf 'entries: [codec_decode, codec_run, codec_mid]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q" --no-cache)
[ "$got" = "5=warning:64 12=warning:64 19=warning:64" ] || fail "values from the application: $got"
# only set-up code passes other values (opus's _celt_autocorr(): each
# frame's pitch_downsample() passes overlap 0, the concealment
# celt_decode_lost() its window's): the arm never runs per frame; not
# where a 'hot:' pattern makes the caller per-frame code, nor where the
# frame path passes a value the run does not know
mkdir -p "$dir/r"
cat > "$dir/r/lpc.c" <<'C'
int autocorr(int *t, int n, int d, int overlap)
{
	int i, s = 0;
	if (overlap != 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	if (overlap == 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	return s;
}
int window(int *t, int n, int d, int w)
{
	int i, s = 0;
	if (w > 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	return s;
}
C
cat > "$dir/r/dec.c" <<'C'
struct st { int lost, overlap, w; };
int autocorr(int *t, int n, int d, int overlap);
int window(int *t, int n, int d, int w);
static int pitch_down(int *t, int n, int d) { return autocorr(t, n, d, 0); }
static int decode_lost(struct st *st, int *t, int n, int d)
{
	return autocorr(t, n, d, st->overlap) + window(t, n, d, 0);
}
int decode(struct st *st, int *t, int n, int d)
{
	if (st->lost)
		return decode_lost(st, t, n, d);
	return pitch_down(t, n, d) + window(t, n, d, st->w);
}
C
printf '[{ "directory": "%s", "file": "lpc.c", "command": "cc -c lpc.c" },
  { "directory": "%s", "file": "dec.c", "command": "cc -c dec.c" }]\n' \
	"$dir/r" "$dir/r" > "$dir/r/compile_commands.json"
printf 'entries: [decode]\n' > "$dir/r/.tmopt.yaml"
got=$(lines "$dir/r" --no-cache)
[ "$got" = "5=note:0 7=warning:64 14=warning:64" ] || fail "set-up callers' values: $got"
"$tmopt" check -p "$dir/r" --no-cache --fail-on none 2>/dev/null |
	grep -q "never runs per frame: every call of the frame path passes 'overlap' as 0, so 'overlap != 0' never holds and the branch at line 4 does not take this arm; only set-up code such as 'decode_lost' may take it" ||
	fail "the set-up note does not say why"
printf 'entries: [decode]\nhot: [decode_lost]\n' > "$dir/r/.tmopt.yaml"
got=$(lines "$dir/r" --no-cache)
[ "$got" = "5=warning:64 7=warning:64 14=warning:64" ] || fail "a hot caller: $got"
# a reviewer's counter-examples: a caller outside the frame path (no
# named entry point reaches 'selftest') is set-up code too, and the
# function only the frame's concealment reaches keeps its set-up note; the
# set-up caller named is one that may take the arm ('codec_init' passes
# 0, as the frame path does)
mkdir -p "$dir/s"
cat > "$dir/s/a.c" <<'C'
struct st { int lost, overlap; };
int autocorr(int *t, int n, int d, int overlap);
static int mid(int *t, int n, int d, int ov) { return autocorr(t, n, d, ov); }
static int decode_lost(struct st *st, int *t, int n, int d) { return mid(t, n, d, st->overlap); }
int selftest(int *t, int n, int d) { return mid(t, n, d, 0); }
int decode(struct st *st, int *t, int n, int d) { return decode_lost(st, t, n, d); }
C
cat > "$dir/s/b.c" <<'C'
int autocorr(int *t, int n, int d, int overlap)
{
	int i, s = 0;
	if (overlap != 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	return s;
}
C
printf '[{ "directory": "%s", "file": "a.c", "command": "cc -c a.c" },
  { "directory": "%s", "file": "b.c", "command": "cc -c b.c" }]\n' "$dir/s" "$dir/s" > "$dir/s/compile_commands.json"
printf 'entries: [decode]\n' > "$dir/s/.tmopt.yaml"
out=$("$tmopt" check -p "$dir/s" --no-cache --fail-on none 2>/dev/null)
grep -q "in set-up code: 'autocorr' is only called from 'decode_lost'" <<<"$out" ||
	fail "outside the frame path: $out"
cat > "$dir/s/a.c" <<'C'
struct st { int lost, overlap; };
int autocorr(int *t, int n, int d, int overlap);
static int mid(int *t, int n, int d, int ov) { return autocorr(t, n, d, ov); }
static int codec_init(int *t, int n, int d) { return autocorr(t, n, d, 0); }
static int decode_lost(struct st *st, int *t, int n, int d) { return mid(t, n, d, st->overlap); }
int decode(struct st *st, int *t, int n, int d)
{
	if (!st) return codec_init(t, n, d);
	if (st->lost)
		return decode_lost(st, t, n, d);
	return mid(t, n, d, 0);
}
C
out=$("$tmopt" check -p "$dir/s" --no-cache --fail-on none 2>/dev/null)
grep -q "never runs per frame: .*; only set-up code further up may take it" <<<"$out" ||
	fail "the set-up caller named: $out"
# a second reviewer's: a function only a static table takes, called per
# frame through a local copy of the member, is no set-up code for the
# arms either (the frame path's set-up code is the one callgraph_setup()
# finds, on the run's own edges)
mkdir -p "$dir/u"
printf 'struct ops { int (*process)(const int *, int, int); };\n' > "$dir/u/ops.h"
cat > "$dir/u/a.c" <<'C'
#include "ops.h"
int helper(const int *x, int n, int d, int mode);
static int process_a(const int *x, int n, int d) { return helper(x, n, d, 1); }
const struct ops ops_a = { process_a };
C
cat > "$dir/u/b.c" <<'C'
int helper(const int *x, int n, int d, int mode)
{
	int i, s = 0;
	if (mode != 0)
		for (i = 0; i < n; i++)
			s += x[i] / d;
	return s;
}
C
cat > "$dir/u/c.c" <<'C'
#include "ops.h"
int helper(const int *x, int n, int d, int mode);
int decode(const struct ops *o, const int *x, int n, int d)
{
	int (*p)(const int *, int, int) = o->process;
	return p(x, n, d) + helper(x, n, d, 0);
}
C
printf '[{ "directory": "%s", "file": "a.c", "command": "cc -c a.c" },
  { "directory": "%s", "file": "b.c", "command": "cc -c b.c" },
  { "directory": "%s", "file": "c.c", "command": "cc -c c.c" }]\n' "$dir/u" "$dir/u" "$dir/u" > "$dir/u/compile_commands.json"
printf 'entries: [decode]\n' > "$dir/u/.tmopt.yaml"
got=$(lines "$dir/u" --no-cache)
[ "$got" = "6=warning:64" ] || fail "a table's function called through a local copy: $got"
echo "1 passed, 0 failed"
