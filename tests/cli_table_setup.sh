#!/bin/bash
# Set-up code through static tables (src/engine/callgraph.c,
# table_calls()): libvorbis stores floor1_look() into 'vorbis_func_floor.
# look' by floor1_exportbundle's positional initializer, and only
# _vds_shared_init() calls through that member.  A function every taken
# address of which is such a table's store, and whose members only set-up
# code calls through, is set-up code: its findings are notes that name the
# caller.  Not so for a function a per-frame function calls through its
# member, one whose address is also taken otherwise, one stored into a
# member no call of the run goes through (the application may), an
# interface function a header under 'include' declares, nor in a run where
# a file did not parse.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p/include"
cat > "$dir/p/ops.h" <<'C'
struct ops {
	int (*look)(int *t, int n, int d);
	int (*inverse)(int *t, int n, int d);
	int (*pack)(int *t, int n, int d);
};
extern const struct ops f1_export, f2_export;
int codec_init(int *t, int n, int d);
int codec_frame(int *t, int n, int d);
C
cat > "$dir/p/include/api.h" <<'C'
int f2_pack(int *t, int n, int d);
C
cat > "$dir/p/floor1.c" <<'C'
#include "ops.h"
static int f1_look(int *t, int n, int d)
{
	for (int i = 0; i < n; i++)
		t[i] = 4800 / (d + i);
	return t[0];
}
static int f1_inverse(int *t, int n, int d)
{
	for (int i = 0; i < n; i++)
		t[i] = t[i] / (d + i);
	return t[0];
}
static int f1_pack(int *t, int n, int d)
{
	for (int i = 0; i < n; i++)
		t[i] = t[i] % (d + i);
	return t[0];
}
const struct ops f1_export = { f1_look, f1_inverse, f1_pack };
C
cat > "$dir/p/floor2.c" <<'C'
#include "ops.h"
#include "include/api.h"
int (*spare)(int *, int, int);
int f2_look(int *t, int n, int d)
{
	for (int i = 0; i < n; i++)
		t[i] = 9600 / (d + i);
	return t[0];
}
int f2_inverse(int *t, int n, int d)
{
	for (int i = 0; i < n; i++)
		t[i] = t[i] / (d + 3 * i);
	return t[0];
}
int f2_pack(int *t, int n, int d)
{
	for (int i = 0; i < n; i++)
		t[i] = t[i] % (d + 3 * i);
	return t[0];
}
const struct ops f2_export = { f2_look, f2_inverse, f2_pack };
/* f2_look's address is also taken by an assignment */
void spare_set(void) { spare = f2_look; }
C
cat > "$dir/p/codec.c" <<'C'
#include "ops.h"
static const struct ops *const tab[] = { &f1_export, &f2_export };
int codec_init(int *t, int n, int d)
{
	return tab[d & 1]->look(t, n, d);
}
int codec_frame(int *t, int n, int d)
{
	return tab[d & 1]->inverse(t, n, d);
}
C
# the severity of each function's finding, as "f=sev" words
sev() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted("%s=%s" % (f["function"], f["severity"]) for f in fs if f["rule"] == "divmod" and f["function"].startswith("f"))))'
}
files="$dir/p/floor1.c $dir/p/floor2.c $dir/p/codec.c"
# f1_look: only codec_init calls it, through 'look'; f1_inverse: the
# frame's 'inverse'; f1_pack: no call goes through 'pack'; f2_look: an
# assignment also takes its address; f2_pack: an interface function
got=$(sev --no-cache $files)
want="f1_inverse=warning f1_look=note f1_pack=warning f2_inverse=warning f2_look=warning f2_pack=warning"
[ "$got" = "$want" ] || fail "tables: $got"
"$tmopt" check --no-cache --fail-on none $files 2>/dev/null |
	grep -q "in set-up code: 'f1_look' is only called from 'codec_init', which by its name runs once per stream" ||
	fail "the note does not name the caller"
# set-up code calls through 'pack': f1_pack is set-up code, f2_pack an
# interface function the application may call itself
cat > "$dir/p/pack.c" <<'C'
#include "ops.h"
int pack_init(int *t, int n, int d)
{
	return (d ? &f1_export : &f2_export)->pack(t, n, d);
}
C
got=$(sev --no-cache $files "$dir/p/pack.c")
[ "$got" = "${want/f1_pack=warning/f1_pack=note}" ] || fail "an interface function: $got"
# the frame calls 'look' too: f1_look is no set-up code
cat > "$dir/p/peek.c" <<'C'
#include "ops.h"
int codec_peek(int *t, int n, int d)
{
	return tab_look(t, n, d);
}
int tab_look(int *t, int n, int d)
{
	return f1_export.look(t, n, d);
}
C
got=$(sev --no-cache $files "$dir/p/peek.c")
[ "$got" = "${want/f1_look=note/f1_look=warning}" ] || fail "a member called per frame and in set-up: $got"
# a file of the run that does not parse may hold other calls
printf 'int broken(void) { return }\n' > "$dir/p/bad.c"
got=$(sev --no-cache $files "$dir/p/bad.c")
[ "$got" = "${want/f1_look=note/f1_look=warning}" ] || fail "a file that did not parse: $got"
# the results cache: cold and warm runs agree
got=$(sev --cache "$dir/cache" $files; sev --cache "$dir/cache" $files)
[ "$got" = "$want"$'\n'"$want" ] || fail "cache: $got"
# one file alone: no whole program, nothing settled
got=$(sev --no-cache "$dir/p/floor1.c")
[ "$got" = "f1_inverse=warning f1_look=warning f1_pack=warning" ] || fail "one file: $got"
# a reviewer's counter-examples: a call through a local copy of the member
# ('fn = f1_export.look; fn()') in the frame's loop may reach f1_look; a
# member filled by a copy ('s->b = tab.a') may hold any of a file's
# table functions, and its calls reach them
mkdir -p "$dir/r"
cat > "$dir/r/codec.c" <<'C'
#include "../p/ops.h"
int codec_init(int *t, int n, int d)
{
	return f1_export.look(t, n, d);
}
int codec_frame(int *t, int n, int d)
{
	int (*fn)(int *, int, int) = f1_export.look;
	int s = 0;
	for (int k = 0; k < 8; k++)
		s += fn(t, n, d);
	return s;
}
C
cat > "$dir/r/x.c" <<'C'
struct xops { int (*a)(int *t, int n, int d); };
struct xstate { int (*b)(int *t, int n, int d); };
static int fa(int *t, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += t[i] / (d + i);
	return s;
}
static const struct xops tab = { fa };
void st_setup(struct xstate *s) { s->b = tab.a; }
int x_frame(struct xstate *s, int *t, int n, int d)
{
	int r = 0;
	for (int k = 0; k < 16; k++)
		r += s->b(t, n, d);
	return r;
}
C
got=$(sev --no-cache "$dir/p/floor1.c" "$dir/r/codec.c")
[ "$got" = "f1_inverse=warning f1_look=warning f1_pack=warning" ] || fail "a local copy of the member: $got"
printf 'int other(void) { return 0; }\n' > "$dir/r/y.c"
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/r/x.c" "$dir/r/y.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s=%s:%d" % (f["function"], f["severity"], f["calls"]) for f in json.load(sys.stdin)["findings"] if f["function"] == "fa"))')
[ "$got" = "fa=warning:16" ] || fail "a member filled by a copy: $got"
echo "1 passed, 0 failed"
