#!/bin/bash
# bench/parse_ratio.sh -p DIR: each file of a compile database parsed with
# its own flags by both tools (a file that needs its -I parses), the
# ratio printed; an input that does not parse stops it (exit 2) rather
# than timing the failure.  It measures; no time is asserted.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0 failed=0
ok() { pass=$((pass + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
command -v clang-19 >/dev/null || [ -x /usr/lib/llvm-19/bin/clang ] || { echo "no clang-19: skipped"; exit 77; }
mkdir -p "$dir/src/inc"
echo "#define N 16" > "$dir/src/inc/cfg.h"
cat > "$dir/src/a.c" <<'C'
int scale(const int *x, int n) { int s = 0; for (int i = 0; i < n; i++) s += x[i] / 3; return s; }
C
cat > "$dir/src/b.c" <<'C'
#include "cfg.h"
double mean(const double *x) { double s = 0; for (int i = 0; i < N; i++) s += x[i]; return s / N; }
C
cat > "$dir/compile_commands.json" <<J
[{"directory": "$dir/src", "file": "$dir/src/a.c", "command": "cc -O2 -c a.c -o a.o"},
 {"directory": "$dir/src", "arguments": ["cc", "-Iinc", "-c", "b.c", "-o", "b.o"], "file": "b.c"}]
J
out=$(bash "$root/bench/parse_ratio.sh" -p "$dir" -n 1 -b "$tmopt" 2>&1)
rc=$?
[ $rc = 0 ] && ok || fail "-p: exit $rc: $out"
grep -q "^files: 2, runs: 1, .*compile_commands.json flags" <<<"$out" && ok || fail "-p header: $out"
grep -Eq "^ratio tmopt/clang: +[0-9]+\.[0-9]+$" <<<"$out" && ok || fail "-p ratio: $out"
# a GCC-only option stops clang's driver before it parses (libclang ignores
# it): left out for clang and said, so that clang's parse is what is timed
cat > "$dir/compile_commands.json" <<J
[{"directory": "$dir/src", "arguments": ["cc", "-Iinc", "-fregmove", "-O", "-c", "b.c"], "file": "b.c"}]
J
out=$(bash "$root/bench/parse_ratio.sh" -p "$dir" -n 1 -b "$tmopt" 2>&1)
rc=$?
[ $rc = 0 ] && grep -q "^arguments clang rejects, left out for clang only: -fregmove$" <<<"$out" &&
	grep -Eq "^ratio tmopt/clang: +[0-9]+\.[0-9]+$" <<<"$out" && ok || fail "GCC-only option: exit $rc: $out"
# the database without the -I: b.c's include is missing, the script says so
cat > "$dir/compile_commands.json" <<J
[{"directory": "$dir/src", "arguments": ["cc", "-c", "b.c"], "file": "b.c"}]
J
out=$(bash "$root/bench/parse_ratio.sh" -p "$dir" -n 1 -b "$tmopt" 2>&1)
rc=$?
[ $rc = 2 ] && grep -q "does not parse" <<<"$out" && ok || fail "unparsable input: exit $rc: $out"
# tmopt failing before it analyses (no machine description found) is no
# timing: the script says so instead of timing the error message
mkdir -p "$dir/nomd"
out=$(cd "$dir/nomd" && env -u TMOPT_MACHDIR TMOPT_MACHDIR="$dir/nomd" bash "$root/bench/parse_ratio.sh" -n 1 -b "$tmopt" "$root/corpus/divmod/pow2.c" 2>&1)
rc=$?
[ $rc = 2 ] && grep -q "tmopt fails before analysing" <<<"$out" && ok || fail "tmopt failing: exit $rc: $out"
echo "$pass passed, $failed failed"
[ $failed = 0 ]
