#!/bin/bash
# .tmopt.yaml 'settings:': the settings the product runs with.  A branch
# on a configured field that the value does not take, a case of a switch
# on it for another value, and what only such code calls are set-up code:
# notes that name the setting.  Tests the setting does not decide keep
# their severity; a setting that applies to nothing is said on stderr; a
# malformed one names the file, line and key.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
# Does tmopt refuse the configuration of directory $1 (exit 2) with a
# message matching $2?  $rc and $dir/err keep what it did.
refused() {
	"$tmopt" check -p "$1" --no-cache >/dev/null 2>"$dir/err"
	rc=$?
	[ $rc = 2 ] && grep -q "$2" "$dir/err"
}
# the compile database of directory $dir/$1 holding the one file $2
cdb() {
	printf '[{ "directory": "%s", "file": "%s", "command": "cc -c %s" }]\n' \
		"$dir/$1" "$2" "$2" > "$dir/$1/compile_commands.json"
}

mkdir -p "$dir/p"
cat > "$dir/p/enc.c" <<'C'
typedef enum { MODE_AUTO = -1, MODE_STEREO = 0, MODE_JOINT = 1, MODE_DUAL = 2 } mode_t2;
#define HYBRID_FLAG 8
#define FLOAT_FLAG 16
#define CELT_ONLY 1002
struct enc_opts_s { int mode; int flags; int vbr; };
typedef struct enc_opts_s enc_opts;
struct state { int cmode; };

static int silk_like(int *t, int n, int d)	/* only the non-CELT arm calls it */
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] / d;
	return s;
}
int enc_frame(enc_opts *o, struct state *st, int *t, int n, int d)
{
	int i, s = 0;
	if (o->mode == MODE_JOINT)
		for (i = 0; i < n; i++)
			s += t[i] / (d + 1);
	if (n > 4 && o->mode != MODE_STEREO)
		for (i = 0; i < n; i++)
			s += t[i] / (d + 2);
	if (o->flags & HYBRID_FLAG)
		for (i = 0; i < n; i++)
			s += t[i] / (d + 3);
	if (o->flags & FLOAT_FLAG)
		for (i = 0; i < n; i++)
			s += t[i] / (d + 4);
	switch (o->mode) {
	case MODE_STEREO:
		for (i = 0; i < n; i++)
			s += t[i] / (d + 5);
		break;
	case MODE_DUAL:
		for (i = 0; i < n; i++)
			s += t[i] / (d + 6);
		break;
	}
	if (st->cmode != CELT_ONLY)
		s += silk_like(t, n, d);
	if (o->vbr > 2)
		for (i = 0; i < n; i++)
			s += t[i] / (d + 7);
	return s;
}
struct prot { int esc; };
struct penc { struct prot *protected_; };
static int find_esc(int *t, int n, int d, int esc)	/* flac's escape coding */
{
	int i, s = 0;
	if (esc)
		for (i = 0; i < n; i++)
			s += t[i] / (d + 8);
	return s;
}
static int eval_esc(int *t, int n, int d, int esc) { return find_esc(t, n, d, esc); }
int process(struct penc *e, int *t, int n, int d)
{
	return eval_esc(t, n, d, e->protected_->esc);
}
C
cdb p enc.c
# "line=severity/calls" of the divmod findings
sev() {
	"$tmopt" check -p "$dir/p" --no-cache --format json --fail-on none "$@" 2>"$dir/err" |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join("%d=%s/%s" % (f["line"], f["severity"], f["calls"]) for f in sorted(fs, key=lambda f: f["line"]) if f["rule"] == "divmod"))'
}
got=$(sev)
want="13=warning/1 21=warning/1 24=warning/1 27=warning/1 30=warning/1 34=warning/1 38=warning/1 45=warning/1 55=warning/1"
[ "$got" = "$want" ] || fail "without settings: $got"

# an enumerator, a macro compared with the field, two masks of one field,
# a number
cat > "$dir/p/.tmopt.yaml" <<'Y'
settings:
  - enc_opts.mode = MODE_STEREO
  - enc_opts.flags & HYBRID_FLAG = 0
  - enc_opts.flags & FLOAT_FLAG = 0
  - state.cmode = CELT_ONLY
  - enc_opts.vbr = 0
  - prot.esc = 0
Y
got=$(sev)
want="13=note/0 21=note/0 24=note/0 27=note/0 30=note/0 34=warning/1 38=note/0 45=note/0 55=note/0"
[ "$got" = "$want" ] || fail "settings: $got"
! grep -q "applies to no file" "$dir/err" || fail "a setting said unused: $(cat "$dir/err")"
"$tmopt" check -p "$dir/p" --no-cache --format json --fail-on none 2>/dev/null |
	grep -q "'silk_like' is only reached from arms of tests that the settings decide the other way" ||
	fail "no message for a function only arms the settings do not take call"
out=$("$tmopt" check -p "$dir/p" --no-cache --fail-on none --no-source 2>/dev/null)
grep -q "enc.c:21:.*not run with the configured setting 'enc_opts.mode = MODE_STEREO': 'o->mode == MODE_JOINT' does not hold, so the branch at line 19 does not take this arm" <<<"$out" ||
	fail "the enumerator's note: $out"
grep -q "enc.c:24:.*not run with the configured setting 'enc_opts.mode = MODE_STEREO': 'n > 4 && o->mode != MODE_STEREO' does not hold" <<<"$out" ||
	fail "the && note: $out"
grep -q "enc.c:38:.*not run with the configured setting 'enc_opts.mode = MODE_STEREO': the switch at line 31 takes another case" <<<"$out" ||
	fail "the switch note: $out"
grep -q "enc.c:27:.*not run with the configured setting 'enc_opts.flags & HYBRID_FLAG = 0'" <<<"$out" ||
	fail "the mask's note: $out"
grep -q "enc.c:30:.*not run with the configured setting 'enc_opts.flags & FLOAT_FLAG = 0'" <<<"$out" ||
	fail "the second mask's note: $out"
# a field a setting gives, passed on as an argument to a test of a parameter
grep -q "enc.c:55:.*never runs with the configured settings: every call of find_esc() in this file passes 'esc' as 0 (a field the configuration's 'settings:' give" <<<"$out" ||
	fail "the passed field's note: $out"

