#!/bin/bash
# 'tmopt report --db FILE --release TAG': a copy of the corpus stored as
# two releases (the second drops a file); the report of the second names
# the release, draws the per-module trend line chart, and its SARIF form
# carries the stored findings.  An unknown release is a usage error.
set -u
tmopt=$1
src=${TMOPT_SOURCE_DIR:?}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cp -r "$src/corpus" "$dir/corpus"
cd "$dir" || fail "no temp dir"
"$tmopt" check corpus/ --db t.db --release v1 -q --fail-on none > /dev/null ||
	fail "check --db v1 exited $?"
rm corpus/int64-emulation/bitops.c
"$tmopt" check corpus/ --db t.db --release v2 -q --fail-on none > check.txt ||
	fail "check --db v2 exited $?"
"$tmopt" report --db t.db --release v2 -o r.html -q || fail "report exited $?"
grep -q 'release <code>v2</code>' r.html || fail "release not in the header"
grep -q '<svg class="chart lines"' r.html || fail "no trend chart"
grep -q '>v1</text>' r.html || fail "trend has no v1 point"
grep -q '<svg class="chart bars"' r.html || fail "no bar charts"
"$tmopt" report --db t.db --release v2 --format md -q > r.md || fail "md exited $?"
grep -q '^| rule | findings' r.md || fail "md has no rule table"
"$tmopt" report --db t.db --release v2 --format sarif -q > r.sarif ||
	fail "sarif exited $?"
n=$(grep -c '^\S' check.txt)
m=$(grep -c '"ruleId"' r.sarif)
[ "$n" -eq "$m" ] || fail "sarif has $m results, check printed $n findings"
"$tmopt" report --db t.db --release nope -q > /dev/null 2>&1
[ $? -eq 2 ] || fail "unknown release: want exit 2"
"$tmopt" report --db t.db corpus/ -q > /dev/null 2>&1
[ $? -eq 2 ] || fail "--db without --release: want exit 2"
echo ok
