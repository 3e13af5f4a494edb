#!/bin/bash
# The text output: GCC-style lines, --sort cycles|saving with --top N for
# the most expensive findings first, colour only when asked or on a terminal.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

out=$("$tmopt" check --no-cache --no-source --fail-on none --sort cycles --top 3 "$root/corpus" 2>/dev/null)
[ "$(grep -c ': \(warning\|note\|error\): ' <<<"$out")" = 3 ] || fail "--top 3: $out"
python3 - "$out" <<'PY' || fail "--sort cycles is not descending: $out"
import re, sys
totals = [int(m.replace(",", "")) for m in re.findall(r"= ([\d,]+)\) \[", sys.argv[1])]
assert len(totals) == 3 and totals == sorted(totals, reverse=True), totals
PY
# the JSON's largest total is the first text line's
big=$("$tmopt" check --no-cache --format json --fail-on none "$root/corpus" 2>/dev/null |
	python3 -c 'import json,sys; print("{:,}".format(max(f["total_cycles"] for f in json.load(sys.stdin)["findings"])))')
grep -q "= $big) \[" <<<"$(head -1 <<<"$out")" || fail "first line is not the largest ($big): $out"
"$tmopt" check --sort size "$root/corpus/divmod/pow2.c" >/dev/null 2>&1; [ $? -eq 2 ] || fail "bad --sort not 2"
"$tmopt" check --top 0 "$root/corpus/divmod/pow2.c" >/dev/null 2>&1; [ $? -eq 2 ] || fail "bad --top not 2"
# numbers are grouped as in the Markdown and HTML reports
grep -q '= [0-9]\{1,3\}\(,[0-9]\{3\}\)\+) \[' <<<"$out" || fail "no grouped number: $out"
# colour: never when piped unless asked
plain=$("$tmopt" check --no-cache --fail-on none "$root/corpus/divmod/pow2.c" 2>/dev/null)
grep -q $'\033\[' <<<"$plain" && fail "colour in a pipe"
colour=$("$tmopt" check --no-cache --fail-on none --color always "$root/corpus/divmod/pow2.c" 2>/dev/null)
grep -q $'\033\[' <<<"$colour" || fail "--color always without colour"
echo "1 passed, 0 failed"
