#!/bin/bash
# -p BUILD_DIR: the compile database gives each file its include paths and
# macros (relative paths resolved against the command's directory); with no
# FILES every C file in it is analysed, with FILES only those.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/proj/src" "$dir/proj/include" "$dir/proj/build"
cat > "$dir/proj/include/cfg.h" <<'C'
#ifndef SCALE
#error "SCALE must come from the build"
#endif
typedef long long acc_t;
C
cat > "$dir/proj/src/a.c" <<'C'
#include "cfg.h"
int scale(const int *v, int n)
{
	int s = 0;
	for (int i = 0; i < 32; i++)
		s += v[i] / n;
	return s * SCALE;
}
C
cat > "$dir/proj/src/b.c" <<'C'
#include "cfg.h"
acc_t wide(acc_t a, acc_t b)
{
	return a * b;
}
C
cat > "$dir/proj/build/compile_commands.json" <<JSON
[
  { "directory": "$dir/proj/build",
    "arguments": ["cc", "-I../include", "-DSCALE=3", "-O2", "-c", "../src/a.c", "-o", "a.o"],
    "file": "../src/a.c" },
  { "directory": "$dir/proj/build",
    "command": "cc -I ../include -D SCALE=4 -MMD -MF b.d -c -o b.o ../src/b.c",
    "file": "../src/b.c" }
]
JSON

out=$("$tmopt" check -p "$dir/proj/build" --no-source --fail-on none 2>&1) || fail "exit $?: $out"
grep -q "src/a.c:6:.*\[divmod\]" <<<"$out" || fail "a.c divide not found: $out"
grep -q "src/b.c:4:.*\[int64-emulation\]" <<<"$out" || fail "b.c 64-bit multiply not found: $out"
grep -q ": error\|could not be analysed" <<<"$out" && fail "unexpected error: $out"

# FILES with -p: only those files, with their own flags
out=$("$tmopt" check -p "$dir/proj/build" --no-source --fail-on none "$dir/proj/src/b.c" 2>&1) || fail "exit $?: $out"
grep -q "b.c:4:" <<<"$out" || fail "b.c alone: $out"
grep -q "a.c" <<<"$out" && fail "a.c analysed though not asked: $out"

# without the database the macro is missing: the file is reported, exit 3
"$tmopt" check --no-source "$dir/proj/src/a.c" -- -I"$dir/proj/include" >/dev/null 2>&1
[ $? -eq 3 ] || fail "missing -DSCALE not an analysis error"
# with the flags after -- it parses
"$tmopt" check -q --no-source --fail-on none "$dir/proj/src/a.c" -- -I"$dir/proj/include" -DSCALE=1 >/dev/null 2>&1 ||
	fail "flags after -- not used"
# GCC's code-generation flags (unknown to clang) and x86 -m flags are dropped
mkdir -p "$dir/gcc/build"
printf 'int q(int a, int b) { return a / b; }\n' > "$dir/gcc/g.c"
printf '[{"directory": "%s", "file": "%s", "arguments": ["gcc", "-O2", "-fforce-mem", "-fregmove", "-fthread-jumps", "-msse4.1", "-m64", "-fno-strict-aliasing", "-c", "%s"]}]\n' \
	"$dir/gcc" "$dir/gcc/g.c" "$dir/gcc/g.c" > "$dir/gcc/build/compile_commands.json"
out=$("$tmopt" check -p "$dir/gcc/build" --no-cache --no-source --fail-on none 2>&1) || fail "gcc flags: exit $?: $out"
grep -q "g.c:1:.*divmod" <<<"$out" || fail "gcc flags: no finding: $out"

# a directory without a database is a usage error
"$tmopt" check -p "$dir/proj/src" >/dev/null 2>&1
[ $? -eq 2 ] || fail "-p without compile_commands.json not 2"
echo "1 passed, 0 failed"