# the structure by its tag (the typedef above); a value no case names; a
# mask that says nothing of the bits tested
cat > "$dir/p/.tmopt.yaml" <<'Y'
settings: ["enc_opts_s.mode = 1", "enc_opts.flags & 4 = 4"]
Y
got=$(sev)
want="13=warning/1 21=warning/1 24=warning/1 27=warning/1 30=warning/1 34=note/0 38=note/0 45=warning/1 55=warning/1"
[ "$got" = "$want" ] || fail "mode 1, flags & 4 = 4: $got"

# the cache's key holds the settings: a changed setting is not served stale
cat > "$dir/p/.tmopt.yaml" <<'Y'
settings: ["enc_opts.vbr = 0"]
Y
c1=$("$tmopt" check -p "$dir/p" --cache "$dir/cache" --format json --fail-on none 2>/dev/null | grep -c '"note"')
cat > "$dir/p/.tmopt.yaml" <<'Y'
settings: ["enc_opts.vbr = 3"]
Y
c2=$("$tmopt" check -p "$dir/p" --cache "$dir/cache" --format json --fail-on none 2>/dev/null | grep -c '"note"')
[ "$c1" != "$c2" ] || fail "the cache served one setting's results for another ($c1 notes both)"
# ... and a cached run still knows which settings applied
"$tmopt" check -p "$dir/p" --cache "$dir/cache" --fail-on none >/dev/null 2>"$dir/err"
! grep -q "settings\[0\]" "$dir/err" || fail "a cached run said the setting applies to nothing: $(cat "$dir/err")"

# a setting that applies to nothing: said on stderr, with the file
cat > "$dir/p/.tmopt.yaml" <<'Y'
settings: ["enc_opts.mdoe = MODE_STEREO", "enc_opts.mode = MODE_NONE"]
Y
got=$(sev)
[ "$got" = "13=warning/1 21=warning/1 24=warning/1 27=warning/1 30=warning/1 34=warning/1 38=warning/1 45=warning/1 55=warning/1" ] ||
	fail "settings that apply to nothing changed findings: $got"
grep -q "tmopt: warning: .*\.tmopt.yaml: settings\[0\] 'enc_opts.mdoe = MODE_STEREO' applies to no file analysed" "$dir/err" ||
	fail "no warning for a misspelt field: $(cat "$dir/err")"
grep -q "settings\[1\] 'enc_opts.mode = MODE_NONE' applies to no file" "$dir/err" ||
	fail "no warning for an unknown value name: $(cat "$dir/err")"

# "line=severity" of the divmod findings of a run over directory $1
lines() {
	"$tmopt" check -p "$1" --no-cache --format json --fail-on none 2>"$dir/err" |
	python3 -c 'import json, sys
print(" ".join("%d=%s" % (f["line"], f["severity"]) for f in sorted(json.load(sys.stdin)["findings"], key=lambda f: f["line"]) if f["rule"] == "divmod"))'
}

# values as C stores them (-1 in an unsigned char is 255), a macro defined
# in a header that this file never compares the field with, a macro that
# is an expression, an enumeration declared inside the structure, a
# structure written by its tag while the setting names its typedef, an
# '&&' whose tests all hold
mkdir -p "$dir/q"
cat > "$dir/q/o.h" <<'C'
#define MODE_CELT 1002
#define MODE_SILK 1000
#define FLT (1 << 4)
typedef struct opts_s {
	unsigned char u;
	int mode;
	int flags;
	enum { L_ONE = 1, L_TWO = 2 } layer;
} Opts;
C
cat > "$dir/q/q.c" <<'C'
#include "o.h"
int q_frame(struct opts_s *o, int *t, int n, int d)
{
	int i, s = 0;
	if (o->u == 255)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	if (o->mode == MODE_SILK)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	if (o->flags & FLT)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	switch (o->layer) {
	case L_ONE: for (i = 0; i < n; i++) s += t[i] / (d + 4); break;
	case L_TWO: for (i = 0; i < n; i++) s += t[i] / (d + 5); break;
	}
	if (o->mode > 1001 && o->u != 0)
		s++;
	else
		for (i = 0; i < n; i++) s += t[i] / (d + 6);
	return s;
}
C
cdb q q.c
cat > "$dir/q/.tmopt.yaml" <<'Y'
settings: ["Opts.u = -1", "Opts.mode = MODE_CELT", "Opts.flags & FLT = 0", "Opts.layer = L_TWO"]
Y
got=$(lines "$dir/q")
want="6=warning 8=note 10=note 12=note 13=warning 18=note"
[ "$got" = "$want" ] || fail "conversions, macros, typedef: $got"
cat > "$dir/q/.tmopt.yaml" <<'Y'
settings: ["Opts.u = -1", "Opts.mode = MODE_CELT", "Opts.flags & FLT = 0"]
Y
"$tmopt" check -p "$dir/q" --no-cache --fail-on none >/dev/null 2>"$dir/err"
! grep -q "applies to no file" "$dir/err" || fail "a setting said unused: $(cat "$dir/err")"

# a local that copies configured fields (opus's 'mode = st->mode;' or
# 'mode = st->prev_mode;'), a local copy of a field given in parts
# (wavpack's 'uint32_t flags = wps->wphdr.flags;', copied again after a
# call), an element of an array
# a setting gives whole (faad2's 'hDecoder->ps_used[ele]'), and switches on
# them; a local also written otherwise decides nothing
cat > "$dir/q/r.c" <<'C'
#include "o.h"
struct dec { int mode, prev_mode; unsigned flags; unsigned char ps_used[8]; };
int r_frame(struct dec *st, const int *data, int *t, int n, int d, int ele)
{
	int i, s = 0, mode, other;
	if (data)
		mode = st->mode;
	else
		mode = st->prev_mode;
	if (mode != MODE_CELT)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	unsigned flags = st->flags;
	if (flags & 8)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	if (st->ps_used[ele])
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	other = st->mode;
	other += n;
	if (other != MODE_CELT)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	switch (mode) {
	case MODE_CELT: s++; break;
	default: for (i = 0; i < n; i++) s += t[i] / (d + 5); break;
	}
	switch (st->ps_used[ele]) {
	case 1: for (i = 0; i < n; i++) s += t[i] / (d + 6); break;
	}
	unsigned again = st->flags, moved = st->flags;
	r_frame(st, data, t, n, d, ele);
	again = st->flags;
	moved = st->flags;
	moved |= 8;
	if (again & 8)
		for (i = 0; i < n; i++) s += t[i] / (d + 7);
	if (moved & 8)
		for (i = 0; i < n; i++) s += t[i] / (d + 8);
	return s;
}
C
cdb q r.c
cat > "$dir/q/.tmopt.yaml" <<'Y'
settings: ["dec.mode = MODE_CELT", "dec.prev_mode = MODE_CELT", "dec.flags & 8 = 0", "dec.ps_used = 0"]
Y
got=$(lines "$dir/q")
want="11=note 14=note 16=note 20=warning 23=note 26=note 34=note 36=warning"
[ "$got" = "$want" ] || fail "locals and arrays: $got"
cdb q q.c

