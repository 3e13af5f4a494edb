#!/bin/bash
# dependency-chain's advice follows what the body does with the running
# value: a reduction nothing else reads gets partial accumulators; a value
# every pass reads ('ar[i] *= cfac; cfac *= chirp;', opus's and speex's
# bandwidth expanders) gets interleaved copies stepping k times as far,
# never partial products; an arithmetic chain a data exit tests (vorbis's
# _book_maptype1_quantvals) is no finding (corpus/dependency-chain/
# exit_chain.c).
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/seq.c" <<'C'
float sum(const float *restrict x, int n)
{
	float s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] * x[i];
	return s;
}
void bwexpander(float *restrict ar, int d, float chirp)
{
	float cfac = chirp;
	for (int i = 0; i < d - 1; i++) {
		ar[i] *= cfac;
		cfac *= chirp;
	}
}
void alternate(float *restrict a, int n, float g, float c)
{
	for (int i = 0; i < n; i++) {
		a[i] *= g;
		g = c - g;
	}
}
long quantvals(long entries, long vals, int dim)
{
	long acc = 1;
	int i;
	for (i = 0; i < dim; i++) {
		if (entries / vals < acc)
			break;
		acc *= vals;
	}
	return i < dim ? -1 : acc;
}
C
out=$("$tmopt" check --no-cache --format json --fail-on none "$dir/seq.c" 2>/dev/null |
	python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "dependency-chain":
        print("%d %s" % (f["line"], f["advice"]))')
echo "$out" | grep -q '^5 use [0-9]* partial accumulators (s0' || fail "reduction: $out"
echo "$out" | grep '^13 ' | grep -q "interleaved copies (cfac0" || fail "sequence: $out"
echo "$out" | grep '^13 ' | grep -q "partial" && fail "sequence advised partial products: $out"
echo "$out" | grep '^20 ' | grep -q "interleaved\|partial" && fail "an alternating value advised as a sequence: $out"
echo "$out" | grep -q '^3[0-9] ' && fail "exit-tested chain reported: $out"

# an in-place compaction ('in[used++] = in[i]', vorbis's res1_class): the
# load waits for the store as far as the compiler knows, but no value
# flows; the advice loads one pass ahead, never restrict (undefined when a
# pass stores where it loaded).  A counter starting ahead is a recurrence.
# the dependency-chain findings of a file: "line message | advice"
chain_findings() {
	"$tmopt" check --no-cache --format json --fail-on none "$1" 2>/dev/null |
		python3 -c 'import json, sys
for f in json.load(sys.stdin)["findings"]:
    if f["rule"] == "dependency-chain":
        print("%d %s | %s" % (f["line"], f["message"], f["advice"]))'
}
cat > "$dir/compact.c" <<'C'
void keep(int **in, const int *nz, int ch)
{
	int i, used = 0;
	for (i = 0; i < ch; i++)
		if (nz[i])
			in[used++] = in[i];
}
void ahead(float *x, int n)
{
	int i, k = 1;
	for (i = 0; i < n; i++)
		if (x[i] > 0.0f)
			x[k++] = x[i];
}
void back(float *x, int n)
{
	int i, k = 0;
	for (i = 0; i < n; i++) {
		if (x[i] > 0.0f)
			x[k++] = x[i] * 0.5f;
		x--;
	}
}
void rewind_once(float *x, int n)
{
	int i, k = 0, *pi = &i;
	for (i = 0; i < n; i++) {
		x[k++] = x[i];
		if (i == 2)
			(*pi)--;
	}
}
C
out=$(chain_findings "$dir/compact.c")
echo "$out" | grep '^6 ' | grep -q "'used' never passes 'i': a compaction" || fail "compaction message: $out"
echo "$out" | grep '^6 ' | grep -q "one iteration ahead" || fail "compaction advice: $out"
echo "$out" | grep '^6 ' | grep -q "restrict-qualified" && fail "compaction advised restrict: $out"
echo "$out" | grep '^13 ' | grep -q "compaction" && fail "a counter ahead taken for a compaction: $out"
echo "$out" | grep -q '^13 ' || fail "a counter ahead: no finding: $out"
# (a reviewer's counter-examples: the pointer stepped back each pass, the
# counter moved through a pointer: values do flow from pass to pass)
echo "$out" | grep -E '^(20|28) ' | grep -q "compaction" && fail "a moved pointer or counter taken for a compaction: $out"
[ "$(echo "$out" | grep -cE '^(20|28) ')" = 2 ] || fail "a moved pointer or counter: no finding: $out"
# an expansion in place going down: said so, advised to load a pass
# ahead, not restrict; going up, or a store below the load's reach, is a
# true chain
cat > "$dir/expand.c" <<'C'
void down(signed char *index, int n)
{
	for (int i = (n << 1) - 1; i > 0; i--)
		index[i] = index[i >> 1];
}
void up(signed char *index, int n)
{
	for (int i = 1; i < n; i++)
		index[i] = index[i >> 1];
}
void shifted(signed char *index, int n)
{
	for (int i = (n << 1) - 1; i > 0; i--)
		index[i - 4] = index[(i + 6) >> 1];
}
void two_stores(signed char *index, int n)
{
	for (int i = (n << 1) - 1; i > 0; i--) {
		index[i] = index[i >> 1];
		index[i - 40] = 0;
	}
}
void narrowed(signed char *index, int n)
{
	for (int i = (n << 1) - 1; i > 0; i--)
		index[(unsigned char)i] = index[i >> 1];
}
C
out=$(chain_findings "$dir/expand.c")
echo "$out" | grep '^4 ' | grep -q "an expansion in place going down" || fail "expansion message: $out"
echo "$out" | grep '^4 ' | grep -q "one iteration ahead" || fail "expansion advice: $out"
echo "$out" | grep '^4 ' | grep -q "restrict-qualified" && fail "expansion advised restrict: $out"
echo "$out" | grep -E '^(9|14) ' | grep -q "expansion" && fail "a true chain taken for an expansion: $out"
[ "$(echo "$out" | grep -cE '^(9|14) ')" = 2 ] || fail "a true chain: no finding: $out"
# (a reviewer's counter-examples: a second store a later pass may load, an
# index cast narrower than the counter: values do flow from pass to pass)
echo "$out" | grep -E '^(19|26) ' | grep -q "expansion" && fail "a second store or a narrowed index taken for an expansion: $out"
[ "$(echo "$out" | grep -cE '^(19|26) ')" = 2 ] || fail "a second store or a narrowed index: no finding: $out"

# a running sum down the rows of a member array through a pointer (faad2's
# extract_noise_floor_data, 'sbr->Q[ch][k][l] += sbr->Q[ch][k-1][l]'): the
# same element, one iteration later -- a recurrence through memory, advised
# as one, not a may-alias of two pointers; two rows a member picks
# ('ps->iid[ps->n][b] = ps->iid[ps->n - 1][b]') may be the same bytes
cat > "$dir/rows.c" <<'C'
struct sbr { int Q[2][6][5]; int L; int N; };
struct ps { unsigned char iid[6][34]; int n; };
void noise_floor(struct sbr *s, int ch, int l)
{
	for (int k = 1; k < s->N; k++)
		s->Q[ch][k][l] = s->Q[ch][k][l] + s->Q[ch][k - 1][l];
}
void copy_env(struct ps *p)
{
	for (int b = 0; b < 34; b++)
		p->iid[p->n][b] = p->iid[p->n - 1][b];
}
void noise_floor2(struct sbr *s, int ch, int l)
{
#pragma TCS_unroll 2
	for (int k = 1; k < s->N; k++)
		s->Q[ch][k][l] = s->Q[ch][k][l] + s->Q[ch][k - 1][l] * 3;
}
C
out=$(chain_findings "$dir/rows.c")
echo "$out" | grep '^6 ' | grep -q "through one pointer" || fail "running sum down rows: $out"
echo "$out" | grep '^6 ' | grep -q "keep that value in a local variable and carry it" || fail "running sum's advice: $out"
echo "$out" | grep '^11 ' | grep -q "through one pointer" && fail "rows a member picks taken for one element: $out"
# ... unrolled too (the graph's rebuilt edges keep what they know)
echo "$out" | grep '^17 ' | grep -q "through one pointer" || fail "running sum unrolled: $out"
# a tree kept in a table, walked by the offsets each step loads (libmad's
# Huffman decode, 'pair = &table[pair->ptr.offset + MASK(...)]'): the next
# walk starts where this one ended, so no interleaving of independent
# walks is advised, as it is for a list
cat > "$dir/huff.c" <<'C'
union huff { struct { unsigned short final, bits, offset; } ptr; struct { unsigned short final, hlen, x; } value; };
struct node { struct node *next; int v; };
int decode(const union huff *table, unsigned long bitcache, int cachesz, int n)
{
	int s = 0;
	for (int k = 0; k < n; k++) {
		const union huff *pair = &table[(bitcache >> cachesz) & 15];
		while (!pair->ptr.final) {
			cachesz -= 4;
			pair = &table[pair->ptr.offset + ((bitcache >> cachesz) & 15)];
		}
		cachesz -= pair->value.hlen;
		s += pair->value.x;
	}
	return s;
}
int walk(struct node *p)
{
	int s = 0;
	while (p) { s += p->v; p = p->next; }
	return s;
}
C
out=$(chain_findings "$dir/huff.c")
echo "$out" | grep '^10 ' | grep -q "a tree kept in a table" || fail "a table's tree walk: $out"
echo "$out" | grep '^10 ' | grep -q "independent lists" && fail "interleaving advised for a tree walk: $out"
echo "$out" | grep '^20 ' | grep -q "independent lists" || fail "a list walk's advice: $out"
# ... written with pointer arithmetic (a reviewer's counter-example)
sed 's/pair = &table\[pair->ptr.offset + ((bitcache >> cachesz) \& 15)\];/pair = table + pair->ptr.offset + ((bitcache >> cachesz) \& 15);/' \
	"$dir/huff.c" > "$dir/huff2.c"
grep -q "pair = table + pair" "$dir/huff2.c" || fail "huff2.c not made"
out=$(chain_findings "$dir/huff2.c")
echo "$out" | grep '^10 ' | grep -q "a tree kept in a table" || fail "a table's tree walk by pointer arithmetic: $out"
echo "1 passed, 0 failed"
