#!/bin/bash
# Severities: the summary line counts errors, warnings and notes apart, and
# a .tmopt.yaml severity override raises the rule's warnings but leaves the
# notes it reports for cheap constructs (a power-of-two divide) as notes.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
cd "$dir" || exit 1
cat > f.c <<'C'
void scale(int *x, int n, int d)
{
	for (int i = 0; i < n; i++)
		x[i] = x[i] / d;
	for (int i = 0; i < n; i++)
		x[i] = x[i] % d;
	for (int i = 0; i < n; i++)
		x[i] = x[i] / 4;
}
C
printf 'severity:\n  divmod: error\n' > .tmopt.yaml
out=$("$tmopt" check --no-cache --no-source --fail-on none f.c 2>sum.txt)
[ "$(grep -c ': error: .*\[divmod\]' <<<"$out")" = 2 ] || fail "two errors expected: $out"
[ "$(grep -c ': note: .*\[divmod\]' <<<"$out")" = 1 ] || fail "the power-of-two note stays a note: $out"
# the third loop is also bound by its jump: a loop-overhead note
grep -q "4 findings (2 errors, 0 warnings, 2 notes)" sum.txt || fail "summary: $(cat sum.txt)"
printf 'severity:\n  divmod: note\n' > .tmopt.yaml
"$tmopt" check --no-cache --no-source f.c >/dev/null 2>sum.txt || fail "notes only must pass --fail-on warning"
grep -q "4 findings (0 errors, 0 warnings, 4 notes)" sum.txt || fail "summary: $(cat sum.txt)"
rm .tmopt.yaml
"$tmopt" check --no-cache --no-source --fail-on none f.c >/dev/null 2>sum.txt
grep -q "4 findings (0 errors, 2 warnings, 2 notes)" sum.txt || fail "summary: $(cat sum.txt)"
echo "1 passed, 0 failed"