# C's conversions (a reviewer's counter-examples): a cast of the field, a
# local narrower than the field or copied through a cast, a field given in
# parts copied into a local of the other signedness, '==' compared in
# unsigned int: none of these tests is decided the wrong way
cat > "$dir/q/c.c" <<'C'
struct cv { int mode; unsigned flags; signed char c; };
int c_frame(struct cv *st, int *t, int n, int d)
{
	int i, s = 0, mode;
	unsigned char m8;
	m8 = st->mode;
	if (m8 == 234)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	mode = (unsigned char)st->mode;
	if (mode == 234)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	if ((unsigned char)st->mode == 234)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	int f = st->flags;
	if (f == -1)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	if (st->c == 0xFFFFFF80u)
		for (i = 0; i < n; i++) s += t[i] / (d + 5);
	if (st->mode == 0xFFFFFBEAu)
		for (i = 0; i < n; i++) s += t[i] / (d + 6);
	if (st->mode == 0xFFFFFFFFu)
		for (i = 0; i < n; i++) s += t[i] / (d + 7);
	return s;
}
C
cdb q c.c
cat > "$dir/q/.tmopt.yaml" <<'Y'
settings: ["cv.mode = 1002", "cv.flags & 1 = 1", "cv.c & 0x80 = 0x80"]
Y
got=$(lines "$dir/q")
want="8=warning 11=warning 13=warning 16=warning 18=warning 20=note 22=note"
[ "$got" = "$want" ] || fail "C's conversions: $got"
printf 'settings: ["cv.mode = -1"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="8=warning 11=warning 13=warning 16=warning 18=warning 20=note 22=warning"
[ "$got" = "$want" ] || fail "'mode = -1' against unsigned constants: $got"
cdb q q.c

# a local computed from a test the settings decide (celt's 'start =
# st->start; hybrid = start != 0;'), two configured fields compared
# ('st->mode != st->prev_mode'); not a test the settings leave open, nor
# two fields compared through a cast of one
cat > "$dir/q/h.c" <<'C'
struct hs { int start, mode, prev_mode, other; unsigned char small; };
int h_frame(struct hs *st, int *t, int n, int d)
{
	int i, s = 0, start, hybrid, open_;
	start = st->start;
	hybrid = start != 0;
	open_ = st->other != 0;
	if (hybrid)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	if (st->mode != st->prev_mode && st->prev_mode > 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	if (open_)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	if (st->mode == st->prev_mode)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	if ((unsigned char)st->mode != st->small)
		for (i = 0; i < n; i++) s += t[i] / (d + 5);
	return s;
}
C
cdb q h.c
cat > "$dir/q/.tmopt.yaml" <<'Y'
settings: ["hs.start = 0", "hs.mode = 1002", "hs.prev_mode = 1002", "hs.small = 234"]
Y
got=$(lines "$dir/q")
want="9=note 11=note 13=warning 15=warning 17=warning"
[ "$got" = "$want" ] || fail "locals computed from tests, fields compared: $got"
cdb q q.c

# a local copy of a field given in parts keeps the parts its other
# writes leave alone: bits set, cleared or flipped by constants, a multiple
# of 2^18 added (wavpack's pack_block: 'flags &= ~(JOINT_STEREO | ...)',
# 'flags |= FALSE_STEREO', 'flags -= (1 << MAG_LSB) * shift'), not the
# bits a carry may reach, nor any bit after an addition of anything
cat > "$dir/q/rmw.c" <<'C'
#define HYB 8
#define DSD 0x80000000u
struct hdr { unsigned flags; };
struct st { struct hdr wphdr; };
int rmw_frame(struct st *wps, int *t, int n, int d, int shift)
{
	unsigned flags = wps->wphdr.flags, s2 = wps->wphdr.flags;
	int i, s = 0;
	if (n > 3) {
		flags &= ~(2 | 4);
		wps->wphdr.flags = flags |= 0x40000000;
		flags -= (1 << 18) * shift;
	}
	if (flags & HYB)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	if (flags & DSD)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	s2 += 3;
	if (s2 & HYB)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	return s + (int)s2;
}
C
cdb q rmw.c
printf 'settings: ["hdr.flags & HYB = 0", "hdr.flags & DSD = 0"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="15=note 17=warning 20=warning"
[ "$got" = "$want" ] || fail "a copy's other writes: $got"
cdb q q.c

# a bounded multiple of 2^18 added once per copy of the field changes the
# bits up to the first one above it that the settings give 0 (a carry
# stops there): wavpack's pack_streams(), 'flags &= ~MAG_MASK; flags +=
# (1U << MAG_LSB) * ((flags & BYTES_STORED) * 8 + 7)', keeps DSD_FLAG
# (bit 31) above FALSE_STEREO (bit 30, given 0).  Not an add in a loop of
# its own (it may carry again), nor one whose stop bit another add or an
# 'or' may set
cat > "$dir/q/rmw3.c" <<'C'
#define FS 0x40000000u
#define DSD 0x80000000u
#define MAG (0x1fu << 18)
struct hdr3 { unsigned flags; };
struct st3 { struct hdr3 wphdr; };
int rmw3_frame(struct st3 *wps, int *t, int n, int d, int k)
{
	int i, c, s = 0;
	for (c = 0; c < n; c++) {
		unsigned f1 = wps[c].wphdr.flags, f2 = f1, f3 = f1, f4 = f1;
		f1 &= ~MAG;
		f1 += (1u << 18) * ((f1 & 3) * 8 + 7);
		for (i = 0; i < k; i++)
			f2 += (1u << 18) * 7;
		f3 += 1u << 29;
		f3 += (1u << 18) * 7;
		f4 |= FS;
		f4 += (1u << 18) * 7;
		if (f1 & DSD)
			for (i = 0; i < n; i++) s += t[i] / (d + 1);
		if (f2 & DSD)
			for (i = 0; i < n; i++) s += t[i] / (d + 2);
		if (f3 & DSD)
			for (i = 0; i < n; i++) s += t[i] / (d + 3);
		if (f4 & DSD)
			for (i = 0; i < n; i++) s += t[i] / (d + 4);
		if (f1 & FS)
			for (i = 0; i < n; i++) s += t[i] / (d + 5);
	}
	return s;
}
C
cdb q rmw3.c
printf 'settings: ["hdr3.flags & FS = 0", "hdr3.flags & DSD = 0"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="20=note 22=warning 24=warning 26=warning 28=warning"
[ "$got" = "$want" ] || fail "a bounded add's carry: $got"
cdb q q.c

# the arm of an if, a statement of its function's body, that a configured
# value takes returns: what follows the if does not run, as after a
# switch whose case returns; not after an if in a loop, nor after an arm
# whose last statement is no return
cat > "$dir/q/ret.c" <<'C'
struct rs { int ds, ch; };
int dec(struct rs *st, int *t, int n, int d)
{
	int i, s = 0;
	if (st->ds == 1 && st->ch == 2) {
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
		return s;
	}
	for (i = 0; i < n; i++) s += t[i] / (d + 2);
	return s;
}
int dec2(struct rs *st, int *t, int n, int d)
{
	int i, s = 0;
	if (st->ds != 1) {
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	} else {
		return s;
	}
	for (i = 0; i < n; i++) s += t[i] / (d + 4);
	return s;
}
int dec3(struct rs *st, int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++) {
		if (st->ds == 1)
			return s;
		s += t[i] / (d + 5);
	}
	if (st->ds == 1) {
		if (n > 3)
			return s;
	}
	for (i = 0; i < n; i++) s += t[i] / (d + 6);
	return s;
}
C
cdb q ret.c
printf 'settings: ["rs.ds = 1", "rs.ch = 2"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="6=warning 9=note 16=note 20=note 29=warning 35=warning"
[ "$got" = "$want" ] || fail "code after a returning arm: $got"
"$tmopt" check -p "$dir/q" --no-cache --fail-on none 2>/dev/null |
	grep -q "'st->ds != 1' does not hold, so the branch at line 15 takes the arm that returns, and what follows it does not run" ||
	fail "no message for the code after a returning arm"
