#!/bin/bash
# Stored paths are relative to the project root (the git top level): two
# checkouts of one project in different folders, analysed with absolute
# paths, store the same file names, so trends do not split; a baseline
# written in one checkout holds root-relative names and accepts the
# findings of the other.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 XDG_CACHE_HOME=$dir/xdg
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
mkdir -p "$dir/a/src/dsp" && cd "$dir/a" || exit 1
printf 'int f(int a, int b) { int s = 0; for (int i = 0; i < a; i++) s += i / b; return s; }\n' > src/dsp/x.c
git init -q && git add . && git commit -q -m init || exit 1
git clone -q "$dir/a" "$dir/ci-checkout-elsewhere"
"$tmopt" check --no-cache --db "$dir/t.db" --release v1 --fail-on none -q "$dir/a/src" >/dev/null || fail "store v1"
(cd "$dir/ci-checkout-elsewhere/src" &&
	"$tmopt" check --no-cache --db "$dir/t.db" --release v2 --fail-on none -q "$dir/ci-checkout-elsewhere/src" >/dev/null) || fail "store v2"
out=$("$tmopt" trend --db "$dir/t.db" --by file --format csv)
[ "$(grep -c 'x.c' <<<"$out")" = 1 ] || fail "trend split by checkout: $out"
grep -q '^"\?src/dsp/x.c' <<<"$out" || fail "stored path is not root-relative: $out"
grep -q "$dir" <<<"$out" && fail "absolute path stored: $out"
"$tmopt" baseline write "$dir/bl.json" --no-cache "$dir/a/src" 2>/dev/null
grep -q '"file": "src/dsp/x.c"' "$dir/bl.json" || fail "baseline path: $(cat "$dir/bl.json")"
cd "$dir/ci-checkout-elsewhere" || exit 1
"$tmopt" check --no-cache --baseline "$dir/bl.json" --no-source src >/dev/null 2>&1 || fail "baseline from the other checkout does not match"
"$tmopt" check --no-cache --baseline "$dir/bl.json" --format sarif src 2>/dev/null |
	python3 -c 'import json,sys; r=json.load(sys.stdin)["runs"][0]["results"]; sys.exit(0 if all(x.get("baselineState")!="absent" for x in r) else 1)' ||
	fail "baseline entries reported absent"
echo "1 passed, 0 failed"
