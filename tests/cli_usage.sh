#!/bin/bash
# The command line speaks one language: every command answers --help with
# its usage on stdout and exit 0; an unknown option reads "tmopt CMD:
# unrecognized option '...'" with a hint, exit 2; -p on a directory without
# a compile database is one clean error (nothing of libclang's); a history
# filter that names nothing stored says so; explain renders its page for
# a terminal (--raw gives the Markdown).
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
cd "$dir" || exit 1
cmds=$("$tmopt" --help | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1}')
[ "$(wc -w <<<"$cmds")" -ge 14 ] || fail "command list: $cmds"
for c in $cmds; do
	out=$("$tmopt" "$c" --help 2>"$dir/err") || fail "$c --help: exit $?"
	grep -q "^usage: tmopt $c" <<<"$out" || fail "$c --help: $out"
	[ -s "$dir/err" ] && fail "$c --help wrote to stderr: $(cat "$dir/err")"
	"$tmopt" "$c" --bogus-option > /dev/null 2>"$dir/err"
	rc=$?
	[ $rc = 2 ] || fail "$c --bogus-option: exit $rc"
	grep -q "^tmopt $c: unrecognized option '--bogus-option'" "$dir/err" || fail "$c: $(cat "$dir/err")"
	[ "$(wc -l < "$dir/err")" -le 3 ] || fail "$c: a bad option prints the whole usage"
done
mkdir nowhere-build
printf 'int f(int a, int b) { return a / b; }\n' > x.c
for p in nowhere nowhere-build; do
	"$tmopt" check -p $p x.c > /dev/null 2>"$dir/err"
	[ $? = 2 ] || fail "-p $p: exit"
	grep -qi "libclang\|tooling" "$dir/err" && fail "-p $p leaks libclang: $(cat "$dir/err")"
	grep -q "^tmopt: error: -p '$p'" "$dir/err" || fail "-p $p: $(cat "$dir/err")"
done
"$tmopt" check --no-cache --db h.db --release v1 --fail-on none -q x.c > /dev/null || fail "store"
"$tmopt" history --db h.db --module nosuch > out 2>"$dir/err"
[ $? = 2 ] && grep -q "no module 'nosuch'" "$dir/err" || fail "history --module nosuch: $(cat out "$dir/err")"
"$tmopt" history --db h.db --rule nosuch > /dev/null 2>&1 && fail "history --rule nosuch"
"$tmopt" history --db h.db --rule divmod | grep -q "v1 " || fail "history --rule divmod"
out=$("$tmopt" explain divmod)
grep -q '^```\|^|---\|\*\*' <<<"$out" && fail "explain prints raw Markdown"
grep -q '^divmod$' <<<"$out" && grep -q '^======' <<<"$out" || fail "explain heading: $(head -3 <<<"$out")"
grep -q $'\033' <<<"$out" && fail "explain: colour in a pipe"
"$tmopt" explain --raw divmod | head -1 | grep -q '^# divmod$' || fail "explain --raw"
"$tmopt" explain --color always divmod | grep -q $'\033\[1m' || fail "explain --color always"
echo "1 passed, 0 failed"