cdb q q.c

# a call through an element of a table of functions whose index the
# settings give ('decoder_table[frame->header.layer - 1](stream, frame)',
# libmad's layers: 'mad_header.layer = MAD_LAYER_III') reaches that
# element's function only, and what the run reaches only through the
# table's other elements is not run -- a table of external linkage, or a
# file's own of constant pointers; not a file's own table of pointers it
# may change, nor a call whose index the settings do not give, nor an
# index past the table's end
mkdir -p "$dir/t"
cat > "$dir/t/layers.c" <<'C'
int l1(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / d; return s; }
int l2(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 1); return s; }
int l3(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 2); return s; }
int m1(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 3); return s; }
int m2(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 4); return s; }
int v1(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 5); return s; }
int v2(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 6); return s; }
int u1(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 7); return s; }
int u2(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 8); return s; }
C
cat > "$dir/t/frame.c" <<'C'
int l1(int *, int, int), l2(int *, int, int), l3(int *, int, int);
int m1(int *, int, int), m2(int *, int, int), v1(int *, int, int), v2(int *, int, int);
int u1(int *, int, int), u2(int *, int, int);
struct hdr { int layer, mode, other; };
struct frame { struct hdr header; };
static int (*const decoder_table[3])(int *, int, int) = { l1, l2, l3 };
int (*const mode_table[2])(int *, int, int) = { m1, m2 };
static int (*const u_table[2])(int *, int, int) = { u1, u2 };
int frame_decode(struct frame *f, int *t, int n, int d)
{
	int s = decoder_table[f->header.layer - 1](t, n, d);
	s += mode_table[f->header.mode](t, n, d);
	s += u_table[f->header.other](t, n, d);
	return s + u_table[f->header.mode + 4](t, n, d);
}
C
# (a call through a pointer of no known slot may reach any function whose
# address its file takes: the table another file's)
cat > "$dir/t/var.c" <<'C'
int v1(int *, int, int), v2(int *, int, int);
struct hdr { int layer, mode, other; };
static int (*var_table[2])(int *, int, int) = { v1, v2 };
int var_decode(struct hdr *h, int *t, int n, int d)
{
	return var_table[h->mode](t, n, d);
}
C
printf '[{ "directory": "%s", "file": "layers.c", "command": "cc -c layers.c" },
  { "directory": "%s", "file": "frame.c", "command": "cc -c frame.c" },
  { "directory": "%s", "file": "var.c", "command": "cc -c var.c" }]\n' \
	"$dir/t" "$dir/t" "$dir/t" > "$dir/t/compile_commands.json"
printf 'settings: ["hdr.layer = 3", "hdr.mode = 1"]\n' > "$dir/t/.tmopt.yaml"
got=$(lines "$dir/t")
want="1=note 2=note 3=warning 4=note 5=warning 6=warning 7=warning 8=warning 9=warning"
[ "$got" = "$want" ] || fail "tables of functions: $got"
"$tmopt" check -p "$dir/t" --no-cache --fail-on none 2>/dev/null |
	grep -q "not run with the configured settings: the run reaches 'l1' only through elements of function tables such as 'frame.c:decoder_table' that the settings do not pick (they pick 'l3')" ||
	fail "a table's message"
