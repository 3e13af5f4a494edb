#!/bin/bash
# parse_ratio.sh: how much does tmopt cost over clang's own parse?
#
# Times whole processes: 'tmopt check -j1' against 'clang -fsyntax-only' over
# the same files with the same target triple, RUNS times each (interleaved),
# and prints the medians and their ratio.  It measures; it does not pass or
# fail on a time.
#
# With -s every file is a process of its own for both tools (clang's driver
# otherwise starts one compiler process per file while tmopt parses all
# files in one process, which favours tmopt on many small files).
#
# usage: bench/parse_ratio.sh [-s] [-n RUNS] [-b TMOPT] [FILES|DIRS...] [-- COMPILER-ARGS]
#        (default: corpus/; the compiler arguments go to both tools)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=9
tmopt=$root/build/tmopt
single=0
while getopts sn:b: o; do
	case $o in
	s) single=1 ;;
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
echo "files: ${#files[@]}, runs: $runs, triple: $triple, $([ $single = 1 ] && echo "one process per file" || echo "one process for all files")"

tmp_err=$(mktemp)
trap 'rm -f "$tmp_err"' EXIT
now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

t_clang=() t_tmopt=()
# a parse that stops at a fatal error (an include the target's headers
# lack: the SQLite amalgamation needs '-- -idirafter
# /usr/include/x86_64-linux-gnu' for asm/types.h) would time the failure:
# check both tools once first (plain errors, the corpus's C89 file for
# clang, still parse the rest)
"$clang" --target="$triple" -fsyntax-only -w "${cargs[@]}" "${files[@]}" >/dev/null 2>"$tmp_err" || true
"$tmopt" check -j1 -q --no-cache --fail-on none --format json "${files[@]}" -- "${cargs[@]}" >/dev/null 2>>"$tmp_err" || true
if grep -q 'fatal error' "$tmp_err"; then
	echo "parse_ratio.sh: the input does not parse:" >&2
	grep -m 3 'fatal error' "$tmp_err" >&2
	exit 2
fi
run_clang() { "$clang" --target="$triple" -fsyntax-only -w "${cargs[@]}" "$@" 2>/dev/null || true; }
run_tmopt() { "$tmopt" check -j1 -q --no-cache --fail-on none --format json "$@" -- "${cargs[@]}" >/dev/null 2>&1 || true; }
for ((i = 0; i < runs; i++)); do
	if [ $single = 1 ]; then
		s=$(now); for f in "${files[@]}"; do run_clang "$f"; done; e=$(now)
		t_clang+=($(( (e - s) / 1000 )))
		s=$(now); for f in "${files[@]}"; do run_tmopt "$f"; done; e=$(now)
		t_tmopt+=($(( (e - s) / 1000 )))
	else
		s=$(now); run_clang "${files[@]}"; e=$(now)
		t_clang+=($(( (e - s) / 1000 )))
		s=$(now); run_tmopt "${files[@]}"; e=$(now)
		t_tmopt+=($(( (e - s) / 1000 )))
	fi
done
mc=$(printf '%s\n' "${t_clang[@]}" | median)
mt=$(printf '%s\n' "${t_tmopt[@]}" | median)
awk -v c="$mc" -v t="$mt" 'BEGIN {
	printf "clang -fsyntax-only: median %.1f ms\n", c / 1000
	printf "tmopt check -j1:     median %.1f ms\n", t / 1000
	printf "ratio tmopt/clang:   %.2f\n", t / c }'
