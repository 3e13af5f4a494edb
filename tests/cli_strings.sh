#!/bin/bash
# String walks bounded by the callers' literals (src/engine/callgraph.h,
# callgraph_strings()): a loop that walks the string a parameter points to
# ('while (*fmt) { ...; fmt++; }', wavpack's byte-order converters) runs at
# most as many passes as the longest literal the calls of the run pass; a
# call with anything else, a taken address, one file alone, or a step a
# 'continue' may skip leave the assumed count.  The cache keeps both.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/swap.c" <<'C'
#include <stdint.h>
int32_t swap(unsigned char *cp, const char *fmt, int32_t d)
{
	int32_t s = 0;
	while (*fmt) {
		switch (*fmt) {
		case 'L':
			s += (cp[0] + (cp[1] << 8)) / d;
			cp += 4;
			break;
		default:
			cp++;
		}
		fmt++;
	}
	return s;
}
int32_t count(const char *s, int32_t d)
{
	int32_t n = 0;
	while (*s++)
		n += n / d;
	return n;
}
C
cat > "$dir/p/hdr.c" <<'C'
#include <stdint.h>
#define HDR "4LS2LLLLL"
int32_t swap(unsigned char *cp, const char *fmt, int32_t d);
int32_t count(const char *s, int32_t d);
int32_t read_hdr(unsigned char *b, int32_t d)
{
	return swap(b, HDR, d) + swap(b + 32, "LL", d) + count("abc", d);
}
C
cat > "$dir/p/any.c" <<'C'
#include <stdint.h>
int32_t count(const char *s, int32_t d);
int32_t any(const char *name, int32_t d)
{
	return count(name, d);
}
C
# line=count of the divides in swap.c
counts() {
	"$tmopt" check --format json --fail-on none "$@" 2>/dev/null |
		python3 -c 'import json, sys
print(" ".join("%d=%d" % (f["line"], f["count"]) for f in json.load(sys.stdin)["findings"]
	if f["file"].endswith("swap.c") and f["rule"] == "divmod"))'
}
got=$(counts --no-cache "$dir/p/swap.c" "$dir/p/hdr.c")
[ "$got" = "8=9 22=3" ] || fail "literal callers: $got"
msg=$("$tmopt" check --no-cache --fail-on none --no-source "$dir/p/swap.c" "$dir/p/hdr.c" 2>/dev/null | grep "swap.c:8:")
case $msg in
*"(the loop at line 5 walks the string its callers pass as literals: at most 9 characters, not the assumed 100)"*) ;;
*) fail "message: $msg" ;;
esac
# a caller that passes a variable: count keeps its assumed trip
got=$(counts --no-cache "$dir/p/swap.c" "$dir/p/hdr.c" "$dir/p/any.c")
[ "$got" = "8=9 22=100" ] || fail "a variable argument: $got"
# one file alone: its callers are unseen
got=$(counts --no-cache "$dir/p/swap.c")
[ "$got" = "8=100 22=100" ] || fail "one file: $got"
# the cache: a second run reads the walks and the literals back
cache=$dir/cache
counts --cache "$cache" "$dir/p/swap.c" "$dir/p/hdr.c" >/dev/null
got=$(counts --cache "$cache" "$dir/p/swap.c" "$dir/p/hdr.c")
[ "$got" = "8=9 22=3" ] || fail "cached: $got"
# a continue that may skip the step: no walk
sed -i 's/\t\tdefault:/\t\tcase 0x7f:\n\t\t\tcontinue;\n\t\tdefault:/' "$dir/p/swap.c"
got=$(counts --no-cache "$dir/p/swap.c" "$dir/p/hdr.c")
[ "$got" = "8=100 24=3" ] || fail "continue: $got"
# a parameter set to another string before the loop: not the callers'
cat > "$dir/p/re.c" <<'C'
#include <stdint.h>
extern const char *long_name(void);
int32_t walk_re(const char *s, int32_t d)
{
	int32_t acc = 0;
	if (*s == '@')
		s = long_name();
	while (*s) {
		acc += *s / d;
		s++;
	}
	return acc;
}
int32_t use_re(int32_t d)
{
	return walk_re("@ab", d);
}
C
# (with a second file: a run of one file sees none of the callers)
got=$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/re.c" "$dir/p/hdr.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d=%d" % (f["line"], f["count"]) for f in json.load(sys.stdin)["findings"] if f["rule"] == "divmod"))')
[ "$got" = "9=100" ] || fail "reassigned parameter: $got"
echo "1 passed, 0 failed"
