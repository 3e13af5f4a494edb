#!/bin/bash
# The results cache stays bounded: with TMOPT_CACHE_MAX_MB=1 and 2 MB of old
# entries, a run that stores a new entry removes the oldest down to 3/4 of
# the limit and keeps the entry it just wrote and the recently used ones.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/cache"
for i in $(seq 1 32); do
	head -c 65536 /dev/zero > "$dir/cache/old$i.json"
	touch -d "2020-01-01 00:00:$((i % 60))" "$dir/cache/old$i.json"
done
printf 'int f(int a, int b)\n{\n\treturn a / b;\n}\n' > "$dir/a.c"
TMOPT_CACHE_MAX_MB=1 "$tmopt" check -q --fail-on none --cache "$dir/cache" "$dir/a.c" >/dev/null ||
	fail "check"
total=$(find "$dir/cache" -type f -printf '%s\n' | awk '{s += $1} END {print s}')
[ "$total" -le $((786432)) ] || fail "cache holds $total bytes, want <= 768 KiB"
[ -e "$dir/cache/old32.json" ] || fail "the newest old entry was removed"
[ -e "$dir/cache/old1.json" ] && fail "the oldest entry was kept"
n=$(find "$dir/cache" -name '*.tmc' | wc -l)
[ "$n" = 1 ] || fail "the new entry is missing ($n)"
# a hit refreshes its entry; the second run is a hit
out=$(TMOPT_CACHE_MAX_MB=1 "$tmopt" check --no-source --fail-on none --cache "$dir/cache" "$dir/a.c" 2>&1)
grep -q "a.c:3:" <<<"$out" || fail "cached finding: $out"
echo "1 passed, 0 failed"
