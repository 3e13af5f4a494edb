#!/bin/bash
# Settings an interface's request handler changes (src/front/model.c
# app_setter()): a flag set-up code gives 0 and that only a 'ctl' handler
# the project's interface declares writes (opus_encoder_ctl's use_vbr,
# 1 from opus_encoder_init) is the application's setting: the arm its
# default does not take runs only when the application changes it, its
# findings set-up notes.  A handler the interface does not declare is one
# layer's, which the layer above may call each frame (opus's
# celt_encoder_ctl): what it writes stays run-time state.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/lib/include" "$dir/lib/src"
cat > "$dir/lib/include/lib.h" <<'C'
struct enc;
struct enc *enc_create(void);
int enc_ctl(struct enc *e, int request, int value);
int enc_encode(struct enc *e, const int *x, int n, int d);
C
cat > "$dir/lib/src/enc.c" <<'C'
#include "../include/lib.h"
struct enc { int vbr, cbr_fast, layer_lfe; };
static struct enc the_enc;
int layer_ctl(struct enc *e, int request, int value);
struct enc *enc_create(void)
{
	the_enc.vbr = 1;
	the_enc.cbr_fast = 0;
	the_enc.layer_lfe = 0;
	return &the_enc;
}
int enc_ctl(struct enc *e, int request, int value)
{
	switch (request) {
	case 1: e->vbr = value; break;
	case 2: e->cbr_fast = value; break;
	default: return -1;
	}
	return 0;
}
int layer_ctl(struct enc *e, int request, int value)
{
	if (request == 7)
		e->layer_lfe = value;
	return 0;
}
int enc_encode(struct enc *e, const int *x, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++) {
		if (!e->vbr)
			s += x[i] / d;
		if (e->cbr_fast)
			s += x[i] % d;
		if (e->layer_lfe)
			s += x[i] / (d + 1);
	}
	return s;
}
C
# line=severity of the divides
sev() {
	"$tmopt" check --no-cache --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%d=%s" % (f["line"], f["severity"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod"))'
}
got=$(sev "$dir/lib/src/enc.c")
[ "$got" = "32=note 34=note 36=warning" ] || fail "the interface's handler: $got"
# the same handler not declared by the interface: one layer's
sed -i 's/^int enc_ctl(.*);$//' "$dir/lib/include/lib.h"
got=$(sev "$dir/lib/src/enc.c")
[ "$got" = "32=warning 34=warning 36=warning" ] || fail "a layer's handler: $got"
echo "1 passed, 0 failed"
