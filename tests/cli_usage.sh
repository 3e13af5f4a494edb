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
# one vocabulary: -o and --format on check, report and the queries
printf 'int f(int *x, int n, int d) { for (int i = 0; i < n; i++) x[i] /= d; return 0; }\nint g(int *x, int n, int d) { for (int i = 0; i < n; i++) x[i] /= d; return 0; }\n' > y.c
out=$("$tmopt" check --no-cache -q --fail-on none -o y.txt y.c)
[ -z "$out" ] && grep -q 'y.c:1:.*\[divmod\]' y.txt || fail "check -o: $out"
"$tmopt" check --no-cache -q --fail-on none --format codeclimate -o cc.json y.c || fail "codeclimate"
"$tmopt" report --no-cache -q --format codeclimate -o rcc.json y.c || fail "report codeclimate"
cmp -s cc.json rcc.json || fail "check and report codeclimate differ"
python3 - <<'PY' || fail "codeclimate content"
import json
a = json.load(open("cc.json"))
assert len(a) == 2, a
for i in a:
    assert i["check_name"] == "divmod" and i["severity"] in ("info", "minor", "major", "critical", "blocker")
    assert i["location"]["path"] == "y.c" and i["location"]["lines"]["begin"] in (1, 2) and i["description"]
assert len({i["fingerprint"] for i in a}) == 2, "fingerprints collide"
PY
"$tmopt" check --no-cache -q --fail-on none --format json y.c > c.json
"$tmopt" report --no-cache -q --format json -o r.json y.c
python3 -c 'import json; a=json.load(open("c.json"))["findings"]; b=json.load(open("r.json"))["findings"]; assert a == b' || fail "report --format json"
"$tmopt" runs --db h.db -o runs.txt && grep -q '^v1 ' runs.txt || fail "runs -o"
printf 'void f(float *y, const float *x, int n) { float a = 0; for (int i = 0; i < n; i++) { a = a * 0.5f + x[i]; y[i] = a; } }\n' > l.c
"$tmopt" explain-loop -o loop.txt l.c:1 && grep -q 'RecMII' loop.txt || fail "explain-loop -o"
echo "1 passed, 0 failed"
