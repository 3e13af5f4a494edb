#!/bin/bash
# int64-emulation's savings on values that need both words (rules/
# int64_emulation.c): a 64-bit value a call returns (wavpack's
# 'reader->get_pos(id) - (ep - sp + 4)') and a compare with a constant beyond
# the 32-bit range (its RF64 switch, 'total_data_bytes > 0xff000000') keep
# their cost and claim no saving -- both judged false in the eighteenth draw
# for advising 32-bit types -- while a compare of two parameters keeps its
# saving; a sign test is no finding.  So does arithmetic on a 64-bit
# structure field, or on a local set from one or stored into one (a file
# offset, wavpack's RF64 'riffSize64': judged false in the twentieth draw),
# while a local accumulator keeps its saving; a word joined under another
# ('lo + ((int64_t)hi << 32)', wavpack's GET_BLOCK_INDEX) has no carry and
# is no finding; nor does an add, subtract or '?:' of such values ('end -
# begin < CHUNKSIZE' of two tied offsets) or a value built with a high word
# (wavpack's 40-bit GET_TOTAL_SAMPLES), both judged false in the
# twenty-first draw; nor a compare with a local a 64-bit call result sets
# (wvtest's 'total_samples = WavpackGetNumSamples64(wpc)': twenty-second),
# nor a parameter a field is stored into (vorbisfile's bisection, 'searched =
# vf->offset' into the parameter 'searched': thirtieth), unless a local of
# an inner block shadows its name (the lookup is by name: no tie).
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/k.c" <<'C'
#include <stdint.h>
typedef struct { int64_t (*get_pos)(void *); } reader_t;
int64_t tell(void *f);
int64_t header_pos(reader_t *r, void *id, int k)
{
	return r->get_pos(id) - (k + 4);
}
int64_t header_pos2(void *id, int k)
{
	return tell(id) - (k + 4);
}
int needs_rf64(int64_t total_data_bytes)
{
	return total_data_bytes > 0xff000000;
}
int before(int64_t a, int64_t b)
{
	return a < b;
}
int negative(int64_t a)
{
	return a < 0;
}
struct vf { int64_t offset; int64_t *offsets; };
struct ds64 { int64_t riffSize64; };
int64_t seek_mid(struct vf *v, int link)
{
	int64_t begin = v->offsets[link];
	return begin + (v->offset >> 1);
}
void riff(struct ds64 *d, int64_t data, int junk)
{
	int64_t total = data + 44;
	if (junk)
		total += 28;
	d->riffSize64 = total;
}
int64_t acc(int64_t a, int32_t b)
{
	int64_t s = a;
	s += b;
	return s;
}
struct hdr { uint32_t block_index; uint8_t block_index_u8; };
int64_t block_index(const struct hdr *h)
{
	return (int64_t)h->block_index + ((int64_t)h->block_index_u8 << 32);
}
int small_range(struct vf *v, int link)
{
	int64_t end = v->offsets[link + 1];
	int64_t begin = v->offsets[link];
	return end - begin < 8500;
}
struct th { uint32_t total; uint8_t total_u8; };
#define TOTAL(h) ((h).total == (uint32_t)-1 ? -1 : \
	(int64_t)(h).total + ((int64_t)(h).total_u8 << 32) - (h).total_u8)
int unknown_total(struct th h)
{
	return TOTAL(h) == -1;
}
int64_t num_samples(void *wpc);
int past_end(void *wpc, uint32_t samples)
{
	int64_t total = num_samples(wpc), count = 0;
	return (count += samples) > total;
}
int bisect(struct vf *v, int64_t searched, int64_t end)
{
	while (searched < end) {
		if (end - searched < 8500)
			break;
		searched = v->offset;
	}
	return 0;
}
int shadow(struct vf *v, int64_t a, int64_t b)
{
	{
		int64_t a = v->offset;
		v->offset = a + 1;
	}
	return a < b;
}
C
got=$("$tmopt" check --no-cache --fail-on none --format json "$dir/k.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "int64-emulation":
        print("%d:%d:%s" % (f["line"], f["saving_cycles"], f["advice"].startswith("keep it")))')
# (line 60's 'TOTAL(h) == -1' is a test against all ones, 32-bit work
# from stop 44: only the macro's add keeps a finding there)
want='6:0:True
10:0:True
14:0:True
18:2:False
29:0:True
33:0:True
35:0:True
41:2:False
53:0:True
60:0:True
66:0:True
70:0:True
71:0:True
81:0:True
83:2:False'
[ "$got" = "$want" ] || fail "findings (line:saving:keep): $(echo $got), want $(echo $want)"
echo "1 passed, 0 failed"
