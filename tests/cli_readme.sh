#!/bin/bash
# The README opens with two commands, and the first ends with one short,
# useful screen: the costliest findings with their source and advice, then
# the summary -- not the whole corpus.  The check is the README's own
# command line, run as written (build/tmopt replaced by the tested binary).
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
block=$(awk '/^```sh$/ {on = 1; next} /^```$/ && on {exit} on' "$root/README.md")
[ "$(wc -l <<<"$block")" = 2 ] || fail "the README's first block is not two commands: $block"
cmd=$(head -1 <<<"$block" | grep -o 'build/tmopt check[^&|;]*$') || fail "no check in the first command: $block"
read -r -a args <<<"${cmd#build/tmopt }"
cd "$root" || exit 1
out=$("$tmopt" "${args[@]}" --no-cache 2>&1)
n=$(wc -l <<<"$out")
[ "$n" -le 60 ] || fail "the first screen is $n lines"
tail -2 <<<"$out" | grep -q '^tmopt: [0-9,]* findings (' || fail "no summary at the end: $(tail -3 <<<"$out")"
grep -q '= advice:' <<<"$out" || fail "no advice on the screen"
python3 - "$out" <<'PY' || fail "not the costliest first"
import re, sys
t = [int(x.replace(",", "")) for x in re.findall(r"= ([\d,]+)(?:, capped)?\) \[", sys.argv[1])]
assert len(t) >= 5 and t == sorted(t, reverse=True), t
PY
grep -q '\[suppression\]' <<<"$out" && fail "the corpus's malformed-suppression cases are on the first screen"
echo "first screen: $n lines"
echo "1 passed, 0 failed"
