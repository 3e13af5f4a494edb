#!/bin/bash
# String walks bounded by the callers' literals (src/engine/callgraph.h,
# callgraph_strings()): a loop that walks the string a parameter points to
# ('while (*fmt) { ...; fmt++; }', wavpack's byte-order converters) runs at
# most as many passes as the longest literal the calls of the run pass; a
# call with anything else, a taken address, one file alone, or a step a
# 'continue' may skip leave the assumed count.  Code in a case of a switch
# on the character the walk is at ('switch (*fmt) { case 'L': ... }') runs
# at most as often as a literal holds the case's characters (those of the
# labels falling into it too); a default label reaches any character.
# The cache keeps all of it.
set -u
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# the counts below take an unknown loop's assumed trip at 100, the corpus's
# reference (tests/corpus_check.py), whatever the option's default
printf '#!/bin/sh\ncmd=$1; shift\nexec "%s" "$cmd" --assumed-trip 100 "$@"\n' "$1" > "$dir/tmopt"
chmod +x "$dir/tmopt"
tmopt=$dir/tmopt
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
[ "$got" = "8=6 22=3" ] || fail "literal callers: $got"
msg=$("$tmopt" check --no-cache --fail-on none --no-source "$dir/p/swap.c" "$dir/p/hdr.c" 2>/dev/null | grep "swap.c:8:32")
case $msg in
*"(the switch on the character the loop at line 5 is at runs this case for 'L', which the literals its callers pass hold at most 6 times: 6 runs per call, not the assumed 100)"*) ;;
*) fail "message: $msg" ;;
esac
# a caller that passes a variable: count keeps its assumed trip
got=$(counts --no-cache "$dir/p/swap.c" "$dir/p/hdr.c" "$dir/p/any.c")
[ "$got" = "8=6 22=100" ] || fail "a variable argument: $got"
# one file alone: its callers are unseen
got=$(counts --no-cache "$dir/p/swap.c")
[ "$got" = "8=100 22=100" ] || fail "one file: $got"
# a run whose files never call swap (an entry point: the application's
# callers pass its formats): a case of the switch on the characters runs
# for a few of them, the cube root of the assumed walk (4) shared among
# the switch's groups of cases ('L' and the default: 2), not 100;
# count's walk, whose caller passes a variable, keeps its 100
got=$(counts --no-cache "$dir/p/swap.c" "$dir/p/any.c")
[ "$got" = "8=2 22=100" ] || fail "no caller in the run: $got"
# the cache: a second run reads the walks and the literals back
cache=$dir/cache
counts --cache "$cache" "$dir/p/swap.c" "$dir/p/hdr.c" >/dev/null
got=$(counts --cache "$cache" "$dir/p/swap.c" "$dir/p/hdr.c")
[ "$got" = "8=6 22=3" ] || fail "cached: $got"
# stacked labels count each character; a default label any; a
# character no literal holds never runs (a note)
cat > "$dir/p/cases.c" <<'C'
#include <stdint.h>
int32_t conv(unsigned char *cp, const char *fmt, int32_t d)
{
	int32_t s = 0;
	while (*fmt) {
		switch (*fmt) {
		case 'S':
		case 'D':
			s += cp[0] / d;
			break;
		case 'Q':
			s += cp[1] / d;
			break;
		case 'L':
			s += cp[2] / d;
			/* fall through */
		default:
			s += cp[3] / d;
		}
		cp++;
		fmt++;
	}
	return s;
}
int32_t use(unsigned char *b, int32_t d)
{
	return conv(b, "SLSSD", d) + conv(b, "4SD\tDD", d);
}
C
got=$(counts_in() { "$tmopt" check --format json --fail-on none --no-cache "$@" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%d=%d%s" % (f["line"], f["count"], f["severity"][0]) for f in json.load(sys.stdin)["findings"]
	if f["rule"] == "divmod"))'; }; counts_in "$dir/p/cases.c" "$dir/p/hdr.c")
# S: at most 3 ("SLSSD"), D: at most 3 ("4SD\tDD"), each literal's
# most: 6; Q: none; L: 1; the default: every character of the longest, 6
[ "$got" = "9=6w 12=1n 15=1w 18=6w" ] || fail "cases: $got"
# a continue that may skip the step: not the callers' literals, a walk
# that ends on what it reads (from stop 42 its 4 passes, 100 before)
sed -i 's/\t\tdefault:/\t\tcase 0x7f:\n\t\t\tcontinue;\n\t\tdefault:/' "$dir/p/swap.c"
got=$(counts --no-cache "$dir/p/swap.c" "$dir/p/hdr.c")
[ "$got" = "8=4 24=3" ] || fail "continue: $got"
# a parameter set to another string before the loop: not the callers'
# literals, a walk that ends on what it reads (from stop 42 its 4)
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
[ "$got" = "9=4" ] || fail "reassigned parameter: $got"
echo "1 passed, 0 failed"
