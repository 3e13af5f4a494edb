#!/bin/bash
# Custom operations from the machine files price as operations, not calls:
# UMULM (multiply-high, which divmod's advice recommends) is one imul
# operation on every target and keeps the loop software-pipelined; a name no
# file lists stays an 18-cycle call on tm5250.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cat > "$dir/m.c" <<'C'
unsigned UMULM(unsigned a, unsigned b);
unsigned NOTANOP(unsigned a, unsigned b);
void f(unsigned *out, const unsigned *in, int n)
{
	for (int i = 0; i < n; i++)
		out[i] = in[i] - UMULM(in[i], 0xCCCCCCCDu);
}
void g(unsigned *out, const unsigned *in, int n)
{
	for (int i = 0; i < n; i++)
		out[i] = in[i] - NOTANOP(in[i], 0xCCCCCCCDu);
}
C
for t in tm3260 tm5250 tm3270; do
	out=$("$tmopt" explain-loop --target $t "$dir/m.c:5" 2>&1) || fail "$t: $out"
	echo "$out" | grep -q "operations per iteration: .*imul 1" || fail "$t UMULM not an imul op: $out"
	echo "$out" | grep -q "calls/emulated" && fail "$t UMULM priced as a call: $out"
done
out=$("$tmopt" explain-loop --target tm5250 "$dir/m.c:10" 2>&1) || fail "$out"
echo "$out" | grep -q "calls/emulated operations: 1, 18 cycles" || fail "NOTANOP: $out"
echo ok
