#!/bin/bash
# One finding per construct: a header reached through different paths
# ("inc/../inc/dsp.h" and "inc/dsp.h") from two sources is one file, and its
# findings appear once, under the normalised path.
set -u
tmopt=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/inc" "$dir/src"
cat > "$dir/inc/dsp.h" <<'H'
static inline int avg(const int *x, int n)
{
	int s = 0, i;
	for (i = 0; i < n; i++)
		s += x[i];
	return s / n;
}
H
printf '#include "../inc/dsp.h"\nint a(const int *x, int n) { return avg(x, n); }\n' > "$dir/src/a.c"
printf '#include "../src/../inc/dsp.h"\nint b(const int *x, int n) { return avg(x, n + 2); }\n' > "$dir/src/b.c"
cd "$dir" || fail "cd"
out=$("$tmopt" check --no-cache --format json --fail-on none src/a.c src/b.c 2>/dev/null) || true
python3 - "$out" <<'PY' || fail "header findings: $out"
import json, sys
doc = json.loads(sys.argv[1])
hdr = [f for f in doc["findings"] if f["file"].endswith("dsp.h")]
# the divide, and the loop bound by its jump (loop-overhead): once each
assert sorted((f["line"], f["rule"]) for f in hdr) == [(4, "loop-overhead"), (6, "divmod")], \
    [(f["file"], f["line"], f["rule"]) for f in hdr]
for f in hdr:
    assert "/../" not in f["file"] and not f["file"].startswith("../"), f["file"]
PY

# a header helper whose loop count comes from its callers differs per
# file (5 in one, 9 in the other): one finding, the costlier
cat > "$dir/inc/sum.h" <<'H'
static inline int sum3(const int *x, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] / 3;
	return s;
}
H
printf '#include "../inc/sum.h"\nint c(const int *x) { return sum3(x, 5); }\n' > "$dir/src/c.c"
printf '#include "../inc/sum.h"\nint e(const int *x) { return sum3(x, 9); }\n' > "$dir/src/e.c"
out=$("$tmopt" check --no-cache --format json --fail-on none src/c.c src/e.c 2>/dev/null) || true
python3 - "$out" <<'PY' || fail "header helper counted per file: $out"
import json, sys
hdr = [f for f in json.loads(sys.argv[1])["findings"] if f["file"].endswith("sum.h") and f["rule"] == "divmod"]
assert [(f["count"], f["count_basis"]) for f in hdr] == [(9, "constant")], hdr
PY
echo "1 passed, 0 failed"