# a reviewer's counter-examples: another file calls through the table with
# an index the settings do not give (it may reach any element); a table of
# pointers the code may change; two files' own tables of one name in two
# directories are two tables
mkdir -p "$dir/t2/a" "$dir/t2/b"
cp "$dir/t/layers.c" "$dir/t2/"
cat > "$dir/t2/frame.c" <<'C'
int l1(int *, int, int), l2(int *, int, int), l3(int *, int, int), m1(int *, int, int), m2(int *, int, int);
struct hdr { int layer, mode; };
int (*const dec_table[2])(int *, int, int) = { l1, l2 };
int (*mut_table[2])(int *, int, int) = { m1, m2 };
int frame_decode(struct hdr *h, int *t, int n, int d)
{
	return dec_table[h->layer](t, n, d) + mut_table[h->mode](t, n, d);
}
C
cat > "$dir/t2/probe.c" <<'C'
int l3(int *, int, int);
extern int (*const dec_table[2])(int *, int, int);
extern int (*mut_table[2])(int *, int, int);
int probe_first(int *t, int n, int d) { return dec_table[0](t, n, d) + l3(t, n, d); }
void swap_tab(void) { int (*x)(int *, int, int) = mut_table[0]; mut_table[0] = mut_table[1]; mut_table[1] = x; }
C
cat > "$dir/t2/a/fr.c" <<'C'
struct hdr { int layer, mode; };
static int dec0(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 20); return s; }
static int dec1(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 21); return s; }
static int (*const decoder_table[2])(int *, int, int) = { dec0, dec1 };
int a_frame(struct hdr *h, int *t, int n, int d) { return decoder_table[h->layer](t, n, d); }
C
cat > "$dir/t2/b/fr.c" <<'C'
static int dec0(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 22); return s; }
static int dec1(int *t, int n, int d) { int i, s = 0; for (i = 0; i < n; i++) s += t[i] / (d + 23); return s; }
static int (*const decoder_table[2])(int *, int, int) = { dec0, dec1 };
int b_frame(int k, int *t, int n, int d) { return decoder_table[k](t, n, d); }
C
(cd "$dir/t2" && printf '[%s]\n' "$(for f in layers.c frame.c probe.c a/fr.c b/fr.c; do
	printf '{ "directory": "%s", "file": "%s", "command": "cc -c %s" },' "$dir/t2" "$f" "$f"; done | sed 's/,$//')" \
	> compile_commands.json)
