#!/bin/bash
# An installed tree is relocatable: installed under one prefix and moved
# to another, the binary finds its machine descriptions, rule pages and
# parse and PostgreSQL modules beside itself (../share/tmopt, ../lib/tmopt), prefers them
# to the source tree it was built from, and holds no install prefix.  The
# man page (when cmark is there) and the bash completion are installed.
set -u
tmopt=$1
build=$(cd "$(dirname "$tmopt")" && pwd)
command -v cmake >/dev/null || { echo "cmake missing: skipped"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
unset TMOPT_MACHDIR TMOPT_SOURCE_DIR TMOPT_PARSE_MODULE TMOPT_PG_MODULE
cmake --install "$build" --prefix "$dir/first" >/dev/null || fail "cmake --install"
mv "$dir/first" "$dir/moved" || exit 1
bin=$dir/moved/bin/tmopt
[ -x "$bin" ] || fail "no bin/tmopt"
# only the installed machine files count: remove one, it must disappear
rm "$dir/moved/share/tmopt/machdesc/tm3260.yaml"
cd "$dir" || exit 1
out=$("$bin" targets 2>&1) || fail "targets: $out"
grep -q '^tm5250 ' <<<"$out" || fail "tm5250 not listed: $out"
grep -q '^tm3260 ' <<<"$out" && fail "tm3260 listed: the source tree's machdesc/ was read"
printf 'int f(int a, int b) { int s = 0; for (int i = 0; i < a; i++) s += i / b; return s; }\n' > x.c
out=$("$bin" check --no-cache --no-source x.c 2>&1)
[ $? = 1 ] && grep -q '\[divmod\]' <<<"$out" || fail "check from the moved tree: $out"
"$bin" explain divmod 2>&1 | grep -qi "divide" || fail "explain from the moved tree"
# the PostgreSQL module is found too (it loads, and only the server is missing)
out=$("$bin" runs --db "host=$dir/nosocket dbname=x" 2>&1)
[ $? = 2 ] && grep -q "cannot connect to the database" <<<"$out" || fail "PostgreSQL module from the moved tree: $out"
grep -qa "$dir/first" "$bin" "$dir/moved/lib/tmopt/tmopt-parse.so" "$dir/moved/lib/tmopt/tmopt-pg.so" &&
	fail "the install prefix is compiled in"
[ -s "$dir/moved/share/bash-completion/completions/tmopt" ] || fail "no bash completion installed"
if command -v cmark >/dev/null; then
	man=$dir/moved/share/man/man1/tmopt.1
	[ -s "$man" ] || fail "no man page installed"
	head -1 "$man" | grep -q '^\.TH TMOPT 1' || fail "man page header: $(head -1 "$man")"
	grep -q '^\.SH$' "$man" && grep -q 'EXIT STATUS' "$man" || fail "man page sections"
	if command -v man >/dev/null; then
		MANWIDTH=200 man -l "$man" 2>/dev/null | grep -q 'tmopt *- *source-level optimisation advisor' || fail "man -l"
	fi
fi
echo "1 passed, 0 failed"
