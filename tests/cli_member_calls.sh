#!/bin/bash
# Calls through a structure member across files (src/engine/callgraph.c,
# add_indirect()): libtheora fills its DSP table in one file
# ('enc->vtable.frag_sad = frag_sad_c' in encode.c) and calls it in another
# ('(*enc->vtable.frag_sad)(...)' in a wrapper of encfrag.c, called per
# block by the motion search).  The kernel runs as often as the wrapper's
# pointer call, not once; a member of another name does not reach it, and
# a kernel whose slot no call names stays an entry point (once), and a
# member of the same name in another structure is another slot.  The
# results cache keeps the member edges.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/enc.h" <<'C'
struct vtable {
	unsigned (*frag_sad)(const unsigned char *a, const unsigned char *b, int s);
	unsigned (*frag_satd)(const unsigned char *a, const unsigned char *b, int s);
};
struct enc { struct vtable vtable; };
unsigned frag_sad_c(const unsigned char *a, const unsigned char *b, int s);
unsigned frag_satd_c(const unsigned char *a, const unsigned char *b, int s);
unsigned enc_frag_sad(const struct enc *e, const unsigned char *a,
		      const unsigned char *b, int s);
C
cat > "$dir/p/kernels.c" <<'C'
#include "enc.h"
unsigned frag_sad_c(const unsigned char *a, const unsigned char *b, int s)
{
	unsigned sad = 0;
	for (int i = 0; i < 8; i++, a += s, b += s)
		for (int j = 0; j < 8; j++)
			sad += (unsigned)(a[j] > b[j] ? a[j] - b[j] : b[j] - a[j]) / 3;
	return sad;
}
unsigned frag_satd_c(const unsigned char *a, const unsigned char *b, int s)
{
	return (unsigned)(a[0] - b[0]) / (unsigned)s;
}
unsigned enc_frag_sad(const struct enc *e, const unsigned char *a,
		      const unsigned char *b, int s)
{
	return (*e->vtable.frag_sad)(a, b, s);
}
C
cat > "$dir/p/encode.c" <<'C'
#include "enc.h"
/* another table with a member of the same name: not the same slot */
struct other {
	unsigned (*frag_sad)(const unsigned char *a, const unsigned char *b, int s);
};
unsigned frag_other(const unsigned char *a, const unsigned char *b, int s)
{
	return (unsigned)(a[0] + b[0]) / (unsigned)s;
}
void other_init(struct other *o)
{
	o->frag_sad = frag_other;
}
void vtable_init(struct enc *e)
{
	e->vtable.frag_sad = frag_sad_c;
	e->vtable.frag_satd = frag_satd_c;
}
unsigned search(const struct enc *e, const unsigned char *a,
		const unsigned char *b, int s)
{
	unsigned best = ~0u;
	for (int c = 0; c < 16; c++) {
		unsigned err = enc_frag_sad(e, a + c, b, s);
		if (err < best)
			best = err;
	}
	return best;
}
C
fns() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%d" % (c["name"], c["calls"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"]) if c["name"].startswith("frag_")))'
}
got=$(fns --no-cache "$dir/p/kernels.c" "$dir/p/encode.c")
[ "$got" = "frag_other=1 frag_sad_c=16 frag_satd_c=1" ] || fail "member across files: $got"
# the kernel's divide is priced per call of the search
sad=$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/kernels.c" "$dir/p/encode.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d:%d" % (f["count"], f["calls"]) for f in json.load(sys.stdin)["findings"] if f["function"] == "frag_sad_c" and f["rule"] == "divmod"))')
[ "$sad" = "64:16" ] || fail "kernel finding: $sad"
# without the file that fills the table, the kernel is an entry point
got=$(fns --no-cache "$dir/p/kernels.c")
[ "$got" = "frag_sad_c=1 frag_satd_c=1" ] || fail "one file: $got"
# the results cache: cold and warm runs agree
got=$(fns --cache "$dir/cache" "$dir/p/kernels.c" "$dir/p/encode.c")
[ "$got" = "frag_other=1 frag_sad_c=16 frag_satd_c=1" ] || fail "cold cache: $got"
got=$(fns --cache "$dir/cache" "$dir/p/kernels.c" "$dir/p/encode.c")
[ "$got" = "frag_other=1 frag_sad_c=16 frag_satd_c=1" ] || fail "warm cache: $got"
# a table filled by its initializer in the calling file ('{ .run =
# run_fast }', no assignment to record) keeps its calls when another file
# assigns the member: the calls are shared, not all given to the other
mkdir -p "$dir/q"
cat > "$dir/q/a.c" <<'C'
struct ops { unsigned (*run)(unsigned); };
static unsigned run_fast(unsigned x) { return x / (x + 3); }
static const struct ops tbl = { .run = run_fast };
const struct ops *get(void) { return &tbl; }
unsigned drive(const struct ops *o) { unsigned s = 0; for (int i = 0; i < 50; i++) s += o->run(i); return s; }
C
cat > "$dir/q/b.c" <<'C'
struct ops { unsigned (*run)(unsigned); };
unsigned run_slow(unsigned x) { return x / (x + 7); }
void init_b(struct ops *o) { o->run = run_slow; }
C
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/q/a.c" "$dir/q/b.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s=%d" % (c["name"], c["calls"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"]) if c["name"].startswith("run_")))')
[ "$got" = "run_fast=25 run_slow=25" ] || fail "initializer and assignment: $got"
echo "1 passed, 0 failed"
