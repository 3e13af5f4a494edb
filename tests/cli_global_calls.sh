#!/bin/bash
# Calls through a global function pointer or table across files
# (src/front/walk.c store_slot(), src/engine/callgraph.c add_by_member()):
# libwebp sets its DSP kernels in an init function of one file
# ('VP8Transform = TransformTwo_C', 'VP8PredLuma4[0] = DC4_C' in
# dsp/dec.c) and calls them per macro block in another
# ('VP8Transform(src, dst, 0)', 'VP8PredLuma4[mode](dst)' in
# dec/frame_dec.c).  The kernel runs as often as the call through its
# pointer, not once; a pointer of another name does not reach it, and a
# kernel no call reaches stays an entry point (once).
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/dsp.h" <<'C'
typedef void (*idct_fn)(const short *in, unsigned char *dst, int s);
typedef void (*pred_fn)(unsigned char *dst);
extern idct_fn Transform;
extern idct_fn TransformUV;
extern pred_fn PredLuma4[2];
void DspInit(void);
C
cat > "$dir/p/dsp.c" <<'C'
#include "dsp.h"
idct_fn Transform;
idct_fn TransformUV;
pred_fn PredLuma4[2];
static void transform_c(const short *in, unsigned char *dst, int s)
{
	for (int i = 0; i < 16; i++)
		dst[(i / 4) * s + i % 4] = (unsigned char)(in[i] / s);
}
static void transform_uv_c(const short *in, unsigned char *dst, int s)
{
	dst[0] = (unsigned char)(in[0] / s);
}
static void dc4_c(unsigned char *dst)
{
	for (int i = 0; i < 4; i++)
		dst[i] = (unsigned char)(dst[i + 4] / (dst[8] | 1));
}
static void tm4_c(unsigned char *dst)
{
	dst[0] = (unsigned char)(dst[1] / (dst[2] | 1));
}
void DspInit(void)
{
	Transform = transform_c;
	TransformUV = transform_uv_c;
	PredLuma4[0] = dc4_c;
	PredLuma4[1] = tm4_c;
}
C
cat > "$dir/p/frame.c" <<'C'
#include "dsp.h"
void ReconstructRow(const short *coeffs, unsigned char *dst, const int *modes)
{
	for (int mb = 0; mb < 20; mb++) {
		PredLuma4[modes[mb]](dst + 16 * mb);
		Transform(coeffs + 16 * mb, dst + 16 * mb, 32);
	}
}
C
fns() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%s=%d" % (c["name"], c["calls"]) for c in sorted(json.load(sys.stdin)["functions"], key=lambda c: c["name"]) if c["name"].endswith("_c")))'
}
# the table's two entries share its calls; TransformUV is never called
got=$(fns --no-cache "$dir/p/dsp.c" "$dir/p/frame.c")
[ "$got" = "dc4_c=10 tm4_c=10 transform_c=20 transform_uv_c=1" ] || fail "globals across files: $got"
# the kernel's divide is priced per call of the row
n=$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/dsp.c" "$dir/p/frame.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d:%d" % (f["count"], f["calls"]) for f in json.load(sys.stdin)["findings"] if f["function"] == "transform_c" and f["rule"] == "divmod" and f["line"] == 8 and "in[i]" in f["message"]))')
[ "$n" = "16:20" ] || fail "kernel finding: $n"
# without the file that calls them, the kernels are entry points
got=$(fns --no-cache "$dir/p/dsp.c")
[ "$got" = "dc4_c=1 tm4_c=1 transform_c=1 transform_uv_c=1" ] || fail "one file: $got"
got=$(fns --cache "$dir/cache" "$dir/p/dsp.c" "$dir/p/frame.c")
[ "$got" = "dc4_c=10 tm4_c=10 transform_c=20 transform_uv_c=1" ] || fail "cold cache: $got"
got=$(fns --cache "$dir/cache" "$dir/p/dsp.c" "$dir/p/frame.c")
[ "$got" = "dc4_c=10 tm4_c=10 transform_c=20 transform_uv_c=1" ] || fail "warm cache: $got"
echo "1 passed, 0 failed"