printf 'settings: ["hdr.layer = 1", "hdr.mode = 0"]\n' > "$dir/t2/.tmopt.yaml"
got=$("$tmopt" check -p "$dir/t2" --no-cache --format json --fail-on none 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join(sorted("%s:%s=%s" % (f["file"].split("/t2/")[-1], f["function"], f["severity"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod" and f["function"] not in ("v1", "v2", "u1", "u2"))))')
want="a/fr.c:dec0=note a/fr.c:dec1=warning b/fr.c:dec0=warning b/fr.c:dec1=warning layers.c:l1=warning layers.c:l2=warning layers.c:l3=warning layers.c:m1=warning layers.c:m2=warning"
[ "$got" = "$want" ] || fail "tables' counter-examples: $got"
cdb q q.c

# ... and not through a float product nor a cast that may be a _Bool
# (they may add 1), nor a signed local's upper bits once its sign bit may
# change ('f -= 16 * shift' makes f == -16 possible; a reviewer's
# counter-examples); an element of a pointer configured null is not the
# pointer
cat > "$dir/q/rmw2.c" <<'C'
struct S2 { unsigned f; int g; unsigned char *p; };
int rmw2_frame(struct S2 *s, int *t, int n, int d, double x, int shift)
{
	int i, r = 0;
	unsigned f = s->f, b = s->f;
	int g = s->g;
	f += x * 16;
	b += (_Bool)(n * 16);
	g -= 16 * shift;
	if (f & 1)
		for (i = 0; i < n; i++) r += t[i] / (d + 1);
	if (b & 1)
		for (i = 0; i < n; i++) r += t[i] / (d + 2);
	if (g == -16)
		for (i = 0; i < n; i++) r += t[i] / (d + 3);
	if (s->p[0])
		for (i = 0; i < n; i++) r += t[i] / (d + 4);
	return r;
}
C
cdb q rmw2.c
printf 'settings: ["S2.f & 1 = 0", "S2.g & 0x80000001 = 0", "S2.p = 0"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="11=warning 13=warning 15=warning 17=warning"
[ "$got" = "$want" ] || fail "a copy's writes that may reach the given bits: $got"
cdb q q.c

# a pointer given as null (wavpack's 'WavpackStream.block2buff = 0': no
# correction file) decides its truth tests and its comparisons with null;
# a pointer cannot be given another value: that setting applies to nothing
cat > "$dir/q/pn.c" <<'C'
#define NULL ((void *)0)
struct ws { unsigned char *block2buff; int x; };
int pn_frame(struct ws *w, int *t, int n, int d)
{
	int i, s = 0;
	if (w->block2buff)
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	if (!w->block2buff && n)
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	if (w->block2buff != NULL)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	if (NULL == w->block2buff)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	return s;
}
C
cdb q pn.c
printf 'settings: ["ws.block2buff = 0"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="7=note 9=warning 11=note 13=warning"
[ "$got" = "$want" ] || fail "a pointer given as null: $got"
printf 'settings: ["ws.block2buff = 1"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="7=warning 9=warning 11=warning 13=warning"
[ "$got" = "$want" ] || fail "a pointer given as 1: $got"
grep -q "'ws.block2buff = 1' applies to no file" "$dir/err" ||
	fail "a pointer given as 1 not said unused: $(cat "$dir/err")"
cdb q q.c

# each bit of a field is given once; a value has no bits off its mask
printf 'settings: ["Opts.mode = 1", "Opts.mode = 2"]\n' > "$dir/q/.tmopt.yaml"
refused "$dir/q" "'settings\[1\]': 'Opts.mode = 2' gives bits of 'Opts.mode' that settings\[0\] 'Opts.mode = 1' gives" ||
	fail "two values of one field: rc $rc: $(cat "$dir/err")"
printf 'settings: ["Opts.flags & 8 = 1"]\n' > "$dir/q/.tmopt.yaml"
refused "$dir/q" "the value has bits the mask does not give" ||
	fail "a value off its mask: rc $rc: $(cat "$dir/err")"

# what every call of a function returns ('is_ltp_ot() = 0': faad2's
# predicate of another file, false for the product's object types): its
# tests, '!', '== 0', a local holding it; another function's call is not
# decided; a function no file calls is said unused; two entries for one
# function and a malformed one are errors
cat > "$dir/q/fr.c" <<'C'
#include <stdint.h>
uint8_t is_ltp_ot(uint8_t ot);
int other(int x);
int fr_frame(uint8_t ot, int *t, int n, int d)
{
	int i, s = 0, ltp = is_ltp_ot(ot);
	if (is_ltp_ot(ot))
		for (i = 0; i < n; i++) s += t[i] / (d + 1);
	if (!is_ltp_ot(ot))
		for (i = 0; i < n; i++) s += t[i] / (d + 2);
	if (other(ot))
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	if (is_ltp_ot(ot) == 0)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	if (ltp)
		for (i = 0; i < n; i++) s += t[i] / (d + 5);
	return s;
}
C
cdb q fr.c
printf 'settings: ["is_ltp_ot() = 0", "nope() = 1"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="8=note 10=warning 12=warning 14=warning 16=note"
[ "$got" = "$want" ] || fail "a function's result: $got"
grep -q "settings\[1\] 'nope() = 1' applies to no file analysed: no code calls a function 'nope'" "$dir/err" ||
	fail "an unused function's result: $(cat "$dir/err")"
! grep -q "'is_ltp_ot() = 0' applies to no file" "$dir/err" ||
	fail "a used function's result said unused: $(cat "$dir/err")"
printf 'settings: ["is_ltp_ot() = 1"]\n' > "$dir/q/.tmopt.yaml"
got=$(lines "$dir/q")
want="8=warning 10=note 12=warning 14=note 16=warning"
[ "$got" = "$want" ] || fail "a function's result 1: $got"
printf 'settings: ["is_ltp_ot() = 0", "is_ltp_ot() = 1"]\n' > "$dir/q/.tmopt.yaml"
refused "$dir/q" "gives what 'is_ltp_ot()' returns, which settings\[0\]" ||
	fail "a function's result given twice: rc $rc: $(cat "$dir/err")"
printf 'settings: ["is_ltp_ot( = 0"]\n' > "$dir/q/.tmopt.yaml"
refused "$dir/q" "'is_ltp_ot( = 0' is not a setting" ||
	fail "a malformed function's result: rc $rc: $(cat "$dir/err")"
cdb q q.c

# what every call passes for a parameter ('output_to_PCM(format) = 1':
# faad2's output format, which decoder.c passes on): the function's ifs
# and switches on it, a callee only the other cases call (set-up code),
# a switch on a value computed from two of them (flac's format_input_(),
# 'bytes * 100 + channels') and the code after it when the case taken
# returns; not a parameter the function writes (said unused), nor the
# code after a switch whose case may break, or that sits in a loop, or
# in a function with a label; a signed product that overflows decides
# nothing; two entries for one parameter and a malformed one are errors
cat > "$dir/q/pa.c" <<'C'
static int to_double(int *t, int n, int d)	/* only case 5 calls it */
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 1);
	return s;
}
int out_pcm(int *t, int n, int d, unsigned char format)
{
	int i, s = 0;
	switch (format) {
	case 1: for (i = 0; i < n; i++) s += t[i] / (d + 2); break;
	case 5: s += to_double(t, n, d); break;
	}
	if (format == 5)
		for (i = 0; i < n; i++) s += t[i] / (d + 3);
	if (format != 5)
		for (i = 0; i < n; i++) s += t[i] / (d + 4);
	return s;
}
int out_w(int *t, int n, int d, int format)
{
	int i, s = 0;
	format++;
	if (format == 5)
		for (i = 0; i < n; i++) s += t[i] / (d + 5);
	return s;
}
int fmt(int *t, int n, int d, unsigned channels, unsigned bps)
{
	int i, s = 0;
	switch (bps * 100 + channels) {
	case 101: for (i = 0; i < n; i++) s += t[i] / (d + 6); return s;
	case 202: for (i = 0; i < n; i++) s += t[i] / (d + 7); return s;
	default: break;
	}
	for (i = 0; i < n; i++) s += t[i] / (d + 8);
	return s;
}
int fmt_b(int *t, int n, int d, unsigned bps)
{
	int i, s = 0;
	switch (bps) {
	case 2: if (n > 8) break; for (i = 0; i < n; i++) s += t[i] / (d + 9); return s;
	}
	for (i = 0; i < n; i++) s += t[i] / (d + 10);
	return s;
}
int fmt_l(int *t, int n, int d, int k, unsigned bps)
{
	int i, s = 0;
	while (k--) {
		switch (bps) {
		case 2: return s;
		}
		for (i = 0; i < n; i++) s += t[i] / (d + 11);
	}
	return s;
}
int fmt_g(int *t, int n, int d, unsigned bps)
{
	int i, s = 0;
	if (n < 0) goto tail;
	switch (bps) {
	case 2: return s;
	}
tail:
	for (i = 0; i < n; i++) s += t[i] / (d + 12);
	return s;
}
int big(int *t, int n, int d, int a)
{
	int i, s = 0;
	switch (a * 4) {
	case 0: for (i = 0; i < n; i++) s += t[i] / (d + 13); break;
	}
	return s;
}
#define FMT (1 << 4)
int cast(int *t, int n, int d, unsigned a, unsigned b, int c, int p[])
{
	int i, s = 0;
	if ((int)(a - b) < 0)	/* 2 - 100 wraps, the cast makes it -98 */
		for (i = 0; i < n; i++) s += t[i] / (d + 14);
	if ((unsigned char)(a * 128) == 0)	/* 256 -> 0 */
		for (i = 0; i < n; i++) s += t[i] / (d + 15);
	if (c != FMT)
		for (i = 0; i < n; i++) s += t[i] / (d + 16);
	if (p)
		for (i = 0; i < n; i++) s += t[i] / (d + 17);
	return s;
}
int dflt(int *t, int n, int d, unsigned fmt)
{
	int i, s = 0;
	switch (fmt) {
	case 1: return -1;
	default: ;
	}
	for (i = 0; i < n; i++) s += t[i] / (d + 18);
	return s;
}
int sexpr(int *t, int n, int d, unsigned b)
{
	int i, s = 0;
	if (n > 8 && ({ switch (b) { case 2: return s; } 1; }))
		s = 2;
	for (i = 0; i < n; i++) s += t[i] / (d + 19);
	return s;
}
int inasm(int *t, int n, int d, int a)
{
	int i, s = 0;
	__asm__ volatile("" : "+r"(a));
	if (a != 1)
		for (i = 0; i < n; i++) s += t[i] / (d + 20);
	return s;
}
int u64(int *t, int n, int d, unsigned long long a)
{
	int i, s = 0;
	if (a != 0xffffffffffffffffULL)
		for (i = 0; i < n; i++) s += t[i] / (d + 21);
	return s;
}
C
cdb q pa.c
cat > "$dir/q/.tmopt.yaml" <<'Y'
settings: ["out_pcm(format) = 1", "out_w(format) = 1", "fmt(channels) = 2",
           "fmt(bps) = 2", "fmt_b(bps) = 2", "fmt_l(bps) = 2", "fmt_g(bps) = 2",
           "big(a) = 0x40000000", "cast(a) = 2", "cast(b) = 100", "cast(c) = FMT",
           "cast(p) = 0", "dflt(fmt) = 2", "sexpr(b) = 2", "inasm(a) = 1",
           "u64(a) = 0xffffffffffffffff"]
Y
got=$(lines "$dir/q")
want="4=note 11=warning 15=note 17=warning 25=warning 32=note 33=warning 36=note 43=warning 45=warning 55=warning 67=warning 74=warning 83=warning 85=warning 87=note 89=note 99=warning 107=warning 115=warning 122=note"
[ "$got" = "$want" ] || fail "a parameter's value: $got"
grep -q "settings\[1\] 'out_w(format) = 1' applies to no file analysed: no function 'out_w' defined there has a parameter 'format'" "$dir/err" ||
	fail "a written parameter said used: $(cat "$dir/err")"
"$tmopt" check -p "$dir/q" --no-cache --format json --fail-on none 2>/dev/null |
	grep -q "the case the switch at line 31 takes returns, so what follows the switch does not run" ||
	fail "no message for the code after a returning case"
printf 'settings: ["fmt(bps) = 2", "fmt(bps) = 1"]\n' > "$dir/q/.tmopt.yaml"
refused "$dir/q" "gives what every call of 'fmt()' passes for 'bps', which settings\[0\]" ||
	fail "a parameter given twice: rc $rc: $(cat "$dir/err")"
printf 'settings: ["fmt(bps = 2"]\n' > "$dir/q/.tmopt.yaml"
refused "$dir/q" "'fmt(bps = 2' is not a setting" ||
	fail "a malformed parameter's value: rc $rc: $(cat "$dir/err")"
# a call that passes another constant than the setting contradicts it:
# said on stderr with its place, in the parameter's type (257 into an
# unsigned char is 1, as configured); not a value the call computes, nor
# a setting whose name the calling file does not resolve (FMT is pa.c's)
cat > "$dir/q/calls.c" <<'C'
int out_pcm(int *t, int n, int d, unsigned char format);
int cast(int *t, int n, int d, unsigned a, unsigned b, int c, int p[]);
#define FMT_DOUBLE 5
int drive(int *t, int n, int d)
{
	int s = out_pcm(t, n, d, 1);
	s += out_pcm(t, n, d, FMT_DOUBLE);
	s += out_pcm(t, n, d, 257);
	s += out_pcm(t, n, d, (unsigned char)n);
	s += cast(t, n, d, 2, 100, 3, 0);
	return s;
}
C
printf '[{ "directory": "%s", "file": "pa.c", "command": "cc -c pa.c" },
  { "directory": "%s", "file": "calls.c", "command": "cc -c calls.c" }]\n' \
	"$dir/q" "$dir/q" > "$dir/q/compile_commands.json"
printf 'settings: ["out_pcm(format) = 1", "cast(c) = FMT", "cast(b) = 100"]\n' > "$dir/q/.tmopt.yaml"
for cache in --no-cache "--cache $dir/qc" "--cache $dir/qc"; do
	"$tmopt" check -p "$dir/q" $cache --fail-on none >/dev/null 2>"$dir/err"
	got=$(grep -c "says every call of" "$dir/err")
	[ "$got" = 1 ] || fail "contradicting calls ($cache): $got: $(cat "$dir/err")"
	grep -q "settings\[0\] 'out_pcm(format) = 1' says every call of 'out_pcm' passes 1 for 'format', but the call at $dir/q/calls.c:7 passes 5: where the setting applies, the analysis takes 1 for every call" "$dir/err" ||
		fail "a contradicting call's message ($cache): $(cat "$dir/err")"
done
# a run of the calling file alone says it too
"$tmopt" check "$dir/q/calls.c" --no-cache --fail-on none >/dev/null 2>"$dir/err"
grep -q "the call at $dir/q/calls.c:7 passes 5" "$dir/err" ||
	fail "a contradicting call in a run of one file: $(cat "$dir/err")"
# a value named by a macro the calling file defines, in a file that uses
# no configured field; an unsigned 64-bit parameter's values as unsigned
# (a reviewer's counter-examples)
cat > "$dir/q/calls2.c" <<'C'
#define FMT_16BIT 1
#define FMT_FLOAT 4
int out_pcm(int *t, int n, int d, unsigned char format);
void set_mask(int *t, unsigned long long mask);
int drive2(int *t, int n, int d)
{
	set_mask(t, ~0ULL);
	return out_pcm(t, n, d, FMT_FLOAT);
}
C
printf 'settings: ["out_pcm(format) = FMT_16BIT", "set_mask(mask) = 0"]\n' > "$dir/q/.tmopt.yaml"
"$tmopt" check "$dir/q/calls2.c" --no-cache --fail-on none >/dev/null 2>"$dir/err"
grep -q "'out_pcm(format) = FMT_16BIT' says every call of 'out_pcm' passes 1 for 'format', but the call at $dir/q/calls2.c:8 passes 4" "$dir/err" ||
	fail "a macro's value in a file with no configured field: $(cat "$dir/err")"
grep -q "but the call at $dir/q/calls2.c:7 passes 18446744073709551615" "$dir/err" ||
	fail "an unsigned 64-bit value: $(cat "$dir/err")"
cdb q q.c

# the functions a function pointer member holds ('vorbis_func_residue.
# forward = res2_forward', 'f | g' for several): a call through it reaches
# those only; a function the run reaches only through such members, and
# what only it calls, are not run (notes that name the member), and pass
# no values to the loops of what they call; not a function whose address
# is also taken otherwise, nor one stored into a member no setting gives;
# a member given a function it never holds keeps every candidate; an
# integer field given 'f | g' applies to nothing; a dangling '|' is an
# error
mkdir -p "$dir/s"
cat > "$dir/s/ops.h" <<'C'
typedef struct { int (*fwd)(int *t, int n, int d); int (*inv)(int *t, int n, int d);
		 int (*aux)(int *t, int n, int d); int (*xtr)(int *t, int n, int d); } ops;
extern const ops *const table[];
struct cfg { int level; int (*filt)(int *t, int n, int d); };
int common(int *t, int n, int d);
C
mkdir -p "$dir/s/include"
printf 'struct cfg;\nint api_fwd(int *t, int n, int d);\nint run(int k, int *t, int n, int d, struct cfg *c);\n' > "$dir/s/include/api.h"
cat > "$dir/s/a.c" <<'C'
#include "ops.h"
#include "include/api.h"
static int helper1(int *t, int n, int d)	/* only fwd1 calls it */
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 1);
	return s;
}
static int fwd1(int *t, int n, int d) { return helper1(t, n, d) + common(t, 100, d); }
static int fwd2(int *t, int n, int d) { return common(t, 8, d); }
static int fwd3(int *t, int n, int d)	/* its address goes elsewhere too */
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 3);
	return s;
}
static int inv1(int *t, int n, int d)	/* also the 'aux' of ops2 */
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 4);
	return s;
}
static int inv2(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 5);
	return s;
}
static int xtr1(int *t, int n, int d)	/* 'xtr' is given xtr9, which no table holds */
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 6);
	return s;
}
int (*spare)(int *, int, int) = fwd3;
int api_fwd(int *t, int n, int d)	/* an interface function */
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 9);
	return s;
}
static const ops ops1 = { fwd1, inv1, 0, xtr1 };
static const ops ops2 = { fwd2, inv2, inv1, 0 };
static const ops ops3 = { fwd3, inv2, 0, 0 };
static const ops ops4 = { api_fwd, inv2, 0, 0 };
const ops *const table[] = { &ops1, &ops2, &ops3, &ops4 };
C
cat > "$dir/s/b.c" <<'C'
#include "ops.h"
#include "include/api.h"
int common(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++) s += t[i] / (d + 7);
	return s;
}
int run(int k, int *t, int n, int d, struct cfg *c)
{
	int s = table[k]->fwd(t, 12, d) + table[k]->inv(t, 12, d) + table[k]->xtr(t, 12, d);
	if (c->level == 2)
		s += t[0] / (d + 8);
	if (c->filt)	/* a function pointer given as null */
		for (k = 0; k < n; k++) s += t[k] / (d + 10);
	return s;
}
C
printf '[{ "directory": "%s", "file": "a.c", "command": "cc -c a.c" },\n { "directory": "%s", "file": "b.c", "command": "cc -c b.c" }]\n' \
	"$dir/s" "$dir/s" > "$dir/s/compile_commands.json"
