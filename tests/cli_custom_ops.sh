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
# values assembled from bytes: a big-endian halfword read with one
# non-aligned ld16 must be swapped back on this little-endian target
# (flac's CRC 'data[0] << 8 | data[1]'); a little-endian one needs no swap
cat > "$dir/b.c" <<'C'
void be16(short *restrict d, const unsigned char *restrict p, int n)
{
	for (int i = 0; i < n; i++)
		d[i] = (short)((p[2 * i] << 8) | p[2 * i + 1]);
}
void le16(short *restrict d, const unsigned char *restrict p, int n)
{
	for (int i = 0; i < n; i++)
		d[i] = (short)(p[2 * i] | (p[2 * i + 1] << 8));
}
C
adv=$("$tmopt" check --no-cache --format json --fail-on none --target tm5250 "$dir/b.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "custom-op": print(f["function"], f["advice"])')
grep -q "^be16 .*memcpy(&h, p, 2); h = SWAPBYTES(h) >> 16;" <<<"$adv" || fail "big-endian halfword: $adv"
grep "^le16 " <<<"$adv" | grep -q "SWAPBYTES" && fail "little-endian halfword swapped: $adv"
grep -q "^le16 .*memcpy(&h, p, 2);  /\* one non-aligned 16-bit load \*/" <<<"$adv" || fail "little-endian halfword: $adv"
echo ok
