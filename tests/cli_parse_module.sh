#!/bin/bash
# The parse module (tmopt-parse.so, with libclang) is loaded only when a
# file must be parsed: a database command and a run that finds every file
# in the results cache never load libclang; a cold run and 'tmopt version'
# do; a module that cannot be loaded stops the run with exit 2 and names it.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# the shared objects a command loads, as the dynamic linker reports them
loads() { LD_DEBUG=files "$@" 2>&1 >/dev/null | grep -c 'file=.*libclang'; }

printf 'int avg(const int *v, int n)\n{\n\tint s = 0;\n\tfor (int i = 0; i < 16; i++)\n\t\ts += v[i] / n;\n\treturn s;\n}\n' > "$dir/a.c"
check=("$tmopt" check --cache "$dir/cache" --fail-on none "$dir/a.c")

[ "$(loads "${check[@]}")" -gt 0 ] || fail "a cold run did not load libclang"
[ "$(loads "${check[@]}")" -eq 0 ] || fail "a warm run loaded libclang"
out=$("${check[@]}" 2>&1) || fail "warm run: $out"
grep -q "a.c:5:.*\[divmod\]" <<<"$out" || fail "warm run lost the finding: $out"

"$tmopt" check --no-cache --db "$dir/x.db" --release v1 --fail-on none "$dir/a.c" >/dev/null 2>&1 ||
	fail "check --db failed"
[ "$(loads "$tmopt" runs --db "$dir/x.db")" -eq 0 ] || fail "'runs' loaded libclang"
out=$(TMOPT_PARSE_MODULE=/nonexistent/tmopt-parse.so "$tmopt" runs --db "$dir/x.db" 2>&1) ||
	fail "'runs' needs the parse module: $out"

out=$("$tmopt" version) || fail "version: $out"
grep -q "^tmopt .*clang version" <<<"$out" || fail "version lacks libclang's: $out"

out=$(TMOPT_PARSE_MODULE=/nonexistent/tmopt-parse.so "$tmopt" check --no-cache "$dir/a.c" 2>&1)
rc=$?
[ $rc -eq 2 ] || fail "missing module: exit $rc, want 2: $out"
grep -q "cannot load the parse module '/nonexistent/tmopt-parse.so'" <<<"$out" ||
	fail "missing module: $out"
exit 0
