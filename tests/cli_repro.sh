#!/bin/bash
# The fault reproducers of issue 13 (tests/data/repro/, see its README):
# each must end with an exit status of 0-3, no signal, within a time limit
# (3 s; more under the sanitizers), and with the right output.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
data=$root/tests/data/repro
dir=$(mktemp -d)
trap 'chmod -R u+w "$dir"; rm -rf "$dir"' EXIT
# the sanitizers make the deep inputs several times slower
limit=3
if ldd "$tmopt" 2>/dev/null | grep -q 'libasan\|libubsan'; then
	limit=30
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
fi
pass=0
failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# run NAME CMD...: runs CMD in $dir with output in $dir/out, sets rc and
# fails the case on a signal, an exit status over 3 or a slow run.
run() {
	local name=$1 t0 t1 ms
	shift
	t0=$(date +%s%N)
	(cd "$dir" && "$@") >"$dir/out" 2>&1
	rc=$?
	t1=$(date +%s%N)
	ms=$(((t1 - t0) / 1000000))
	if [ $rc -gt 3 ]; then
		fail "$name: exit $rc (signal or crash): $(tail -c 600 "$dir/out")"
		return 1
	fi
	if [ $ms -gt $((limit * 1000)) ]; then
		fail "$name: took ${ms} ms (limit ${limit} s)"
		return 1
	fi
	return 0
}
out() { cat "$dir/out"; }
ok() { pass=$((pass + 1)); }

cp "$data"/* "$dir/"
printf 'int g(int a){return a%%3;}\n' > "$dir/other.c"

# 3. a mapping used as a key: a located error, not an internal one
if run complex-key-machdesc "$tmopt" check --no-cache --target ./yaml-complex-key.machdesc.yaml s.c; then
	if [ $rc -eq 2 ] && out | grep -q "yaml-complex-key.machdesc.yaml:2: a key in a must be a plain name, not a sequence"; then ok
	else fail "complex key (machdesc): rc $rc: $(out)"; fi
fi
if run complex-key-config "$tmopt" check --no-cache --config ./yaml-complex-key.tmopt.yaml s.c; then
	if [ $rc -eq 2 ] && out | grep -q "yaml-complex-key.tmopt.yaml:2: a key in options must be a plain name"; then ok
	else fail "complex key (config): rc $rc: $(out)"; fi
fi

# 1. a corrupt results-cache entry (severity, basis out of range) is a miss
(cd "$dir" && mkdir c1 && cp s.c c1/ && cd c1 &&
	"$tmopt" check --cache cache --fail-on none -q s.c >/dev/null 2>&1)
for col in 3 13; do
	e=$(find "$dir/c1/cache" -name '*.tmc')
	awk -F'\t' -v OFS='\t' -v c=$col '$1=="R"{$c=99999}1' "$e" > "$dir/t" && cp "$dir/t" "$e"
	if run "cache-field-$col" sh -c 'cd c1 && "$0" check --cache cache --fail-on none --format json s.c' "$tmopt"; then
		if [ $rc -eq 0 ] && out | grep -q '"severity": "note"' && out | grep -q '"count_basis": "constant"'; then ok
		else fail "corrupt cache field $col: rc $rc: $(out)"; fi
	fi
done

# 2. a negative PRAGMA user_version: refused with a message
(cd "$dir" && "$tmopt" check --no-cache --db t.db --release v1 --fail-on none -q s.c >/dev/null 2>&1)
for v in -2147483648 -1; do
	cp "$dir/t.db" "$dir/neg.db"
	sqlite3 "$dir/neg.db" "pragma wal_checkpoint(TRUNCATE); pragma user_version = $v" >/dev/null
	if run "user-version$v" "$tmopt" runs --db neg.db; then
		if [ $rc -eq 2 ] && out | grep -q "neg.db: schema version $v is not one tmopt writes"; then ok
		else fail "user_version $v: rc $rc: $(out)"; fi
	fi
done

# 8. counts of 2^63 or more: capped, never negative, the sum does not wrap
for case in "trip-comment-2pow64.c" "--profile profile-trip-1e19.json loop.c" \
	    "--profile profile-trip-1e30.json loop.c"; do
	# shellcheck disable=SC2086
	if run "cap $case" "$tmopt" check --no-cache --format json $case; then
		if out | grep -q '": -' || ! out | grep -q '"total_cycles": 9223372036854775807' ||
		   ! out | grep -q '"capped": true' || out | grep -q '"count": 0,'; then
			fail "cap $case: $(out)"
		else ok; fi
	fi
	# shellcheck disable=SC2086
	if run "cap text $case" "$tmopt" check --no-cache --no-source $case; then
		if out | grep -q 'x 9223372036854775807 profile = 9223372036854775807, capped' &&
		   out | grep -q '~9223372036854775807 cycles per call (profile), ~9223372036854775807 to save (capped at 2^63-1)'; then ok
		else fail "cap text $case: $(out)"; fi
	fi
done
# 7. (command line) --assumed-trip takes digits only
for v in -1 1e1 0x10 1.5 ""; do
	if run "assumed-trip '$v'" "$tmopt" check --no-cache --assumed-trip "$v" loop.c; then
		if [ $rc -eq 2 ] && out | grep -q "assumed-trip: '$v' is not a positive number"; then ok
		else fail "--assumed-trip '$v': rc $rc: $(out)"; fi
	fi
	if run "explain-loop assumed-trip '$v'" "$tmopt" explain-loop --assumed-trip "$v" loop.c:5; then
		if [ $rc -eq 2 ]; then ok; else fail "explain-loop --assumed-trip '$v': rc $rc"; fi
	fi
done

# 11. explain-loop --all on a file without loops is an answer
if run explain-all-noloop "$tmopt" explain-loop --all s.c; then
	if [ $rc -eq 0 ] && out | grep -q "s.c: no loops"; then ok
	else fail "explain-loop --all without loops: rc $rc: $(out)"; fi
fi

# 12. modules: a list where a map is expected
printf 'modules: [a]\n' > "$dir/modlist.yaml"
if run modules-list "$tmopt" check --no-cache --config modlist.yaml s.c; then
	if [ $rc -eq 2 ] && out | grep -q "modlist.yaml:1: 'modules' must be a mapping"; then ok
	else fail "modules list: rc $rc: $(out)"; fi
fi

echo "$pass passed, $failed failed"
[ $failed -eq 0 ]