cat > "$dir/s/.tmopt.yaml" <<'Y'
settings: ["ops.fwd = fwd2 | fwd9", "ops.inv = inv2", "ops.xtr = xtr9", "cfg.level = fwd2 | inv2",
           "cfg.filt = 0"]
Y
# "function:line=severity/count" of the divmod findings
fsev() {
	"$tmopt" check -p "$dir/s" --no-cache --format json --fail-on none 2>"$dir/err" |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join("%s:%d=%s/%d" % (f["function"], f["line"], f["severity"], f["count"]) for f in sorted(fs, key=lambda f: (f["file"], f["line"])) if f["rule"] == "divmod"))'
}
got=$(fsev)
want="helper1:6=note/12 fwd3:14=warning/64 inv1:20=warning/64 inv2:26=warning/12 xtr1:32=warning/12 api_fwd:39=warning/64 common:6=warning/8 run:13=note/1 run:15=note/64"
[ "$got" = "$want" ] || fail "function pointer members: $got"
"$tmopt" check -p "$dir/s" --no-cache --format json --fail-on none 2>/dev/null |
	grep -q "'helper1' is only reached from 'fwd1', which the run reaches only through function pointer members such as 'ops.fwd', which the settings say hold 'fwd2|fwd9'" ||
	fail "no message for a function the settings do not run"
