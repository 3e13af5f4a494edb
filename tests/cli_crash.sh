#!/bin/bash
# A crash while one file is analysed costs that file, not the run: the
# test hook TMOPT_TEST_CRASH makes the worker crash (SIGSEGV) on a named
# file; the others are still reported, the file is listed as an internal
# error and the exit status is 3, with one worker and with two.
set -u
tmopt=$1
# the crashed file's memory is abandoned on purpose (it may be corrupt):
# LeakSanitizer must not count it in the sanitizer build
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

for f in a b c d; do
	printf 'int %s(const int *v, int n, int d)\n{\n\tint s = 0;\n\tfor (int i = 0; i < 8; i++)\n\t\ts += v[i] / d;\n\treturn s;\n}\n' "$f" > "$dir/$f.c"
done
for j in 1 2; do
	out=$(TMOPT_TEST_CRASH=b.c "$tmopt" check -j$j --no-cache --no-source "$dir"/*.c 2>&1)
	rc=$?
	[ $rc -eq 3 ] || fail "-j$j: exit $rc: $out"
	grep -q "b.c: internal error: tmopt crashed (signal 11)" <<<"$out" || fail "-j$j: no crash report: $out"
	[ "$(grep -c '\[divmod\]' <<<"$out")" = 3 ] || fail "-j$j: the other files' findings: $out"
	grep -q "b.c:5:" <<<"$out" && fail "-j$j: findings of the crashed file: $out"
done
# JSON lists it in errors
TMOPT_TEST_CRASH=c.c "$tmopt" check -j2 --no-cache --format json "$dir"/*.c 2>/dev/null |
	python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["findings"]) == 3 and len(d["errors"]) == 1 and d["errors"][0]["file"].endswith("c.c"), d' ||
	fail "json"
echo "1 passed, 0 failed"
