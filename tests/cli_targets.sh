#!/bin/bash
# tmopt targets and targets --diff (the porting view): the list, the
# documented differences between TM3260 and TM5250 (units, latencies, jumps,
# caches, routines, ops), one edit of a machine file reported as exactly one
# line, and usage errors exiting 2.
set -u
tmopt=$1
src=${TMOPT_SOURCE_DIR:-$(dirname "$0")/..}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

out=$("$tmopt" targets) || fail "targets: exit $?"
for t in tm3260 tm3270 tm5250; do
	echo "$out" | grep -q "^$t " || fail "targets lacks $t: $out"
done

out=$("$tmopt" targets --diff tm3260 tm5250) || fail "diff: exit $?"
want=(
	"^tm3260 -> tm5250: .* 300 -> 500 MHz$"
	"^units:$"
	"^  shifter  *removed (2, slots 1,2)$"
	"^  dmem count  *2 -> 1"
	"^  const count  *5 -> 4"
	"^ops:$"
	"^  shift  *unit shifter -> alu"
	"^  load latency  *3 -> 5"
	"^  imul latency  *3 -> 6"
	"^  branch latency  *3 -> 8"
	"^  jump_delay_slots  *3 -> 8$"
	"^  unaligned  *no -> yes$"
	"^  l1d.ways  *8 -> 4$"
	"^  l1d.fast_lines  *24 -> -$"
	"^  l1d.write_allocate_no_fetch  *no -> yes$"
	"^  l2.present  *no -> yes"
	"^  l2.prefetch_regions  *- -> 4"
	"^  l1i.line  *64 -> 128$"
	"^  idiv (_rt_idiv)  *51 -> 78 (est.)$"
	"^  only on tm5250 (9): allocd_set, clsame, "
)
for w in "${want[@]}"; do
	echo "$out" | grep -q -- "$w" || fail "diff lacks /$w/:
$out"
done
# what does not change is not printed
echo "$out" | grep -q "fdiv latency" && fail "unchanged fdiv printed"
echo "$out" | grep -q "l1d.size" && fail "unchanged l1d.size printed"

# the other direction, and TM3270's super operations
"$tmopt" targets --diff tm5250 tm3260 | grep -q "^  load latency  *5 -> 3$" ||
	fail "reverse diff"
"$tmopt" targets --diff tm5250 tm3270 |
	grep -q "^  only on tm3270 (8): super_ld32, super_ld32d" || fail "tm3270 ops"

# a machine file against itself, and against a copy with one edit
m="$src/machdesc/tm5250.yaml"
out=$("$tmopt" targets --diff "$m" "$m") || fail "same file: exit $?"
echo "$out" | tail -n +2 | grep -qx "no differences" || fail "same file: $out"
sed 's/^    latency: 17 .*/    latency: 20/' "$m" > "$dir/x.yaml"
out=$("$tmopt" targets --diff "$m" "$dir/x.yaml")
[ "$(echo "$out" | tail -n +2 | grep -c '^  ')" -eq 2 ] ||
	fail "one edit (fdiv, fsqrt latency): $out"
echo "$out" | grep -q "^  fdiv latency  *17 -> 20$" || fail "edit: $out"

# usage
"$tmopt" targets --diff tm3260 >/dev/null 2>&1; [ $? -eq 2 ] || fail "one argument"
"$tmopt" targets --diff tm3260 tm9999 >/dev/null 2>&1; [ $? -eq 2 ] || fail "unknown target"
"$tmopt" targets --help | grep -q -- "--diff A B" || fail "help"
echo ok
