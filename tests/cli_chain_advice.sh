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
echo "1 passed, 0 failed"