grep -q "settings\[3\] 'cfg.level = fwd2 | inv2' applies to no file" "$dir/err" ||
	fail "an integer field given functions said used: $(cat "$dir/err")"
! grep -q "'ops.fwd = fwd2 | fwd9' applies to no file" "$dir/err" ||
	fail "a function pointer member's setting said unused: $(cat "$dir/err")"
grep -q "member 'ops.fwd' holds 'fwd9', but no file of the run stores a function of that name into it" "$dir/err" &&
	grep -q "member 'ops.xtr' holds 'xtr9'" "$dir/err" &&
	! grep -q "holds 'fwd2'" "$dir/err" ||
	fail "listed functions no file stores: $(cat "$dir/err")"
# a file of the run that does not parse may call what the members leave
# out: nothing is settled
printf '#include "missing.h"\nint direct(int *t, int n, int d) { return 0; }\n' > "$dir/s/c.c"
printf '[{ "directory": "%s", "file": "a.c", "command": "cc -c a.c" },\n { "directory": "%s", "file": "b.c", "command": "cc -c b.c" },\n { "directory": "%s", "file": "c.c", "command": "cc -c c.c" }]\n' \
	"$dir/s" "$dir/s" "$dir/s" > "$dir/s/compile_commands.json"
got=$(fsev)
case "$got" in "helper1:6=warning/"*) ;; *) fail "a file that did not parse: $got" ;; esac
printf '[{ "directory": "%s", "file": "a.c", "command": "cc -c a.c" },\n { "directory": "%s", "file": "b.c", "command": "cc -c b.c" }]\n' \
	"$dir/s" "$dir/s" > "$dir/s/compile_commands.json"
rm "$dir/s/.tmopt.yaml"
got=$(fsev)
want="helper1:6=warning/12 fwd3:14=warning/64 inv1:20=warning/12 inv2:26=warning/12 xtr1:32=warning/12 api_fwd:39=warning/12 common:6=warning/64 run:13=note/1 run:15=warning/64"
[ "$got" = "$want" ] || fail "function pointer members without settings: $got"
printf 'settings: ["ops.fwd = fwd2", "ops.fwd = fwd3"]\n' > "$dir/s/.tmopt.yaml"
refused "$dir/s" "the functions a function pointer member holds go in one entry: 'type.member = f | g'" ||
	fail "a function pointer member given twice: rc $rc: $(cat "$dir/err")"
printf 'settings: ["ops.fwd = fwd2 |"]\n' > "$dir/s/.tmopt.yaml"
refused "$dir/s" "'ops.fwd = fwd2 |' is not a setting" ||
	fail "a dangling '|': rc $rc: $(cat "$dir/err")"

# a malformed setting names the file, line and key
printf 'settings:\n  - enc_opts.vbr = 0\n  - "enc_opts mode = 1"\n' > "$dir/p/.tmopt.yaml"
refused "$dir/p" "\.tmopt.yaml:3: 'settings\[1\]': 'enc_opts mode = 1' is not a setting" ||
	fail "bad setting: rc $rc: $(cat "$dir/err")"
printf 'settings: ["enc_opts.vbr = 0 1"]\n' > "$dir/p/.tmopt.yaml"
refused "$dir/p" "\.tmopt.yaml:1: 'settings\[0\]'" || fail "trailing text: rc $rc: $(cat "$dir/err")"
echo "1 passed, 0 failed"
