#!/bin/bash
# On a terminal (a pseudo-terminal from script(1)): the progress counter
# counts up once per file, never repeating a number however the workers
# finish; TERM=dumb gets no control sequences; NO_COLOR set and not empty
# turns colour off, set but empty does not (no-color.org).
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
command -v script >/dev/null || { echo "script(1) missing: skipped"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
tty_run() {	# tty_run ENV... -- ARGS: tmopt on a pseudo-terminal, output in $dir/tty
	local envs=()
	while [ "$1" != -- ]; do envs+=("$1"); shift; done
	shift
	env "${envs[@]}" script -qec "$(printf '%q ' "$tmopt" "$@")" "$dir/tty" >/dev/null 2>&1
}
# many small files and 4 workers: finishing together is likely
mkdir "$dir/src"
for i in $(seq 1 24); do
	printf 'int f%d(int a, int b) { int s = 0; for (int i = 0; i < a; i++) s += i / b; return s; }\n' "$i" > "$dir/src/f$i.c"
done
for round in 1 2 3; do
	tty_run TERM=xterm -- check --no-cache -j4 --fail-on none --no-source "$dir/src"
	seq=$(grep -ao '\[[0-9]*/24\]' "$dir/tty" | tr -d '[]' | cut -d/ -f1 | tr '\n' ' ')
	[ "$seq" = "$(seq 1 24 | tr '\n' ' ')" ] || fail "progress counter: $seq"
done
grep -q $'\033\[1m' "$dir/tty" || fail "no colour on a terminal"
tty_run TERM=dumb -- check --no-cache -j4 --fail-on none --no-source "$dir/src"
grep -q $'\033' "$dir/tty" && fail "control sequences with TERM=dumb"
grep -q '\[divmod\]' "$dir/tty" || fail "no findings with TERM=dumb"
tty_run TERM=xterm NO_COLOR=1 -- check --no-cache --fail-on none --no-source "$dir/src/f1.c"
grep -q $'\033\[1m' "$dir/tty" && fail "colour with NO_COLOR=1"
tty_run TERM=xterm NO_COLOR= -- check --no-cache --fail-on none --no-source "$dir/src/f1.c"
grep -q $'\033\[1m' "$dir/tty" || fail "NO_COLOR empty must not turn colour off"
echo "1 passed, 0 failed"
