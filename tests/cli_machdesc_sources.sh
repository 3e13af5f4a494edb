#!/bin/bash
# Every number in machdesc/*.yaml carries its source ([S] / [I]) or is an
# estimate ([?] estimate: reasoning) in an entry marked estimated: true
# (tests/machdesc_sources.py), and docs/machdesc.md's key table is current.  The checker itself is tested on copies with
# one source comment removed, one estimate in an entry marked not estimated
# and one citation of working notes: each must be caught at its line.
set -u
src=${TMOPT_SOURCE_DIR:-$(dirname "$0")/..}
check="$src/tests/machdesc_sources.py"
command -v python3 >/dev/null || exit 77
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

out=$(python3 "$check" "$src"/machdesc/*.yaml) || fail "shipped files: $out"
echo "$out"
n=$(echo "$out" | sed -n 's/^\([0-9]*\) numbers in \([0-9]*\) files.*/\1/p')
[ "${n:-0}" -ge 250 ] || fail "only ${n:-0} numbers found: the checker does not see the files"

# docs/machdesc.md's key table is the files' current content
files="$src/machdesc/tm3260.yaml $src/machdesc/tm5250.yaml $src/machdesc/tm3270.yaml"
out=$(python3 "$check" --doc "$src/docs/machdesc.md" $files) || fail "$out"
sed 's/^    hit_cycles: 3 /    hit_cycles: 4 /' "$src/machdesc/tm3260.yaml" > "$dir/tm3260.yaml"
python3 "$check" --doc "$src/docs/machdesc.md" "$dir/tm3260.yaml" \
	"$src/machdesc/tm5250.yaml" "$src/machdesc/tm3270.yaml" >/dev/null &&
	fail "a stale table passed"

# a number without its comment
sed '0,/^    latency: 17 .*/s//    latency: 17/' "$src/machdesc/tm3260.yaml" > "$dir/a.yaml"
line=$(grep -n '^    latency: 17$' "$dir/a.yaml" | head -1 | cut -d: -f1)
out=$(python3 "$check" "$dir/a.yaml") && fail "uncommented number accepted"
echo "$out" | grep -q "a.yaml:$line: 'latency': number without a source" ||
	fail "uncommented number: $out"

# an estimate in an entry that says estimated: false
sed '0,/^clock_estimated: true/s//clock_estimated: false/' "$src/machdesc/tm3270.yaml" > "$dir/b.yaml"
line=$(grep -n '^clock_mhz:' "$dir/b.yaml" | cut -d: -f1)
out=$(python3 "$check" "$dir/b.yaml") && fail "unflagged estimate accepted"
echo "$out" | grep -q "b.yaml:$line: 'clock_mhz': an estimate" ||
	fail "unflagged estimate: $out"

# working notes cited instead of a source
sed '0,/# \[S\] TM32 book, unit table$/s//# [S] TRIMEDIA.md/' "$src/machdesc/tm3260.yaml" > "$dir/c.yaml"
out=$(python3 "$check" "$dir/c.yaml") && fail "notes citation accepted"
echo "$out" | grep -q "cites working notes" || fail "notes citation: $out"
echo "ok"
