#!/bin/bash
# precommit_bench.sh: the cost of 'tmopt check' in pre-commit use, on a
# tree of >= 200 C files (the corpus copied N times into a temp dir, each
# copy including a shared header).  Prints the median wall time of RUNS
# runs for: a cold run (empty cache), a warm run (nothing changed), a run
# after touching the shared header (every file is re-parsed), and -j1
# against -j2 without the cache.  Prints figures; does not pass or fail.
# Targets: warm < 5% of cold; -j2 >= 1.7x faster than -j1.
#
# usage: bench/precommit_bench.sh [TMOPT_BIN] [RUNS]
set -u
tmopt=${1:-build/tmopt}
runs=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export TMOPT_MACHDIR=${TMOPT_MACHDIR:-$root/machdesc}

echo '#define PROJECT_SCALE 4' > "$dir/project.h"
n=0
copy=0
while [ "$n" -lt 200 ]; do
	copy=$((copy + 1))
	mkdir -p "$dir/tree/c$copy"
	for f in "$root"/corpus/*/*.c; do
		rule=$(basename "$(dirname "$f")")
		out="$dir/tree/c$copy/${rule}_$(basename "$f")"
		{ echo "#include \"../../project.h\""; cat "$f"; } > "$out"
		n=$((n + 1))
	done
done
echo "tree: $n C files ($copy copies of the corpus), $(nproc) cores"

now() { date +%s.%N; }
# median of the wall times of running "$@" $runs times; $pre runs before each
median() {
	local pre=$1; shift
	local times=()
	for _ in $(seq "$runs"); do
		eval "$pre"
		local t0 t1
		t0=$(now)
		"$@" >/dev/null 2>&1
		t1=$(now)
		times+=("$(echo "$t1 - $t0" | bc -l)")
	done
	printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {printf "%.3f", (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'
}

cache="$dir/cache"
args=(check --fail-on none -q --cache "$cache" "$dir/tree")
cold=$(median "rm -rf '$cache'" "$tmopt" "${args[@]}")
"$tmopt" "${args[@]}" >/dev/null 2>&1
warm=$(median ":" "$tmopt" "${args[@]}")
touched=$(median "echo '/* touched */' >> '$dir/project.h'" "$tmopt" "${args[@]}")
j1=$(median ":" "$tmopt" check --fail-on none -q --no-cache -j1 "$dir/tree")
j2=$(median ":" "$tmopt" check --fail-on none -q --no-cache -j2 "$dir/tree")

echo "median of $runs runs, seconds:"
printf '  cold (empty cache, -j default)   %s\n' "$cold"
printf '  warm (nothing changed)           %s   %.1f%% of cold (target < 5%%)\n' "$warm" "$(echo "100 * $warm / $cold" | bc -l)"
printf '  after touching the shared header %s\n' "$touched"
printf '  -j1, no cache                    %s\n' "$j1"
printf '  -j2, no cache                    %s   speed-up %.2fx (target >= 1.7x)\n' "$j2" "$(echo "$j1 / $j2" | bc -l)"
