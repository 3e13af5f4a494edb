#!/bin/bash
# parse_ratio.sh: how much does tmopt cost over clang's own parse?
#
# Times whole processes: 'tmopt check -j1' against 'clang -fsyntax-only' over
# the same files with the same target triple, RUNS times each (interleaved),
# and prints the medians and their ratio.  It measures; it does not pass or
# fail on a time.
#
# usage: bench/parse_ratio.sh [-n RUNS] [-b TMOPT] [FILES|DIRS...] [-- COMPILER-ARGS]
#        (default: corpus/; the compiler arguments go to both tools)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=9
tmopt=$root/build/tmopt
while getopts n:b: o; do
	case $o in
	n) runs=$OPTARG ;;
	b) tmopt=$OPTARG ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
inputs=() cargs=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do inputs+=("$1"); shift; done
[ $# -gt 0 ] && shift
cargs=("$@")
[ ${#inputs[@]} -gt 0 ] || inputs=("$root/corpus")
set -- "${inputs[@]}"
clang=$(command -v clang-19 || echo /usr/lib/llvm-19/bin/clang)
triple=$(sed -n 's/^triple: *"\{0,1\}\([^" #]*\).*/\1/p' "$root/machdesc/tm5250.yaml")
mapfile -t files < <(for a in "$@"; do if [ -d "$a" ]; then find "$a" -name '*.c' | sort; else echo "$a"; fi; done)
echo "files: ${#files[@]}, runs: $runs, triple: $triple"

now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

t_clang=() t_tmopt=()
for ((i = 0; i < runs; i++)); do
	s=$(now); "$clang" --target="$triple" -fsyntax-only -w "${cargs[@]}" "${files[@]}" 2>/dev/null || true; e=$(now)
	t_clang+=($(( (e - s) / 1000 )))
	s=$(now); "$tmopt" check -j1 -q --no-cache --fail-on none --format json "${files[@]}" -- "${cargs[@]}" >/dev/null || true; e=$(now)
	t_tmopt+=($(( (e - s) / 1000 )))
done
mc=$(printf '%s\n' "${t_clang[@]}" | median)
mt=$(printf '%s\n' "${t_tmopt[@]}" | median)
awk -v c="$mc" -v t="$mt" 'BEGIN {
	printf "clang -fsyntax-only: median %.1f ms\n", c / 1000
	printf "tmopt check -j1:     median %.1f ms\n", t / 1000
	printf "ratio tmopt/clang:   %.2f\n", t / c }'
