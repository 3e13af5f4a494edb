#!/bin/bash
# Calls made by a header's inline helper count where it is called
# (src/engine/check.c collect_calls()): libwebp writes bits through
# 'VP8LPutBits', a static inline function of bit_writer_utils.h that calls
# 'VP8LPutBitsInternal' of bit_writer_utils.c when its buffer fills; the
# encoder calls VP8LPutBits per symbol.  The flush runs per call of the
# helper's caller times its calls of the helper, not once (an entry
# point); a helper the main file never calls adds nothing, and a
# once-guarded call of the helper stays once.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/bw.h" <<'C'
typedef struct { unsigned bits; int used; unsigned char *cur; } bw_t;
void put_bits_internal(bw_t *bw, unsigned bits, int n);
void never_called(bw_t *bw);
static inline void put_bits(bw_t *bw, unsigned bits, int n)
{
	if (bw->used + n < 32) {
		bw->bits |= bits << bw->used;
		bw->used += n;
	} else {
		put_bits_internal(bw, bits, n);
	}
}
static inline void unused_helper(bw_t *bw)
{
	never_called(bw);
}
C
cat > "$dir/p/bw.c" <<'C'
#include "bw.h"
void put_bits_internal(bw_t *bw, unsigned bits, int n)
{
	while (bw->used >= 8) {
		*bw->cur++ = (unsigned char)(bw->bits % 251u);
		bw->bits >>= 8;
		bw->used -= 8;
	}
	bw->bits |= bits << bw->used;
	bw->used += n;
}
void never_called(bw_t *bw)
{
	bw->used = 0;
}
C
cat > "$dir/p/enc.c" <<'C'
#include "bw.h"
void store_symbols(bw_t *bw, const unsigned short *sym, int n)
{
	for (int i = 0; i < 16; i++)
		put_bits(bw, sym[i], 5);
}
C
fns() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%d" % (c["name"], c["calls"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"]) if c["name"] != "store_symbols"))'
}
got=$(fns --no-cache "$dir/p/bw.c" "$dir/p/enc.c")
[ "$got" = "never_called=1 put_bits_internal=16" ] || fail "helper's callee: $got"
# its divide is priced per call of the encoder's loop
n=$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/bw.c" "$dir/p/enc.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d:%s" % (f["calls"], f["severity"]) for f in json.load(sys.stdin)["findings"] if f["function"] == "put_bits_internal" and f["rule"] == "divmod"))')
[ "$n" = "16:warning" ] || fail "callee finding: $n"
got=$(fns --cache "$dir/cache" "$dir/p/bw.c" "$dir/p/enc.c")
[ "$got" = "never_called=1 put_bits_internal=16" ] || fail "cold cache: $got"
got=$(fns --cache "$dir/cache" "$dir/p/bw.c" "$dir/p/enc.c")
[ "$got" = "never_called=1 put_bits_internal=16" ] || fail "warm cache: $got"
echo "1 passed, 0 failed"
