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
# With -p DIR, the files are those of DIR/compile_commands.json, each parsed
# with its own flags (one process per file for both tools, as -s): clang
# gets the entry's arguments less the compiler, -c and -o, and tmopt reads
# them itself ('check -p DIR FILE').
#
# usage: bench/parse_ratio.sh [-s] [-n RUNS] [-b TMOPT] [FILES|DIRS...] [-- COMPILER-ARGS]
#        bench/parse_ratio.sh -p DIR [-n RUNS] [-b TMOPT]
#        (default: corpus/; the compiler arguments go to both tools)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=9
tmopt=$root/build/tmopt
single=0
cdb=
while getopts sn:b:p: o; do
	case $o in
	s) single=1 ;;
	p) cdb=$OPTARG; single=1 ;;
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
if [ -n "$cdb" ]; then
	[ -f "$cdb/compile_commands.json" ] || { echo "parse_ratio.sh: no $cdb/compile_commands.json" >&2; exit 2; }
	# one line per entry: directory, file, then the arguments, NUL-separated
	cdb_args=$(mktemp -d)
	# GCC-only options ('-fthread-jumps', '-fregmove' in libmad's flags)
	# stop clang's driver before it parses anything ("unknown argument"),
	# while libclang, which tmopt uses, ignores them: such a run would time
	# clang's start-up alone, so each entry loses what clang rejects
	python3 - "$cdb/compile_commands.json" "$cdb_args" "$clang" "$triple" <<'PY'
import json, os, re, shlex, subprocess, sys
entries = json.load(open(sys.argv[1]))
dropped = set()
def rejected(d, f, args):
    r = subprocess.run([sys.argv[3], "--target=" + sys.argv[4], "-fsyntax-only", "-w"] + args + [f],
                       cwd=d, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return set(re.findall(r"unknown argument: '([^']*)'", r.stderr))
for k, e in enumerate(entries):
    argv = e.get("arguments") or shlex.split(e["command"])
    out, skip = [], False
    for a in argv[1:]:
        if skip:
            skip = False
            continue
        if a in ("-c", "-o"):
            skip = a == "-o"
            continue
        if a == e["file"] or a.endswith(".c") and os.path.basename(a) == os.path.basename(e["file"]):
            continue
        out.append(a)
    f = e["file"] if os.path.isabs(e["file"]) else os.path.join(e["directory"], e["file"])
    bad = rejected(e["directory"], f, out)
    dropped |= bad
    out = [a for a in out if a not in bad]
    with open(os.path.join(sys.argv[2], "%05d" % k), "w") as o:
        o.write("\0".join([e["directory"], f] + out))
if dropped:
    print("arguments clang rejects, left out for clang only: " + " ".join(sorted(dropped)))
PY
	mapfile -t entries < <(ls "$cdb_args" | sort)
	files=()
	for k in "${entries[@]}"; do
		mapfile -d '' -t rec < "$cdb_args/$k"
		files+=("${rec[1]}")
	done
else
	mapfile -t files < <(for a in "$@"; do if [ -d "$a" ]; then find "$a" -name '*.c' | sort; else echo "$a"; fi; done)
fi
echo "files: ${#files[@]}, runs: $runs, triple: $triple, $([ -n "$cdb" ] && echo "each file with its compile_commands.json flags, " )$([ $single = 1 ] && echo "one process per file" || echo "one process for all files")"

tmp_err=$(mktemp)
trap 'rm -f "$tmp_err"; [ -z "${cdb_args:-}" ] || rm -rf "$cdb_args"' EXIT
now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

t_clang=() t_tmopt=()
# a parse that stops at a fatal error (an include the target's headers
# lack: the SQLite amalgamation needs '-- -idirafter
# /usr/include/x86_64-linux-gnu' for asm/types.h) would time the failure:
# check both tools once first (plain errors, the corpus's C89 file for
# clang, still parse the rest)
# (a compile database's entries: each with its flags, from its directory)
cdb_clang() {
	local rec
	mapfile -d '' -t rec < "$cdb_args/$1"
	(cd "${rec[0]}" && "$clang" --target="$triple" -fsyntax-only -w "${rec[@]:2}" "${rec[1]}")
}
cdb_tmopt() {
	local rec
	mapfile -d '' -t rec < "$cdb_args/$1"
	"$tmopt" check -j1 -q --no-cache --fail-on none --format json -p "$cdb" "${rec[1]}"
}
if [ -n "$cdb" ]; then
	for k in "${entries[@]}"; do
		cdb_clang "$k" >/dev/null 2>>"$tmp_err" || true
		cdb_tmopt "$k" >/dev/null 2>>"$tmp_err" || true
	done
else
	"$clang" --target="$triple" -fsyntax-only -w "${cargs[@]}" "${files[@]}" >/dev/null 2>"$tmp_err" || true
	"$tmopt" check -j1 -q --no-cache --fail-on none --format json "${files[@]}" -- "${cargs[@]}" >/dev/null 2>>"$tmp_err" || true
fi
if grep -q 'fatal error' "$tmp_err"; then
	echo "parse_ratio.sh: the input does not parse:" >&2
	grep -m 3 'fatal error' "$tmp_err" >&2
	exit 2
fi
# tmopt itself failing (no machine description, a broken .tmopt.yaml)
# would time its error message, not an analysis
if grep -q '^tmopt: error:' "$tmp_err"; then
	echo "parse_ratio.sh: tmopt fails before analysing:" >&2
	grep -m 3 '^tmopt: error:' "$tmp_err" >&2
	exit 2
fi
run_clang() { "$clang" --target="$triple" -fsyntax-only -w "${cargs[@]}" "$@" 2>/dev/null || true; }
run_tmopt() { "$tmopt" check -j1 -q --no-cache --fail-on none --format json "$@" -- "${cargs[@]}" >/dev/null 2>&1 || true; }
for ((i = 0; i < runs; i++)); do
	if [ -n "$cdb" ]; then
		s=$(now); for k in "${entries[@]}"; do cdb_clang "$k" >/dev/null 2>&1 || true; done; e=$(now)
		t_clang+=($(( (e - s) / 1000 )))
		s=$(now); for k in "${entries[@]}"; do cdb_tmopt "$k" >/dev/null 2>&1 || true; done; e=$(now)
		t_tmopt+=($(( (e - s) / 1000 )))
	elif [ $single = 1 ]; then
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
